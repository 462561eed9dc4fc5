// SPDX-License-Identifier: MIT
#pragma once

// The engine's internals, shared by its source files (never included outside core/policy).
#include "catalog/toolname.h"
#include "policy/declaredtools.h"
#include "policy/globpattern.h"
#include "policy/policyengine.h"
#include "policy/policyjson.h"
#include "policy/policyschema.h"
#include "policy/senderpolicy.h"
#include "policy/sessionkey.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <tuple>
#include <unordered_map>
#include <unordered_set>

namespace toolgate::core {

namespace enginedetail {

using namespace policyjson;

enum class WarnMode { None, Plain, Profile };

struct WarnEntry {
    std::string entry;
    bool catalogId = false;
    int mcpServer = -1; // configured MCP server whose tools it names; -2: "bundle-mcp"
    // The non-zero words of the mask of core tools this entry (group-expanded) names: a few
    // words, so testing it against a pipeline input does not scan the whole tool list.
    std::vector<std::pair<std::size_t, std::uint64_t>> coreWords;
    bool namesAnyOf(const ToolMask &input) const {
        for (const auto &[w, bits] : coreWords)
            if (input.word(w) & bits)
                return true;
        return false;
    }
};

// buildPluginToolGroups over the pipeline input: plugin tools by plugin id, and all of them.
struct PluginGroups {
    StringList all;
    std::unordered_set<std::string> names;
    std::unordered_map<std::string, StringList> byPlugin;
    std::string key; // cache-key prefix: "" for every plugin tool of the list
};

struct CompiledStep {
    PolicyStepKind kind = PolicyStepKind::GlobalAllow;
    std::string label;
    ToolMask pass; // allow & ~deny
    ToolMask deny;
    bool hasAllow = false;
    std::vector<std::pair<GlobPattern, std::string>> denyPatterns; // pattern, configured entry
    StringList denyNames; // the deny entries, normalised (the run's declared-tool context)
    std::vector<WarnEntry> warnEntries;
    bool warns = false;
    // The warning text per set of unknown entries (bit i: warnEntries[i]; engine mutex).
    mutable std::unordered_map<std::uint64_t, std::string> warningTexts;
    // Allowlist guard source (spec §8).
    bool guardSource = false;
    std::string guardLabel;
    StringList guardEntries;
    // Where a fix would go (explain).
    std::string denyPath;
    std::string allowPath;
    bool builtinDeny = false;
    std::size_t index = 0;
    // Names this policy explicitly allows, for the local-model-lean pre-filter (empty for
    // profile and deny-only steps).
    std::vector<GlobPattern> leanPreserve;
};

struct AgentScope {
    std::string id;
    const Json *tools = nullptr; // the entry's tools; agents.defaults.tools only without a roster
    bool localModelLean = false; // (entry.experimental ?? defaults.experimental).localModelLean
    std::optional<int> maxSpawnDepth; // agents.defaults.subagents.maxSpawnDepth (min 1)
    const Json *entry = nullptr;
    std::string path; // "agents.entries.<key>" / "agents.list.<i>" (empty: no entry)
};

struct ProviderMatch {
    const Json *entry = nullptr;
    std::string key; // the configured key
};

// What resolving one step depends on, as config nodes (stable for the engine's life) and flags,
// so a context finds its steps without building the string keys the compile cache uses.
struct StepKey {
    enum Tag : int {
        Profile = 0,         // + kOwnAlso, kMessage
        ProviderProfile = 4, // + kOwnAlso, kMessage
        Global = 8,
        GlobalProvider,
        Agent,
        AgentProvider,
        GroupSender,
        GroupTools,
        AgentSender,
        GlobalSender,
        OwnerOnly,
        Subagent, // + kLeaf
        Sandbox = 20,
    };
    static constexpr int kOwnAlso = 1, kMessage = 2, kLeaf = 1;
    const PluginGroups *pg = nullptr;
    int tag = 0;
    const void *a = nullptr;
    const void *b = nullptr;
    const void *c = nullptr;
    bool operator==(const StepKey &) const = default;
};

struct StepKeyHash {
    std::size_t operator()(const StepKey &k) const {
        const auto mix = [](std::size_t h, const void *v) {
            return (h ^ reinterpret_cast<std::uintptr_t>(v)) * 1099511628211ULL;
        };
        std::size_t h = static_cast<std::size_t>(k.tag) * 0x9e3779b97f4a7c15ULL;
        return mix(mix(mix(mix(h, k.pg), k.a), k.b), k.c);
    }
};

// The compiled steps of one run (at most the pipeline's twelve) and whether it loads plugin
// manifests: the key of what depends on the run's whole step list.
struct StepSetKey {
    std::array<std::uint32_t, 14> ids{}; // manifests, count, then the steps' indices
    template<typename Steps> StepSetKey(const Steps &steps, bool manifests) {
        ids[0] = manifests ? 1 : 0;
        ids[1] = static_cast<std::uint32_t>(steps.size());
        for (std::size_t i = 0; i < steps.size() && i + 2 < ids.size(); ++i)
            ids[i + 2] = static_cast<std::uint32_t>(steps[i]->index) + 1;
    }
    bool operator==(const StepSetKey &) const = default;
};

struct StepSetKeyHash {
    std::size_t operator()(const StepSetKey &k) const {
        std::size_t h = 1469598103934665603ULL;
        for (std::uint32_t v : k.ids)
            h = (h ^ v) * 1099511628211ULL;
        return h;
    }
};

inline std::string quoteJs(const std::string &s) {
    return "\"" + s + "\"";
}

} // namespace enginedetail

// Private header: the engine's files read the internal types unqualified.
using namespace enginedetail;

class PolicyEngine::Private {
public:
    class Run; // one evaluate() call (stepbuilders_p.h)

