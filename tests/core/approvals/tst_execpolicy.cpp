// SPDX-License-Identifier: MIT
// Requested vs host vs effective exec policy: every combination of requested mode / legacy
// security / ask with every host security / ask, checked against the rank rules; then the
// scopes and source strings compared with what the real `openclaw approvals get --gateway --json`
// printed for captured configs (tests/data/execapprovals/real-*.json).
#include "approvals/execpolicy.h"
#include "failonwarning.h"

#include "testutils.h"

#include <QTest>

using namespace toolgate::core;

namespace {

const QStringList kSecurities{QStringLiteral("deny"), QStringLiteral("allowlist"),
                              QStringLiteral("full")};
const QStringList kAsks{QStringLiteral("off"), QStringLiteral("on-miss"), QStringLiteral("always")};

// The documented mode table, written out independently of the code under test.
QPair<QString, QString> modePolicy(const QString &mode) {
    if (mode == QLatin1String("deny"))
        return {QStringLiteral("deny"), QStringLiteral("off")};
    if (mode == QLatin1String("allowlist"))
        return {QStringLiteral("allowlist"), QStringLiteral("off")};
    if (mode == QLatin1String("ask") || mode == QLatin1String("auto"))
        return {QStringLiteral("allowlist"), QStringLiteral("on-miss")};
    return {QStringLiteral("full"), QStringLiteral("off")};
}

ExecApprovalsFile hostFile(const QString &security, const QString &ask) {
    ExecApprovalsFile file;
    file.defaults.security = security;
    file.defaults.ask = ask;
    return file;
}

} // namespace

class TestExecPolicy : public QObject {
    Q_OBJECT

private slots:
    void init() { toolgate::test::failOnAnyWarning(); }
    void ranks() {
        QCOMPARE(stricterSecurity(QStringLiteral("full"), QStringLiteral("allowlist")),
                 QStringLiteral("allowlist"));
        QCOMPARE(stricterSecurity(QStringLiteral("deny"), QStringLiteral("full")),
                 QStringLiteral("deny"));
        QCOMPARE(moreAsking(QStringLiteral("off"), QStringLiteral("on-miss")),
                 QStringLiteral("on-miss"));
        QCOMPARE(moreAsking(QStringLiteral("always"), QStringLiteral("off")),
                 QStringLiteral("always"));
        QCOMPARE(execModeFromPolicy(QStringLiteral("full"), QStringLiteral("always")),
                 QStringLiteral("ask"));
        QCOMPARE(execModeFromPolicy(QStringLiteral("full"), QStringLiteral("on-miss")),
                 QStringLiteral("full"));
        QCOMPARE(execModeFromPolicy(QStringLiteral("allowlist"), QStringLiteral("off")),
                 QStringLiteral("allowlist"));
    }

    // Legacy tools.exec.{security, ask} (each unset or set) × host defaults (each unset or set):
    // 4 × 4 × 4 × 4 = 256 combinations.
    void legacyTimesHost() {
        const QStringList reqSec = QStringList{QString()} + kSecurities;
        const QStringList reqAsk = QStringList{QString()} + kAsks;
        int checked = 0;
        for (const QString &rs : reqSec)
            for (const QString &ra : reqAsk)
                for (const QString &hs : reqSec)
                    for (const QString &ha : reqAsk) {
                        Json exec = Json::object();
                        if (!rs.isEmpty())
                            exec["security"] = rs.toStdString();
                        if (!ra.isEmpty())
                            exec["ask"] = ra.toStdString();
                        const ExecPolicyScope s = resolveExecPolicyScope(
                            exec, Json(), QStringLiteral("tools.exec"),
                            QStringLiteral("tools.exec"), QStringLiteral("main"), hostFile(hs, ha),
                            QStringLiteral("P"));
                        const QString wantReqSec = rs.isEmpty() ? QStringLiteral("full") : rs;
                        const QString wantReqAsk = ra.isEmpty() ? QStringLiteral("off") : ra;
                        const QString wantHostSec = hs.isEmpty() ? wantReqSec : hs;
                        const QString wantHostAsk = ha.isEmpty() ? wantReqAsk : ha;
                        const QString ctx =
                            QStringLiteral("req %1/%2 host %3/%4").arg(rs, ra, hs, ha);
                        QVERIFY2(s.security.requested == wantReqSec, qPrintable(ctx));
                        QVERIFY2(s.ask.requested == wantReqAsk, qPrintable(ctx));
                        QVERIFY2(s.security.host == wantHostSec, qPrintable(ctx));
                        QVERIFY2(s.ask.host == wantHostAsk, qPrintable(ctx));
                        const QString effSec = kSecurities.at(std::min(
                            kSecurities.indexOf(wantReqSec), kSecurities.indexOf(wantHostSec)));
                        const QString effAsk = kAsks.at(
                            std::max(kAsks.indexOf(wantReqAsk), kAsks.indexOf(wantHostAsk)));
                        QVERIFY2(s.security.effective == effSec, qPrintable(ctx));
                        QVERIFY2(s.ask.effective == effAsk, qPrintable(ctx));
                        // askFallback: deny by default, and never looser than effective security.
                        QVERIFY2(s.askFallback == QLatin1String("deny"), qPrintable(ctx));
                        QVERIFY2(s.security.hostSource ==
                                     (hs.isEmpty()
                                          ? QStringLiteral("inherits requested tool policy")
                                          : QStringLiteral("P defaults.security")),
                                 qPrintable(ctx));
                        QVERIFY2(s.security.requestedSource ==
                                     (rs.isEmpty() ? QStringLiteral("OpenClaw default (full)")
                                                   : QStringLiteral("tools.exec.security")),
                                 qPrintable(ctx));
                        QVERIFY2(s.allowedDecisions.contains(QStringLiteral("allow-always")) ==
                                     (effAsk != QLatin1String("always")),
                                 qPrintable(ctx));
                        ++checked;
                    }
        QCOMPARE(checked, 256);
    }

