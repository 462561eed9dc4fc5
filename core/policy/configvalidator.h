// SPDX-License-Identifier: MIT
#pragma once

#include "catalog/toolcatalog.h"
#include "policy/policytrace.h"
#include "util/json.h"

#include <vector>

namespace toolgate::core {

// The part of OpenClaw's config validation (validateConfigObject, core schema) that concerns tool
// policy: profile enums, list types, `allow` + `alsoAllow` in one scope, keys the strict schema
// rejects in policy objects, and the multi-agent ownership rule. Texts and key paths are
// OpenClaw's, in traversal order. Keys outside the policy surface are not judged (they are not our
// schema).
std::vector<ConfigIssue> validatePolicyConfig(const Json &config, const ToolCatalog &catalog);

} // namespace toolgate::core
