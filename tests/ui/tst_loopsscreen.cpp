// SPDX-License-Identifier: MIT
// Over 600 lines on purpose: one fixture (the screen over golden traces) for every view of the
// screen; the cases share its helpers, and a split would duplicate them.
// The loops screen replays golden traces: its window, meters and verdict log show what the loop
// engine computes, and a what-if replay moves exactly the verdicts the engine moves.
// Data, not input: traces arrive through openTrace() (what File > Open Trace runs after the
// platform's file dialog) and live calls through recordToolEvent() (the gateway's path).
#include "../testutils.h"
#include "failonwarning.h"

#include "gateway/toolevent.h"
#include "loops/loopmonitor.h"
#include "loops/loopreplay.h"
#include "loops/looptrace.h"
#include "models/looprunmodel.h"
#include "models/loopverdictmodel.h"
#include "models/loopwindowmodel.h"
#include "ui/loops/loopmeter.h"
#include "ui/loops/loopsource.h"
#include "ui/loops/loopsscreen.h"
#include "ui/shell/actionregistry.h"
#include "ui/shell/translations.h"
#include "widgetdriver.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSet>
#include <QSignalSpy>
#include <QSpinBox>
#include <QSplitter>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

using namespace toolgate;
using namespace toolgate::ui;
using namespace toolgate::test;

namespace {

// The engine fed directly, the way the reference runner feeds OpenClaw.
std::unique_ptr<core::LoopMonitor> engineFor(const core::LoopTrace &trace,
                                             const core::LoopThresholds &thresholds = {}) {
    auto monitor = std::make_unique<core::LoopMonitor>();
    monitor->setThresholds(thresholds);
    int n = 0;
    for (const core::LoopTraceCall &call : trace.calls) {
        const QString id = QStringLiteral("call_%1").arg(++n);
        const QString session = QStringLiteral("s");
        monitor->recordToolStart(session, QString::fromStdString(call.runId), id,
                                 QString::fromStdString(call.tool), call.params);
        if (call.hasError)
            monitor->recordToolError(session, id, QString::fromStdString(call.error));
        else
            monitor->recordToolResult(session, id, call.result);
    }
    return monitor;
}

core::LoopTrace loadTrace(const QString &path) {
    core::Result<core::LoopTrace> trace = core::parseLoopTrace(readAll(path), path);
    return trace ? trace.value() : core::LoopTrace{};
}

// Until the live source has told the screen about its last calls (changes are coalesced per
// frame).
void settle(LoopsScreen &screen) {
    QTRY_VERIFY(!screen.liveSource()->changePending());
}

// A gateway's `read` tool start event.
gateway::ToolEvent readStart(const QString &session, const QString &run, const QString &id,
                             const core::Json &args) {
    gateway::ToolEvent start;
    start.sessionKey = session;
    start.runId = run;
    start.toolCallId = id;
    start.phase = QStringLiteral("start");
    start.name = QStringLiteral("read");
    start.args = args;
    return start;
}

// One live call through the screen's gateway path: its start and its result.
void feedCall(LoopsScreen &screen, const QString &session, const QString &run, const QString &id,
              const core::Json &args, const core::Json &result) {
    const gateway::ToolEvent start = readStart(session, run, id, args);
    screen.recordToolEvent(start);
    gateway::ToolEvent done = start;
    done.phase = QStringLiteral("result");
    done.result = result;
    screen.recordToolEvent(done);
    settle(screen);
}

void feedRepeats(LoopsScreen &screen, const QString &session, const QString &run, int from,
                 int count) {
    for (int i = from; i < from + count; ++i)
        feedCall(screen, session, run, QStringLiteral("%1-%2").arg(run).arg(i),
                 core::Json{{"path", "x"}}, core::Json{{"content", core::Json::array()}});
}

// Shows the screen: input goes to visible widgets only.
bool showScreen(LoopsScreen &screen, QSize size = {1200, 800}) {
    screen.resize(size);
    screen.show();
    return QTest::qWaitForWindowExposed(&screen);
}

// Clicks the run in the run tree, as the user picks it.
bool clickRun(LoopsScreen &screen, LoopSource *source, const QString &session, const QString &run) {
    const int sourceRow = static_cast<int>(screen.sources().indexOf(source));
    return test::clickIndex(screen.runView(), screen.runModel()->runIndex(sourceRow, session, run));
}

// Types the what-if thresholds into their spin boxes.
bool enterWhatIf(LoopsScreen &screen, const core::LoopThresholds &whatIf) {
    const auto spin = [&](const char *name) {
        return screen.findChild<QSpinBox *>(QLatin1String(name));
    };
    return test::enterValue(spin("whatIfWindow"), whatIf.window) &&
           test::enterValue(spin("whatIfWarning"), whatIf.warning) &&
           test::enterValue(spin("whatIfCritical"), whatIf.critical) &&
           test::enterValue(spin("whatIfBreaker"), whatIf.breaker);
}

bool sameVerdict(const core::LoopVerdict &a, const core::LoopVerdict &b) {
    return a.level == b.level && a.detector == b.detector && a.count == b.count &&
           a.blocked == b.blocked;
}

} // namespace

class TestLoopsScreen final : public QObject {
    Q_OBJECT

private slots:
    void init() { toolgate::test::failOnAnyWarning(); }
    void replayFillsWindowAndMeters_data();
    void replayFillsWindowAndMeters();
    void verdictsMatchGolden_data();
    void verdictsMatchGolden();
    void whatIfMovesVerdicts_data();
    void whatIfMovesVerdicts();
    void detectionOffSaysWouldHave();
    void liveToolEventsFeedTheMonitor();
    void idleSessionsLeaveTheLiveViews();
    void aSessionIsExportedAsATraceThatReplaysTheSame();
    void liveSourceIsRetranslated();
    void scenarioSwitchEndsTheEarlierRuns();
    void aBurstOfCallsRefreshesOncePerFrame();
    void badTraceIsRefused();
    void modelsAreConsistent();
    void runTreeFollowsLiveCallsWithInserts();
    void runCountsReachTheTreeTogether();
    void liveUpdateKeepsSelectionAndExpansion();
    void windowSlidesWithoutReset();
    void whatIfSitsBesideTheVerdictAndMarksMoves_data();
    void whatIfSitsBesideTheVerdictAndMarksMoves();
    void metersFollowWhatIfThresholds();
    void gatewayBlockedCallReadsBlocked();
    void verdictPaneIsResizable();

private:
    ActionRegistry m_actions;
};

