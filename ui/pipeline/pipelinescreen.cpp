// SPDX-License-Identifier: MIT
#include "ui/pipeline/pipelinescreen.h"

#include "models/matrixmodel.h"
#include "models/pipelinemodel.h"
#include "models/policyworkspace.h"
#include "ui/document/documentcontroller.h"
#include "ui/pipeline/contextbar.h"
#include "ui/pipeline/explainpanel.h"
#include "ui/pipeline/matrixview.h"
#include "ui/pipeline/pipelineview.h"
#include "ui/shell/actionregistry.h"
#include "ui/shell/languagechange.h"
#include "ui/widgets/emptystate.h"
#include "ui/widgets/screenheader.h"

#include <QAction>
#include <QBoxLayout>
#include <QFrame>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QScrollArea>
#include <QScrollBar>
#include <QStackedWidget>
#include <QTabWidget>
#include <QVBoxLayout>

namespace toolgate::ui {

const ScreenDescriptor PipelineScreen::kDescriptor{
    "pipelineScreen", "toolgate::ui::PipelineScreen",
    QT_TRANSLATE_NOOP("toolgate::ui::PipelineScreen", "Pipeline"),
    QT_TRANSLATE_NOOP("toolgate::ui::PipelineScreen",
                      "Every policy step for one context, left to right in OpenClaw's order.")};

PipelineScreen::PipelineScreen(const ScreenContext &context, QWidget *parent)
    : Screen(kDescriptor, context, parent)
    , m_pages(new QStackedWidget(this))
    , m_emptyState(new EmptyState)
    , m_contextBar(new ContextBar)
    , m_filter(new QLineEdit)
    , m_tabs(new QTabWidget)
    , m_pipeline(new core::PipelineModel(context.workspace, this))
    , m_matrix(new core::MatrixModel(context.workspace, this))
    , m_view(new PipelineView(m_pipeline))
    , m_resultView(new PipelineView(m_pipeline, PipelineView::Part::Result))
    , m_matrixView(new MatrixView(m_matrix))
    , m_explain(new ExplainPanel) {
    initHeader();
    buildEmptyState();
    buildFilter();
    buildContextCard();
    buildColumns();
    buildPages();
    connectSignals();
    retranslateWith(this, [this] { retranslate(); });
}

void PipelineScreen::buildEmptyState() {
    if (QAction *open = context().actions->action(QStringLiteral("file.open")))
        m_emptyState->addActionButton(open, true);
    // Only a console with gateways offers their live config.
    QAction *openGateway = context().actions->action(QStringLiteral("file.openGateway"));
    if (openGateway && context().connections)
        m_emptyState->addActionButton(openGateway);
    if (QAction *demo = context().actions->action(QStringLiteral("demo.start")))
        m_emptyState->addActionButton(demo);
}

void PipelineScreen::buildFilter() {
    m_filter->setObjectName(QStringLiteral("pipelineFilter"));
    m_filter->setClearButtonEnabled(true);
    m_filter->setFixedWidth(220);
    header()->addTrailingWidget(m_filter);
}

void PipelineScreen::buildContextCard() {
    m_contextCard = new QFrame;
    m_contextCard->setObjectName(QStringLiteral("card"));
    auto *contextLayout = new QVBoxLayout(m_contextCard);
    contextLayout->setContentsMargins(14, 10, 14, 10);
    contextLayout->addWidget(m_contextBar);
}

void PipelineScreen::buildColumns() {
    auto *scroll = new QScrollArea;
    scroll->setObjectName(QStringLiteral("pipelineScroll"));
    scroll->setWidget(m_view);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    // The result stays in view however far the steps scroll.
    auto *resultScroll = new QScrollArea;
    resultScroll->setObjectName(QStringLiteral("pipelineResultScroll"));
    resultScroll->setWidget(m_resultView);
    resultScroll->setWidgetResizable(true);
    resultScroll->setFrameShape(QFrame::NoFrame);
    resultScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    resultScroll->setFixedWidth(m_resultView->sizeHint().width() +
                                resultScroll->verticalScrollBar()->sizeHint().width());

    m_explain->hide();
    m_columns = new QWidget;
    // The explain panel beside the columns, or under them in half a presentation screen (beside
    // them it was squeezed under its minimum and cut off).
    m_columnsLayout = new QBoxLayout(QBoxLayout::LeftToRight, m_columns);
    m_columnsLayout->setContentsMargins(0, 8, 0, 0);
    m_columnsLayout->setSpacing(12);
    auto *steps = new QHBoxLayout;
    steps->setSpacing(12);
    steps->addWidget(scroll, 1);
    steps->addWidget(resultScroll);
    m_columnsLayout->addLayout(steps, 1);
    m_columnsLayout->addWidget(m_explain);
}

void PipelineScreen::resizeEvent(QResizeEvent *event) {
    Screen::resizeEvent(event);
    constexpr int kNarrowWidth = 760;
    const bool narrow = width() < kNarrowWidth;
    m_columnsLayout->setDirection(narrow ? QBoxLayout::TopToBottom : QBoxLayout::LeftToRight);
    // Narrow (half a presentation screen), the page scrolls: the columns keep a readable height
    // under the context form, with the explanation below them.
    const int rows = fontMetrics().lineSpacing();
    m_tabs->setMinimumHeight(narrow ? 24 * rows : 0);
}

void PipelineScreen::buildPages() {
    m_tabs->setObjectName(QStringLiteral("pipelineTabs"));
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(m_columns, QString());
    m_tabs->addTab(m_matrixView, QString());

    auto *body = new QWidget;
    auto *bodyLayout = new QVBoxLayout(body);
    bodyLayout->setContentsMargins(0, 0, 0, 0);
    bodyLayout->setSpacing(10);
    bodyLayout->addWidget(m_contextCard);
    bodyLayout->addWidget(m_tabs, 1);

    auto *bodyScroll = new QScrollArea;
    bodyScroll->setObjectName(QStringLiteral("pipelineBodyScroll"));
    bodyScroll->setWidget(body);
    bodyScroll->setWidgetResizable(true);
    bodyScroll->setFrameShape(QFrame::NoFrame);
    bodyScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);

