// SPDX-License-Identifier: MIT
#include "catalog/toolcatalog.h"

#include "util/errorcode.h"
#include "util/jsonio.h"

#include <QFile>
#include <QtGlobal>

#include <algorithm>

namespace toolgate::core {

namespace {

Error catalogError(const std::string &key, const char *problem) {
    return Error{errorCodeText(ErrorCode::CatalogInvalid), QString::fromUtf8(problem),
                 QString::fromStdString(key)};
}

bool readStringList(const Json &obj, const char *key, std::vector<std::string> &out) {
    const auto it = obj.find(key);
    if (it == obj.end() || !it->is_array())
        return false;
    out.clear();
    for (const Json &v : *it) {
        if (!v.is_string())
            return false;
        out.push_back(v.get<std::string>());
    }
    return true;
}

bool readListMap(const Json &obj, const char *key,
                 std::map<std::string, std::vector<std::string>, std::less<>> &out) {
    const auto it = obj.find(key);
    if (it == obj.end() || !it->is_object())
        return false;
    for (auto entry = it->begin(); entry != it->end(); ++entry) {
        std::vector<std::string> list;
        if (!entry->is_array())
            return false;
        for (const Json &v : *entry) {
            if (!v.is_string())
                return false;
            list.push_back(v.get<std::string>());
        }
        out[entry.key()] = std::move(list);
    }
    return true;
}

} // namespace

Result<ToolCatalog> ToolCatalog::fromJson(const Json &data) {
    if (!data.is_object())
        return catalogError("", "catalog must be an object");
    ToolCatalog c;
    const auto sections = data.find("sections");
    if (sections == data.end() || !sections->is_array())
        return catalogError("sections", "expected an array");
    for (const Json &s : *sections) {
        if (!s.is_object() || !s.value("id", Json()).is_string() ||
            !s.value("label", Json()).is_string())
            return catalogError("sections", "expected {id, label} strings");
        c.m_sections.push_back({s["id"].get<std::string>(), s["label"].get<std::string>()});
    }
    const auto tools = data.find("tools");
    if (tools == data.end() || !tools->is_array())
        return catalogError("tools", "expected an array");
    for (const Json &t : *tools) {
        if (!t.is_object() || !t.value("id", Json()).is_string() ||
            !t.value("section", Json()).is_string())
            return catalogError("tools", "expected {id, section, ...}");
        CatalogTool tool;
        tool.id = t["id"].get<std::string>();
        tool.section = t["section"].get<std::string>();
        tool.description = t.value("description", std::string());
        tool.openclawGroup = t.value("openclawGroup", false);
        readStringList(t, "profiles", tool.profiles);
        c.m_tools.push_back(std::move(tool));
    }
    if (!readListMap(data, "profiles", c.m_profiles))
        return catalogError("profiles", "expected an object of string arrays");
    if (!readStringList(data, "ownerOnly", c.m_ownerOnly) ||
        !readStringList(data, "subagentDenyAlways", c.m_subagentDenyAlways) ||
        !readStringList(data, "subagentDenyLeaf", c.m_subagentDenyLeaf) ||
        !readStringList(data, "sandboxDefaultAllow", c.m_sandboxAllow) ||
        !readStringList(data, "sandboxDefaultDeny", c.m_sandboxDeny) ||
        !readStringList(data, "localModelLeanDeny", c.m_leanDeny))
        return catalogError("lists", "expected string arrays");
    if (!readListMap(data, "messageProviderAllow", c.m_messageAllow) ||
        !readListMap(data, "messageProviderDeny", c.m_messageDeny) ||
        !readListMap(data, "policyFamilies", c.m_families))
        return catalogError("tables", "expected objects of string arrays");
    if (const auto renames = data.find("policyRenames");
        renames != data.end() && renames->is_object()) {
        for (auto it = renames->begin(); it != renames->end(); ++it)
            if (it->is_string())
                c.m_renames[it.key()] = it->get<std::string>();
    }
    c.m_defaultMaxSpawnDepth = data.value("defaultMaxSpawnDepth", 5);

    for (CatalogTool &tool : c.m_tools) {
        tool.ownerOnly =
            std::find(c.m_ownerOnly.begin(), c.m_ownerOnly.end(), tool.id) != c.m_ownerOnly.end();
        c.m_groups["group:" + tool.section].push_back(tool.id);
        if (tool.openclawGroup)
            c.m_groups["group:openclaw"].push_back(tool.id);
    }
    return c;
}

const ToolCatalog &ToolCatalog::builtin() {
    static const ToolCatalog catalog = [] {
        const QString path = QStringLiteral(":/toolgate/catalog/openclaw-catalog.json");
        Result<Json> data = readJsonFile(path);
        if (!data)
            qFatal("toolgate: built-in tool catalog unavailable: %s",
                   qPrintable(data.error().toString()));
        Result<ToolCatalog> parsed = fromJson(*data);
        if (!parsed)
            qFatal("toolgate: built-in tool catalog invalid: %s",
                   qPrintable(parsed.error().toString()));
        return std::move(parsed).value();
    }();
    return catalog;
}

const CatalogTool *ToolCatalog::find(std::string_view id) const {
    for (const CatalogTool &tool : m_tools)
        if (tool.id == id)
            return &tool;
    return nullptr;
}

const std::vector<std::string> *ToolCatalog::profile(std::string_view id) const {
    const auto it = m_profiles.find(id);
    return it == m_profiles.end() ? nullptr : &it->second;
}

std::vector<std::string> ToolCatalog::profileIds() const {
    // Config enum order, as OpenClaw's validation message lists them.
    return {"minimal", "coding", "messaging", "full"};
}

const std::vector<std::string> *ToolCatalog::group(std::string_view key) const {
    const auto it = m_groups.find(key);
    return it == m_groups.end() ? nullptr : &it->second;
}

const std::vector<std::string> *ToolCatalog::messageProviderAllow(std::string_view provider) const {
    const auto it = m_messageAllow.find(provider);
    return it == m_messageAllow.end() ? nullptr : &it->second;
}

const std::vector<std::string> *ToolCatalog::messageProviderDeny(std::string_view provider) const {
    const auto it = m_messageDeny.find(provider);
    return it == m_messageDeny.end() ? nullptr : &it->second;
}

} // namespace toolgate::core
