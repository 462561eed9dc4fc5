// SPDX-License-Identifier: MIT
// The project's gateway client (GatewayClient + ApprovalService) behaves the same against the
// frames a real OpenClaw 2026.9.6 gateway sent (replayed from tests/data/transcripts) and against
// the demo gateway, for the approval flow: the same approvals appear with the same content, the
// same decisions are accepted or refused with the same errors, expiry ends the same way.
#include "demo/democlock.h"
#include "demo/demogateway.h"
#include "failonwarning.h"
#include "gateway/approvalservice.h"
#include "gateway/gatewayclient.h"
#include "testclient.h"
#include "testutils.h"

#include <QHostAddress>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QWebSocketServer>

#include <set>

using namespace toolgate::gateway;
using namespace toolgate::gateway::demo;
using toolgate::core::ApprovalState;
using toolgate::core::Json;
using toolgate::test::TestClient;

namespace {

const QString kToken = QStringLiteral("equivalence-token");
const std::string kA = "e033fb97-c48b-48bc-88ff-3a3bec727498"; // exec, ask on-miss
const std::string kB = "02fa3dcc-6fde-4deb-8b5a-2f69c67c1356"; // exec, ask always
const std::string kC = "c1f69b4f-c5dd-4ea4-8c1e-6d5af2c6eb58"; // exec, expires after 1.5 s

struct Recorded {
    QString conn;
    QString dir;
    Json frame;
};

std::vector<Recorded> transcript() {
    std::vector<Recorded> out;
    const QByteArray bytes = toolgate::test::readAll(
        toolgate::test::dataPath(QStringLiteral("transcripts/approval-roundtrip.jsonl")));
    for (const QByteArray &raw : bytes.split('\n')) {
        if (raw.trimmed().isEmpty())
            continue;
        const Json line = Json::parse(raw.constBegin(), raw.constEnd());
        out.push_back({QString::fromStdString(line["conn"].get<std::string>()),
                       QString::fromStdString(line["dir"].get<std::string>()), line["frame"]});
    }
    return out;
}

// What the console does, one world at a time.
class World {
public:
    virtual ~World() = default;
    virtual QUrl url() const = 0;
    virtual void raise(const std::string &which) = 0; // kA, kB, kC or "plugin"
    virtual void expire(const std::string &which) = 0;
    virtual qint64 now() const = 0;
};

// Plays the console side of the recorded session: the recorded frames, in the recorded order.
class ReplayWorld final : public World {
public:
    ReplayWorld()
        : m_server(QStringLiteral("replay"), QWebSocketServer::NonSecureMode)
        , m_lines(transcript()) {
        m_server.listen(QHostAddress::LocalHost, 0);
        QObject::connect(&m_server, &QWebSocketServer::newConnection, &m_server, [this] {
            m_socket = m_server.nextPendingConnection();
            m_socket->setParent(&m_server); // the caller owns a pending connection
            QObject::connect(
                m_socket, &QWebSocket::textMessageReceived, m_socket,
                [this](const QString &text) { onRequest(Json::parse(text.toStdString())); });
            send(consoleFrame(
                [](const Json &f) { return f.value("event", Json()) == "connect.challenge"; }));
        });
    }
    QUrl url() const override {
        return QUrl(QStringLiteral("ws://127.0.0.1:%1/").arg(m_server.serverPort()));
    }
    void raise(const std::string &which) override {
        const char *event =
            which == "plugin" ? "plugin.approval.requested" : "exec.approval.requested";
        const Json frame = consoleFrame([&](const Json &f) {
            return f.value("event", Json()) == event &&
                   (which == "plugin" || f["payload"]["id"] == which);
        });
        m_now = frame["payload"]["createdAtMs"].get<qint64>();
        send(frame);
    }
    void expire(const std::string &which) override {
        const Json frame = resolvedEvent(which);
        m_now = frame["payload"]["ts"].get<qint64>();
        send(frame);
    }
    qint64 now() const override { return m_now; }

private:
    template<typename Pred>
    Json consoleFrame(Pred pred, const QString &dir = QStringLiteral("recv")) const {
        for (const Recorded &r : m_lines) {
            if (r.conn.startsWith(QLatin1String("console")) && r.dir == dir && pred(r.frame))
                return r.frame;
        }
        return Json();
    }
    Json resolvedEvent(const std::string &id) const {
        return consoleFrame([&](const Json &f) {
            const std::string e = f.value("event", Json("")).get<std::string>();
            return (e == "exec.approval.resolved" || e == "plugin.approval.resolved") &&
                   f["payload"]["id"] == id;
        });
    }
    // The recorded answer to a recorded console request like `request`.
    Json recordedAnswer(const Json &request) const {
        for (std::size_t i = 0; i < m_lines.size(); ++i) {
            const Recorded &r = m_lines[i];
            if (r.dir != QLatin1String("send") || !r.conn.startsWith(QLatin1String("console")) ||
                r.frame["method"] != request["method"])
                continue;
            // Requests without params (sessions.subscribe, say) compare as empty objects.
            const Json p = paramsOf(r.frame);
            const Json q = paramsOf(request);
            if (p.value("decision", Json()) != q.value("decision", Json()) ||
                mapId(p.value("id", Json())) != q.value("id", Json()))
                continue;
            for (std::size_t j = i + 1; j < m_lines.size(); ++j) {
                if (m_lines[j].conn == r.conn && m_lines[j].frame.value("type", Json()) == "res" &&
                    m_lines[j].frame["id"] == r.frame["id"])
                    return m_lines[j].frame;
            }
        }
        return Json();
    }
    static Json paramsOf(const Json &frame) {
        const auto it = frame.find("params");
        return it != frame.end() && it->is_object() ? *it : Json::object();
    }
    Json mapId(const Json &id) const {
        if (id.is_string() && id.get<std::string>().rfind("plugin:", 0) == 0)
            return Json(m_pluginId);
        return id;
    }
    void onRequest(const Json &request) {
        const std::string method = request["method"].get<std::string>();
        Json answer;
        if (method == "connect") {
            answer = consoleFrame([](const Json &f) {
                return f.value("type", Json()) == "res" && f.value("payload", Json()).is_object() &&
                       f["payload"].value("type", Json()) == "hello-ok";
            });
        } else if (method == "exec.approval.list" || method == "plugin.approval.list" ||
                   method == "openclaw.approval.list") {
            // Connect-time lists: nothing is pending yet; the recorded empty list. (The recorded
            // console did not list system-agent approvals; the gateway it spoke to offers it.)
            answer = consoleFrame([](const Json &f) {
                return f.value("type", Json()) == "res" &&
                       f.value("payload", Json()) == Json::array();
            });
        } else {
            Json mapped = request;
            if (mapped["params"].contains("id") &&
                mapped["params"]["id"].get<std::string>().rfind("plugin:", 0) == 0)
                m_pluginId = mapped["params"]["id"].get<std::string>();
            answer = recordedAnswer(mapped);
            // The recorded gateway announced an accepted decision before answering it.
            if (answer.is_object() && answer.value("ok", Json()) == Json(true) &&
                method.find(".resolve") != std::string::npos &&
                m_announced.insert(request["params"]["id"].get<std::string>()).second) {
                Json event = resolvedEvent(request["params"]["id"].get<std::string>());
                if (event.is_null()) // a plugin id: recorded under its recorded id
                    event = consoleFrame([](const Json &f) {
                        return f.value("event", Json()) == "plugin.approval.resolved";
                    });
                send(event);
            }
        }
        if (answer.is_null())
            answer = Json{{"type", "res"},
                          {"ok", false},
                          {"error", {{"code", "UNAVAILABLE"}, {"message", "not recorded"}}}};
        answer["id"] = request["id"];
        send(answer);
        if (method == "connect")
            send(
                consoleFrame([](const Json &f) { return f.value("event", Json()) == "presence"; }));
    }
    void send(const Json &frame) {
        if (m_socket)
            m_socket->sendTextMessage(QString::fromStdString(frame.dump()));
    }

