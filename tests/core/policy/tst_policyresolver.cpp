// SPDX-License-Identifier: MIT
#include "failonwarning.h"
#include "policy/policycase.h"
#include "policy/policyengine.h"
#include "policy/policylint.h"
#include "policy/policyschema.h"
#include "util/jsonio.h"

#include <QTest>

using namespace toolgate::core;

namespace {

// A trace as comparable JSON: every label, warning and error, each mask by its size and hash (the
// names would make the W1 comparison slow), and each step's removal reason for its first removed
// tool (the fix paths the Explain view shows).
Json traceSignature(const PolicyEngine &engine, const PolicyTrace &trace) {
    const auto mask = [](const ToolMask &m) { return Json{m.count(), m.hash()}; };
    Json out = Json::object();
    for (const PrefilterTrace &pf : trace.prefilters)
        out["prefilters"].push_back(Json{pf.label, mask(pf.removed)});
    for (const StepTrace &step : trace.steps) {
        std::size_t first = engine.tools().size();
        step.removed.forEach([&](std::size_t i) { first = std::min(first, i); });
        const RemovalReason r = engine.removalReason(step, first);
        out["steps"].push_back(Json{step.label, static_cast<int>(step.kind), mask(step.kept),
                                    mask(step.removed), r.denied, r.entry, r.configEntry,
                                    r.denyPath, r.allowPath, r.builtinDeny});
    }
    out["final"] = mask(trace.final);
    out["warnings"] = trace.warnings;
    out["guardError"] = trace.guardError.value_or("-");
    out["error"] = trace.error.value_or("-");
    out["agentId"] = trace.agentId;
    return out;
}

// The 24-tool list of the spec's P/S vectors.
std::vector<PolicyTool> specTools() {
    std::vector<PolicyTool> tools;
    for (const char *name : {"read",
                             "write",
                             "edit",
                             "apply_patch",
                             "exec",
                             "process",
                             "web_search",
                             "web_fetch",
                             "memory_search",
                             "sessions_list",
                             "sessions_history",
                             "sessions_send",
                             "sessions_spawn",
                             "subagents",
                             "session_status",
                             "message",
                             "browser",
                             "automations",
                             "gateway",
                             "tts",
                             "view_image",
                             "openclaw"})
        tools.push_back({name, {}});
    tools.push_back({"lobster", "lobster"});
    tools.push_back({"outlook__send_mail", "bundle-mcp"});
    return tools;
}

QString joined(const std::vector<std::string> &list, const char *sep = ",") {
    QStringList out;
    for (const auto &s : list)
        out << QString::fromStdString(s);
    return out.join(QLatin1String(sep));
}

PolicyContext contextOf(const QString &json) {
    auto ctx =
        parsePolicyContext(Json::parse(json.isEmpty() ? std::string("{}") : json.toStdString()));
    return ctx ? *ctx : PolicyContext{};
}

} // namespace

