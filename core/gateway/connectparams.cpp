// SPDX-License-Identifier: MIT
#include "gateway/connectparams.h"

#include "gateway/gatewayversion.h"

#include <QCoreApplication>
#include <QStandardPaths>

namespace toolgate::gateway {

namespace {

// Trimmed, ASCII letters lower-cased (what the gateway does before verifying).
QString normalizeForAuth(const QString &value) {
    QString text = value.trimmed();
    for (QChar &c : text) {
        if (c >= QLatin1Char('A') && c <= QLatin1Char('Z'))
            c = QChar(c.unicode() + 32);
    }
    return text;
}

core::Json stringArray(const QStringList &list) {
    core::Json array = core::Json::array();
    for (const QString &item : list)
        array.push_back(item.toStdString());
    return array;
}

} // namespace

QString GatewayOptions::defaultIdentityPath() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/device-identity.json");
}

QByteArray deviceAuthPayloadV3(const QString &deviceId, const QString &clientId,
                               const QString &clientMode, const QString &role,
                               const QStringList &scopes, qint64 signedAtMs, const QString &token,
                               const QString &nonce, const QString &platform,
                               const QString &deviceFamily) {
    const QStringList parts{QStringLiteral("v3"),
                            deviceId,
                            clientId,
                            clientMode,
                            role,
                            scopes.join(QLatin1Char(',')),
                            QString::number(signedAtMs),
                            token,
                            nonce,
                            normalizeForAuth(platform),
                            normalizeForAuth(deviceFamily)};
    return parts.join(QLatin1Char('|')).toUtf8();
}

core::Result<core::Json> buildConnectParams(const GatewayOptions &options,
                                            const DeviceIdentity *identity,
                                            const QString &deviceToken, const QString &nonce,
                                            qint64 challengeTs) {
    core::Json client = core::Json::object();
    client["id"] = options.clientId.toStdString();
    if (!options.displayName.isEmpty())
        client["displayName"] = options.displayName.toStdString();
    client["version"] = options.clientVersion.toStdString();
    client["platform"] = options.platform.toStdString();
    if (!options.deviceFamily.isEmpty())
        client["deviceFamily"] = options.deviceFamily.toStdString();
    client["mode"] = options.clientMode.toStdString();
    if (!options.instanceId.isEmpty())
        client["instanceId"] = options.instanceId.toStdString();

    core::Json params = core::Json::object();
    params["minProtocol"] = kProtocolVersion;
    params["maxProtocol"] = kProtocolVersion;
    params["client"] = client;
    params["role"] = options.role.toStdString();
    params["scopes"] = stringArray(options.scopes);
    params["caps"] = stringArray(options.caps);
    core::Json auth = core::Json::object();
    QString signedToken;
    if (!options.token.isEmpty()) {
        auth["token"] = options.token.toStdString();
        signedToken = options.token;
    } else if (!deviceToken.isEmpty() && identity) {
        auth["deviceToken"] = deviceToken.toStdString();
        signedToken = deviceToken;
    }
    params["auth"] = auth;
    if (!options.locale.isEmpty())
        params["locale"] = options.locale.toStdString();
    if (!options.userAgent.isEmpty())
        params["userAgent"] = options.userAgent.toStdString();

    if (identity && identity->isValid()) {
        const QByteArray payload =
            deviceAuthPayloadV3(identity->deviceId(), options.clientId, options.clientMode,
                                options.role, options.scopes, challengeTs, signedToken, nonce,
                                options.platform, options.deviceFamily);
        auto signature = identity->sign(payload);
        if (!signature)
            return signature.error();
        core::Json device = core::Json::object();
        device["id"] = identity->deviceId().toStdString();
        device["publicKey"] = identity->publicKeyBase64Url().toStdString();
        device["signature"] = DeviceIdentity::base64Url(signature.value()).toStdString();
        device["signedAt"] = challengeTs;
        device["nonce"] = nonce.toStdString();
        params["device"] = device;
    }
    return params;
}

} // namespace toolgate::gateway
