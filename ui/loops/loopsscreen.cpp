// SPDX-License-Identifier: MIT
#include "ui/loops/loopsscreen.h"

#include "config/keypath.h"
#include "gateway/connectionmanager.h"
#include "gateway/toolevent.h"
#include "loops/loopmonitor.h"
#include "loops/looptracewriter.h"
#include "models/looprunmodel.h"
#include "models/loopverdictmodel.h"
#include "models/loopwindowmodel.h"
#include "models/policyworkspace.h"
#include "ui/document/documentcontroller.h"
#include "ui/loops/columnfit.h"
#include "ui/loops/loopdelegates.h"
#include "ui/loops/loopmeterpanel.h"
#include "ui/loops/loopreadings.h"
#include "ui/loops/whatifbar.h"
#include "ui/shell/actionregistry.h"
#include "ui/shell/errortext.h"
#include "ui/shell/languagechange.h"
#include "ui/shell/theme.h"
#include "ui/widgets/emptystate.h"

#include <QAction>
#include <QDateTime>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QSaveFile>
#include <QScrollArea>
#include <QScrollBar>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableView>
#include <QTimer>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>
namespace toolgate::ui {

namespace {

QTableView *makeTable(QAbstractItemModel *model, QWidget *parent) {
    auto *view = new QTableView(parent);
    view->setModel(model);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->verticalHeader()->hide();
    view->verticalHeader()->setDefaultSectionSize(view->fontMetrics().height() + 8);
    view->setShowGrid(false);
    view->setAlternatingRowColors(false);
    view->setWordWrap(false);
    view->horizontalHeader()->setHighlightSections(false);
    view->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    return view;
}

// Narrower than this (half a presentation screen), the run list sits above the run.
constexpr int kNarrowWidth = 760;

} // namespace

const ScreenDescriptor LoopsScreen::kDescriptor{
    "loopsScreen", "toolgate::ui::LoopsScreen",
    QT_TRANSLATE_NOOP("toolgate::ui::LoopsScreen", "Loops"),
    QT_TRANSLATE_NOOP("toolgate::ui::LoopsScreen",
                      "Loop detection per session and run, with what-if thresholds.")};

LoopsScreen::LoopsScreen(const ScreenContext &context, QWidget *parent)
    : Screen(kDescriptor, context, parent)
    , m_stack(new QStackedWidget(this))
    , m_emptyState(new EmptyState(this))
    , m_runModel(new core::LoopRunModel(this))
    , m_tree(new QTreeView(this))
    , m_runTitle(new QLabel(this))
    , m_banner(new QLabel(this))
    , m_message(new QPlainTextEdit(this))
    , m_windowModel(new core::LoopWindowModel(this))
    , m_verdictModel(new core::LoopVerdictModel(this)) {
    initHeader();
    connectLiveRuns();
    if (QAction *openTrace =
            context.actions ? context.actions->action(QStringLiteral("file.openTrace")) : nullptr)
        m_emptyState->addActionButton(openTrace, true);
    buildRunTree();
    buildRunPane();
    buildContent();
    connectSelection();
    retranslateWith(this, [this] { retranslate(); });
}

void LoopsScreen::connectLiveRuns() {
    // Live runs: every connected gateway's tool events; whether detection is on there comes from
    // the gateway config open in the console (its tools.loopDetection.enabled).
    if (context().connections) {
        connect(
            context().connections, &gateway::ConnectionManager::toolEventReceived, this,
            [this](const QString &, const gateway::ToolEvent &event) { recordToolEvent(event); });
        connect(context().connections, &gateway::ConnectionManager::statusChanged, this,
                &LoopsScreen::updateEmptyHints);
    }
    auto *prune = new QTimer(this);
    prune->setInterval(60 * 1000);
    connect(prune, &QTimer::timeout, this,
            [this] { pruneIdleSessions(QDateTime::currentMSecsSinceEpoch()); });
    prune->start();
    if (context().document) {
        connect(context().document, &DocumentController::documentOpened, this,
                &LoopsScreen::followDocumentDetection);
        connect(context().document->workspace(), &core::PolicyWorkspace::configEdited, this,
                &LoopsScreen::followDocumentDetection);
    }
}

void LoopsScreen::buildRunTree() {
    // Left: sources, their sessions and runs.
    m_tree->setObjectName(QStringLiteral("loopRuns"));
    m_tree->setModel(m_runModel);
    m_tree->setItemDelegate(new RunDelegate(m_tree));
    m_tree->setHeaderHidden(true);
    m_tree->setMinimumWidth(160);
    m_tree->setMinimumHeight(80);
    m_tree->setUniformRowHeights(true);
    m_tree->setSelectionMode(QAbstractItemView::SingleSelection);
    m_tree->setTextElideMode(Qt::ElideRight);
    connect(m_runModel, &QAbstractItemModel::rowsInserted, this, &LoopsScreen::expandInserted);
}

void LoopsScreen::buildRunPane() {
    // Right: the selected run.
    m_runPane = new QWidget(this);
    auto *runLayout = new QVBoxLayout(m_runPane);
    runLayout->setContentsMargins(0, 0, 0, 0);
    runLayout->setSpacing(Theme::spacing());
    buildRunHeading();
    runLayout->addWidget(m_runTitle);
    runLayout->addWidget(m_banner);

    m_whatIf = new WhatIfBar(m_runPane);
    connect(m_whatIf, &WhatIfBar::changed, this, &LoopsScreen::refreshWhatIf);
    runLayout->addWidget(m_whatIf);

    m_upper = buildWindowAndMeters();
    QSplitter *upper = m_upper;
    buildVerdictBox();

    // Drag the handle to give the verdicts more room.
    m_verdictSplitter = new QSplitter(Qt::Vertical, m_runPane);
    m_verdictSplitter->setObjectName(QStringLiteral("loopVerdictSplitter"));
    m_verdictSplitter->addWidget(upper);
    m_verdictSplitter->addWidget(m_verdictBox);
    // The verdicts are what the screen is for: three rows always show, even on a 700 px screen
    // or in half a presentation screen; extra height goes mostly to the window and meters.
    // The same for the detector's recent calls beside the meters.
    for (QTableView *table : {m_verdictView, m_windowView})
        table->setMinimumHeight(table->horizontalHeader()->sizeHint().height() +
                                3 * table->verticalHeader()->defaultSectionSize() +
                                2 * table->frameWidth() +
                                table->horizontalScrollBar()->sizeHint().height());
    m_verdictSplitter->setStretchFactor(0, 3);
    m_verdictSplitter->setStretchFactor(1, 2);
    m_verdictSplitter->setChildrenCollapsible(false);
    m_verdictSplitter->setHandleWidth(Theme::spacing());
    runLayout->addWidget(m_verdictSplitter, 1);
}

void LoopsScreen::buildRunHeading() {
    QFont titleFont = m_runTitle->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.1);
    m_runTitle->setFont(titleFont);
    m_runTitle->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_runTitle->setWordWrap(true); // the run id goes to a line of its own when narrow
    m_banner->setObjectName(QStringLiteral("loopDetectionBanner"));
    m_banner->setWordWrap(true);
    m_banner->setMargin(6);
    m_banner->setAutoFillBackground(true);
    // Its place stays when no run is shown: picking the first run (a live gateway's first call)
    // then repaints the banner alone rather than moving and repainting the whole run pane.
    QSizePolicy bannerPolicy = m_banner->sizePolicy();
    bannerPolicy.setRetainSizeWhenHidden(true);
    m_banner->setSizePolicy(bannerPolicy);
}

