// SPDX-License-Identifier: MIT
#pragma once

#include "approvals/approvalqueue.h"
#include "approvals/gatewayhistory.h"
#include "util/json.h"
#include "util/result.h"

#include <QHash>
#include <QObject>
#include <QSet>
#include <QTimer>

#include <functional>
#include <optional>
#include <vector>

namespace toolgate::core {
class ApprovalHistory;
}

namespace toolgate::gateway {

class GatewayClient;

// Keeps the console's approval queue in step with the gateway: listens to
// exec/plugin/openclaw.approval.requested/resolved (openclaw.* = system-agent), re-lists every
// kind on every (re)connect and on a seq gap, expires entries at expiresAtMs, and sends decisions
// (checked against allowedDecisions, bound to the approval id). A pending entry missing from a
// re-list with no resolved event is Gone, never "resolved elsewhere"; where the gateway offers
// approval.history, its record fills in what really happened (decision, decider, terminal reason
// such as gateway-restart). Every approval seen and every decision goes to the history store when
// one is set. Entries survive a dropped connection, marked stale until re-listed.
class ApprovalService final : public QObject {
    Q_OBJECT

public:
    explicit ApprovalService(GatewayClient *client, QObject *parent = nullptr);

    // Not owned; may be null. Set it before the first connect to record everything.
    void setHistory(core::ApprovalHistory *history) { m_history = history; }
    // Milliseconds since the epoch; replaceable for tests.
    void setClock(std::function<qint64()> clock) { m_clock = std::move(clock); }
    // How long finished entries stay in the queue (checked once a minute; the history keeps all).
    void setRetention(const core::ApprovalRetention &retention) { m_retention = retention; }
    // Drops the finished entries the retention lets go now; returns how many.
    int pruneFinished();

    const core::ApprovalQueue &queue() const { return m_queue; }
    const core::ApprovalEntry *entry(const QString &id) const { return m_queue.find(id); }
    // Entries waiting for a decision (Pending), in arrival order.
    std::vector<const core::ApprovalEntry *> pending() const;
    bool isSynced() const { return m_synced; }
    // How many resolve requests were sent for `id` (audit: one per accepted click).
    int resolveRequestCount(const QString &id) const { return m_resolveRequests.value(id); }

    // Sends `decision` for the approval `id`. Refused at once (nothing sent) when the id is not
    // pending or the decision is not in its allowedDecisions; the outcome arrives as
    // decisionFinished(). Error codes as ApprovalQueue::beginResolve.
    // `grantExpiresInDays` (1-3650, 0 = none) limits an exec allow-always grant.
    core::Status decide(const QString &id, core::ApprovalDecision decision,
                        int grantExpiresInDays = 0);
    // The same with the decision as the gateway spells it (tests and wire-level callers).
    core::Status decide(const QString &id, const QString &decision, int grantExpiresInDays = 0);
    // Re-reads exec.approval.list, plugin.approval.list and (where offered)
    // openclaw.approval.list.
    void resync();
    // The console itself ends every live request (a demo scenario switch): each becomes Gone
    // with `reason`, in the inbox and the history, nobody having decided it. Returns how many.
    int endPending(const QString &reason);
    // What the gateway's approval.history says became of `id` (newest pages first, as far as
    // the page reach goes): `done` gets its row, or nullopt when the gateway has none, does not
    // offer the method, or the read failed.
    void findInGatewayHistory(const QString &id,
                              std::function<void(std::optional<core::GatewayHistoryItem>)> done);

signals:
    void approvalAdded(const QString &id);
    // Any change of state or content (from == to for refreshes and stale flags).
    void approvalChanged(const QString &id, toolgate::core::ApprovalState from,
                         toolgate::core::ApprovalState to);
    void decisionFinished(const QString &id, const QString &decision, bool ok,
                          const QString &error);
    // Every list answered and was merged.
    void synced(int pendingCount);
    void syncFailed(const QString &error);

private:
    // approval.history is read newest first, at most 100 rows a page (the gateway's limit); ten
    // pages cover any realistic absence.
    static constexpr int kHistoryPageSize = 100;
    static constexpr int kHistoryPages = 10;

    void onEvent(const QString &event, const core::Json &payload);
    void onConnected();
    void onDisconnected();
    void listKind(core::ApprovalKind kind, quint64 mark);
    // Every list answered: asks approval.history about entries that went Gone, then reports.
    void finishSync();
    void settleHeldGone();
    // Reads approval.history pages, newest first, until `onPage` returns false, the pages run
    // out or `pagesLeft` pages were read; then `done(ok)`.
    void pageGatewayHistory(std::function<bool(const core::GatewayHistoryPage &)> onPage,
                            std::function<void(bool)> done,
                            const std::optional<core::Json> &cursor = std::nullopt,
                            int pagesLeft = kHistoryPages);
    void reportSync();
    void apply(const core::ApprovalChange &change);
    void scheduleExpiry();
    void onExpiryTimer();
    qint64 now() const { return m_clock(); }

    GatewayClient *m_client;
    core::ApprovalHistory *m_history = nullptr;
    std::function<qint64()> m_clock;
    core::ApprovalQueue m_queue;
    QTimer m_expiryTimer;
    QTimer m_pruneTimer;
    core::ApprovalRetention m_retention;
    QHash<QString, int> m_resolveRequests;
    int m_listsOutstanding = 0;
    bool m_resyncAgain = false;
    bool m_synced = false;
    bool m_syncOk = true;
    QString m_syncError;
    // Entries this sync found gone, held back until the gateway's approval.history is read.
    std::vector<core::ApprovalChange> m_heldGone;
    // The gateway announced a shutdown: what vanishes from the next list left with the restart.
    bool m_restartAnnounced = false;
};

} // namespace toolgate::gateway

Q_DECLARE_METATYPE(toolgate::core::ApprovalState)
