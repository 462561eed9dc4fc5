// SPDX-License-Identifier: MIT
#include "approvals/approvalqueue.h"

#include "util/errorcode.h"

#include <QSet>

#include <algorithm>

namespace toolgate::core {

QString approvalStateName(ApprovalState state) {
    switch (state) {
    case ApprovalState::Pending:
        return QStringLiteral("pending");
    case ApprovalState::Resolving:
        return QStringLiteral("resolving");
    case ApprovalState::ResolvedHere:
        return QStringLiteral("resolved-here");
    case ApprovalState::ResolvedElsewhere:
        return QStringLiteral("resolved-elsewhere");
    case ApprovalState::Expired:
        return QStringLiteral("expired");
    case ApprovalState::Cancelled:
        return QStringLiteral("cancelled");
    case ApprovalState::Gone:
        return QStringLiteral("gone");
    }
    return {};
}

ApprovalChange ApprovalQueue::finish(ApprovalEntry &entry, ApprovalState to, qint64 nowMs) {
    const ApprovalChange change{entry.request.id, entry.state, to};
    entry.state = to;
    entry.stale = false;
    entry.expiredByClock = false;
    if (isTerminal(to) && entry.decidedAtMs == 0)
        entry.decidedAtMs = nowMs;
    return change;
}

std::optional<ApprovalChange> ApprovalQueue::upsert(const ApprovalRequest &request, qint64 nowMs) {
    if (request.id.isEmpty())
        return std::nullopt;
    auto it = m_entries.find(request.id);
    if (it == m_entries.end()) {
        ApprovalEntry entry;
        entry.request = request;
        entry.firstSeenMs = nowMs;
        entry.touch = ++m_touch;
        m_entries.insert(request.id, entry);
        m_order.push_back(request.id);
        return ApprovalChange{request.id, std::nullopt, ApprovalState::Pending};
    }
    ApprovalEntry &entry = it.value();
    if (isTerminal(entry.state))
        return std::nullopt;
    entry.request = request;
    entry.stale = false;
    entry.touch = ++m_touch;
    return ApprovalChange{request.id, entry.state, entry.state};
}

std::vector<ApprovalChange> ApprovalQueue::applySnapshot(ApprovalKind kind,
                                                         const std::vector<ApprovalRequest> &listed,
                                                         quint64 requestedAtMark, qint64 nowMs,
                                                         const QString &goneReason) {
    std::vector<ApprovalChange> changes;
    QSet<QString> present;
    for (const ApprovalRequest &request : listed) {
        if (request.kind != kind)
            continue;
        present.insert(request.id);
        if (auto change = upsert(request, nowMs))
            changes.push_back(*change);
    }
    for (const QString &id : m_order) {
        ApprovalEntry &entry = m_entries[id];
        if (entry.request.kind != kind || entry.state != ApprovalState::Pending ||
            present.contains(id))
            continue;
        if (entry.touch > requestedAtMark)
            continue; // announced after the list was taken; the list cannot know it yet
        const bool overdue = entry.request.expiresAtMs > 0 && nowMs >= entry.request.expiresAtMs;
        entry.reason = overdue ? QStringLiteral("expired-offline") : goneReason;
        entry.decision.clear();
        entry.resolvedBy.clear();
        changes.push_back(finish(entry, ApprovalState::Gone, nowMs));
    }
    return changes;
}

std::optional<ApprovalChange> ApprovalQueue::settleGone(const QString &id, ApprovalState to,
                                                        const QString &decision,
                                                        const QString &resolvedBy,
                                                        const QString &reason, qint64 decidedAtMs) {
    auto it = m_entries.find(id);
    if (it == m_entries.end() || it->state != ApprovalState::Gone || !isTerminal(to))
        return std::nullopt;
    ApprovalEntry &entry = it.value();
    const ApprovalChange change{id, entry.state, to};
    entry.state = to;
    entry.decision = decision;
    entry.resolvedBy = resolvedBy;
    entry.reason = reason;
    if (decidedAtMs > 0)
        entry.decidedAtMs = decidedAtMs;
    return change;
}

Result<ApprovalChange> ApprovalQueue::beginResolve(const QString &id, const QString &decision,
                                                   qint64 nowMs) {
    auto it = m_entries.find(id);
    if (it == m_entries.end())
        return Error{errorCodeText(ErrorCode::ApprovalNotFound),
                     QStringLiteral("no approval with this id"), id};
    ApprovalEntry &entry = it.value();
    if (entry.state != ApprovalState::Pending)
        return Error{errorCodeText(ErrorCode::ApprovalNotPending),
                     QStringLiteral("approval is %1").arg(approvalStateName(entry.state)), id};
    if (!entry.request.allowsDecision(decision))
        return Error{
            errorCodeText(ErrorCode::ApprovalDecisionNotAllowed),
            QStringLiteral("decision \"%1\" is not allowed for this approval (allowed: %2)")
                .arg(decision, entry.request.allowedDecisions.join(QStringLiteral(", "))),
            id};
    if (entry.request.expiresAtMs > 0 && nowMs >= entry.request.expiresAtMs)
        return Error{errorCodeText(ErrorCode::ApprovalExpired),
                     QStringLiteral("approval has expired"), id};
    const ApprovalChange change{id, entry.state, ApprovalState::Resolving};
    entry.state = ApprovalState::Resolving;
    entry.decision = decision;
    entry.lastError.clear();
    return change;
}

std::optional<ApprovalChange> ApprovalQueue::resolveSucceeded(const QString &id, qint64 nowMs) {
    auto it = m_entries.find(id);
    if (it == m_entries.end() || it->state != ApprovalState::Resolving)
        return std::nullopt; // the resolved event may have settled it already
    it->reason = QStringLiteral("user");
    return finish(it.value(), ApprovalState::ResolvedHere, nowMs);
}

std::optional<ApprovalChange> ApprovalQueue::resolveFailed(const QString &id,
                                                           ResolveFailure failure,
                                                           const QString &message, qint64 nowMs) {
    auto it = m_entries.find(id);
    if (it == m_entries.end() || it->state != ApprovalState::Resolving)
        return std::nullopt;
    ApprovalEntry &entry = it.value();
    entry.lastError = message;
    switch (failure) {
    case ResolveFailure::AlreadyResolved:
    case ResolveFailure::NotFound: {
        const bool overdue = entry.request.expiresAtMs > 0 && nowMs >= entry.request.expiresAtMs;
        entry.decision.clear(); // ours did not count; the real one is unknown here
        if (overdue) {
            entry.reason = QStringLiteral("timeout");
            return finish(entry, ApprovalState::Expired, nowMs);
        }
        // "Already resolved" is the gateway's word that someone decided; "not found" is not.
        if (failure == ResolveFailure::AlreadyResolved) {
            entry.reason = QStringLiteral("already-resolved");
            return finish(entry, ApprovalState::ResolvedElsewhere, nowMs);
        }
        entry.reason = QStringLiteral("not-found");
        return finish(entry, ApprovalState::Gone, nowMs);
    }
    case ResolveFailure::Transient:
    case ResolveFailure::Rejected:
        entry.decision.clear();
        entry.state = ApprovalState::Pending;
        return ApprovalChange{id, ApprovalState::Resolving, ApprovalState::Pending};
    }
    return std::nullopt;
}

std::optional<ApprovalChange> ApprovalQueue::applyResolved(const QString &id,
                                                           const QString &decision,
                                                           const QString &resolvedBy,
                                                           qint64 nowMs) {
    auto it = m_entries.find(id);
    if (it == m_entries.end())
        return std::nullopt;
    ApprovalEntry &entry = it.value();
    // A clock-based expiry is only our guess; the gateway's resolved event is the answer.
    if (isTerminal(entry.state) && !entry.expiredByClock)
        return std::nullopt;
    if (entry.expiredByClock && resolvedBy.isEmpty()) {
        entry.expiredByClock = false; // the gateway confirms the timeout
        entry.decision = decision;
        return ApprovalChange{id, entry.state, entry.state};
    }
    if (resolvedBy.isEmpty()) {
        // Nobody decided (our own pending click did not count). At the deadline it expired;
        // well before it the gateway ended it (a run aborted, a demo scenario switched): gone,
        // and the gateway's nominal "deny" is not recorded as anyone's decision.
        entry.resolvedBy.clear();
        const bool early =
            entry.request.expiresAtMs > 0 && nowMs + kDeadlineSkewMs < entry.request.expiresAtMs;
        if (early) {
            entry.decision.clear();
            entry.reason = QStringLiteral("ended-by-gateway");
            return finish(entry, ApprovalState::Gone, nowMs);
        }
        entry.decision = decision;
        entry.reason = QStringLiteral("timeout");
        return finish(entry, ApprovalState::Expired, nowMs);
    }
    entry.resolvedBy = resolvedBy;
    if (entry.state == ApprovalState::Resolving && entry.decision == decision) {
        entry.reason = QStringLiteral("user");
        return finish(entry, ApprovalState::ResolvedHere, nowMs);
    }
    entry.decision = decision;
    entry.reason = QStringLiteral("user");
    return finish(entry, ApprovalState::ResolvedElsewhere, nowMs);
}

std::vector<ApprovalChange> ApprovalQueue::endPending(const QString &reason, qint64 nowMs) {
    std::vector<ApprovalChange> changes;
    for (const QString &id : m_order) {
        ApprovalEntry &entry = m_entries[id];
        if (entry.state != ApprovalState::Pending && entry.state != ApprovalState::Resolving)
            continue;
        entry.decision.clear();
        entry.resolvedBy.clear();
        entry.reason = reason;
        changes.push_back(finish(entry, ApprovalState::Gone, nowMs));
    }
    return changes;
}

std::vector<ApprovalChange> ApprovalQueue::expire(qint64 nowMs) {
    std::vector<ApprovalChange> changes;
    for (const QString &id : m_order) {
        ApprovalEntry &entry = m_entries[id];
        if (entry.state == ApprovalState::Pending && entry.request.expiresAtMs > 0 &&
            nowMs >= entry.request.expiresAtMs) {
            entry.reason = QStringLiteral("timeout");
            changes.push_back(finish(entry, ApprovalState::Expired, nowMs));
            entry.expiredByClock = true;
        }
    }
    return changes;
}

std::optional<qint64> ApprovalQueue::nextExpiry() const {
    std::optional<qint64> next;
    for (const ApprovalEntry &entry : m_entries) {
        if (entry.state == ApprovalState::Pending && entry.request.expiresAtMs > 0 &&
            (!next || entry.request.expiresAtMs < *next))
            next = entry.request.expiresAtMs;
    }
    return next;
}

std::optional<ApprovalChange> ApprovalQueue::cancel(const QString &id, const QString &reason,
                                                    qint64 nowMs) {
    auto it = m_entries.find(id);
    if (it == m_entries.end() || isTerminal(it->state))
        return std::nullopt;
    it->reason = reason;
    it->decision.clear();
    return finish(it.value(), ApprovalState::Cancelled, nowMs);
}

void ApprovalQueue::markStale() {
    for (ApprovalEntry &entry : m_entries) {
        if (!isTerminal(entry.state))
            entry.stale = true;
    }
}

QStringList ApprovalQueue::pruneFinished(qint64 nowMs, const ApprovalRetention &retention) {
    std::vector<FinishedApproval> finished;
    for (const QString &id : m_order) {
        const ApprovalEntry &entry = m_entries[id];
        if (isTerminal(entry.state))
            finished.push_back({id, entry.decidedAtMs});
    }
    const QStringList drop = finishedToDrop(std::move(finished), nowMs, retention);
    if (drop.isEmpty())
        return drop;
    for (const QString &id : drop)
        m_entries.remove(id);
    std::erase_if(m_order, [this](const QString &id) { return !m_entries.contains(id); });
    return drop;
}

const ApprovalEntry *ApprovalQueue::find(const QString &id) const {
    const auto it = m_entries.constFind(id);
    return it == m_entries.constEnd() ? nullptr : &it.value();
}

std::vector<const ApprovalEntry *> ApprovalQueue::entries() const {
    std::vector<const ApprovalEntry *> list;
    list.reserve(m_order.size());
    for (const QString &id : m_order)
        list.push_back(&m_entries.find(id).value());
    return list;
}

int ApprovalQueue::countInState(ApprovalState state) const {
    return static_cast<int>(
        std::count_if(m_entries.cbegin(), m_entries.cend(),
                      [state](const ApprovalEntry &e) { return e.state == state; }));
}

} // namespace toolgate::core