class TestPolicyResolver : public QObject {
    Q_OBJECT

private slots:
    void init() { toolgate::test::failOnAnyWarning(); }
    // config, context → steps (label:kept count) and the final surface.
    void steps_data() {
        QTest::addColumn<QString>("config");
        QTest::addColumn<QString>("context");
        QTest::addColumn<QString>("steps");
        QTest::addColumn<QString>("final");
        QTest::newRow("no config")
            << QStringLiteral("{}") << QString() << QString() << QStringLiteral("24");
        QTest::newRow("profile minimal") << QStringLiteral(R"({"tools":{"profile":"minimal"}})")
                                         << QString() << QStringLiteral("tools.profile (minimal):2")
                                         << QStringLiteral("session_status,gateway");
        QTest::newRow("agent profile wins")
            << QStringLiteral(
                   R"({"tools":{"profile":"minimal"},"agents":{"entries":{"ops":{"tools":{"profile":"messaging","deny":["message"]}}}}})")
            << QStringLiteral(R"({"sessionKey":"agent:ops:main"})")
            << QStringLiteral("tools.profile (messaging):9|agents.ops.tools.allow:8")
            << QStringLiteral("8");
        QTest::newRow("byProvider model key, no merge")
            << QStringLiteral(
                   R"({"tools":{"byProvider":{"openai":{"deny":["exec"]},"openai/gpt-5.4":{"deny":["read"]}}}})")
            << QStringLiteral(R"({"modelProvider":"OpenAI","modelId":"GPT-5.4"})")
            << QStringLiteral("tools.byProvider.allow:23") << QStringLiteral("23");
        QTest::newRow("provider profile + alsoAllow")
            << QStringLiteral(
                   R"({"tools":{"byProvider":{"anthropic":{"profile":"minimal","alsoAllow":["read"]}}}})")
            << QStringLiteral(R"({"modelProvider":"anthropic"})")
            << QStringLiteral("tools.byProvider.profile (minimal):3|tools.byProvider.allow:3")
            << QStringLiteral("read,session_status,gateway");
        QTest::newRow("legacy agents.list")
            << QStringLiteral(
                   R"({"agents":{"list":[{"id":"ops","tools":{"allow":["group:fs"]}}]}})")
            << QStringLiteral(R"({"sessionKey":"agent:ops:main"})")
            << QStringLiteral("agents.ops.tools.allow:4")
            << QStringLiteral("read,write,edit,apply_patch");
        QTest::newRow("group via channel config")
            << QStringLiteral(
                   R"({"channels":{"discord":{"groups":{"*":{"tools":{"deny":["exec"]}}}}}})")
            << QStringLiteral(R"({"sessionKey":"agent:main:discord:channel:9"})")
            << QStringLiteral("group tools.allow:23") << QStringLiteral("23");
        QTest::newRow("sender channel key from route")
            << QStringLiteral(
                   R"({"tools":{"toolsBySender":{"channel:slack:u1":{"deny":["read"]}}}})")
            << QStringLiteral(R"({"sessionKey":"agent:main:slack:direct:u1","sender":{"id":"U1"}})")
            << QStringLiteral("tools.toolsBySender:23") << QStringLiteral("23");
        QTest::newRow("sandbox per-field agent override")
            << QStringLiteral(
                   R"({"tools":{"sandbox":{"tools":{"deny":["exec"]}}},"agents":{"entries":{"main":{"tools":{"sandbox":{"tools":{"allow":["read","exec"]}}}}}}})")
            << QStringLiteral(R"({"sandboxed":true})") << QStringLiteral("sandbox tools.allow:2")
            << QStringLiteral("read,view_image");
        QTest::newRow("owner-only only on explicit false")
            << QStringLiteral("{}") << QStringLiteral(R"({"senderIsOwner":false})")
            << QStringLiteral("gateway sender owner-only tools:21") << QStringLiteral("21");
        QTest::newRow("subagent leaf with maxSpawnDepth 2")
            << QStringLiteral(R"({"agents":{"defaults":{"subagents":{"maxSpawnDepth":2}}}})")
            << QStringLiteral(R"({"sessionKey":"agent:main:subagent:a:subagent:b"})")
            << QStringLiteral("subagent tools.allow:14") << QStringLiteral("14");
        QTest::newRow("maxSpawnDepth only from agents.defaults")
            << QStringLiteral(
                   R"({"agents":{"entries":{"main":{"subagents":{"maxSpawnDepth":1}}}}})")
            << QStringLiteral(R"({"sessionKey":"agent:main:subagent:x"})")
            << QStringLiteral("subagent tools.allow:18") << QStringLiteral("18");
        QTest::newRow("runtime allow + message extra")
            << QStringLiteral(R"({"tools":{"profile":"coding"}})")
            << QStringLiteral(R"({"runtimeToolsAllow":["*"]})")
            << QStringLiteral("tools.profile (coding):20|runtime tools.allow:20")
            << QStringLiteral("20");
        QTest::newRow("message provider then pipeline")
            << QStringLiteral(R"({"tools":{"allow":["tts","read"]}})")
            << QStringLiteral(R"({"messageProvider":"Discord-Voice"})")
            << QStringLiteral("tools.allow:1") << QStringLiteral("read");
        QTest::newRow("agent selection required")
            << QStringLiteral(R"({"agents":{"entries":{"ops":{}}}})")
            << QStringLiteral(R"({"agentId":"ops","sessionKey":"agent:main:main"})") << QString()
            << QString();
        QTest::newRow("explicit ownership still refuses a conflicting agent")
            << QStringLiteral(
                   R"({"agents":{"ownership":"explicit","entries":{"ops":{"tools":{"deny":["read"]}}}}})")
            << QStringLiteral(R"({"agentId":"ops","sessionKey":"agent:main:main"})") << QString()
            << QString();
        // §12.2: a differing explicit agent is refused whatever the roster size; the session
        // key's agent is compared after normalizeAgentId ("Main " is "main").
        QTest::newRow("single agent: differing explicit id refused")
            << QStringLiteral("{}")
            << QStringLiteral(R"({"agentId":"ops","sessionKey":"agent:main:main"})") << QString()
            << QString();
        QTest::newRow("explicit id equal after normalisation")
            << QStringLiteral("{}")
            << QStringLiteral(R"({"agentId":" Main ","sessionKey":"agent:main:main"})") << QString()
            << QStringLiteral("24");
        QTest::newRow("defaults.tools ignored when a roster exists")
            << QStringLiteral(
                   R"({"agents":{"defaults":{"tools":{"deny":["exec"]}},"entries":{"main":{}}}})")
            << QString() << QString() << QStringLiteral("24");
        QTest::newRow("default marker picks the agent of a bare session key")
            << QStringLiteral(
                   R"({"agents":{"entries":{"ops":{"default":true,"tools":{"deny":["read"]}}}}})")
            << QStringLiteral(R"({"sessionKey":"main"})")
            << QStringLiteral("agents.ops.tools.allow:23") << QStringLiteral("23");
        QTest::newRow("lean keeps runtime-allowed tools")
            << QStringLiteral(R"({"agents":{"defaults":{"experimental":{"localModelLean":true}}}})")
            << QStringLiteral(R"({"runtimeToolsAllow":["message","read"]})")
            << QStringLiteral("runtime tools.allow:2") << QStringLiteral("read,message");
        QTest::newRow("lean: agent experimental block replaces defaults")
            << QStringLiteral(
                   R"({"agents":{"defaults":{"experimental":{"localModelLean":true}},"entries":{"main":{"experimental":{}}}}})")
            << QString() << QString() << QStringLiteral("24");
        QTest::newRow("lean: sender allow glob preserves")
            << QStringLiteral(
                   R"({"agents":{"defaults":{"experimental":{"localModelLean":true}}},"tools":{"toolsBySender":{"*":{"allow":["brow*","read"]}}}})")
            << QString() << QStringLiteral("tools.toolsBySender:2")
            << QStringLiteral("read,browser");
        // Malformed configs: wrong types are reported by validation and ignored by the resolver.
        QTest::newRow("allow is a string")
            << QStringLiteral(R"({"tools":{"allow":"read","deny":["exec"]}})") << QString()
            << QStringLiteral("tools.allow:23") << QStringLiteral("23");
        QTest::newRow("tools is an array") << QStringLiteral(R"({"tools":["read"]})") << QString()
                                           << QString() << QStringLiteral("24");
        QTest::newRow("profile is a number") << QStringLiteral(R"({"tools":{"profile":3}})")
                                             << QString() << QString() << QStringLiteral("24");
        QTest::newRow("byProvider entry not an object")
            << QStringLiteral(R"({"tools":{"byProvider":{"openai":["read"]}}})")
            << QStringLiteral(R"({"modelProvider":"openai"})") << QString() << QStringLiteral("24");
        QTest::newRow("agent entry not an object")
            << QStringLiteral(R"({"agents":{"entries":{"main":5}}})") << QString() << QString()
            << QStringLiteral("24");
        QTest::newRow("config not an object")
            << QStringLiteral("[1,2]") << QString() << QString() << QStringLiteral("24");
    }
    void steps() {
        QFETCH(QString, config);
        QFETCH(QString, context);
        QFETCH(QString, steps);
        QFETCH(QString, final);
        PolicyEngine engine(Json::parse(config.toStdString()), specTools());
        const PolicyTrace trace = engine.evaluate(contextOf(context));
        QStringList got;
        for (const StepTrace &st : trace.steps)
            got << QStringLiteral("%1:%2")
                       .arg(QString::fromStdString(st.label))
                       .arg(st.kept.count());
        QCOMPARE(got.join(QLatin1Char('|')), steps);
        if (trace.error) {
            QVERIFY(QString::fromStdString(*trace.error)
                        .startsWith(QStringLiteral("AGENT_SELECTION_REQUIRED: ")));
            QVERIFY(final.isEmpty());
            return;
        }
        bool isCount = false;
        const int count = final.toInt(&isCount);
        if (isCount)
            QCOMPARE(trace.final.count(), std::size_t(count));
        else
            QCOMPARE(joined(engine.names(trace.final)), final);
    }

