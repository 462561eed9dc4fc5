// SPDX-License-Identifier: MIT
#pragma once

#include "policy/policycontext.h"

namespace toolgate::core {

// Where a tool comes from; the UI colours chips by it.
enum class ToolSource { Core, Plugin, Mcp };

inline ToolSource toolSource(const PolicyTool &tool) {
    if (tool.pluginId.empty())
        return ToolSource::Core;
    return tool.pluginId == "bundle-mcp" ? ToolSource::Mcp : ToolSource::Plugin;
}

} // namespace toolgate::core
