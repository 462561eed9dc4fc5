// SPDX-License-Identifier: MIT
#include "approvals/gatewayhistory.h"

#include "approvals/approvaljson.h"

namespace toolgate::core {

GatewayHistoryPage gatewayHistoryFromJson(const Json &payload) {
    GatewayHistoryPage page;
    if (!payload.is_object())
        return page;
    const auto items = payload.find("items");
    if (items != payload.end() && items->is_array()) {
        for (const Json &row : *items) {
            GatewayHistoryItem item;
            item.id = jsonString(row, "id");
            if (item.id.isEmpty())
                continue;
            item.status = jsonString(row, "status");
            item.decision = jsonString(row, "decision");
            item.reason = jsonString(row, "reason");
            item.resolvedAtMs = jsonInt(row, "resolvedAtMs");
            const auto resolver = row.find("resolver");
            if (resolver != row.end()) {
                item.resolverKind = jsonString(*resolver, "kind");
                item.resolverId = jsonString(*resolver, "id");
            }
            page.items.push_back(std::move(item));
        }
    }
    const auto cursor = payload.find("nextCursor");
    if (cursor != payload.end() && !cursor->is_null())
        page.nextCursor = *cursor;
    return page;
}

GoneVerdict verdictFromGatewayHistory(const GatewayHistoryItem &item) {
    GoneVerdict verdict;
    verdict.reason = item.reason.isEmpty() ? item.status : item.reason;
    const bool bySomeone = item.resolverKind == QLatin1String("device") ||
                           item.resolverKind == QLatin1String("runtime");
    if (item.reason == QLatin1String("timeout") || item.status == QLatin1String("expired")) {
        verdict.state = ApprovalState::Expired;
        verdict.decision = item.decision;
    } else if ((item.status == QLatin1String("allowed") ||
                item.status == QLatin1String("denied")) &&
               bySomeone) {
        verdict.state = ApprovalState::ResolvedElsewhere;
        verdict.decision = item.decision;
        verdict.resolvedBy = item.resolverId.isEmpty() ? item.resolverKind : item.resolverId;
    } else if (item.reason == QLatin1String("run-aborted")) {
        verdict.state = ApprovalState::Cancelled;
    } else {
        // gateway-restart, no-route, storage-corrupt, …: nobody decided; keep it Gone, with the
        // gateway's own reason. A system deny (malformed verdict) keeps its decision for the
        // record.
        verdict.state = ApprovalState::Gone;
        verdict.decision = item.decision;
    }
    return verdict;
}

} // namespace toolgate::core
