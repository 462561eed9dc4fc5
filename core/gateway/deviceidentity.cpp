// SPDX-License-Identifier: MIT
#include "gateway/deviceidentity.h"

#include "gateway/deviceauth.h"

#include "approvals/approvaljson.h"
#include "util/errorcode.h"
#include "util/json.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace toolgate::gateway {

using core::Error;
using core::Result;

namespace {

Error identityError(const QString &message, const QString &where = {}) {
    return Error{errorCodeText(core::ErrorCode::DeviceIdentityError), message, where};
}

} // namespace

Result<DeviceIdentity> DeviceIdentity::fromPrivateKey(const QByteArray &seed) {
    if (seed.size() != 32)
        return identityError(QStringLiteral("an Ed25519 private key has 32 bytes"));
    const QByteArray publicKey = deviceauth::publicKeyFor(seed);
    if (publicKey.isEmpty())
        return identityError(QStringLiteral("OpenSSL could not derive the public key"));
    DeviceIdentity identity;
    identity.m_privateKey = seed;
    identity.m_publicKey = publicKey;
    return identity;
}

Result<DeviceIdentity> DeviceIdentity::generate() {
    const deviceauth::KeyPair pair = deviceauth::generateKeyPair();
    if (pair.privateKey.isEmpty())
        return identityError(QStringLiteral("OpenSSL could not create an Ed25519 key"));
    return fromPrivateKey(pair.privateKey);
}

Result<DeviceIdentity> DeviceIdentity::loadOrCreate(const QString &path) {
    QFile file(path);
    if (file.exists()) {
        if (!file.open(QIODevice::ReadOnly))
            return identityError(QStringLiteral("cannot read the device identity file"), path);
        const QByteArray text = file.readAll();
        const core::Json json =
            core::Json::parse(text.constBegin(), text.constEnd(), nullptr, false);
        const QByteArray seed =
            deviceauth::fromBase64Url(core::jsonString(json, "privateKey").toLatin1());
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
    json["privateKey"] = deviceauth::toBase64Url(m_privateKey).toStdString();
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
    return deviceauth::deviceIdForPublicKey(m_publicKey);
}

QString DeviceIdentity::publicKeyBase64Url() const {
    return QString::fromLatin1(deviceauth::toBase64Url(m_publicKey));
}

Result<QByteArray> DeviceIdentity::sign(const QByteArray &message) const {
    QByteArray signature = deviceauth::sign(m_privateKey, message);
    if (signature.isEmpty())
        return identityError(QStringLiteral("OpenSSL could not sign"));
    return signature;
}

} // namespace toolgate::gateway
