// SPDX-License-Identifier: MIT
#include "gateway/gatewaylog.h"

namespace toolgate::gateway {

Q_LOGGING_CATEGORY(lcGateway, "toolgate.gateway")

} // namespace toolgate::gateway
