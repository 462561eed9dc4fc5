// SPDX-License-Identifier: MIT
// The demo gateway over a real loopback WebSocket: handshake (token, Ed25519 device, scopes),
// approvals (list/get/resolve, two-phase answers, already-resolved, allow-always rules, expiry,
// no route, plugin approvals) and config.get/patch with baseHash — with the real gateway's shapes.
#include "demo/democlock.h"
#include "demo/demogateway.h"
#include "failonwarning.h"
#include "testclient.h"

#include <QSignalSpy>
#include <QTest>

using namespace toolgate::gateway::demo;
using toolgate::core::Json;
using toolgate::test::TestClient;

namespace {

const QString kToken = QStringLiteral("demo-test-token");

DemoScenario emptyScenario() {
    DemoScenario scenario;
    scenario.name = QStringLiteral("protocol");
    scenario.config = Json{{"tools", Json{{"profile", "coding"}}}};
    return scenario;
}

std::string str(const QString &s) {
    return s.toStdString();
}

} // namespace

class TestDemoGateway : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<DemoGateway> m_gateway;

    // Opens a client, answers the challenge and returns the connect response frame.
    Json connectClient(TestClient &client, const TestClient::ConnectOptions &options) {
        client.open(m_gateway->url());
        [&] { QTRY_VERIFY(client.challenge().has_value()); }();
        const QString id = client.sendConnect(options);
        [&] { QTRY_VERIFY(client.response(id).has_value()); }();
        return client.response(id).value_or(Json());
    }
    TestClient::ConnectOptions console() const {
        TestClient::ConnectOptions o;
        o.token = kToken;
        return o;
    }
    TestClient::ConnectOptions requester() const {
        TestClient::ConnectOptions o;
        o.token = kToken;
        o.clientId = QStringLiteral("gateway-client");
        o.mode = QStringLiteral("backend");
        o.scopes = {QStringLiteral("operator.approvals")};
        o.caps = {};
        o.withDevice = false;
        return o;
    }

