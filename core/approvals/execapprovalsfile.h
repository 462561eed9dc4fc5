// SPDX-License-Identifier: MIT
#pragma once

#include "util/json.h"
#include "util/result.h"

#include <QString>

#include <optional>
#include <utility>
#include <vector>

namespace toolgate::core {

// The gateway's exec-approvals document ("exec-approvals.json", stored in SQLite since 2026.9):
// {version:1, socket?, defaults{security, ask, askFallback, autoAllowSkills},
//  agents{<id>|"*":{…policy, allowlist[], mcpTools[]}}}. Keys this model does not know are kept
// in `extra` and written back, so a round trip never drops what a newer gateway added.

// security/ask/askFallback hold the string as stored (empty = not set, so "use default"); a value
// OpenClaw does not know is kept and ignored by the resolver, as the gateway does.
struct ExecApprovalsPolicy {
    QString security;    // deny | allowlist | full
    QString ask;         // off | on-miss | always
    QString askFallback; // deny | allowlist | full
    std::optional<bool> autoAllowSkills;
};

struct ExecAllowlistEntry {
    QString id;
    QString pattern;
    QString argPattern;
    QString source; // "allow-always" when a decision stored it; empty when added by hand
    QString commandText;
    std::optional<qint64> lastUsedAt; // ms since epoch
    QString lastUsedCommand;
    QString lastResolvedPath;
    Json extra = Json::object();
};

// An MCP tool allowed always: {server, tool, source:"allow-always", addedAt, lastUsedAt?}.
struct McpToolGrant {
    QString server;
    QString tool;
    QString source;
    qint64 addedAt = 0;
    std::optional<qint64> lastUsedAt;
    Json extra = Json::object();
};

struct ExecApprovalsAgent {
    ExecApprovalsPolicy policy;
    std::vector<ExecAllowlistEntry> allowlist;
    std::vector<McpToolGrant> mcpTools;
    Json extra = Json::object();
};

struct ExecApprovalsFile {
    int version = 1;
    Json socket; // {path?, token?}; null when absent
    ExecApprovalsPolicy defaults;
    Json defaultsExtra = Json::object();
    std::vector<std::pair<QString, ExecApprovalsAgent>> agents; // document order; "*" is one key
    Json extra = Json::object();

    const ExecApprovalsAgent *agent(const QString &id) const;
    ExecApprovalsAgent &ensureAgent(const QString &id); // appends an empty agent when missing
};

// `exec.approvals.get` / `.set` answer: {path, exists, hash, file, resolvedDefaults}.
struct ExecApprovalsSnapshot {
    QString path;
    bool exists = false;
    QString hash; // pass back as baseHash to exec.approvals.set
    ExecApprovalsFile file;
    ExecApprovalsPolicy resolvedDefaults; // every field set by the gateway
};

inline const QString kWildcardAgent = QStringLiteral("*");

bool isExecSecurity(const QString &value);
bool isExecAsk(const QString &value);

// Lenient reading: a field of the wrong type is ignored (kept in extra); only a document that is
// not an object, or an allowlist entry without a pattern, is an error (with its key path).
Result<ExecApprovalsFile> execApprovalsFileFromJson(const Json &json);
Json toJson(const ExecApprovalsFile &file);
Result<ExecApprovalsSnapshot> execApprovalsSnapshotFromJson(const Json &payload);
Json toJson(const ExecApprovalsSnapshot &snapshot);

// What a scope's unset fields mean ("use default (X)"): OpenClaw's built-in for the defaults
// (empty scope) or without a snapshot; otherwise the gateway's resolved defaults, with the
// document's "*" fields first for a named agent.
ExecApprovalsPolicy inheritedExecPolicy(const ExecApprovalsSnapshot *snapshot,
                                        const ExecApprovalsFile &edited, const QString &scope);

// Edits. Adding a pattern the agent already has changes nothing and returns false; removing
// matches the pattern or the entry id and returns how many entries went.
bool addAllowlistPattern(ExecApprovalsFile &file, const QString &agentId, const QString &pattern);
int removeAllowlistPattern(ExecApprovalsFile &file, const QString &agentId,
                           const QString &patternOrId);

} // namespace toolgate::core
