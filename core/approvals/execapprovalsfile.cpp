// SPDX-License-Identifier: MIT
#include "approvals/execapprovalsfile.h"

#include "util/errorcode.h"

#include <algorithm>

namespace toolgate::core {

namespace {

QString qs(const Json &value) {
    return QString::fromStdString(value.get<std::string>());
}

// Moves `key` out of `rest` into `target` when it holds a string.
void takeString(Json &rest, const char *key, QString &target) {
    const auto it = rest.find(key);
    if (it != rest.end() && it->is_string()) {
        target = qs(*it);
        rest.erase(it);
    }
}

void takeMs(Json &rest, const char *key, std::optional<qint64> &target) {
    const auto it = rest.find(key);
    if (it != rest.end() && it->is_number()) {
        target = it->get<qint64>();
        rest.erase(it);
    }
}

void takePolicy(Json &rest, ExecApprovalsPolicy &policy) {
    takeString(rest, "security", policy.security);
    takeString(rest, "ask", policy.ask);
    takeString(rest, "askFallback", policy.askFallback);
    const auto it = rest.find("autoAllowSkills");
    if (it != rest.end() && it->is_boolean()) {
        policy.autoAllowSkills = it->get<bool>();
        rest.erase(it);
    }
}

void putString(Json &out, const char *key, const QString &value) {
    if (!value.isEmpty())
        out[key] = value.toStdString();
}

void putPolicy(Json &out, const ExecApprovalsPolicy &policy) {
    putString(out, "security", policy.security);
    putString(out, "ask", policy.ask);
    putString(out, "askFallback", policy.askFallback);
    if (policy.autoAllowSkills)
        out["autoAllowSkills"] = *policy.autoAllowSkills;
}

// Known keys first (in OpenClaw's order), then whatever else the entry carried.
Json withExtra(Json out, const Json &extra) {
    if (extra.is_object())
        for (auto it = extra.begin(); it != extra.end(); ++it)
            if (!out.contains(it.key()))
                out[it.key()] = it.value();
    return out;
}

Result<ExecAllowlistEntry> entryFromJson(const Json &json, const QString &where) {
    ExecAllowlistEntry entry;
    if (json.is_string()) { // the legacy bare-pattern form
        entry.pattern = qs(json).trimmed();
    } else if (json.is_object()) {
        Json rest = json;
        takeString(rest, "id", entry.id);
        takeString(rest, "pattern", entry.pattern);
        takeString(rest, "argPattern", entry.argPattern);
        takeString(rest, "source", entry.source);
        takeString(rest, "commandText", entry.commandText);
        takeMs(rest, "lastUsedAt", entry.lastUsedAt);
        takeString(rest, "lastUsedCommand", entry.lastUsedCommand);
        takeString(rest, "lastResolvedPath", entry.lastResolvedPath);
        entry.extra = std::move(rest);
    }
    if (entry.pattern.trimmed().isEmpty())
        return Error{errorCodeText(ErrorCode::ExecApprovalsEntry),
                     QStringLiteral("allowlist entry has no pattern"), where};
    return entry;
}

Json toJson(const ExecAllowlistEntry &entry) {
    Json out = Json::object();
    putString(out, "id", entry.id);
    out["pattern"] = entry.pattern.toStdString();
    putString(out, "argPattern", entry.argPattern);
    putString(out, "source", entry.source);
    putString(out, "commandText", entry.commandText);
    if (entry.lastUsedAt)
        out["lastUsedAt"] = *entry.lastUsedAt;
    putString(out, "lastUsedCommand", entry.lastUsedCommand);
    putString(out, "lastResolvedPath", entry.lastResolvedPath);
    return withExtra(std::move(out), entry.extra);
}

McpToolGrant grantFromJson(const Json &json) {
    McpToolGrant grant;
    if (!json.is_object())
        return grant;
    Json rest = json;
    takeString(rest, "server", grant.server);
    takeString(rest, "tool", grant.tool);
    takeString(rest, "source", grant.source);
    std::optional<qint64> added;
    takeMs(rest, "addedAt", added);
    grant.addedAt = added.value_or(0);
    takeMs(rest, "lastUsedAt", grant.lastUsedAt);
    grant.extra = std::move(rest);
    return grant;
}

Json toJson(const McpToolGrant &grant) {
    Json out = Json::object();
    out["server"] = grant.server.toStdString();
    out["tool"] = grant.tool.toStdString();
    putString(out, "source", grant.source);
    out["addedAt"] = grant.addedAt;
    if (grant.lastUsedAt)
        out["lastUsedAt"] = *grant.lastUsedAt;
    return withExtra(std::move(out), grant.extra);
}

Result<ExecApprovalsAgent> agentFromJson(const Json &json, const QString &where) {
    ExecApprovalsAgent agent;
    if (!json.is_object())
        return agent;
    Json rest = json;
    takePolicy(rest, agent.policy);
    if (const auto it = rest.find("allowlist"); it != rest.end() && it->is_array()) {
        int index = 0;
        for (const Json &row : *it) {
            auto entry =
                entryFromJson(row, QStringLiteral("%1.allowlist[%2]").arg(where).arg(index++));
            if (!entry)
                return entry.error();
            agent.allowlist.push_back(std::move(entry.value()));
        }
        rest.erase(it);
    }
    if (const auto it = rest.find("mcpTools"); it != rest.end() && it->is_array()) {
        for (const Json &row : *it)
            agent.mcpTools.push_back(grantFromJson(row));
        rest.erase(it);
    }
    agent.extra = std::move(rest);
    return agent;
}

Json toJson(const ExecApprovalsAgent &agent) {
    Json out = Json::object();
    putPolicy(out, agent.policy);
    if (!agent.allowlist.empty()) {
        Json rows = Json::array();
        for (const ExecAllowlistEntry &entry : agent.allowlist)
            rows.push_back(toJson(entry));
        out["allowlist"] = std::move(rows);
    }
    if (!agent.mcpTools.empty()) {
        Json rows = Json::array();
        for (const McpToolGrant &grant : agent.mcpTools)
            rows.push_back(toJson(grant));
        out["mcpTools"] = std::move(rows);
    }
    return withExtra(std::move(out), agent.extra);
}

} // namespace

bool isExecSecurity(const QString &value) {
    return value == QLatin1String("deny") || value == QLatin1String("allowlist") ||
           value == QLatin1String("full");
}

bool isExecAsk(const QString &value) {
    return value == QLatin1String("off") || value == QLatin1String("on-miss") ||
           value == QLatin1String("always");
}

const ExecApprovalsAgent *ExecApprovalsFile::agent(const QString &id) const {
    for (const auto &[key, value] : agents)
        if (key == id)
            return &value;
    return nullptr;
}

ExecApprovalsAgent &ExecApprovalsFile::ensureAgent(const QString &id) {
    for (auto &[key, value] : agents)
        if (key == id)
            return value;
    agents.emplace_back(id, ExecApprovalsAgent{});
    return agents.back().second;
}

Result<ExecApprovalsFile> execApprovalsFileFromJson(const Json &json) {
    if (!json.is_object())
        return Error{errorCodeText(ErrorCode::ExecApprovalsShape),
                     QStringLiteral("the exec-approvals document is not an object"),
                     {}};
    ExecApprovalsFile file;
    Json rest = json;
    if (const auto it = rest.find("version"); it != rest.end() && it->is_number_integer()) {
        file.version = it->get<int>();
        rest.erase(it);
    }
    if (const auto it = rest.find("socket"); it != rest.end() && it->is_object()) {
        file.socket = *it;
        rest.erase(it);
    }
    if (const auto it = rest.find("defaults"); it != rest.end() && it->is_object()) {
        Json defaults = *it;
        takePolicy(defaults, file.defaults);
        file.defaultsExtra = std::move(defaults);
        rest.erase(it);
    }
    if (const auto it = rest.find("agents"); it != rest.end() && it->is_object()) {
        for (auto a = it->begin(); a != it->end(); ++a) {
            const QString id = QString::fromStdString(a.key());
            auto agent = agentFromJson(a.value(), QStringLiteral("agents.") + id);
            if (!agent)
                return agent.error();
            file.agents.emplace_back(id, std::move(agent.value()));
        }
        rest.erase(it);
    }
    file.extra = std::move(rest);
    return file;
}

Json toJson(const ExecApprovalsFile &file) {
    Json out = Json::object();
    out["version"] = file.version;
    if (!file.socket.is_null())
        out["socket"] = file.socket;
    Json defaults = Json::object();
    putPolicy(defaults, file.defaults);
    out["defaults"] = withExtra(std::move(defaults), file.defaultsExtra);
    Json agents = Json::object();
    for (const auto &[id, agent] : file.agents)
        agents[id.toStdString()] = toJson(agent);
    out["agents"] = std::move(agents);
    return withExtra(std::move(out), file.extra);
}

Result<ExecApprovalsSnapshot> execApprovalsSnapshotFromJson(const Json &payload) {
    if (!payload.is_object() || !payload.contains("file"))
        return Error{errorCodeText(ErrorCode::ExecApprovalsShape),
                     QStringLiteral("the answer has no exec-approvals document (file)"),
                     {}};
    auto file = execApprovalsFileFromJson(payload.at("file"));
    if (!file)
        return file.error();
    ExecApprovalsSnapshot snapshot;
    snapshot.file = std::move(file.value());
    Json rest = payload;
    takeString(rest, "path", snapshot.path);
    takeString(rest, "hash", snapshot.hash);
    snapshot.exists = rest.value("exists", false);
    if (const auto it = payload.find("resolvedDefaults"); it != payload.end() && it->is_object()) {
        Json resolved = *it;
        takePolicy(resolved, snapshot.resolvedDefaults);
    }
    return snapshot;
}

Json toJson(const ExecApprovalsSnapshot &snapshot) {
    Json out = Json::object();
    out["path"] = snapshot.path.toStdString();
    out["exists"] = snapshot.exists;
    out["hash"] = snapshot.hash.toStdString();
    out["file"] = toJson(snapshot.file);
    Json resolved = Json::object();
    putPolicy(resolved, snapshot.resolvedDefaults);
    out["resolvedDefaults"] = std::move(resolved);
    return out;
}

ExecApprovalsPolicy inheritedExecPolicy(const ExecApprovalsSnapshot *snapshot,
                                        const ExecApprovalsFile &edited, const QString &scope) {
    ExecApprovalsPolicy fallback{QStringLiteral("full"), QStringLiteral("off"),
                                 QStringLiteral("deny"), false};
    if (scope.isEmpty() || !snapshot)
        return fallback;
    fallback = snapshot->resolvedDefaults;
    const ExecApprovalsAgent *wildcard = edited.agent(kWildcardAgent);
    if (!wildcard || scope == kWildcardAgent)
        return fallback;
    const ExecApprovalsPolicy &w = wildcard->policy;
    const auto first = [](const QString &own, const QString &other) {
        return own.isEmpty() ? other : own;
    };
    fallback.security = first(w.security, fallback.security);
    fallback.ask = first(w.ask, fallback.ask);
    fallback.askFallback = first(w.askFallback, fallback.askFallback);
    if (w.autoAllowSkills)
        fallback.autoAllowSkills = w.autoAllowSkills;
    return fallback;
}

bool addAllowlistPattern(ExecApprovalsFile &file, const QString &agentId, const QString &pattern) {
    ExecApprovalsAgent &agent = file.ensureAgent(agentId);
    const QString trimmed = pattern.trimmed();
    const bool present = std::any_of(agent.allowlist.begin(), agent.allowlist.end(),
                                     [&](const ExecAllowlistEntry &e) {
                                         return e.pattern == trimmed && e.argPattern.isEmpty();
                                     });
    if (present || trimmed.isEmpty())
        return false;
    ExecAllowlistEntry entry;
    entry.pattern = trimmed; // the gateway assigns the id
    agent.allowlist.push_back(std::move(entry));
    return true;
}

int removeAllowlistPattern(ExecApprovalsFile &file, const QString &agentId,
                           const QString &patternOrId) {
    for (auto &[id, agent] : file.agents) {
        if (id != agentId)
            continue;
        const auto before = agent.allowlist.size();
        std::erase_if(agent.allowlist, [&](const ExecAllowlistEntry &e) {
            return e.pattern == patternOrId || (!e.id.isEmpty() && e.id == patternOrId);
        });
        return static_cast<int>(before - agent.allowlist.size());
    }
    return 0;
}

} // namespace toolgate::core
