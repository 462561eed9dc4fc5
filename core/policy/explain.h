// SPDX-License-Identifier: MIT
#pragma once

#include "policy/policycontext.h"
#include "policy/policyengine.h"
#include "util/json.h"

#include <string>
#include <string_view>
#include <vector>

namespace toolgate::core {

// One undoable edit of openclaw.json: add `entry` to, or remove it from, the string array at
// `path` (dot-separated key path, e.g. "agents.entries.ops.tools.allow"; keys that contain dots
// are resolved against the existing config). Missing objects/arrays are created on Add.
struct PolicyFix {
    enum class Action { Add, Remove };
    std::string path;
    Action action = Action::Add;
    std::string entry;
    std::string sentence; // human-readable, e.g. "Add \"exec\" to agents.entries.ops.tools.allow."
    // Why an Add is needed beyond the allow list, so a UI can word `sentence` in its own language.
    // KeepGlobalAlsoAllow: copies a global alsoAllow entry into the agent's own list, which
    // replaces the global one for that agent (so moving the fix there narrows nothing).
    enum class Why { AllowList, SandboxDefaultDeny, LocalModelLean, KeepGlobalAlsoAllow };
    Why why = Why::AllowList;
    // Other configured agents a global edit reaches too (empty for an agent's own scope).
    std::vector<std::string> alsoAffects{};
};

// Why no config change can let the tool through.
enum class ExplainBlock {
    None,            // allowed already, or `fix` lets it through
    NotInToolList,   // the tool is not constructed for this run
    MessageProvider, // removed before the pipeline by the message-provider filter
    ModelProvider,   // removed before the pipeline (native web search replaces web_search)
    SubagentDefault, // OpenClaw's built-in subagent deny list (deny wins, no allow lifts it)
    OwnerOnly,       // owner-only tool and the sender is not the owner
    RuntimeAllow,    // the run's own toolsAllow cap (set by the caller, not openclaw.json)
    AgentSelection,  // OpenClaw refuses the run (AGENT_SELECTION_REQUIRED)
    Unresolved,      // the fix search gave up (should not happen)
};

struct PolicyExplanation {
    std::string tool;
    bool allowed = false;       // survives the pipeline as configured
    int firstStep = -1;         // index into trace.steps of the first removing step, -1 if none
    std::string stepLabel;      // that step's label (or the pre-filter label)
    RemovalReason reason;       // the entry that caused the removal
    std::vector<PolicyFix> fix; // smallest set of edits (in order) that lets the tool through
    ExplainBlock blocked = ExplainBlock::None;
    std::string blockedReason; // sentence when blocked != None
    std::string summary;       // one human sentence
    // Config validation findings the fix would introduce (e.g. `allow` + `alsoAllow` in one scope);
    // empty when the edited config validates as well as the original.
    std::vector<std::string> fixIssues;
    PolicyTrace trace; // the trace as configured
};

// Explains one tool for one run: the first step that removes it and the smallest config change.
// Pure: evaluates copies of `config`.
PolicyExplanation explainTool(const Json &config, const std::vector<PolicyTool> &tools,
                              const PolicyContext &context, std::string_view tool);

// Applies one fix to a copy of the config (what the GUI does as an undoable edit).
Json applyPolicyFix(const Json &config, const PolicyFix &fix);

Json explanationToJson(const PolicyExplanation &explanation);

} // namespace toolgate::core