    void configErrors_data() {
        QTest::addColumn<QString>("config");
        QTest::addColumn<QString>("issues"); // path=message|...
        QTest::newRow("valid") << QStringLiteral(
                                      R"({"tools":{"profile":"coding","alsoAllow":["x"]}})")
                               << QString();
        QTest::newRow("unknown profile")
            << QStringLiteral(R"({"agents":{"entries":{"a":{"tools":{"profile":"max"}}}}})")
            << QStringLiteral("agents.entries.a.tools.profile=Invalid input (allowed: "
                              "\"minimal\", \"coding\", \"messaging\", \"full\")");
        QTest::newRow("wrong list type")
            << QStringLiteral(R"({"tools":{"deny":"exec"}})")
            << QStringLiteral("tools.deny=Invalid input: expected array, received string");
        QTest::newRow("wrong element type")
            << QStringLiteral(R"({"tools":{"allow":["read",1]}})")
            << QStringLiteral("tools.allow.1=Invalid input: expected string, received number");
        QTest::newRow("unknown key in byProvider")
            << QStringLiteral(R"({"tools":{"byProvider":{"openai":{"deny":[],"mode":"x"}}}})")
            << QStringLiteral("tools.byProvider.openai=Unrecognized key: \"mode\"");
        QTest::newRow("sandbox allow + alsoAllow")
            << QStringLiteral(
                   R"({"agents":{"entries":{"a":{"tools":{"sandbox":{"tools":{"allow":["a"],"alsoAllow":["b"]}}}}}}})")
            << QStringLiteral("agents.entries.a.tools.sandbox.tools=tools policy cannot set both "
                              "allow and alsoAllow "
                              "in the same scope (merge alsoAllow into allow, or remove allow and "
                              "use profile + "
                              "alsoAllow)");
        QTest::newRow("empty alsoAllow with allow is fine")
            << QStringLiteral(R"({"tools":{"allow":["a"],"alsoAllow":[]}})") << QString();
        QTest::newRow("roster with default marker")
            << QStringLiteral(R"({"agents":{"entries":{"a":{"default":true},"b":{}}}})")
            << QString();
        QTest::newRow("tools not an object")
            << QStringLiteral(R"({"tools":7})")
            << QStringLiteral("tools=Invalid input: expected object, received number");
    }
    void configErrors() {
        QFETCH(QString, config);
        QFETCH(QString, issues);
        QStringList got;
        for (const SchemaIssue &i :
             validatePolicyConfig(Json::parse(config.toStdString()), ToolCatalog::builtin()))
            got << QString::fromStdString(i.path + "=" + i.message);
        QCOMPARE(got.join(QLatin1Char('|')), issues);
    }

