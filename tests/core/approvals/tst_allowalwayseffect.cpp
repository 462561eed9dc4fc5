// SPDX-License-Identifier: MIT
// What "allow always" stores, decided from the request as the gateway decides it, and the
// request fields the card shows (scope, commandPreview, commandSpans, cron source, plugin detail
// and mcpTool, system-agent proposal hash), read leniently.
#include "approvals/allowalwayseffect.h"
#include "approvals/approvaljson.h"
#include "failonwarning.h"

#include <QTest>

using namespace toolgate::core;

namespace {

ApprovalRequest exec(const QStringList &argv, const QString &agent = QStringLiteral("main")) {
    ApprovalRequest r;
    r.id = QStringLiteral("e");
    r.command = argv.join(u' ');
    r.commandArgv = argv;
    r.cwd = QStringLiteral("/srv/app");
    r.agentId = agent;
    r.allowedDecisions = {QStringLiteral("allow-once"), QStringLiteral("allow-always"),
                          QStringLiteral("deny")};
    return r;
}

} // namespace

class TestAllowAlwaysEffect : public QObject {
    Q_OBJECT

private slots:
    void init() { toolgate::test::failOnAnyWarning(); }
    void effect_data() {
        QTest::addColumn<QStringList>("argv");
        QTest::addColumn<bool>("cron");
        QTest::addColumn<int>("store");
        QTest::addColumn<QString>("reason");
        const auto S = [](const char *text) { return QString::fromUtf8(text).split(u' '); };
        QTest::newRow("plain command: allowlist entry")
            << S("git status") << false << int(AllowAlwaysStore::AllowlistEntry) << QString();
        QTest::newRow("python -c: once only")
            << S("python3 -c print(1)") << false << int(AllowAlwaysStore::OnceOnly)
            << QStringLiteral("inline-eval");
        QTest::newRow("sh -c: once only")
            << S("sh -c ls") << false << int(AllowAlwaysStore::OnceOnly)
            << QStringLiteral("inline-eval");
        QTest::newRow("command substitution: once only")
            << S("echo $(whoami)") << false << int(AllowAlwaysStore::OnceOnly)
            << QStringLiteral("runtime-payload");
        QTest::newRow("cron run: standing grant")
            << S("git pull") << true << int(AllowAlwaysStore::CronStandingGrant) << QString();
    }

    void effect() {
        QFETCH(QStringList, argv);
        QFETCH(bool, cron);
        QFETCH(int, store);
        QFETCH(QString, reason);
        ApprovalRequest r = exec(argv);
        if (cron) {
            r.cronJobId = QStringLiteral("nightly");
            r.cronOperationBinding = QStringLiteral("op-1");
        }
        const AllowAlwaysEffect effect = allowAlwaysEffectFor(r);
        QCOMPARE(int(effect.store), store);
        QCOMPARE(effect.downgradeReason, reason);
        QCOMPARE(effect.expiryApplies(), cron);
    }

    void cronWithoutBindingOrAgentIsAnOrdinaryRequest() {
        ApprovalRequest r = exec({QStringLiteral("ls")}, QString());
        r.cronJobId = QStringLiteral("nightly");
        r.cronOperationBinding = QStringLiteral("op-1");
        QCOMPARE(allowAlwaysEffectFor(r).store, AllowAlwaysStore::AllowlistEntry);
        r.agentId = QStringLiteral("main");
        r.cronOperationBinding = QStringLiteral("  ");
        QCOMPARE(allowAlwaysEffectFor(r).store, AllowAlwaysStore::AllowlistEntry);
    }

