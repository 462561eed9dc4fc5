// SPDX-License-Identifier: MIT
#pragma once

#include "gateway/backoff.h"
#include "gateway/connectionstatus.h"
#include "gateway/deviceidentity.h"
#include "gateway/frame.h"
#include "gateway/gatewayoptions.h"
#include "gateway/gatewayreply.h"
#include "gateway/transportguard.h"
#include "util/json.h"

#include <QElapsedTimer>
#include <QHash>
#include <QObject>
#include <QPointer>
#include <QTimer>

#include <deque>
#include <optional>

class QWebSocket;

namespace toolgate::gateway {

// The OpenClaw gateway protocol v4 client: one WebSocket (no Origin header), the
// challenge → connect → hello-ok handshake with an Ed25519 device identity, requests with ids and
// timeouts (two-phase aware), events with seq gap detection, the tick watchdog, and reconnects with
// capped exponential backoff for transient failures. Persistent failures (bad token, protocol
// mismatch, pairing required) stop the client with an actionable status. Fully asynchronous.
class GatewayClient final : public QObject {
    Q_OBJECT

public:
    explicit GatewayClient(GatewayOptions options, QObject *parent = nullptr);
    ~GatewayClient() override;

    // Connects (and keeps reconnecting on transient failures). Calling it again after Failed
    // retries.
    void start();
    // Closes the connection (code 1000) and stops reconnecting; outstanding requests fail.
    void stop();

    ConnectionState state() const { return m_status.state; }
    const ConnectionStatus &status() const { return m_status; }
    bool isConnected() const { return m_status.state == ConnectionState::Connected; }
    const HelloInfo &hello() const { return m_hello; }
    bool hasScope(const QString &scope) const { return m_hello.grantedScopes.contains(scope); }
    const GatewayOptions &options() const { return m_options; }
    // The device id of this console's identity (empty without one).
    QString deviceId() const { return m_identity.isValid() ? m_identity.deviceId() : QString(); }

    // Sends a request. Before the handshake has finished (or after a disconnect) the reply fails
    // asynchronously with NOT_CONNECTED. Never returns null.
    GatewayReply *request(const QString &method, const core::Json &params = core::Json::object(),
                          const RequestOptions &options = {});

    // Scopes an approval console needs to see and answer the agents' approvals.
    static QStringList approvalScopes();

signals:
    void stateChanged(toolgate::gateway::ConnectionState state);
    void statusChanged(const toolgate::gateway::ConnectionStatus &status);
    // hello-ok received; also after every reconnect.
    void connected(const toolgate::gateway::HelloInfo &hello);
    // An established connection ended (not emitted for failed attempts).
    void disconnected(const QString &reason);
    void eventReceived(const QString &event, const toolgate::core::Json &payload);
    // Events with `seq` skipped numbers on this connection: state may be out of date.
    void sequenceGap(qint64 expected, qint64 received);
    void reconnectScheduled(int attempt, int delayMs);
    void shutdownAnnounced(const QString &reason, qint64 restartExpectedMs);
    // A frame that could not be used (it was logged and the connection kept).
    void frameIgnored(const QString &problem);
    // A `res` for an id with no outstanding request (e.g. a second phase after a timeout).
    void unmatchedResponse(const QString &id, bool ok, const toolgate::core::Json &payload);

private:
    void openSocket();
    void onTextMessage(QWebSocket *socket, const QString &text);
    // Handles queued frames until `budgetMs` has passed (then continues on the next event-loop
    // turn); a negative budget handles all of them now.
    void drainInbox(qint64 budgetMs);
    // The next slice, on the next event-loop turn, for this connection only.
    void scheduleDrain();
    void handleText(const QString &text);
    void onSocketGone(QWebSocket *socket, const QString &reason);
    void onChallenge(const core::Json &payload);
    void onConnectResponse(const Frame &frame);
    void onResponse(const Frame &frame);
    void onEvent(const Frame &frame);
    void onTickTimeout();
    void onHandshakeTimeout();

    // Transport (gatewayclienttls.cpp): false after failing the client.
    bool checkTransport();
    void prepareTls(QWebSocket *socket);
    bool verifyPinnedPeer(QWebSocket *socket);
    void refuseTls(const TlsDecision &decision);

    // Pairing (gatewayclientpairing.cpp): waits for the owner's approval, retrying by itself.
    void waitForPairing(const GatewayError &error);

    void teardown(const QString &reason);
    void retryLater(const QString &reason, const QString &code, qint64 minDelayMs);
    void failPersistent(const QString &message, const QString &code);
    void setStatus(ConnectionState state, const QString &message, const QString &code = {});
    bool sendFrame(const QByteArray &bytes, GatewayError *error);
    void loadDeviceToken();
    void storeDeviceToken(const QString &token);
    QString deviceTokenPath() const;

    GatewayOptions m_options;
    DeviceIdentity m_identity;
    QString m_identityError;
    QString m_deviceToken; // never logged
    QPointer<QWebSocket> m_socket;
    std::deque<QString> m_inbox; // received, not yet handled
    static constexpr qint64 kInboxSliceMs = 4;
    ConnectionStatus m_status;
    bool m_everConnected = false; // a failure before the first hello-ok "could not connect"
    HelloInfo m_hello;
    Backoff m_backoff;
    Backoff m_pairingBackoff;
    QElapsedTimer m_pairingClock; // since the first PAIRING_REQUIRED of this wait
    QTimer m_retryTimer;
    QTimer m_handshakeTimer;
    QTimer m_tickTimer;
    QHash<QString, QPointer<GatewayReply>> m_pending;
    QString m_connectRequestId;
    bool m_stopping = false;
    quint64 m_generation = 0;
    quint64 m_requestCounter = 0;
    std::optional<qint64> m_lastSeq;
    qint64 m_restartHintMs = 0;
    // How often a refused gateway is probed at most (a refused connection costs nothing).
    static constexpr int kRefusedProbeMs = 2000;
    qint64 m_maxPayload = 64 * 1024; // before the handshake
    qint64 m_maxBufferedBytes = 52428800;
};

} // namespace toolgate::gateway

Q_DECLARE_METATYPE(toolgate::core::Json)
