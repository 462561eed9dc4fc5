// SPDX-License-Identifier: MIT
#include "policy/configvalidator.h"

#include <string>

namespace toolgate::core {

namespace {

const char *kBothSuffix = " cannot set both allow and alsoAllow in the same scope (merge alsoAllow "
                          "into allow, or remove allow and use "
                          "profile + alsoAllow)";

using Keys = std::vector<std::string>;

Keys childOf(Keys keys, const std::string &key) {
    keys.push_back(key);
    return keys;
}

std::string joined(const Keys &keys) {
    std::string s;
    for (const auto &k : keys)
        s += (s.empty() ? "" : ".") + k;
    return s;
}

// true only for a boolean `true` at obj[key] (OpenClaw's `entry?.default` marker).
bool isTrue(const Json &obj, const char *key) {
    if (!obj.is_object())
        return false;
    const auto it = obj.find(key);
    return it != obj.end() && it->is_boolean() && it->get<bool>();
}

bool nonEmptyArray(const Json &scope, const char *key) {
    const auto it = scope.find(key);
    return it != scope.end() && it->is_array() && !it->empty();
}

class Validator {
public:
    explicit Validator(const ToolCatalog *catalog)
        : m_catalog(catalog) {}

    std::vector<ConfigIssue> run(const Json &config) {
        if (!checkObject(config, {}))
            return m_issues;
        if (const auto tools = config.find("tools"); tools != config.end())
            checkToolsScope(*tools, {"tools"}, "tools", true);
        if (const auto agents = config.find("agents"); agents != config.end())
            checkAgents(*agents);
        return m_issues;
    }

    // allow/alsoAllow/deny types, then allow + alsoAllow.
    std::vector<ConfigIssue> lists(const Json &scope, const Keys &path,
                                   const std::string &bothSubject) {
        checkLists(scope, path, bothSubject);
        return m_issues;
    }

private:
    void add(ConfigIssueKind kind, Keys keys, std::string message) {
        std::string path = joined(keys);
        m_issues.push_back({std::move(path), std::move(message), kind, std::move(keys)});
    }

    void invalidType(const Keys &path, const char *expected, const Json &got) {
        add(ConfigIssueKind::InvalidType, path,
            std::string("Invalid input: expected ") + expected + ", received " + jsonTypeName(got));
    }

    bool checkObject(const Json &v, const Keys &path) {
        if (v.is_object())
            return true;
        invalidType(path, "object", v);
        return false;
    }

    void checkList(const Json &scope, const char *key, const Keys &path) {
        const auto it = scope.find(key);
        if (it == scope.end())
            return;
        const Keys p = childOf(path, key);
        if (!it->is_array()) {
            invalidType(p, "array", *it);
            return;
        }
        for (std::size_t i = 0; i < it->size(); ++i)
            if (!(*it)[i].is_string())
                invalidType(childOf(p, std::to_string(i)), "string", (*it)[i]);
    }

    void checkLists(const Json &scope, const Keys &path, const std::string &bothSubject) {
        checkList(scope, "allow", path);
        checkList(scope, "alsoAllow", path);
        checkList(scope, "deny", path);
        if (nonEmptyArray(scope, "allow") && nonEmptyArray(scope, "alsoAllow"))
            add(ConfigIssueKind::AllowWithAlsoAllow, path, bothSubject + kBothSuffix);
    }

    void checkProfile(const Json &scope, const Keys &path) {
        const auto it = scope.find("profile");
        if (it == scope.end())
            return;
        if (it->is_string() && m_catalog->profile(it->get<std::string>()))
            return;
        std::string allowed;
        for (const auto &id : m_catalog->profileIds())
            allowed += (allowed.empty() ? "\"" : ", \"") + id + "\"";
        add(ConfigIssueKind::InvalidProfile, childOf(path, "profile"),
            "Invalid input (allowed: " + allowed + ")");
    }

    // A {allow, alsoAllow, deny[, profile]} leaf (byProvider entries, sender values,
    // sandbox/subagent tools).
    void checkLeafPolicy(const Json &scope, const Keys &path, const std::string &bothSubject,
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
        checkLists(scope, path, bothSubject);
        reportUnknown(unknown, path);
    }

