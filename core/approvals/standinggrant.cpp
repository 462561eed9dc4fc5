// SPDX-License-Identifier: MIT
#include "approvals/standinggrant.h"

#include "approvals/approvaljson.h"

namespace toolgate::core {

QString StandingGrant::state(qint64 nowMs) const {
    if (revokedAtMs > 0)
        return QStringLiteral("revoked");
    if (expiresAtMs > 0 && expiresAtMs <= nowMs)
        return QStringLiteral("expired");
    return QStringLiteral("active");
}

std::vector<StandingGrant> standingGrantsFromJson(const Json &payload) {
    const Json *rows = &payload;
    if (payload.is_object() && payload.contains("grants"))
        rows = &payload.at("grants");
    std::vector<StandingGrant> out;
    if (!rows->is_array())
        return out;
    for (const Json &row : *rows) {
        StandingGrant g;
        g.grantId = jsonString(row, "grantId");
        if (g.grantId.isEmpty())
            continue;
        g.mintedByApprovalId = jsonString(row, "mintedByApprovalId");
        g.agentId = jsonString(row, "agentId");
        g.cronJobId = jsonString(row, "cronJobId");
        g.cronJobName = jsonString(row, "cronJobName");
        g.command = jsonString(row, "command");
        g.cwd = jsonString(row, "cwd");
        g.createdAtMs = jsonInt(row, "createdAtMs");
        g.expiresAtMs = jsonInt(row, "expiresAtMs");
        g.revokedAtMs = jsonInt(row, "revokedAtMs");
        g.revokedBy = jsonString(row, "revokedBy");
        g.lastUsedAtMs = jsonInt(row, "lastUsedAtMs");
        g.useCount = static_cast<int>(jsonInt(row, "useCount"));
        out.push_back(std::move(g));
    }
    return out;
}

Json toJson(const StandingGrant &g) {
    auto msOrNull = [](qint64 ms) { return ms > 0 ? Json(ms) : Json(nullptr); };
    auto strOrNull = [](const QString &s) {
        return s.isEmpty() ? Json(nullptr) : Json(s.toStdString());
    };
    return Json{{"grantId", g.grantId.toStdString()},
                {"mintedByApprovalId", strOrNull(g.mintedByApprovalId)},
                {"agentId", strOrNull(g.agentId)},
                {"cronJobId", strOrNull(g.cronJobId)},
                {"cronJobName", strOrNull(g.cronJobName)},
                {"command", g.command.toStdString()},
                {"cwd", strOrNull(g.cwd)},
                {"createdAtMs", g.createdAtMs},
                {"expiresAtMs", msOrNull(g.expiresAtMs)},
                {"revokedAtMs", msOrNull(g.revokedAtMs)},
                {"revokedBy", strOrNull(g.revokedBy)},
                {"lastUsedAtMs", msOrNull(g.lastUsedAtMs)},
                {"useCount", g.useCount}};
}

} // namespace toolgate::core
