// SPDX-License-Identifier: MIT
#include "ui/screens/loopsscreen.h"

#include "config/keypath.h"
#include "gateway/connectionmanager.h"
#include "gateway/toolevent.h"
#include "loops/loopmonitor.h"
#include "models/looprunmodel.h"
#include "models/loopverdictmodel.h"
#include "models/loopwindowmodel.h"
#include "models/policyworkspace.h"
#include "ui/actionregistry.h"
#include "ui/documentcontroller.h"
#include "ui/emptystate.h"
#include "ui/errortext.h"
#include "ui/flowlayout.h"
#include "ui/languagechange.h"
#include "ui/loops/columnfit.h"
#include "ui/loops/loopmeter.h"
#include "ui/theme.h"

#include <QAction>
#include <QFile>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QMessageBox>
#include <QPainter>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QSplitter>
#include <QStackedWidget>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QTreeView>
#include <QVBoxLayout>

namespace toolgate::ui {

namespace {

// Colours rows by their verdict and marks what-if rows whose verdict moved.
class VerdictDelegate final : public QStyledItemDelegate {
public:
    VerdictDelegate(int levelRole, int movedRole, QObject *parent)
        : QStyledItemDelegate(parent)
        , m_levelRole(levelRole)
        , m_movedRole(movedRole) {}

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override {
        const auto level = static_cast<core::LoopLevel>(index.data(m_levelRole).toInt());
        QColor background;
        if (m_movedRole >= 0 && index.data(m_movedRole).toBool())
            background = Theme::toneBackground(Theme::Tone::Accent);
        else if (level == core::LoopLevel::Critical)
            background = Theme::toneBackground(Theme::Tone::Danger);
        else if (level == core::LoopLevel::Warning)
            background = Theme::toneBackground(Theme::Tone::Warning);
        if (background.isValid() && !(option.state & QStyle::State_Selected))
            painter->fillRect(option.rect, background);
        QStyledItemDelegate::paint(painter, option, index);
    }

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override {
        QStyledItemDelegate::initStyleOption(option, index);
        // A moved what-if verdict is bold besides its ▲/▼ mark and its tint.
        if (m_movedRole >= 0 && index.column() == core::LoopVerdictModel::WhatIfColumn &&
            index.data(m_movedRole).toBool())
            option->font.setBold(true);
    }

private:
    int m_levelRole;
    int m_movedRole;
};

// Runs coloured by their worst verdict (the tooltip counts them).
class RunDelegate final : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override {
        QStyledItemDelegate::initStyleOption(option, index);
        const auto kind =
            static_cast<core::LoopRunModel::Kind>(index.data(core::LoopRunModel::KindRole).toInt());
        if (kind == core::LoopRunModel::Kind::Source)
            option->font.setBold(true);
        const auto level =
            static_cast<core::LoopLevel>(index.data(core::LoopRunModel::WorstLevelRole).toInt());
        if (kind == core::LoopRunModel::Kind::Run && level != core::LoopLevel::None)
            option->palette.setColor(QPalette::Text, Theme::tone(level == core::LoopLevel::Critical
                                                                     ? Theme::Tone::Danger
                                                                     : Theme::Tone::Warning));
    }
};

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

QSpinBox *makeSpin(int minimum, int maximum, QWidget *parent) {
    auto *spin = new QSpinBox(parent);
    spin->setRange(minimum, maximum);
    spin->setAccelerated(true);
    return spin;
}

} // namespace

