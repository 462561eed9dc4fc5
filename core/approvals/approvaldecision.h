// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QStringList>

#include <array>
#include <optional>

namespace toolgate::core {

// What an operator answers to an exec, plugin or system-agent approval. Code works with this type;
// the strings ("allow-once", "allow-always", "deny") exist only where they are read or written:
// gateway frames, the history database, CLI arguments and output.
enum class ApprovalDecision { AllowOnce, AllowAlways, Deny };

// Every decision, in the order the gateway lists them in allowedDecisions.
inline constexpr std::array<ApprovalDecision, 3> kApprovalDecisions{
    ApprovalDecision::AllowOnce, ApprovalDecision::AllowAlways, ApprovalDecision::Deny};

// The wire / database spelling.
QString approvalDecisionName(ApprovalDecision decision);
// nullopt for anything that is not exactly one of the three wire names.
std::optional<ApprovalDecision> approvalDecisionFromName(QStringView name);
// {"allow-once", "allow-always", "deny"}.
QStringList approvalDecisionNames();

} // namespace toolgate::core