private slots:
    void init() {
        toolgate::test::failOnAnyWarning();
        m_gateway = std::make_unique<DemoGateway>();
        m_gateway->setScenario(emptyScenario());
        m_gateway->setAutoPlay(false);
        m_gateway->setToken(kToken);
        m_gateway->clock()->setMode(DemoClock::Mode::Manual);
        QVERIFY(m_gateway->start(0));
    }
    void cleanup() { m_gateway.reset(); }

    void handshake() {
        TestClient client;
        client.open(m_gateway->url());
        QTRY_VERIFY(client.challenge().has_value());
        const Json challenge = *client.challenge();
        QVERIFY(!challenge.contains("seq"));
        QVERIFY(challenge["payload"]["nonce"].is_string());
        QVERIFY(challenge["payload"]["ts"].is_number_integer());

        const QString id = client.sendConnect(console());
        QTRY_VERIFY(client.response(id).has_value());
        const Json res = *client.response(id);
        JCOMPARE(res["ok"], Json(true));
        const Json &hello = res["payload"];
        JCOMPARE(hello["type"], Json("hello-ok"));
        JCOMPARE(hello["protocol"], Json(4));
        JCOMPARE(hello["auth"]["method"], Json("token"));
        JCOMPARE(hello["auth"]["scopes"].size(), std::size_t(4));
        QVERIFY(hello["auth"]["deviceToken"].is_string());
        JCOMPARE(hello["policy"]["tickIntervalMs"], Json(30000));
        // Exactly what the demo answers, in the order it always advertised them (the method table
        // builds this list; approval.get is advertised like the real gateway's, not answered).
        JCOMPARE(hello["features"]["methods"], Json::array({"connect",
                                                            "health",
                                                            "config.get",
                                                            "config.patch",
                                                            "tools.catalog",
                                                            "exec.approval.list",
                                                            "exec.approval.get",
                                                            "exec.approval.request",
                                                            "exec.approval.waitDecision",
                                                            "exec.approval.resolve",
                                                            "plugin.approval.list",
                                                            "plugin.approval.request",
                                                            "plugin.approval.waitDecision",
                                                            "plugin.approval.resolve",
                                                            "approval.get",
                                                            "exec.approvals.get",
                                                            "exec.approvals.set",
                                                            "exec.approvals.node.get",
                                                            "exec.approvals.node.set",
                                                            "exec.approval.grants.list",
                                                            "exec.approval.grants.revoke"}));
        QTRY_COMPARE(client.events("presence").size(), std::size_t(1));
        JCOMPARE(client.events("presence").front()["seq"], Json(1));

        // The issued device token works alone later.
        TestClient again;
        TestClient::ConnectOptions o = console();
        o.token.clear();
        o.deviceToken = QString::fromStdString(hello["auth"]["deviceToken"].get<std::string>());
        // A device token belongs to one device: a different key pair is refused.
        const Json refused = connectClient(again, o);
        JCOMPARE(refused["ok"], Json(false));
        JCOMPARE(refused["error"]["details"]["code"], Json("AUTH_DEVICE_TOKEN_MISMATCH"));

        // Ticks arrive every tickIntervalMs, seq increasing.
        m_gateway->clock()->advanceBy(30000);
        QTRY_COMPARE(client.events("tick").size(), std::size_t(1));
        JCOMPARE(client.events("tick").front()["seq"], Json(2));
    }

    void handshakeFailures_data() {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("detailCode");
        QTest::addColumn<QString>("message");
        QTest::addColumn<int>("closeCode");
        QTest::newRow("wrong token") << "token"
                                     << "AUTH_TOKEN_MISMATCH"
                                     << "unauthorized: gateway token mismatch (set "
                                        "gateway.remote.token to match gateway.auth.token)"
                                     << 1008;
        QTest::newRow("bad signature") << "signature"
                                       << "DEVICE_AUTH_SIGNATURE_INVALID"
                                       << "device signature invalid" << 1008;
        QTest::newRow("stale nonce") << "nonce"
                                     << "DEVICE_AUTH_NONCE_MISMATCH"
                                     << "device nonce mismatch" << 1008;
        QTest::newRow("protocol 3") << "protocol"
                                    << "PROTOCOL_MISMATCH"
                                    << "protocol mismatch" << 1002;
        QTest::newRow("client id not in enum")
            << "client"
            << ""
            << "invalid connect params: at /client/id: must be equal to one of the allowed values"
            << 1008;
    }
    void handshakeFailures() {
        QFETCH(QString, kind);
        QFETCH(QString, detailCode);
        QFETCH(QString, message);
        QFETCH(int, closeCode);
        TestClient client;
        TestClient::ConnectOptions o = console();
        if (kind == QLatin1String("token"))
            o.token = QStringLiteral("wrong");
        else if (kind == QLatin1String("signature"))
            o.corruptSignature = true;
        else if (kind == QLatin1String("nonce"))
            o.nonceOverride = QStringLiteral("9f2ef24d-af48-4b73-a3c2-b0233359891d");
        else if (kind == QLatin1String("protocol"))
            o.protocol = 3;
        else if (kind == QLatin1String("client"))
            o.clientId = QStringLiteral("my-qt-console");
        const Json res = connectClient(client, o);
        JCOMPARE(res["ok"], Json(false));
        JCOMPARE(res["error"]["code"], Json("INVALID_REQUEST"));
        JCOMPARE(res["error"]["message"], Json(str(message)));
        if (!detailCode.isEmpty())
            JCOMPARE(res["error"]["details"]["code"], Json(str(detailCode)));
        QTRY_VERIFY(client.closed);
        QCOMPARE(int(client.closeCode), closeCode);
    }

    void firstRequestMustBeConnect() {
        TestClient client;
        client.open(m_gateway->url());
        QTRY_VERIFY(client.challenge().has_value());
        client.send(QStringLiteral("config.get"));
        QTRY_VERIFY(client.closed);
        QCOMPARE(int(client.closeCode), 1008);
        QCOMPARE(client.closeReason, QStringLiteral("first request must be connect"));
    }

    void devicelessConsoleLosesScopes() {
        TestClient client;
        TestClient::ConnectOptions o = console();
        o.withDevice = false;
        const Json hello = connectClient(client, o);
        JCOMPARE(hello["payload"]["auth"]["scopes"], Json::array());
        const QString id = client.send(QStringLiteral("exec.approval.list"));
        QTRY_VERIFY(client.response(id).has_value());
        const Json error = (*client.response(id))["error"];
        JCOMPARE(error["code"], Json("FORBIDDEN"));
        JCOMPARE(error["message"], Json("missing scope: operator.approvals"));
        JCOMPARE(error["details"]["code"], Json("MISSING_SCOPE"));
        JCOMPARE(error["details"]["missingScope"], Json("operator.approvals"));
    }

    void unknownMethod() {
        TestClient client;
        connectClient(client, console());
        const QString id = client.send(QStringLiteral("sessions.list"));
        QTRY_VERIFY(client.response(id).has_value());
        JCOMPARE((*client.response(id))["error"]["message"], Json("unknown method: sessions.list"));
        // Advertised in hello-ok but not implemented by the demo: still "unknown method".
        const QString advertised = client.send(QStringLiteral("approval.get"));
        QTRY_VERIFY(client.response(advertised).has_value());
        JCOMPARE((*client.response(advertised))["error"]["message"],
                 Json("unknown method: approval.get"));
    }

    void execApprovalRoundTrip() {
        TestClient consoleClient;
        TestClient requesterClient;
        connectClient(consoleClient, console());
        JCOMPARE(connectClient(requesterClient, requester())["payload"]["auth"]["scopes"],
                 Json::array({"operator.approvals"}));
        QSignalSpy requested(m_gateway.get(), &DemoGateway::approvalRequested);

        const QString req = requesterClient.send(QStringLiteral("exec.approval.request"),
                                                 Json{{"id", "e033fb97"},
                                                      {"command", "echo hello"},
                                                      {"commandArgv", {"echo", "hello"}},
                                                      {"cwd", "/srv"},
                                                      {"host", "gateway"},
                                                      {"security", "allowlist"},
                                                      {"ask", "on-miss"},
                                                      {"agentId", "main"},
                                                      {"sessionKey", "agent:main:main"},
                                                      {"timeoutMs", 120000},
                                                      {"twoPhase", true}});
        QTRY_COMPARE(consoleClient.events("exec.approval.requested").size(), std::size_t(1));
        QCOMPARE(requested.count(), 1);
        const Json event = consoleClient.events("exec.approval.requested").front();
        JCOMPARE(event["seq"], Json(2));
        JCOMPARE(event["payload"]["approvalKind"], Json("exec"));
        JCOMPARE(event["payload"]["request"]["allowedDecisions"],
                 Json::array({"allow-once", "allow-always", "deny"}));
        JCOMPARE(event["payload"]["expiresAtMs"].get<qint64>() -
                     event["payload"]["createdAtMs"].get<qint64>(),
                 qint64(120000));
        QTRY_COMPARE(requesterClient.responses(req).size(), std::size_t(1));
        JCOMPARE(requesterClient.responses(req)[0]["payload"]["status"], Json("accepted"));
        // The requester's own connection never gets the event.
        QCOMPARE(requesterClient.events("exec.approval.requested").size(), std::size_t(0));

        const QString list = consoleClient.send(QStringLiteral("exec.approval.list"));
        const QString get =
            consoleClient.send(QStringLiteral("exec.approval.get"), Json{{"id", "e033"}});
        QTRY_VERIFY(consoleClient.response(get).has_value());
        JCOMPARE((*consoleClient.response(list))["payload"].size(), std::size_t(1));
        JCOMPARE((*consoleClient.response(get))["payload"]["commandText"], Json("echo hello"));

        const QString wait = requesterClient.send(QStringLiteral("exec.approval.waitDecision"),
                                                  Json{{"id", "e033fb97"}});
        const QString resolve =
            consoleClient.send(QStringLiteral("exec.approval.resolve"),
                               Json{{"id", "e033fb97"}, {"decision", "allow-once"}});
        QTRY_VERIFY(consoleClient.response(resolve).has_value());
        JCOMPARE((*consoleClient.response(resolve))["payload"], (Json{{"ok", true}}));
        QTRY_COMPARE(requesterClient.responses(req).size(), std::size_t(2)); // two-phase: 2nd res
        JCOMPARE(requesterClient.responses(req)[1]["payload"]["decision"], Json("allow-once"));
        QTRY_VERIFY(requesterClient.response(wait).has_value());
        JCOMPARE((*requesterClient.response(wait))["payload"]["terminalReason"], Json("user"));
        const Json resolved = consoleClient.events("exec.approval.resolved").front();
        JCOMPARE(resolved["payload"]["resolvedBy"], Json("test console"));

        // Same decision again: ok; a different one: already resolved.
        const QString same =
            consoleClient.send(QStringLiteral("exec.approval.resolve"),
                               Json{{"id", "e033fb97"}, {"decision", "allow-once"}});
        const QString other = consoleClient.send(QStringLiteral("exec.approval.resolve"),
                                                 Json{{"id", "e033fb97"}, {"decision", "deny"}});
        QTRY_VERIFY(consoleClient.response(other).has_value());
        JCOMPARE((*consoleClient.response(same))["ok"], Json(true));
        const Json error = (*consoleClient.response(other))["error"];
        JCOMPARE(error, (Json{{"code", "INVALID_REQUEST"},
                              {"message", "approval already resolved"},
                              {"details", {{"reason", "APPROVAL_ALREADY_RESOLVED"}}}}));

        // Unknown id.
        const QString missing = consoleClient.send(QStringLiteral("exec.approval.resolve"),
                                                   Json{{"id", "nope"}, {"decision", "deny"}});
        QTRY_VERIFY(consoleClient.response(missing).has_value());
        JCOMPARE((*consoleClient.response(missing))["error"]["message"],
                 Json("unknown or expired approval id"));
    }

    void allowAlwaysUnavailableAndDeny() {
        TestClient consoleClient;
        TestClient requesterClient;
        connectClient(consoleClient, console());
        connectClient(requesterClient, requester());
        const QString req = requesterClient.send(QStringLiteral("exec.approval.request"),
                                                 Json{{"id", "a1"},
                                                      {"command", "rm -rf x"},
                                                      {"host", "gateway"},
                                                      {"ask", "always"},
                                                      {"agentId", "main"},
                                                      {"timeoutMs", 60000}});
        QTRY_COMPARE(consoleClient.events("exec.approval.requested").size(), std::size_t(1));
        JCOMPARE(consoleClient.events(
                     "exec.approval.requested")[0]["payload"]["request"]["allowedDecisions"],
                 Json::array({"allow-once", "deny"}));
        const QString always = consoleClient.send(QStringLiteral("exec.approval.resolve"),
                                                  Json{{"id", "a1"}, {"decision", "allow-always"}});
        QTRY_VERIFY(consoleClient.response(always).has_value());
        JCOMPARE((*consoleClient.response(always))["error"]["details"]["reason"],
                 Json("APPROVAL_ALLOW_ALWAYS_UNAVAILABLE"));
        consoleClient.send(QStringLiteral("exec.approval.resolve"),
                           Json{{"id", "a1"}, {"decision", "deny"}});
        QTRY_VERIFY(requesterClient.response(req).has_value()); // single phase: held until decided
        JCOMPARE((*requesterClient.response(req))["payload"]["decision"], Json("deny"));
    }

    void expiry() {
        TestClient consoleClient;
        TestClient requesterClient;
        connectClient(consoleClient, console());
        connectClient(requesterClient, requester());
        const QString req = requesterClient.send(QStringLiteral("exec.approval.request"),
                                                 Json{{"id", "x1"},
                                                      {"command", "sleep 1"},
                                                      {"host", "gateway"},
                                                      {"agentId", "main"},
                                                      {"timeoutMs", 1500},
                                                      {"twoPhase", true}});
        QTRY_COMPARE(requesterClient.responses(req).size(), std::size_t(1));
        const QString wait =
            requesterClient.send(QStringLiteral("exec.approval.waitDecision"), Json{{"id", "x1"}});
        QTRY_COMPARE(consoleClient.events("exec.approval.requested").size(), std::size_t(1));
        m_gateway->clock()->advanceBy(1499);
        QVERIFY(m_gateway->pendingApprovalIds().contains(QStringLiteral("x1")));
        m_gateway->clock()->advanceBy(1);
        QTRY_COMPARE(consoleClient.events("exec.approval.resolved").size(), std::size_t(1));
        const Json resolved = consoleClient.events("exec.approval.resolved")[0]["payload"];
        JCOMPARE(resolved["decision"], Json("deny"));
        JCOMPARE(resolved["resolvedBy"], Json(nullptr));
        QTRY_VERIFY(requesterClient.response(wait).has_value());
        JCOMPARE((*requesterClient.response(wait))["payload"]["decision"], Json(nullptr));
        JCOMPARE((*requesterClient.response(wait))["payload"]["terminalReason"], Json("timeout"));
        QTRY_COMPARE(requesterClient.responses(req).size(), std::size_t(2));
        JCOMPARE(requesterClient.responses(req)[1]["payload"]["decision"], Json(nullptr));
        const QString late = consoleClient.send(QStringLiteral("exec.approval.resolve"),
                                                Json{{"id", "x1"}, {"decision", "allow-once"}});
        QTRY_VERIFY(consoleClient.response(late).has_value());
        JCOMPARE((*consoleClient.response(late))["error"]["details"]["reason"],
                 Json("APPROVAL_ALREADY_RESOLVED"));
    }

    void noRoute() {
        TestClient requesterClient;
        connectClient(requesterClient, requester());
        const QString req = requesterClient.send(QStringLiteral("exec.approval.request"),
                                                 Json{{"command", "uname -a"},
                                                      {"host", "gateway"},
                                                      {"timeoutMs", 60000},
                                                      {"twoPhase", true}});
        QTRY_VERIFY(requesterClient.response(req).has_value());
        QCOMPARE(requesterClient.responses(req).size(), std::size_t(1));
        JCOMPARE((*requesterClient.response(req))["payload"]["decision"], Json(nullptr));
    }

    void pluginApproval() {
        TestClient consoleClient;
        TestClient requesterClient;
        connectClient(consoleClient, console());
        connectClient(requesterClient, requester());
        const QString req = requesterClient.send(QStringLiteral("plugin.approval.request"),
                                                 Json{{"pluginId", "ref"},
                                                      {"title", "Allow ref_tool?"},
                                                      {"description", "writes /srv/x"},
                                                      {"severity", "warning"},
                                                      {"toolName", "ref_tool"},
                                                      {"timeoutMs", 60000},
                                                      {"twoPhase", true}});
        QTRY_COMPARE(consoleClient.events("plugin.approval.requested").size(), std::size_t(1));
        const Json payload = consoleClient.events("plugin.approval.requested")[0]["payload"];
        const QString id = QString::fromStdString(payload["id"].get<std::string>());
        QVERIFY(id.startsWith(QStringLiteral("plugin:")));
        JCOMPARE(payload["request"]["severity"], Json("warning"));
        const QString list = consoleClient.send(QStringLiteral("plugin.approval.list"));
        QTRY_VERIFY(consoleClient.response(list).has_value());
        JCOMPARE((*consoleClient.response(list))["payload"][0]["approvalKind"], Json("plugin"));
        consoleClient.send(QStringLiteral("plugin.approval.resolve"),
                           Json{{"id", str(id)}, {"decision", "allow-once"}});
        QTRY_COMPARE(requesterClient.responses(req).size(), std::size_t(2));
        JCOMPARE(requesterClient.responses(req)[1]["payload"]["decision"], Json("allow-once"));
        // An exec method does not see plugin approvals.
        const QString wrongKind = consoleClient.send(QStringLiteral("exec.approval.resolve"),
                                                     Json{{"id", str(id)}, {"decision", "deny"}});
        QTRY_VERIFY(consoleClient.response(wrongKind).has_value());
        JCOMPARE((*consoleClient.response(wrongKind))["error"]["details"]["reason"],
                 Json("APPROVAL_NOT_FOUND"));
    }

    void configGetAndPatch() {
        TestClient client;
        connectClient(client, console());
        const QString get = client.send(QStringLiteral("config.get"));
        QTRY_VERIFY(client.response(get).has_value());
        const Json snapshot = (*client.response(get))["payload"];
        JCOMPARE(snapshot["config"], m_gateway->currentConfig());
        const std::string hash = snapshot["hash"].get<std::string>();
        QVERIFY(QString::fromStdString(hash).startsWith(QStringLiteral("hmac-sha256:v1:")));

        const QString stale = client.send(
            QStringLiteral("config.patch"),
            Json{{"raw", "{\"tools\":{\"deny\":[\"exec\"]}}"}, {"baseHash", "hmac-sha256:v1:old"}});
        QTRY_VERIFY(client.response(stale).has_value());
        JCOMPARE(
            (*client.response(stale))["error"],
            (Json{{"code", "INVALID_REQUEST"},
                  {"message", "config changed since last load; re-run config.get and retry"}}));

        QSignalSpy changed(m_gateway.get(), &DemoGateway::configChanged);
        const QString patch = client.send(
            QStringLiteral("config.patch"),
            Json{{"raw", "{\"tools\":{\"deny\":[\"exec\"]}}"}, {"baseHash", hash}, {"note", "t"}});
        QTRY_VERIFY(client.response(patch).has_value());
        const Json res = (*client.response(patch))["payload"];
        JCOMPARE(res["changedPaths"], Json::array({"tools.deny"}));
        JCOMPARE(m_gateway->currentConfig()["tools"]["deny"], Json::array({"exec"}));
        QCOMPARE(changed.count(), 1);
        QTRY_COMPARE(client.events("config.changed").size(), std::size_t(1));
        JCOMPARE(client.events("config.changed")[0]["payload"]["hash"], res["hash"]);

        // The old hash is stale now.
        const QString again =
            client.send(QStringLiteral("config.patch"),
                        Json{{"raw", "{\"tools\":{\"profile\":\"minimal\"}}"}, {"baseHash", hash}});
        QTRY_VERIFY(client.response(again).has_value());
        JCOMPARE((*client.response(again))["ok"], Json(false));
        // Removing array entries needs replacePaths.
        const std::string fresh = res["hash"].get<std::string>();
        const QString destructive =
            client.send(QStringLiteral("config.patch"),
                        Json{{"raw", "{\"tools\":{\"deny\":[]}}"}, {"baseHash", fresh}});
        QTRY_VERIFY(client.response(destructive).has_value());
        JCOMPARE((*client.response(destructive))["ok"], Json(false));
        const QString replaced =
            client.send(QStringLiteral("config.patch"), Json{{"raw", "{\"tools\":{\"deny\":[]}}"},
                                                             {"baseHash", fresh},
                                                             {"replacePaths", {"tools.deny"}}});
        QTRY_VERIFY(client.response(replaced).has_value());
        JCOMPARE((*client.response(replaced))["ok"], Json(true));
        JCOMPARE(m_gateway->currentConfig()["tools"]["deny"], Json::array());
    }
};

QTEST_GUILESS_MAIN(TestDemoGateway)
#include "tst_demogateway.moc"