    void reportUnknown(const std::vector<std::string> &unknown, const Keys &path) {
        if (unknown.empty())
            return;
        std::string list;
        for (const auto &k : unknown)
            list += (list.empty() ? "\"" : ", \"") + k + "\"";
        add(ConfigIssueKind::UnrecognizedKey, path,
            (unknown.size() == 1 ? "Unrecognized key: " : "Unrecognized keys: ") + list);
    }

    // A map of leaf policies (byProvider, toolsBySender).
    void checkLeafMap(const Json &tools, const char *key, const Keys &path,
                      const std::string &bothSubject, bool withProfile) {
        const auto map = tools.find(key);
        if (map == tools.end())
            return;
        if (!map->is_object()) {
            invalidType(childOf(path, key), "record", *map); // a z.record in OpenClaw's schema
            return;
        }
        for (auto it = map->begin(); it != map->end(); ++it)
            checkLeafPolicy(*it, childOf(childOf(path, key), it.key()), bothSubject, withProfile);
    }

    // The `tools` object of `owner` under `key` (sandbox / subagents).
    void checkNestedTools(const Json &tools, const char *key, const Keys &path) {
        const auto outer = tools.find(key);
        const Keys outerPath = childOf(path, key);
        if (outer == tools.end() || !checkObject(*outer, outerPath))
            return;
        if (const auto t = outer->find("tools"); t != outer->end())
            checkLeafPolicy(*t, childOf(outerPath, "tools"), "tools policy", false);
    }

    // `tools` or `agents.entries.<id>.tools`.
    void checkToolsScope(const Json &tools, const Keys &path, const std::string &bothSubject,
                         bool global) {
        if (!checkObject(tools, path))
            return;
        checkProfile(tools, path);
        checkLists(tools, path, bothSubject);
        checkLeafMap(tools, "byProvider", path, "tools.byProvider policy", true);
        checkLeafMap(tools, "toolsBySender", path, "tools policy", false);
        checkNestedTools(tools, "sandbox", path);
        if (global)
            checkNestedTools(tools, "subagents", path);
    }

    void checkAgents(const Json &agents) {
        if (!checkObject(agents, {"agents"}))
            return;
        if (const auto defaults = agents.find("defaults");
            defaults != agents.end() && checkObject(*defaults, {"agents", "defaults"})) {
            // The defaults block carries no tool policy (tools live per agent or under `tools`).
            if (defaults->contains("tools"))
                reportUnknown({"tools"}, {"agents", "defaults"});
        }
        std::size_t rosterSize = 0;
        bool defaultMarker = false;
        if (const auto entries = agents.find("entries");
            entries != agents.end() && checkObject(*entries, {"agents", "entries"})) {
            for (auto it = entries->begin(); it != entries->end(); ++it) {
                ++rosterSize;
                const Keys path{"agents", "entries", it.key()};
                if (!checkObject(*it, path))
                    continue;
                defaultMarker = defaultMarker || isTrue(*it, "default");
                if (const auto tools = it->find("tools"); tools != it->end())
                    checkToolsScope(*tools, childOf(path, "tools"), "agent tools", false);
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
                    checkToolsScope(*tools, {"agents", "list", std::to_string(i), "tools"},
                                    "agent tools", false);
            }
        }
        const auto ownership = agents.find("ownership");
        const bool explicitOwnership = ownership != agents.end() && ownership->is_string() &&
                                       ownership->get<std::string>() == "explicit";
        if (rosterSize >= 2 && !explicitOwnership && !defaultMarker)
            add(ConfigIssueKind::OwnershipRequired, {"agents", "ownership"},
                "multi-agent rosters require agents.ownership=\"explicit\" or "
                "one legacy default=true marker; add "
                "agents.ownership=\"explicit\" or run openclaw doctor");
    }

    const ToolCatalog *m_catalog;
    std::vector<ConfigIssue> m_issues;
};

} // namespace

std::string jsonTypeName(const Json &value) {
    return value.type_name(); // "null", "boolean", "number", "string", "array", "object"
}

std::vector<ConfigIssue> validatePolicyConfig(const Json &config, const ToolCatalog &catalog) {
    return Validator(&catalog).run(config);
}

std::vector<ConfigIssue> validateToolLists(const Json &scope, const std::vector<std::string> &keys,
                                           const std::string &bothSubject) {
    if (!scope.is_object())
        return {};
    return Validator(nullptr).lists(scope, keys, bothSubject);
}

} // namespace toolgate::core
