// SPDX-License-Identifier: MIT
#pragma once

#include "gateway/deviceidentity.h"
#include "gateway/gatewayoptions.h"
#include "util/json.h"
#include "util/result.h"

namespace toolgate::gateway {

// Builds the `connect` params for a challenge. `identity` may be null (no device block). The token
// in the signed string is auth.token if set, otherwise the device token.
core::Result<core::Json> buildConnectParams(const GatewayOptions &options,
                                            const DeviceIdentity *identity,
                                            const QString &deviceToken, const QString &nonce,
                                            qint64 challengeTs);

} // namespace toolgate::gateway
