// SPDX-License-Identifier: MIT
#include "approvals/approvaljson.h"

#include "util/errorcode.h"

#include <cmath>

namespace toolgate::core {

QString jsonString(const Json &object, const char *key) {
    if (!object.is_object())
        return {};
    const auto it = object.find(key);
    if (it == object.end())
        return {};
    if (it->is_string())
        return QString::fromStdString(it->get<std::string>());
    if (it->is_number_integer())
        return QString::number(it->get<qint64>());
    return {};
}

qint64 jsonInt(const Json &object, const char *key, qint64 fallback) {
    if (!object.is_object())
        return fallback;
    const auto it = object.find(key);
    if (it == object.end() || !it->is_number())
        return fallback;
    if (it->is_number_float()) {
        // A double outside qint64 (1e300, inf) has no integer value: casting it is undefined
        // behaviour (found by fuzz_frame), so it counts as absent.
        const double value = it->get<double>();
        constexpr double kLimit = 9.2e18;
        return std::isfinite(value) && value > -kLimit && value < kLimit
                   ? static_cast<qint64>(value)
                   : fallback;
    }
    return it->get<qint64>();
}

const Json &jsonMember(const Json &object, const char *key) {
    static const Json null;
    if (!object.is_object())
        return null;
    const auto it = object.find(key);
    return it == object.end() ? null : *it;
}

QStringList jsonStringList(const Json &object, const char *key) {
    QStringList list;
    if (!object.is_object())
        return list;
    const auto it = object.find(key);
    if (it == object.end() || !it->is_array())
        return list;
    for (const Json &item : *it) {
        if (item.is_string())
            list.append(QString::fromStdString(item.get<std::string>()));
    }
    return list;
}

Result<ApprovalRequest> approvalFromJson(const Json &payload, ApprovalKind fallbackKind) {
    if (!payload.is_object())
        return Error{errorCodeText(ErrorCode::ApprovalMalformed),
                     QStringLiteral("approval is not an object"),
                     {}};
    ApprovalRequest r;
    r.id = jsonString(payload, "id");
    if (r.id.isEmpty())
        return Error{
            errorCodeText(ErrorCode::ApprovalMalformed), QStringLiteral("approval has no id"), {}};
    const QString kindName = jsonString(payload, "approvalKind");
    if (kindName == QLatin1String("plugin"))
        r.kind = ApprovalKind::Plugin;
    else if (kindName == QLatin1String("exec"))
        r.kind = ApprovalKind::Exec;
    else if (kindName == QLatin1String("system-agent"))
        r.kind = ApprovalKind::SystemAgent;
    else if (r.id.startsWith(QLatin1String("plugin:")) ||
             r.id.startsWith(QLatin1String("system-agent:")))
        r.kind = approvalKindForId(r.id);
    else
        r.kind = fallbackKind;

    const Json &req = jsonMember(payload, "request");
    r.command = jsonString(req, "command");
    r.commandArgv = jsonStringList(req, "commandArgv");
    r.cwd = jsonString(req, "cwd");
    r.host = jsonString(req, "host");
    r.nodeId = jsonString(req, "nodeId");
    r.security = jsonString(req, "security");
    r.ask = jsonString(req, "ask");
    r.resolvedPath = jsonString(req, "resolvedPath");
    r.warningText = jsonString(req, "warningText");
    r.envKeys = jsonStringList(req, "envKeys");
    r.commandPreview = jsonString(req, "commandPreview");
    if (const Json &spans = jsonMember(req, "commandSpans"); spans.is_array()) {
        for (const Json &span : spans) {
            // {start, end} objects or [start, end] pairs; anything else is skipped.
            const qint64 start = span.is_array() && span.size() == 2 && span[0].is_number()
                                     ? span[0].get<qint64>()
                                     : jsonInt(span, "start", -1);
            const qint64 end = span.is_array() && span.size() == 2 && span[1].is_number()
                                   ? span[1].get<qint64>()
                                   : jsonInt(span, "end", -1);
            if (start >= 0 && end > start)
                r.commandSpans.append({static_cast<int>(start), static_cast<int>(end)});
        }
    }
    if (const Json &scope = jsonMember(req, "scope"); scope.is_object()) {
        r.scopeKind = jsonString(scope, "kind");
        r.scopeJson = QByteArray::fromStdString(scope.dump());
    } else if (scope.is_string()) {
        r.scopeKind = QString::fromStdString(scope.get<std::string>());
    }
    r.cronJobId = jsonString(jsonMember(req, "cronExecutionSource"), "jobId");
    r.cronOperationBinding = jsonString(req, "cronOperationBinding");
    const Json &analysis = jsonMember(req, "commandAnalysis");
    r.analysis.commandCount = static_cast<int>(jsonInt(analysis, "commandCount"));
    r.analysis.nestedCommandCount = static_cast<int>(jsonInt(analysis, "nestedCommandCount"));
    r.analysis.riskKinds = jsonStringList(analysis, "riskKinds");
    r.analysis.warningLines = jsonStringList(analysis, "warningLines");

    r.title = jsonString(req, "title");
    r.description = jsonString(req, "description");
    r.severity = jsonString(req, "severity");
    r.pluginId = jsonString(req, "pluginId");
    r.toolName = jsonString(req, "toolName");
    r.proposalHash = jsonString(req, "proposalHash");
    r.detail = jsonString(req, "detail");
    if (const Json &mcp = jsonMember(req, "mcpTool"); mcp.is_object()) {
        const QString server = jsonString(mcp, "server");
        const QString tool =
            jsonString(mcp, "tool").isEmpty() ? jsonString(mcp, "name") : jsonString(mcp, "tool");
        r.mcpTool = server.isEmpty() ? tool : server + u'/' + tool;
    } else {
        r.mcpTool = jsonString(req, "mcpTool");
    }

    r.toolCallId = jsonString(req, "toolCallId");
    r.agentId = jsonString(req, "agentId");
    r.sessionKey = jsonString(req, "sessionKey");
    r.sessionId = jsonString(req, "sessionId");
    r.runId = jsonString(req, "runId");
    r.turnSource.channel = jsonString(req, "turnSourceChannel");
    r.turnSource.to = jsonString(req, "turnSourceTo");
    r.turnSource.accountId = jsonString(req, "turnSourceAccountId");
    r.turnSource.threadId = jsonString(req, "turnSourceThreadId");

    // allowedDecisions sits inside `request` in events and list rows; accept it beside it too.
    r.allowedDecisions = jsonStringList(req, "allowedDecisions");
    if (r.allowedDecisions.isEmpty())
        r.allowedDecisions = jsonStringList(payload, "allowedDecisions");
    if (r.allowedDecisions.isEmpty() && !jsonMember(req, "allowedDecisions").is_array() &&
        !jsonMember(payload, "allowedDecisions").is_array()) {
        // Older gateways omit the list: allow-always is offered unless ask is "always".
        r.allowedDecisions = {approvalDecisionName(ApprovalDecision::AllowOnce),
                              approvalDecisionName(ApprovalDecision::Deny)};
        if (r.kind == ApprovalKind::Plugin ||
            (r.kind == ApprovalKind::Exec && r.ask != QLatin1String("always")))
            r.allowedDecisions.insert(1, approvalDecisionName(ApprovalDecision::AllowAlways));
    }
    if (r.kind == ApprovalKind::SystemAgent) {
        // A change to OpenClaw itself is approved once or denied; never as a standing grant.
        r.allowedDecisions.removeAll(approvalDecisionName(ApprovalDecision::AllowAlways));
    }
    r.unavailableDecisions = jsonStringList(req, "unavailableDecisions");
    r.unavailableDecisions += jsonStringList(payload, "unavailableDecisions");
    r.unavailableDecisions.removeDuplicates();

    r.createdAtMs = jsonInt(payload, "createdAtMs");
    r.expiresAtMs = jsonInt(payload, "expiresAtMs");
    if (req.is_object())
        r.requestJson = QByteArray::fromStdString(req.dump());
    return r;
}

std::vector<ApprovalRequest> approvalListFromJson(const Json &payload, ApprovalKind kind,
                                                  int *skipped) {
    std::vector<ApprovalRequest> list;
    const Json *rows = &payload;
    if (payload.is_object()) {
        for (const char *key : {"approvals", "items", "pending", "list"}) {
            const auto it = payload.find(key);
            if (it != payload.end() && it->is_array()) {
                rows = &*it;
                break;
            }
        }
    }
    int bad = 0;
    if (rows->is_array()) {
        for (const Json &row : *rows) {
            auto parsed = approvalFromJson(row, kind);
            if (parsed)
                list.push_back(std::move(parsed.value()));
            else
                ++bad;
        }
    }
    if (skipped)
        *skipped = bad;
    return list;
}

Result<ApprovalResolution> approvalResolutionFromJson(const Json &payload) {
    ApprovalResolution r;
    r.id = jsonString(payload, "id");
    if (r.id.isEmpty())
        return Error{errorCodeText(ErrorCode::ApprovalMalformed),
                     QStringLiteral("resolution has no id"),
                     {}};
    r.decision = jsonString(payload, "decision");
    r.resolvedBy = jsonString(payload, "resolvedBy");
    r.resolvedBySystem = r.resolvedBy.isEmpty();
    r.ts = jsonInt(payload, "ts");
    return r;
}

} // namespace toolgate::core
