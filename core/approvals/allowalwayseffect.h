// SPDX-License-Identifier: MIT
#pragma once

#include "approvals/approvalrequest.h"

namespace toolgate::core {

// What "allow always" really leaves behind on an OpenClaw 2026.9.6 gateway.
enum class AllowAlwaysStore {
    AllowlistEntry,    // exec: an allowlist entry bound to this exact argv and working directory
    OnceOnly,          // exec: cannot be stored as a reusable entry; the gateway runs it once
    CronStandingGrant, // exec from a cron run: a standing grant for that job (may expire)
    PluginDecision,    // plugin: the plugin's own "do not ask again" handling
    NotOffered,        // system-agent changes, or allow-always not in allowedDecisions
};

struct AllowAlwaysEffect {
    AllowAlwaysStore store = AllowAlwaysStore::NotOffered;
    // Why an exec request is downgraded to once: "inline-eval" (code given on the command line),
    // "runtime-payload" (command substitution); empty otherwise.
    QString downgradeReason;
    // grantExpiresInDays is honoured only for cron standing grants.
    bool expiryApplies() const { return store == AllowAlwaysStore::CronStandingGrant; }
};

// Decided from the request alone, the way the gateway decides it: cron source and binding mint a
// standing grant; inline evaluation or a runtime payload cannot be pinned to a reusable entry.
AllowAlwaysEffect allowAlwaysEffectFor(const ApprovalRequest &request);

} // namespace toolgate::core
