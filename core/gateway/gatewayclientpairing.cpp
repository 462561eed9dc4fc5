// SPDX-License-Identifier: MIT
// GatewayClient while the gateway wants this device approved: explain which approval is missing,
// keep asking with backoff, and connect as soon as the owner approves.
#include "gateway/gatewayclient.h"

#include "gateway/gatewaylog.h"
#include "gateway/pairingnotice.h"
#include "util/errorcode.h"

#include <QDateTime>

#include <algorithm>

namespace toolgate::gateway {

void GatewayClient::waitForPairing(const GatewayError &error) {
    const PairingNotice notice = explainPairing(error, deviceId());
    if (!m_pairingClock.isValid())
        m_pairingClock.start();
    teardown(notice.headline);
    if (!m_options.autoReconnect || m_pairingClock.elapsed() >= m_options.pairingWaitMs) {
        const bool expired = m_options.autoReconnect;
        m_pairingClock.invalidate();
        m_status.pairingReason = notice.reason;
        m_status.pairingRequestId = notice.requestId;
        failPersistent(expired ? notice.headline +
                                     QStringLiteral(" The request was not approved within %1 "
                                                    "minutes; connect again to ask anew.")
                                         .arg(m_options.pairingWaitMs / 60000.0, 0, 'g', 2)
                               : notice.message(),
                       expired ? errorCodeText(core::ErrorCode::PairingExpired)
                               : errorCodeText(core::ErrorCode::PairingRequired));
        return;
    }
    const int delay =
        static_cast<int>(std::max<qint64>(m_pairingBackoff.next(), error.retryAfterMs));
    qCInfo(lcGateway).noquote() << "pairing required:" << notice.reason << "request"
                                << notice.requestId << "; asking again in" << delay << "ms";
    m_status.pairingReason = notice.reason;
    m_status.pairingRequestId = notice.requestId;
    m_status.attempt = m_pairingBackoff.attempt();
    m_status.retryInMs = delay;
    m_status.retryAtMs = QDateTime::currentMSecsSinceEpoch() + delay;
    setStatus(ConnectionState::WaitingToRetry, notice.message(),
              errorCodeText(core::ErrorCode::PairingRequired));
    m_retryTimer.start(delay);
    emit reconnectScheduled(m_pairingBackoff.attempt(), delay);
}

} // namespace toolgate::gateway
