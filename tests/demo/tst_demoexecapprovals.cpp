// SPDX-License-Identifier: MIT
// The demo gateway's exec-approvals document and standing grants over a real loopback WebSocket:
// a realistic seed, get/set with the real hash rule (a stale hash is refused and nothing is
// written), admin only, grants list/revoke, and "allow always" visibly adding an entry.
#include "approvals/execallowlistmatch.h"
#include "approvals/execapprovalsfile.h"
#include "demo/democlock.h"
#include "demo/demogateway.h"
#include "failonwarning.h"
#include "testclient.h"

#include <QProcess>
#include <QTest>

using namespace toolgate::gateway::demo;
using toolgate::core::Json;
using toolgate::test::TestClient;

namespace {

const QString kToken = QStringLiteral("demo-test-token");

} // namespace

class TestDemoExecApprovals : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<DemoGateway> m_gateway;

    void connectClient(TestClient &client, const TestClient::ConnectOptions &options) {
        client.open(m_gateway->url());
        QTRY_VERIFY(client.challenge().has_value());
        const QString id = client.sendConnect(options);
        QTRY_VERIFY(client.response(id).has_value());
    }
    TestClient::ConnectOptions console() const {
        TestClient::ConnectOptions o;
        o.token = kToken;
        return o;
    }
    Json call(TestClient &client, const QString &method, const Json &params = Json::object()) {
        const QString id = client.send(method, params);
        [&] { QTRY_VERIFY(client.response(id).has_value()); }();
        return client.response(id).value_or(Json());
    }

