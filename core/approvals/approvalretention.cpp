// SPDX-License-Identifier: MIT
#include "approvals/approvalretention.h"

#include <algorithm>

namespace toolgate::core {

QStringList finishedToDrop(std::vector<FinishedApproval> finished, qint64 nowMs,
                           const ApprovalRetention &retention) {
    std::stable_sort(finished.begin(), finished.end(),
                     [](const FinishedApproval &a, const FinishedApproval &b) {
                         return a.finishedAtMs < b.finishedAtMs;
                     });
    const qint64 cutoff = nowMs - retention.maxAgeMs;
    const auto keep = static_cast<std::size_t>(std::max(0, retention.maxFinished));
    const std::size_t overCap = finished.size() > keep ? finished.size() - keep : 0;
    QStringList drop;
    for (std::size_t i = 0; i < finished.size(); ++i) {
        if (i < overCap || finished[i].finishedAtMs < cutoff)
            drop.append(finished[i].id);
    }
    return drop;
}

} // namespace toolgate::core