QSplitter *LoopsScreen::buildWindowAndMeters() {
    // Window table beside the detector meters.
    m_windowView = makeTable(m_windowModel, m_runPane);
    m_windowView->setObjectName(QStringLiteral("loopWindow"));
    m_windowView->setItemDelegate(
        new VerdictDelegate(core::LoopWindowModel::LevelRole, -1, m_windowView));
    m_windowView->horizontalHeader()->setStretchLastSection(true);
    new ColumnFit(m_windowView);
    m_windowBox = new QGroupBox(m_runPane);
    auto *windowBoxLayout = new QVBoxLayout(m_windowBox);
    windowBoxLayout->addWidget(m_windowView);

    m_meters = new LoopMeterPanel(m_runPane);

    auto *upper = new QSplitter(Qt::Horizontal, m_runPane);
    upper->addWidget(m_windowBox);
    upper->addWidget(m_meters);
    upper->setStretchFactor(0, 3);
    upper->setStretchFactor(1, 2);
    upper->setChildrenCollapsible(false);
    return upper;
}

void LoopsScreen::buildVerdictBox() {
    // Verdict log and the full message of the selected verdict.
    m_verdictView = makeTable(m_verdictModel, m_runPane);
    m_verdictView->setObjectName(QStringLiteral("loopVerdicts"));
    m_verdictView->setItemDelegate(new VerdictDelegate(
        core::LoopVerdictModel::LevelRole, core::LoopVerdictModel::MovedRole, m_verdictView));
    m_verdictView->horizontalHeader()->setStretchLastSection(true);
    // Capped so the what-if stays in view beside the verdict; the pane beside the table shows
    // the messages whole.
    m_verdictFit = new ColumnFit(m_verdictView);
    m_verdictView->viewport()->installEventFilter(this);
    fitVerdictColumns();
    m_message->setObjectName(QStringLiteral("loopVerdictMessage"));
    m_message->setReadOnly(true);
    m_message->setMinimumWidth(180);
    m_verdictBox = new QGroupBox(m_runPane);
    auto *verdictLayout = new QHBoxLayout(m_verdictBox);
    auto *lower = new QSplitter(Qt::Horizontal, m_verdictBox);
    lower->setObjectName(QStringLiteral("loopMessageSplitter"));
    lower->addWidget(m_verdictView);
    lower->addWidget(m_message);
    lower->setStretchFactor(0, 3);
    lower->setStretchFactor(1, 1);
    lower->setChildrenCollapsible(false);
    verdictLayout->addWidget(lower);
}

