// SPDX-License-Identifier: MIT
#pragma once

#include "approvals/approvalrequest.h"

namespace toolgate::core {

// Where an approval is in its life, as far as this console knows.
enum class ApprovalState {
    Pending,           // shown, waiting for a decision
    Resolving,         // a decision was sent, no answer yet
    ResolvedHere,      // this console's decision was accepted
    ResolvedElsewhere, // a resolved event (or the gateway's history) says someone else decided
    Expired,   // the gateway's deadline passed (or the gateway resolved it with resolvedBy null)
    Cancelled, // withdrawn without a decision (e.g. the run was aborted, or dismissed locally)
    Gone,      // vanished from the gateway's list with no resolved event: not a decision; `reason`
               // says why (gateway-restart, expired-offline, not-listed, not-found)
};

QString approvalStateName(ApprovalState state);
inline bool isTerminal(ApprovalState state) {
    return state != ApprovalState::Pending && state != ApprovalState::Resolving;
}

// One approval in the queue: the request plus what happened to it.
struct ApprovalEntry {
    ApprovalRequest request;
    ApprovalState state = ApprovalState::Pending;
    // True while the connection is down or a resync is outstanding: the entry may be out of date.
    bool stale = false;
    // Expired by this console's clock, not by the gateway's word: a resolved event that arrives
    // later (clocks differ, events queue) replaces it with the gateway's verdict.
    bool expiredByClock = false;
    QString decision;   // the decision sent (Resolving) or the final one
    QString resolvedBy; // display name of who decided; empty when the system/timeout did
    QString reason; // why it ended: "user", "timeout", "already-resolved", "gateway-restart", ...
    QString lastError; // message of the last failed decision attempt, if any
    qint64 firstSeenMs = 0;
    qint64 decidedAtMs = 0;
    quint64 touch = 0; // queue mark of the last update from the gateway (see ApprovalQueue::mark)
};

} // namespace toolgate::core
