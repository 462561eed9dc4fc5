// SPDX-License-Identifier: MIT
#include "gateway/transportguard.h"

#include "util/errorcode.h"

#include <QHostAddress>

namespace toolgate::gateway {

TransportGuard::TransportGuard(QUrl url, TransportSettings settings)
    : m_url(std::move(url))
    , m_settings(std::move(settings)) {}

bool TransportGuard::isLoopbackHost(const QString &host) {
    if (host.compare(QLatin1String("localhost"), Qt::CaseInsensitive) == 0 ||
        host.endsWith(QLatin1String(".localhost"), Qt::CaseInsensitive))
        return true;
    const QHostAddress address(host);
    return !address.isNull() && address.isLoopback();
}

core::Status TransportGuard::checkUrl() const {
    const QString scheme = m_url.scheme();
    const QString shown = m_url.toDisplayString();
    if (scheme == QLatin1String("wss"))
        return core::Ok{};
    if (scheme != QLatin1String("ws"))
        return core::Error{errorCodeText(core::ErrorCode::BadUrl),
                           QStringLiteral("%1 is not a ws:// or wss:// address.").arg(shown),
                           {}};
    if (!m_settings.pin.isEmpty())
        return core::Error{errorCodeText(core::ErrorCode::InsecureTransport),
                           QStringLiteral("%1 has a pinned certificate but uses ws://, which has "
                                          "no certificate: use wss://.")
                               .arg(shown),
                           {}};
    if (isLoopbackHost(m_url.host()) || m_settings.allowInsecure)
        return core::Ok{};
    return core::Error{
        errorCodeText(core::ErrorCode::InsecureTransport),
        QStringLiteral("Refused to connect to %1: plain ws:// to another host would send the "
                       "gateway token unencrypted. Use wss://, or allow unencrypted ws:// for "
                       "this connection explicitly.")
            .arg(shown),
        {}};
}

TlsDecision TransportGuard::decide(const TlsFingerprint &presented, bool systemTrusted,
                                   const QString &problem) const {
    TlsDecision d;
    d.presented = presented;
    d.expected = m_settings.pin;
    const QString shown = m_url.toDisplayString();
    if (!m_settings.pin.isEmpty()) {
        if (!presented.isEmpty() && presented == m_settings.pin) {
            d.outcome = TlsOutcome::Pinned;
            return d;
        }
        d.outcome = TlsOutcome::Mismatch;
        d.message =
            QStringLiteral("The TLS certificate of %1 does not match the pin: expected %2, "
                           "the gateway presented %3. Nothing was sent. If the gateway's "
                           "certificate was replaced on purpose, update the pin.")
                .arg(shown, m_settings.pin.toString(),
                     presented.isEmpty() ? QStringLiteral("no certificate") : presented.toString());
        return d;
    }
    if (systemTrusted && !presented.isEmpty()) {
        d.outcome = TlsOutcome::Trusted;
        return d;
    }
    d.outcome = TlsOutcome::Ask;
    d.message =
        QStringLiteral("The TLS certificate of %1 is not trusted (%2); its SHA-256 fingerprint is "
                       "%3. Trust it only if it matches the gateway's own certificate.")
            .arg(shown, problem.isEmpty() ? QStringLiteral("unknown issuer") : problem,
                 presented.toString());
    return d;
}

} // namespace toolgate::gateway