void LoopsScreen::buildContent() {
    m_content = new QSplitter(Qt::Horizontal, this);
    m_content->setObjectName(QStringLiteral("loopContentSplitter"));
    m_content->addWidget(m_tree);
    // Shorter than its content (half a presentation screen at 1024x700), the run scrolls: its
    // tables keep their three rows and the what-if bar its wrapped lines.
    auto *runScroll = new QScrollArea(m_content);
    runScroll->setObjectName(QStringLiteral("loopRunScroll"));
    runScroll->setWidget(m_runPane);
    runScroll->setWidgetResizable(true);
    runScroll->setFrameShape(QFrame::NoFrame);
    runScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_content->addWidget(runScroll);
    m_content->setStretchFactor(1, 1);
    m_content->setSizes({200, 1000});
    m_content->setChildrenCollapsible(false);

    m_stack->addWidget(m_emptyState);
    m_stack->addWidget(m_content);
    pageLayout()->addWidget(m_stack, 1);
}

void LoopsScreen::connectSelection() {
    connect(m_tree->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this] { showSelectedRun(); });
    connect(m_verdictView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this] { showVerdictMessage(); });
}

// A connected gateway only needs an agent to run; without one, say how to get one.
void LoopsScreen::updateEmptyHints() {
    const int connected = context().connections ? context().connections->summary().connected : 0;
    if (connected > 0) {
        m_emptyState->setHints(
            {tr("%n gateway(s) connected: runs appear here as soon as an agent calls a tool.",
                nullptr, connected),
             tr("Replay a recorded run with File > Open Trace.")});
        return;
    }
    m_emptyState->setHints(
        {tr("Replay a recorded run with File > Open Trace."),
         tr("Connect to a gateway to follow its tool calls live."),
         tr("Or watch a scripted runaway agent: View > Demo Scenario starts the built-in demo.")});
}

