// SPDX-License-Identifier: MIT
// Every built-in scenario played headless to the end over a real loopback WebSocket with a virtual
// clock (no sleeps), the test acting as the operator. Expectations — which tools are missing,
// which calls raised approvals, which loop verdicts block — are derived by asking the engines,
// never hard-coded. Plus: bad scenario files fail with file, line and problem.
#include "demo/democlock.h"
#include "demo/demoengines.h"
#include "demo/demogateway.h"
#include "demo/demoplayer.h"
#include "demo/demoscenario.h"
#include "failonwarning.h"
#include "testclient.h"
#include "testutils.h"

#include <QRegularExpression>
#include <QSet>

#include <QSignalSpy>
#include <QTest>
#include <set>

using namespace toolgate::gateway::demo;
using toolgate::core::Json;
using toolgate::test::TestClient;
using Outcome = DemoScenarioPlayer::Outcome;

namespace {

const QString kToken = QStringLiteral("scenario-token");

QString qstr(const Json &v) {
    return v.is_string() ? QString::fromStdString(v.get<std::string>()) : QString();
}

} // namespace

class TestDemoScenarios : public QObject {
    Q_OBJECT

private:
    // Plays the gateway's scenario to the end. `decision` answers each approval event ("" lets it
    // expire). Returns the ids the operator answered.
    void playToEnd(DemoGateway &gateway, TestClient &client, const QString &decision) {
        QSignalSpy requested(&gateway, &DemoGateway::approvalRequested);
        std::set<std::string> handled;
        QStringList answered;
        int steps = 0;
        while (!gateway.isScenarioFinished()) {
            QVERIFY2(++steps < 20000, "scenario did not finish");
            // Every approval raised so far has reached the console.
            QTRY_COMPARE(int(client.events("exec.approval.requested").size() +
                             client.events("plugin.approval.requested").size()),
                         requested.count());
            for (const char *name : {"exec.approval.requested", "plugin.approval.requested"}) {
                for (const Json &event : client.events(name)) {
                    const std::string id = event["payload"]["id"].get<std::string>();
                    if (!handled.insert(id).second || decision.isEmpty())
                        continue;
                    const Json allowed = event["payload"]["request"].value(
                        "allowedDecisions", Json::array({"allow-once", "allow-always", "deny"}));
                    QString d = decision;
                    if (std::find(allowed.begin(), allowed.end(), Json(d.toStdString())) ==
                        allowed.end())
                        d = QStringLiteral("allow-once");
                    const bool exec = std::string(name).rfind("exec.", 0) == 0;
                    client.send(exec ? QStringLiteral("exec.approval.resolve")
                                     : QStringLiteral("plugin.approval.resolve"),
                                Json{{"id", id}, {"decision", d.toStdString()}});
                    answered << QString::fromStdString(id);
                }
            }
            QTRY_VERIFY(std::none_of(answered.cbegin(), answered.cend(), [&](const QString &id) {
                return gateway.pendingApprovalIds().contains(id);
            }));
            if (gateway.isScenarioFinished())
                break;
            gateway.clock()->advanceToNext();
        }
    }

    std::map<std::string, Json> toolResults(const TestClient &client) const {
        std::map<std::string, Json> out;
        for (const Json &event : client.events("agent")) {
            const Json &p = event["payload"];
            if (p["stream"] == "tool" && p["data"]["phase"] == "result")
                out[p["data"]["toolCallId"].get<std::string>()] = p["data"];
        }
        return out;
    }

private slots:
    void init() { toolgate::test::failOnAnyWarning(); }
    void builtinsAreListed() {
        const QStringList names = builtinDemoScenarios();
        QVERIFY(names.size() >= 3);
        for (const QString &name : names)
            QVERIFY2(resolveDemoScenario(name).hasValue(), qPrintable(name));
    }

    void playScenario_data() {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QString>("decision");
        for (const QString &name : builtinDemoScenarios()) {
            for (const char *decision : {"allow-once", "allow-always", "deny", ""}) {
                const QString label = QStringLiteral("%1 / %2").arg(
                    name, *decision ? QString::fromLatin1(decision) : QStringLiteral("expire"));
                QTest::newRow(qPrintable(label)) << name << QString::fromLatin1(decision);
            }
        }
    }

