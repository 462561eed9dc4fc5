// SPDX-License-Identifier: MIT
#pragma once

#include "approvals/approvalentry.h"
#include "approvals/approvalretention.h"
#include "util/result.h"

#include <QHash>

#include <optional>
#include <vector>

namespace toolgate::core {

// A transition the queue made; callers turn these into signals and history rows.
struct ApprovalChange {
    QString id;
    std::optional<ApprovalState> from; // empty when the entry was just added
    ApprovalState to = ApprovalState::Pending;
    bool operator==(const ApprovalChange &) const = default;
};

// Why a decision attempt failed at the gateway, as far as the queue cares.
enum class ResolveFailure {
    AlreadyResolved, // APPROVAL_ALREADY_RESOLVED
    NotFound,        // unknown or expired id
    Transient,       // connection dropped, timeout, UNAVAILABLE: may be tried again
    Rejected,        // any other refusal (e.g. decision unavailable): stays pending
};

// The pending-approval state machine. Pure: no clock (every call takes `nowMs`), no I/O, no
// signals. Every decision is bound to an approval id; a decision for an id that is not pending,
// or that its request does not allow, is refused before anything is sent.
class ApprovalQueue {
public:
    // Adds a request seen in an event or a list, or refreshes it. Terminal entries are never
    // revived (a list snapshot taken before a resolve can still contain the id).
    std::optional<ApprovalChange> upsert(const ApprovalRequest &request, qint64 nowMs);

    // A monotonic counter: take it when a list is requested, pass it to applySnapshot.
    quint64 mark() const { return m_touch; }

    // Reconciles one kind with a full `*.approval.list` answer requested at `requestedAtMark`:
    // listed entries are upserted and made fresh; pending entries of that kind that are missing
    // and were not updated since the list was requested left the gateway without a resolved
    // event. Nobody is known to have decided them: they become Gone, with reason
    // "expired-offline" when past their deadline, otherwise `goneReason`.
    std::vector<ApprovalChange>
    applySnapshot(ApprovalKind kind, const std::vector<ApprovalRequest> &listed,
                  quint64 requestedAtMark, qint64 nowMs,
                  const QString &goneReason = QStringLiteral("not-listed"));

    // What the gateway's own history says about a Gone entry: `to` with the real decision,
    // decider and terminal reason. Only Gone entries change (an event is better evidence).
    std::optional<ApprovalChange> settleGone(const QString &id, ApprovalState to,
                                             const QString &decision, const QString &resolvedBy,
                                             const QString &reason, qint64 decidedAtMs);

    // Validates and records a decision for `id` (Pending → Resolving). Error codes:
    // APPROVAL_NOT_FOUND, APPROVAL_NOT_PENDING, APPROVAL_DECISION_NOT_ALLOWED, APPROVAL_EXPIRED.
    Result<ApprovalChange> beginResolve(const QString &id, const QString &decision, qint64 nowMs);
    // The gateway accepted our decision.
    std::optional<ApprovalChange> resolveSucceeded(const QString &id, qint64 nowMs);
    // The gateway refused it, or the answer never came.
    std::optional<ApprovalChange> resolveFailed(const QString &id, ResolveFailure failure,
                                                const QString &message, qint64 nowMs);

    // A `*.approval.resolved` event. `resolvedBy` empty means nobody decided: at the deadline
    // (within kDeadlineSkewMs) the entry expired, earlier the gateway ended it (Gone,
    // "ended-by-gateway", no decision recorded).
    std::optional<ApprovalChange> applyResolved(const QString &id, const QString &decision,
                                                const QString &resolvedBy, qint64 nowMs);
    static constexpr qint64 kDeadlineSkewMs = 2000;

    // Every live entry becomes Gone with `reason` and no decision: the console itself ended them
    // (a demo scenario switch). Returns the changes.
    std::vector<ApprovalChange> endPending(const QString &reason, qint64 nowMs);

    // Pending entries whose expiresAtMs has passed become Expired.
    std::vector<ApprovalChange> expire(qint64 nowMs);
    // Earliest expiresAtMs among pending entries, if any (for a single timer).
    std::optional<qint64> nextExpiry() const;

    // Withdrawn without a decision (run aborted, dismissed locally).
    std::optional<ApprovalChange> cancel(const QString &id, const QString &reason, qint64 nowMs);

    // Connection lost: every live entry is kept but marked stale until a list confirms it.
    void markStale();

    // Drops the finished entries the retention lets go (live entries are never dropped) and
    // returns their ids.
    QStringList pruneFinished(qint64 nowMs, const ApprovalRetention &retention);

    const ApprovalEntry *find(const QString &id) const;
    // Entries in arrival order.
    std::vector<const ApprovalEntry *> entries() const;
    int count() const { return static_cast<int>(m_order.size()); }
    int countInState(ApprovalState state) const;

private:
    ApprovalChange finish(ApprovalEntry &entry, ApprovalState to, qint64 nowMs);

    QHash<QString, ApprovalEntry> m_entries;
    std::vector<QString> m_order;
    quint64 m_touch = 0;
};

} // namespace toolgate::core
