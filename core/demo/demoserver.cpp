// SPDX-License-Identifier: MIT
#include "demo/demoserver.h"

#include "demo/demomethods.h"
#include "gateway/deviceauth.h"
#include "util/jsonio.h"

#include <QHostAddress>
#include <QMessageAuthenticationCode>
#include <QRandomGenerator>
#include <QTimer>

namespace toolgate::gateway::demo {

using core::Json;

namespace {
constexpr qint64 kPreAuthTimeoutMs = 15000;
constexpr qsizetype kPreAuthMaxFrame = 64 * 1024;
const char *const kOwnerProfile = "gateway-owner";
} // namespace

DemoServer::DemoServer(DemoGateway *owner)
    : q(owner)
    , clock(new DemoClock(owner))
    , server(QStringLiteral("toolgate-demo"), QWebSocketServer::NonSecureMode)
    , policy(makeDemoPolicyEngine())
    , loops(makeDemoLoopEngine()) {
    token = QString::fromLatin1(deviceauth::toBase64Url(randomBytes(24)));
    hmacKey = randomBytes(32);
    bootId = uuid();
    startedAt = clock->nowMs();
    QObject::connect(&server, &QWebSocketServer::newConnection, owner, [this] { accept(); });
}

QByteArray DemoServer::randomBytes(int n) {
    QByteArray out(n, '\0');
    QRandomGenerator::system()->fillRange(reinterpret_cast<quint32 *>(out.data()), n / 4);
    return out;
}

QString DemoServer::hashOf(const QByteArray &raw) const {
    return QStringLiteral("hmac-sha256:v1:") +
           QString::fromLatin1(deviceauth::toBase64Url(
               QMessageAuthenticationCode::hash(raw, hmacKey, QCryptographicHash::Sha256)));
}

QByteArray DemoServer::raw() const {
    return core::toJsonBytes(config, true);
}

void DemoServer::broadcastConfigChanged() {
    const std::string hash = hashOf(raw()).toStdString();
    const qint64 now = clock->nowMs();
    for (auto &[socket, conn] : connections)
        if (conn->connected && conn->hasScope(QStringLiteral("operator.read")))
            sendEvent(*conn, "config.changed",
                      core::Json{{"path", kConfigPath}, {"hash", hash}, {"ts", now}});
}

core::Status DemoServer::listen(quint16 port) {
    if (server.isListening())
        return core::Ok{};
    if (!server.listen(QHostAddress::LocalHost, port))
        return core::Error{QStringLiteral("demo.listen"), server.errorString(),
                           QStringLiteral("127.0.0.1:%1").arg(port)};
    tickTimer = clock->schedule(kTickIntervalMs, q, [this] { tick(); });
    return core::Ok{};
}

void DemoServer::close() {
    if (!server.isListening())
        return;
    clock->cancel(tickTimer);
    // Closing may erase connections re-entrantly; work on a snapshot.
    QList<QPointer<QWebSocket>> sockets;
    for (auto &[socket, conn] : connections) {
        if (conn->connected)
            sendEvent(*conn, "shutdown", Json{{"reason", "demo gateway stopped"}});
        sockets << QPointer<QWebSocket>(socket);
    }
    for (const QPointer<QWebSocket> &socket : sockets) {
        if (socket)
            socket->close(QWebSocketProtocol::CloseCodeGoingAway, QStringLiteral("shutdown"));
    }
    server.close();
}

// --- sending ------------------------------------------------------------------------------------

void DemoServer::sendFrame(Connection &c, const Json &frame) {
    if (c.socket)
        c.socket->sendTextMessage(QString::fromStdString(frame.dump()));
}

void DemoServer::respond(Connection &c, const QString &id, const Json &payload) {
    sendFrame(c, Json{{"type", "res"}, {"id", s(id)}, {"ok", true}, {"payload", payload}});
}

void DemoServer::respondError(Connection &c, const QString &id, const ProtocolError &error) {
    sendFrame(c, Json{{"type", "res"}, {"id", s(id)}, {"ok", false}, {"error", errorJson(error)}});
}

void DemoServer::sendEvent(Connection &c, const char *event, const Json &payload,
                           const Json &stateVersion) {
    Json frame{{"type", "event"}, {"event", event}, {"payload", payload}, {"seq", ++c.seq}};
    if (!stateVersion.is_null())
        frame["stateVersion"] = stateVersion;
    frame["recipientProfileId"] = kOwnerProfile;
    sendFrame(c, frame);
}

Connection *DemoServer::byNumber(quint64 number) {
    for (auto &[socket, conn] : connections) {
        if (conn->number == number)
            return conn.get();
    }
    return nullptr;
}

// --- connection lifecycle -----------------------------------------------------------------------

void DemoServer::accept() {
    while (QWebSocket *socket = server.nextPendingConnection()) {
        auto conn = std::make_unique<Connection>();
        conn->socket = socket;
        conn->number = nextConn++;
        conn->connId = uuid();
        conn->nonce = uuid();
        conn->challengeTs = clock->nowMs();
        socket->setParent(q);
        QObject::connect(socket, &QWebSocket::textMessageReceived, q,
                         [this, socket](const QString &text) { onText(socket, text); });
        QObject::connect(socket, &QWebSocket::disconnected, q,
                         [this, socket] { onClosed(socket); });
        Connection &c = *conn;
        connections.emplace(socket, std::move(conn));
        // The server speaks first. The challenge carries no seq.
        sendFrame(
            c, Json{{"type", "event"},
                    {"event", "connect.challenge"},
                    {"payload", Json{{"nonce", s(c.nonce)},
                                     {"ts", c.challengeTs},
                                     {"capabilities", Json::array({"model-catalog-snapshot"})}}}});
        // The pre-auth deadline is a transport guard: real time, whatever the scenario clock does.
        QPointer<QWebSocket> guard(socket);
        QTimer::singleShot(kPreAuthTimeoutMs, socket, [this, guard] {
            if (!guard)
                return;
            const auto it = connections.find(guard.data());
            if (it != connections.end() && !it->second->connected)
                guard->close(QWebSocketProtocol::CloseCodePolicyViolated,
                             QStringLiteral("connect timeout"));
        });
    }
}

void DemoServer::onClosed(QWebSocket *socket) {
    const auto it = connections.find(socket);
    if (it == connections.end())
        return;
    const QString connId = it->second->connId;
    const bool wasConnected = it->second->connected;
    connections.erase(it);
    socket->deleteLater();
    if (wasConnected)
        emit q->clientDisconnected(connId);
}

void DemoServer::onText(QWebSocket *socket, const QString &text) {
    const auto it = connections.find(socket);
    if (it == connections.end())
        return;
    Connection &c = *it->second;
    const QByteArray bytes = text.toUtf8();
    if (!c.connected && bytes.size() > kPreAuthMaxFrame) {
        socket->close(QWebSocketProtocol::CloseCodeTooMuchData, QStringLiteral("frame too large"));
        return;
    }
    Json frame;
    try {
        frame = Json::parse(bytes.constBegin(), bytes.constEnd());
    } catch (const Json::parse_error &) {
        if (!c.connected)
            socket->close(QWebSocketProtocol::CloseCodePolicyViolated,
                          QStringLiteral("invalid frame"));
        return;
    }
    if (!frame.is_object() || frame.value("type", Json()) != "req")
        return;
    const QString id = qs(frame.value("id", Json()));
    const QString method = qs(frame.value("method", Json()));
    if (id.isEmpty() || method.isEmpty()) {
        if (!c.connected)
            socket->close(QWebSocketProtocol::CloseCodePolicyViolated,
                          QStringLiteral("invalid frame"));
        return;
    }
    const Json params = frame.value("params", Json::object());
    if (!c.connected) {
        if (method != QLatin1String("connect")) {
            socket->close(QWebSocketProtocol::CloseCodePolicyViolated,
                          QStringLiteral("first request must be connect"));
            return;
        }
        handleConnect(c, id, params);
        return;
    }
    handleRequest(c, id, method, params);
}

// After the handshake: look the method up in the table, check its scope and params, run it.
void DemoServer::handleRequest(Connection &c, const QString &id, const QString &method,
                               const Json &params) {
    if (method == QLatin1String("connect")) {
        return respondError(c, id,
                            invalid(QStringLiteral("connect is only valid as the first request")));
    }
    const DemoMethod *entry = findDemoMethod(method);
    if (!entry || !entry->handler)
        return respondError(c, id, invalid(QStringLiteral("unknown method: %1").arg(method)));
    const QString scope = QString::fromLatin1(entry->scope);
    if (!c.hasScope(scope)) {
        return respondError(c, id,
                            {QStringLiteral("FORBIDDEN"),
                             QStringLiteral("missing scope: %1").arg(scope),
                             Json{{"code", "MISSING_SCOPE"},
                                  {"missingScope", s(scope)},
                                  {"requiredScopes", Json::array({s(scope)})}}});
    }
    if (!params.is_object())
        return respondError(
            c, id, invalid(QStringLiteral("invalid %1 params: must be object").arg(method)));
    entry->handler(*this, DemoRequest{c, id, method, params});
}

void DemoServer::tick() {
    for (auto &[socket, conn] : connections) {
        if (conn->connected)
            sendEvent(*conn, "tick", Json{{"ts", clock->nowMs()}});
    }
    tickTimer = clock->schedule(kTickIntervalMs, q, [this] { tick(); });
}

} // namespace toolgate::gateway::demo
