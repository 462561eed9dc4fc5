// SPDX-License-Identifier: MIT
#pragma once

#include <string>
#include <vector>

namespace toolgate::core {

// buildDeclaredToolAllowlistContext (tool-policy-declared-context.ts): names that an allow list may
// carry without an "unknown entries" warning although no tool of the run has them: the configured
// MCP servers' tool namespaces, minus the servers a deny list of the run covers; and, when the run
// published the plugin metadata snapshot (SessionKeyInfo::loadsPluginManifests), the bundled
// plugins' ids and manifest tools that no deny list covers.
class DeclaredTools {
public:
    // `mcpPrefixes`: "<safe server name>__" per configured (enabled) MCP server.
    // `denyNames`: every deny entry of the run, normalised (all layers, sandbox and subagent
    // defaults, owner-only).
    DeclaredTools(const std::vector<std::string> &mcpPrefixes,
                  const std::vector<std::string> &denyNames, bool manifests);

    // `mcpServer`: the index of the server whose namespace an entry names (-2: "bundle-mcp",
    // -1: none); `entry`: the normalised allow entry.
    bool declares(int mcpServer, const std::string &entry) const;

private:
    std::vector<bool> m_mcpDeclared;
    bool m_anyMcp = false;
    std::vector<std::string> m_manifestNames; // declared plugin ids and tool names
};

} // namespace toolgate::core