void LoopsScreen::retranslate() {
    m_emptyState->setTitle(tr("No runs to watch yet"));
    m_emptyState->setBody(
        tr("For each session and run, this screen shows the last 30 tool calls, each loop "
           "detector's count against its warning, critical and circuit-breaker thresholds, "
           "and the exact message the agent received — or would have received when loop "
           "detection is off on that gateway."));
    updateEmptyHints();
    m_windowBox->setTitle(tr("Recent calls (the detector's window)"));
    m_message->setPlaceholderText(tr("Select a verdict to read the full message."));
    m_verdictBox->setTitle(tr("Verdicts"));
    if (m_live) {
        m_live->setLabel(tr("Live gateway"));
        m_runModel->setSourceLabel(static_cast<int>(m_sources.indexOf(m_live)), m_live->label());
    }
    refreshRun();
}

LoopsScreen::~LoopsScreen() = default;

QList<LoopMeter *> LoopsScreen::meters() const {
    return m_meters->meters();
}

LoopMeter *LoopsScreen::meter(core::LoopDetectorKind kind) const {
    return m_meters->meter(kind);
}

void LoopsScreen::fitVerdictColumns() {
    // The verdict and the what-if share what the call and tool columns leave, so both stay in
    // view in a narrow window; the message column gives way there (the pane beside shows it).
    using Model = core::LoopVerdictModel;
    const int em = m_verdictView->fontMetrics().averageCharWidth();
    const int room = m_verdictView->viewport()->width() -
                     m_verdictView->columnWidth(Model::CallColumn) -
                     m_verdictView->columnWidth(Model::ToolColumn);
    const bool whatIf = !m_verdictView->isColumnHidden(Model::WhatIfColumn);
    const int share = whatIf ? room / 2 : room;
    m_verdictFit->setCap(Model::VerdictColumn, std::clamp(share, 10 * em, 22 * em));
    m_verdictFit->setCap(Model::WhatIfColumn, std::clamp(share, 10 * em, 24 * em));
    m_verdictFit->setCap(Model::MessageColumn, 40 * em);
    m_verdictView->setColumnHidden(Model::MessageColumn, room < 36 * em);
}

bool LoopsScreen::eventFilter(QObject *watched, QEvent *event) {
    if (watched == m_verdictView->viewport() && event->type() == QEvent::Resize) {
        fitVerdictColumns();
        m_verdictFit->refit();
    }
    return Screen::eventFilter(watched, event);
}

void LoopsScreen::resizeEvent(QResizeEvent *event) {
    Screen::resizeEvent(event);
    // Half a presentation screen: the run list goes above the run rather than beside it, so the
    // window table and the meters keep their width.
    const Qt::Orientation orientation = width() < kNarrowWidth ? Qt::Vertical : Qt::Horizontal;
    if (m_content->orientation() != orientation) {
        m_content->setOrientation(orientation);
        m_upper->setOrientation(orientation); // recent calls above the meters, not beside them
        m_content->setSizes(orientation == Qt::Vertical ? QList<int>{120, 1000}
                                                        : QList<int>{200, 1000});
    }
}

void LoopsScreen::registerActions(ActionRegistry &registry) {
    auto *reset = new QAction(this);
    connect(reset, &QAction::triggered, this,
            [this] { setWhatIfThresholds(core::LoopThresholds{}); });
    // Also on the run tree's context menu, for the session under the pointer.
    auto *exportTrace = new QAction(this);
    exportTrace->setObjectName(QStringLiteral("loopsExportTrace"));
    connect(exportTrace, &QAction::triggered, this, &LoopsScreen::exportTraceWithDialog);
    m_tree->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_tree->addAction(exportTrace);
    retranslateWith(reset, [this, reset, exportTrace, &registry] {
        reset->setText(tr("Reset What-if Thresholds"));
        registry.addAction(QStringLiteral("loops.resetWhatIf"), reset, title());
        exportTrace->setText(tr("Export Session Trace…"));
        registry.addAction(QStringLiteral("loops.exportTrace"), exportTrace, title());
    });
}

