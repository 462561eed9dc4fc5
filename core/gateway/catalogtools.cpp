// SPDX-License-Identifier: MIT
#include "gateway/catalogtools.h"

#include "approvals/approvaljson.h"
#include "catalog/toolcatalog.h"

#include <unordered_set>

namespace toolgate::gateway {

using core::jsonMember;
using core::jsonString;

namespace {
ToolsCatalogEntry entryFromJson(const core::Json &tool, const QString &groupPluginId) {
    QString pluginId = jsonString(tool, "pluginId");
    return {jsonString(tool, "id"),
            jsonString(tool, "label"),
            jsonString(tool, "description"),
            jsonString(tool, "source"),
            core::jsonStringList(tool, "defaultProfiles"),
            pluginId.isEmpty() ? groupPluginId : pluginId};
}
} // namespace

ToolsCatalog toolsCatalogFromJson(const core::Json &payload) {
    ToolsCatalog catalog;
    catalog.agentId = jsonString(payload, "agentId");
    const core::Json &profiles = jsonMember(payload, "profiles");
    if (profiles.is_array()) {
        for (const core::Json &profile : profiles) {
            if (profile.is_string())
                catalog.profiles.append(QString::fromStdString(profile.get<std::string>()));
            else if (!jsonString(profile, "id").isEmpty())
                catalog.profiles.append(jsonString(profile, "id"));
        }
    }
    const core::Json &groups = jsonMember(payload, "groups");
    if (!groups.is_array())
        return catalog;
    for (const core::Json &g : groups) {
        ToolsCatalogGroup group{jsonString(g, "id"),
                                jsonString(g, "label"),
                                jsonString(g, "source"),
                                {},
                                jsonString(g, "pluginId")};
        const core::Json &tools = jsonMember(g, "tools");
        if (tools.is_array()) {
            for (const core::Json &tool : tools)
                group.tools.push_back(entryFromJson(tool, group.pluginId));
        }
        catalog.groups.push_back(std::move(group));
    }
    return catalog;
}

std::vector<core::PolicyTool> policyToolsFromCatalog(const ToolsCatalog &catalog) {
    std::vector<core::PolicyTool> tools;
    std::unordered_set<std::string> seen;
    for (const core::CatalogTool &tool : core::ToolCatalog::builtin().tools()) {
        tools.push_back({tool.id, {}});
        seen.insert(tool.id);
    }
    for (const ToolsCatalogGroup &group : catalog.groups) {
        for (const ToolsCatalogEntry &entry : group.tools) {
            std::string id = entry.id.toStdString();
            if (id.empty() || !seen.insert(id).second)
                continue;
            std::string pluginId;
            if (entry.source == QLatin1String("plugin"))
                pluginId = entry.pluginId.isEmpty() ? "plugin" : entry.pluginId.toStdString();
            tools.push_back({std::move(id), std::move(pluginId)});
        }
    }
    return tools;
}

} // namespace toolgate::gateway