    Private(Json cfg, std::vector<PolicyTool> t, const ToolCatalog &cat)
        : config(std::move(cfg))
        , tools(std::move(t))
        , catalog(cat) {
        if (!config.is_object())
            config = Json::object();
        issues = validatePolicyConfig(config, catalog);
        const std::size_t n = tools.size();
        norm.reserve(n);
        for (const PolicyTool &tool : tools) {
            norm.push_back(normalizeToolName(tool.name));
            pluginIds.push_back(lowerTrim(tool.pluginId));
        }
        const StringList &leanDeny = catalog.localModelLeanDeny();
        for (std::size_t i = 0; i < n; ++i) {
            indicesByName[norm[i]].push_back(i);
            if (std::find(leanDeny.begin(), leanDeny.end(), norm[i]) != leanDeny.end())
                leanCandidates.push_back(i);
            if (pluginIds[i].empty())
                continue;
            pluginTools.push_back(i);
        }
        allPlugins = buildPluginGroups(ToolMask(n, true), std::string());
        pluginMask = ToolMask(n);
        for (std::size_t i : pluginTools)
            pluginMask.set(i);
        const Json *mcpServers = objectChild(objectChild(&config, "mcp"), "servers");
        if (mcpServers) {
            // collectConfiguredMcpServerNames: enabled object entries with a non-blank name
            std::unordered_set<std::string> used;
            for (auto it = mcpServers->begin(); it != mcpServers->end(); ++it) {
                if (!it->is_object() || lowerTrim(it.key()).empty())
                    continue;
                if (const Json *en = child(&*it, "enabled");
                    en && en->is_boolean() && !en->get<bool>())
                    continue;
                mcpPrefixes.push_back(normalizeToolName(safeServerName(it.key(), used) + "__"));
            }
        }
        tools_ = &config;
        toolsCfg = objectChild(&config, "tools");
        analyzeRoster();
    }

    // MCP server name → tool-name prefix (agent-bundle-mcp-names.ts).
    static std::string safeServerName(const std::string &raw,
                                      std::unordered_set<std::string> &used);

    // The roster as OpenClaw's agent-scope code reads it (readAgentRosterProperty: `entries` when
    // present, else the legacy `list`; a valid list was migrated to entries with the same ids).
    void analyzeRoster();

    const AgentScope &agentScope(const std::string &id) const;

    std::string agentToolsPath(const AgentScope &a) const {
        return a.path.empty() ? "agents.entries." + a.id + ".tools" : a.path + ".tools";
    }

    // The byProvider keys a context's model matches, most specific first.
    static StringList providerCandidates(const PolicyContext &ctx);
    // byProvider: model key first, then provider key; first configured key that matches wins.
    ProviderMatch matchProvider(const Json *byProvider, const StringList &candidates) const;

    PluginGroups buildPluginGroups(const ToolMask &input, std::string key) const;

    // The plugin groups of a pipeline input (§12.4.8): the pre-filters may have removed plugin
    // tools, and then their ids and names no longer expand.
    const PluginGroups &pluginGroupsFor(const ToolMask &input) const;

    // Expansion shared by allow and deny: shipped renames, the canvas family, plugin groups.
    StringList expandPolicyEntries(const StringList &list, const PluginGroups &pg) const;

    StringList expandCoreGroups(const StringList &list) const;

    static bool isPluginEntry(const std::string &entry, const PluginGroups &pg) {
        return entry == "group:plugins" || pg.byPlugin.count(entry) || pg.names.count(entry);
    }

    // isDeclaredMcpAllowlistEntry: the configured server an entry names (-2: "bundle-mcp").
    int mcpServerOf(const std::string &entry) const;

    // The unknown-entries warning of `s` for the entries set in `unknown` (cached per set).
    const std::string &warningText(const CompiledStep &s, std::uint64_t unknown) const;

    // Compiles one step over the tool list. `allow`/`deny` are the configured lists.
    const CompiledStep *compile(const PluginGroups &pg, const std::string &stepKey,
                                PolicyStepKind kind, std::string label,
                                const std::optional<StringList> &allow,
                                const std::optional<StringList> &deny, WarnMode warn,
                                const StringList *suppress = nullptr) const;

    CompiledStep *mutableLast(const CompiledStep *s) const { return const_cast<CompiledStep *>(s); }

    void setGuard(const CompiledStep *s, std::string label,
                  const std::optional<StringList> &allow) const;