    // Every mode on the global scope and on an agent scope, with every host security/ask, and an
    // agent's legacy override layered over a global mode: 5 × 4 × 4 per shape.
    void modesTimesHost() {
        const QStringList modes{QStringLiteral("deny"), QStringLiteral("allowlist"),
                                QStringLiteral("ask"), QStringLiteral("auto"),
                                QStringLiteral("full")};
        const QStringList hostSec = QStringList{QString()} + kSecurities;
        const QStringList hostAsk = QStringList{QString()} + kAsks;
        int checked = 0;
        for (const QString &mode : modes)
            for (const QString &hs : hostSec)
                for (const QString &ha : hostAsk) {
                    const ExecApprovalsFile file = hostFile(hs, ha);
                    const Json modeExec = {{"mode", mode.toStdString()}};
                    const auto [ms, ma] = modePolicy(mode);
                    const QString ctx = QStringLiteral("mode %1 host %2/%3").arg(mode, hs, ha);
                    // The scope's own mode.
                    ExecPolicyScope own =
                        resolveExecPolicyScope(modeExec, Json(), QStringLiteral("tools.exec"),
                                               QStringLiteral("tools.exec"), QStringLiteral("main"),
                                               file, QStringLiteral("P"));
                    QVERIFY2(own.mode == mode && own.security.requested == ms &&
                                 own.ask.requested == ma,
                             qPrintable(ctx));
                    QVERIFY2(own.modeSource == QLatin1String("tools.exec.mode"), qPrintable(ctx));
                    const bool hostChanges =
                        own.security.effective != ms || own.ask.effective != ma;
                    QVERIFY2(own.effectiveMode == (hostChanges
                                                       ? execModeFromPolicy(own.security.effective,
                                                                            own.ask.effective)
                                                       : mode),
                             qPrintable(ctx));
                    // An agent without its own exec inherits the global mode.
                    ExecPolicyScope inherited = resolveExecPolicyScope(
                        Json(), modeExec, QStringLiteral("agents.entries.a.tools.exec"),
                        QStringLiteral("agent:a"), QStringLiteral("a"), file, QStringLiteral("P"));
                    QVERIFY2(inherited.security.requested == ms && inherited.ask.requested == ma &&
                                 inherited.modeSource == QLatin1String("tools.exec.mode"),
                             qPrintable(ctx));
                    QVERIFY2(inherited.security.effective == own.security.effective &&
                                 inherited.ask.effective == own.ask.effective,
                             qPrintable(ctx));
                    // An agent's ask over the global mode: security inherited, ask its own.
                    ExecPolicyScope layered = resolveExecPolicyScope(
                        Json{{"ask", "always"}}, modeExec,
                        QStringLiteral("agents.entries.a.tools.exec"), QStringLiteral("agent:a"),
                        QStringLiteral("a"), file, QStringLiteral("P"));
                    QVERIFY2(layered.security.requested == ms &&
                                 layered.ask.requested == QLatin1String("always"),
                             qPrintable(ctx));
                    QVERIFY2(layered.security.requestedSource == QLatin1String("tools.exec.mode") &&
                                 layered.ask.requestedSource ==
                                     QLatin1String("agents.entries.a.tools.exec.ask"),
                             qPrintable(ctx));
                    ++checked;
                }
        QCOMPARE(checked, 80);
    }

