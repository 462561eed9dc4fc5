// SPDX-License-Identifier: MIT
#pragma once

#include "gateway/transportguard.h"

#include <QString>
#include <QStringList>
#include <QUrl>

namespace toolgate::gateway {

// How the console presents itself and behaves. Defaults are what an approval console needs:
// `openclaw-linux`/`ui`, operator with read/write/approvals/admin, and the approval/tool caps.
struct GatewayOptions {
    QUrl url = QUrl(QStringLiteral("ws://127.0.0.1:18789/"));
    QString token; // shared gateway token (auth.token); never logged
    // wss:// certificate pin and the explicit permission for ws:// to another host.
    TransportSettings transport;

    // Ed25519 identity file (created on first run, mode 0600). Empty: connect without a device,
    // which on a real gateway strips every scope except for `gateway-client`/`cli` clients.
    QString identityPath;
    // Where issued device tokens are kept (per gateway URL); empty: `<identityPath>.tokens`.
    QString deviceTokenPath;

    QString clientId = QStringLiteral("openclaw-linux");
    QString clientMode = QStringLiteral("ui");
    QString platform = QStringLiteral("linux");
    QString deviceFamily = QStringLiteral("desktop");
    QString displayName = QStringLiteral("Toolgate");
    QString clientVersion = QStringLiteral("0.1.0");
    QString instanceId;
    QString role = QStringLiteral("operator");
    QStringList scopes{QStringLiteral("operator.read"), QStringLiteral("operator.write"),
                       QStringLiteral("operator.approvals"), QStringLiteral("operator.admin")};
    QStringList caps{QStringLiteral("approvals"), QStringLiteral("exec-approvals"),
                     QStringLiteral("plugin-approvals"), QStringLiteral("tool-events")};
    QString locale = QStringLiteral("en-US");
    QString userAgent = QStringLiteral("toolgate/0.1.0");

    int requestTimeoutMs = 30000;
    int handshakeTimeoutMs = 15000;
    bool autoReconnect = true;
    int backoffInitialMs = 500;
    int backoffMaxMs = 30000;
    double backoffJitter = 0.2; // ± fraction of the delay
    // PAIRING_REQUIRED: keep asking (with backoff) until approved or this long has passed (the
    // gateway's pairing requests expire after 5 minutes).
    int pairingWaitMs = 5 * 60 * 1000;
    int pairingRetryInitialMs = 2000;
    int pairingRetryMaxMs = 15000;

    // The default identity location: <AppDataLocation>/device-identity.json.
    static QString defaultIdentityPath();
};

} // namespace toolgate::gateway
