// SPDX-License-Identifier: MIT
#include "policy/policyschema.h"

#include "policy/sessionkey.h"

#include <algorithm>
#include <cctype>
#include <unordered_map>
#include <unordered_set>

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

// parseLegacyAgentRoster: every item an object whose id is a trimmed, canonical, unique string.
bool isMigratableRoster(const Json &list) {
    if (!list.is_array())
        return false;
    std::unordered_set<std::string> seen;
    for (const Json &item : list) {
        if (!item.is_object())
            return false;
        const auto id = item.find("id");
        if (id == item.end() || !id->is_string())
            return false;
        const std::string &value = id->get_ref<const std::string &>();
        if (value.empty() || normalizeAgentId(value) != value || !seen.insert(value).second)
            return false;
    }
    return true;
}

// The entries record's key schema: /^[a-z0-9_][a-z0-9_-]{0,63}$/i on the key as written.
bool isValidAgentIdKey(const std::string &key) {
    if (key.empty() || key.size() > 64 ||
        !(std::isalnum(static_cast<unsigned char>(key.front())) || key.front() == '_'))
        return false;
    return std::all_of(key.begin(), key.end(), [](char c) {
        return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-';
    });
}

bool nonEmptyArray(const Json &scope, const char *key) {
    const auto it = scope.find(key);
    return it != scope.end() && it->is_array() && !it->empty();
}

// The core schema's tool-policy part, in zod 4's order: an object's children in shape order,
// then its unrecognised keys, then its own refinement (allow + alsoAllow, ownership). Type errors
// and invalid enums abort: while one exists inside an object, that object's refinement and every
// enclosing one are skipped. Each check returns whether it aborted.
class Validator {
public:
    explicit Validator(const ToolCatalog *catalog)
        : m_catalog(catalog) {}

    std::vector<SchemaIssue> run(const Json &config) {
        if (!checkObject(config, {}))
            return m_issues;
        if (const auto agents = config.find("agents"); agents != config.end())
            checkAgents(*agents);
        if (const auto tools = config.find("tools"); tools != config.end())
            checkToolsScope(*tools, {"tools"}, "tools", true);
        return m_issues;
    }

    // allow/alsoAllow/deny types, then allow + alsoAllow.
    std::vector<SchemaIssue> lists(const Json &scope, const Keys &path,
                                   const std::string &bothSubject) {
        if (!checkLists(scope, path))
            checkBoth(scope, path, bothSubject);
        return m_issues;
    }

private:
    struct Roster {
        std::vector<std::string> keys; // agents.entries keys (or migrated ids), in order
        int defaultMarkers = 0;
    };

    void add(SchemaIssueKind kind, Keys keys, std::string message) {
        std::string path = joined(keys);
        SchemaIssue issue{std::move(path), std::move(message), kind, std::move(keys), {}};
        if (!m_documentBase.empty() && issue.keys.size() >= m_openclawBase.size() &&
            std::equal(m_openclawBase.begin(), m_openclawBase.end(), issue.keys.begin())) {
            issue.documentKeys = m_documentBase;
            issue.documentKeys.insert(issue.documentKeys.end(),
                                      issue.keys.begin() +
                                          static_cast<std::ptrdiff_t>(m_openclawBase.size()),
                                      issue.keys.end());
        }
        m_issues.push_back(std::move(issue));
    }

    void invalidType(const Keys &path, const char *expected, const Json &got) {
        add(SchemaIssueKind::InvalidType, path,
            std::string("Invalid input: expected ") + expected + ", received " + jsonTypeName(got));
    }

    bool checkObject(const Json &v, const Keys &path) {
        if (v.is_object())
            return true;
        invalidType(path, "object", v);
        return false;
    }

    bool checkList(const Json &scope, const char *key, const Keys &path) {
        const auto it = scope.find(key);
        if (it == scope.end())
            return false;
        const Keys p = childOf(path, key);
        if (!it->is_array()) {
            invalidType(p, "array", *it);
            return true;
        }
        bool aborted = false;
        for (std::size_t i = 0; i < it->size(); ++i) {
            if (!(*it)[i].is_string()) {
                invalidType(childOf(p, std::to_string(i)), "string", (*it)[i]);
                aborted = true;
            }
        }
        return aborted;
    }

    bool checkLists(const Json &scope, const Keys &path) {
        bool aborted = checkList(scope, "allow", path);
        aborted = checkList(scope, "alsoAllow", path) || aborted;
        return checkList(scope, "deny", path) || aborted;
    }

    void checkBoth(const Json &scope, const Keys &path, const std::string &bothSubject) {
        if (nonEmptyArray(scope, "allow") && nonEmptyArray(scope, "alsoAllow"))
            add(SchemaIssueKind::AllowWithAlsoAllow, path, bothSubject + kBothSuffix);
    }