LoopsScreen::LoopsScreen(const ScreenContext &context, QWidget *parent)
    : Screen(context, parent)
    , m_stack(new QStackedWidget(this))
    , m_emptyState(new EmptyState(this))
    , m_runModel(new core::LoopRunModel(this))
    , m_tree(new QTreeView(this))
    , m_runTitle(new QLabel(this))
    , m_banner(new QLabel(this))
    , m_message(new QPlainTextEdit(this))
    , m_whatIfSummary(new QLabel(this))
    , m_warning(makeSpin(1, 999, this))
    , m_critical(makeSpin(1, 999, this))
    , m_breaker(makeSpin(1, 999, this))
    , m_window(makeSpin(2, 999, this))
    , m_resetWhatIf(new QPushButton(this))
    , m_windowModel(new core::LoopWindowModel(this))
    , m_verdictModel(new core::LoopVerdictModel(this)) {
    setObjectName(QStringLiteral("loopsScreen"));
    initHeader();
    // Live runs: every connected gateway's tool events; whether detection is on there comes from
    // the gateway config open in the console (its tools.loopDetection.enabled).
    if (context.connections)
        connect(
            context.connections, &gateway::ConnectionManager::toolEventReceived, this,
            [this](const QString &, const gateway::ToolEvent &event) { recordToolEvent(event); });
    if (context.document) {
        connect(context.document, &DocumentController::documentOpened, this,
                &LoopsScreen::followDocumentDetection);
        connect(context.document->workspace(), &core::PolicyWorkspace::configEdited, this,
                &LoopsScreen::followDocumentDetection);
    }

    if (QAction *openTrace = context.actions->action(QStringLiteral("file.openTrace")))
        m_emptyState->addActionButton(openTrace, true);

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

    // Right: the selected run.
    auto *runPane = new QWidget(this);
    auto *runLayout = new QVBoxLayout(runPane);
    runLayout->setContentsMargins(0, 0, 0, 0);
    runLayout->setSpacing(Theme::spacing());
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
    runLayout->addWidget(m_runTitle);
    runLayout->addWidget(m_banner);

    // The what-if bar: the gateway's constants by default; any change replays the run.
    // The boxes wrap to a second line rather than shrink when the pane is narrow.
    auto *whatIf = new QGroupBox(runPane);
    auto *whatIfColumn = new QVBoxLayout(whatIf);
    auto *whatIfLayout = new FlowLayout(nullptr, Theme::spacing());
    whatIfColumn->addLayout(whatIfLayout);
    const core::LoopThresholds defaults;
    QList<QLabel *> captions; // warning, critical, breaker, window
    auto addSpin = [&](QSpinBox *spin, int value, const QString &name) {
        auto *pair = new QWidget(whatIf);
        auto *pairLayout = new QHBoxLayout(pair);
        pairLayout->setContentsMargins(0, 0, 0, 0);
        auto *caption = new QLabel(pair);
        captions << caption;
        caption->setBuddy(spin);
        spin->setParent(pair);
        spin->setObjectName(name);
        spin->setValue(value);
        spin->setMinimumWidth(spin->sizeHint().width());
        pairLayout->addWidget(caption);
        pairLayout->addWidget(spin);
        whatIfLayout->addWidget(pair);
        connect(spin, &QSpinBox::valueChanged, this, [this] {
            if (!m_updating)
                refreshWhatIf();
        });
    };
    addSpin(m_warning, defaults.warning, QStringLiteral("whatIfWarning"));
    addSpin(m_critical, defaults.critical, QStringLiteral("whatIfCritical"));
    addSpin(m_breaker, defaults.breaker, QStringLiteral("whatIfBreaker"));
    addSpin(m_window, defaults.window, QStringLiteral("whatIfWindow"));
    connect(m_resetWhatIf, &QPushButton::clicked, this,
            [this] { setWhatIfThresholds(core::LoopThresholds{}); });
    whatIfLayout->addWidget(m_resetWhatIf);
    m_whatIfSummary->setObjectName(QStringLiteral("whatIfSummary"));
    m_whatIfSummary->setWordWrap(true);
    whatIfColumn->addWidget(m_whatIfSummary);
    runLayout->addWidget(whatIf);

    // Window table beside the detector meters.
    m_windowView = makeTable(m_windowModel, runPane);
    m_windowView->setObjectName(QStringLiteral("loopWindow"));
    m_windowView->setItemDelegate(
        new VerdictDelegate(core::LoopWindowModel::LevelRole, -1, m_windowView));
    m_windowView->horizontalHeader()->setStretchLastSection(true);
    new ColumnFit(m_windowView);
    auto *windowBox = new QGroupBox(runPane);
    auto *windowBoxLayout = new QVBoxLayout(windowBox);
    windowBoxLayout->addWidget(m_windowView);

    // The meters scroll rather than overlap when the pane is short.
    auto *meterBox = new QGroupBox(runPane);
    auto *meterBoxLayout = new QVBoxLayout(meterBox);
    auto *meterScroll = new QScrollArea(meterBox);
    meterScroll->setObjectName(QStringLiteral("loopMeterScroll"));
    meterScroll->setWidgetResizable(true);
    meterScroll->setFrameShape(QFrame::NoFrame);
    meterScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto *meterPage = new QWidget(meterScroll);
    auto *meterLayout = new QVBoxLayout(meterPage);
    meterLayout->setContentsMargins(0, 0, Theme::spacing(), 0);
    meterLayout->setSpacing(10);
    meterScroll->setWidget(meterPage);
    meterBoxLayout->addWidget(meterScroll);
    using Kind = core::LoopDetectorKind;
    for (const Kind kind :
         {Kind::GenericRepeat, Kind::KnownPollNoProgress, Kind::PingPong, Kind::UnknownToolRepeat,
          Kind::ArgumentChurn, Kind::GlobalCircuitBreaker}) {
        const std::string_view name = core::loopDetectorName(kind);
        auto *meter = new LoopMeter(
            QString::fromLatin1(name.data(), static_cast<qsizetype>(name.size())), meterPage);
        m_meters.append(meter);
        m_meterFor[kind] = meter;
        meterLayout->addWidget(meter);
    }
    meterLayout->addStretch(1);
    meterBox->setMinimumWidth(260);

    auto *upper = new QSplitter(Qt::Horizontal, runPane);
    upper->addWidget(windowBox);
    upper->addWidget(meterBox);
    upper->setStretchFactor(0, 3);
    upper->setStretchFactor(1, 2);
    upper->setChildrenCollapsible(false);

    // Verdict log and the full message of the selected verdict.
    m_verdictView = makeTable(m_verdictModel, runPane);
    m_verdictView->setObjectName(QStringLiteral("loopVerdicts"));
    m_verdictView->setItemDelegate(new VerdictDelegate(
        core::LoopVerdictModel::LevelRole, core::LoopVerdictModel::MovedRole, m_verdictView));
    m_verdictView->horizontalHeader()->setStretchLastSection(true);
    // Capped so the what-if stays in view beside the verdict; the pane beside the table shows
    // the messages whole.
    m_verdictFit = new ColumnFit(m_verdictView);
    const int em = m_verdictView->fontMetrics().averageCharWidth();
    m_verdictFit->setCap(core::LoopVerdictModel::VerdictColumn, 22 * em);
    m_verdictFit->setCap(core::LoopVerdictModel::WhatIfColumn, 24 * em);
    m_verdictFit->setCap(core::LoopVerdictModel::MessageColumn, 40 * em);
    m_message->setObjectName(QStringLiteral("loopVerdictMessage"));
    m_message->setReadOnly(true);
    m_message->setMinimumWidth(180);
    auto *verdictBox = new QGroupBox(runPane);
    auto *verdictLayout = new QHBoxLayout(verdictBox);
    auto *lower = new QSplitter(Qt::Horizontal, verdictBox);
    lower->setObjectName(QStringLiteral("loopMessageSplitter"));
    lower->addWidget(m_verdictView);
    lower->addWidget(m_message);
    lower->setStretchFactor(0, 3);
    lower->setStretchFactor(1, 1);
    lower->setChildrenCollapsible(false);
    verdictLayout->addWidget(lower);

    // Drag the handle to give the verdicts more room.
    m_verdictSplitter = new QSplitter(Qt::Vertical, runPane);
    m_verdictSplitter->setObjectName(QStringLiteral("loopVerdictSplitter"));
    m_verdictSplitter->addWidget(upper);
    m_verdictSplitter->addWidget(verdictBox);
    // The verdicts are what the screen is for: three rows always show, even on a 700 px screen
    // or in half a presentation screen; extra height goes mostly to the window and meters.
    m_verdictView->setMinimumHeight(m_verdictView->horizontalHeader()->sizeHint().height() +
                                    3 * m_verdictView->verticalHeader()->defaultSectionSize() +
                                    2 * m_verdictView->frameWidth() +
                                    m_verdictView->horizontalScrollBar()->sizeHint().height());
    m_verdictSplitter->setStretchFactor(0, 3);
    m_verdictSplitter->setStretchFactor(1, 2);
    m_verdictSplitter->setChildrenCollapsible(false);
    m_verdictSplitter->setHandleWidth(Theme::spacing());
    runLayout->addWidget(m_verdictSplitter, 1);

    m_content = new QSplitter(Qt::Horizontal, this);
    m_content->setObjectName(QStringLiteral("loopContentSplitter"));
    m_content->addWidget(m_tree);
    m_content->addWidget(runPane);
    m_content->setStretchFactor(1, 1);
    m_content->setSizes({240, 1000});
    m_content->setChildrenCollapsible(false);

    m_stack->addWidget(m_emptyState);
    m_stack->addWidget(m_content);
    pageLayout()->addWidget(m_stack, 1);

    connect(m_tree->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this] { showSelectedRun(); });
    connect(m_verdictView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this] { showVerdictMessage(); });
    retranslateWith(this, [=, this] {
        m_emptyState->setTitle(tr("No runs to watch yet"));
        m_emptyState->setBody(
            tr("For each session and run, this screen shows the last 30 tool calls, each loop "
               "detector's count against its warning, critical and circuit-breaker thresholds, "
               "and the exact message the agent received — or would have received when loop "
               "detection is off on that gateway."));
        m_emptyState->setHints(
            {tr("Replay a recorded run with File > Open Trace."),
             tr("Connect to a gateway to follow its tool calls live."),
             tr("Start Toolgate with --demo to watch a scripted runaway agent.")});
        whatIf->setTitle(tr("What-if thresholds"));
        captions.at(0)->setText(tr("&Warning"));
        captions.at(1)->setText(tr("&Critical"));
        captions.at(2)->setText(tr("&Breaker"));
        captions.at(3)->setText(tr("Wi&ndow"));
        m_resetWhatIf->setText(tr("Gateway defaults"));
        m_resetWhatIf->setToolTip(tr("Back to OpenClaw's constants: warning 10, critical 20, "
                                     "breaker 30, window 30."));
        windowBox->setTitle(tr("Recent calls (the detector's window)"));
        meterBox->setTitle(tr("Detectors for the next identical call"));
        meter(core::LoopDetectorKind::GenericRepeat)->setLabel(tr("Generic repeat"));
        meter(core::LoopDetectorKind::KnownPollNoProgress)->setLabel(tr("Known poll, no progress"));
        meter(core::LoopDetectorKind::PingPong)->setLabel(tr("Ping-pong"));
        meter(core::LoopDetectorKind::UnknownToolRepeat)->setLabel(tr("Unknown tool repeat"));
        meter(core::LoopDetectorKind::ArgumentChurn)->setLabel(tr("Argument churn"));
        meter(core::LoopDetectorKind::GlobalCircuitBreaker)->setLabel(tr("Global circuit breaker"));
        m_message->setPlaceholderText(tr("Select a verdict to read the full message."));
        verdictBox->setTitle(tr("Verdicts"));
        refreshRun();
    });
}

