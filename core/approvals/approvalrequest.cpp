// SPDX-License-Identifier: MIT
#include "approvals/approvalrequest.h"

namespace toolgate::core {

QString approvalKindName(ApprovalKind kind) {
    return kind == ApprovalKind::Plugin ? QStringLiteral("plugin") : QStringLiteral("exec");
}

ApprovalKind approvalKindForId(const QString &id) {
    return id.startsWith(QLatin1String("plugin:")) ? ApprovalKind::Plugin : ApprovalKind::Exec;
}

bool ApprovalRequest::allowsDecision(const QString &decision) const {
    return allowedDecisions.contains(decision) && !unavailableDecisions.contains(decision);
}

} // namespace toolgate::core
