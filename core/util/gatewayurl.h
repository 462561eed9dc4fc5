// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace toolgate::core {

// One spelling per gateway, everywhere a gateway URL is stored or compared (settings, history,
// CLI): lower-case scheme and host, the port always written (80 for ws://, 443 for wss://), no
// trailing slash, no user info. "WS://LocalHost:18811/" and "ws://localhost:18811" are the same
// gateway. A text that is not a URL is returned trimmed, unchanged otherwise.
QString canonicalGatewayUrl(const QString &url);

} // namespace toolgate::core