    void playScenario() {
        QFETCH(QString, scenario);
        QFETCH(QString, decision);
        const auto loaded = resolveDemoScenario(scenario);
        QVERIFY2(loaded.hasValue(),
                 qPrintable(loaded.hasValue() ? QString() : loaded.error().toString()));

        DemoGateway gateway;
        gateway.setScenario(loaded.value());
        gateway.setToken(kToken);
        gateway.clock()->setMode(DemoClock::Mode::Manual);
        QVERIFY(gateway.start(0));
        QSignalSpy requested(&gateway, &DemoGateway::approvalRequested);
        QSignalSpy started(&gateway, &DemoGateway::scenarioStarted);

        TestClient client;
        client.open(gateway.url());
        QTRY_VERIFY(client.challenge().has_value());
        TestClient::ConnectOptions options;
        options.token = kToken;
        const QString hello = client.sendConnect(options);
        QTRY_VERIFY(client.response(hello).has_value());
        JCOMPARE((*client.response(hello))["ok"], Json(true));
        QTRY_COMPARE(started.count(), 1); // auto-play on the first operator console

        playToEnd(gateway, client, decision);
        if (QTest::currentTestFailed())
            return;
        QVERIFY(gateway.isScenarioFinished());

        const DemoScenarioPlayer &player = *gateway.player();
        const auto &records = player.records();
        int expectedCalls = 0;
        for (const DemoAgent &agent : loaded->agents)
            expectedCalls += int(agent.calls.size());
        QCOMPARE(int(records.size()), expectedCalls);

        // 1. Tools removed: ask the policy engine for each agent's context.
        const auto policy = makeDemoPolicyEngine();
        QMap<QString, QStringList> available;
        for (const DemoAgent &agent : loaded->agents)
            available.insert(agent.id, policy->availableTools(
                                           loaded->config, DemoScenarioPlayer::contextFor(agent),
                                           player.candidateTools(), player.pluginOf()));
        for (const auto &record : records) {
            const bool removed = !available.value(record.agent).contains(record.tool);
            QCOMPARE(record.outcome == Outcome::NotFound, removed);
            if (removed)
                QCOMPARE(record.text, QStringLiteral("Tool %1 not found").arg(record.tool));
        }

        // 2. Agent tool events: one start and one result per call, results as recorded.
        QTRY_COMPARE(int(toolResults(client).size()), expectedCalls);
        const auto results = toolResults(client);
        for (const auto &record : records) {
            const Json &data = results.at(record.toolCallId.toStdString());
            JCOMPARE(data["isError"].get<bool>(), record.isError);
            QCOMPARE(qstr(data["result"]["content"][0]["text"]), record.text);
        }

        // 3. Approvals: every raised approval belongs to a call and reached the console; the call's
        //    outcome follows the operator's decision.
        QStringList raised;
        for (const auto &args : requested)
            raised << args.at(0).toString();
        QStringList fromRecords;
        for (const auto &record : records) {
            if (record.approvalId.isEmpty())
                continue;
            fromRecords << record.approvalId;
            if (record.approvalKind == QLatin1String("exec")) {
                if (decision == QLatin1String("deny"))
                    QVERIFY(record.text.startsWith(
                        QStringLiteral("Exec denied (gateway id=%1, user-denied)")
                            .arg(record.approvalId)));
                else if (decision.isEmpty())
                    QVERIFY(record.text.startsWith(
                        QStringLiteral("Exec denied (gateway id=%1, approval-timeout)")
                            .arg(record.approvalId)));
                else
                    QCOMPARE(record.outcome, Outcome::Ran);
            } else if (decision == QLatin1String("deny") || decision.isEmpty()) {
                QVERIFY(record.outcome == Outcome::PluginDenied ||
                        record.outcome == Outcome::PluginBlocked);
            } else {
                QCOMPARE(record.outcome, Outcome::Ran);
            }
        }
        QCOMPARE(fromRecords, raised);
        if (decision == QLatin1String("allow-always")) {
            // allow-always stores the command line and folder: the same one never asks twice.
            QStringList asked;
            for (const Json &event : client.events("exec.approval.requested")) {
                const Json &request = event["payload"]["request"];
                const QString key = qstr(request["cwd"]) + QLatin1Char('|') +
                                    QString::fromStdString(request["commandArgv"].dump());
                QVERIFY2(!asked.contains(key), qPrintable(key));
                asked << key;
            }
        }

        // 4. Loop verdicts: replay each session's calls through a fresh detector.
        const auto loops = makeDemoLoopEngine();
        QMap<QString, int> criticals;
        for (const auto &record : records) {
            if (record.outcome == Outcome::NotFound)
                continue;
            const DemoAgent *agent = nullptr;
            for (const DemoAgent &a : loaded->agents)
                agent = a.id == record.agent ? &a : agent;
            if (!loops->isEnabled(loaded->config, agent->agentId)) {
                QCOMPARE(int(record.verdict.level), int(DemoLoopVerdict::Level::None));
                continue;
            }
            QString runId;
            for (const Json &event : client.events("agent")) {
                if (event["payload"]["sessionKey"] == agent->sessionKey.toStdString())
                    runId = qstr(event["payload"]["runId"]);
            }
            const DemoLoopVerdict verdict = loops->admit(record.sessionKey, runId, record.tool,
                                                         record.params, record.toolCallId);
            QCOMPARE(int(record.verdict.level), int(verdict.level));
            QCOMPARE(record.verdict.message, verdict.message);
            QCOMPARE(record.loopNoteAppended,
                     verdict.level == DemoLoopVerdict::Level::Warning && verdict.emitted);
            QCOMPARE(record.outcome == Outcome::LoopBlocked,
                     verdict.level == DemoLoopVerdict::Level::Critical);
            if (verdict.level == DemoLoopVerdict::Level::Critical) {
                criticals[record.agent] += 1;
                QCOMPARE(record.text, verdict.message);
                continue;
            }
            // The outcome is the tool's own result: the first text part (a loop note comes after).
            const Json &data = results.at(record.toolCallId.toStdString());
            Json outcome = data["result"];
            outcome["content"] = Json::array({outcome["content"][0]});
            const bool thrown = data["isError"].get<bool>() && outcome["details"].empty();
            loops->recordOutcome(record.sessionKey, runId, record.tool, record.params,
                                 record.toolCallId, outcome,
                                 thrown ? std::optional<QString>(record.text) : std::nullopt);
        }
        if (scenario == QLatin1String("runaway-agent")) {
            // Every runaway session reaches a critical verdict (which one is the detector's call).
            for (const DemoAgent &agent : loaded->agents)
                QVERIFY2(criticals.value(agent.id) > 0, qPrintable(agent.id));
        }

        // 5. Multi-agent: the layers remove different tools for different agents.
        if (loaded->agents.size() > 1 && scenario == QLatin1String("multi-agent")) {
            QSet<QStringList> removedSets;
            for (const DemoAgent &agent : loaded->agents) {
                QStringList removed;
                for (const QString &tool : player.candidateTools()) {
                    if (!available.value(agent.id).contains(tool))
                        removed << tool;
                }
                removedSets.insert(removed);
            }
            QVERIFY(removedSets.size() > 1);
        }
    }

