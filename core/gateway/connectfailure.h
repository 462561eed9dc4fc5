// SPDX-License-Identifier: MIT
#pragma once

#include "util/errorcode.h"

#include <QAbstractSocket>
#include <QString>
#include <QUrl>

namespace toolgate::gateway {

// Why a connection attempt ended before the gateway's hello: the same words in the console and
// the CLI (connection refused, not a gateway, TLS expected), instead of a bare socket message.
struct FailureReason {
    QString message;
    core::ErrorCode code = core::ErrorCode::Disconnected;
};

// `error` is the socket's last error, `detail` its text (Qt's wording, kept at the end).
FailureReason classifyConnectFailure(QAbstractSocket::SocketError error, const QString &detail,
                                     const QUrl &url);

} // namespace toolgate::gateway
