// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace toolgate::gateway {

// The device-identity arithmetic of protocol v4 (Ed25519 over a "v3|…" string, OpenSSL), the one
// copy used by the console's client (sign) and the demo gateway (verify). Keys and signatures
// travel as base64url without padding; keys are raw 32 bytes.
namespace deviceauth {

struct SignedFields {
    QString deviceId;
    QString clientId;
    QString clientMode;
    QString role;
    QStringList scopes;
    qint64 signedAtMs = 0;
    QString token; // auth.token, else auth.deviceToken, else ""
    QString nonce;
    QString platform;
    QString deviceFamily;
};

// "v3|<deviceId>|<client.id>|<client.mode>|<role>|<scopes,>|<signedAt>|<token>|<nonce>|<platform>|
// <deviceFamily>", the last two trimmed and ASCII lower-cased as the gateway does before it
// verifies; v2 is the same without them.
QByteArray payloadV3(const SignedFields &fields);
QByteArray payloadV2(const SignedFields &fields);

QByteArray toBase64Url(const QByteArray &bytes);
// Empty when `text` is not base64url.
QByteArray fromBase64Url(const QByteArray &text);

// Lower-case hex SHA-256 of the raw 32-byte public key: the device id.
QString deviceIdForPublicKey(const QByteArray &rawPublicKey);

bool verify(const QByteArray &rawPublicKey, const QByteArray &message, const QByteArray &signature);

struct KeyPair {
    QByteArray privateKey; // the 32-byte seed
    QByteArray publicKey;
};
// Empty on an OpenSSL failure.
KeyPair generateKeyPair();
// The public key of a 32-byte seed; empty when OpenSSL rejects it.
QByteArray publicKeyFor(const QByteArray &rawPrivateKey);
// A 64-byte signature; empty on an OpenSSL failure.
QByteArray sign(const QByteArray &rawPrivateKey, const QByteArray &message);

} // namespace deviceauth

} // namespace toolgate::gateway
