// SPDX-License-Identifier: MIT
#include "failonwarning.h"
#include "policy/explain.h"
#include "policy/policycase.h"

#include <QTest>

using namespace toolgate::core;

namespace {

std::vector<PolicyTool> tools() {
    std::vector<PolicyTool> list;
    for (const char *name : {"read", "write", "apply_patch", "exec", "process", "web_search",
                             "message", "browser", "gateway", "tts", "sessions_send", "view_image"})
        list.push_back({name, {}});
    list.push_back({"lobster", "lobster"});
    return list;
}

PolicyContext contextOf(const QString &json) {
    auto ctx =
        parsePolicyContext(Json::parse(json.isEmpty() ? std::string("{}") : json.toStdString()));
    return ctx ? *ctx : PolicyContext{};
}

} // namespace

class TestPolicyExplain : public QObject {
    Q_OBJECT

private slots:
    void init() { toolgate::test::failOnAnyWarning(); }
    void explain_data() {
        QTest::addColumn<QString>("config");
        QTest::addColumn<QString>("context");
        QTest::addColumn<QString>("tool");
        QTest::addColumn<QString>("step");    // first removing step ("" = none)
        QTest::addColumn<QString>("fix");     // action path entry; ...
        QTest::addColumn<QString>("blocked"); // ExplainBlock as text
        QTest::newRow("allowed") << QStringLiteral("{}") << QString() << QStringLiteral("exec")
                                 << QString() << QString() << QStringLiteral("none");
        QTest::newRow("global deny entry")
            << QStringLiteral(R"({"tools":{"deny":["group:runtime"]}})") << QString()
            << QStringLiteral("exec") << QStringLiteral("tools.allow")
            << QStringLiteral("remove tools.deny group:runtime") << QStringLiteral("none");
        QTest::newRow("agent allow list")
            << QStringLiteral(
                   R"({"agents":{"ownership":"explicit","entries":{"ops":{"tools":{"allow":["read"]}}}}})")
            << QStringLiteral(R"({"sessionKey":"agent:ops:main"})") << QStringLiteral("exec")
            << QStringLiteral("agents.ops.tools.allow")
            << QStringLiteral("add agents.entries.ops.tools.allow exec") << QStringLiteral("none");
        QTest::newRow("profile needs alsoAllow")
            << QStringLiteral(R"({"tools":{"profile":"coding"}})") << QString()
            << QStringLiteral("browser") << QStringLiteral("tools.profile (coding)")
            << QStringLiteral("add tools.alsoAllow browser") << QStringLiteral("none");
        QTest::newRow("profile next to tools.allow uses the agent's alsoAllow")
            << QStringLiteral(R"({"tools":{"profile":"coding","allow":["read"]}})") << QString()
            << QStringLiteral("browser") << QStringLiteral("tools.profile (coding)")
            << QStringLiteral(
                   "add agents.entries.main.tools.alsoAllow browser; add tools.allow browser")
            << QStringLiteral("none");
        QTest::newRow("profile alsoAllow of one of several agents stays with that agent")
            << QStringLiteral(
                   R"({"tools":{"profile":"coding","alsoAllow":["lobster"]},"agents":{"ownership":"explicit","entries":{"main":{},"reviewer":{}}}})")
            << QStringLiteral(R"({"sessionKey":"agent:reviewer:main"})")
            << QStringLiteral("browser") << QStringLiteral("tools.profile (coding)")
            << QStringLiteral("add agents.entries.reviewer.tools.alsoAllow lobster; add "
                              "agents.entries.reviewer.tools.alsoAllow browser")
            << QStringLiteral("none");
        QTest::newRow("two layers need two edits")
            << QStringLiteral(
                   R"({"tools":{"allow":["read"]},"agents":{"entries":{"main":{"tools":{"deny":["exec"]}}}}})")
            << QString() << QStringLiteral("exec") << QStringLiteral("tools.allow")
            << QStringLiteral("add tools.allow exec; remove agents.entries.main.tools.deny exec")
            << QStringLiteral("none");
        QTest::newRow("byProvider key with dots")
            << QStringLiteral(R"({"tools":{"byProvider":{"openai/gpt-5.4":{"allow":["read"]}}}})")
            << QStringLiteral(R"({"modelProvider":"openai","modelId":"gpt-5.4"})")
            << QStringLiteral("write") << QStringLiteral("tools.byProvider.allow")
            << QStringLiteral("add tools.byProvider.openai/gpt-5.4.allow write")
            << QStringLiteral("none");
        QTest::newRow("sandbox default deny lifted by alsoAllow")
            << QStringLiteral("{}") << QStringLiteral(R"({"sandboxed":true})")
            << QStringLiteral("browser") << QStringLiteral("sandbox tools.allow")
            << QStringLiteral("add tools.sandbox.tools.alsoAllow browser")
            << QStringLiteral("none");
        QTest::newRow("subagent default deny")
            << QStringLiteral("{}") << QStringLiteral(R"({"sessionKey":"agent:main:subagent:x"})")
            << QStringLiteral("gateway") << QStringLiteral("subagent tools.allow") << QString()
            << QStringLiteral("subagentDefault");
        QTest::newRow("subagent configured deny")
            << QStringLiteral(R"({"tools":{"subagents":{"tools":{"deny":["read"]}}}})")
            << QStringLiteral(R"({"sessionKey":"agent:main:subagent:x"})") << QStringLiteral("read")
            << QStringLiteral("subagent tools.allow")
            << QStringLiteral("remove tools.subagents.tools.deny read") << QStringLiteral("none");
        QTest::newRow("owner-only")
            << QStringLiteral("{}") << QStringLiteral(R"({"senderIsOwner":false})")
            << QStringLiteral("gateway") << QStringLiteral("gateway sender owner-only tools")
            << QString() << QStringLiteral("ownerOnly");
        QTest::newRow("message provider")
            << QStringLiteral("{}") << QStringLiteral(R"({"messageProvider":"voice"})")
            << QStringLiteral("tts") << QStringLiteral("message provider") << QString()
            << QStringLiteral("messageProvider");
        QTest::newRow("runtime cap")
            << QStringLiteral("{}") << QStringLiteral(R"({"runtimeToolsAllow":["read"]})")
            << QStringLiteral("exec") << QStringLiteral("runtime tools.allow") << QString()
            << QStringLiteral("runtimeAllow");
        QTest::newRow("not constructed")
            << QStringLiteral("{}") << QString() << QStringLiteral("pdf") << QString() << QString()
            << QStringLiteral("notInToolList");
        QTest::newRow("group sender policy")
            << QStringLiteral(
                   R"({"channels":{"telegram":{"groups":{"-1":{"toolsBySender":{"id:7":{"allow":["read"]}}}}}}})")
            << QStringLiteral(
                   R"({"sessionKey":"agent:main:telegram:group:-1","sender":{"id":"7"}})")
            << QStringLiteral("exec") << QStringLiteral("group tools.allow")
            << QStringLiteral("add channels.telegram.groups.-1.toolsBySender.id:7.allow exec")
            << QStringLiteral("none");
    }
    void explain() {
        QFETCH(QString, config);
        QFETCH(QString, context);
        QFETCH(QString, tool);
        QFETCH(QString, step);
        QFETCH(QString, fix);
        QFETCH(QString, blocked);
        const Json cfg = Json::parse(config.toStdString());
        const PolicyContext ctx = contextOf(context);
        const PolicyExplanation ex = explainTool(cfg, tools(), ctx, tool.toStdString());
        QCOMPARE(QString::fromStdString(ex.stepLabel), step);
        QStringList fixes;
        for (const PolicyFix &f : ex.fix)
            fixes << QStringLiteral("%1 %2 %3")
                         .arg(f.action == PolicyFix::Action::Add ? QStringLiteral("add")
                                                                 : QStringLiteral("remove"),
                              QString::fromStdString(f.path), QString::fromStdString(f.entry));
        QCOMPARE(fixes.join(QStringLiteral("; ")), fix);
        const Json asJson = explanationToJson(ex);
        QCOMPARE(QString::fromStdString(asJson["blocked"].get<std::string>()), blocked);
        QVERIFY(!ex.summary.empty());
        QVERIFY2(ex.fixIssues.empty(), ex.fixIssues.empty() ? "" : ex.fixIssues.front().c_str());

        // The fix is a data value: applying it must let the tool through.
        if (!ex.fix.empty()) {
            Json edited = cfg;
            for (const PolicyFix &f : ex.fix)
                edited = applyPolicyFix(edited, f);
            const PolicyExplanation after = explainTool(edited, tools(), ctx, tool.toStdString());
            QVERIFY(after.allowed);
        }
    }

