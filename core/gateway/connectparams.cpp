// SPDX-License-Identifier: MIT
#include "gateway/connectparams.h"

#include "gateway/deviceauth.h"
#include "gateway/gatewayversion.h"

#include <QCoreApplication>
#include <QStandardPaths>

namespace toolgate::gateway {

namespace {

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
        deviceauth::SignedFields fields;
        fields.deviceId = identity->deviceId();
        fields.clientId = options.clientId;
        fields.clientMode = options.clientMode;
        fields.role = options.role;
        fields.scopes = options.scopes;
        fields.signedAtMs = challengeTs;
        fields.token = signedToken;
        fields.nonce = nonce;
        fields.platform = options.platform;
        fields.deviceFamily = options.deviceFamily;
        const QByteArray payload = deviceauth::payloadV3(fields);
        auto signature = identity->sign(payload);
        if (!signature)
            return signature.error();
        core::Json device = core::Json::object();
        device["id"] = identity->deviceId().toStdString();
        device["publicKey"] = identity->publicKeyBase64Url().toStdString();
        device["signature"] = deviceauth::toBase64Url(signature.value()).toStdString();
        device["signedAt"] = challengeTs;
        device["nonce"] = nonce.toStdString();
        params["device"] = device;
    }
    return params;
}

} // namespace toolgate::gateway