LoopsScreen::~LoopsScreen() = default;

void LoopsScreen::resizeEvent(QResizeEvent *event) {
    Screen::resizeEvent(event);
    // Half a presentation screen: the run list goes above the run rather than beside it, so the
    // window table and the meters keep their width.
    const Qt::Orientation orientation = width() < kNarrowWidth ? Qt::Vertical : Qt::Horizontal;
    if (m_content->orientation() != orientation) {
        m_content->setOrientation(orientation);
        m_content->setSizes(orientation == Qt::Vertical ? QList<int>{120, 1000}
                                                        : QList<int>{240, 1000});
    }
}

QString LoopsScreen::title() const {
    return titleText();
}

QString LoopsScreen::titleText() {
    return tr("Loops");
}

QString LoopsScreen::subtitle() const {
    return subtitleText();
}

QString LoopsScreen::subtitleText() {
    return tr("Loop detection per session and run, with what-if thresholds.");
}

void LoopsScreen::registerActions(ActionRegistry &registry) {
    auto *reset = new QAction(this);
    connect(reset, &QAction::triggered, this,
            [this] { setWhatIfThresholds(core::LoopThresholds{}); });
    retranslateWith(reset, [this, reset, &registry] {
        reset->setText(tr("Reset What-if Thresholds"));
        registry.addAction(QStringLiteral("loops.resetWhatIf"), reset, title());
    });
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
        m_verdictModel->update({}, {}, {});
        updateMeters({}, core::LoopThresholds{});
        return;
    }
    core::LoopMonitor *monitor = m_current->monitor();
    m_runTitle->setText(
        tr("%1 · session %2 · run %3")
            .arg(m_current->label(), m_session, m_run.isEmpty() ? tr("(no run id)") : m_run));

    QString bannerText;
    Theme::Tone tone = Theme::Tone::Neutral;
    switch (m_current->detection()) {
    case LoopSource::Detection::Enabled:
        bannerText = tr("Loop detection is on for this gateway: the messages below are what the "
                        "agent received.");
        tone = Theme::Tone::Success;
        break;
    case LoopSource::Detection::Disabled:
        bannerText = tr("Loop detection is off for this gateway (OpenClaw's default): nothing "
                        "reached the agent. The messages below are what it would have received.");
        tone = Theme::Tone::Warning;
        break;
    case LoopSource::Detection::Unknown:
        bannerText = tr("Whether this gateway has loop detection on is not known: the messages "
                        "below are what the agent receives when it is on.");
        tone = Theme::Tone::Neutral;
        break;
    }
    if (m_current->skippedLines() > 0)
        bannerText += QLatin1Char(' ') + tr("%n unusable trace line(s) were skipped.", nullptr,
                                            m_current->skippedLines());
    m_banner->setText(bannerText);
    QPalette palette = m_banner->palette();
    palette.setColor(QPalette::Window, Theme::toneBackground(tone));
    palette.setColor(QPalette::WindowText, Theme::textPrimary());
    m_banner->setPalette(palette);
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

