// SPDX-License-Identifier: MIT
#pragma once

#include "util/json.h"

#include <QString>

#include <vector>

namespace toolgate::core {

// A standing grant minted by "allow always" on a cron run (`exec.approval.grants.list` row).
struct StandingGrant {
    QString grantId;
    QString mintedByApprovalId;
    QString agentId;
    QString cronJobId;
    QString cronJobName;
    QString command;
    QString cwd;
    qint64 createdAtMs = 0;
    qint64 expiresAtMs = 0; // 0: never
    qint64 revokedAtMs = 0; // 0: active
    QString revokedBy;
    qint64 lastUsedAtMs = 0; // 0: never used
    int useCount = 0;

    QString automation() const { return cronJobName.isEmpty() ? cronJobId : cronJobName; }
    // "active", "revoked" or "expired" at `nowMs`.
    QString state(qint64 nowMs) const;
};

// {grants:[…]} or a bare array; rows without a grantId are skipped.
std::vector<StandingGrant> standingGrantsFromJson(const Json &payload);
Json toJson(const StandingGrant &grant);

} // namespace toolgate::core