    void warningsAndGuard() {
        PolicyEngine engine(
            Json::parse(R"({"tools":{"allow":["nope","pdf","web_*"],"deny":["*"]}})"), specTools());
        const PolicyTrace trace = engine.evaluate(PolicyContext{});
        QCOMPARE(trace.warnings.size(), std::size_t(1));
        QCOMPARE(
            QString::fromStdString(trace.warnings.front()),
            QStringLiteral(
                "tools: tools.allow allowlist contains unknown entries (pdf, nope, web_*). Some "
                "entries are shipped core tools but unavailable in the current "
                "runtime/provider/model/config; other entries won't match any tool unless the "
                "plugin is enabled."));
        QVERIFY(trace.guardError.has_value());
        QCOMPARE(
            QString::fromStdString(*trace.guardError),
            QStringLiteral(
                "No callable tools remain after resolving explicit tool allowlist (tools.allow: "
                "nope, pdf, web_*); no registered tools matched. Fix the allowlist or enable the "
                "plugin that registers the requested tool."));
    }

    void caseParsingRejects_data() {
        QTest::addColumn<QString>("json");
        QTest::addColumn<QString>("where");
        QTest::newRow("unknown top-level field")
            << QStringLiteral(R"({"tools":[],"extra":1})") << QStringLiteral("extra");
        QTest::newRow("missing tools")
            << QStringLiteral(R"({"config":{}})") << QStringLiteral("tools");
        QTest::newRow("duplicate tool")
            << QStringLiteral(R"({"tools":[{"name":"a"},{"name":"a"}]})")
            << QStringLiteral("tools[1].name");
        QTest::newRow("empty tool name")
            << QStringLiteral(R"({"tools":[{"name":""}]})") << QStringLiteral("tools[0].name");
        QTest::newRow("unknown tool field")
            << QStringLiteral(R"({"tools":[{"name":"a","kind":"x"}]})")
            << QStringLiteral("tools[0].kind");
        QTest::newRow("sandboxed wrong type")
            << QStringLiteral(R"({"tools":[],"context":{"sandboxed":"yes"}})")
            << QStringLiteral("context.sandboxed");
        QTest::newRow("owner wrong type")
            << QStringLiteral(R"({"tools":[],"context":{"senderIsOwner":1}})")
            << QStringLiteral("context.senderIsOwner");
        QTest::newRow("empty runtime allow")
            << QStringLiteral(R"({"tools":[],"context":{"runtimeToolsAllow":[]}})")
            << QStringLiteral("context.runtimeToolsAllow");
        QTest::newRow("unknown context field")
            << QStringLiteral(R"({"tools":[],"context":{"channel":"x"}})")
            << QStringLiteral("context.channel");
        QTest::newRow("config wrong type")
            << QStringLiteral(R"({"tools":[],"config":[]})") << QStringLiteral("config");
        QTest::newRow("sender field wrong type")
            << QStringLiteral(R"({"tools":[],"context":{"sender":{"id":5}}})")
            << QStringLiteral("context.sender.id");
    }
    void caseParsingRejects() {
        QFETCH(QString, json);
        QFETCH(QString, where);
        const auto parsed = parsePolicyCase(Json::parse(json.toStdString()));
        QVERIFY(!parsed);
        QCOMPARE(parsed.error().where, where);
        QCOMPARE(parsed.error().code, QStringLiteral("policy.case"));
    }

