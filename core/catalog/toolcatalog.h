// SPDX-License-Identifier: MIT
#pragma once

#include "util/json.h"
#include "util/result.h"

#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace toolgate::core {

// One core tool of OpenClaw's catalog (spec §1).
struct CatalogTool {
    std::string id;
    std::string section;
    std::string description;
    std::vector<std::string> profiles; // built-in profiles that list the tool
    bool openclawGroup = false;        // member of group:openclaw
    bool ownerOnly = false;            // in GATEWAY_OWNER_ONLY_CORE_TOOLS
};

struct CatalogSection {
    std::string id;
    std::string label;
};

// The OpenClaw 2026.9.6 core tool catalog and the fixed tables the policy engine needs (profiles,
// groups, owner-only list, subagent/sandbox defaults, message-provider tables). It is data: loaded
// from resources/catalog/openclaw-catalog.json, never edited at run time.
class ToolCatalog {
public:
    // Parses the catalog data file; the error names the offending key.
    static Result<ToolCatalog> fromJson(const Json &data);
    // The catalog bundled into the binary (Qt resource). Loaded once; a missing or broken resource
    // is a build error and aborts with a message.
    static const ToolCatalog &builtin();

    const std::vector<CatalogTool> &tools() const { return m_tools; }
    const std::vector<CatalogSection> &sections() const { return m_sections; }
    const CatalogTool *find(std::string_view id) const;
    bool isCoreToolId(std::string_view id) const { return find(id) != nullptr; }

    // Built-in profile allow list (minimal, coding, messaging, full), or nullptr for an unknown id.
    const std::vector<std::string> *profile(std::string_view id) const;
    std::vector<std::string> profileIds() const;
    // Core group members for "group:<section>" and "group:openclaw", or nullptr.
    const std::vector<std::string> *group(std::string_view key) const;
    const std::map<std::string, std::vector<std::string>, std::less<>> &groups() const {
        return m_groups;
    }

    const std::map<std::string, std::string, std::less<>> &policyRenames() const {
        return m_renames;
    }
    const std::map<std::string, std::vector<std::string>, std::less<>> &policyFamilies() const {
        return m_families;
    }
    const std::vector<std::string> &ownerOnly() const { return m_ownerOnly; }
    const std::vector<std::string> &subagentDenyAlways() const { return m_subagentDenyAlways; }
    const std::vector<std::string> &subagentDenyLeaf() const { return m_subagentDenyLeaf; }
    const std::vector<std::string> &sandboxDefaultAllow() const { return m_sandboxAllow; }
    const std::vector<std::string> &sandboxDefaultDeny() const { return m_sandboxDeny; }
    const std::vector<std::string> &localModelLeanDeny() const { return m_leanDeny; }
    // Message-provider tables keyed by lower-cased provider; nullptr when the provider has none.
    const std::vector<std::string> *messageProviderAllow(std::string_view provider) const;
    const std::vector<std::string> *messageProviderDeny(std::string_view provider) const;
    int defaultMaxSpawnDepth() const { return m_defaultMaxSpawnDepth; }

private:
    std::vector<CatalogTool> m_tools;
    std::vector<CatalogSection> m_sections;
    std::map<std::string, std::vector<std::string>, std::less<>> m_profiles;
    std::map<std::string, std::vector<std::string>, std::less<>> m_groups;
    std::map<std::string, std::string, std::less<>> m_renames;
    std::map<std::string, std::vector<std::string>, std::less<>> m_families;
    std::vector<std::string> m_ownerOnly;
    std::vector<std::string> m_subagentDenyAlways;
    std::vector<std::string> m_subagentDenyLeaf;
    std::vector<std::string> m_sandboxAllow;
    std::vector<std::string> m_sandboxDeny;
    std::vector<std::string> m_leanDeny;
    std::map<std::string, std::vector<std::string>, std::less<>> m_messageAllow;
    std::map<std::string, std::vector<std::string>, std::less<>> m_messageDeny;
    int m_defaultMaxSpawnDepth = 5;
};

} // namespace toolgate::core
