// SPDX-License-Identifier: MIT
#pragma once

#include "catalog/toolcatalog.h"
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

// Validation errors (validatePolicyConfig) followed by per-entry warnings for every tool list in
// the config (tools, byProvider, toolsBySender, sandbox, subagents, agents, channel groups):
// unknown names, unknown groups, globs that match no core tool, `update_plan` renames. Plugin tool
// names cannot be known from the config alone, so those warnings say "unless a plugin provides it".
std::vector<LintFinding> lintPolicyConfig(const Json &config, const ToolCatalog &catalog);

} // namespace toolgate::core