    QWebSocketServer m_server;
    QPointer<QWebSocket> m_socket;
    std::vector<Recorded> m_lines;
    std::set<std::string> m_announced;
    std::string m_pluginId;
    qint64 m_now = 0;
};

// The same session against the demo gateway, the requests made live by a requester connection
// with the recorded requester's parameters.
class DemoWorld final : public World {
public:
    DemoWorld() {
        DemoScenario scenario;
        scenario.config = Json{{"tools", Json::object()}};
        m_gateway.setScenario(scenario);
        m_gateway.setAutoPlay(false);
        m_gateway.setToken(kToken);
        m_gateway.clock()->setMode(DemoClock::Mode::Manual);
        (void)m_gateway.start(0);
        for (const Recorded &r : transcript()) {
            if (r.conn == QLatin1String("requester") && r.dir == QLatin1String("send") &&
                r.frame["method"] != "connect" &&
                r.frame["method"].get<std::string>().find(".request") != std::string::npos)
                m_requests.push_back(r.frame);
        }
        m_requester.open(m_gateway.url());
    }
    QUrl url() const override { return m_gateway.url(); }
    void raise(const std::string &which) override {
        if (!m_requesterReady) {
            [&] { QTRY_VERIFY(m_requester.challenge().has_value()); }();
            TestClient::ConnectOptions o;
            o.token = kToken;
            o.clientId = QStringLiteral("gateway-client");
            o.mode = QStringLiteral("backend");
            o.scopes = {QStringLiteral("operator.approvals")};
            o.caps = {};
            o.withDevice = false;
            const QString id = m_requester.sendConnect(o);
            [&] { QTRY_VERIFY(m_requester.response(id).has_value()); }();
            m_requesterReady = true;
        }
        for (const Json &request : m_requests) {
            const bool match = which == "plugin" ? request["method"] == "plugin.approval.request"
                                                 : request["params"].value("id", Json()) == which;
            if (match)
                m_requester.send(QString::fromStdString(request["method"].get<std::string>()),
                                 request["params"]);
        }
    }
    void expire(const std::string &) override { m_gateway.clock()->advanceBy(1500); }
    qint64 now() const override { return m_gateway.clock()->nowMs(); }
    DemoGateway &gateway() { return m_gateway; }

private:
    DemoGateway m_gateway;
    TestClient m_requester;
    bool m_requesterReady = false;
    std::vector<Json> m_requests;
};

} // namespace