    m_pages->addWidget(m_emptyState);
    m_pages->addWidget(bodyScroll);
    pageLayout()->addWidget(m_pages, 1);
}

void PipelineScreen::connectSignals() {
    connect(m_filter, &QLineEdit::textChanged, m_view, &PipelineView::setFilterText);
    connect(m_filter, &QLineEdit::textChanged, m_resultView, &PipelineView::setFilterText);
    connect(m_contextBar, &ContextBar::contextEdited, this,
            [this] { context().workspace->setContext(m_contextBar->context()); });
    for (PipelineView *view : {m_view, m_resultView})
        connect(view, &PipelineView::toolClicked, this, [this](int row) {
            explainTool(m_pipeline->headerData(row, Qt::Vertical).toString());
        });
    connect(m_explain, &ExplainPanel::fixRequested, this, &PipelineScreen::applyFix);
    connect(m_explain, &ExplainPanel::closed, this, [this] {
        m_view->setSelectedRow(-1);
        m_resultView->setSelectedRow(-1);
    });
    connect(m_matrixView, &MatrixView::cellActivated, this,
            [this](const QString &agent, const QString &tool) {
                m_contextBar->setAgent(agent);
                showMatrix(false);
                explainTool(tool);
            });
    connect(context().workspace, &core::PolicyWorkspace::evaluated, this, &PipelineScreen::refresh);
    connect(context().document, &DocumentController::documentOpened, this,
            &PipelineScreen::refresh);
    connect(context().document, &DocumentController::documentClosed, this,
            &PipelineScreen::refresh);
}