    void lint_data() {
        QTest::addColumn<QString>("config");
        QTest::addColumn<QString>("findings"); // severity:path|...
        QTest::newRow("clean")
            << QStringLiteral(R"({"tools":{"allow":["group:fs","web_*","bundle-mcp","*"]}})")
            << QString();
        QTest::newRow("unknown name")
            << QStringLiteral(R"({"tools":{"deny":["nope"]}})") << QStringLiteral("W:tools.deny.0");
        QTest::newRow("unknown group")
            << QStringLiteral(R"({"agents":{"entries":{"a":{"tools":{"allow":["group:x"]}}}}})")
            << QStringLiteral("W:agents.entries.a.tools.allow.0");
        QTest::newRow("dead glob")
            << QStringLiteral(R"({"tools":{"sandbox":{"tools":{"alsoAllow":["zz*"]}}}})")
            << QStringLiteral("W:tools.sandbox.tools.alsoAllow.0");
        QTest::newRow("declared mcp server")
            << QStringLiteral(
                   R"({"mcp":{"servers":{"my srv":{}}},"tools":{"allow":["my-srv__x"]}})")
            << QString();
        QTest::newRow("subagent alsoAllow")
            << QStringLiteral(R"({"tools":{"subagents":{"tools":{"alsoAllow":["read"]}}}})")
            << QStringLiteral("W:tools.subagents.tools.alsoAllow");
        QTest::newRow("error then warning")
            << QStringLiteral(
                   R"({"tools":{"profile":"x"},"channels":{"telegram":{"groups":{"*":{"tools":{"deny":["q"]}}}}}})")
            << QStringLiteral("E:tools.profile|W:channels.telegram.groups.*.tools.deny.0");
    }
    void lint() {
        QFETCH(QString, config);
        QFETCH(QString, findings);
        QStringList got;
        for (const LintFinding &f :
             lintPolicyConfig(Json::parse(config.toStdString()), ToolCatalog::builtin()))
            got << QStringLiteral("%1:%2").arg(f.severity == LintFinding::Severity::Error
                                                   ? QStringLiteral("E")
                                                   : QStringLiteral("W"),
                                               QString::fromStdString(f.path));
        QCOMPARE(got.join(QLatin1Char('|')), findings);
    }

