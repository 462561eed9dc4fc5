// SPDX-License-Identifier: MIT
#pragma once

#include <QMetaType>
#include <QString>
#include <QStringList>

namespace toolgate::gateway {

enum class ConnectionState {
    Disconnected,   // not started, or stopped
    Connecting,     // opening the WebSocket
    Handshaking,    // waiting for connect.challenge / hello-ok
    Connected,      // hello-ok received
    WaitingToRetry, // a transient failure; the next attempt is scheduled
    Failed,         // a persistent failure; nothing more happens until start() is called again
};

QString connectionStateName(ConnectionState state);

// What the console should show about the connection.
struct ConnectionStatus {
    ConnectionState state = ConnectionState::Disconnected;
    QString message;   // one sentence for the user; for Failed, what to do about it
    QString errorCode; // gateway/local error code of the last failure (e.g. AUTH_TOKEN_MISMATCH)
    // Scopes an approval console needs (operator.approvals, operator.admin) that were not granted.
    QStringList missingScopes;
    // TLS_UNTRUSTED / TLS_PIN_MISMATCH: the certificate presented and the pin ("sha256:<hex>").
    QString tlsPresented;
    QString tlsExpected;
    // PAIRING_REQUIRED: why the gateway wants an approval, and the request to approve.
    QString pairingReason;
    QString pairingRequestId;
    int attempt = 0;      // reconnect attempt counter (0 once connected)
    int retryInMs = 0;    // WaitingToRetry: delay before the next attempt, as scheduled
    qint64 retryAtMs = 0; // WaitingToRetry: when it starts (ms since the epoch)
    // Time left before the next attempt: a countdown that moves (whole seconds, rounded up).
    int retrySecondsLeft(qint64 nowMs) const {
        const qint64 left = retryAtMs > 0 ? retryAtMs - nowMs : retryInMs;
        return left <= 0 ? 0 : static_cast<int>((left + 999) / 1000);
    }
};

// What hello-ok said.
struct HelloInfo {
    int protocol = 0;
    QString serverVersion;
    QString connId;
    QString authMethod; // token | device-token | ...
    QString role;
    QStringList grantedScopes;
    QStringList methods;
    QStringList events;
    qint64 tickIntervalMs = 30000;
    qint64 maxPayload = 26214400;
    qint64 maxBufferedBytes = 52428800;
    bool deviceTokenIssued = false;
};

} // namespace toolgate::gateway

Q_DECLARE_METATYPE(toolgate::gateway::ConnectionStatus)
Q_DECLARE_METATYPE(toolgate::gateway::HelloInfo)
