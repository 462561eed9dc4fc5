// SPDX-License-Identifier: MIT
#pragma once

#include "approvals/approvalrequest.h"

#include <QStringList>

namespace toolgate::core {

// How much an owner should hesitate before deciding a request in a batch.
enum class RiskLevel { None, Caution, High };

// Why, as stable machine names, most serious first:
// High: "destructive" (rm, dd, mkfs*, shred, wipefs, fdisk, parted, truncate, chmod/chown/chgrp
//   -R, find -delete), "privilege" (sudo, doas, su, pkexec, run0), "pipe-to-shell" (curl/wget
//   piped into a shell or interpreter), "inline-eval" (sh -c, python -c, node -e, ...),
//   "network-post" (curl/wget sending data or a non-GET method, scp, sftp, rsync to a host, nc,
//   socat, telnet, git push), "remote-shell" (ssh), the exec scopes "payment", "external-post",
//   "message-send", and plugin severity "critical".
// Caution: "network" (other network tools), "write-outside-cwd",
//   "shell-metacharacters" (pipes, chains, redirects, substitutions), the scope "standing-grant",
//   plugin severity "warning".
struct RequestRisk {
    RiskLevel level = RiskLevel::None;
    QStringList reasons;
};

RequestRisk requestRisk(const ApprovalRequest &request);
// The level a reason belongs to (None for an unknown name).
RiskLevel riskLevelOf(const QString &reason);
// Position in the severity order above (0 = most serious); unknown names rank last.
int riskReasonRank(const QString &reason);
// Adds `more` into `into`: the higher level, the reasons merged in severity order.
void mergeRisk(RequestRisk &into, const RequestRisk &more);

} // namespace toolgate::core
