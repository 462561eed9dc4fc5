// SPDX-License-Identifier: MIT
#pragma once

#include "policy/toolmask.h"

#include <optional>
#include <string>
#include <vector>

namespace toolgate::core {

// What a config validation finding is about (stable, for callers that map it to their codes).
enum class SchemaIssueKind {
    InvalidType,    // wrong JSON type (object, record, array, string)
    InvalidProfile, // profile not one of the catalog's ids
    AllowWithAlsoAllow,
    UnrecognizedKey, // the strict schema rejects a key
    OwnershipRequired,
    InvalidRoster,    // a legacy agents.list OpenClaw cannot migrate (not converted, then rejected)
    InvalidAgentKey,  // an agents.entries key that is not an agent id
    DuplicateAgentId, // two agents.entries keys that normalise to one agent id
    DefaultMarkers,   // more than one default=true, or one with ownership "explicit"
};

// A config validation finding with OpenClaw's exact text and key path. `keys` are the path's
// segments (keys may contain dots; array indices are decimal strings).
struct SchemaIssue {
    std::string path;
    std::string message;
    SchemaIssueKind kind = SchemaIssueKind::InvalidType;
    std::vector<std::string> keys;
    // Where the finding sits in the authored document when that differs from OpenClaw's path
    // (a migrated agents.list item is reported as agents.entries.<id>); empty = `keys`.
    std::vector<std::string> documentKeys;
};

// Which pipeline step a trace entry is (stable ids for the GUI; `label` is OpenClaw's text).
enum class PolicyStepKind {
    Profile,
    ProviderProfile,
    GlobalAllow,
    GlobalProvider,
    AgentAllow,
    AgentProvider,
    Group,
    Sender,
    Sandbox,
    OwnerOnly,
    Subagent,
    Runtime,
};

enum class PrefilterKind { MessageProvider, ModelProvider };

struct PrefilterTrace {
    PrefilterKind kind = PrefilterKind::MessageProvider;
    std::string label; // "message provider" | "model provider"
    ToolMask removed;
};

// One pipeline step that had a policy. Masks index the engine's tool list.
struct StepTrace {
    PolicyStepKind kind = PolicyStepKind::GlobalAllow;
    std::string label;
    ToolMask kept;
    ToolMask removed;
    int compiledIndex = -1; // engine-internal: the compiled policy (for removal reasons)
};

// The result of evaluating one context: every step with what it kept and removed.
struct PolicyTrace {
    std::vector<PrefilterTrace> prefilters;
    std::vector<StepTrace> steps;
    ToolMask final;
    std::vector<std::string> warnings;
    std::optional<std::string> guardError;
    std::optional<std::string> error; // "<CODE>: <message>" when OpenClaw refuses the run
    std::string agentId;              // the agent the run resolved to
};

} // namespace toolgate::core