void LoopsScreen::updateMeters(const core::LoopCounts &counts, const core::LoopThresholds &t) {
    const int streak = counts.noProgressStreak;
    meter(core::LoopDetectorKind::GenericRepeat)->setThresholds(t.warning, t.critical, 0);
    meter(core::LoopDetectorKind::GenericRepeat)
        ->setCount(counts.knownPoll ? 0 : counts.recentRepeats,
                   tr("identical calls in the window; %1 in a row without progress")
                       .arg(counts.knownPoll ? 0 : streak));
    meter(core::LoopDetectorKind::KnownPollNoProgress)->setThresholds(t.warning, t.critical, 0);
    meter(core::LoopDetectorKind::KnownPollNoProgress)
        ->setCount(counts.knownPoll ? streak : 0, counts.knownPoll
                                                      ? tr("polls without progress")
                                                      : tr("the latest call is not a known poll"));
    meter(core::LoopDetectorKind::PingPong)->setThresholds(t.warning, t.critical, 0);
    meter(core::LoopDetectorKind::PingPong)
        ->setCount(counts.pingPong, counts.pingPongNoProgress
                                        ? tr("alternating with no progress")
                                        : tr("alternating calls (critical needs no "
                                             "progress)"));
    meter(core::LoopDetectorKind::UnknownToolRepeat)->setThresholds(0, t.unknownTool, 0);
    meter(core::LoopDetectorKind::UnknownToolRepeat)
        ->setCount(counts.unknownToolStreak, tr("calls of a tool that does not exist"));
    meter(core::LoopDetectorKind::ArgumentChurn)->setThresholds(t.warning, 0, 0);
    meter(core::LoopDetectorKind::ArgumentChurn)
        ->setCount(counts.argumentChurn, tr("%n argument variant(s) with the same outcome", nullptr,
                                            counts.argumentChurnVariants));
    meter(core::LoopDetectorKind::GlobalCircuitBreaker)->setThresholds(0, 0, t.breaker);
    meter(core::LoopDetectorKind::GlobalCircuitBreaker)
        ->setCount(streak, tr("calls in a row without progress"));
}