    void setLeanPreserve(const CompiledStep *s, const std::optional<StringList> &allow) const;

    void setFixPaths(const CompiledStep *s, std::string denyPath, std::string allowPath,
                     bool builtinDeny) const;

    // Sandbox tool policy (sandbox/tool-policy.ts): per-field agent > global > defaults.
    const CompiledStep *compileSandbox(const PluginGroups &pg, const AgentScope &agent) const;

    const DeclaredTools &declaredToolsFor(const std::vector<const CompiledStep *> &steps,
                                          bool manifests) const {
        const StepSetKey key(steps, manifests);
        {
            std::lock_guard lock(mutex);
            const auto it = declaredCache.find(key);
            if (it != declaredCache.end())
                return *it->second;
        }
        StringList denyNames;
        for (const CompiledStep *s : steps)
            denyNames.insert(denyNames.end(), s->denyNames.begin(), s->denyNames.end());
        auto built = std::make_unique<DeclaredTools>(mcpPrefixes, denyNames, manifests);
        std::lock_guard lock(mutex);
        auto &slot = declaredCache[key];
        if (!slot)
            slot = std::move(built);
        return *slot;
    }

    // `cache[key]`, built outside the mutex on a miss (when two threads race, the first insert
    // wins; map nodes never move, so the reference stays valid).
    template<typename Map, typename Key, typename F>
    const typename Map::mapped_type &memo(Map &cache, const Key &key, F &&build) const {
        {
            std::lock_guard lock(mutex);
            const auto it = cache.find(key);
            if (it != cache.end())
                return it->second;
        }
        typename Map::mapped_type value = build();
        std::lock_guard lock(mutex);
        return cache.emplace(key, std::move(value)).first->second;
    }

    template<typename F> const ToolMask &cachedMask(const std::string &key, F &&build) const {
        return memo(prefilterCache, key, build);
    }

    // Resolution cache: the step a key resolves to (nullptr = that scope has no policy).
    template<typename F>
    const CompiledStep *cachedStep(const PluginGroups &pg, const std::string &stepKey,
                                   F &&build) const {
        return memo(resolved, pg.key + stepKey, build);
    }

    // A toolsBySender object's keys, parsed once.
    const SenderKeys &senderKeys(const Json *bySender) const {
        std::lock_guard lock(mutex);
        auto it = senderKeyCache.find(bySender);
        if (it == senderKeyCache.end())
            it = senderKeyCache.emplace(bySender, parseSenderKeys(bySender)).first;
        return it->second;
    }

    // The fast resolution cache: `resolve` runs once per key (it goes through the string-keyed
    // caches, which compile each step once).
    template<typename F> const CompiledStep *fastStep(const StepKey &key, F &&resolve) const {
        return memo(fastResolved, key, resolve);
    }

    Json config;
    std::vector<PolicyTool> tools;
    const ToolCatalog &catalog;
    std::vector<SchemaIssue> issues;
    StringList norm;
    StringList pluginIds;
    std::vector<std::size_t> pluginTools; // indices of plugin tools
    PluginGroups allPlugins;
    ToolMask pluginMask;                     // the plugin tools
    std::vector<std::size_t> leanCandidates; // tools on the local-model-lean deny list
    std::unordered_map<std::string, std::vector<std::size_t>>
        indicesByName;      // normalised name -> tools
    StringList mcpPrefixes; // "<safe server name>__" per configured MCP server
    const Json *tools_ = nullptr;
    const Json *toolsCfg = nullptr;
    struct RosterEntry {
        std::string id; // normalizeAgentId of the key / the item's id
        const Json *entry = nullptr;
        std::string path;
    };
    std::vector<RosterEntry> roster;
    bool hasRoster = false;     // agents.entries or agents.list is set
    std::string defaultAgentId; // the run's agent when the session key names none ("" = none)

    mutable std::mutex mutex;
    mutable std::unordered_map<std::string, std::unique_ptr<AgentScope>> agents;
    mutable std::unordered_map<std::string, std::size_t> stepCache;
    mutable std::vector<std::unique_ptr<CompiledStep>> compiled;
    mutable std::unordered_map<std::string, ToolMask> prefilterCache;
    mutable std::unordered_map<std::string, const CompiledStep *> resolved;
    mutable std::unordered_map<StepKey, const CompiledStep *, StepKeyHash> fastResolved;
    mutable std::unordered_map<const Json *, std::vector<std::pair<std::string, ProviderMatch>>>
        providerKeys; // byProvider object -> its object entries' lower-cased keys
    mutable std::unordered_map<const Json *, SenderKeys> senderKeyCache;
    // keyed by the plugin tools a pipeline input keeps
    mutable std::unordered_map<ToolMask, std::unique_ptr<PluginGroups>, ToolMask::Hash>
        reducedPlugins;
    mutable std::unordered_map<StepSetKey, std::unique_ptr<DeclaredTools>, StepSetKeyHash>
        declaredCache;
    // The allowlist guard's text per step list (nullopt: no explicit allow source).
    mutable std::unordered_map<StepSetKey, std::optional<std::string>, StepSetKeyHash> guardTexts;
};

} // namespace toolgate::core
