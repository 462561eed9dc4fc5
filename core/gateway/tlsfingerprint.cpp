// SPDX-License-Identifier: MIT
#include "gateway/tlsfingerprint.h"

#include "util/errorcode.h"

#include <QCryptographicHash>
#include <QSslCertificate>

#include <algorithm>

namespace toolgate::gateway {

namespace {
constexpr int kDigestBytes = 32;
}

core::Result<TlsFingerprint> TlsFingerprint::parse(const QString &text) {
    QString hex = text.trimmed().toLower();
    if (hex.startsWith(QLatin1String("sha256:")))
        hex = hex.mid(7);
    else if (hex.startsWith(QLatin1String("sha-256:")))
        hex = hex.mid(8);
    hex.remove(QLatin1Char(':'));
    const bool allHex = std::all_of(hex.cbegin(), hex.cend(), [](QChar c) {
        return (c >= QLatin1Char('0') && c <= QLatin1Char('9')) ||
               (c >= QLatin1Char('a') && c <= QLatin1Char('f'));
    });
    if (!allHex || hex.size() != 2 * kDigestBytes)
        return core::Error{errorCodeText(core::ErrorCode::BadFingerprint),
                           QStringLiteral("A TLS fingerprint is 64 hex digits (SHA-256), plain or "
                                          "colon-separated, optionally prefixed with sha256:; got "
                                          "\"%1\".")
                               .arg(text.trimmed()),
                           {}};
    return fromDigest(QByteArray::fromHex(hex.toLatin1()));
}

TlsFingerprint TlsFingerprint::ofCertificate(const QSslCertificate &certificate) {
    if (certificate.isNull())
        return {};
    return fromDigest(certificate.digest(QCryptographicHash::Sha256));
}

TlsFingerprint TlsFingerprint::fromDigest(const QByteArray &digest) {
    TlsFingerprint fingerprint;
    if (digest.size() == kDigestBytes)
        fingerprint.m_digest = digest;
    return fingerprint;
}

QString TlsFingerprint::toString() const {
    if (isEmpty())
        return {};
    return QStringLiteral("sha256:") + QString::fromLatin1(m_digest.toHex());
}

QString TlsFingerprint::toDisplay() const {
    return QString::fromLatin1(m_digest.toHex(':').toUpper());
}

} // namespace toolgate::gateway
