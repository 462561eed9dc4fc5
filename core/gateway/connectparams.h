// SPDX-License-Identifier: MIT
#pragma once

#include "gateway/deviceidentity.h"
#include "gateway/gatewayoptions.h"
#include "util/json.h"
#include "util/result.h"

namespace toolgate::gateway {

// The UTF-8 string a device signs (protocol v3):
// v3|deviceId|clientId|mode|role|scope,scope|signedAt|token|nonce|platform(lower)|deviceFamily(lower)
QByteArray deviceAuthPayloadV3(const QString &deviceId, const QString &clientId,
                               const QString &clientMode, const QString &role,
                               const QStringList &scopes, qint64 signedAtMs, const QString &token,
                               const QString &nonce, const QString &platform,
                               const QString &deviceFamily);

// Builds the `connect` params for a challenge. `identity` may be null (no device block). The token
// in the signed string is auth.token if set, otherwise the device token.
core::Result<core::Json> buildConnectParams(const GatewayOptions &options,
                                            const DeviceIdentity *identity,
                                            const QString &deviceToken, const QString &nonce,
                                            qint64 challengeTs);

} // namespace toolgate::gateway
