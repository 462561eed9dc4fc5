// SPDX-License-Identifier: MIT
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace toolgate::core {

// One constructed tool of the run. `pluginId` empty = core tool; MCP tools have "bundle-mcp".
struct PolicyTool {
    std::string name;
    std::string pluginId;
};

// The inbound sender (all optional strings; empty = unknown).
struct PolicySender {
    std::string id;
    std::string e164;
    std::string username;
    std::string name;
};

// The run a policy is evaluated for (golden README §1.1 `context`). Defaults are OpenClaw's.
struct PolicyContext {
    std::optional<std::string> agentId; // explicit agent; nullopt = from the session key
    std::string sessionKey = "agent:main:main";
    std::optional<std::string> modelProvider; // nullopt = no byProvider policy
    std::optional<std::string> modelId;
    std::optional<std::string> modelApi; // only the native-web-search pre-filter reads it
    std::optional<std::string> messageProvider;
    std::optional<bool> senderIsOwner; // only `false` adds the owner-only step
    std::optional<PolicySender> sender;
    bool sandboxed = false;
    std::optional<std::vector<std::string>> runtimeToolsAllow; // the run's toolsAllow cap
};

} // namespace toolgate::core
