// SPDX-License-Identifier: MIT
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace toolgate::core {

// What OpenClaw derives from a server-side session key
// (`agent:<agentId>:<rest>`; group routes `<channel>:group|channel:<id>[:topic:<t>]`,
// direct routes `<channel>:direct:<peer>`, subagents `subagent:<id>[:subagent:<id>...]`).
struct SessionKeyInfo {
    std::string agentId;                      // lower-cased; empty when the key is not agent-scoped
    bool isSubagent = false;                  // the rest starts with a `subagent:` segment
    int subagentDepth = 0;                    // number of `subagent` segments
    std::string routeChannel;                 // channel of a group/channel/direct route
    std::string groupChannel;                 // channel of a group/channel route
    std::vector<std::string> groupCandidates; // group ids to look up, most specific first
    // The group route's id has more segments after a `:thread:` suffix is dropped, so OpenClaw
    // probes the channel's bundled plugin for a session-key parser (resolveSessionConversation);
    // for every channel but telegram that publishes the plugin metadata snapshot, and the bundled
    // plugins' manifests then declare their ids and tools for this run.
    bool loadsPluginManifests = false;
};

SessionKeyInfo parseSessionKey(std::string_view sessionKey);

// OpenClaw's normalizeAgentId: trimmed, lower-cased; a non-canonical id has runs of characters
// outside [a-z0-9_-] replaced by '-', leading/trailing dashes dropped, 64 characters kept; an id
// that leaves nothing becomes "main".
std::string normalizeAgentId(std::string_view id);

} // namespace toolgate::core