void PipelineScreen::retranslate() {
    m_emptyState->setTitle(tr("See which tools an agent ends up with, and why"));
    m_emptyState->setBody(
        tr("Pick a context — agent, provider and model, channel, sender, owner or not, "
           "sandboxed or not — and every pipeline step appears as a column of the tools it "
           "kept and the tools it removed, with the entry that removed each. Click a tool for "
           "its path through the steps and the smallest change that lets it through."));
    m_emptyState->setHints(
        {tr("Open a configuration with File > Open."),
         tr("Edits on the Policy screen re-evaluate the pipeline immediately.")});
    m_filter->setPlaceholderText(tr("Highlight a tool…"));
    m_tabs->setTabText(0, tr("Pipeline columns"));
    m_tabs->setTabText(1, tr("Agent × tool matrix"));
    refresh();
}

void PipelineScreen::registerActions(ActionRegistry &registry) {
    auto *focusFilter = new QAction(this);
    focusFilter->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_F));
    // The whole window's shortcut while this screen shows: right after choosing Pipeline in the
    // sidebar the focus is still there, and Ctrl+F must reach the search all the same.
    focusFilter->setShortcutContext(Qt::WindowShortcut);
    connect(focusFilter, &QAction::triggered, this, [this] {
        if (!isVisible())
            return;
        m_filter->setFocus();
        m_filter->selectAll();
    });
    addAction(focusFilter);
    auto *columns = new QAction(this);
    connect(columns, &QAction::triggered, this, [this] { showMatrix(false); });
    auto *matrix = new QAction(this);
    connect(matrix, &QAction::triggered, this, [this] { showMatrix(true); });
    retranslateWith(this, [this, &registry, focusFilter, columns, matrix] {
        focusFilter->setText(tr("Highlight a Tool in the Pipeline"));
        columns->setText(tr("Show Pipeline Columns"));
        matrix->setText(tr("Show Agent × Tool Matrix"));
        registry.addAction(QStringLiteral("pipeline.filter"), focusFilter, title());
        registry.addAction(QStringLiteral("pipeline.columns"), columns, title());
        registry.addAction(QStringLiteral("pipeline.matrix"), matrix, title());
    });
}

void PipelineScreen::showMatrix(bool matrix) {
    m_tabs->setCurrentIndex(matrix ? 1 : 0);
}

void PipelineScreen::refresh() {
    const bool open = context().document->hasDocument();
    m_pages->setCurrentIndex(open ? 1 : 0);
    if (!open)
        return;
    m_contextBar->setAgents(context().workspace->agentIds());
    if (m_explain->isVisible())
        explainTool(m_explain->tool());
}

void PipelineScreen::explainTool(const QString &tool) {
    core::PolicyWorkspace *workspace = context().workspace;
    const core::PolicyExplanation explanation = workspace->explain(tool);
    const int row = m_pipeline->rowOfTool(tool);
    QStringList stages;
    QList<int> states;
    QStringList notes;
    for (int column = 0; column < m_pipeline->columnCount(); ++column) {
        stages << m_pipeline->stageLabel(column);
        if (row < 0) {
            states << 2;
            notes << QString();
            continue;
        }
        const QModelIndex index = m_pipeline->index(row, column);
        states << index.data(core::PipelineModel::CellStateRole).toInt();
        notes << index.data(core::PipelineModel::RemovedByRole).toString();
    }
    m_view->setSelectedRow(row);
    m_resultView->setSelectedRow(row);
    m_explain->showExplanation(explanation, stages, states, notes);
}

void PipelineScreen::applyFix() {
    core::PolicyWorkspace *workspace = context().workspace;
    const QString tool = m_explain->tool();
    const core::PolicyExplanation explanation = workspace->explain(tool);
    if (explanation.fix.empty())
        return;
    core::Result<QList<core::ConfigEdit>> edits = workspace->applyFix(explanation.fix);
    if (edits)
        context().document->pushEdits(edits.value(), tr("Let %1 through").arg(tool));
}

} // namespace toolgate::ui