void TestLoopsScreen::replayFillsWindowAndMeters_data() {
    QTest::addColumn<QString>("path");
    const QDir dir(dataPath(QStringLiteral("loops")));
    const QStringList traces =
        dir.entryList({QStringLiteral("*.trace.jsonl")}, QDir::Files, QDir::Name);
    QVERIFY(traces.size() >= 10);
    for (const QString &name : traces)
        QTest::newRow(qPrintable(name)) << dir.filePath(name);
}

void TestLoopsScreen::replayFillsWindowAndMeters() {
    QFETCH(QString, path);
    const core::LoopTrace trace = loadTrace(path);
    LoopsScreen screen(ScreenContext{nullptr, &m_actions});
    QVERIFY(showScreen(screen));
    QString error;
    QVERIFY2(screen.openTrace(readAll(path), QFileInfo(path).fileName(), &error),
             qPrintable(error));
    LoopSource *source = screen.sources().constLast();
    const std::unique_ptr<core::LoopMonitor> engine = engineFor(trace);
    const QString session = source->monitor()->sessionKeys().value(0);
    QCOMPARE(source->monitor()->runIds(session), engine->runIds(QStringLiteral("s")));

    for (const QString &run : engine->runIds(QStringLiteral("s"))) {
        QVERIFY(clickRun(screen, source, session, run));
        // The window: one row per record the engine still holds for the run.
        const QList<core::LoopMonitorEntry> window = engine->window(QStringLiteral("s"), run);
        core::LoopWindowModel *model = screen.windowModel();
        QCOMPARE(model->rowCount(), window.size());
        for (int row = 0; row < model->rowCount(); ++row) {
            const core::LoopMonitorEntry &expected = window.at(row);
            auto cell = [&](int column) { return model->index(row, column).data().toString(); };
            QCOMPARE(cell(core::LoopWindowModel::ToolColumn), expected.toolName);
            QCOMPARE(cell(core::LoopWindowModel::ArgsColumn), expected.argsDigest.left(10));
            QCOMPARE(cell(core::LoopWindowModel::OutcomeColumn),
                     core::shortLoopDigest(expected.outcomeDigest));
            QCOMPARE(cell(core::LoopWindowModel::VerdictColumn),
                     core::loopEntryVerdictText(expected));
            QVERIFY(cell(core::LoopWindowModel::TimeColumn)
                        .contains(QString::number(
                            trace.calls.at(expected.toolCallId.mid(5).toInt() - 1).line)));
        }
        // The meters: each detector's count as the engine computes it, against its thresholds.
        const core::LoopCounts counts = engine->counts(QStringLiteral("s"), run);
        const QList<LoopMeter *> meters = screen.meters();
        QCOMPARE(meters.size(), 6);
        QCOMPARE(meters[0]->detectorName(), QStringLiteral("generic_repeat"));
        QCOMPARE(meters[0]->count(), counts.knownPoll ? 0 : counts.recentRepeats);
        QCOMPARE(meters[1]->count(), counts.knownPoll ? counts.noProgressStreak : 0);
        QCOMPARE(meters[2]->count(), counts.pingPong);
        QCOMPARE(meters[3]->count(), counts.unknownToolStreak);
        QCOMPARE(meters[4]->count(), counts.argumentChurn);
        QCOMPARE(meters[5]->count(), counts.noProgressStreak);
        const core::LoopThresholds defaults;
        QCOMPARE(meters[0]->warning(), defaults.warning);
        QCOMPARE(meters[0]->critical(), defaults.critical);
        QCOMPARE(meters[3]->critical(), defaults.unknownTool);
        QCOMPARE(meters[5]->breaker(), defaults.breaker);
    }
}

void TestLoopsScreen::verdictsMatchGolden_data() {
    replayFillsWindowAndMeters_data();
}

void TestLoopsScreen::verdictsMatchGolden() {
    QFETCH(QString, path);
    const core::LoopTrace trace = loadTrace(path);
    // Every call's golden verdict (what OpenClaw decided, with detection on).
    QString expectedPath = path;
    expectedPath.replace(QStringLiteral(".trace.jsonl"), QStringLiteral(".expected.jsonl"));
    const QList<QByteArray> lines = readAll(expectedPath).trimmed().split('\n');
    const std::vector<core::LoopVerdict> engine = core::replayLoopTrace(trace);

    LoopsScreen screen(ScreenContext{nullptr, &m_actions});
    QVERIFY(showScreen(screen));
    QVERIFY(screen.openTrace(readAll(path), QFileInfo(path).fileName()));
    LoopSource *source = screen.sources().constLast();
    const QString session = source->monitor()->sessionKeys().value(0);
    const bool enabled = source->detection() == LoopSource::Detection::Enabled;
    int shown = 0;
    for (const QString &run : source->monitor()->runIds(session)) {
        QVERIFY(clickRun(screen, source, session, run));
        core::LoopVerdictModel *model = screen.verdictModel();
        for (int row = 0; row < model->rowCount(); ++row) {
            const QModelIndex index = model->index(row, core::LoopVerdictModel::MessageColumn);
            const int call =
                index.data(core::LoopVerdictModel::ToolCallIdRole).toString().mid(5).toInt() - 1;
            QVERIFY(call >= 0 && call < lines.size());
            const nlohmann::json golden = parseUnordered(lines.at(call));
            // With detection on the screen shows exactly OpenClaw's verdict and message; with it
            // off it shows what the engine would have said (the golden says "none").
            if (enabled) {
                QCOMPARE(QString::fromStdString(golden.value("level", std::string())),
                         index.data(core::LoopVerdictModel::LevelRole).toInt() == 2
                             ? QStringLiteral("critical")
                             : QStringLiteral("warning"));
                QCOMPARE(index.data(core::LoopVerdictModel::MessageRole).toString(),
                         QString::fromStdString(golden.value("message", std::string())));
            } else {
                QCOMPARE(QString::fromStdString(golden.value("level", std::string())),
                         QStringLiteral("none"));
            }
            ++shown;
        }
    }
    if (enabled) {
        int goldenVerdicts = 0;
        for (const QByteArray &line : lines)
            goldenVerdicts += parseUnordered(line).value("level", std::string()) != "none" ? 1 : 0;
        QCOMPARE(shown, goldenVerdicts);
        int engineVerdicts = 0;
        for (const core::LoopVerdict &v : engine)
            engineVerdicts += v.level != core::LoopLevel::None ? 1 : 0;
        QCOMPARE(shown, engineVerdicts);
    }
}