    void configChangeAffectsNextCall() {
        // Denying exec through config.patch makes the agent's next exec fail like a missing tool.
        auto loaded = resolveDemoScenario(QStringLiteral("everyday-coding"));
        QVERIFY(loaded.hasValue());
        DemoGateway gateway;
        gateway.setScenario(loaded.value());
        gateway.setToken(kToken);
        gateway.clock()->setMode(DemoClock::Mode::Manual);
        QVERIFY(gateway.start(0));
        TestClient client;
        client.open(gateway.url());
        QTRY_VERIFY(client.challenge().has_value());
        TestClient::ConnectOptions options;
        options.token = kToken;
        client.sendConnect(options);
        QTRY_VERIFY(gateway.player()->isStarted());
        const QString get = client.send(QStringLiteral("config.get"));
        QTRY_VERIFY(client.response(get).has_value());
        const QString patch =
            client.send(QStringLiteral("config.patch"),
                        Json{{"raw", "{\"tools\":{\"deny\":[\"exec\"]}}"},
                             {"baseHash", (*client.response(get))["payload"]["hash"]}});
        QTRY_VERIFY(client.response(patch).has_value());
        JCOMPARE((*client.response(patch))["ok"], Json(true));
        playToEnd(gateway, client, QStringLiteral("allow-once"));
        if (QTest::currentTestFailed())
            return;
        const auto policy = makeDemoPolicyEngine();
        const DemoScenarioPlayer &player = *gateway.player();
        const QStringList available = policy->availableTools(
            gateway.currentConfig(), DemoScenarioPlayer::contextFor(loaded->agents.first()),
            player.candidateTools(), player.pluginOf());
        for (const auto &record : player.records())
            QCOMPARE(record.outcome == Outcome::NotFound, !available.contains(record.tool));
    }

