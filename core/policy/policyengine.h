// SPDX-License-Identifier: MIT
#pragma once

#include "catalog/toolcatalog.h"
#include "policy/policycontext.h"
#include "policy/policytrace.h"
#include "util/json.h"

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace toolgate::core {

// Why a step removed a tool, and where in openclaw.json that decision lives.
struct RemovalReason {
    bool denied = false;      // true: a deny entry matched; false: not in the step's allow list
    std::string entry;        // the deny entry (as expanded, e.g. "exec" for "group:runtime")
    std::string configEntry;  // the configured entry that produced it (e.g. "group:runtime")
    std::string denyPath;     // key path of the deny list (empty for built-in defaults)
    std::string allowPath;    // key path where adding the tool would pass the allow list
    bool builtinDeny = false; // deny comes from OpenClaw defaults (subagent, owner-only, sandbox)
};

// OpenClaw 2026.9.6's tool policy for one openclaw.json and one tool list, compiled once and then
// evaluated per context (agent, session, provider, sender, ...). Each step's allow/deny lists are
// compiled into bitsets over the tool list on first use and cached, so evaluating a context is a
// handful of map look-ups plus word operations. Thread-safe: evaluate() may run concurrently.
class PolicyEngine {
public:
    PolicyEngine(Json config, std::vector<PolicyTool> tools,
                 const ToolCatalog &catalog = ToolCatalog::builtin());
    ~PolicyEngine();
    PolicyEngine(const PolicyEngine &) = delete;
    PolicyEngine &operator=(const PolicyEngine &) = delete;

    const Json &config() const;
    const std::vector<PolicyTool> &tools() const;
    const ToolCatalog &catalog() const;
    // OpenClaw's config validation findings (computed once); empty = accepted.
    const std::vector<SchemaIssue> &configIssues() const;

    PolicyTrace evaluate(const PolicyContext &context) const;

    // Index of a tool in tools() by exact name, else by normalised name; -1 if absent.
    int toolIndex(std::string_view name) const;
    std::vector<std::string> names(const ToolMask &mask) const;
    RemovalReason removalReason(const StepTrace &step, std::size_t toolIndex) const;

    // The golden result format (golden README §1.3).
    Json traceToJson(const PolicyTrace &trace) const;

private:
    class Private;
    std::unique_ptr<Private> d;
};

} // namespace toolgate::core
