// SPDX-License-Identifier: MIT
#pragma once

#include "util/result.h"

#include <QString>

namespace toolgate::gateway {
class ConnectionManager;
}

namespace toolgate::ui {

// `toolgate --connect URL --token-file FILE [--tls-fingerprint sha256:HEX]`: the connection for
// URL (the same gateway in any spelling), added when new, its token and pin updated from the
// command line and saved as the Connections screen saves them. Returns its id, or why not (an
// unreadable token file, an empty one, a bad URL or fingerprint).
core::Result<QString> adoptConnection(gateway::ConnectionManager &connections, const QString &url,
                                      const QString &tokenFile, const QString &tlsFingerprint);

} // namespace toolgate::ui
