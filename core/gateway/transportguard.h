// SPDX-License-Identifier: MIT
#pragma once

#include "gateway/tlsfingerprint.h"
#include "util/result.h"

#include <QUrl>

namespace toolgate::gateway {

// What the owner decided about one connection's transport.
struct TransportSettings {
    TlsFingerprint pin; // wss://: the leaf certificate must have this SHA-256; empty: system trust
    bool allowInsecure = false; // ws:// to a non-loopback host (the token travels in clear)
};

enum class TlsOutcome {
    Trusted,  // the system trust store vouches for it, and no pin says otherwise
    Pinned,   // the pinned certificate, whatever the trust store thinks
    Ask,      // unknown and untrusted: show the fingerprint and ask, as SSH does
    Mismatch, // a pinned connection presented another certificate
};

struct TlsDecision {
    TlsOutcome outcome = TlsOutcome::Ask;
    TlsFingerprint presented;
    TlsFingerprint expected; // the pin (Mismatch, Pinned)
    QString message;         // Ask / Mismatch: one sentence naming the fingerprint(s)
    bool accepts() const { return outcome == TlsOutcome::Trusted || outcome == TlsOutcome::Pinned; }
};

// Decides, for a gateway URL and its transport settings, whether the connection may be opened and
// whether the certificate presented may be used. Pure: the caller feeds it what the socket saw.
class TransportGuard {
public:
    TransportGuard(QUrl url, TransportSettings settings);

    static bool isLoopbackHost(const QString &host);

    // Before connecting: ws:// to a non-loopback host is refused (INSECURE_TRANSPORT) unless
    // allowed for this connection; a pin on a ws:// URL is refused too (it could never be checked).
    core::Status checkUrl() const;

    // After the TLS handshake (or its verification errors): `presented` is the leaf certificate's
    // fingerprint, `systemTrusted` whether verification passed, `problem` the first verification
    // error (for the message).
    TlsDecision decide(const TlsFingerprint &presented, bool systemTrusted,
                       const QString &problem = {}) const;

private:
    QUrl m_url;
    TransportSettings m_settings;
};

} // namespace toolgate::gateway
