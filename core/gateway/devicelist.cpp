// SPDX-License-Identifier: MIT
#include "gateway/devicelist.h"

#include "approvals/approvaljson.h"

namespace toolgate::gateway {

using core::jsonInt;
using core::jsonString;
using core::jsonStringList;

namespace {

bool jsonBool(const core::Json &object, const char *key) {
    if (!object.is_object())
        return false;
    const auto it = object.find(key);
    return it != object.end() && it->is_boolean() && it->get<bool>();
}

QString titleOf(const QString &name, const QString &clientId, const QString &platform,
                const QString &deviceId) {
    QStringList detail;
    if (!clientId.isEmpty())
        detail.append(clientId);
    if (!platform.isEmpty())
        detail.append(platform);
    const QString base = name.isEmpty() ? deviceId.left(12) + QStringLiteral("…") : name;
    return detail.isEmpty()
               ? base
               : QStringLiteral("%1 (%2)").arg(base, detail.join(QStringLiteral(", ")));
}

} // namespace

QString PendingDevice::title() const {
    return titleOf(displayName, clientId, platform, deviceId);
}

QString PairedDevice::title() const {
    return titleOf(label.isEmpty() ? displayName : label, clientId, platform, deviceId);
}

QStringList PairedDevice::tokenRoles() const {
    QStringList list;
    for (const DeviceToken &token : tokens) {
        if (!token.revoked && !token.role.isEmpty() && !list.contains(token.role))
            list.append(token.role);
    }
    return list;
}

PendingDevice pendingDeviceFromJson(const core::Json &row) {
    PendingDevice d;
    d.requestId = jsonString(row, "requestId");
    d.deviceId = jsonString(row, "deviceId");
    d.displayName = jsonString(row, "displayName");
    d.platform = jsonString(row, "platform");
    d.clientId = jsonString(row, "clientId");
    d.role = jsonString(row, "role");
    d.roles = jsonStringList(row, "roles");
    d.scopes = jsonStringList(row, "scopes");
    d.remoteIp = jsonString(row, "remoteIp");
    d.ts = jsonInt(row, "ts");
    d.isRepair = jsonBool(row, "isRepair");
    return d;
}

DeviceList deviceListFromJson(const core::Json &payload) {
    DeviceList list;
    if (!payload.is_object())
        return list;
    if (const auto pending = payload.find("pending");
        pending != payload.end() && pending->is_array()) {
        for (const core::Json &row : *pending) {
            PendingDevice d = pendingDeviceFromJson(row);
            if (!d.requestId.isEmpty())
                list.pending.append(d);
        }
    }
    if (const auto paired = payload.find("paired"); paired != payload.end() && paired->is_array()) {
        for (const core::Json &row : *paired) {
            PairedDevice d;
            d.deviceId = jsonString(row, "deviceId");
            if (d.deviceId.isEmpty())
                continue;
            d.displayName = jsonString(row, "displayName");
            d.label = jsonString(row, "operatorLabel");
            d.platform = jsonString(row, "platform");
            d.clientId = jsonString(row, "clientId");
            d.role = jsonString(row, "role");
            d.roles = jsonStringList(row, "roles");
            d.scopes = jsonStringList(row, "scopes");
            d.approvedAtMs = jsonInt(row, "approvedAtMs");
            d.connected = jsonBool(row, "connected");
            const auto tokens = row.find("tokens");
            if (tokens != row.end() && tokens->is_array()) {
                for (const core::Json &t : *tokens) {
                    DeviceToken token;
                    token.role = jsonString(t, "role");
                    token.scopes = jsonStringList(t, "scopes");
                    token.rotatedAtMs = jsonInt(t, "rotatedAtMs");
                    token.revoked = jsonInt(t, "revokedAtMs") > 0;
                    d.tokens.append(token);
                }
            }
            list.paired.append(d);
        }
    }
    return list;
}

} // namespace toolgate::gateway
