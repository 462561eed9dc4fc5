// SPDX-License-Identifier: MIT
#pragma once

#include "catalog/toolcatalog.h"
#include "policy/policycontext.h"
#include "policy/policyengine.h"
#include "util/json.h"

#include <string>
#include <vector>

namespace toolgate::core {

// One `policy lint` finding. Errors are OpenClaw's own validation failures (the gateway would
// refuse the config); warnings are entries that cannot match a core tool as written.
struct LintFinding {
    enum class Severity { Error, Warning };
    Severity severity = Severity::Warning;
    std::string path;    // key path, e.g. "agents.entries.ops.tools.allow.2"
    std::string message; // one sentence
};

// Per-entry warnings for every tool list in the config (below), without the validation errors.
std::vector<LintFinding> lintPolicyEntries(const Json &config, const ToolCatalog &catalog);

// Validation errors (validatePolicyConfig) followed by per-entry warnings for every tool list in
// the config (tools, byProvider, toolsBySender, sandbox, subagents, agents, channel groups):
// unknown names, unknown groups, globs that match no core tool, `update_plan` renames. Plugin tool
// names cannot be known from the config alone, so those warnings say "unless a plugin provides it".
std::vector<LintFinding> lintPolicyConfig(const Json &config, const ToolCatalog &catalog);

// One context the config defines: the default (empty agentId, "tools") and every agent of
// agents.entries / agents.list (first spelling of each id), with its tools key path.
struct PolicyScopeContext {
    std::string agentId;
    std::string toolsPath;
    const Json *tools = nullptr; // the scope's tools object in the config (nullptr: none)
};
std::vector<PolicyScopeContext> policyScopeContexts(const Json &config);
// The context that evaluates a scope: the agent's main session (or the default context).
PolicyContext scopeContext(const PolicyScopeContext &scope);

// What the engine says when it evaluates each scope's context: OpenClaw's unknown-entry warnings
// and allowlist-guard error (exact texts, once each), plus agent allow entries that name a tool
// the global tools.allow already removed (the override can never take effect).
std::vector<LintFinding> lintPolicyEngine(const PolicyEngine &engine);

} // namespace toolgate::core
