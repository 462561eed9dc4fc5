// SPDX-License-Identifier: MIT
// The demo gateway's exec.approval.* and plugin.approval.* methods. Both kinds share handlers;
// the method name's prefix picks the kind.
#include "demo/demomethods.h"

#include "approvals/approvaldecision.h"
#include "demo/demoserver.h"

#include <QRegularExpression>

namespace toolgate::gateway::demo {

using core::Json;

namespace {

using core::ApprovalDecision;

const QStringList kDecisions = core::approvalDecisionNames();

bool isExec(const DemoRequest &call) {
    return call.method.startsWith(QLatin1String("exec."));
}
QString kindOf(const DemoRequest &call) {
    return isExec(call) ? QStringLiteral("exec") : QStringLiteral("plugin");
}
ProtocolError notFound() {
    return invalid(QStringLiteral("unknown or expired approval id"),
                   Json{{"reason", "APPROVAL_NOT_FOUND"}});
}

void list(DemoServer &g, const DemoRequest &call) {
    const QString kind = kindOf(call);
    Json out = Json::array();
    for (const QString &approvalId : g.order) {
        const Approval &a = *g.approvals.at(approvalId);
        if (a.kind == kind && !a.resolved && g.visible(call.conn, a))
            out.push_back(g.listEntry(a));
    }
    g.respond(call.conn, call.id, out);
}

void get(DemoServer &g, const DemoRequest &call) {
    Connection &c = call.conn;
    auto found = g.find(qs(call.params.value("id", Json())), kindOf(call));
    if (auto *error = std::get_if<ProtocolError>(&found))
        return g.respondError(c, call.id, *error);
    const Approval &a = *std::get<std::shared_ptr<Approval>>(found);
    if (a.resolved || !g.visible(c, a))
        return g.respondError(c, call.id, notFound());
    g.respond(c, call.id,
              Json{{"id", s(a.id)},
                   {"commandText", a.request.value("command", Json(nullptr))},
                   {"commandPreview", nullptr},
                   {"allowedDecisions", stringArray(a.allowed)},
                   {"host", a.request.value("host", Json(nullptr))},
                   {"nodeId", a.request.value("nodeId", Json(nullptr))},
                   {"agentId", a.request.value("agentId", Json(nullptr))},
                   {"expiresAtMs", a.expiresAtMs}});
}

void waitDecision(DemoServer &g, const DemoRequest &call) {
    auto found = g.find(qs(call.params.value("id", Json())), kindOf(call));
    if (std::holds_alternative<ProtocolError>(found))
        return g.respondError(call.conn, call.id,
                              invalid(QStringLiteral("approval expired or not found")));
    Approval &a = *std::get<std::shared_ptr<Approval>>(found);
    if (a.resolved)
        return g.respond(call.conn, call.id, g.decisionPayload(a, true));
    a.waiters.emplace_back(call.conn.number, call.id);
}

void resolve(DemoServer &g, const DemoRequest &call) {
    Connection &c = call.conn;
    const QString &id = call.id;
    const QString decision = qs(call.params.value("decision", Json()));
    const std::optional<ApprovalDecision> typed = core::approvalDecisionFromName(decision);
    if (!typed)
        return g.respondError(c, id, invalid(QStringLiteral("invalid decision")));
    auto found = g.find(qs(call.params.value("id", Json())), kindOf(call));
    if (auto *error = std::get_if<ProtocolError>(&found))
        return g.respondError(c, id, *error);
    Approval &a = *std::get<std::shared_ptr<Approval>>(found);
    if (!g.visible(c, a))
        return g.respondError(c, id, notFound());
    if (a.resolved) {
        if (a.decision && *a.decision == decision)
            return g.respond(c, id, Json{{"ok", true}});
        return g.respondError(c, id,
                              invalid(QStringLiteral("approval already resolved"),
                                      Json{{"reason", "APPROVAL_ALREADY_RESOLVED"}}));
    }
    if (!a.allowed.contains(decision) && typed != ApprovalDecision::Deny) {
        if (typed == ApprovalDecision::AllowAlways)
            return g.respondError(
                c, id,
                invalid(QStringLiteral("allow-always is unavailable for this command"),
                        Json{{"reason", "APPROVAL_ALLOW_ALWAYS_UNAVAILABLE"}}));
        return g.respondError(c, id,
                              invalid(QStringLiteral("decision is not allowed for this approval")));
    }
    if (isExec(call) && typed == ApprovalDecision::AllowAlways)
        g.execApprovals.recordAllowAlways(a.request, g.clock->nowMs());
    g.finalize(a.id, decision, QStringLiteral("user"),
               c.displayName.isEmpty() ? c.clientId : c.displayName, true);
    g.respond(c, id, Json{{"ok", true}});
}

// What a new approval asks, parsed from the request params; error set when they are invalid.
struct NewApproval {
    Json request;
    QStringList allowed = kDecisions;
    QString wantedId;
    std::optional<ProtocolError> error;
};

Json stringOrNull(const Json &params, const char *key) {
    const Json v = params.value(key, Json());
    return v.is_string() ? v : Json(nullptr);
}

NewApproval parseExecRequest(const DemoServer &g, const Json &params) {
    NewApproval out;
    const QString command = qs(params.value("command", Json()));
    if (command.isEmpty()) {
        out.error = invalid(
            QStringLiteral("invalid exec.approval.request params: at /command: must be string"));
        return out;
    }
    out.wantedId = qs(params.value("id", Json()));
    static const QRegularExpression idPattern(QStringLiteral("^[A-Za-z0-9._:-]{1,128}$"));
    if (!out.wantedId.isEmpty() && (!idPattern.match(out.wantedId).hasMatch() ||
                                    out.wantedId.startsWith(QLatin1String("plugin:")))) {
        out.error = invalid(
            QStringLiteral("invalid exec.approval.request params: at /id: invalid approval id"));
        return out;
    }
    if (g.approvals.count(out.wantedId)) {
        out.error = invalid(QStringLiteral("approval id already exists"));
        return out;
    }
    if (qs(params.value("ask", Json())) == QLatin1String("always"))
        out.allowed = {core::approvalDecisionName(ApprovalDecision::AllowOnce),
                       core::approvalDecisionName(ApprovalDecision::Deny)};
    Json &request = out.request;
    request = Json{{"command", s(command)}};
    if (params.contains("commandArgv"))
        request["commandArgv"] = params["commandArgv"];
    request["systemRunBinding"] = nullptr;
    request["systemRunPlan"] = params.value("systemRunPlan", Json(nullptr));
    for (const char *key : {"cwd", "nodeId", "host", "security", "ask", "warningText"})
        request[key] = stringOrNull(params, key);
    request["scope"] = params.value("scope", Json(nullptr));
    request["commandAnalysis"] = Json{{"commandCount", 1},
                                      {"nestedCommandCount", 0},
                                      {"riskKinds", Json::array()},
                                      {"warningLines", Json::array()}};
    if (params.contains("unavailableDecisions"))
        request["unavailableDecisions"] = params["unavailableDecisions"];
    request["allowedDecisions"] = stringArray(out.allowed);
    for (const char *key :
         {"agentId", "resolvedPath", "sessionKey", "sessionId", "runId", "toolCallId",
          "turnSourceChannel", "turnSourceTo", "turnSourceAccountId", "turnSourceThreadId",
          "cronExecutionSource", "cronOperationBinding"})
        request[key] = stringOrNull(params, key);
    return out;
}

NewApproval parsePluginRequest(const Json &params) {
    NewApproval out;
    const QString title = qs(params.value("title", Json()));
    const QString description = qs(params.value("description", Json()));
    if (title.isEmpty() || title.size() > 80) {
        out.error = invalid(QStringLiteral(
            "invalid plugin.approval.request params: at /title: must be 1 to 80 characters"));
        return out;
    }
    if (description.isEmpty() || description.size() > 512) {
        out.error = invalid(QStringLiteral("invalid plugin.approval.request params: at "
                                           "/description: must be 1 to 512 characters"));
        return out;
    }
    const QStringList wanted = toStringList(params.value("allowedDecisions", Json()));
    if (!wanted.isEmpty())
        out.allowed = wanted;
    out.request = Json{{"pluginId", stringOrNull(params, "pluginId")},
                       {"title", s(title)},
                       {"description", s(description)},
                       {"scope", params.value("scope", Json(nullptr))},
                       {"detail", stringOrNull(params, "detail")},
                       {"severity", s(qs(params.value("severity", Json("warning"))))}};
    for (const char *key :
         {"toolName", "toolCallId", "agentId", "sessionKey", "runId", "turnSourceChannel",
          "turnSourceTo", "turnSourceAccountId", "turnSourceThreadId"})
        out.request[key] = stringOrNull(params, key);
    if (!wanted.isEmpty())
        out.request["allowedDecisions"] = stringArray(wanted);
    return out;
}

// Answered once the approval ends (decision or none); with twoPhase also "accepted" at once.
void request(DemoServer &g, const DemoRequest &call) {
    Connection &c = call.conn;
    const bool exec = isExec(call);
    qint64 timeoutMs = exec ? 1800000 : 120000;
    const Json timeout = call.params.value("timeoutMs", Json());
    if (!timeout.is_null()) {
        if (!timeout.is_number_integer() || timeout.get<qint64>() < 1 ||
            (!exec && timeout.get<qint64>() > 600000))
            return g.respondError(
                c, call.id,
                invalid(QStringLiteral("invalid %1 params: at /timeoutMs: out of range")
                            .arg(call.method)));
        timeoutMs = timeout.get<qint64>();
    }
    const NewApproval wanted =
        exec ? parseExecRequest(g, call.params) : parsePluginRequest(call.params);
    if (wanted.error)
        return g.respondError(c, call.id, *wanted.error);
    const QString approvalId = g.create(kindOf(call), wanted.wantedId, wanted.request, timeoutMs,
                                        wanted.allowed, c.number, c.deviceId, nullptr);
    Approval &a = *g.approvals.at(approvalId);
    // No route (no timer): one answer, right away, no decision.
    if (a.timer != 0 && call.params.value("twoPhase", Json(false)) == Json(true)) {
        g.respond(c, call.id,
                  Json{{"status", "accepted"},
                       {"id", s(a.id)},
                       {"deliveryRoute", "approval-client"},
                       {"createdAtMs", a.createdAtMs},
                       {"expiresAtMs", a.expiresAtMs}});
    }
    a.finalRes.emplace_back(c.number, call.id);
}

} // namespace

std::vector<DemoMethod> demoApprovalMethods() {
    const char *const scope = "operator.approvals";
    return {{"exec.approval.list", scope, list},
            {"exec.approval.get", scope, get},
            {"exec.approval.request", scope, request},
            {"exec.approval.waitDecision", scope, waitDecision},
            {"exec.approval.resolve", scope, resolve},
            {"plugin.approval.list", scope, list},
            {"plugin.approval.request", scope, request},
            {"plugin.approval.waitDecision", scope, waitDecision},
            {"plugin.approval.resolve", scope, resolve},
            // Advertised like the real gateway's; not answered by the demo.
            {"approval.get", scope, nullptr}};
}

} // namespace toolgate::gateway::demo