QString LoopsScreen::exportSessionTrace(const QString &path) const {
    if (!m_current || m_session.isEmpty())
        return tr("No session is selected.");
    const core::LoopTrace trace = m_current->sessionTrace(m_session);
    if (trace.calls.empty())
        return tr("The session %1 has no finished calls to export.").arg(m_session);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return file.errorString();
    const std::string comment = "Toolgate: " + m_current->label().toStdString() + ", session " +
                                m_session.toStdString() + ", " +
                                std::to_string(trace.calls.size()) + " calls";
    file.write(core::writeLoopTrace(trace, comment));
    if (!file.commit())
        return file.errorString();
    return {};
}

void LoopsScreen::exportTraceWithDialog() {
    if (!m_current || m_session.isEmpty()) {
        QMessageBox::information(this, tr("Export Session Trace"),
                                 tr("Select a run first: its session's calls are exported."));
        return;
    }
    QString name = m_session;
    name.replace(QLatin1Char(':'), QLatin1Char('-'));
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export Session Trace"), name + QStringLiteral(".trace.jsonl"),
        tr("Loop traces (*.trace.jsonl *.jsonl);;All files (*)"));
    if (path.isEmpty())
        return;
    if (const QString error = exportSessionTrace(path); !error.isEmpty())
        QMessageBox::warning(this, tr("Export Session Trace"),
                             tr("The trace could not be written: %1").arg(error));
}

bool LoopsScreen::openTraceFile(const QString &path) {
    QFile file(path);
    QString error;
    if (!file.open(QIODevice::ReadOnly))
        error = file.errorString();
    else if (openTrace(file.readAll(), QFileInfo(path).fileName(), &error))
        return true;
    QMessageBox::warning(this, tr("Open Trace"),
                         tr("Could not replay %1:\n%2").arg(QFileInfo(path).fileName(), error));
    return false;
}

bool LoopsScreen::openTrace(const QByteArray &bytes, const QString &name, QString *error) {
    core::Result<LoopSource *> source = LoopSource::fromTrace(bytes, name, this);
    if (!source) {
        if (error)
            *error = ErrorText::describe(source.error());
        return false;
    }
    addSource(source.value());
    core::LoopMonitor *monitor = source.value()->monitor();
    const QStringList sessions = monitor->sessionKeys();
    if (!sessions.isEmpty()) {
        const QStringList runs = monitor->runIds(sessions.constLast());
        selectRun(source.value(), sessions.constLast(),
                  runs.isEmpty() ? QString() : runs.constLast());
    }
    return true;
}

void LoopsScreen::followDocumentDetection() {
    if (!m_live || !context().document)
        return;
    const DocumentController *document = context().document;
    const bool fromGateway = document->source() == DocumentController::Source::Gateway ||
                             document->source() == DocumentController::Source::Demo;
    const core::Json *enabled = core::KeyPath{"tools", "loopDetection", "enabled"}.find(
        document->workspace()->document().root());
    setLiveDetection(!fromGateway                              ? LoopSource::Detection::Unknown
                     : enabled && *enabled == core::Json(true) ? LoopSource::Detection::Enabled
                                                               : LoopSource::Detection::Disabled);
}

LoopSource *LoopsScreen::liveSource() {
    if (!m_live) {
        m_live = new LoopSource(tr("Live gateway"), this);
        addSource(m_live);
        // The run tree follows the monitor itself; the shown run follows its new calls.
        connect(m_live, &LoopSource::changed, this, [this] {
            if (m_current != m_live)
                return;
            m_streaming = true;
            refreshRun();
            m_streaming = false;
        });
        followDocumentDetection();
    }
    return m_live;
}

