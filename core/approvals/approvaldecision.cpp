// SPDX-License-Identifier: MIT
#include "approvals/approvaldecision.h"

namespace toolgate::core {

QString approvalDecisionName(ApprovalDecision decision) {
    switch (decision) {
    case ApprovalDecision::AllowOnce:
        return QStringLiteral("allow-once");
    case ApprovalDecision::AllowAlways:
        return QStringLiteral("allow-always");
    case ApprovalDecision::Deny:
        return QStringLiteral("deny");
    }
    return {};
}

std::optional<ApprovalDecision> approvalDecisionFromName(QStringView name) {
    for (const ApprovalDecision decision : kApprovalDecisions) {
        if (name == approvalDecisionName(decision))
            return decision;
    }
    return std::nullopt;
}

QStringList approvalDecisionNames() {
    QStringList names;
    for (const ApprovalDecision decision : kApprovalDecisions)
        names << approvalDecisionName(decision);
    return names;
}

} // namespace toolgate::core