    bool checkProfile(const Json &scope, const Keys &path) {
        const auto it = scope.find("profile");
        if (it == scope.end())
            return false;
        if (it->is_string() && m_catalog->profile(it->get<std::string>()))
            return false;
        std::string allowed;
        for (const auto &id : m_catalog->profileIds())
            allowed += (allowed.empty() ? "\"" : ", \"") + id + "\"";
        add(SchemaIssueKind::InvalidProfile, childOf(path, "profile"),
            "Invalid input (allowed: " + allowed + ")");
        return true;
    }

    // A {allow, alsoAllow, deny[, profile]} leaf (byProvider entries, sender values,
    // sandbox/subagent tools).
    bool checkLeafPolicy(const Json &scope, const Keys &path, const std::string &bothSubject,
                         bool withProfile) {
        if (!checkObject(scope, path))
            return true;
        std::vector<std::string> unknown;
        for (auto it = scope.begin(); it != scope.end(); ++it) {
            const std::string &k = it.key();
            if (k != "allow" && k != "alsoAllow" && k != "deny" && !(withProfile && k == "profile"))
                unknown.push_back(k);
        }
        // ToolPolicyWithProfileSchema's shape: allow, alsoAllow, deny, then profile.
        bool aborted = checkLists(scope, path);
        aborted = (withProfile && checkProfile(scope, path)) || aborted;
        reportUnknown(unknown, path);
        if (!aborted)
            checkBoth(scope, path, bothSubject);
        return aborted;
    }

    void reportUnknown(const std::vector<std::string> &unknown, const Keys &path) {
        if (unknown.empty())
            return;
        std::string list;
        for (const auto &k : unknown)
            list += (list.empty() ? "\"" : ", \"") + k + "\"";
        add(SchemaIssueKind::UnrecognizedKey, path,
            (unknown.size() == 1 ? "Unrecognized key: " : "Unrecognized keys: ") + list);
    }

    // A map of leaf policies (byProvider, toolsBySender).
    bool checkLeafMap(const Json &tools, const char *key, const Keys &path,
                      const std::string &bothSubject, bool withProfile) {
        const auto map = tools.find(key);
        if (map == tools.end())
            return false;
        if (!map->is_object()) {
            invalidType(childOf(path, key), "record", *map); // a z.record in OpenClaw's schema
            return true;
        }
        bool aborted = false;
        for (auto it = map->begin(); it != map->end(); ++it)
            aborted = checkLeafPolicy(*it, childOf(childOf(path, key), it.key()), bothSubject,
                                      withProfile) ||
                      aborted;
        return aborted;
    }

    // The `tools` object under `key` (sandbox / subagents).
    bool checkNestedTools(const Json &tools, const char *key, const Keys &path) {
        const auto outer = tools.find(key);
        const Keys outerPath = childOf(path, key);
        if (outer == tools.end())
            return false;
        if (!checkObject(*outer, outerPath))
            return true;
        if (const auto t = outer->find("tools"); t != outer->end())
            return checkLeafPolicy(*t, childOf(outerPath, "tools"), "tools policy", false);
        return false;
    }

    // `tools` or `agents.entries.<id>.tools`: profile, lists, byProvider, toolsBySender,
    // subagents, sandbox, then allow + alsoAllow.
    bool checkToolsScope(const Json &tools, const Keys &path, const std::string &bothSubject,
                         bool global) {
        if (!checkObject(tools, path))
            return true;
        bool aborted = checkProfile(tools, path);
        aborted = checkLists(tools, path) || aborted;
        aborted =
            checkLeafMap(tools, "byProvider", path, "tools.byProvider policy", true) || aborted;
        aborted = checkLeafMap(tools, "toolsBySender", path, "tools policy", false) || aborted;
        if (global)
            aborted = checkNestedTools(tools, "subagents", path) || aborted;
        aborted = checkNestedTools(tools, "sandbox", path) || aborted;
        if (!aborted)
            checkBoth(tools, path, bothSubject);
        return aborted;
    }

    // One roster entry at agents.entries.<id> (`documentPath`: where it is written): its tools,
    // then its boolean `default` marker.
    bool checkAgentEntry(const Json &entry, const Keys &path, const Keys &documentPath,
                         Roster &roster, const std::string &key) {
        roster.keys.push_back(key);
        m_openclawBase = path;
        m_documentBase = documentPath == path ? Keys{} : documentPath;
        bool aborted = !checkObject(entry, path);
        if (!aborted) {
            if (const auto tools = entry.find("tools"); tools != entry.end())
                aborted = checkToolsScope(*tools, childOf(path, "tools"), "agent tools", false);
            if (const auto marker = entry.find("default"); marker != entry.end()) {
                if (!marker->is_boolean()) {
                    add(SchemaIssueKind::InvalidType, childOf(path, "default"),
                        "Invalid input: expected boolean, received " + jsonTypeName(*marker) +
                            " (allowed: true, false)");
                    aborted = true;
                } else if (marker->get<bool>()) {
                    ++roster.defaultMarkers;
                }
            }
        }
        m_openclawBase.clear();
        m_documentBase.clear();
        return aborted;
    }

