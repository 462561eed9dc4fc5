// SPDX-License-Identifier: MIT
#include "gateway/deviceidentity.h"

#include "approvals/approvaljson.h"
#include "util/errorcode.h"
#include "util/json.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <openssl/evp.h>

#include <memory>

namespace toolgate::gateway {

using core::Error;
using core::Result;

namespace {

struct PkeyDeleter {
    void operator()(EVP_PKEY *key) const { EVP_PKEY_free(key); }
};
struct MdCtxDeleter {
    void operator()(EVP_MD_CTX *ctx) const { EVP_MD_CTX_free(ctx); }
};
using PkeyPtr = std::unique_ptr<EVP_PKEY, PkeyDeleter>;
using MdCtxPtr = std::unique_ptr<EVP_MD_CTX, MdCtxDeleter>;

const unsigned char *bytes(const QByteArray &data) {
    return reinterpret_cast<const unsigned char *>(data.constData());
}

Error identityError(const QString &message, const QString &where = {}) {
    return Error{errorCodeText(core::ErrorCode::DeviceIdentityError), message, where};
}

} // namespace

QString DeviceIdentity::base64Url(const QByteArray &data) {
    return QString::fromLatin1(
        data.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
}

QByteArray DeviceIdentity::fromBase64Url(const QString &text) {
    return QByteArray::fromBase64(text.toLatin1(), QByteArray::Base64UrlEncoding);
}

Result<DeviceIdentity> DeviceIdentity::fromPrivateKey(const QByteArray &seed) {
    if (seed.size() != 32)
        return identityError(QStringLiteral("an Ed25519 private key has 32 bytes"));
    PkeyPtr key(EVP_PKEY_new_raw_private_key(EVP_PKEY_ED25519, nullptr, bytes(seed), 32));
    if (!key)
        return identityError(QStringLiteral("OpenSSL rejected the private key"));
    QByteArray pub(32, Qt::Uninitialized);
    size_t length = 32;
    if (EVP_PKEY_get_raw_public_key(key.get(), reinterpret_cast<unsigned char *>(pub.data()),
                                    &length) != 1 ||
        length != 32)
        return identityError(QStringLiteral("OpenSSL could not derive the public key"));
    DeviceIdentity identity;
    identity.m_privateKey = seed;
    identity.m_publicKey = pub;
    return identity;
}

Result<DeviceIdentity> DeviceIdentity::generate() {
    EVP_PKEY *raw = nullptr;
    std::unique_ptr<EVP_PKEY_CTX, decltype(&EVP_PKEY_CTX_free)> ctx(
        EVP_PKEY_CTX_new_id(EVP_PKEY_ED25519, nullptr), &EVP_PKEY_CTX_free);
    if (!ctx || EVP_PKEY_keygen_init(ctx.get()) != 1 || EVP_PKEY_keygen(ctx.get(), &raw) != 1)
        return identityError(QStringLiteral("OpenSSL could not create an Ed25519 key"));
    PkeyPtr key(raw);
    QByteArray seed(32, Qt::Uninitialized);
    size_t length = 32;
    if (EVP_PKEY_get_raw_private_key(key.get(), reinterpret_cast<unsigned char *>(seed.data()),
                                     &length) != 1 ||
        length != 32)
        return identityError(QStringLiteral("OpenSSL could not export the key"));
    return fromPrivateKey(seed);
}

Result<DeviceIdentity> DeviceIdentity::loadOrCreate(const QString &path) {
    QFile file(path);
    if (file.exists()) {
        if (!file.open(QIODevice::ReadOnly))
            return identityError(QStringLiteral("cannot read the device identity file"), path);
        const QByteArray text = file.readAll();
        const core::Json json =
            core::Json::parse(text.constBegin(), text.constEnd(), nullptr, false);
        const QByteArray seed = fromBase64Url(core::jsonString(json, "privateKey"));
        auto identity = fromPrivateKey(seed);
        if (!identity)
            return identityError(QStringLiteral("the device identity file is damaged: %1")
                                     .arg(identity.error().message),
                                 path);
        return identity;
    }
    auto identity = generate();
    if (!identity)
        return identity;
    if (auto saved = identity->save(path); !saved)
        return saved.error();
    return identity;
}

core::Status DeviceIdentity::save(const QString &path) const {
    const QFileInfo info(path);
    if (!QDir().mkpath(info.absolutePath()))
        return identityError(QStringLiteral("cannot create the directory"), info.absolutePath());
    core::Json json = core::Json::object();
    json["version"] = 1;
    json["deviceId"] = deviceId().toStdString();
    json["publicKey"] = publicKeyBase64Url().toStdString();
    json["privateKey"] = base64Url(m_privateKey).toStdString();
    const QByteArray text = QByteArray::fromStdString(json.dump(2)) + '\n';
    // Created with 0600 from the start (never world-readable, not even briefly), then renamed.
    const QString temp = path + QStringLiteral(".tmp");
    QFile::remove(temp);
    QFile file(temp);
    if (!file.open(QIODevice::WriteOnly | QIODevice::NewOnly,
                   QFileDevice::ReadOwner | QFileDevice::WriteOwner))
        return identityError(QStringLiteral("cannot write the device identity file"), path);
    const bool written = file.write(text) == text.size() && file.flush();
    file.close();
    if (!written || !file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner)) {
        QFile::remove(temp);
        return identityError(QStringLiteral("cannot write the device identity file"), path);
    }
    QFile::remove(path);
    if (!QFile::rename(temp, path)) {
        QFile::remove(temp);
        return identityError(QStringLiteral("cannot write the device identity file"), path);
    }
    return core::Ok{};
}

QString DeviceIdentity::deviceId() const {
    return QString::fromLatin1(
        QCryptographicHash::hash(m_publicKey, QCryptographicHash::Sha256).toHex());
}

QString DeviceIdentity::publicKeyBase64Url() const {
    return base64Url(m_publicKey);
}

Result<QByteArray> DeviceIdentity::sign(const QByteArray &message) const {
    PkeyPtr key(EVP_PKEY_new_raw_private_key(EVP_PKEY_ED25519, nullptr, bytes(m_privateKey), 32));
    MdCtxPtr ctx(EVP_MD_CTX_new());
    if (!key || !ctx || EVP_DigestSignInit(ctx.get(), nullptr, nullptr, nullptr, key.get()) != 1)
        return identityError(QStringLiteral("OpenSSL could not prepare the signature"));
    QByteArray signature(64, Qt::Uninitialized);
    size_t length = 64;
    if (EVP_DigestSign(ctx.get(), reinterpret_cast<unsigned char *>(signature.data()), &length,
                       bytes(message), static_cast<size_t>(message.size())) != 1 ||
        length != 64)
        return identityError(QStringLiteral("OpenSSL could not sign"));
    return signature;
}

bool DeviceIdentity::verify(const QByteArray &publicKey, const QByteArray &message,
                            const QByteArray &signature) {
    if (publicKey.size() != 32 || signature.size() != 64)
        return false;
    PkeyPtr key(EVP_PKEY_new_raw_public_key(EVP_PKEY_ED25519, nullptr, bytes(publicKey), 32));
    MdCtxPtr ctx(EVP_MD_CTX_new());
    if (!key || !ctx || EVP_DigestVerifyInit(ctx.get(), nullptr, nullptr, nullptr, key.get()) != 1)
        return false;
    return EVP_DigestVerify(ctx.get(), bytes(signature), static_cast<size_t>(signature.size()),
                            bytes(message), static_cast<size_t>(message.size())) == 1;
}

} // namespace toolgate::gateway
