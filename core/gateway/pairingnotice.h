// SPDX-License-Identifier: MIT
#pragma once

#include "gateway/gatewayerror.h"

#include <QString>

namespace toolgate::gateway {

// What a NOT_PAIRED / PAIRING_REQUIRED answer means for the owner: which of the four cases it is
// (details.reason: not-paired, role-upgrade, scope-upgrade, metadata-upgrade), the request to
// approve, and the command that approves it on the gateway host.
struct PairingNotice {
    QString reason;    // as the gateway sent it ("not-paired" when it sent none)
    QString requestId; // empty when the gateway did not say
    QString headline;  // what happened, one sentence
    QString action;    // what to run or whom to ask, one or two sentences

    QString message() const { return headline + QLatin1Char(' ') + action; }
};

bool isPairingRequired(const GatewayError &error);
// `deviceId` is this console's device (shortened in the text); may be empty.
PairingNotice explainPairing(const GatewayError &error, const QString &deviceId);

} // namespace toolgate::gateway
