// SPDX-License-Identifier: MIT
#pragma once

#include <string>
#include <vector>

namespace toolgate::core {

// buildDeclaredToolAllowlistContext (tool-policy-declared-context.ts): names that an allow list may
// carry without an "unknown entries" warning although no tool of the run has them: the configured
// MCP servers' tool namespaces, minus the servers a deny list of the run covers. (Plugin manifests
// are not part of the contract: the reference evaluates without a plugin metadata snapshot.)
class DeclaredTools {
public:
    // `mcpPrefixes`: "<safe server name>__" per configured (enabled) MCP server.
    // `denyNames`: every deny entry of the run, normalised (all layers, sandbox and subagent
    // defaults, owner-only).
    DeclaredTools(const std::vector<std::string> &mcpPrefixes,
                  const std::vector<std::string> &denyNames);

    // `mcpServer`: the index of the server whose namespace an entry names (-2: "bundle-mcp",
    // -1: none).
    bool declares(int mcpServer) const;

private:
    std::vector<bool> m_mcpDeclared;
    bool m_anyMcp = false;
};

} // namespace toolgate::core
