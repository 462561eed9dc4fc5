// SPDX-License-Identifier: MIT
#pragma once

#include "util/json.h"

#include <string_view>

namespace toolgate::core {

// OpenClaw's resolveToolLoopDetectionConfig + `enabled === true`: the agent's
// `agents.entries.<id>.tools.loopDetection` block, else the global `tools.loopDetection` block;
// with both, the agent's `enabled` wins unless it is unset. Off by default.
bool isLoopDetectionEnabled(const Json &config, std::string_view agentId);

} // namespace toolgate::core
