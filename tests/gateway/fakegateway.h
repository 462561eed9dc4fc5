// SPDX-License-Identifier: MIT
#pragma once

// An in-process stand-in for an OpenClaw gateway on 127.0.0.1 (port 0): speaks the challenge →
// connect → hello-ok handshake and lets each test script the rest. Header-only, no Q_OBJECT.

#include "gateway/gatewayoptions.h"
#include "util/json.h"

#include <QDateTime>
#include <QHostAddress>
#include <QList>
#include <QPointer>
#include <QSslConfiguration>
#include <QTemporaryDir>
#include <QUuid>
#include <QWebSocket>
#include <QWebSocketServer>

#include <functional>
#include <optional>

namespace toolgate::test {

using core::Json;

class FakeGateway {
public:
    struct Request {
        QString id;
        QString method;
        Json params;
    };

    FakeGateway()
        : FakeGateway(std::nullopt) {}
    // With a TLS configuration (certificate + key): wss:// on 127.0.0.1.
    explicit FakeGateway(const std::optional<QSslConfiguration> &tls)
        : m_server(QStringLiteral("fake-openclaw"),
                   tls ? QWebSocketServer::SecureMode : QWebSocketServer::NonSecureMode) {
        if (tls)
            m_server.setSslConfiguration(*tls);
        m_server.listen(QHostAddress::LocalHost, 0);
        QObject::connect(&m_server, &QWebSocketServer::newConnection, &m_server,
                         [this] { onNewConnection(); });
    }
    ~FakeGateway() {
        for (const QPointer<QWebSocket> &socket : m_sockets) {
            if (socket)
                socket->abort();
        }
    }

    QUrl url() const {
        return QUrl(QStringLiteral("%1://127.0.0.1:%2/")
                        .arg(m_server.secureMode() == QWebSocketServer::SecureMode
                                 ? QStringLiteral("wss")
                                 : QStringLiteral("ws"))
                        .arg(m_server.serverPort()));
    }
    quint16 port() const { return m_server.serverPort(); }

    // Configuration for the next hello-ok.
    qint64 tickIntervalMs = 30000;
    qint64 maxPayload = 26214400;
    std::optional<QStringList> grantedScopes; // default: what was requested
    QString issuedDeviceToken = QStringLiteral("issued-device-token");
    // When set, `connect` is answered with this error instead of hello-ok (then closed with
    // closeCode).
    std::optional<Json> connectError;
    int connectErrorsLeft = 1 << 30; // how many connects get the error
    int closeCodeAfterError = 1008;
    bool answerConnect = true;
    Json methods = Json::array(); // hello-ok features.methods

    // Called for every request other than connect; default answers {ok:true}.
    std::function<void(FakeGateway &, const Request &)> onRequest;

    int connectionCount = 0;
    int connectCount = 0;
    QList<Request> requests; // every request received (connect included)
    QList<QByteArray> originHeaders;
    QList<QString> challengeNonces;
    QList<qint64> challengeTs;
    QList<Json> connectParams;

    QWebSocket *current() const { return m_sockets.isEmpty() ? nullptr : m_sockets.last().data(); }

