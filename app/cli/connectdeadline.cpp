// SPDX-License-Identifier: MIT
#include "connectdeadline.h"

#include "gateway/gatewayclient.h"
#include "util/errorcode.h"

namespace toolgate::cli {

using gateway::ConnectionState;
using gateway::ConnectionStatus;
using gateway::GatewayClient;

ConnectDeadline::ConnectDeadline(GatewayClient *client, const QString &url, int timeoutMs,
                                 bool failFastOnRefused,
                                 std::function<void(const QString &line)> expired)
    : m_timeoutMs(timeoutMs) {
    m_timer.setSingleShot(true);
    // The client words a retry as "Could not connect (REASON); retrying in N s.": the CLI says
    // "could not connect to URL: REASON" once, without the retry it will not make.
    const auto lastFailure = [this, client] {
        QString last = m_lastFailure.isEmpty() ? client->status().message : m_lastFailure;
        last = last.left(last.indexOf(QLatin1String("; retrying in")));
        const QLatin1String wrapper("Could not connect (");
        if (last.startsWith(wrapper) && last.endsWith(u')'))
            last = last.mid(wrapper.size()).chopped(1);
        return last;
    };
    QObject::connect(
        client, &GatewayClient::statusChanged, &m_timer,
        [this, url, expired, failFastOnRefused, lastFailure](const ConnectionStatus &status) {
            if (status.state != ConnectionState::WaitingToRetry)
                return;
            m_lastFailure = status.message;
            if (failFastOnRefused && m_timer.isActive() &&
                core::errorCodeFrom(status.errorCode) == core::ErrorCode::ConnectionRefused) {
                m_timer.stop();
                expired(QStringLiteral("could not connect to %1: %2 (--wait SECONDS keeps "
                                       "trying)")
                            .arg(url, lastFailure()));
            }
        });
    QObject::connect(client, &GatewayClient::connected, &m_timer, [this] { m_timer.stop(); });
    QObject::connect(&m_timer, &QTimer::timeout, &m_timer, [this, url, expired, lastFailure] {
        expired(QStringLiteral("could not connect to %1 within %2 s: %3")
                    .arg(url)
                    .arg(m_timeoutMs / 1000.0)
                    .arg(lastFailure()));
    });
}

void ConnectDeadline::start() {
    m_timer.start(m_timeoutMs);
}

void ConnectDeadline::stop() {
    m_timer.stop();
}

} // namespace toolgate::cli
