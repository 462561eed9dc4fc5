// SPDX-License-Identifier: MIT
#pragma once

#include "approvals/approvalentry.h"
#include "util/json.h"

#include <optional>
#include <vector>

namespace toolgate::core {

// One terminal row of the gateway's `approval.history` (protocol v4, 2026.7+):
// {id, status: allowed|denied|expired|cancelled…, decision?, reason (terminalReason),
//  resolvedAtMs, resolver?{kind: device|runtime|system, id?}}.
struct GatewayHistoryItem {
    QString id;
    QString status;
    QString decision;
    QString reason;
    QString resolverKind;
    QString resolverId;
    qint64 resolvedAtMs = 0;
};

// A page of `approval.history`: its rows (unreadable ones skipped) and the opaque next cursor.
struct GatewayHistoryPage {
    std::vector<GatewayHistoryItem> items;
    std::optional<Json> nextCursor; // passed back exactly as received
};
GatewayHistoryPage gatewayHistoryFromJson(const Json &payload);

// What a Gone entry really became, by the gateway's record.
struct GoneVerdict {
    ApprovalState state = ApprovalState::Gone;
    QString decision;
    QString resolvedBy; // the resolver's id (a device id); empty for the system
    QString reason;
};
GoneVerdict verdictFromGatewayHistory(const GatewayHistoryItem &item);

} // namespace toolgate::core
