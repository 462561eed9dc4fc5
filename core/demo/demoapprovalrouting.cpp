// SPDX-License-Identifier: MIT
// Approval bookkeeping of the demo gateway: which consoles see an approval, how one is created,
// expires and is resolved, and how an id (or a unique prefix of one) is found.
#include "demo/demoserver.h"

namespace toolgate::gateway::demo {

using core::Json;

bool DemoServer::receivesApprovals(const Connection &c, const Approval &a) const {
    if (!c.connected || c.number == a.ownerConn)
        return false;
    if (!c.hasScope(QStringLiteral("operator.approvals")))
        return false;
    const bool exec = a.kind == QLatin1String("exec");
    const bool cap = c.caps.contains(QStringLiteral("approvals")) ||
                     c.caps.contains(exec ? QStringLiteral("exec-approvals")
                                          : QStringLiteral("plugin-approvals"));
    const bool builtin = c.clientId == QLatin1String("openclaw-control-ui") ||
                         (exec && (c.clientId == QLatin1String("openclaw-macos") ||
                                   c.clientId == QLatin1String("openclaw-ios") ||
                                   c.clientId == QLatin1String("openclaw-android"))) ||
                         (!exec && c.clientId == QLatin1String("openclaw-tui"));
    return (cap || builtin) && visible(c, a);
}

bool DemoServer::visible(const Connection &c, const Approval &a) const {
    return c.isAdmin() || (a.ownerConn != 0 && a.ownerConn == c.number) ||
           (!a.ownerDevice.isEmpty() && a.ownerDevice == c.deviceId);
}

Json DemoServer::listEntry(const Approval &a) const {
    return Json{{"id", s(a.id)},
                {"request", a.request},
                {"createdAtMs", a.createdAtMs},
                {"expiresAtMs", a.expiresAtMs},
                {"approvalKind", s(a.kind)}};
}

Json DemoServer::decisionPayload(const Approval &a, bool withReason) const {
    Json p{{"id", s(a.id)},
           {"decision", a.decision ? Json(s(*a.decision)) : Json(nullptr)},
           {"createdAtMs", a.createdAtMs},
           {"expiresAtMs", a.expiresAtMs}};
    if (withReason)
        p["terminalReason"] = s(a.terminalReason);
    return p;
}

QString DemoServer::create(const QString &kind, const QString &wantedId, const Json &request,
                           qint64 timeoutMs, const QStringList &allowed, quint64 ownerConn,
                           const QString &ownerDevice, DemoHost::ApprovalDone done) {
    auto a = std::make_shared<Approval>();
    a->kind = kind;
    a->id = wantedId.isEmpty()
                ? (kind == QLatin1String("plugin") ? QStringLiteral("plugin:") + uuid() : uuid())
                : wantedId;
    a->request = request;
    a->createdAtMs = clock->nowMs();
    a->expiresAtMs = a->createdAtMs + timeoutMs;
    a->allowed = allowed;
    a->ownerConn = ownerConn;
    a->ownerDevice = ownerDevice;
    a->done = std::move(done);
    approvals[a->id] = a;
    order << a->id;

    const char *event =
        kind == QLatin1String("exec") ? "exec.approval.requested" : "plugin.approval.requested";
    const Json payload{{"approvalKind", s(kind)},
                       {"id", s(a->id)},
                       {"request", a->request},
                       {"createdAtMs", a->createdAtMs},
                       {"expiresAtMs", a->expiresAtMs}};
    int delivered = 0;
    for (auto &[socket, conn] : connections) {
        if (receivesApprovals(*conn, *a)) {
            sendEvent(*conn, event, payload);
            ++delivered;
        }
    }
    emit q->approvalRequested(a->id, kind);
    const QString id = a->id;
    if (delivered == 0) {
        // Nobody can answer: the request ends at once (terminalReason "no-route").
        QMetaObject::invokeMethod(
            q,
            [this, id] {
                finalize(id, std::nullopt, QStringLiteral("no-route"), QString(), false);
            },
            Qt::QueuedConnection);
    } else {
        a->timer = clock->schedule(timeoutMs, q, [this, id] { expire(id); });
    }
    return id;
}

void DemoServer::endAgentApprovals() {
    const QStringList ids = order;
    for (const QString &id : ids) {
        const std::shared_ptr<Approval> &a = approvals.at(id);
        if (a->resolved || a->ownerConn != 0)
            continue;
        a->done = nullptr;
        finalize(id, std::nullopt, QStringLiteral("cancelled"), QString(), true);
    }
}

void DemoServer::expire(const QString &id) {
    // Observed: the waiter gets decision null / "timeout", consoles get resolved "deny" with
    // resolvedBy null.
    finalize(id, std::nullopt, QStringLiteral("timeout"), QString(), true);
}

void DemoServer::finalize(const QString &id, const std::optional<QString> &decision,
                          const QString &terminalReason, const QString &resolvedBy,
                          bool broadcast) {
    const auto it = approvals.find(id);
    if (it == approvals.end() || it->second->resolved)
        return;
    std::shared_ptr<Approval> a = it->second;
    a->resolved = true;
    a->decision = decision;
    a->terminalReason = terminalReason;
    if (a->timer)
        clock->cancel(a->timer);
    if (broadcast) {
        const char *event = a->kind == QLatin1String("exec") ? "exec.approval.resolved"
                                                             : "plugin.approval.resolved";
        const Json payload{
            {"id", s(a->id)},
            {"decision", s(decision.value_or(QStringLiteral("deny")))},
            {"resolvedBy", resolvedBy.isEmpty() ? Json(nullptr) : Json(s(resolvedBy))},
            {"ts", clock->nowMs()},
            {"request", a->request}};
        for (auto &[socket, conn] : connections) {
            if (receivesApprovals(*conn, *a))
                sendEvent(*conn, event, payload);
        }
    }
    for (const auto &[number, reqId] : a->waiters) {
        if (Connection *c = byNumber(number))
            respond(*c, reqId, decisionPayload(*a, true));
    }
    for (const auto &[number, reqId] : a->finalRes) {
        if (Connection *c = byNumber(number))
            respond(*c, reqId, decisionPayload(*a, false));
    }
    a->waiters.clear();
    a->finalRes.clear();
    emit q->approvalResolved(a->id, a->kind, decision.value_or(QString()), terminalReason);
    if (a->done) {
        auto done = std::move(a->done);
        a->done = nullptr;
        done(decision, terminalReason);
    }
}

std::variant<std::shared_ptr<Approval>, ProtocolError> DemoServer::find(const QString &id,
                                                                        const QString &kind) const {
    const auto matchesKind = [&](const Approval &a) { return kind.isEmpty() || a.kind == kind; };
    if (const auto it = approvals.find(id); it != approvals.end() && matchesKind(*it->second))
        return it->second;
    std::shared_ptr<Approval> found;
    int count = 0;
    for (const auto &[key, a] : approvals) {
        if (!id.isEmpty() && key.startsWith(id) && matchesKind(*a)) {
            found = a;
            ++count;
        }
    }
    if (count == 1)
        return found;
    if (count > 1)
        return invalid(QStringLiteral("ambiguous approval id prefix"));
    return invalid(QStringLiteral("unknown or expired approval id"),
                   Json{{"reason", "APPROVAL_NOT_FOUND"}});
}

} // namespace toolgate::gateway::demo