    // The exec gate reads the gateway's exec-approvals document, the one exec.approvals.get shows:
    // a program the scenario lists runs at once; allow always on `make -j4` stores that command
    // line in that folder only, so the next `make -j4` runs and `make -j16` asks; an edit made
    // through exec.approvals.set changes the next call.
    void execGateFollowsTheDocument() {
        const QByteArray text = R"json({"name": "exec-document", "config": {
            "agents": {"entries": {"main": {}}},
            "tools": {"profile": "coding",
                      "exec": {"host": "gateway", "security": "allowlist", "ask": "on-miss"}}},
          "execAllowlist": {"main": ["/usr/bin/ls"]},
          "agents": [{"id": "main", "sessionKey": "agent:main:main", "cwd": "/home/demo/app",
            "calls": [
              {"tool": "exec", "params": {"command": "ls src"}},
              {"tool": "exec", "params": {"command": "make -j4"}, "after": 1000},
              {"tool": "exec", "params": {"command": "make -j4"}, "after": 1000},
              {"tool": "exec", "params": {"command": "make -j16"}, "after": 1000},
              {"tool": "exec", "params": {"command": "uname -a"}, "after": 1000},
              {"tool": "exec", "params": {"command": "cat notes"}, "after": 60000}]}]})json";
        const auto loaded = parseDemoScenario(text, QStringLiteral("exec-document.json"));
        QVERIFY2(loaded.hasValue(),
                 qPrintable(loaded.hasValue() ? QString() : loaded.error().toString()));
        DemoGateway gateway;
        gateway.setScenario(loaded.value());
        gateway.setToken(kToken);
        gateway.clock()->setMode(DemoClock::Mode::Manual);
        QVERIFY(gateway.start(0));
        TestClient client;
        client.open(gateway.url());
        QTRY_VERIFY(client.challenge().has_value());
        TestClient::ConnectOptions options;
        options.token = kToken;
        client.sendConnect(options);
        QTRY_VERIFY(gateway.player()->isStarted());

        auto askedCommands = [&] {
            QStringList out;
            for (const Json &event : client.events("exec.approval.requested"))
                out << qstr(event["payload"]["request"]["command"]);
            return out;
        };
        // `ls src` and `make -j4`: ls is on the document, make is not.
        for (int i = 0; i < 3 && askedCommands().isEmpty(); ++i)
            gateway.clock()->advanceToNext();
        QTRY_COMPARE(askedCommands(), QStringList{QStringLiteral("make -j4")});
        const Json first = client.events("exec.approval.requested").front();
        client.send(QStringLiteral("exec.approval.resolve"),
                    Json{{"id", first["payload"]["id"]}, {"decision", "allow-always"}});
        QTRY_VERIFY(gateway.pendingApprovalIds().isEmpty());
        const Json *mainAgent = nullptr;
        const QString get = client.send(QStringLiteral("exec.approvals.get"));
        QTRY_VERIFY(client.response(get).has_value());
        const Json snapshot = (*client.response(get))["payload"];
        for (const auto &[id, agent] : snapshot["file"]["agents"].items())
            if (id == "main")
                mainAgent = &agent;
        QVERIFY(mainAgent);
        const Json stored = mainAgent->at("allowlist").back();
        JCOMPARE(stored["source"], Json("allow-always"));
        QVERIFY(qstr(stored["pattern"]).startsWith(QStringLiteral("=node-command:")));
        const Json program = mainAgent->at("allowlist")[mainAgent->at("allowlist").size() - 2];
        JCOMPARE(program["pattern"], Json("/usr/bin/make"));
        QVERIFY(qstr(program["argPattern"]).startsWith(QStringLiteral("sha256:cwd-argv:v1:")));

        // The second `make -j4` runs; `make -j16` asks.
        for (int i = 0; i < 3 && askedCommands().size() < 2; ++i)
            gateway.clock()->advanceToNext();
        QTRY_COMPARE(askedCommands(),
                     (QStringList{QStringLiteral("make -j4"), QStringLiteral("make -j16")}));
        const Json second = client.events("exec.approval.requested").back();

        // Before answering, an admin sets the defaults to ask always: `uname -a` (on the "*"
        // agent's list) asks too.
        Json file = snapshot["file"];
        file["defaults"]["ask"] = "always";
        const QString set = client.send(QStringLiteral("exec.approvals.set"),
                                        Json{{"file", file}, {"baseHash", snapshot["hash"]}});
        QTRY_VERIFY(client.response(set).has_value());
        JCOMPARE((*client.response(set))["ok"], Json(true));
        client.send(QStringLiteral("exec.approval.resolve"),
                    Json{{"id", second["payload"]["id"]}, {"decision", "allow-once"}});
        QTRY_VERIFY(gateway.pendingApprovalIds().isEmpty());
        for (int i = 0; i < 3 && askedCommands().size() < 3; ++i)
            gateway.clock()->advanceToNext();
        QTRY_COMPARE(askedCommands().size(), 3);
        QCOMPARE(askedCommands().last(), QStringLiteral("uname -a"));
        const Json third = client.events("exec.approval.requested").back();
        JCOMPARE(third["payload"]["request"]["allowedDecisions"], Json({"allow-once", "deny"}));

        const auto &records = gateway.player()->records();
        QCOMPARE(records.at(0).outcome, Outcome::Ran);
        QVERIFY(records.at(0).approvalId.isEmpty());
        QVERIFY(records.at(2).approvalId.isEmpty()); // the second make -j4
        QCOMPARE(records.at(2).outcome, Outcome::Ran);
    }

    // The runaway scenario's document does not ask (its defaults say full / off), so what the Exec
    // approvals screen shows as effective is what its exec calls get.
    void runawayDocumentDoesNotAsk() {
        const auto loaded = resolveDemoScenario(QStringLiteral("runaway-agent"));
        QVERIFY(loaded.hasValue());
        DemoGateway gateway;
        gateway.setScenario(loaded.value());
        QCOMPARE(gateway.execApprovals().defaults.security, QStringLiteral("full"));
        QCOMPARE(gateway.execApprovals().defaults.ask, QStringLiteral("off"));
        const auto everyday = resolveDemoScenario(QStringLiteral("everyday-coding"));
        QVERIFY(everyday.hasValue());
        gateway.setScenario(everyday.value());
        QCOMPARE(gateway.execApprovals().defaults.ask, QStringLiteral("on-miss"));
    }

    void badScenarioFiles_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("where");
        QTest::addColumn<QString>("message");
        QTest::newRow("JSON syntax") << "parse-error.json"
                                     << ":3:"
                                     << "";
        QTest::newRow("unknown key") << "unknown-key.json"
                                     << ":8"
                                     << "agents[0].calls[1].tol: unknown key";
        QTest::newRow("wrong type") << "wrong-type.json"
                                    << ":6"
                                    << "agents[0].sandboxed: expected true or false";
        QTest::newRow("missing config") << "missing-config.json"
                                        << ":1"
                                        << "config: missing (the openclaw.json to start from)";
        QTest::newRow("bad action")
            << "bad-action.json"
            << ":7"
            << "plugin.rules[1].action: must be block, rewrite or requireApproval";
        QTest::newRow("bad agent id")
            << "bad-agent-id.json"
            << ":6"
            << "agents[1].id: not a valid agent id (^[a-z0-9_][a-z0-9_-]{0,63}$)";
        QTest::newRow("at and after")
            << "at-and-after.json"
            << ":6"
            << "agents[0].calls[0].after: use either \"at\" or \"after\", not both";
    }

    void badScenarioFiles() {
        QFETCH(QString, file);
        QFETCH(QString, where);
        QFETCH(QString, message);
        const QString path = toolgate::test::dataPath(QStringLiteral("demo/bad/") + file);
        const auto result = loadDemoScenario(path);
        QVERIFY(!result.hasValue());
        QVERIFY2(result.error().where.startsWith(path + where), qPrintable(result.error().where));
        if (message.isEmpty())
            QVERIFY(QRegularExpression(QStringLiteral(":\\d+:\\d+$"))
                        .match(result.error().where)
                        .hasMatch());
        else
            QCOMPARE(result.error().message, message);
        // The CLI reports the same, exit 2, one line naming file and line.
        const auto run =
            toolgate::test::runCli({QStringLiteral("demo"), QStringLiteral("serve"), path});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.startsWith((path + where).toUtf8()));
    }
};

QTEST_GUILESS_MAIN(TestDemoScenarios)
#include "tst_demoscenarios.moc"
