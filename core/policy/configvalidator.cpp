// SPDX-License-Identifier: MIT
#include "policy/configvalidator.h"

#include <string>

namespace toolgate::core {

namespace {

const char *kBothSuffix = " cannot set both allow and alsoAllow in the same scope (merge alsoAllow "
                          "into allow, or remove allow and use "
                          "profile + alsoAllow)";

// true only for a boolean `true` at obj[key] (OpenClaw's `entry?.default` marker).
bool isTrue(const Json &obj, const char *key) {
    if (!obj.is_object())
        return false;
    const auto it = obj.find(key);
    return it != obj.end() && it->is_boolean() && it->get<bool>();
}

std::string typeName(const Json &v) {
    if (v.is_null())
        return "null";
    if (v.is_boolean())
        return "boolean";
    if (v.is_number())
        return "number";
    if (v.is_string())
        return "string";
    if (v.is_array())
        return "array";
    return "object";
}

class Validator {
public:
    explicit Validator(const ToolCatalog &catalog)
        : m_catalog(catalog) {}

    std::vector<ConfigIssue> run(const Json &config) {
        if (!config.is_object()) {
            add("", "Invalid input: expected object, received " + typeName(config));
            return m_issues;
        }
        if (const auto tools = config.find("tools"); tools != config.end())
            checkToolsScope(*tools, "tools", "tools", true);
        if (const auto agents = config.find("agents"); agents != config.end())
            checkAgents(*agents);
        return m_issues;
    }

private:
    void add(std::string path, std::string message) {
        m_issues.push_back({std::move(path), std::move(message)});
    }

    bool checkObject(const Json &v, const std::string &path) {
        if (v.is_object())
            return true;
        add(path, "Invalid input: expected object, received " + typeName(v));
        return false;
    }

    void checkList(const Json &scope, const char *key, const std::string &path) {
        const auto it = scope.find(key);
        if (it == scope.end())
            return;
        const std::string p = path + "." + key;
        if (!it->is_array()) {
            add(p, "Invalid input: expected array, received " + typeName(*it));
            return;
        }
        for (std::size_t i = 0; i < it->size(); ++i)
            if (!(*it)[i].is_string())
                add(p + "." + std::to_string(i),
                    "Invalid input: expected string, received " + typeName((*it)[i]));
    }

    void checkProfile(const Json &scope, const std::string &path) {
        const auto it = scope.find("profile");
        if (it == scope.end())
            return;
        if (it->is_string() && m_catalog.profile(it->get<std::string>()))
            return;
        std::string allowed;
        for (const auto &id : m_catalog.profileIds())
            allowed += (allowed.empty() ? "\"" : ", \"") + id + "\"";
        add(path + ".profile", "Invalid input (allowed: " + allowed + ")");
    }

    static bool nonEmptyArray(const Json &scope, const char *key) {
        const auto it = scope.find(key);
        return it != scope.end() && it->is_array() && !it->empty();
    }

    // A {allow, alsoAllow, deny[, profile]} leaf (byProvider entries, sender values,
    // sandbox/subagent tools).
    void checkLeafPolicy(const Json &scope, const std::string &path, const std::string &bothPrefix,
                         bool withProfile) {
        if (!checkObject(scope, path))
            return;
        std::vector<std::string> unknown;
        for (auto it = scope.begin(); it != scope.end(); ++it) {
            const std::string &k = it.key();
            if (k != "allow" && k != "alsoAllow" && k != "deny" && !(withProfile && k == "profile"))
                unknown.push_back(k);
        }
        if (withProfile)
            checkProfile(scope, path);
        checkList(scope, "allow", path);
        checkList(scope, "alsoAllow", path);
        checkList(scope, "deny", path);
        if (nonEmptyArray(scope, "allow") && nonEmptyArray(scope, "alsoAllow"))
            add(path, bothPrefix + kBothSuffix);
        reportUnknown(unknown, path);
    }

    void reportUnknown(const std::vector<std::string> &unknown, const std::string &path) {
        if (unknown.empty())
            return;
        std::string list;
        for (const auto &k : unknown)
            list += (list.empty() ? "\"" : ", \"") + k + "\"";
        add(path, (unknown.size() == 1 ? "Unrecognized key: " : "Unrecognized keys: ") + list);
    }