void LoopsScreen::endScenarioRuns(const QString &scenarioTitle) {
    if (!m_live)
        return;
    const QString label = tr("%1 (ended: scenario switched)").arg(scenarioTitle);
    LoopSource *ended = std::exchange(m_live, nullptr);
    disconnect(ended, &LoopSource::changed, this, nullptr);
    ended->setLabel(label);
    m_runModel->setSourceLabel(static_cast<int>(m_sources.indexOf(ended)), label);
    if (m_current == ended)
        refreshRun();
}

QStringList LoopsScreen::pruneIdleSessions(qint64 nowMs) {
    if (!m_live)
        return {};
    return m_live->pruneIdle(nowMs, kIdleSessionMs, m_current == m_live ? m_session : QString());
}

void LoopsScreen::setLiveDetection(LoopSource::Detection detection) {
    liveSource()->setDetection(detection);
    if (m_current == m_live)
        refreshRun();
}

void LoopsScreen::recordToolEvent(const gateway::ToolEvent &event) {
    LoopSource *live = liveSource();
    const bool first = m_current == nullptr;
    live->recordToolEvent(event);
    if (first && !event.sessionKey.isEmpty())
        selectRun(live, event.sessionKey, event.runId);
}

void LoopsScreen::addSource(LoopSource *source) {
    m_sources.append(source);
    m_runModel->addSource(source->label(), source->monitor());
    m_stack->setCurrentIndex(1);
}

void LoopsScreen::expandInserted(const QModelIndex &parent, int first, int last) {
    // New sources and sessions open; what the user collapsed stays collapsed.
    if (parent.isValid() && m_runModel->rowCount(parent) == last - first + 1)
        m_tree->expand(parent);
    for (int row = first; row <= last; ++row)
        m_tree->expandRecursively(m_runModel->index(row, 0, parent));
}

bool LoopsScreen::selectRun(LoopSource *source, const QString &sessionKey, const QString &runId) {
    const QModelIndex index =
        m_runModel->runIndex(static_cast<int>(m_sources.indexOf(source)), sessionKey, runId);
    if (!index.isValid())
        return false;
    m_tree->setCurrentIndex(index);
    showSelectedRun();
    return true;
}

void LoopsScreen::showSelectedRun() {
    const QModelIndex index = m_tree->currentIndex();
    if (index.data(core::LoopRunModel::KindRole).toInt() !=
        static_cast<int>(core::LoopRunModel::Kind::Run))
        return;
    LoopSource *source = m_sources.value(index.data(core::LoopRunModel::SourceRole).toInt());
    const QString session = index.data(core::LoopRunModel::SessionRole).toString();
    const QString run = index.data(core::LoopRunModel::RunRole).toString();
    if (source == m_current && session == m_session && run == m_run)
        return;
    m_current = source;
    m_session = session;
    m_run = run;
    refreshRun();
}

void LoopsScreen::refreshRun() {
    if (!m_current) {
        m_runTitle->setText(tr("No run selected"));
        m_banner->hide();
        m_windowModel->setWindow({}, {});
        m_verdictModel->update({}, nullptr, {});
        m_meters->show(LoopReadings::meters({}, core::LoopThresholds{}));
        return;
    }
    core::LoopMonitor *monitor = m_current->monitor();
    m_runTitle->setText(LoopReadings::runTitle(m_current->label(), m_session, m_run));
    const LoopReadings::Banner banner =
        LoopReadings::banner(m_current->detection(), m_current->skippedLines());
    m_banner->setText(banner.text);
    Theme::setToneFill(m_banner, banner.tone);
    m_banner->show();

    const QList<core::LoopMonitorEntry> window = monitor->window(m_session, m_run);
    QStringList windowTimes;
    for (const core::LoopMonitorEntry &entry : window)
        windowTimes << m_current->callTime(m_session, entry.toolCallId);
    m_windowModel->setWindow(window, windowTimes);
    if (!window.isEmpty())
        m_windowView->scrollToBottom();

    refreshWhatIf();
}

