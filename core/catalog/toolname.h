// SPDX-License-Identifier: MIT
#pragma once

#include <string>
#include <string_view>

namespace toolgate::core {

// OpenClaw's normalizeToolPolicyName: trim, lower-case (ASCII), then the alias map
// (bash -> exec, apply-patch -> apply_patch, cron -> automations). Applied to policy entries and to
// tool names alike, so policy is case- and alias-insensitive.
std::string normalizeToolName(std::string_view name);

} // namespace toolgate::core
