// SPDX-License-Identifier: MIT
#pragma once

#include "approvals/execapprovalsfile.h"
#include "util/json.h"

#include <QStringList>

#include <vector>

namespace toolgate::core {

// Why an agent asks (or not): the requested exec policy from the OpenClaw config (`tools.exec`
// and `agents.*.tools.exec`: `mode`, or the legacy `security`/`ask`), the host policy from the
// exec-approvals document, and the effective result (security = the stricter, ask = the more
// asking, askFallback = never looser than the effective security), each with its source. Same
// rules and source strings as `openclaw approvals get` (2026.9.6), so the two can be compared.

// deny < allowlist < full; off < on-miss < always.
QString stricterSecurity(const QString &a, const QString &b);
QString moreAsking(const QString &a, const QString &b);
// The mode that a security/ask pair amounts to (deny, allowlist, ask or full).
QString execModeFromPolicy(const QString &security, const QString &ask);
// mode → {security, ask}; false for an unknown mode.
bool execPolicyForMode(const QString &mode, QString *security, QString *ask);

struct ExecPolicyField {
    QString requested;
    QString requestedSource;
    QString host;
    QString hostSource;
    QString effective;
    QString note;
};

struct ExecPolicyScope {
    QString scopeLabel; // "tools.exec" or "agent:<id>"
    QString configPath; // where the requested values live in the config
    QString agentId;    // empty for the global scope without a default agent
    QString host;       // tools.exec.host (auto, sandbox, gateway, node)
    QString hostRequestedSource;
    QString mode;
    QString modeSource;
    QString effectiveMode;
    QString modeNote;
    ExecPolicyField security;
    ExecPolicyField ask;
    QString askFallback;
    QString askFallbackSource;
    QStringList allowedDecisions;
};

// One scope. `scopeExec` is the scope's own tools.exec object (null when absent); `globalExec`
// the global tools.exec for an agent scope (null for the global scope itself). `hostPath` prefixes
// host sources (the snapshot's path).
ExecPolicyScope resolveExecPolicyScope(const Json &scopeExec, const Json &globalExec,
                                       const QString &configPath, const QString &scopeLabel,
                                       const QString &agentId, const ExecApprovalsFile &file,
                                       const QString &hostPath);

// Every scope `openclaw approvals get` reports: the global tools.exec (for the default agent),
// then each agent with its own tools.exec or an entry in the document, sorted by id.
std::vector<ExecPolicyScope>
collectExecPolicyScopes(const Json &config, const ExecApprovalsFile &file, const QString &hostPath);

// The policy one agent's exec calls run under: its own tools.exec over the global one, against the
// document (what the gateway applies when that agent calls exec).
ExecPolicyScope resolveAgentExecPolicy(const Json &config, const QString &agentId,
                                       const ExecApprovalsFile &file);

// The configured agent ids (agents.entries keys or agents.list[].id), in config order.
QStringList configuredAgentIds(const Json &config);

// Same shape as one entry of `openclaw approvals get --json`'s effectivePolicy.scopes.
Json toJson(const ExecPolicyScope &scope);

} // namespace toolgate::core
