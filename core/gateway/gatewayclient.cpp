// SPDX-License-Identifier: MIT
// GatewayClient: the socket, retries and backoff, the tick watchdog, the inbox and request
// bookkeeping. The handshake and device token are in gatewayclienthandshake.cpp, transport
// checks in gatewayclienttls.cpp, pairing waits in gatewayclientpairing.cpp.
#include "gateway/gatewayclient.h"

#include "gateway/connectfailure.h"

#include "approvals/approvaljson.h"
#include "gateway/gatewaylog.h"
#include "util/errorcode.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QNetworkRequest>
#include <QWebSocket>

#include <algorithm>

namespace toolgate::gateway {

using core::jsonInt;
using core::jsonString;

namespace {

constexpr qint64 kPreHandshakeMaxPayload = 64 * 1024;
constexpr int kCloseTickTimeout = 4000;

} // namespace

QString connectionStateName(ConnectionState state) {
    switch (state) {
    case ConnectionState::Disconnected:
        return QStringLiteral("disconnected");
    case ConnectionState::Connecting:
        return QStringLiteral("connecting");
    case ConnectionState::Handshaking:
        return QStringLiteral("handshaking");
    case ConnectionState::Connected:
        return QStringLiteral("connected");
    case ConnectionState::WaitingToRetry:
        return QStringLiteral("waiting-to-retry");
    case ConnectionState::Failed:
        return QStringLiteral("failed");
    }
    return {};
}

QStringList GatewayClient::approvalScopes() {
    return {QStringLiteral("operator.approvals"), QStringLiteral("operator.admin")};
}

GatewayClient::GatewayClient(GatewayOptions options, QObject *parent)
    : QObject(parent)
    , m_options(std::move(options))
    , m_backoff(m_options.backoffInitialMs, m_options.backoffMaxMs, m_options.backoffJitter)
    , m_pairingBackoff(m_options.pairingRetryInitialMs, m_options.pairingRetryMaxMs,
                       m_options.backoffJitter) {
    qRegisterMetaType<core::Json>();
    qRegisterMetaType<ConnectionStatus>();
    qRegisterMetaType<HelloInfo>();
    m_retryTimer.setSingleShot(true);
    m_handshakeTimer.setSingleShot(true);
    m_tickTimer.setSingleShot(true);
    connect(&m_retryTimer, &QTimer::timeout, this, &GatewayClient::openSocket);
    connect(&m_handshakeTimer, &QTimer::timeout, this, &GatewayClient::onHandshakeTimeout);
    connect(&m_tickTimer, &QTimer::timeout, this, &GatewayClient::onTickTimeout);

    if (!m_options.identityPath.isEmpty()) {
        auto identity = DeviceIdentity::loadOrCreate(m_options.identityPath);
        if (identity)
            m_identity = identity.value();
        else
            m_identityError = identity.error().toString();
    }
    loadDeviceToken();
}

GatewayClient::~GatewayClient() {
    m_stopping = true;
    teardown(QStringLiteral("client destroyed"));
}

void GatewayClient::start() {
    if (!m_identityError.isEmpty()) {
        failPersistent(
            QStringLiteral("The device identity cannot be used (%1).").arg(m_identityError),
            errorCodeText(core::ErrorCode::DeviceIdentityError));
        return;
    }
    m_stopping = false;
    if (m_socket || m_retryTimer.isActive())
        return;
    m_backoff.reset();
    m_pairingBackoff.reset();
    m_pairingClock.invalidate();
    openSocket();
}

void GatewayClient::stop() {
    m_stopping = true;
    m_retryTimer.stop();
    const bool wasConnected = isConnected();
    teardown(QStringLiteral("console closed"));
    setStatus(ConnectionState::Disconnected, QStringLiteral("Disconnected."));
    if (wasConnected)
        emit disconnected(QStringLiteral("stopped"));
}

void GatewayClient::openSocket() {
    if (m_stopping)
        return;
    teardown(QStringLiteral("reconnecting"));
    if (!checkTransport())
        return;
    ++m_generation;
    m_maxPayload = kPreHandshakeMaxPayload;
    m_lastSeq.reset();
    m_connectRequestId.clear();
    // An empty origin: Qt then sends no Origin header, which keeps loopback pairing silent.
    auto *socket = new QWebSocket(QString(), QWebSocketProtocol::VersionLatest, this);
    m_socket = socket;
    prepareTls(socket);
    socket->setMaxAllowedIncomingMessageSize(
        static_cast<quint64>(std::max<qint64>(m_hello.maxPayload, 26214400)));
    connect(socket, &QWebSocket::connected, this, [this, socket] {
        if (socket != m_socket || !verifyPinnedPeer(socket))
            return;
        setStatus(ConnectionState::Handshaking,
                  QStringLiteral("Connected; waiting for the gateway's challenge."));
    });
    connect(socket, &QWebSocket::textMessageReceived, this,
            [this, socket](const QString &text) { onTextMessage(socket, text); });
    connect(socket, &QWebSocket::binaryMessageReceived, this, [this, socket](const QByteArray &) {
        if (socket != m_socket)
            return;
        qCWarning(lcGateway) << "ignored a binary frame";
        emit frameIgnored(QStringLiteral("binary frame"));
    });
    connect(socket, &QWebSocket::disconnected, this, [this, socket] {
        QString reason = socket->closeReason();
        if (reason.isEmpty() && socket->error() != QAbstractSocket::UnknownSocketError)
            reason = socket->errorString();
        if (reason.isEmpty())
            reason =
                QStringLiteral("connection closed (%1)").arg(static_cast<int>(socket->closeCode()));
        onSocketGone(socket, reason);
    });
    connect(socket, qOverload<QAbstractSocket::SocketError>(&QWebSocket::error), this,
            [this, socket](QAbstractSocket::SocketError) {
                // Connection refused and similar never reach `disconnected` while connecting.
                if (socket->state() == QAbstractSocket::UnconnectedState)
                    onSocketGone(socket, socket->errorString());
            });
    setStatus(ConnectionState::Connecting,
              QStringLiteral("Connecting to %1…").arg(m_options.url.toDisplayString()));
    m_handshakeTimer.start(m_options.handshakeTimeoutMs);
    QNetworkRequest request(m_options.url);
    socket->open(request);
}

void GatewayClient::teardown(const QString &reason) {
    m_inbox.clear();
    m_handshakeTimer.stop();
    m_tickTimer.stop();
    if (m_socket) {
        QWebSocket *socket = m_socket;
        m_socket = nullptr;
        socket->disconnect(this);
        if (socket->state() == QAbstractSocket::ConnectedState) {
            // Let the close frame go out; abort if the peer does not answer it.
            socket->close(m_stopping ? QWebSocketProtocol::CloseCodeNormal
                                     : QWebSocketProtocol::CloseCodeGoingAway,
                          reason);
            connect(socket, &QWebSocket::disconnected, socket, &QObject::deleteLater);
            QTimer::singleShot(2000, socket, [socket] {
                socket->abort();
                socket->deleteLater();
            });
        } else {
            socket->abort();
            socket->deleteLater();
        }
    }
    const auto pending = std::exchange(m_pending, {});
    for (const QPointer<GatewayReply> &reply : pending) {
        if (reply)
            reply->fail(
                GatewayError::local(errorCodeText(core::ErrorCode::Disconnected), reason, true));
    }
}

void GatewayClient::onSocketGone(QWebSocket *socket, const QString &reason) {
    if (socket != m_socket || m_stopping)
        return;
    drainInbox(-1); // what arrived before the close is still news (resolutions, approvals)
    if (socket != m_socket)
        return;
    const bool wasConnected = isConnected();
    const int closeCode = static_cast<int>(socket->closeCode());
    const bool handshaking = !wasConnected;
    qCInfo(lcGateway) << "connection ended:" << reason;
    // A policy/protocol close before hello-ok without an error answer means the server refused
    // what we sent (e.g. an unknown client id): retrying would fail the same way.
    if (handshaking && !m_connectRequestId.isEmpty() &&
        (closeCode == QWebSocketProtocol::CloseCodePolicyViolated ||
         closeCode == QWebSocketProtocol::CloseCodeProtocolError)) {
        failPersistent(
            QStringLiteral(
                "The gateway closed the connection during the handshake (%1: %2). Check the "
                "client settings and the gateway version.")
                .arg(closeCode)
                .arg(reason),
            errorCodeText(core::ErrorCode::HandshakeRefused));
        return;
    }
    const qint64 hint = std::exchange(m_restartHintMs, 0);
    const FailureReason failure =
        wasConnected ? FailureReason{reason, core::ErrorCode::Disconnected}
                     : classifyConnectFailure(socket->error(), reason, m_options.url);
    teardown(failure.message);
    if (wasConnected)
        emit disconnected(reason);
    retryLater(failure.message, errorCodeText(failure.code), hint);
}

void GatewayClient::retryLater(const QString &reason, const QString &code, qint64 minDelayMs) {
    teardown(reason);
    if (!m_options.autoReconnect) {
        setStatus(ConnectionState::Disconnected, QStringLiteral("Disconnected: %1").arg(reason),
                  code);
        return;
    }
    int delay = static_cast<int>(std::max<qint64>(m_backoff.next(), minDelayMs));
    // A refused connection costs neither side anything: probe often, so a gateway that comes
    // back is reached within seconds instead of after a long back-off.
    if (core::errorCodeFrom(code) == core::ErrorCode::ConnectionRefused)
        delay = std::min(delay, kRefusedProbeMs);
    m_status.attempt = m_backoff.attempt();
    m_status.retryInMs = delay;
    m_status.retryAtMs = QDateTime::currentMSecsSinceEpoch() + delay;
    const QString what = m_everConnected ? QStringLiteral("Connection lost (%1)")
                                         : QStringLiteral("Could not connect (%1)");
    setStatus(ConnectionState::WaitingToRetry,
              QStringLiteral("%1; retrying in %2 s.")
                  .arg(what.arg(reason))
                  .arg(delay / 1000.0, 0, 'f', 1),
              code);
    m_retryTimer.start(delay);
    emit reconnectScheduled(m_backoff.attempt(), delay);
}

void GatewayClient::failPersistent(const QString &message, const QString &code) {
    const bool wasConnected = isConnected();
    m_retryTimer.stop();
    teardown(message);
    qCWarning(lcGateway).noquote() << "giving up:" << code << message;
    setStatus(ConnectionState::Failed, message, code);
    if (wasConnected)
        emit disconnected(message);
}

void GatewayClient::setStatus(ConnectionState state, const QString &message, const QString &code) {
    const bool stateChangedNow = m_status.state != state;
    m_status.state = state;
    m_status.message = message;
    m_status.errorCode = code;
    if (state != ConnectionState::WaitingToRetry) {
        m_status.retryInMs = 0;
        m_status.retryAtMs = 0;
    }
    if (state != ConnectionState::Connected)
        m_status.missingScopes.clear();
    if (core::errorFamily(code) != core::ErrorFamily::Tls) {
        m_status.tlsPresented.clear();
        m_status.tlsExpected.clear();
    }
    if (!m_pairingClock.isValid() && core::errorFamily(code) != core::ErrorFamily::Pairing) {
        m_status.pairingReason.clear();
        m_status.pairingRequestId.clear();
    }
    if (stateChangedNow)
        emit stateChanged(state);
    emit statusChanged(m_status);
}

void GatewayClient::onHandshakeTimeout() {
    if (!m_socket || isConnected())
        return;
    // Say what did not come: it tells a TLS port, a silent host and a stuck gateway apart.
    QString waitingFor;
    if (m_status.state == ConnectionState::Connecting)
        waitingFor =
            m_options.url.scheme() == QLatin1String("ws")
                ? QStringLiteral("timed out waiting for the WebSocket upgrade from %1 (if the "
                                 "gateway serves TLS, use wss://)")
                      .arg(m_options.url.authority())
                : QStringLiteral("timed out waiting for the TLS and WebSocket handshake with %1")
                      .arg(m_options.url.authority());
    else if (m_connectRequestId.isEmpty())
        waitingFor = QStringLiteral("timed out waiting for the gateway's challenge");
    else
        waitingFor = QStringLiteral("timed out waiting for the gateway to accept the connect "
                                    "request");
    retryLater(waitingFor, errorCodeText(core::ErrorCode::Timeout), 0);
}

void GatewayClient::onTickTimeout() {
    if (!m_socket || !isConnected())
        return;
    qCWarning(lcGateway) << "nothing heard for two tick intervals; reconnecting";
    // Close with 4000 like the reference client; the socket's own disconnect must not be handled
    // twice.
    m_socket->disconnect(this);
    m_socket->close(static_cast<QWebSocketProtocol::CloseCode>(kCloseTickTimeout),
                    QStringLiteral("tick timeout"));
    m_restartHintMs = 0;
    const QString reason = QStringLiteral("no tick from the gateway");
    teardown(reason);
    emit disconnected(reason);
    retryLater(reason, errorCodeText(core::ErrorCode::TickTimeout), 0);
}

void GatewayClient::onTextMessage(QWebSocket *socket, const QString &text) {
    if (socket != m_socket)
        return;
    if (isConnected() && m_hello.tickIntervalMs > 0)
        m_tickTimer.start(static_cast<int>(std::min<qint64>(2 * m_hello.tickIntervalMs, INT_MAX)));
    // Frames are handled in arrival order but in time slices: a burst of a thousand approvals
    // arrives in one socket read, and handling it in one go would freeze the console.
    m_inbox.push_back(text);
    if (m_inbox.size() == 1)
        scheduleDrain();
}

void GatewayClient::scheduleDrain() {
    QTimer::singleShot(0, this, [this, generation = m_generation] {
        if (generation == m_generation)
            drainInbox(kInboxSliceMs);
    });
}

void GatewayClient::drainInbox(qint64 budgetMs) {
    QElapsedTimer slice;
    slice.start();
    const quint64 generation = m_generation;
    while (!m_inbox.empty()) {
        const QString text = std::move(m_inbox.front());
        m_inbox.pop_front();
        handleText(text);
        if (generation != m_generation)
            return; // the frame ended this connection; teardown dropped the rest
        if (budgetMs >= 0 && slice.elapsed() >= budgetMs && !m_inbox.empty()) {
            scheduleDrain();
            return;
        }
    }
}

void GatewayClient::handleText(const QString &text) {
    const QByteArray bytes = text.toUtf8();
    FrameParseResult parsed = parseFrame(bytes);
    if (!parsed.frame) {
        qCWarning(lcGateway).noquote() << "ignored a malformed frame:" << parsed.problem;
        emit frameIgnored(parsed.problem);
        return;
    }
    const Frame &frame = *parsed.frame;
    switch (frame.type) {
    case Frame::Type::Event:
        if (frame.event == QLatin1String("connect.challenge"))
            onChallenge(frame.payload);
        else
            onEvent(frame);
        break;
    case Frame::Type::Response:
        if (!m_connectRequestId.isEmpty() && frame.id == m_connectRequestId && !isConnected())
            onConnectResponse(frame);
        else
            onResponse(frame);
        break;
    case Frame::Type::Request:
        qCWarning(lcGateway).noquote() << "ignored a request from the gateway:" << frame.method;
        emit frameIgnored(QStringLiteral("unexpected request %1").arg(frame.method));
        break;
    }
}

void GatewayClient::onResponse(const Frame &frame) {
    const auto it = m_pending.find(frame.id);
    if (it == m_pending.end() || !it.value()) {
        if (it != m_pending.end())
            m_pending.erase(it);
        qCDebug(lcGateway).noquote()
            << "response for an id with no outstanding request:" << frame.id;
        emit unmatchedResponse(frame.id, frame.ok, frame.payload);
        return;
    }
    QPointer<GatewayReply> reply = it.value();
    if (!frame.ok) {
        m_pending.erase(it);
        reply->fail(frame.error);
        return;
    }
    const bool firstPhase = reply->options().twoPhase && !reply->isAccepted() &&
                            jsonString(frame.payload, "status") == QLatin1String("accepted");
    if (firstPhase) {
        reply->accept(frame.payload);
        return;
    }
    m_pending.erase(it);
    reply->finish(frame.payload);
}

void GatewayClient::onEvent(const Frame &frame) {
    if (frame.seq) {
        const qint64 seq = *frame.seq;
        if (m_lastSeq && seq > *m_lastSeq + 1) {
            qCWarning(lcGateway) << "event seq gap: expected" << *m_lastSeq + 1 << "got" << seq;
            emit sequenceGap(*m_lastSeq + 1, seq);
        }
        if (!m_lastSeq || seq > *m_lastSeq)
            m_lastSeq = seq;
    }
    if (frame.event == QLatin1String("tick"))
        return; // the watchdog was already fed by the frame itself
    if (frame.event == QLatin1String("shutdown")) {
        const QString reason = jsonString(frame.payload, "reason");
        m_restartHintMs = jsonInt(frame.payload, "restartExpectedMs");
        qCInfo(lcGateway).noquote() << "gateway shutting down:" << reason;
        emit shutdownAnnounced(reason, m_restartHintMs);
    }
    emit eventReceived(frame.event, frame.payload);
}

bool GatewayClient::sendFrame(const QByteArray &bytes, GatewayError *error) {
    if (!m_socket || m_socket->state() != QAbstractSocket::ConnectedState) {
        *error = GatewayError::local(errorCodeText(core::ErrorCode::NotConnected),
                                     QStringLiteral("not connected"), true);
        return false;
    }
    if (bytes.size() > m_maxPayload) {
        *error = GatewayError::local(
            errorCodeText(core::ErrorCode::PayloadTooLarge),
            QStringLiteral("request of %1 bytes exceeds the gateway's limit of %2")
                .arg(bytes.size())
                .arg(m_maxPayload),
            false);
        return false;
    }
    if (m_socket->bytesToWrite() + bytes.size() > m_maxBufferedBytes) {
        *error = GatewayError::local(errorCodeText(core::ErrorCode::BufferFull),
                                     QStringLiteral("too much unsent data; try again later"), true);
        return false;
    }
    m_socket->sendTextMessage(QString::fromUtf8(bytes));
    return true;
}

GatewayReply *GatewayClient::request(const QString &method, const core::Json &params,
                                     const RequestOptions &options) {
    const QString id = QStringLiteral("tg-%1-%2").arg(m_generation).arg(++m_requestCounter);
    auto *reply = new GatewayReply(id, method, options, this);
    connect(reply, &GatewayReply::timedOut, this, [this, reply] {
        m_pending.remove(reply->id());
        reply->fail(GatewayError::local(
            errorCodeText(core::ErrorCode::Timeout),
            QStringLiteral("no answer to %1 in time").arg(reply->method()), true));
    });
    GatewayError error;
    if (!isConnected()) {
        error = GatewayError::local(errorCodeText(core::ErrorCode::NotConnected),
                                    QStringLiteral("not connected to the gateway"), true);
    } else if (sendFrame(serializeRequest(id, method, params), &error)) {
        m_pending.insert(id, reply);
        reply->startTimer(options.timeoutMs < 0 ? m_options.requestTimeoutMs : options.timeoutMs);
        return reply;
    }
    // Fail after returning, so callers can connect to finished() first.
    QMetaObject::invokeMethod(
        reply, [reply, error] { reply->fail(error); }, Qt::QueuedConnection);
    return reply;
}

} // namespace toolgate::gateway
