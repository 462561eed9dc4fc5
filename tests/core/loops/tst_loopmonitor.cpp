// SPDX-License-Identifier: MIT
// LoopMonitor: one detector per session key, views per (session, run), veto handling, signals.
#include "failonwarning.h"
#include "loops/loopmonitor.h"

#include <QSignalSpy>
#include <QTest>

using namespace toolgate::core;

namespace {

Json textResult(const std::string &text) {
    Json r = Json::object();
    r["content"] = Json::array({{{"type", "text"}, {"text", text}}});
    return r;
}

// Starts and finishes `n` identical read calls; returns the last verdict.
LoopVerdict repeatRead(LoopMonitor &monitor, const QString &session, const QString &run, int n,
                       int &nextId, bool changing = false) {
    LoopVerdict last;
    for (int i = 0; i < n; ++i) {
        const QString id = QStringLiteral("call_%1").arg(++nextId);
        last =
            monitor.recordToolStart(session, run, id, QStringLiteral("read"), Json{{"path", "a"}});
        monitor.recordToolResult(session, id, textResult(changing ? std::to_string(nextId) : "x"));
    }
    return last;
}

} // namespace

class TestLoopMonitor : public QObject {
    Q_OBJECT

private slots:
    void init() { toolgate::test::failOnAnyWarning(); }
    void sessionsAreIndependent() {
        LoopMonitor monitor;
        int id = 0;
        QCOMPARE(repeatRead(monitor, QStringLiteral("s1"), QString(), 11, id).detector,
                 LoopDetectorKind::GenericRepeat);
        QCOMPARE(repeatRead(monitor, QStringLiteral("s2"), QString(), 1, id).level,
                 LoopLevel::None);
        QCOMPARE(monitor.sessionKeys(), (QStringList{QStringLiteral("s1"), QStringLiteral("s2")}));
        QCOMPARE(monitor.counts(QStringLiteral("s1"), QString()).recentRepeats, 11);
        QCOMPARE(monitor.counts(QStringLiteral("s2"), QString()).recentRepeats, 1);
    }

    void runsAreSeparatedButShareTheWindow() {
        LoopMonitor monitor;
        int id = 0;
        const QString s = QStringLiteral("agent:main:main");
        repeatRead(monitor, s, QStringLiteral("run-a"), 5, id);
        repeatRead(monitor, s, QStringLiteral("run-b"), 5, id);
        QCOMPARE(monitor.runIds(s),
                 (QStringList{QStringLiteral("run-a"), QStringLiteral("run-b")}));
        QCOMPARE(monitor.counts(s, QStringLiteral("run-a")).noProgressStreak, 5);
        QCOMPARE(monitor.window(s, QStringLiteral("run-a")).size(), 5);
        QCOMPARE(monitor.window(s, QStringLiteral("run-b")).size(), 5);
        // 30 more calls of run-b push run-a out of the session's 30-record window (as in OpenClaw).
        repeatRead(monitor, s, QStringLiteral("run-b"), 30, id, true);
        QCOMPARE(monitor.window(s, QStringLiteral("run-a")).size(), 0);
        QCOMPARE(monitor.window(s, QStringLiteral("run-b")).size(), 30);
        QCOMPARE(monitor.counts(s, QStringLiteral("run-a")).noProgressStreak, 0);
        QCOMPARE(monitor.verdictLog(s, QStringLiteral("run-a")).size(), 5);
        QCOMPARE(monitor.verdictLog(s, QStringLiteral("run-b")).size(), 35);
    }

    void vetoIsRecordedAndRealResultIgnored() {
        LoopMonitor monitor;
        int id = 0;
        const QString s = QStringLiteral("s");
        repeatRead(monitor, s, QString(), 20, id);
        const QString vetoed = QStringLiteral("call_%1").arg(++id);
        const LoopVerdict v = monitor.recordToolStart(s, QString(), vetoed, QStringLiteral("read"),
                                                      Json{{"path", "a"}});
        QVERIFY(v.blocked);
        QCOMPARE(v.detector, LoopDetectorKind::GenericRepeat);
        QCOMPARE(v.count, 20);
        // The gateway ran it anyway (its detector was off): the monitor keeps OpenClaw's view.
        QSignalSpy outcomes(&monitor, &LoopMonitor::outcomeRecorded);
        monitor.recordToolResult(s, vetoed, textResult("different"));
        QCOMPARE(outcomes.count(), 0);
        const QList<LoopMonitorEntry> window = monitor.window(s, QString());
        QCOMPARE(window.size(), 21);
        QCOMPARE(window.last().outcomeDigest, QStringLiteral("veto"));
        QVERIFY(window.last().verdict.blocked);
        QCOMPARE(window.first().argsDigest.size(), 64);
        QCOMPARE(window.first().outcomeDigest.size(), 64);
        QCOMPARE(monitor.counts(s, QString()).noProgressStreak, 21); // vetoes keep the streak
    }

    void signalsFollowTheStream() {
        LoopMonitor monitor;
        QSignalSpy added(&monitor, &LoopMonitor::sessionAdded);
        QSignalSpy judged(&monitor, &LoopMonitor::callJudged);
        QSignalSpy outcomes(&monitor, &LoopMonitor::outcomeRecorded);
        monitor.recordToolStart(QStringLiteral("s"), QStringLiteral("r"), QStringLiteral("c1"),
                                QStringLiteral("Bash"), Json{{"command", "ls"}});
        monitor.recordToolError(QStringLiteral("s"), QStringLiteral("c1"), QStringLiteral("boom"));
        monitor.recordToolError(QStringLiteral("s"), QStringLiteral("unknown-id"),
                                QStringLiteral("x"));
        QCOMPARE(added.count(), 1);
        QCOMPARE(judged.count(), 1);
        QCOMPARE(outcomes.count(), 1);
        const auto entry = judged.first().at(2).value<LoopMonitorEntry>();
        QCOMPARE(entry.toolName, QStringLiteral("exec")); // normalised like OpenClaw
        QVERIFY(monitor.verdictLog(QStringLiteral("s"), QStringLiteral("r"))
                    .first()
                    .outcomeDigest.startsWith(QLatin1String("error:")));
        monitor.removeSession(QStringLiteral("s"));
        QVERIFY(monitor.sessionKeys().isEmpty());
    }

    void thresholdsApplyToNewSessions() {
        LoopMonitor monitor;
        LoopThresholds t;
        t.warning = 3;
        monitor.setThresholds(t);
        int id = 0;
        const LoopVerdict v = repeatRead(monitor, QStringLiteral("s"), QString(), 4, id, true);
        QCOMPARE(v.level, LoopLevel::Warning);
        QCOMPARE(v.count, 3);
    }
};

QTEST_APPLESS_MAIN(TestLoopMonitor)
#include "tst_loopmonitor.moc"
