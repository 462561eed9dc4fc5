// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace toolgate::gateway::demo {

// The device-identity arithmetic of protocol v4 (Ed25519 over a "v3|…" string), shared by the demo
// gateway (verify) and by test clients (sign). Keys and signatures travel as base64url, no padding.
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

// "v3|<deviceId>|<client.id>|<client.mode>|<role>|<scopes,>|<signedAt>|<token>|<nonce>|<platform
// lower>|<deviceFamily lower>"; v2 is the same without the last two fields.
QByteArray payloadV3(const SignedFields &fields);
QByteArray payloadV2(const SignedFields &fields);

QByteArray toBase64Url(const QByteArray &bytes);
QByteArray fromBase64Url(const QByteArray &text);

// Lower-case hex SHA-256 of the raw 32-byte public key: the device id.
QString deviceIdForPublicKey(const QByteArray &rawPublicKey);

bool verify(const QByteArray &rawPublicKey, const QByteArray &message, const QByteArray &signature);

// A fresh key pair (raw 32-byte private seed and public key). For clients and tests.
struct KeyPair {
    QByteArray privateKey;
    QByteArray publicKey;
};
KeyPair generateKeyPair();
QByteArray sign(const QByteArray &rawPrivateKey, const QByteArray &message);

} // namespace deviceauth

} // namespace toolgate::gateway::demo