    void sendText(const QString &text) {
        if (auto *socket = current())
            socket->sendTextMessage(text);
    }
    void sendBinary(const QByteArray &bytes) {
        if (auto *socket = current())
            socket->sendBinaryMessage(bytes);
    }
    void sendJson(const Json &frame) { sendText(QString::fromStdString(frame.dump())); }
    void respond(const QString &id, const Json &payload) {
        sendJson(
            Json{{"type", "res"}, {"id", id.toStdString()}, {"ok", true}, {"payload", payload}});
    }
    void respondError(const QString &id, const Json &error) {
        sendJson(Json{{"type", "res"}, {"id", id.toStdString()}, {"ok", false}, {"error", error}});
    }
    // Events get consecutive seq numbers unless `seq` is given.
    void sendEvent(const QString &name, const Json &payload,
                   std::optional<qint64> seq = std::nullopt) {
        m_seq = seq ? *seq : m_seq + 1;
        sendJson(Json{{"type", "event"},
                      {"event", name.toStdString()},
                      {"payload", payload},
                      {"seq", m_seq},
                      {"recipientProfileId", "gateway-owner"}});
    }
    void closeCurrent(QWebSocketProtocol::CloseCode code, const QString &reason = {}) {
        if (auto *socket = current())
            socket->close(code, reason);
    }
    void abortCurrent() {
        if (auto *socket = current())
            socket->abort();
    }
    int requestCount(const QString &method) const {
        int n = 0;
        for (const Request &r : requests)
            n += r.method == method ? 1 : 0;
        return n;
    }
    QList<Request> requestsFor(const QString &method) const {
        QList<Request> list;
        for (const Request &r : requests) {
            if (r.method == method)
                list.append(r);
        }
        return list;
    }

private:
    void onNewConnection() {
        while (QWebSocket *socket = m_server.nextPendingConnection()) {
            ++connectionCount;
            m_sockets.append(socket);
            m_seq = 0;
            originHeaders.append(socket->request().rawHeader("Origin"));
            QObject::connect(socket, &QWebSocket::textMessageReceived, socket,
                             [this, socket](const QString &text) { onText(socket, text); });
            QObject::connect(socket, &QWebSocket::disconnected, socket, &QObject::deleteLater);
            const QString nonce = QUuid::createUuid().toString(QUuid::WithoutBraces);
            const qint64 ts = QDateTime::currentMSecsSinceEpoch();
            challengeNonces.append(nonce);
            challengeTs.append(ts);
            socket->sendTextMessage(QString::fromStdString(Json{
                {"type", "event"},
                {"event", "connect.challenge"},
                {"payload",
                 {{"nonce", nonce.toStdString()}, {"ts", ts}, {"capabilities", Json::array()}}}}
                                                               .dump()));
        }
    }

    void onText(QWebSocket *socket, const QString &text) {
        const Json frame = Json::parse(text.toStdString(), nullptr, false);
        if (!frame.is_object())
            return;
        Request request{QString::fromStdString(frame.value("id", std::string())),
                        QString::fromStdString(frame.value("method", std::string())),
                        frame.contains("params") ? frame["params"] : Json()};
        requests.append(request);
        if (request.method == QLatin1String("connect")) {
            ++connectCount;
            connectParams.append(request.params);
            if (!answerConnect)
                return;
            if (connectError && connectErrorsLeft > 0) {
                --connectErrorsLeft;
                respondError(request.id, *connectError);
                socket->close(static_cast<QWebSocketProtocol::CloseCode>(closeCodeAfterError));
                return;
            }
            Json scopes = Json::array();
            if (grantedScopes) {
                for (const QString &s : *grantedScopes)
                    scopes.push_back(s.toStdString());
            } else {
                scopes = request.params.value("scopes", Json::array());
            }
            Json auth{
                {"method", request.params["auth"].contains("token") ? "token" : "device-token"},
                {"role", "operator"},
                {"scopes", scopes}};
            if (request.params.contains("device") && !issuedDeviceToken.isEmpty())
                auth["deviceToken"] = issuedDeviceToken.toStdString();
            respond(request.id,
                    Json{{"type", "hello-ok"},
                         {"protocol", 4},
                         {"server", {{"version", "2026.9.6"}, {"connId", "fake-conn"}}},
                         {"features", {{"methods", methods}, {"events", Json::array()}}},
                         {"snapshot", Json::object()},
                         {"policy",
                          {{"maxPayload", maxPayload},
                           {"maxBufferedBytes", 52428800},
                           {"tickIntervalMs", tickIntervalMs}}},
                         {"auth", auth},
                         {"controlUiLinkReaders", Json::array()}});
            return;
        }
        if (onRequest)
            onRequest(*this, request);
        else
            respond(request.id, Json{{"ok", true}});
    }

    QWebSocketServer m_server;
    QList<QPointer<QWebSocket>> m_sockets;
    qint64 m_seq = 0;
};

// Client options against `server` for a test: its own identity file in `dir` (named
// `identity`.json), quick retries.
inline gateway::GatewayOptions
testClientOptions(const FakeGateway &server, const QTemporaryDir &dir,
                  const QString &token = QStringLiteral("t"),
                  const QString &identity = QStringLiteral("identity")) {
    gateway::GatewayOptions o;
    o.url = server.url();
    o.token = token;
    o.identityPath = dir.filePath(identity + QStringLiteral(".json"));
    o.backoffInitialMs = 20;
    o.backoffMaxMs = 100;
    return o;
}

} // namespace toolgate::test