    // The smallest fix for one agent leaves the other agents' tools as they were, and a global
    // edit names the agents it reaches.
    void fixForOneAgentLeavesTheOthersAlone() {
        const Json cfg = Json::parse(
            R"({"tools":{"profile":"coding","alsoAllow":["lobster"]},"agents":{"ownership":"explicit","entries":{"main":{},"reviewer":{}}}})");
        const PolicyContext reviewer =
            contextOf(QStringLiteral(R"({"sessionKey":"agent:reviewer:main"})"));
        const PolicyContext mainAgent =
            contextOf(QStringLiteral(R"({"sessionKey":"agent:main:main"})"));
        const PolicyExplanation ex = explainTool(cfg, tools(), reviewer, "browser");
        QVERIFY(!ex.fix.empty());
        Json edited = cfg;
        for (const PolicyFix &f : ex.fix) {
            QVERIFY(f.alsoAffects.empty());
            edited = applyPolicyFix(edited, f);
        }
        QVERIFY(PolicyEngine(edited, tools()).evaluate(mainAgent).final ==
                PolicyEngine(cfg, tools()).evaluate(mainAgent).final);
        const PolicyTrace before = PolicyEngine(cfg, tools()).evaluate(reviewer);
        const PolicyTrace after = PolicyEngine(edited, tools()).evaluate(reviewer);
        for (std::size_t i = 0; i < tools().size(); ++i) // reviewer loses nothing
            QVERIFY(!before.final.test(i) || after.final.test(i));

        const Json denied = Json::parse(
            R"({"tools":{"deny":["exec"]},"agents":{"ownership":"explicit","entries":{"main":{},"reviewer":{}}}})");
        const PolicyExplanation global = explainTool(denied, tools(), reviewer, "exec");
        QCOMPARE(global.fix.size(), std::size_t(1));
        QCOMPARE(global.fix.front().path, std::string("tools.deny"));
        QCOMPARE(global.fix.front().alsoAffects, std::vector<std::string>{"main"});
        QVERIFY2(global.summary.find("also applies to main") != std::string::npos,
                 global.summary.c_str());
    }

    void applyFixRemovesOnlyTheEntry() {
        const Json cfg = Json::parse(R"({"tools":{"deny":["exec","read"]}})");
        const Json out = applyPolicyFix(cfg, {"tools.deny", PolicyFix::Action::Remove, "exec", {}});
        QVERIFY(out["tools"]["deny"] == Json::parse(R"(["read"])"));
        const Json same =
            applyPolicyFix(cfg, {"tools.allow", PolicyFix::Action::Remove, "exec", {}});
        QVERIFY(same == cfg);
    }
};

QTEST_APPLESS_MAIN(TestPolicyExplain)
#include "tst_policyexplain.moc"