void TestLoopsScreen::whatIfMovesVerdicts_data() {
    QTest::addColumn<QString>("trace");
    QTest::addColumn<int>("warning");
    QTest::addColumn<int>("critical");
    QTest::addColumn<int>("breaker");
    QTest::addColumn<int>("window");
    QTest::addColumn<bool>("expectMoves");
    QTest::newRow("identical-25 warning 5")
        << "001-generic-repeat-identical-25" << 5 << 20 << 30 << 30 << true;
    QTest::newRow("identical-25 critical 15")
        << "001-generic-repeat-identical-25" << 10 << 15 << 30 << 30 << true;
    QTest::newRow("breaker-32 breaker 25")
        << "002-generic-repeat-to-circuit-breaker-32" << 10 << 20 << 25 << 30 << true;
    QTest::newRow("breaker-32 looser")
        << "002-generic-repeat-to-circuit-breaker-32" << 40 << 50 << 60 << 60 << true;
    QTest::newRow("defaults move nothing")
        << "002-generic-repeat-to-circuit-breaker-32" << 10 << 20 << 30 << 30 << false;
}

void TestLoopsScreen::whatIfMovesVerdicts() {
    QFETCH(QString, trace);
    QFETCH(int, warning);
    QFETCH(int, critical);
    QFETCH(int, breaker);
    QFETCH(int, window);
    QFETCH(bool, expectMoves);
    const QString path = dataPath(QStringLiteral("loops/%1.trace.jsonl").arg(trace));
    const core::LoopTrace parsed = loadTrace(path);
    QVERIFY(!parsed.calls.empty());
    core::LoopThresholds whatIf;
    whatIf.warning = warning;
    whatIf.critical = critical;
    whatIf.breaker = breaker;
    whatIf.window = window;

    LoopsScreen screen(ScreenContext{nullptr, &m_actions});
    QVERIFY(showScreen(screen));
    QVERIFY(screen.openTrace(readAll(path), trace));
    QVERIFY(enterWhatIf(screen, whatIf));
    QCOMPARE(screen.whatIfThresholds(), whatIf);

    // The engine's verdicts for every call, with the gateway's and with the what-if thresholds.
    const std::unique_ptr<core::LoopMonitor> base = engineFor(parsed);
    const std::unique_ptr<core::LoopMonitor> other = engineFor(parsed, whatIf);
    const QString run = base->runIds(QStringLiteral("s")).constLast();
    const QList<core::LoopMonitorEntry> baseLog = base->verdictLog(QStringLiteral("s"), run);
    const QList<core::LoopMonitorEntry> otherLog = other->verdictLog(QStringLiteral("s"), run);
    QCOMPARE(baseLog.size(), otherLog.size());
    int moved = 0;
    int listed = 0;
    for (qsizetype i = 0; i < baseLog.size(); ++i) {
        moved += sameVerdict(baseLog.at(i).verdict, otherLog.at(i).verdict) ? 0 : 1;
        listed += baseLog.at(i).verdict.level != core::LoopLevel::None ||
                          otherLog.at(i).verdict.level != core::LoopLevel::None
                      ? 1
                      : 0;
    }
    QCOMPARE(moved > 0, expectMoves);
    core::LoopVerdictModel *model = screen.verdictModel();
    QCOMPARE(model->hasWhatIf(), expectMoves || whatIf != core::LoopThresholds{});
    QCOMPARE(model->movedCount(), moved);
    QCOMPARE(model->rowCount(), listed);
    for (int row = 0; row < model->rowCount(); ++row) {
        const QModelIndex index = model->index(row, core::LoopVerdictModel::WhatIfColumn);
        const int call = index.data(core::LoopVerdictModel::CallIndexRole).toInt();
        const bool rowMoved = index.data(core::LoopVerdictModel::MovedRole).toBool();
        QCOMPARE(rowMoved, !sameVerdict(baseLog.at(call).verdict, otherLog.at(call).verdict));
        if (rowMoved)
            QVERIFY(
                index.data().toString().endsWith(core::loopVerdictText(otherLog.at(call).verdict)));
    }
    // Back to the gateway's constants: no what-if column, nothing moved.
    auto *reset = screen.findChild<QPushButton *>(QStringLiteral("whatIfReset"));
    QCOMPARE(reset->isEnabled(), whatIf != core::LoopThresholds{});
    if (reset->isEnabled())
        QTest::mouseClick(reset, Qt::LeftButton);
    QVERIFY(!model->hasWhatIf());
    QCOMPARE(model->movedCount(), 0);
}

