// SPDX-License-Identifier: MIT
#pragma once

#include "util/result.h"

#include <QByteArray>
#include <QString>

class QSslCertificate;

namespace toolgate::gateway {

// The SHA-256 fingerprint of a TLS leaf certificate, as OpenClaw pins it
// (`gateway.remote.tlsFingerprint`, `--tls-fingerprint`). Accepts 64 hex digits, plain or
// colon-separated, with an optional `sha256:` prefix, in any case. Empty when default-constructed.
class TlsFingerprint {
public:
    TlsFingerprint() = default;

    static core::Result<TlsFingerprint> parse(const QString &text);
    static TlsFingerprint ofCertificate(const QSslCertificate &certificate);
    // 32 raw bytes; anything else gives an empty fingerprint.
    static TlsFingerprint fromDigest(const QByteArray &digest);

    bool isEmpty() const { return m_digest.isEmpty(); }
    const QByteArray &digest() const { return m_digest; }
    // "sha256:<64 lowercase hex>": how pins are stored and passed on the command line.
    QString toString() const;
    // "AB:CD:…" (uppercase, colon-separated): how people compare it with `openssl x509
    // -fingerprint`.
    QString toDisplay() const;

    bool operator==(const TlsFingerprint &) const = default;

private:
    QByteArray m_digest;
};

} // namespace toolgate::gateway
