// SPDX-License-Identifier: MIT
#include "gateway/connectfailure.h"

namespace toolgate::gateway {

FailureReason classifyConnectFailure(QAbstractSocket::SocketError error, const QString &detail,
                                     const QUrl &url) {
    const QString where = url.authority();
    const bool plain = url.scheme() == QLatin1String("ws");
    switch (error) {
    case QAbstractSocket::ConnectionRefusedError:
        return {QStringLiteral("connection refused by %1: is the gateway running, and is the "
                               "port right?")
                    .arg(where),
                core::ErrorCode::ConnectionRefused};
    case QAbstractSocket::HostNotFoundError:
        return {QStringLiteral("host %1 not found").arg(url.host()), core::ErrorCode::Disconnected};
    default:
        break;
    }
    // Qt words a handshake answer that is not "101 Switching Protocols" as an unhandled HTTP
    // status; an answer that is not HTTP at all (a TLS alert to plain text) as an invalid or
    // bad response.
    if (detail.contains(QLatin1String("status code"), Qt::CaseInsensitive) ||
        detail.contains(QLatin1String("upgrade"), Qt::CaseInsensitive))
        return {QStringLiteral("%1 answered HTTP but is not an OpenClaw gateway (no WebSocket "
                               "upgrade: %2)")
                    .arg(where, detail),
                core::ErrorCode::NotAGateway};
    if (plain && (detail.contains(QLatin1String("invalid"), Qt::CaseInsensitive) ||
                  detail.contains(QLatin1String("bad"), Qt::CaseInsensitive) ||
                  error == QAbstractSocket::RemoteHostClosedError))
        return {QStringLiteral("%1 did not answer the WebSocket request in HTTP; if it serves "
                               "TLS, use wss:// (%2)")
                    .arg(where, detail),
                core::ErrorCode::TlsExpected};
    return {detail, core::ErrorCode::Disconnected};
}

} // namespace toolgate::gateway
