// SPDX-License-Identifier: MIT
#pragma once

#include "util/result.h"

#include <QByteArray>
#include <QString>

namespace toolgate::gateway {

// The console's Ed25519 device identity (the arithmetic in deviceauth.h). The private key lives
// only in memory and in its file (mode 0600); nothing here ever logs key material.
class DeviceIdentity {
public:
    DeviceIdentity() = default;

    // Loads the key file, or creates a new key there (mode 0600, directory created) on first run.
    static core::Result<DeviceIdentity> loadOrCreate(const QString &path);
    // From a raw 32-byte private key (seed); for tests and for loading.
    static core::Result<DeviceIdentity> fromPrivateKey(const QByteArray &seed);
    static core::Result<DeviceIdentity> generate();

    bool isValid() const { return m_publicKey.size() == 32; }
    // Lower-case hex SHA-256 of the raw public key.
    QString deviceId() const;
    QByteArray publicKey() const { return m_publicKey; }
    QString publicKeyBase64Url() const;

    // Ed25519 signature (64 bytes) over `message`.
    core::Result<QByteArray> sign(const QByteArray &message) const;

    // Writes the key file atomically with mode 0600.
    core::Status save(const QString &path) const;

private:
    QByteArray m_privateKey; // raw 32-byte seed
    QByteArray m_publicKey;  // raw 32 bytes
};

} // namespace toolgate::gateway
