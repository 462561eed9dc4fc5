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

struct BundledPlugin {
    const char *id;
    std::vector<const char *> tools;
};

// The bundled plugins of openclaw 2026.9.6 whose manifests declare tools available under a
// default config (collectDeclaredPluginContext over the metadata snapshot), in manifest order.
const std::vector<BundledPlugin> &bundledPlugins() {
    static const std::vector<BundledPlugin> plugins = {
        {"browser", {"browser"}},
        {"canvas", {"canvas"}},
        {"crabbox", {"crabbox"}},
        {"file-transfer", {"file_fetch", "dir_list", "dir_fetch", "file_write"}},
        {"llm-task", {"llm-task"}},
        {"memory-core", {"intent", "memory_get", "memory_search"}},
        {"memory-wiki", {"wiki_apply", "wiki_get", "wiki_lint", "wiki_search", "wiki_status"}},
        {"ollama", {"node_inference"}},
        {"onepassword", {"onepassword"}},
        {"talk-voice", {"talk_voice"}},
        {"workboard",
         {"workboard_list",
          "workboard_create",
          "workboard_link",
          "workboard_read",
          "workboard_claim",
          "workboard_heartbeat",
          "workboard_complete",
          "workboard_attachment_add",
          "workboard_attachment_read",
          "workboard_attachment_delete",
          "workboard_block",
          "workboard_boards",
          "workboard_board_create",
          "workboard_board_archive",
          "workboard_board_delete",
          "workboard_stats",
          "workboard_runs",
          "workboard_specify",
          "workboard_decompose",
          "workboard_notify_subscribe",
          "workboard_notify_list",
          "workboard_notify_events",
          "workboard_notify_advance",
          "workboard_notify_unsubscribe",
          "workboard_promote",
          "workboard_reassign",
          "workboard_reclaim",
          "workboard_dispatch",
          "workboard_release",
          "workboard_comment",
          "workboard_proof",
          "workboard_worker_log",
          "workboard_protocol_violation",
          "workboard_unblock",
          "workboard_move"}},
    };
    return plugins;
}

} // namespace

DeclaredTools::DeclaredTools(const std::vector<std::string> &mcpPrefixes,
                             const std::vector<std::string> &denyNames, bool manifests)
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
    if (!manifests)
        return;
    // A plugin whose id (or group:plugins) a deny pattern matches is skipped, and so is one whose
    // tools are all denied.
    std::vector<GlobPattern> deny;
    for (const std::string &d : denyNames)
        if (auto g = GlobPattern::compile(d))
            deny.push_back(*g);
    const auto denied = [&](const std::string &name) {
        return std::any_of(deny.begin(), deny.end(),
                           [&](const GlobPattern &g) { return g.matches(name); });
    };
    if (denied("group:plugins"))
        return;
    for (const BundledPlugin &plugin : bundledPlugins()) {
        if (denied(plugin.id))
            continue;
        std::vector<std::string> tools;
        for (const char *tool : plugin.tools)
            if (!denied(tool))
                tools.emplace_back(tool);
        if (tools.empty())
            continue;
        m_manifestNames.emplace_back(plugin.id);
        m_manifestNames.insert(m_manifestNames.end(), tools.begin(), tools.end());
    }
}

bool DeclaredTools::declares(int mcpServer, const std::string &entry) const {
    if (contains(m_manifestNames, entry))
        return true;
    if (mcpServer == -2)
        return m_anyMcp;
    return mcpServer >= 0 && m_mcpDeclared[static_cast<std::size_t>(mcpServer)];
}

} // namespace toolgate::core