class TestDemoEquivalence : public QObject {
    Q_OBJECT

private:
    // Drives the console through the approval flow and returns what it observed.
    void run(World &world, QStringList &log) {
        QTemporaryDir dir;
        GatewayOptions options;
        options.url = world.url();
        options.token = kToken;
        options.identityPath = dir.filePath(QStringLiteral("identity.json"));
        options.autoReconnect = false;
        GatewayClient client(options);
        ApprovalService service(&client);
        service.setClock([&world] { return world.now(); });
        QString pluginId;
        const auto name = [&](const QString &id) {
            return id.startsWith(QLatin1String("plugin:")) ? QStringLiteral("plugin:#") : id;
        };
        connect(&service, &ApprovalService::approvalAdded, this, [&](const QString &id) {
            const auto *entry = service.entry(id);
            if (id.startsWith(QLatin1String("plugin:")))
                pluginId = id;
            log << QStringLiteral("added %1 %2 [%3] %4")
                       .arg(name(id), entry->request.displayText(),
                            entry->request.allowedDecisions.join(QLatin1Char(',')),
                            QString::number(entry->request.expiresAtMs -
                                            entry->request.createdAtMs));
        });
        connect(&service, &ApprovalService::approvalChanged, this,
                [&](const QString &id, ApprovalState from, ApprovalState to) {
                    if (from == to)
                        return;
                    log << QStringLiteral("state %1 %2 -> %3 (%4)")
                               .arg(name(id), toolgate::core::approvalStateName(from),
                                    toolgate::core::approvalStateName(to),
                                    service.entry(id)->decision);
                });
        connect(&service, &ApprovalService::decisionFinished, this,
                [&](const QString &id, const QString &decision, bool ok, const QString &error) {
                    log << QStringLiteral("decided %1 %2 %3 %4")
                               .arg(name(id), decision,
                                    ok ? QStringLiteral("ok") : QStringLiteral("refused"), error);
                });
        QSignalSpy synced(&service, &ApprovalService::synced);
        QSignalSpy finished(&service, &ApprovalService::decisionFinished);
        client.start();
        [&] { QTRY_VERIFY(synced.count() >= 1); }();
        const auto added = [&](const QString &id) {
            [&] { QTRY_VERIFY(service.entry(id) != nullptr); }();
        };

        world.raise(kA);
        added(QString::fromStdString(kA));
        QVERIFY2(
            service.decide(QString::fromStdString(kA), QStringLiteral("allow-once")).hasValue(),
            "decide A");
        [&] { QTRY_COMPARE(finished.count(), 1); }();

        world.raise(kB);
        added(QString::fromStdString(kB));
        const auto refused =
            service.decide(QString::fromStdString(kB), QStringLiteral("allow-always"));
        log << QStringLiteral("local %1")
                   .arg(refused.hasValue() ? QStringLiteral("sent") : refused.error().code);
        QVERIFY(service.decide(QString::fromStdString(kB), QStringLiteral("deny")).hasValue());
        [&] { QTRY_COMPARE(finished.count(), 2); }();

        world.raise(kC);
        added(QString::fromStdString(kC));
        world.expire(kC);
        [&] {
            QTRY_VERIFY(
                toolgate::core::isTerminal(service.entry(QString::fromStdString(kC))->state));
        }();

        world.raise("plugin");
        [&] { QTRY_VERIFY(!pluginId.isEmpty()); }();
        QVERIFY(service.decide(pluginId, QStringLiteral("allow-once")).hasValue());
        [&] { QTRY_COMPARE(finished.count(), 3); }();
        client.stop();
    }

private slots:
    void init() { toolgate::test::failOnAnyWarning(); }
    void sameBehaviourAgainstRecordedAndDemoGateway() {
        ReplayWorld replay;
        QStringList recorded;
        run(replay, recorded);
        if (QTest::currentTestFailed())
            return;
        DemoWorld demo;
        QStringList live;
        run(demo, live);
        if (QTest::currentTestFailed())
            return;
        QVERIFY(recorded.size() >= 10);
        QCOMPARE(live, recorded);
    }
};

QTEST_GUILESS_MAIN(TestDemoEquivalence)
#include "tst_demoequivalence.moc"