    // Host lookup order: the agent, then "*", then defaults; askFallback is capped by the
    // effective security.
    void hostLookupOrder() {
        ExecApprovalsFile file;
        file.defaults.security = QStringLiteral("allowlist");
        file.defaults.askFallback = QStringLiteral("full");
        file.ensureAgent(QStringLiteral("*")).policy.ask = QStringLiteral("always");
        file.ensureAgent(QStringLiteral("ops")).policy.ask = QStringLiteral("on-miss");
        file.ensureAgent(QStringLiteral("bad")).policy.security = QStringLiteral("bogus");
        const ExecPolicyScope ops =
            resolveExecPolicyScope(Json(), Json(), QStringLiteral("c"), QStringLiteral("agent:ops"),
                                   QStringLiteral("ops"), file, QStringLiteral("P"));
        QCOMPARE(ops.ask.host, QStringLiteral("on-miss"));
        QCOMPARE(ops.ask.hostSource, QStringLiteral("P agents.ops.ask"));
        QCOMPARE(ops.security.host, QStringLiteral("allowlist"));
        QCOMPARE(ops.security.hostSource, QStringLiteral("P defaults.security"));
        QCOMPARE(ops.askFallback, QStringLiteral("allowlist")); // full capped by allowlist
        QCOMPARE(ops.askFallbackSource, QStringLiteral("P defaults.askFallback"));
        const ExecPolicyScope other =
            resolveExecPolicyScope(Json(), Json(), QStringLiteral("c"), QStringLiteral("agent:x"),
                                   QStringLiteral("x"), file, QStringLiteral("P"));
        QCOMPARE(other.ask.host, QStringLiteral("always"));
        QCOMPARE(other.ask.hostSource, QStringLiteral("P agents.*.ask"));
        QCOMPARE(other.allowedDecisions,
                 (QStringList{QStringLiteral("allow-once"), QStringLiteral("deny")}));
        // An unknown value set on the agent falls back to defaults, not to "*".
        const ExecPolicyScope bad =
            resolveExecPolicyScope(Json(), Json(), QStringLiteral("c"), QStringLiteral("agent:bad"),
                                   QStringLiteral("bad"), file, QStringLiteral("P"));
        QCOMPARE(bad.security.hostSource, QStringLiteral("P defaults.security"));
    }

    // Captured from the real gateway: config + `openclaw approvals get --gateway --json`.
    void matchesRealOpenClaw_data() {
        QTest::addColumn<QString>("file");
        QTest::newRow("empty config, empty document") << QStringLiteral("real-get-empty.json");
        QTest::newRow("modes, legacy overrides, * and per-agent host")
            << QStringLiteral("real-get-mixed.json");
    }
    void matchesRealOpenClaw() {
        QFETCH(QString, file);
        const QByteArray bytes = toolgate::test::readAll(
            toolgate::test::dataPath(QStringLiteral("execapprovals/") + file));
        QVERIFY(!bytes.isEmpty());
        const Json captured = Json::parse(bytes.constBegin(), bytes.constEnd());
        const Json &got = captured.at("approvalsGet");
        auto snapshot = execApprovalsSnapshotFromJson(got);
        QVERIFY2(snapshot, qPrintable(snapshot ? QString() : snapshot.error().toString()));
        const auto scopes =
            collectExecPolicyScopes(captured.at("config"), snapshot->file, snapshot->path);
        const Json &want = got.at("effectivePolicy").at("scopes");
        QCOMPARE(scopes.size(), want.size());
        for (size_t i = 0; i < scopes.size(); ++i) {
            const auto mine =
                toolgate::test::parseUnordered(QByteArray::fromStdString(toJson(scopes[i]).dump()));
            const auto theirs =
                toolgate::test::parseUnordered(QByteArray::fromStdString(want[i].dump()));
            QVERIFY2(mine == theirs, qPrintable(QStringLiteral("scope %1\nours:   %2\ntheirs: %3")
                                                    .arg(i)
                                                    .arg(QString::fromStdString(mine.dump()),
                                                         QString::fromStdString(theirs.dump()))));
        }
    }
};

QTEST_GUILESS_MAIN(TestExecPolicy)
#include "tst_execpolicy.moc"
