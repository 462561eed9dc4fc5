// SPDX-License-Identifier: MIT
#include "gateway/pairingnotice.h"

#include "approvals/approvaljson.h"
#include "util/errorcode.h"

#include <QStringList>

namespace toolgate::gateway {

using core::jsonString;
using core::jsonStringList;

bool isPairingRequired(const GatewayError &error) {
    return core::errorCodeFrom(error.code) == core::ErrorCode::NotPaired ||
           core::errorCodeFrom(error.detailsCode) == core::ErrorCode::PairingRequired;
}

PairingNotice explainPairing(const GatewayError &error, const QString &deviceId) {
    PairingNotice n;
    n.reason = error.detailsReason.isEmpty() ? QStringLiteral("not-paired") : error.detailsReason;
    n.requestId = jsonString(error.details, "requestId");
    const QString device =
        deviceId.isEmpty() ? QStringLiteral("This console's device")
                           : QStringLiteral("This console's device (%1…)").arg(deviceId.left(12));
    const QStringList scopes = jsonStringList(error.details, "requestedScopes");
    const QString role = jsonString(error.details, "requestedRole");
    if (n.reason == QLatin1String("role-upgrade")) {
        n.headline =
            QStringLiteral("%1 is paired, but not for the role it asks for%2; a new role "
                           "needs the gateway owner's approval.")
                .arg(device, role.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(role));
    } else if (n.reason == QLatin1String("scope-upgrade")) {
        n.headline =
            QStringLiteral("%1 is paired, but asks for more scopes than were approved%2; the "
                           "broader access needs the gateway owner's approval.")
                .arg(device, scopes.isEmpty()
                                 ? QString()
                                 : QStringLiteral(" (%1)").arg(scopes.join(QStringLiteral(", "))));
    } else if (n.reason == QLatin1String("metadata-upgrade")) {
        n.headline = QStringLiteral("%1 is paired, but its details (name, platform or client) "
                                    "changed; the gateway wants them approved again.")
                         .arg(device);
    } else {
        n.headline =
            QStringLiteral("%1 is not paired with this gateway yet: a remote console must be "
                           "approved once by the gateway's owner.")
                .arg(device);
    }
    n.action = n.requestId.isEmpty()
                   ? QStringLiteral("On the gateway host run `openclaw devices list`, then "
                                    "`openclaw devices approve <requestId>` (or approve it in "
                                    "another console's Devices section).")
                   : QStringLiteral("On the gateway host run `openclaw devices approve %1` (or "
                                    "approve request %1 in another console's Devices section).")
                         .arg(n.requestId);
    n.action += QStringLiteral(" Toolgate keeps asking and connects by itself once approved.");
    return n;
}

} // namespace toolgate::gateway
