// SPDX-License-Identifier: MIT
#include "gateway/deviceauth.h"

#include <QCryptographicHash>

#include <openssl/evp.h>

#include <memory>

namespace toolgate::gateway::deviceauth {

namespace {

struct PkeyFree {
    void operator()(EVP_PKEY *key) const { EVP_PKEY_free(key); }
};
struct MdCtxFree {
    void operator()(EVP_MD_CTX *ctx) const { EVP_MD_CTX_free(ctx); }
};
struct PkeyCtxFree {
    void operator()(EVP_PKEY_CTX *ctx) const { EVP_PKEY_CTX_free(ctx); }
};
using Pkey = std::unique_ptr<EVP_PKEY, PkeyFree>;
using MdCtx = std::unique_ptr<EVP_MD_CTX, MdCtxFree>;

const auto *bytes(const QByteArray &data) {
    return reinterpret_cast<const unsigned char *>(data.constData());
}

// Trimmed, ASCII letters lower-cased (what the gateway does before verifying).
QString normalizeForAuth(const QString &value) {
    QString text = value.trimmed();
    for (QChar &c : text) {
        if (c >= QLatin1Char('A') && c <= QLatin1Char('Z'))
            c = QChar(c.unicode() + 32);
    }
    return text;
}

QByteArray joined(const SignedFields &f, bool v3) {
    QStringList parts{v3 ? QStringLiteral("v3") : QStringLiteral("v2"),
                      f.deviceId,
                      f.clientId,
                      f.clientMode,
                      f.role,
                      f.scopes.join(QLatin1Char(',')),
                      QString::number(f.signedAtMs),
                      f.token,
                      f.nonce};
    if (v3) {
        parts << normalizeForAuth(f.platform) << normalizeForAuth(f.deviceFamily);
    }
    return parts.join(QLatin1Char('|')).toUtf8();
}

} // namespace

QByteArray payloadV3(const SignedFields &fields) {
    return joined(fields, true);
}

QByteArray payloadV2(const SignedFields &fields) {
    return joined(fields, false);
}

QByteArray toBase64Url(const QByteArray &data) {
    return data.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals);
}

QByteArray fromBase64Url(const QByteArray &text) {
    const auto decoded = QByteArray::fromBase64Encoding(
        text, QByteArray::Base64UrlEncoding | QByteArray::AbortOnBase64DecodingErrors);
    return decoded ? decoded.decoded : QByteArray();
}

QString deviceIdForPublicKey(const QByteArray &rawPublicKey) {
    return QString::fromLatin1(
        QCryptographicHash::hash(rawPublicKey, QCryptographicHash::Sha256).toHex());
}

bool verify(const QByteArray &rawPublicKey, const QByteArray &message,
            const QByteArray &signature) {
    if (rawPublicKey.size() != 32 || signature.size() != 64)
        return false;
    Pkey key(EVP_PKEY_new_raw_public_key(EVP_PKEY_ED25519, nullptr, bytes(rawPublicKey),
                                         static_cast<size_t>(rawPublicKey.size())));
    MdCtx ctx(EVP_MD_CTX_new());
    if (!key || !ctx || EVP_DigestVerifyInit(ctx.get(), nullptr, nullptr, nullptr, key.get()) != 1)
        return false;
    return EVP_DigestVerify(ctx.get(), bytes(signature), static_cast<size_t>(signature.size()),
                            bytes(message), static_cast<size_t>(message.size())) == 1;
}

KeyPair generateKeyPair() {
    std::unique_ptr<EVP_PKEY_CTX, PkeyCtxFree> ctx(EVP_PKEY_CTX_new_id(EVP_PKEY_ED25519, nullptr));
    EVP_PKEY *raw = nullptr;
    if (!ctx || EVP_PKEY_keygen_init(ctx.get()) != 1 || EVP_PKEY_keygen(ctx.get(), &raw) != 1)
        return {};
    Pkey key(raw);
    KeyPair pair;
    pair.privateKey.resize(32);
    pair.publicKey.resize(32);
    size_t privLen = 32;
    size_t pubLen = 32;
    if (EVP_PKEY_get_raw_private_key(
            key.get(), reinterpret_cast<unsigned char *>(pair.privateKey.data()), &privLen) != 1 ||
        EVP_PKEY_get_raw_public_key(
            key.get(), reinterpret_cast<unsigned char *>(pair.publicKey.data()), &pubLen) != 1)
        return {};
    return pair;
}

QByteArray publicKeyFor(const QByteArray &rawPrivateKey) {
    if (rawPrivateKey.size() != 32)
        return {};
    Pkey key(EVP_PKEY_new_raw_private_key(EVP_PKEY_ED25519, nullptr, bytes(rawPrivateKey), 32));
    QByteArray publicKey(32, '\0');
    size_t length = 32;
    if (!key ||
        EVP_PKEY_get_raw_public_key(key.get(), reinterpret_cast<unsigned char *>(publicKey.data()),
                                    &length) != 1 ||
        length != 32)
        return {};
    return publicKey;
}

QByteArray sign(const QByteArray &rawPrivateKey, const QByteArray &message) {
    Pkey key(EVP_PKEY_new_raw_private_key(EVP_PKEY_ED25519, nullptr, bytes(rawPrivateKey),
                                          static_cast<size_t>(rawPrivateKey.size())));
    MdCtx ctx(EVP_MD_CTX_new());
    if (!key || !ctx || EVP_DigestSignInit(ctx.get(), nullptr, nullptr, nullptr, key.get()) != 1)
        return {};
    QByteArray signature(64, '\0');
    size_t length = 64;
    if (EVP_DigestSign(ctx.get(), reinterpret_cast<unsigned char *>(signature.data()), &length,
                       bytes(message), static_cast<size_t>(message.size())) != 1 ||
        length != 64)
        return {};
    return signature;
}

} // namespace toolgate::gateway::deviceauth
