// SPDX-License-Identifier: MIT
#include "approvals/approvalrequest.h"

namespace toolgate::core {

QString approvalKindName(ApprovalKind kind) {
    switch (kind) {
    case ApprovalKind::Exec:
        return QStringLiteral("exec");
    case ApprovalKind::Plugin:
        return QStringLiteral("plugin");
    case ApprovalKind::SystemAgent:
        return QStringLiteral("system-agent");
    }
    return {};
}

ApprovalKind approvalKindForId(const QString &id) {
    if (id.startsWith(QLatin1String("plugin:")))
        return ApprovalKind::Plugin;
    if (id.startsWith(QLatin1String("system-agent:")))
        return ApprovalKind::SystemAgent;
    return ApprovalKind::Exec;
}

bool ApprovalRequest::allowsDecision(const QString &decision) const {
    return allowedDecisions.contains(decision) && !unavailableDecisions.contains(decision);
}

bool ApprovalRequest::allowsDecision(ApprovalDecision decision) const {
    return allowsDecision(approvalDecisionName(decision));
}

} // namespace toolgate::core