    void evaluationIsRepeatable() {
        PolicyEngine engine(Json::parse(R"({"tools":{"profile":"coding","deny":["exec"]}})"),
                            specTools());
        const PolicyTrace a = engine.evaluate(PolicyContext{});
        const PolicyTrace b = engine.evaluate(PolicyContext{});
        QVERIFY(a.final == b.final);
        QCOMPARE(a.steps.size(), b.steps.size());
        QVERIFY(engine.traceToJson(a) == engine.traceToJson(b));
    }

    // The engine caches what each step resolves to across contexts: every W1 context evaluated
    // on one engine (forwards, then backwards, so each meets warm caches another context filled)
    // gives the full trace a fresh engine gives it, and the W1 check value.
    void sharedEngineMatchesFreshEngines() {
        Result<Json> w1 =
            readJsonFile(QStringLiteral(TOOLGATE_TEST_DATA_DIR "/bench/W1-policy.json"));
        QVERIFY(w1.hasValue());
        auto tools = parsePolicyTools((*w1)["tools"], "tools");
        QVERIFY(tools.hasValue());
        std::vector<PolicyContext> contexts;
        for (const Json &c : (*w1)["contexts"]) {
            auto ctx = parsePolicyContext(c);
            QVERIFY(ctx.hasValue());
            contexts.push_back(std::move(ctx).value());
        }
        QCOMPARE(contexts.size(), std::size_t(200));
        std::vector<Json> fresh;
        std::size_t survivors = 0;
        for (const PolicyContext &ctx : contexts) {
            PolicyEngine engine((*w1)["config"], *tools);
            const PolicyTrace trace = engine.evaluate(ctx);
            survivors += trace.final.count();
            fresh.push_back(traceSignature(engine, trace));
        }
        QCOMPARE(survivors, std::size_t(39965));
        PolicyEngine shared((*w1)["config"], *tools);
        for (int pass = 0; pass < 2; ++pass)
            for (std::size_t k = 0; k < contexts.size(); ++k) {
                const std::size_t i = pass == 0 ? k : contexts.size() - 1 - k;
                const Json got = traceSignature(shared, shared.evaluate(contexts[i]));
                QVERIFY2(got == fresh[i],
                         qPrintable(QStringLiteral("context %1, pass %2: %3")
                                        .arg(i)
                                        .arg(pass)
                                        .arg(QString::fromStdString(got.dump().substr(0, 400)))));
            }
    }
};

QTEST_APPLESS_MAIN(TestPolicyResolver)
#include "tst_policyresolver.moc"
