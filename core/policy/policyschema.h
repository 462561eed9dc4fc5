// SPDX-License-Identifier: MIT
#pragma once

#include "catalog/toolcatalog.h"
#include "policy/policytrace.h"
#include "util/json.h"

#include <string>
#include <vector>

namespace toolgate::core {

// The part of OpenClaw's config validation (validateConfigObject, core schema) that concerns tool
// policy: profile enums, list types, `allow` + `alsoAllow` in one scope, keys the strict schema
// rejects in policy objects, and the multi-agent ownership rule. Texts and key paths are
// OpenClaw's, in traversal order. Keys outside the policy surface are not judged (they are not our
// schema). This is the single home of these rules; the document validator (core/config) adds its
// extras on top of it.
std::vector<SchemaIssue> validatePolicyConfig(const Json &config, const ToolCatalog &catalog);

// The list rules of one policy object at `keys` (allow/alsoAllow/deny types, then allow +
// alsoAllow with `bothSubject` as the message's subject, e.g. "tools policy"). For scopes outside
// the core schema (channel groups) that still carry tool lists.
std::vector<SchemaIssue> validateToolLists(const Json &scope, const std::vector<std::string> &keys,
                                           const std::string &bothSubject);

// The JSON type name OpenClaw's schema messages use ("received number").
std::string jsonTypeName(const Json &value);

} // namespace toolgate::core
