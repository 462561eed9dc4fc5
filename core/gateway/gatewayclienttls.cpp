// SPDX-License-Identifier: MIT
// GatewayClient's transport checks: ws:// only where allowed, wss:// certificates by system trust
// or by pin, decided by TransportGuard before any token is sent.
#include "gateway/gatewayclient.h"

#include "gateway/gatewaylog.h"
#include "gateway/transportguard.h"
#include "util/errorcode.h"

#include <QSslConfiguration>
#include <QSslError>
#include <QWebSocket>

namespace toolgate::gateway {

namespace {

// The leaf the server presented: from the peer chain when Qt exposes it, otherwise from the
// verification errors (which name the certificate they are about).
QSslCertificate presentedLeaf(const QWebSocket *socket, const QList<QSslError> &errors) {
    const QSslConfiguration tls = socket->sslConfiguration();
    if (!tls.peerCertificate().isNull())
        return tls.peerCertificate();
    if (!tls.peerCertificateChain().isEmpty())
        return tls.peerCertificateChain().first();
    for (const QSslError &error : errors) {
        if (!error.certificate().isNull())
            return error.certificate();
    }
    return QSslCertificate();
}

} // namespace

bool GatewayClient::checkTransport() {
    const auto allowed = TransportGuard(m_options.url, m_options.transport).checkUrl();
    if (allowed)
        return true;
    failPersistent(allowed.error().message, allowed.error().code);
    return false;
}

void GatewayClient::prepareTls(QWebSocket *socket) {
    if (m_options.url.scheme() != QLatin1String("wss"))
        return;
    if (!m_options.transport.pin.isEmpty()) {
        // A pinned connection trusts the pin, not the certificate authorities: with no CA at all
        // every handshake reports its chain, so the leaf is always checked against the pin.
        QSslConfiguration tls = QSslConfiguration::defaultConfiguration();
        tls.setCaCertificates({});
        socket->setSslConfiguration(tls);
    }
    connect(socket, &QWebSocket::sslErrors, this, [this, socket](const QList<QSslError> &errors) {
        if (socket != m_socket)
            return;
        const TlsDecision decision =
            TransportGuard(m_options.url, m_options.transport)
                .decide(TlsFingerprint::ofCertificate(presentedLeaf(socket, errors)), false,
                        errors.isEmpty() ? QString() : errors.first().errorString());
        if (decision.outcome == TlsOutcome::Pinned) {
            // Exactly these errors, raised by this handshake for the pinned certificate.
            socket->ignoreSslErrors(errors);
            return;
        }
        refuseTls(decision);
    });
}

bool GatewayClient::verifyPinnedPeer(QWebSocket *socket) {
    if (m_options.url.scheme() != QLatin1String("wss") || m_options.transport.pin.isEmpty())
        return true;
    const QSslCertificate leaf = presentedLeaf(socket, {});
    if (leaf.isNull())
        return true; // not exposed by this Qt; the sslErrors check above already ran
    const TlsDecision decision = TransportGuard(m_options.url, m_options.transport)
                                     .decide(TlsFingerprint::ofCertificate(leaf), true);
    if (decision.accepts())
        return true;
    refuseTls(decision);
    return false;
}

void GatewayClient::refuseTls(const TlsDecision &decision) {
    const QString code = decision.outcome == TlsOutcome::Mismatch
                             ? errorCodeText(core::ErrorCode::TlsPinMismatch)
                             : errorCodeText(core::ErrorCode::TlsUntrusted);
    m_status.tlsPresented = decision.presented.toString();
    m_status.tlsExpected = decision.expected.toString();
    qCWarning(lcGateway).noquote() << "TLS refused:" << code << "presented" << m_status.tlsPresented
                                   << "pin" << m_status.tlsExpected;
    failPersistent(decision.message, code);
}

} // namespace toolgate::gateway