core::LoopThresholds LoopsScreen::whatIfThresholds() const {
    return m_whatIf->thresholds();
}

void LoopsScreen::setWhatIfThresholds(const core::LoopThresholds &thresholds) {
    m_whatIf->setThresholds(thresholds);
    refreshWhatIf();
}

void LoopsScreen::refreshWhatIf() {
    const core::LoopThresholds thresholds = whatIfThresholds();
    const bool active = m_current && thresholds != m_current->monitor()->thresholds();
    const std::unique_ptr<core::LoopMonitor> replay =
        active ? m_current->replay(thresholds) : nullptr;
    showVerdicts(replay.get());
    m_verdictView->setColumnHidden(core::LoopVerdictModel::WhatIfColumn, !active);
    fitVerdictColumns();
    m_whatIf->setSummary(
        LoopReadings::whatIfSummary(m_current != nullptr, active, m_verdictModel->movedCount()));
    // New calls of a live run widen the columns as they come; anything else measures again.
    if (!m_streaming)
        m_verdictFit->refit();
    showVerdictMessage();
}

void LoopsScreen::showVerdicts(const core::LoopMonitor *whatIf) {
    core::LoopMonitor *monitor = m_current ? m_current->monitor() : nullptr;
    if (!monitor)
        return;
    // The selected verdict stays selected across updates (found again by its call).
    const QString selected =
        m_verdictView->currentIndex().data(core::LoopVerdictModel::ToolCallIdRole).toString();
    const LoopSource *source = m_current;
    const QString session = m_session;
    m_verdictModel->update(
        monitor->verdictLog(m_session, m_run),
        [source, session](const QString &toolCallId) {
            return source->callTime(session, toolCallId);
        },
        whatIf ? whatIf->verdictLog(m_session, m_run) : QList<core::LoopMonitorEntry>{});
    if (!selected.isEmpty() &&
        m_verdictView->currentIndex().data(core::LoopVerdictModel::ToolCallIdRole).toString() !=
            selected) {
        for (int row = 0; row < m_verdictModel->rowCount(); ++row) {
            const QModelIndex index = m_verdictModel->index(row, 0);
            if (index.data(core::LoopVerdictModel::ToolCallIdRole).toString() == selected) {
                m_verdictView->setCurrentIndex(index);
                break;
            }
        }
    }
    // The meters count and measure against the same thresholds as the verdicts beside them.
    m_meters->show(LoopReadings::meters(whatIf ? whatIf->counts(m_session, m_run)
                                               : monitor->counts(m_session, m_run),
                                        whatIf ? whatIf->thresholds() : monitor->thresholds()));
}

void LoopsScreen::showVerdictMessage() {
    const QModelIndex current = m_verdictView->currentIndex();
    if (!current.isValid()) {
        m_message->clear();
        return;
    }
    QString text = current.data(core::LoopVerdictModel::MessageRole).toString();
    if (text.isEmpty())
        text = current.siblingAtColumn(core::LoopVerdictModel::VerdictColumn).data().toString();
    if (current.data(core::LoopVerdictModel::MovedRole).toBool()) {
        const QModelIndex whatIf = current.siblingAtColumn(core::LoopVerdictModel::WhatIfColumn);
        const QString other = current.data(core::LoopVerdictModel::WhatIfMessageRole).toString();
        text += QStringLiteral("\n\n") +
                tr("With the what-if thresholds: %1").arg(whatIf.data().toString());
        if (!other.isEmpty())
            text += QStringLiteral("\n") + other;
    }
    m_message->setPlainText(text);
}

} // namespace toolgate::ui