private slots:
    void init() {
        toolgate::test::failOnAnyWarning();
        m_gateway = std::make_unique<DemoGateway>();
        DemoScenario scenario;
        scenario.name = QStringLiteral("protocol");
        scenario.config = Json{{"tools", Json{{"exec", Json{{"mode", "ask"}}}}}};
        m_gateway->setScenario(scenario);
        m_gateway->setAutoPlay(false);
        m_gateway->setToken(kToken);
        m_gateway->clock()->setMode(DemoClock::Mode::Manual);
        QVERIFY(m_gateway->start(0));
    }
    void cleanup() { m_gateway.reset(); }

    // `--agent` with an id the gateway does not have: an error that lists the ones it has.
    void cliNamesTheKnownAgentsForAnUnknownOne() {
        QProcess cli;
        cli.start(QStringLiteral(TOOLGATE_CLI_PATH),
                  {QStringLiteral("exec-approvals"), QStringLiteral("get"), QStringLiteral("--url"),
                   m_gateway->url().toString(), QStringLiteral("--token"), kToken,
                   QStringLiteral("--agent"), QStringLiteral("nosuch")});
        QTRY_COMPARE_WITH_TIMEOUT(cli.state(), QProcess::NotRunning, 60000);
        QCOMPARE(cli.exitCode(), 1);
        const QString err = QString::fromUtf8(cli.readAllStandardError());
        QVERIFY2(err.contains(QStringLiteral("no agent \"nosuch\"; known agents: *, main, "
                                             "reviewer, deploy")),
                 qPrintable(err));
        QVERIFY(cli.readAllStandardOutput().isEmpty());
    }

    void seededDocumentAndHashRule() {
        TestClient client;
        connectClient(client, console());
        const Json got = call(client, QStringLiteral("exec.approvals.get"));
        QVERIFY(got["ok"].get<bool>());
        auto snapshot = toolgate::core::execApprovalsSnapshotFromJson(got["payload"]);
        QVERIFY(snapshot);
        QVERIFY(snapshot->file.agent(QStringLiteral("*")));
        const auto *main = snapshot->file.agent(QStringLiteral("main"));
        QVERIFY(main && main->allowlist.size() >= 4);
        for (const auto &entry : main->allowlist)
            QVERIFY(!entry.id.isEmpty());
        QVERIFY(std::any_of(main->allowlist.begin(), main->allowlist.end(), [](const auto &e) {
            return e.source == QLatin1String("allow-always") && e.lastUsedAt.has_value();
        }));

        // A write with the current hash lands and changes the hash.
        toolgate::core::addAllowlistPattern(snapshot->file, QStringLiteral("main"),
                                            QStringLiteral("/usr/bin/make"));
        const Json set = call(client, QStringLiteral("exec.approvals.set"),
                              Json{{"file", toolgate::core::toJson(snapshot->file)},
                                   {"baseHash", snapshot->hash.toStdString()}});
        QVERIFY(set["ok"].get<bool>());
        const Json newHash = set["payload"]["hash"];
        QVERIFY(newHash != Json(snapshot->hash.toStdString()));
        // The same base hash again is stale: refused, document unchanged.
        toolgate::core::addAllowlistPattern(snapshot->file, QStringLiteral("main"),
                                            QStringLiteral("/usr/bin/curl"));
        const Json stale = call(client, QStringLiteral("exec.approvals.set"),
                                Json{{"file", toolgate::core::toJson(snapshot->file)},
                                     {"baseHash", snapshot->hash.toStdString()}});
        JCOMPARE(stale["error"]["code"], Json("INVALID_REQUEST"));
        JCOMPARE(
            stale["error"]["message"],
            Json("exec approvals changed since last load; re-run exec.approvals.get and retry"));
        const Json after = call(client, QStringLiteral("exec.approvals.get"));
        JCOMPARE(after["payload"]["hash"], newHash);
        QVERIFY(after["payload"].dump().find("/usr/bin/curl") == std::string::npos);
        QVERIFY(after["payload"].dump().find("/usr/bin/make") != std::string::npos);
    }

    void adminOnly() {
        TestClient client;
        TestClient::ConnectOptions o = console();
        o.scopes = {QStringLiteral("operator.read"), QStringLiteral("operator.approvals")};
        connectClient(client, o);
        const Json res = call(client, QStringLiteral("exec.approvals.get"));
        JCOMPARE(res["error"]["details"]["missingScope"], Json("operator.admin"));
    }

    void grantsListAndRevoke() {
        TestClient client;
        connectClient(client, console());
        const Json list = call(client, QStringLiteral("exec.approval.grants.list"));
        const Json &grants = list["payload"]["grants"];
        QVERIFY(grants.size() >= 2);
        const Json first = grants[0];
        QVERIFY(first["cronJobName"].is_string() && first["useCount"].is_number());
        const Json active = *std::find_if(grants.begin(), grants.end(),
                                          [](const Json &g) { return g["revokedAtMs"].is_null(); });
        const Json id = active["grantId"];
        JCOMPARE(call(client, QStringLiteral("exec.approval.grants.revoke"),
                      Json{{"grantId", id}})["payload"]["outcome"],
                 Json("revoked"));
        JCOMPARE(call(client, QStringLiteral("exec.approval.grants.revoke"),
                      Json{{"grantId", id}})["payload"]["outcome"],
                 Json("already-revoked"));
        JCOMPARE(call(client, QStringLiteral("exec.approval.grants.revoke"),
                      Json{{"grantId", "nope"}})["payload"]["outcome"],
                 Json("not-found"));
    }

    void allowAlwaysAddsAnEntry() {
        TestClient consoleClient;
        TestClient requester;
        connectClient(consoleClient, console());
        TestClient::ConnectOptions r;
        r.token = kToken;
        r.clientId = QStringLiteral("gateway-client");
        r.mode = QStringLiteral("backend");
        r.scopes = {QStringLiteral("operator.approvals")};
        r.caps = {};
        r.withDevice = false;
        connectClient(requester, r);
        requester.send(QStringLiteral("exec.approval.request"),
                       Json{{"id", "aa1"},
                            {"command", "cargo test --all"},
                            {"commandArgv", {"cargo", "test", "--all"}},
                            {"resolvedPath", "/usr/bin/cargo"},
                            {"cwd", "/srv/build"},
                            {"host", "gateway"},
                            {"ask", "on-miss"},
                            {"agentId", "builder"},
                            {"timeoutMs", 60000},
                            {"twoPhase", true}});
        QTRY_COMPARE(consoleClient.events("exec.approval.requested").size(), std::size_t(1));
        const Json resolved = call(consoleClient, QStringLiteral("exec.approval.resolve"),
                                   Json{{"id", "aa1"}, {"decision", "allow-always"}});
        QVERIFY(resolved["ok"].get<bool>());
        auto snapshot = toolgate::core::execApprovalsSnapshotFromJson(
            call(consoleClient, QStringLiteral("exec.approvals.get"))["payload"]);
        QVERIFY(snapshot);
        const auto *builder = snapshot->file.agent(QStringLiteral("builder"));
        QVERIFY(builder);
        // What OpenClaw 2026.9.6 stores: the program bound to this argv and folder, and a
        // marker for the command text.
        QCOMPARE(builder->allowlist.size(), std::size_t(2));
        const auto &entry = builder->allowlist.front();
        QCOMPARE(entry.pattern, QStringLiteral("/usr/bin/cargo"));
        const QStringList argv{QStringLiteral("cargo"), QStringLiteral("test"),
                               QStringLiteral("--all")};
        QCOMPARE(entry.argPattern,
                 toolgate::core::cwdBoundArgPattern(argv, QStringLiteral("/srv/build")));
        QCOMPARE(entry.source, QStringLiteral("allow-always"));
        QCOMPARE(builder->allowlist.back().pattern,
                 toolgate::core::nodeCommandPattern(QStringLiteral("cargo test --all")));
        QVERIFY(!entry.id.isEmpty() && entry.lastUsedAt.has_value());
    }
};

QTEST_GUILESS_MAIN(TestDemoExecApprovals)
#include "tst_demoexecapprovals.moc"