    // `tools` or `agents.entries.<id>.tools`.
    void checkToolsScope(const Json &tools, const std::string &path, const std::string &bothPrefix,
                         bool global) {
        if (!checkObject(tools, path))
            return;
        checkProfile(tools, path);
        checkList(tools, "allow", path);
        checkList(tools, "alsoAllow", path);
        checkList(tools, "deny", path);
        if (nonEmptyArray(tools, "allow") && nonEmptyArray(tools, "alsoAllow"))
            add(path, bothPrefix + kBothSuffix);
        if (const auto bp = tools.find("byProvider");
            bp != tools.end() && checkObject(*bp, path + ".byProvider"))
            for (auto it = bp->begin(); it != bp->end(); ++it)
                checkLeafPolicy(*it, path + ".byProvider." + it.key(), "tools.byProvider policy",
                                true);
        if (const auto bs = tools.find("toolsBySender");
            bs != tools.end() && checkObject(*bs, path + ".toolsBySender"))
            for (auto it = bs->begin(); it != bs->end(); ++it)
                checkLeafPolicy(*it, path + ".toolsBySender." + it.key(), "tools policy", false);
        if (const auto sb = tools.find("sandbox");
            sb != tools.end() && checkObject(*sb, path + ".sandbox"))
            if (const auto t = sb->find("tools"); t != sb->end())
                checkLeafPolicy(*t, path + ".sandbox.tools", "tools policy", false);
        if (global)
            if (const auto sa = tools.find("subagents");
                sa != tools.end() && checkObject(*sa, path + ".subagents"))
                if (const auto t = sa->find("tools"); t != sa->end())
                    checkLeafPolicy(*t, path + ".subagents.tools", "tools policy", false);
    }

    void checkAgents(const Json &agents) {
        if (!checkObject(agents, "agents"))
            return;
        if (const auto defaults = agents.find("defaults");
            defaults != agents.end() && checkObject(*defaults, "agents.defaults")) {
            // The defaults block carries no tool policy (tools live per agent or under `tools`).
            if (defaults->contains("tools"))
                reportUnknown({"tools"}, "agents.defaults");
        }
        std::size_t rosterSize = 0;
        bool defaultMarker = false;
        if (const auto entries = agents.find("entries");
            entries != agents.end() && checkObject(*entries, "agents.entries")) {
            for (auto it = entries->begin(); it != entries->end(); ++it) {
                ++rosterSize;
                const std::string path = "agents.entries." + it.key();
                if (!checkObject(*it, path))
                    continue;
                defaultMarker = defaultMarker || isTrue(*it, "default");
                if (const auto tools = it->find("tools"); tools != it->end())
                    checkToolsScope(*tools, path + ".tools", "agent tools", false);
            }
        }
        if (const auto list = agents.find("list"); list != agents.end() && list->is_array()) {
            for (std::size_t i = 0; i < list->size(); ++i) {
                const Json &item = (*list)[i];
                if (!item.is_object())
                    continue;
                ++rosterSize;
                defaultMarker = defaultMarker || isTrue(item, "default");
                if (const auto tools = item.find("tools"); tools != item.end())
                    checkToolsScope(*tools, "agents.list." + std::to_string(i) + ".tools",
                                    "agent tools", false);
            }
        }
        const auto ownership = agents.find("ownership");
        const bool explicitOwnership = ownership != agents.end() && ownership->is_string() &&
                                       ownership->get<std::string>() == "explicit";
        if (rosterSize >= 2 && !explicitOwnership && !defaultMarker)
            add("agents.ownership", "multi-agent rosters require agents.ownership=\"explicit\" or "
                                    "one legacy default=true marker; add "
                                    "agents.ownership=\"explicit\" or run openclaw doctor");
    }

    const ToolCatalog &m_catalog;
    std::vector<ConfigIssue> m_issues;
};

} // namespace

std::vector<ConfigIssue> validatePolicyConfig(const Json &config, const ToolCatalog &catalog) {
    return Validator(catalog).run(config);
}

} // namespace toolgate::core