void TestLoopsScreen::detectionOffSaysWouldHave() {
    LoopsScreen screen(ScreenContext{nullptr, &m_actions});
    QByteArray trace = "{\"config\":{}}\n";
    for (int i = 0; i < 12; ++i)
        trace += "{\"tool\":\"read\",\"params\":{\"path\":\"a\"},\"result\":{\"content\":[]}}\n";
    QVERIFY(screen.openTrace(trace, QStringLiteral("off.trace.jsonl")));
    QCOMPARE(screen.sources().constLast()->detection(), LoopSource::Detection::Disabled);
    QVERIFY(screen.detectionBanner()->text().contains(QStringLiteral("would have")));
    // The engine still judges the run: the warning the agent would have seen is listed.
    QVERIFY(screen.verdictModel()->rowCount() > 0);
}

void TestLoopsScreen::liveToolEventsFeedTheMonitor() {
    LoopsScreen screen(ScreenContext{nullptr, &m_actions});
    for (int i = 0; i < 11; ++i) {
        const gateway::ToolEvent start =
            readStart(QStringLiteral("agent:main:main"), QStringLiteral("run-1"),
                      QStringLiteral("t%1").arg(i), core::Json{{"path", "x"}});
        screen.recordToolEvent(start);
        gateway::ToolEvent result = start;
        result.phase = QStringLiteral("result");
        result.result = core::Json{{"content", core::Json::array()}};
        screen.recordToolEvent(result);
    }
    settle(screen);
    QCOMPARE(screen.windowModel()->rowCount(), 11);
    QCOMPARE(screen.meters().at(0)->count(),
             screen.liveSource()
                 ->monitor()
                 ->counts(QStringLiteral("agent:main:main"), QStringLiteral("run-1"))
                 .recentRepeats);
    QVERIFY(screen.verdictModel()->rowCount() >= 1);
}

// A console left running: sessions with no call for the retention leave the monitor, the run
// tree and the kept events (what-if replays no longer carry them); the shown one stays.
void TestLoopsScreen::idleSessionsLeaveTheLiveViews() {
    LoopsScreen screen(ScreenContext{nullptr, &m_actions});
    qint64 now = 1'000'000;
    screen.liveSource()->setClock([&now] { return now; });
    // The first live run is shown at once; it stays however idle it gets.
    for (const char *session : {"agent:main:shown", "agent:main:old", "agent:main:busy"}) {
        screen.recordToolEvent(readStart(QString::fromLatin1(session), QStringLiteral("run-1"),
                                         QStringLiteral("c-%1").arg(QLatin1String(session)),
                                         core::Json{{"path", "x"}}));
        settle(screen);
        now += LoopsScreen::kIdleSessionMs / 2;
    }
    now += LoopsScreen::kIdleSessionMs / 2; // "busy" was seen half a retention ago
    QCOMPARE(screen.liveSource()->monitor()->sessionKeys().size(), 3);
    QCOMPARE(screen.liveSource()->keptEvents(), std::size_t(3));
    QCOMPARE(screen.pruneIdleSessions(now), QStringList{QStringLiteral("agent:main:old")});
    QCOMPARE(screen.liveSource()->monitor()->sessionKeys().size(), 2);
    QVERIFY(
        !screen.liveSource()->monitor()->sessionKeys().contains(QStringLiteral("agent:main:old")));
    QCOMPARE(screen.liveSource()->keptEvents(), std::size_t(2));
    // The run tree no longer lists it.
    const QModelIndexList old = screen.runModel()->match(
        screen.runModel()->index(0, 0), Qt::DisplayRole, QStringLiteral("agent:main:old"), 1,
        Qt::MatchRecursive | Qt::MatchContains);
    QVERIFY(old.isEmpty());
    QCOMPARE(screen.pruneIdleSessions(now), QStringList());
}

// Before an idle session leaves, its calls can be kept as a trace file: the file reads back as
// the same calls and Open Trace judges them as the live monitor did. A call still running and
// other sessions' calls stay out.
void TestLoopsScreen::aSessionIsExportedAsATraceThatReplaysTheSame() {
    LoopsScreen screen(ScreenContext{nullptr, &m_actions});
    QVERIFY(showScreen(screen));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("ops.trace.jsonl"));
    QCOMPARE(screen.exportSessionTrace(path), QStringLiteral("No session is selected."));
    const QString session = QStringLiteral("agent:ops:main");
    feedRepeats(screen, session, QStringLiteral("run-1"), 0, 24);
    feedCall(screen, QStringLiteral("agent:main:other"), QStringLiteral("run-9"),
             QStringLiteral("o-1"), core::Json{{"path", "y"}}, core::Json{{"ok", true}});
    screen.recordToolEvent(readStart(session, QStringLiteral("run-1"), QStringLiteral("running"),
                                     core::Json{{"path", "x"}}));
    settle(screen);
    QVERIFY(clickRun(screen, screen.liveSource(), session, QStringLiteral("run-1")));
    QCOMPARE(screen.exportSessionTrace(path), QString());

    const core::LoopTrace trace = loadTrace(path);
    QCOMPARE(trace.calls.size(), std::size_t(24));
    QCOMPARE(trace.agentId, std::string("ops"));
    QVERIFY(trace.issues.empty());
    QCOMPARE(trace.calls.front().tool, std::string("read"));
    QVERIFY(trace.calls.front().params == core::Json({{"path", "x"}}));
    QCOMPARE(trace.calls.back().runId, std::string("run-1"));

    QList<core::LoopMonitorEntry> live =
        screen.liveSource()->monitor()->verdictLog(session, QStringLiteral("run-1"));
    live.removeIf([](const core::LoopMonitorEntry &e) {
        return e.toolCallId == QLatin1String("running"); // not finished, so not exported
    });
    QVERIFY(!live.isEmpty());
    QString error;
    QVERIFY2(screen.openTrace(readAll(path), QStringLiteral("ops.trace.jsonl"), &error),
             qPrintable(error));
    const QList<core::LoopMonitorEntry> replayed = screen.sources().last()->monitor()->verdictLog(
        QStringLiteral("agent:ops:trace"), QStringLiteral("run-1"));
    QCOMPARE(replayed.size(), live.size());
    for (qsizetype i = 0; i < live.size(); ++i)
        QVERIFY(sameVerdict(replayed.at(i).verdict, live.at(i).verdict));

    // A folder that cannot take the file: the reason, and nothing half-written.
    const QString blocked = dir.filePath(QStringLiteral("missing/ops.trace.jsonl"));
    QVERIFY(!screen.exportSessionTrace(blocked).isEmpty());
    QVERIFY(!QFileInfo::exists(blocked));
}

