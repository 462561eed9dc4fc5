// SPDX-License-Identifier: MIT
#pragma once

#include "util/json.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace toolgate::gateway {

// A device waiting for the owner's approval (device.pair.list `pending`, device.pair.requested).
struct PendingDevice {
    QString requestId;
    QString deviceId;
    QString displayName;
    QString platform;
    QString clientId;
    QString role;
    QStringList roles;
    QStringList scopes;
    QString remoteIp;
    qint64 ts = 0;
    bool isRepair = false; // an already paired device asking again (upgrade or repair)

    // "displayName (clientId, platform)" or the short device id.
    QString title() const;
};

// One issued role token of a paired device (secrets are never part of the list).
struct DeviceToken {
    QString role;
    QStringList scopes;
    qint64 rotatedAtMs = 0;
    bool revoked = false;
};

// A paired device (device.pair.list `paired`).
struct PairedDevice {
    QString deviceId;
    QString displayName;
    QString label; // the owner's operatorLabel, preferred for display
    QString platform;
    QString clientId;
    QString role;
    QStringList roles;
    QStringList scopes;
    qint64 approvedAtMs = 0;
    bool connected = false;
    QList<DeviceToken> tokens;

    QString title() const;
    // Roles that have a live (not revoked) token; what rotate/revoke can target.
    QStringList tokenRoles() const;
};

struct DeviceList {
    QList<PendingDevice> pending;
    QList<PairedDevice> paired;
};

// Lenient: unknown fields are ignored, rows without an id are skipped.
DeviceList deviceListFromJson(const core::Json &payload);
PendingDevice pendingDeviceFromJson(const core::Json &row);

} // namespace toolgate::gateway