    // agents: ownership, defaults, the roster (a valid legacy list migrated to entries), the
    // unrecognised `list`, then the roster refinement unless something inside aborted.
    void checkAgents(const Json &agents) {
        if (!checkObject(agents, {"agents"}))
            return;
        bool aborted = false;
        const auto ownership = agents.find("ownership");
        if (ownership != agents.end() &&
            !(ownership->is_string() && ownership->get<std::string>() == "explicit")) {
            add(SchemaIssueKind::InvalidType, {"agents", "ownership"},
                "Invalid input: expected \"explicit\" (allowed: \"explicit\")");
            aborted = true;
        }
        if (const auto defaults = agents.find("defaults"); defaults != agents.end()) {
            if (!checkObject(*defaults, {"agents", "defaults"}))
                aborted = true;
            else if (defaults->contains("tools")) // tools live per agent or under `tools`
                reportUnknown({"tools"}, {"agents", "defaults"});
        }
        Roster roster;
        const auto list = agents.find("list");
        const auto entries = agents.find("entries");
        const bool migrated =
            list != agents.end() && entries == agents.end() && isMigratableRoster(*list);
        if (migrated) {
            for (std::size_t i = 0; i < list->size(); ++i) {
                const Json &item = (*list)[i];
                const std::string id = item["id"].get<std::string>();
                aborted = checkAgentEntry(item, {"agents", "entries", id},
                                          {"agents", "list", std::to_string(i)}, roster, id) ||
                          aborted;
            }
        }
        if (entries != agents.end()) {
            if (!checkObject(*entries, {"agents", "entries"})) {
                aborted = true;
            } else {
                for (auto it = entries->begin(); it != entries->end(); ++it) {
                    const Keys path{"agents", "entries", it.key()};
                    // The record's key schema: a canonical-shaped agent id (zod 4 invalid_key).
                    if (!isValidAgentIdKey(it.key())) {
                        add(SchemaIssueKind::InvalidAgentKey, path, "Invalid key in record");
                        aborted = true;
                        continue;
                    }
                    aborted = checkAgentEntry(*it, path, path, roster, it.key()) || aborted;
                }
            }
        }
        if (list != agents.end() && !migrated)
            add(SchemaIssueKind::InvalidRoster, {"agents"}, "Unrecognized key: \"list\"");
        // An empty roster gets the implicit main agent, unless a list stayed unmigrated.
        const bool implicitMain = list == agents.end() || migrated;
        if (!aborted)
            checkRoster(roster, implicitMain, ownership != agents.end());
    }

    // AgentsSchema's superRefine: an empty roster, keys that normalise to one id, default
    // markers, and the ownership rule.
    void checkRoster(const Roster &roster, bool implicitMain, bool explicitOwnership) {
        if (roster.keys.empty() && !implicitMain)
            add(SchemaIssueKind::InvalidRoster, {"agents", "entries"},
                "agents.entries must contain at least one configured agent");
        std::unordered_map<std::string, std::string> firstKey; // normalised id -> first key
        for (const std::string &key : roster.keys) {
            const std::string id = normalizeAgentId(key);
            const auto [it, fresh] = firstKey.emplace(id, key);
            if (!fresh)
                add(SchemaIssueKind::DuplicateAgentId, {"agents", "entries", key},
                    "agents.entries keys \"" + it->second + "\" and \"" + key +
                        "\" resolve to the same agent id \"" + id +
                        "\"; rename one key so each agent has a unique id");
        }
        if (roster.defaultMarkers > 1)
            add(SchemaIssueKind::DefaultMarkers, {"agents", "entries"},
                "agents.entries must contain at most one default=true entry (found " +
                    std::to_string(roster.defaultMarkers) + ")");
        if (explicitOwnership && roster.defaultMarkers > 0)
            add(SchemaIssueKind::DefaultMarkers, {"agents", "ownership"},
                "agents.ownership=explicit cannot be combined with a legacy default=true marker");
        if (roster.keys.size() > 1 && roster.defaultMarkers == 0 && !explicitOwnership)
            add(SchemaIssueKind::OwnershipRequired, {"agents", "ownership"},
                "multi-agent rosters require agents.ownership=\"explicit\" or "
                "one legacy default=true marker; add "
                "agents.ownership=\"explicit\" or run openclaw doctor");
    }

    const ToolCatalog *m_catalog;
    std::vector<SchemaIssue> m_issues;
    Keys m_openclawBase; // while checking a migrated list item: its agents.entries.<id> path
    Keys m_documentBase; // ... and its agents.list.<i> path
};

} // namespace

std::string jsonTypeName(const Json &value) {
    return value.type_name(); // "null", "boolean", "number", "string", "array", "object"
}

std::vector<SchemaIssue> validatePolicyConfig(const Json &config, const ToolCatalog &catalog) {
    return Validator(&catalog).run(config);
}

std::vector<SchemaIssue> validateToolLists(const Json &scope, const std::vector<std::string> &keys,
                                           const std::string &bothSubject) {
    if (!scope.is_object())
        return {};
    return Validator(nullptr).lists(scope, keys, bothSubject);
}

} // namespace toolgate::core