// The live source's row in the run tree follows a language switched at run time.
void TestLoopsScreen::liveSourceIsRetranslated() {
    LoopsScreen screen(ScreenContext{nullptr, &m_actions});
    screen.liveSource();
    const QModelIndex live = screen.runModel()->index(0, 0);
    QCOMPARE(live.data().toString(), QStringLiteral("Live gateway"));
    QCOMPARE(Translations::switchTo(QStringLiteral("zh_CN")), QStringLiteral("zh_CN"));
    // LanguageChange is posted to each window: it arrives with the event loop.
    QTRY_COMPARE(screen.runModel()->index(0, 0).data().toString(), QStringLiteral("实时网关"));
    Translations::switchTo(QStringLiteral("en"));
    QTRY_COMPARE(screen.runModel()->index(0, 0).data().toString(), QStringLiteral("Live gateway"));
}

// A demo scenario switch: the earlier scenario's runs stay, named after it, with the detection
// they ran under and their own call times; the new scenario's calls go to a new live source.
void TestLoopsScreen::scenarioSwitchEndsTheEarlierRuns() {
    LoopsScreen screen(ScreenContext{nullptr, &m_actions});
    QVERIFY(showScreen(screen));
    const QString session = QStringLiteral("agent:main:main");
    feedRepeats(screen, session, QStringLiteral("run-1"), 0, 3);
    screen.setLiveDetection(LoopSource::Detection::Enabled);
    LoopSource *earlier = screen.liveSource();
    const QString firstTime = earlier->callTime(session, QStringLiteral("run-1-0"));
    QVERIFY(!firstTime.isEmpty());

    screen.endScenarioRuns(QStringLiteral("Runaway agent"));
    QCOMPARE(screen.runModel()->index(0, 0).data().toString(),
             QStringLiteral("Runaway agent (ended: scenario switched)"));
    feedRepeats(screen, session, QStringLiteral("run-1"), 10, 2);
    screen.setLiveDetection(LoopSource::Detection::Disabled);

    QCOMPARE(screen.sources().size(), 2);
    LoopSource *now = screen.liveSource();
    QVERIFY(now != earlier);
    QCOMPARE(earlier->detection(), LoopSource::Detection::Enabled);
    QCOMPARE(now->detection(), LoopSource::Detection::Disabled);
    // The earlier run keeps its three calls; the new calls are not mixed into it.
    QCOMPARE(earlier->monitor()->window(session, QStringLiteral("run-1")).size(), 3);
    QCOMPARE(now->monitor()->window(session, QStringLiteral("run-1")).size(), 2);
    QCOMPARE(earlier->callTime(session, QStringLiteral("run-1-0")), firstTime);
    QVERIFY(earlier->callTime(session, QStringLiteral("run-1-10")).isEmpty());

    // Picking the earlier run shows its own banner (detection was on), not the new one's.
    QVERIFY(clickRun(screen, earlier, session, QStringLiteral("run-1")));
    const QString banner = screen.detectionBanner()->text();
    QVERIFY(clickRun(screen, now, session, QStringLiteral("run-1")));
    QVERIFY2(banner != screen.detectionBanner()->text(), qPrintable(banner));
}

// A busy gateway's stream: the first call is shown at once, the rest of the burst together at
// the end of the frame, with every call in the monitor meanwhile.
void TestLoopsScreen::aBurstOfCallsRefreshesOncePerFrame() {
    LoopsScreen screen(ScreenContext{nullptr, &m_actions});
    QSignalSpy told(screen.liveSource(), &LoopSource::changed);
    for (int i = 0; i < 20; ++i)
        screen.recordToolEvent(readStart(QStringLiteral("agent:main:main"), QStringLiteral("run-1"),
                                         QStringLiteral("b%1").arg(i),
                                         core::Json{{"path", "file-" + std::to_string(i)}}));
    QCOMPARE(told.count(), 1);
    QCOMPARE(screen.windowModel()->rowCount(), 1);
    QCOMPARE(screen.liveSource()
                 ->monitor()
                 ->window(QStringLiteral("agent:main:main"), QStringLiteral("run-1"))
                 .size(),
             20);
    QVERIFY(screen.liveSource()->changePending());
    settle(screen);
    QCOMPARE(told.count(), 2);
    QCOMPARE(screen.windowModel()->rowCount(), 20);
}

void TestLoopsScreen::badTraceIsRefused() {
    LoopsScreen screen(ScreenContext{nullptr, &m_actions});
    QString error;
    QVERIFY(!screen.openTrace("not json\n", QStringLiteral("bad.trace.jsonl"), &error));
    QVERIFY(error.contains(QStringLiteral("bad.trace.jsonl")));
    QVERIFY(screen.sources().isEmpty());
}