core::LoopThresholds LoopsScreen::whatIfThresholds() const {
    core::LoopThresholds t;
    t.warning = m_warning->value();
    t.critical = m_critical->value();
    t.breaker = m_breaker->value();
    t.window = m_window->value();
    return t;
}

void LoopsScreen::setWhatIfThresholds(const core::LoopThresholds &thresholds) {
    m_updating = true;
    m_warning->setValue(thresholds.warning);
    m_critical->setValue(thresholds.critical);
    m_breaker->setValue(thresholds.breaker);
    m_window->setValue(thresholds.window);
    m_updating = false;
    refreshWhatIf();
}

void LoopsScreen::refreshWhatIf() {
    const core::LoopThresholds thresholds = whatIfThresholds();
    const bool active = m_current && thresholds != m_current->monitor()->thresholds();
    m_resetWhatIf->setEnabled(thresholds != core::LoopThresholds{});
    const std::unique_ptr<core::LoopMonitor> replay =
        active ? m_current->replay(thresholds) : nullptr;
    showVerdicts(replay.get());
    m_verdictView->setColumnHidden(core::LoopVerdictModel::WhatIfColumn, !active);
    const int moved = m_verdictModel->movedCount();
    m_whatIfSummary->setText(
        !m_current   ? QString()
        : !active    ? tr("Showing the gateway's own thresholds.")
        : moved == 0 ? tr("With these thresholds no verdict moves; the meters show them.")
                     : tr("With these thresholds %n verdict(s) move (▲ stricter, ▼ looser, in the "
                          "What-if column); the meters show them.",
                          nullptr, moved));
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
    const QList<core::LoopMonitorEntry> log = monitor->verdictLog(m_session, m_run);
    QStringList logTimes;
    for (const core::LoopMonitorEntry &entry : log)
        logTimes << m_current->callTime(m_session, entry.toolCallId);
    m_verdictModel->update(log, logTimes,
                           whatIf ? whatIf->verdictLog(m_session, m_run)
                                  : QList<core::LoopMonitorEntry>{});
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
    updateMeters(whatIf ? whatIf->counts(m_session, m_run) : monitor->counts(m_session, m_run),
                 whatIf ? whatIf->thresholds() : monitor->thresholds());
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