    void notOfferedWhereTheGatewayDoesNotOfferIt() {
        ApprovalRequest r = exec({QStringLiteral("ls")});
        r.allowedDecisions = {QStringLiteral("allow-once"), QStringLiteral("deny")};
        QCOMPARE(allowAlwaysEffectFor(r).store, AllowAlwaysStore::NotOffered);
        r = exec({QStringLiteral("ls")});
        r.unavailableDecisions = {QStringLiteral("allow-always")};
        QCOMPARE(allowAlwaysEffectFor(r).store, AllowAlwaysStore::NotOffered);
        r = exec({QStringLiteral("ls")});
        r.kind = ApprovalKind::SystemAgent;
        QCOMPARE(allowAlwaysEffectFor(r).store, AllowAlwaysStore::NotOffered);
        r.kind = ApprovalKind::Plugin;
        QCOMPARE(allowAlwaysEffectFor(r).store, AllowAlwaysStore::PluginDecision);
        QVERIFY(!allowAlwaysEffectFor(r).expiryApplies());
    }

    void cardFieldsAreRead() {
        const Json payload = Json::parse(
            R"({)"
            R"( "approvalKind": "exec", "id": "x1",)"
            R"( "request": {)"
            R"( "command": "curl -X POST https://pay.example/charge",)"
            R"( "commandArgv": ["curl", "-X", "POST", "https://pay.example/charge"],)"
            R"( "commandPreview": "curl -X POST https://pay.example/…",)"
            R"( "commandSpans": [{"start": 0, "end": 4}, [8, 12], {"start": 9}, "bad"],)"
            R"( "scope": {"kind": "payment", "amount": "12.00", "currency": "EUR"},)"
            R"( "cronExecutionSource": {"jobId": "nightly-billing", "jobConfigRevision": 3},)"
            R"( "cronOperationBinding": "op-7",)"
            R"( "agentId": "billing",)"
            R"( "someFutureField": {"nested": [1, 2, 3]})"
            R"( }})");
        const auto r = approvalFromJson(payload, ApprovalKind::Exec);
        QVERIFY(r);
        QCOMPARE(r->commandPreview, QStringLiteral("curl -X POST https://pay.example/…"));
        QCOMPARE(r->commandSpans, (QList<QPair<int, int>>{{0, 4}, {8, 12}}));
        QCOMPARE(r->scopeKind, QStringLiteral("payment"));
        QVERIFY(r->scopeJson.contains("\"currency\":\"EUR\""));
        QCOMPARE(r->cronJobId, QStringLiteral("nightly-billing"));
        QCOMPARE(r->cronOperationBinding, QStringLiteral("op-7"));
        QCOMPARE(allowAlwaysEffectFor(r.value()).store, AllowAlwaysStore::CronStandingGrant);

        const Json plugin = Json::parse(
            R"({)"
            R"( "approvalKind": "plugin", "id": "plugin:p1",)"
            R"( "request": {"title": "Call MCP tool", "description": "d", "detail": "full text",)"
            R"( "mcpTool": {"server": "github", "tool": "create_issue"},)"
            R"( "scope": "external-post"}})");
        const auto p = approvalFromJson(plugin, ApprovalKind::Exec);
        QVERIFY(p);
        QCOMPARE(p->kind, ApprovalKind::Plugin);
        QCOMPARE(p->detail, QStringLiteral("full text"));
        QCOMPARE(p->mcpTool, QStringLiteral("github/create_issue"));
        QCOMPARE(p->scopeKind, QStringLiteral("external-post"));

        const Json change = Json::parse(
            R"({)"
            R"( "approvalKind": "system-agent", "id": "system-agent:9",)"
            R"( "request": {"title": "OpenClaw change", "description": "Enable the browser tool",)"
            R"( "proposalHash": "h-1", "allowedDecisions": ["allow-once", "deny"]}})");
        const auto c = approvalFromJson(change, ApprovalKind::Exec);
        QVERIFY(c);
        QCOMPARE(c->kind, ApprovalKind::SystemAgent);
        QCOMPARE(c->proposalHash, QStringLiteral("h-1"));
        QCOMPARE(approvalKindName(c->kind), QStringLiteral("system-agent"));
        QCOMPARE(approvalKindForId(QStringLiteral("system-agent:9")), ApprovalKind::SystemAgent);
    }
};

QTEST_APPLESS_MAIN(TestAllowAlwaysEffect)
#include "tst_allowalwayseffect.moc"