void TestLoopsScreen::modelsAreConsistent() {
    LoopsScreen screen(ScreenContext{nullptr, &m_actions});
    QAbstractItemModelTester windowTester(screen.windowModel(),
                                          QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester verdictTester(screen.verdictModel(),
                                           QAbstractItemModelTester::FailureReportingMode::QtTest);
    const QString path =
        dataPath(QStringLiteral("loops/002-generic-repeat-to-circuit-breaker-32.trace.jsonl"));
    QVERIFY(showScreen(screen));
    QVERIFY(screen.openTrace(readAll(path), QStringLiteral("002")));
    QVERIFY(test::enterValue(screen.findChild<QSpinBox *>(QStringLiteral("whatIfWarning")), 4));
    QVERIFY(screen.verdictModel()->hasWhatIf());
    QVERIFY(screen.windowModel()->rowCount() > 0);
}

void TestLoopsScreen::runTreeFollowsLiveCallsWithInserts() {
    LoopsScreen screen(ScreenContext{nullptr, &m_actions});
    core::LoopRunModel *runs = screen.runModel();
    QAbstractItemModelTester tester(runs, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy resets(runs, &QAbstractItemModel::modelReset);
    QSignalSpy inserts(runs, &QAbstractItemModel::rowsInserted);
    feedRepeats(screen, QStringLiteral("agent:b"), QStringLiteral("r1"), 0, 3);
    feedRepeats(screen, QStringLiteral("agent:a"), QStringLiteral("r2"), 0, 2);
    feedRepeats(screen, QStringLiteral("agent:b"), QStringLiteral("r3"), 0, 1);
    feedRepeats(screen, QStringLiteral("agent:b"), QStringLiteral("r1"), 3, 12);
    QCOMPARE(resets.count(), 0);
    // The live source, two sessions (sorted as the monitor lists them) and three runs: one insert
    // each, nothing rebuilt.
    QCOMPARE(inserts.count(), 6);
    const QModelIndex source = runs->index(0, 0);
    QCOMPARE(runs->rowCount(source), 2);
    QCOMPARE(runs->index(0, 0, source).data().toString(), QStringLiteral("agent:a"));
    QCOMPARE(runs->index(1, 0, source).data().toString(), QStringLiteral("agent:b"));
    const QModelIndex r1 = runs->runIndex(0, QStringLiteral("agent:b"), QStringLiteral("r1"));
    QVERIFY(r1.isValid());
    QCOMPARE(r1.data(core::LoopRunModel::CallsRole).toInt(), 15);
    QVERIFY(r1.data(core::LoopRunModel::WarningsRole).toInt() > 0);
    QCOMPARE(r1.data(core::LoopRunModel::WorstLevelRole).toInt(),
             static_cast<int>(core::LoopLevel::Warning));
    QCOMPARE(r1.data().toString(), QStringLiteral("r1 — 15 calls"));
    QVERIFY(!(runs->flags(source) & Qt::ItemIsSelectable));
    QVERIFY(runs->flags(r1) & Qt::ItemIsSelectable);
}

// Every call changes its run's count in the tree; the tree hears of a burst's counts together
// (the first change at once), so a busy gateway does not repaint it for each call.
void TestLoopsScreen::runCountsReachTheTreeTogether() {
    LoopsScreen screen(ScreenContext{nullptr, &m_actions});
    core::LoopRunModel *runs = screen.runModel();
    QAbstractItemModelTester tester(runs, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy changes(runs, &QAbstractItemModel::dataChanged);
    const QString session = QStringLiteral("agent:main:main");
    for (int i = 0; i < 20; ++i) {
        for (const QString &run : {QStringLiteral("run-1"), QStringLiteral("run-2")})
            screen.recordToolEvent(readStart(session, run, QStringLiteral("%1-%2").arg(run).arg(i),
                                             core::Json{{"path", "file-" + std::to_string(i)}}));
    }
    const QPersistentModelIndex run1 = runs->runIndex(0, session, QStringLiteral("run-1"));
    const QPersistentModelIndex run2 = runs->runIndex(0, session, QStringLiteral("run-2"));
    // The counts are current at once; the tree has heard of the first call only.
    QCOMPARE(run1.data(core::LoopRunModel::CallsRole).toInt(), 20);
    QCOMPARE(run2.data().toString(), QStringLiteral("run-2 — 20 calls"));
    QCOMPARE(changes.count(), 1);
    // Then of both runs together.
    QTRY_COMPARE(changes.count(), 3);
    QSet<QPersistentModelIndex> told;
    for (const QList<QVariant> &change : changes.mid(1))
        told.insert(change.at(0).value<QModelIndex>());
    QCOMPARE(told, (QSet<QPersistentModelIndex>{run1, run2}));
}

void TestLoopsScreen::liveUpdateKeepsSelectionAndExpansion() {
    LoopsScreen screen(ScreenContext{nullptr, &m_actions});
    screen.resize(1200, 800);
    screen.show();
    QVERIFY(QTest::qWaitForWindowExposed(&screen));
    feedRepeats(screen, QStringLiteral("agent:main"), QStringLiteral("r1"), 0, 12);
    feedRepeats(screen, QStringLiteral("agent:other"), QStringLiteral("o1"), 0, 2);
    core::LoopRunModel *runs = screen.runModel();
    QTreeView *tree = screen.runView();
    const QPersistentModelIndex other = runs->index(1, 0, runs->index(0, 0));
    QCOMPARE(other.data().toString(), QStringLiteral("agent:other"));
    QVERIFY(tree->isExpanded(other));
    QVERIFY(test::clickBranch(tree, other));
    QVERIFY(!tree->isExpanded(other));

    // The user picks the run in the tree and a verdict in the table.
    const QModelIndex r1 = runs->runIndex(0, QStringLiteral("agent:main"), QStringLiteral("r1"));
    QVERIFY(test::clickIndex(tree, r1));
    QCOMPARE(tree->currentIndex(), r1);
    QTableView *verdicts = screen.verdictView();
    const int listed = screen.verdictModel()->rowCount();
    QVERIFY(listed >= 1);
    QVERIFY(test::clickRowAt(verdicts, 0, 1));
    const QString picked =
        verdicts->currentIndex().data(core::LoopVerdictModel::ToolCallIdRole).toString();
    QVERIFY(!picked.isEmpty());
    const QString message = screen.verdictMessage()->toPlainText();
    QVERIFY(message.contains(QStringLiteral("WARNING")));

    // Live calls: more for the shown run, a new run and a new session.
    QSignalSpy verdictResets(screen.verdictModel(), &QAbstractItemModel::modelReset);
    feedRepeats(screen, QStringLiteral("agent:main"), QStringLiteral("r1"), 12, 5);
    feedRepeats(screen, QStringLiteral("agent:main"), QStringLiteral("r2"), 0, 1);
    feedRepeats(screen, QStringLiteral("agent:new"), QStringLiteral("n1"), 0, 1);
    QCOMPARE(verdictResets.count(), 0);
    QCOMPARE(tree->currentIndex(),
             runs->runIndex(0, QStringLiteral("agent:main"), QStringLiteral("r1")));
    QVERIFY(tree->selectionModel()->isSelected(tree->currentIndex()));
    QVERIFY(!tree->isExpanded(other));
    QCOMPARE(other.row(), 2); // agent:new arrived above it, expanded
    QVERIFY(tree->isExpanded(runs->index(1, 0, runs->index(0, 0))));
    QCOMPARE(verdicts->currentIndex().data(core::LoopVerdictModel::ToolCallIdRole).toString(),
             picked);
    QVERIFY(verdicts->selectionModel()->isRowSelected(verdicts->currentIndex().row()));
    QCOMPARE(screen.verdictMessage()->toPlainText(), message);
    QVERIFY(screen.verdictModel()->rowCount() > listed);
}

// Past 30 calls the window slides: rows leave the front and arrive at the back, never a reset.
void TestLoopsScreen::windowSlidesWithoutReset() {
    LoopsScreen screen(ScreenContext{nullptr, &m_actions});
    QAbstractItemModelTester windowTester(screen.windowModel(),
                                          QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester verdictTester(screen.verdictModel(),
                                           QAbstractItemModelTester::FailureReportingMode::QtTest);
    feedRepeats(screen, QStringLiteral("agent:main"), QStringLiteral("r"), 0, 5);
    QSignalSpy windowResets(screen.windowModel(), &QAbstractItemModel::modelReset);
    QSignalSpy verdictResets(screen.verdictModel(), &QAbstractItemModel::modelReset);
    QSignalSpy removed(screen.windowModel(), &QAbstractItemModel::rowsRemoved);
    feedRepeats(screen, QStringLiteral("agent:main"), QStringLiteral("r"), 5, 35);
    QCOMPARE(windowResets.count(), 0);
    QCOMPARE(verdictResets.count(), 0);
    QVERIFY(removed.count() > 0);
    const core::LoopThresholds defaults;
    QCOMPARE(screen.windowModel()->rowCount(), defaults.window);
    QCOMPARE(screen.windowModel()
                 ->index(defaults.window - 1, 0)
                 .siblingAtColumn(core::LoopWindowModel::ToolColumn)
                 .data()
                 .toString(),
             QStringLiteral("read"));
}

void TestLoopsScreen::whatIfSitsBesideTheVerdictAndMarksMoves_data() {
    QTest::addColumn<QSize>("size");
    QTest::newRow("large") << QSize(1200, 800);
    // What the console gives the screen in a 1024x700 window (beside the sidebar).
    QTest::newRow("1024x700 window") << QSize(800, 600);
}

void TestLoopsScreen::whatIfSitsBesideTheVerdictAndMarksMoves() {
    QFETCH(QSize, size);
    LoopsScreen screen(ScreenContext{nullptr, &m_actions});
    screen.resize(size);
    screen.show();
    QVERIFY(QTest::qWaitForWindowExposed(&screen));
    const QString path =
        dataPath(QStringLiteral("loops/001-generic-repeat-identical-25.trace.jsonl"));
    QVERIFY(screen.openTrace(readAll(path), QStringLiteral("001")));
    QVERIFY(test::enterValue(screen.findChild<QSpinBox *>(QStringLiteral("whatIfWarning")), 5));
    QTableView *view = screen.verdictView();
    QVERIFY(!view->isColumnHidden(core::LoopVerdictModel::WhatIfColumn));
    // Right after the verdict, before the wide message, and on screen.
    QCOMPARE(core::LoopVerdictModel::WhatIfColumn, core::LoopVerdictModel::VerdictColumn + 1);
    QVERIFY(view->columnViewportPosition(core::LoopVerdictModel::WhatIfColumn) <
            view->columnViewportPosition(core::LoopVerdictModel::MessageColumn));
    // Wholly in view at this size, not scrolled off right of the message, and wide enough to
    // read a level ("▲ warning").
    QVERIFY(view->columnViewportPosition(core::LoopVerdictModel::WhatIfColumn) +
                view->columnWidth(core::LoopVerdictModel::WhatIfColumn) <=
            view->viewport()->width());
    QVERIFY(view->columnWidth(core::LoopVerdictModel::WhatIfColumn) >=
            view->fontMetrics().horizontalAdvance(QStringLiteral("▲ warning")));
    // A moved verdict says so in text (▲ stricter), not only in colour.
    core::LoopVerdictModel *model = screen.verdictModel();
    int movedRow = -1;
    for (int row = 0; row < model->rowCount() && movedRow < 0; ++row)
        movedRow = model->index(row, 0).data(core::LoopVerdictModel::MovedRole).toBool() ? row : -1;
    QVERIFY(movedRow >= 0);
    const QModelIndex cell = model->index(movedRow, core::LoopVerdictModel::WhatIfColumn);
    QVERIFY(cell.data().toString().startsWith(QStringLiteral("▲ warning")));
    QCOMPARE(cell.data(core::LoopVerdictModel::MoveRole).toInt(), 1);
    QCOMPARE(model->index(movedRow, core::LoopVerdictModel::VerdictColumn).data().toString(),
             QStringLiteral("ok"));
    QVERIFY(screen.findChild<QLabel *>(QStringLiteral("whatIfSummary"))
                ->text()
                .contains(QStringLiteral("▲ stricter")));
    // The verdict pane tells the what-if too.
    QVERIFY(test::clickRowAt(view, movedRow));
    QVERIFY(screen.verdictMessage()->toPlainText().contains(QStringLiteral("what-if")));
    QVERIFY(screen.verdictMessage()->toPlainText().contains(QStringLiteral("WARNING")));
}

void TestLoopsScreen::metersFollowWhatIfThresholds() {
    LoopsScreen screen(ScreenContext{nullptr, &m_actions});
    QVERIFY(showScreen(screen));
    const QString path =
        dataPath(QStringLiteral("loops/002-generic-repeat-to-circuit-breaker-32.trace.jsonl"));
    const core::LoopTrace parsed = loadTrace(path);
    QVERIFY(screen.openTrace(readAll(path), QStringLiteral("002")));
    LoopMeter *repeat = screen.meter(core::LoopDetectorKind::GenericRepeat);
    LoopMeter *breaker = screen.meter(core::LoopDetectorKind::GlobalCircuitBreaker);
    QCOMPARE(repeat->warning(), 10);
    core::LoopThresholds whatIf;
    whatIf.warning = 4;
    whatIf.critical = 8;
    whatIf.breaker = 12;
    whatIf.window = 6;
    QVERIFY(enterWhatIf(screen, whatIf));
    QCOMPARE(repeat->warning(), 4);
    QCOMPARE(repeat->critical(), 8);
    QCOMPARE(breaker->breaker(), 12);
    QVERIFY(repeat->summary().contains(QStringLiteral("warning 4")));
    // Counts as the engine computes them with those thresholds (a 6-call window).
    const std::unique_ptr<core::LoopMonitor> other = engineFor(parsed, whatIf);
    const QString run = other->runIds(QStringLiteral("s")).constLast();
    const core::LoopCounts counts = other->counts(QStringLiteral("s"), run);
    QCOMPARE(repeat->count(), counts.knownPoll ? 0 : counts.recentRepeats);
    QVERIFY(repeat->count() <= 6);
    QCOMPARE(breaker->count(), counts.noProgressStreak);
    QVERIFY(test::clickButton(&screen, QStringLiteral("whatIfReset")));
    QCOMPARE(repeat->warning(), 10);
}

void TestLoopsScreen::gatewayBlockedCallReadsBlocked() {
    LoopsScreen screen(ScreenContext{nullptr, &m_actions});
    // The gateway blocked the second call as a loop (it runs stricter thresholds than ours).
    feedRepeats(screen, QStringLiteral("agent:main"), QStringLiteral("r"), 0, 1);
    feedCall(screen, QStringLiteral("agent:main"), QStringLiteral("r"), QStringLiteral("veto"),
             core::Json{{"path", "x"}},
             core::Json{{"content", core::Json::array()},
                        {"details", {{"status", "blocked"}, {"deniedReason", "tool-loop"}}}});
    core::LoopWindowModel *window = screen.windowModel();
    QCOMPARE(window->rowCount(), 2);
    const QModelIndex outcome = window->index(1, core::LoopWindowModel::OutcomeColumn);
    QCOMPARE(outcome.data().toString(), QStringLiteral("blocked"));
    const QString verdict =
        window->index(1, core::LoopWindowModel::VerdictColumn).data().toString();
    QVERIFY2(!verdict.contains(QStringLiteral("warning")) &&
                 !verdict.startsWith(QStringLiteral("ok")),
             qPrintable(verdict));
    QVERIFY(verdict.contains(QStringLiteral("blocked")));
    QCOMPARE(outcome.data(core::LoopWindowModel::LevelRole).toInt(),
             static_cast<int>(core::LoopLevel::Critical));
    // And it is listed among the verdicts, as blocked.
    QCOMPARE(screen.verdictModel()->rowCount(), 1);
    QVERIFY(screen.verdictModel()
                ->index(0, core::LoopVerdictModel::VerdictColumn)
                .data()
                .toString()
                .contains(QStringLiteral("blocked")));
}

void TestLoopsScreen::verdictPaneIsResizable() {
    LoopsScreen screen(ScreenContext{nullptr, &m_actions});
    screen.resize(1024, 700);
    screen.show();
    QVERIFY(QTest::qWaitForWindowExposed(&screen));
    const QString path =
        dataPath(QStringLiteral("loops/002-generic-repeat-to-circuit-breaker-32.trace.jsonl"));
    QVERIFY(screen.openTrace(readAll(path), QStringLiteral("002")));
    QSplitter *splitter = screen.verdictSplitter();
    QVERIFY(splitter->isVisible());
    const QList<int> before = splitter->sizes();
    QCOMPARE(before.size(), 2);
    // Drag the handle up: the verdict pane grows.
    QSplitterHandle *handle = splitter->handle(1);
    const QPoint grip = handle->rect().center();
    QTest::mousePress(handle, Qt::LeftButton, {}, grip);
    QTest::mouseMove(handle, grip - QPoint(0, 120));
    QTest::mouseRelease(handle, Qt::LeftButton, {}, grip - QPoint(0, 120));
    const QList<int> after = splitter->sizes();
    QVERIFY2(after.at(1) > before.at(1) + 60,
             qPrintable(QStringLiteral("%1 -> %2").arg(before.at(1)).arg(after.at(1))));
    QVERIFY(screen.verdictView()->height() > 80);
}

QTEST_MAIN(TestLoopsScreen)
#include "tst_loopsscreen.moc"
