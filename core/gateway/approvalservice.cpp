// SPDX-License-Identifier: MIT
#include "gateway/approvalservice.h"

#include "approvals/approvalhistory.h"
#include "approvals/approvaljson.h"
#include "gateway/gatewayclient.h"
#include "gateway/gatewaylog.h"
#include "util/errorcode.h"

#include <QDateTime>

#include <algorithm>
#include <memory>

namespace toolgate::gateway {

using core::ApprovalKind;
using core::ApprovalState;

namespace {

QString methodFor(ApprovalKind kind, const char *verb) {
    if (kind == ApprovalKind::SystemAgent) {
        // Listed and announced as openclaw.approval.*, decided through the generic resolve.
        return QLatin1String(verb) == QLatin1String("resolve")
                   ? QStringLiteral("approval.resolve")
                   : QStringLiteral("openclaw.approval.") + QLatin1String(verb);
    }
    return core::approvalKindName(kind) + QStringLiteral(".approval.") + QLatin1String(verb);
}

// The approval kind an `*.approval.requested/resolved` event is about, if it is one.
std::optional<ApprovalKind> eventKind(const QString &event) {
    if (event.startsWith(QLatin1String("exec.approval.")))
        return ApprovalKind::Exec;
    if (event.startsWith(QLatin1String("plugin.approval.")))
        return ApprovalKind::Plugin;
    if (event.startsWith(QLatin1String("openclaw.approval.")))
        return ApprovalKind::SystemAgent;
    return std::nullopt;
}

core::ResolveFailure classifyResolveError(const GatewayError &error) {
    using core::ErrorCode;
    if (core::errorCodeFrom(error.detailsReason) == ErrorCode::ApprovalAlreadyResolved ||
        error.message.contains(QLatin1String("already resolved"), Qt::CaseInsensitive))
        return core::ResolveFailure::AlreadyResolved;
    if (core::errorCodeFrom(error.code) == ErrorCode::NotFound ||
        error.detailsReason.contains(QLatin1String("NOT_FOUND")) ||
        error.message.contains(QLatin1String("not found"), Qt::CaseInsensitive) ||
        error.message.contains(QLatin1String("unknown approval"), Qt::CaseInsensitive))
        return core::ResolveFailure::NotFound;
    switch (core::errorCodeFrom(error.code)) {
    case ErrorCode::Disconnected:
    case ErrorCode::Timeout:
    case ErrorCode::NotConnected:
    case ErrorCode::Unavailable:
    case ErrorCode::BufferFull:
        return core::ResolveFailure::Transient;
    default:
        return error.retryable ? core::ResolveFailure::Transient : core::ResolveFailure::Rejected;
    }
}

} // namespace

ApprovalService::ApprovalService(GatewayClient *client, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_clock([] { return QDateTime::currentMSecsSinceEpoch(); }) {
    qRegisterMetaType<ApprovalState>();
    m_expiryTimer.setSingleShot(true);
    connect(&m_expiryTimer, &QTimer::timeout, this, &ApprovalService::onExpiryTimer);
    m_pruneTimer.setInterval(60 * 1000);
    connect(&m_pruneTimer, &QTimer::timeout, this, &ApprovalService::pruneFinished);
    m_pruneTimer.start();
    connect(client, &GatewayClient::eventReceived, this, &ApprovalService::onEvent);
    connect(client, &GatewayClient::connected, this, &ApprovalService::onConnected);
    connect(client, &GatewayClient::disconnected, this, &ApprovalService::onDisconnected);
    connect(client, &GatewayClient::sequenceGap, this, &ApprovalService::resync);
    connect(client, &GatewayClient::shutdownAnnounced, this, [this] { m_restartAnnounced = true; });
    if (client->isConnected())
        resync();
}

int ApprovalService::pruneFinished() {
    const QStringList dropped = m_queue.pruneFinished(m_clock(), m_retention);
    for (const QString &id : dropped)
        m_resolveRequests.remove(id);
    if (m_history)
        m_history->releaseIdleCache();
    return static_cast<int>(dropped.size());
}

int ApprovalService::endPending(const QString &reason) {
    const std::vector<core::ApprovalChange> changes = m_queue.endPending(reason, now());
    for (const core::ApprovalChange &change : changes)
        apply(change);
    scheduleExpiry();
    return static_cast<int>(changes.size());
}

std::vector<const core::ApprovalEntry *> ApprovalService::pending() const {
    std::vector<const core::ApprovalEntry *> list;
    for (const core::ApprovalEntry *entry : m_queue.entries()) {
        if (entry->state == ApprovalState::Pending)
            list.push_back(entry);
    }
    return list;
}

void ApprovalService::apply(const core::ApprovalChange &change) {
    const core::ApprovalEntry *entry = m_queue.find(change.id);
    if (m_history && entry) {
        const QString gateway = m_client->options().url.toString();
        const auto recorded =
            change.from ? m_history->recordOutcome(*entry, gateway)
                        : m_history->recordSeen(entry->request, entry->firstSeenMs, gateway);
        if (!recorded)
            qCWarning(lcGateway).noquote() << "history:" << recorded.error().toString();
    }
    if (!change.from)
        emit approvalAdded(change.id);
    else
        emit approvalChanged(change.id, *change.from, change.to);
}

void ApprovalService::onEvent(const QString &event, const core::Json &payload) {
    const std::optional<ApprovalKind> eventOf = eventKind(event);
    const bool requested = eventOf && event.endsWith(QLatin1String(".approval.requested"));
    const bool resolved = eventOf && event.endsWith(QLatin1String(".approval.resolved"));
    if (!requested && !resolved)
        return;
    const ApprovalKind kind = *eventOf;
    if (requested) {
        auto request = core::approvalFromJson(payload, kind);
        if (!request) {
            qCWarning(lcGateway).noquote() << "ignored" << event << ":" << request.error().message;
            return;
        }
        if (auto change = m_queue.upsert(request.value(), now()))
            apply(*change);
        scheduleExpiry();
        return;
    }
    auto resolution = core::approvalResolutionFromJson(payload);
    if (!resolution) {
        qCWarning(lcGateway).noquote() << "ignored" << event << ":" << resolution.error().message;
        return;
    }
    if (!m_queue.find(resolution->id)) {
        // Never saw it requested (missed while away): record it so history has every approval.
        auto request = core::approvalFromJson(payload, kind);
        if (request) {
            if (auto change = m_queue.upsert(request.value(), now()))
                apply(*change);
        }
    }
    if (auto change = m_queue.applyResolved(resolution->id, resolution->decision,
                                            resolution->resolvedBy, now()))
        apply(*change);
    scheduleExpiry();
}

void ApprovalService::onConnected() {
    resync();
}

void ApprovalService::onDisconnected() {
    m_synced = false;
    m_queue.markStale();
    for (const core::ApprovalEntry *entry : m_queue.entries()) {
        if (entry->stale)
            emit approvalChanged(entry->request.id, entry->state, entry->state);
    }
}

void ApprovalService::resync() {
    if (!m_client->isConnected())
        return;
    if (m_listsOutstanding > 0) {
        m_resyncAgain = true;
        return;
    }
    m_synced = false;
    m_syncOk = true;
    m_syncError.clear();
    // System-agent approvals exist on gateways that list them (2026.7+).
    const bool systemAgent =
        m_client->hello().methods.contains(QLatin1String("openclaw.approval.list"));
    m_listsOutstanding = systemAgent ? 3 : 2;
    const quint64 mark = m_queue.mark();
    listKind(ApprovalKind::Exec, mark);
    listKind(ApprovalKind::Plugin, mark);
    if (systemAgent)
        listKind(ApprovalKind::SystemAgent, mark);
}

void ApprovalService::listKind(ApprovalKind kind, quint64 mark) {
    GatewayReply *reply = m_client->request(methodFor(kind, "list"), core::Json::object());
    connect(reply, &GatewayReply::finished, this, [this, reply, kind, mark] {
        if (reply->isOk()) {
            int skipped = 0;
            const auto listed = core::approvalListFromJson(reply->payload(), kind, &skipped);
            if (skipped > 0)
                qCWarning(lcGateway) << "skipped" << skipped << "unreadable approval list rows";
            const QString goneReason = m_restartAnnounced ? QStringLiteral("gateway-restart")
                                                          : QStringLiteral("not-listed");
            for (const core::ApprovalChange &change :
                 m_queue.applySnapshot(kind, listed, mark, now(), goneReason)) {
                if (change.to == ApprovalState::Gone)
                    m_heldGone.push_back(change); // told once the gateway's history is read
                else
                    apply(change);
            }
            scheduleExpiry();
        } else {
            m_syncOk = false;
            m_syncError =
                QStringLiteral("%1 failed: %2").arg(reply->method(), reply->error().toString());
            qCWarning(lcGateway).noquote() << m_syncError;
        }
        if (--m_listsOutstanding > 0)
            return;
        if (std::exchange(m_resyncAgain, false)) {
            resync();
            return;
        }
        finishSync();
    });
}

void ApprovalService::finishSync() {
    if (m_syncOk)
        m_restartAnnounced = false;
    if (m_syncOk && !m_heldGone.empty() &&
        m_client->hello().methods.contains(QLatin1String("approval.history"))) {
        settleHeldGone();
        return;
    }
    reportSync();
}

void ApprovalService::settleHeldGone() {
    QSet<QString> unexplained;
    for (const core::ApprovalChange &held : m_heldGone) {
        if (const core::ApprovalEntry *e = m_queue.find(held.id);
            e && e->state == ApprovalState::Gone)
            unexplained.insert(held.id);
    }
    // Rows older than the page reach stay as the list left them.
    pageGatewayHistory(
        [this, unexplained](const core::GatewayHistoryPage &page) mutable {
            for (const core::GatewayHistoryItem &item : page.items) {
                if (!unexplained.remove(item.id))
                    continue;
                const core::GoneVerdict verdict = core::verdictFromGatewayHistory(item);
                (void)m_queue.settleGone(item.id, verdict.state, verdict.decision,
                                         verdict.resolvedBy, verdict.reason, item.resolvedAtMs);
            }
            return !unexplained.isEmpty();
        },
        [this](bool) { reportSync(); }); // not fatal: unexplained entries stay Gone
}

void ApprovalService::findInGatewayHistory(
    const QString &id, std::function<void(std::optional<core::GatewayHistoryItem>)> done) {
    if (!m_client->hello().methods.contains(QLatin1String("approval.history"))) {
        done(std::nullopt);
        return;
    }
    auto found = std::make_shared<std::optional<core::GatewayHistoryItem>>();
    pageGatewayHistory(
        [id, found](const core::GatewayHistoryPage &page) {
            for (const core::GatewayHistoryItem &item : page.items) {
                if (item.id == id) {
                    *found = item;
                    return false;
                }
            }
            return true;
        },
        [found, done = std::move(done)](bool) { done(*found); });
}

void ApprovalService::pageGatewayHistory(
    std::function<bool(const core::GatewayHistoryPage &)> onPage, std::function<void(bool)> done,
    const std::optional<core::Json> &cursor, int pagesLeft) {
    core::Json params = core::Json::object();
    params["limit"] = kHistoryPageSize;
    if (cursor)
        params["cursor"] = *cursor;
    GatewayReply *reply = m_client->request(QStringLiteral("approval.history"), params);
    connect(reply, &GatewayReply::finished, this,
            [this, reply, pagesLeft, onPage = std::move(onPage), done = std::move(done)] {
                if (!reply->isOk()) {
                    qCWarning(lcGateway).noquote()
                        << "approval.history failed:" << reply->error().toString();
                    done(false);
                    return;
                }
                const core::GatewayHistoryPage page =
                    core::gatewayHistoryFromJson(reply->payload());
                if (onPage(page) && page.nextCursor && pagesLeft > 1 && m_client->isConnected()) {
                    pageGatewayHistory(onPage, done, page.nextCursor, pagesLeft - 1);
                    return;
                }
                done(true);
            });
}

void ApprovalService::reportSync() {
    // Each vanished entry is told once, with what it finally became.
    for (const core::ApprovalChange &held : std::exchange(m_heldGone, {})) {
        if (const core::ApprovalEntry *e = m_queue.find(held.id))
            apply({held.id, held.from, e->state});
    }
    if (m_syncOk) {
        m_synced = true;
        emit synced(m_queue.countInState(ApprovalState::Pending));
    } else {
        emit syncFailed(m_syncError);
    }
}

core::Status ApprovalService::decide(const QString &id, core::ApprovalDecision decision,
                                     int grantExpiresInDays) {
    return decide(id, core::approvalDecisionName(decision), grantExpiresInDays);
}

core::Status ApprovalService::decide(const QString &id, const QString &decision,
                                     int grantExpiresInDays) {
    const qint64 at = now();
    auto begun = m_queue.beginResolve(id, decision, at);
    if (!begun) {
        // History writes are queued: one that fails later shows in ApprovalHistory::health()
        // (the Approvals screen says so) and never blocks the decision itself.
        if (m_history)
            (void)m_history->recordDecision({id, decision, false, begun.error().code, at});
        return begun.error();
    }
    apply(begun.value());
    const core::ApprovalEntry *entry = m_queue.find(id);
    const ApprovalKind kind = entry->request.kind;
    core::Json params = core::Json::object();
    params["id"] = id.toStdString();
    if (kind == ApprovalKind::SystemAgent)
        params["kind"] = "system-agent";
    params["decision"] = decision.toStdString();
    if (grantExpiresInDays > 0 && kind == ApprovalKind::Exec &&
        core::approvalDecisionFromName(decision) == core::ApprovalDecision::AllowAlways)
        params["grantExpiresInDays"] = grantExpiresInDays;
    m_resolveRequests[id] += 1;
    GatewayReply *reply = m_client->request(methodFor(kind, "resolve"), params);
    const int grantDays = params.contains("grantExpiresInDays") ? grantExpiresInDays : 0;
    connect(reply, &GatewayReply::finished, this, [this, reply, id, decision, grantDays] {
        const qint64 answeredAt = now();
        std::optional<core::ApprovalChange> change;
        QString error;
        if (reply->isOk()) {
            change = m_queue.resolveSucceeded(id, answeredAt);
        } else {
            error = reply->error().toString();
            change =
                m_queue.resolveFailed(id, classifyResolveError(reply->error()), error, answeredAt);
        }
        // Queued writes: failures surface in the history's health(), see decide() above.
        if (m_history)
            (void)m_history->recordDecision(
                {id, decision, reply->isOk(), error, answeredAt, grantDays});
        if (change)
            apply(*change);
        else if (m_history && m_queue.find(id))
            (void)m_history->recordOutcome(*m_queue.find(id), m_client->options().url.toString());
        scheduleExpiry();
        emit decisionFinished(id, decision, reply->isOk(), error);
    });
    return core::Ok{};
}

void ApprovalService::scheduleExpiry() {
    const auto next = m_queue.nextExpiry();
    if (!next) {
        m_expiryTimer.stop();
        return;
    }
    const qint64 delay = std::clamp<qint64>(*next - now(), 0, 24LL * 3600 * 1000);
    m_expiryTimer.start(static_cast<int>(delay));
}

void ApprovalService::onExpiryTimer() {
    for (const core::ApprovalChange &change : m_queue.expire(now()))
        apply(change);
    scheduleExpiry();
}

} // namespace toolgate::gateway
