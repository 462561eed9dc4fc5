// SPDX-License-Identifier: MIT
#pragma once

#include "gateway/configservice.h"
#include "policy/policycontext.h"
#include "util/json.h"

#include <vector>

namespace toolgate::gateway {

// A `tools.catalog` answer, read leniently: members of the wrong type count as absent. A tool's
// plugin is its own `pluginId`, else its group's.
ToolsCatalog toolsCatalogFromJson(const core::Json &payload);

// The tools a policy is evaluated against once a gateway has reported its `tools.catalog`: every
// built-in core tool (the catalog's listing leaves out some that still exist at run time, such as
// GitHub publishing while its setup is unknown), then each other tool the gateway lists once, a
// plugin tool with its plugin ("plugin" when the gateway names none, as OpenClaw does).
std::vector<core::PolicyTool> policyToolsFromCatalog(const ToolsCatalog &catalog);

} // namespace toolgate::gateway
