// SPDX-License-Identifier: MIT
#include "connectdeadline.h"

#include "gateway/gatewayclient.h"

namespace toolgate::cli {

using gateway::ConnectionState;
using gateway::ConnectionStatus;
using gateway::GatewayClient;

ConnectDeadline::ConnectDeadline(GatewayClient *client, const QString &url, int timeoutMs,
                                 std::function<void(const QString &line)> expired)
    : m_timeoutMs(timeoutMs) {
    m_timer.setSingleShot(true);
    QObject::connect(client, &GatewayClient::statusChanged, &m_timer,
                     [this](const ConnectionStatus &status) {
                         if (status.state == ConnectionState::WaitingToRetry)
                             m_lastFailure = status.message;
                     });
    QObject::connect(client, &GatewayClient::connected, &m_timer, [this] { m_timer.stop(); });
    QObject::connect(&m_timer, &QTimer::timeout, &m_timer, [this, client, url, expired] {
        QString last = m_lastFailure.isEmpty() ? client->status().message : m_lastFailure;
        last = last.left(last.indexOf(QLatin1String("; retrying in")));
        expired(QStringLiteral("could not connect to %1 within %2 s: %3")
                    .arg(url)
                    .arg(m_timeoutMs / 1000.0)
                    .arg(last));
    });
}

void ConnectDeadline::start() {
    m_timer.start(m_timeoutMs);
}

void ConnectDeadline::stop() {
    m_timer.stop();
}

} // namespace toolgate::cli
