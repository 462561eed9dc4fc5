// SPDX-License-Identifier: MIT
#pragma once

#include <QLoggingCategory>

namespace toolgate::gateway {

// "toolgate.gateway": connection life, ignored frames, reconnects. Never tokens or keys.
Q_DECLARE_LOGGING_CATEGORY(lcGateway)

} // namespace toolgate::gateway
