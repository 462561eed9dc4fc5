// SPDX-License-Identifier: MIT
// The loops screen replays golden traces: its window, meters and verdict log show what the loop
// engine computes, and a what-if replay moves exactly the verdicts the engine moves.
#include "../testutils.h"

#include "gateway/toolevent.h"
#include "loops/loopmonitor.h"
#include "loops/loopreplay.h"
#include "loops/looptrace.h"
#include "models/loopverdictmodel.h"
#include "models/loopwindowmodel.h"
#include "ui/actionregistry.h"
#include "ui/loops/loopmeter.h"
#include "ui/screens/loopsscreen.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QTest>

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

bool sameVerdict(const core::LoopVerdict &a, const core::LoopVerdict &b) {
    return a.level == b.level && a.detector == b.detector && a.count == b.count &&
           a.blocked == b.blocked;
}

} // namespace

class TestLoopsScreen final : public QObject {
    Q_OBJECT

private slots:
    void replayFillsWindowAndMeters_data();
    void replayFillsWindowAndMeters();
    void verdictsMatchGolden_data();
    void verdictsMatchGolden();
    void whatIfMovesVerdicts_data();
    void whatIfMovesVerdicts();
    void detectionOffSaysWouldHave();
    void liveToolEventsFeedTheMonitor();
    void badTraceIsRefused();
    void modelsAreConsistent();

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
    QString error;
    QVERIFY2(screen.openTrace(readAll(path), QFileInfo(path).fileName(), &error),
             qPrintable(error));
    LoopSource *source = screen.sources().constLast();
    const std::unique_ptr<core::LoopMonitor> engine = engineFor(trace);
    const QString session = source->monitor()->sessionKeys().value(0);
    QCOMPARE(source->monitor()->runIds(session), engine->runIds(QStringLiteral("s")));

    for (const QString &run : engine->runIds(QStringLiteral("s"))) {
        QVERIFY(screen.selectRun(source, session, run));
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
                     core::loopVerdictText(expected.verdict));
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
    QVERIFY(screen.openTrace(readAll(path), QFileInfo(path).fileName()));
    LoopSource *source = screen.sources().constLast();
    const QString session = source->monitor()->sessionKeys().value(0);
    const bool enabled = source->detection() == LoopSource::Detection::Enabled;
    int shown = 0;
    for (const QString &run : source->monitor()->runIds(session)) {
        QVERIFY(screen.selectRun(source, session, run));
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
    QVERIFY(screen.openTrace(readAll(path), trace));
    screen.setWhatIfThresholds(whatIf);
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
            QCOMPARE(index.data().toString(), core::loopVerdictText(otherLog.at(call).verdict));
    }
    // Back to the gateway's constants: no what-if column, nothing moved.
    screen.setWhatIfThresholds(core::LoopThresholds{});
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
        gateway::ToolEvent start;
        start.sessionKey = QStringLiteral("agent:main:main");
        start.runId = QStringLiteral("run-1");
        start.toolCallId = QStringLiteral("t%1").arg(i);
        start.phase = QStringLiteral("start");
        start.name = QStringLiteral("read");
        start.args = core::Json{{"path", "x"}};
        screen.recordToolEvent(start);
        gateway::ToolEvent result = start;
        result.phase = QStringLiteral("result");
        result.result = core::Json{{"content", core::Json::array()}};
        screen.recordToolEvent(result);
    }
    QCOMPARE(screen.windowModel()->rowCount(), 11);
    QCOMPARE(screen.meters().at(0)->count(),
             screen.liveSource()
                 ->monitor()
                 ->counts(QStringLiteral("agent:main:main"), QStringLiteral("run-1"))
                 .recentRepeats);
    QVERIFY(screen.verdictModel()->rowCount() >= 1);
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
    QVERIFY(screen.openTrace(readAll(path), QStringLiteral("002")));
    core::LoopThresholds whatIf;
    whatIf.warning = 4;
    screen.setWhatIfThresholds(whatIf);
    QVERIFY(screen.windowModel()->rowCount() > 0);
}

QTEST_MAIN(TestLoopsScreen)
#include "tst_loopsscreen.moc"
