// SPDX-License-Identifier: MIT
#include "policy/declaredtools.h"

#include "policy/globpattern.h"

#include <algorithm>
#include <optional>

namespace toolgate::core {

namespace {

bool contains(const std::vector<std::string> &list, const std::string &value) {
    return std::find(list.begin(), list.end(), value) != list.end();
}

} // namespace

DeclaredTools::DeclaredTools(const std::vector<std::string> &mcpPrefixes,
                             const std::vector<std::string> &denyNames)
    : m_mcpDeclared(mcpPrefixes.size(), true) {
    // createMcpServerToolDenyMatcher: bundle-mcp or group:plugins cover every server, a pattern
    // ending in '*' covers the servers whose "<server>__" it matches.
    const bool denyAll = contains(denyNames, "bundle-mcp") || contains(denyNames, "group:plugins");
    std::vector<GlobPattern> namespaces;
    for (const std::string &d : denyNames)
        if (!d.empty() && d.back() == '*')
            if (auto g = GlobPattern::compile(d))
                namespaces.push_back(*g);
    for (std::size_t i = 0; i < mcpPrefixes.size(); ++i) {
        const bool covered =
            denyAll || std::any_of(namespaces.begin(), namespaces.end(),
                                   [&](const GlobPattern &g) { return g.matches(mcpPrefixes[i]); });
        m_mcpDeclared[i] = !covered;
        m_anyMcp = m_anyMcp || !covered;
    }
}

bool DeclaredTools::declares(int mcpServer) const {
    if (mcpServer == -2)
        return m_anyMcp;
    return mcpServer >= 0 && m_mcpDeclared[static_cast<std::size_t>(mcpServer)];
}

} // namespace toolgate::core
