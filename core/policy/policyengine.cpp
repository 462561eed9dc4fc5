// SPDX-License-Identifier: MIT
#include "policy/policyengine.h"

#include "catalog/toolname.h"
#include "policy/configvalidator.h"
#include "policy/declaredtools.h"
#include "policy/globpattern.h"
#include "policy/policyjson.h"
#include "policy/senderpolicy.h"
#include "policy/sessionkey.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <mutex>
#include <tuple>
#include <unordered_map>
#include <unordered_set>

namespace toolgate::core {

namespace {

using namespace policyjson;

enum class WarnMode { None, Plain, Profile };

struct WarnEntry {
    std::string entry;
    bool catalogId = false;
    int mcpServer = -1; // configured MCP server whose tools it names; -2: "bundle-mcp"
    ToolMask coreMask;  // core tools in the list this entry (group-expanded) names
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

std::string quoteJs(const std::string &s) {
    return "\"" + s + "\"";
}

} // namespace

class PolicyEngine::Private {
public:
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
                                      std::unordered_set<std::string> &used) {
        std::string s;
        for (char c : raw) {
            const bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
                            (c >= '0' && c <= '9') || c == '_' || c == '-';
            s.push_back(ok ? c : '-');
        }
        if (s.empty() || !((s[0] >= 'a' && s[0] <= 'z') || (s[0] >= 'A' && s[0] <= 'Z')))
            s = "mcp-" + s;
        std::string unique = s;
        for (int i = 2; used.count(unique); ++i)
            unique = s + "-" + std::to_string(i);
        used.insert(unique);
        return unique;
    }

    // The roster as OpenClaw's agent-scope code reads it (readAgentRosterProperty: `entries` when
    // present, else the legacy `list`; a valid list was migrated to entries with the same ids).
    void analyzeRoster() {
        const Json *agentsCfg = objectChild(&config, "agents");
        const Json *entries = child(agentsCfg, "entries");
        const Json *list = child(agentsCfg, "list");
        if (entries && !entries->is_null()) {
            hasRoster = true;
            if (entries->is_object())
                for (auto it = entries->begin(); it != entries->end(); ++it)
                    if (it->is_object())
                        roster.push_back(
                            {normalizeAgentId(it.key()), &*it, "agents.entries." + it.key()});
        } else if (list && !list->is_null()) {
            hasRoster = true;
            if (list->is_array())
                for (std::size_t i = 0; i < list->size(); ++i) {
                    const Json &item = (*list)[i];
                    if (!item.is_object() && !item.is_array())
                        continue;
                    // normalizeAgentId(entry.id): an item without an id is agent "main"
                    const Json *id = child(&item, "id");
                    roster.push_back(
                        {normalizeAgentId(id && id->is_string() ? id->get_ref<const std::string &>()
                                                                : std::string()),
                         &item, "agents.list." + std::to_string(i)});
                }
        }
        // tryResolveDefaultAgentId: one default=true marker (without explicit ownership), else
        // the sole agent, else none (resolveSoleAgentId then refuses the run).
        const Json *ownership = child(agentsCfg, "ownership");
        const bool explicitOwnership = ownership && ownership->is_string() &&
                                       ownership->get_ref<const std::string &>() == "explicit";
        std::vector<const RosterEntry *> marked;
        for (const RosterEntry &e : roster)
            if (isTrue(*e.entry, "default"))
                marked.push_back(&e);
        if (!explicitOwnership && marked.size() == 1)
            defaultAgentId = marked.front()->id;
        else if (roster.empty() && !hasRoster)
            defaultAgentId = "main";
        else if (roster.size() == 1)
            defaultAgentId = roster.front().id;
    }

    const AgentScope &agentScope(const std::string &id) const {
        {
            std::lock_guard lock(mutex);
            const auto it = agents.find(id);
            if (it != agents.end())
                return *it->second;
        }
        auto scope = std::make_unique<AgentScope>();
        scope->id = id;
        const Json *agentsCfg = objectChild(&config, "agents");
        const Json *defaults = objectChild(agentsCfg, "defaults");
        for (const RosterEntry &e : roster) {
            if (e.id == id) {
                scope->entry = e.entry;
                scope->path = e.path;
                break;
            }
        }
        // resolveEffectiveToolPolicy: agent tools = entry.tools ?? (no roster property ?
        // agents.defaults.tools : none). The defaults block carries no tools in a valid config, but
        // the policy code still reads it from a raw (invalid) one.
        if (const Json *t = child(scope->entry, "tools"); t && !t->is_null())
            scope->tools = t;
        else if (!hasRoster)
            scope->tools = child(defaults, "tools");
        // isLocalModelLeanEnabled: (entry.experimental ?? defaults.experimental).localModelLean
        const Json *experimental = child(scope->entry, "experimental");
        if (!experimental || experimental->is_null())
            experimental = child(defaults, "experimental");
        if (const Json *lean = child(experimental, "localModelLean"); lean && lean->is_boolean())
            scope->localModelLean = lean->get<bool>();
        // resolveStoredSubagentCapabilities reads only agents.defaults.subagents.maxSpawnDepth.
        if (const Json *md = child(objectChild(defaults, "subagents"), "maxSpawnDepth");
            md && md->is_number())
            scope->maxSpawnDepth = std::max(1, static_cast<int>(std::floor(md->get<double>())));
        std::lock_guard lock(mutex);
        auto &slot = agents[id];
        if (!slot)
            slot = std::move(scope);
        return *slot;
    }

    std::string agentToolsPath(const AgentScope &a) const {
        return a.path.empty() ? "agents.entries." + a.id + ".tools" : a.path + ".tools";
    }

    // byProvider: model key first, then provider key; first configured key that matches wins.
    ProviderMatch matchProvider(const Json *byProvider, const PolicyContext &ctx) const {
        if (!byProvider || !byProvider->is_object() || !ctx.modelProvider)
            return {};
        const std::string provider = lowerTrim(*ctx.modelProvider);
        if (provider.empty())
            return {};
        StringList candidates;
        if (ctx.modelId && !lowerTrim(*ctx.modelId).empty())
            candidates.push_back(provider + "/" + lowerTrim(*ctx.modelId));
        candidates.push_back(provider);
        for (const std::string &cand : candidates)
            for (auto it = byProvider->begin(); it != byProvider->end(); ++it)
                if (it->is_object() && lowerTrim(it.key()) == cand)
                    return {&*it, it.key()};
        return {};
    }

    PluginGroups buildPluginGroups(const ToolMask &input, std::string key) const {
        PluginGroups g;
        g.key = std::move(key);
        for (std::size_t i : pluginTools) {
            if (!input.test(i))
                continue;
            g.all.push_back(norm[i]);
            g.names.insert(norm[i]);
            g.byPlugin[pluginIds[i]].push_back(norm[i]);
        }
        return g;
    }

    // The plugin groups of a pipeline input (§12.4.8): the pre-filters may have removed plugin
    // tools, and then their ids and names no longer expand.
    const PluginGroups &pluginGroupsFor(const ToolMask &input) const {
        ToolMask missing = pluginMask;
        missing.subtract(input);
        if (!missing.any())
            return allPlugins;
        std::string absent;
        for (std::size_t i : pluginTools)
            if (!input.test(i))
                absent += std::to_string(i) + ",";
        if (absent.empty())
            return allPlugins;
        std::lock_guard lock(mutex);
        auto &slot = reducedPlugins[absent];
        if (!slot) // a short cache-key prefix per distinct plugin set
            slot = std::make_unique<PluginGroups>(
                buildPluginGroups(input, "PG" + std::to_string(reducedPlugins.size()) + "|"));
        return *slot;
    }

    // Expansion shared by allow and deny: shipped renames, the canvas family, plugin groups.
    StringList expandPolicyEntries(const StringList &list, const PluginGroups &pg) const {
        const auto &pluginAll = pg.all;
        const auto &byPlugin = pg.byPlugin;
        UniqueList out;
        for (const std::string &raw : list) {
            std::string entry = policyName(raw);
            if (entry.empty())
                continue;
            if (const auto r = catalog.policyRenames().find(entry);
                r != catalog.policyRenames().end())
                entry = r->second;
            if (entry == "group:plugins") {
                if (pluginAll.empty())
                    out.add(entry);
                for (const auto &name : pluginAll)
                    out.add(name);
                continue;
            }
            const auto plugin = byPlugin.find(entry);
            const auto family = catalog.policyFamilies().find(entry);
            if (plugin != byPlugin.end() || family != catalog.policyFamilies().end()) {
                if (plugin != byPlugin.end())
                    for (const auto &name : plugin->second)
                        out.add(name);
                if (family != catalog.policyFamilies().end()) {
                    if (plugin == byPlugin.end())
                        out.add(entry);
                    for (const auto &name : family->second)
                        out.add(name);
                }
                continue;
            }
            out.add(entry);
        }
        return out.take();
    }

    StringList expandCoreGroups(const StringList &list) const {
        UniqueList out;
        for (const std::string &raw : list) {
            const std::string entry = policyName(raw);
            if (const StringList *members = catalog.group(entry)) {
                for (const auto &m : *members)
                    out.add(m);
            } else if (!entry.empty()) {
                out.add(entry);
            }
        }
        return out.take();
    }

    static bool isPluginEntry(const std::string &entry, const PluginGroups &pg) {
        return entry == "group:plugins" || pg.byPlugin.count(entry) || pg.names.count(entry);
    }

    // isDeclaredMcpAllowlistEntry: the configured server an entry names (-2: "bundle-mcp").
    int mcpServerOf(const std::string &entry) const {
        if (mcpPrefixes.empty())
            return -1;
        if (entry == "bundle-mcp")
            return -2;
        for (std::size_t i = 0; i < mcpPrefixes.size(); ++i) {
            const std::string &prefix = mcpPrefixes[i];
            if (entry.size() > prefix.size() && entry.compare(0, prefix.size(), prefix) == 0)
                return static_cast<int>(i);
        }
        return -1;
    }

    // Compiles one step over the tool list. `allow`/`deny` are the configured lists.
    const CompiledStep *compile(const PluginGroups &pg, const std::string &stepKey,
                                PolicyStepKind kind, std::string label,
                                const std::optional<StringList> &allow,
                                const std::optional<StringList> &deny, WarnMode warn,
                                const StringList *suppress = nullptr) const {
        const std::string key = pg.key + stepKey;
        {
            std::lock_guard lock(mutex);
            const auto it = stepCache.find(key);
            if (it != stepCache.end())
                return compiled[it->second].get();
        }
        auto step = std::make_unique<CompiledStep>();
        step->kind = kind;
        step->label = std::move(label);
        const std::size_t n = tools.size();

        // Exact entries are looked up by name; only real globs scan the tool list.
        const auto markMatches = [&](const GlobPattern &pattern, ToolMask &mask) {
            if (pattern.isWildcardAll()) {
                mask = ToolMask(n, true);
            } else if (!pattern.isGlob()) {
                if (const auto it = indicesByName.find(pattern.text()); it != indicesByName.end())
                    for (std::size_t i : it->second)
                        mask.set(i);
            } else {
                for (std::size_t i = 0; i < n; ++i)
                    if (pattern.matches(norm[i]))
                        mask.set(i);
            }
        };
        step->deny = ToolMask(n);
        if (deny) {
            // keep the configured entry next to each expanded pattern for removal reasons
            for (const std::string &configured : *deny) {
                for (const auto &e : expandCoreGroups(expandPolicyEntries({configured}, pg)))
                    if (auto p = GlobPattern::compile(e)) {
                        markMatches(*p, step->deny);
                        step->denyPatterns.emplace_back(*p, configured);
                    }
            }
        }
        ToolMask allowMask(n);
        bool writeAllowed = false;
        if (allow) {
            for (const auto &e : expandCoreGroups(expandPolicyEntries(*allow, pg)))
                if (auto p = GlobPattern::compile(e)) {
                    step->hasAllow = true;
                    writeAllowed = writeAllowed || p->matches("write");
                    markMatches(*p, allowMask);
                }
        }
        if (!step->hasAllow) {
            allowMask = ToolMask(n, true);
        } else if (writeAllowed) {
            if (const auto it = indicesByName.find("apply_patch"); it != indicesByName.end())
                for (std::size_t i : it->second)
                    allowMask.set(i);
        }
        step->pass = allowMask;
        step->pass.subtract(step->deny);
        if (deny)
            for (const std::string &raw : *deny)
                if (std::string d = policyName(raw); !d.empty())
                    step->denyNames.push_back(std::move(d));

        if (warn != WarnMode::None && allow && !allow->empty()) {
            step->warns = true;
            for (const std::string &entry : expandPolicyEntries(*allow, pg)) {
                // plugin entries of this input never warn (the groups are compiled in)
                if (entry == "*" || isPluginEntry(entry, pg))
                    continue;
                if (warn == WarnMode::Profile && suppress &&
                    std::find(suppress->begin(), suppress->end(), entry) != suppress->end())
                    continue;
                WarnEntry w;
                w.entry = entry;
                w.mcpServer = mcpServerOf(entry);
                w.catalogId = catalog.isCoreToolId(entry);
                w.coreMask = ToolMask(n);
                for (const std::string &member : expandCoreGroups({entry}))
                    if (const auto it = indicesByName.find(member); it != indicesByName.end())
                        for (std::size_t i : it->second)
                            if (pluginIds[i].empty())
                                w.coreMask.set(i);
                step->warnEntries.push_back(std::move(w));
            }
        }

        std::lock_guard lock(mutex);
        const auto it = stepCache.find(key);
        if (it != stepCache.end())
            return compiled[it->second].get();
        step->index = compiled.size();
        stepCache.emplace(key, compiled.size());
        compiled.push_back(std::move(step));
        return compiled.back().get();
    }

    CompiledStep *mutableLast(const CompiledStep *s) const { return const_cast<CompiledStep *>(s); }

    void setGuard(const CompiledStep *s, std::string label,
                  const std::optional<StringList> &allow) const {
        std::lock_guard lock(mutex);
        CompiledStep *step = mutableLast(s);
        if (step->guardSource || !allow)
            return;
        // collectExplicitToolAllowlistSources: each entry as written (String() of a non-string),
        // trimmed, non-blank, normalised for the text; not de-duplicated (spec §12.5).
        StringList entries;
        for (const auto &e : *allow) {
            std::string_view t = e;
            if (isRawItem(t))
                t.remove_prefix(1);
            while (!t.empty() && static_cast<unsigned char>(t.front()) <= ' ')
                t.remove_prefix(1);
            while (!t.empty() && static_cast<unsigned char>(t.back()) <= ' ')
                t.remove_suffix(1);
            if (!t.empty())
                entries.push_back(normalizeToolName(t));
        }
        if (entries.empty())
            return;
        step->guardSource = true;
        step->guardLabel = std::move(label);
        step->guardEntries = std::move(entries);
    }

    void setLeanPreserve(const CompiledStep *s, const std::optional<StringList> &allow) const {
        if (!allow)
            return;
        // resolvePreservedLocalModelLeanToolNames: core groups expanded, "*" dropped (§12.3.6)
        std::vector<GlobPattern> patterns;
        for (const auto &e : expandCoreGroups(*allow))
            if (auto g = GlobPattern::compile(e); g && !g->isWildcardAll())
                patterns.push_back(*g);
        std::lock_guard lock(mutex);
        mutableLast(s)->leanPreserve = std::move(patterns);
    }

    void setFixPaths(const CompiledStep *s, std::string denyPath, std::string allowPath,
                     bool builtinDeny) const {
        std::lock_guard lock(mutex);
        CompiledStep *step = mutableLast(s);
        step->denyPath = std::move(denyPath);
        step->allowPath = std::move(allowPath);
        step->builtinDeny = builtinDeny;
    }

    // Sandbox tool policy (sandbox/tool-policy.ts): per-field agent > global > defaults.
    const CompiledStep *compileSandbox(const PluginGroups &pg, const AgentScope &agent) const {
        const std::string key = pg.key + "SB|" + agent.id;
        {
            std::lock_guard lock(mutex);
            const auto it = stepCache.find(key);
            if (it != stepCache.end())
                return compiled[it->second].get();
        }
        // resolveSandboxToolPolicyForAgent reads the agent's own entry (never agents.defaults).
        const Json *agentSb =
            objectChild(objectChild(objectChild(agent.entry, "tools"), "sandbox"), "tools");
        const Json *globalSb = objectChild(objectChild(toolsCfg, "sandbox"), "tools");
        const std::string agentBase = agentToolsPath(agent) + ".sandbox.tools.";
        const auto field = [&](const char *name, std::string &path) -> std::optional<StringList> {
            if (auto v = stringArray(child(agentSb, name))) {
                path = agentBase + name;
                return v;
            }
            if (auto v = stringArray(child(globalSb, name))) {
                path = std::string("tools.sandbox.tools.") + name;
                return v;
            }
            path.clear();
            return std::nullopt;
        };
        std::string allowPath, alsoPath, denyPath;
        const auto allowCfg = field("allow", allowPath);
        const auto alsoCfg = field("alsoAllow", alsoPath);
        const auto denyCfg = field("deny", denyPath);

        StringList allow;
        if (allowCfg) {
            if (!allowCfg->empty()) {
                allow = *allowCfg;
                if (alsoCfg)
                    for (const auto &e : *alsoCfg)
                        pushUnique(allow, e);
            }
        } else {
            allow = catalog.sandboxDefaultAllow();
            if (alsoCfg)
                for (const auto &e : *alsoCfg)
                    pushUnique(allow, e);
        }
        StringList deny;
        if (denyCfg) {
            deny = *denyCfg;
        } else {
            StringList explicitEntries;
            if (allowCfg)
                explicitEntries = *allowCfg;
            if (alsoCfg)
                for (const auto &e : *alsoCfg)
                    explicitEntries.push_back(e);
            std::vector<GlobPattern> explicitPatterns;
            for (const auto &e : expandCoreGroups(explicitEntries))
                if (auto g = GlobPattern::compile(e))
                    explicitPatterns.push_back(*g);
            for (const auto &d : catalog.sandboxDefaultDeny()) {
                const bool lifted = std::any_of(explicitPatterns.begin(), explicitPatterns.end(),
                                                [&](const GlobPattern &g) { return g.matches(d); });
                if (!lifted)
                    deny.push_back(d);
            }
        }
        // expandResolvedPolicy: both lists are core-group expanded; an `image` deny also covers
        // view_image, and an explicit allow list always carries view_image unless it is denied.
        allow = expandCoreGroups(allow);
        deny = expandCoreGroups(deny);
        std::vector<GlobPattern> denyPatterns;
        for (const auto &e : deny)
            if (auto g = GlobPattern::compile(e))
                denyPatterns.push_back(*g);
        const auto anyMatch = [&](const std::string &name) {
            return std::any_of(denyPatterns.begin(), denyPatterns.end(),
                               [&](const GlobPattern &g) { return g.matches(name); });
        };
        if (anyMatch("image") && !anyMatch("view_image"))
            deny.push_back("view_image");
        if (!allow.empty() && std::find(allow.begin(), allow.end(), "view_image") == allow.end() &&
            std::find(deny.begin(), deny.end(), "view_image") == deny.end())
            allow.push_back("view_image");
        const CompiledStep *s = compile(pg, "SB|" + agent.id, PolicyStepKind::Sandbox,
                                        "sandbox tools.allow", allow, deny, WarnMode::None);
        const std::string fixAllow =
            allowCfg && !allowCfg->empty()
                ? allowPath
                : (alsoCfg ? alsoPath : std::string("tools.sandbox.tools.alsoAllow"));
        setFixPaths(s, denyPath, fixAllow, !denyCfg);
        setGuard(s, "sandbox tools.allow", allow);
        setLeanPreserve(s, allow);
        return s;
    }

    const DeclaredTools &declaredToolsFor(const std::vector<const CompiledStep *> &steps,
                                          bool manifests) const {
        std::string key = manifests ? "M" : "-";
        for (const CompiledStep *s : steps)
            key += std::to_string(s->index) + ",";
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

    template<typename F> const ToolMask &cachedMask(const std::string &key, F &&build) const {
        {
            std::lock_guard lock(mutex);
            const auto it = prefilterCache.find(key);
            if (it != prefilterCache.end())
                return it->second;
        }
        ToolMask mask = build();
        std::lock_guard lock(mutex);
        return prefilterCache.emplace(key, std::move(mask)).first->second;
    }

    // Resolution cache: the step a key resolves to (nullptr = that scope has no policy).
    template<typename F>
    const CompiledStep *cachedStep(const PluginGroups &pg, const std::string &stepKey,
                                   F &&build) const {
        const std::string key = pg.key + stepKey;
        {
            std::lock_guard lock(mutex);
            const auto it = resolved.find(key);
            if (it != resolved.end())
                return it->second;
        }
        const CompiledStep *step = build();
        std::lock_guard lock(mutex);
        return resolved.emplace(key, step).first->second;
    }

    Json config;
    std::vector<PolicyTool> tools;
    const ToolCatalog &catalog;
    std::vector<ConfigIssue> issues;
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
    mutable std::unordered_map<std::string, std::unique_ptr<PluginGroups>> reducedPlugins;
    mutable std::unordered_map<std::string, std::unique_ptr<DeclaredTools>> declaredCache;
};

PolicyEngine::PolicyEngine(Json config, std::vector<PolicyTool> tools, const ToolCatalog &catalog)
    : d(std::make_unique<Private>(std::move(config), std::move(tools), catalog)) {}

PolicyEngine::~PolicyEngine() = default;

const Json &PolicyEngine::config() const {
    return d->config;
}

const std::vector<PolicyTool> &PolicyEngine::tools() const {
    return d->tools;
}

const ToolCatalog &PolicyEngine::catalog() const {
    return d->catalog;
}

const std::vector<ConfigIssue> &PolicyEngine::configIssues() const {
    return d->issues;
}

int PolicyEngine::toolIndex(std::string_view name) const {
    for (std::size_t i = 0; i < d->tools.size(); ++i)
        if (d->tools[i].name == name)
            return static_cast<int>(i);
    const std::string n = normalizeToolName(name);
    for (std::size_t i = 0; i < d->norm.size(); ++i)
        if (d->norm[i] == n)
            return static_cast<int>(i);
    return -1;
}

std::vector<std::string> PolicyEngine::names(const ToolMask &mask) const {
    std::vector<std::string> out;
    out.reserve(mask.count());
    mask.forEach([&](std::size_t i) { out.push_back(d->tools[i].name); });
    return out;
}

RemovalReason PolicyEngine::removalReason(const StepTrace &step, std::size_t toolIndex) const {
    RemovalReason r;
    if (step.compiledIndex < 0 || toolIndex >= d->tools.size())
        return r;
    const CompiledStep *s;
    {
        std::lock_guard lock(d->mutex);
        s = d->compiled[static_cast<std::size_t>(step.compiledIndex)].get();
    }
    r.denyPath = s->denyPath;
    r.allowPath = s->allowPath;
    r.builtinDeny = s->builtinDeny;
    if (s->deny.test(toolIndex)) {
        r.denied = true;
        for (const auto &dp : s->denyPatterns) {
            if (dp.first.matches(d->norm[toolIndex])) {
                r.entry = dp.first.text();
                r.configEntry = dp.second;
                break;
            }
        }
    }
    return r;
}

PolicyTrace PolicyEngine::evaluate(const PolicyContext &ctx) const {
    const Private &p = *d;
    const ToolCatalog &cat = p.catalog;
    const std::size_t n = p.tools.size();
    PolicyTrace trace;

    const SessionKeyInfo key = parseSessionKey(ctx.sessionKey);
    const auto refuse = [&](std::string error) {
        trace.error = std::move(error);
        trace.final = ToolMask(n);
        return trace;
    };
    // resolveEffectiveToolPolicy → resolveSessionAgentIds (agent-scope): the session key's agent
    // wins; an explicit agent that differs is refused whatever the roster size. A roster property
    // with no usable entry skips that resolution (explicit, else the key's agent).
    std::optional<std::string> explicitId;
    if (ctx.agentId && !lowerTrim(*ctx.agentId).empty())
        explicitId = normalizeAgentId(*ctx.agentId);
    std::string agentId;
    if (!p.hasRoster || !p.roster.empty()) {
        const std::string sessionAgent =
            key.agentId.empty() ? std::string() : normalizeAgentId(key.agentId);
        if (!sessionAgent.empty() && explicitId && *explicitId != sessionAgent)
            return refuse("AGENT_SELECTION_REQUIRED: Multiple agents are configured, but session "
                          "agent resolution has no explicit owner. The agent-scoped session key "
                          "belongs to " +
                          quoteJs(sessionAgent) + ", not " + quoteJs(*explicitId) + ".");
        agentId = !sessionAgent.empty() ? sessionAgent : explicitId.value_or(p.defaultAgentId);
        if (agentId.empty() && p.roster.empty())
            return refuse("No agents configured. Run `openclaw onboard` or `openclaw agents add` "
                          "first.");
        if (agentId.empty())
            return refuse("AGENT_SELECTION_REQUIRED: Multiple agents are configured, but session "
                          "agent resolution has no explicit owner. Pass an agentId, an "
                          "agent-scoped session key, or a prepared fallbackAgentId.");
    } else {
        agentId = explicitId.value_or(key.agentId);
    }
    trace.agentId = agentId;
    const AgentScope &agent = p.agentScope(agentId);
    const Json *agentTools = agent.tools && agent.tools->is_object() ? agent.tools : nullptr;
    const Json *globalTools = p.toolsCfg;

    const std::string messageProvider =
        ctx.messageProvider ? lowerTrim(*ctx.messageProvider) : std::string();
    const PluginGroups *pg = &p.allPlugins;
    std::vector<const CompiledStep *> steps;
    steps.reserve(12);
    bool messageExtra = false;
    if (ctx.runtimeToolsAllow)
        // runtimeToolAllowlistIncludesMessage: on the group-expanded list (§12.3.7)
        for (const auto &ne : p.expandCoreGroups(*ctx.runtimeToolsAllow))
            messageExtra = messageExtra || ne == "*" || ne == "message";

    // A scope's {allow, alsoAllow, deny} as a step; `describe` yields (label, config path, guard
    // label) and only runs when the key is resolved the first time.
    const auto scopeStep = [&](const std::string &cacheKey, PolicyStepKind kind, const Json *scope,
                               auto &&describe) {
        return p.cachedStep(*pg, cacheKey, [&]() -> const CompiledStep * {
            const auto policy = pickPolicy(scope);
            if (!policy)
                return nullptr;
            const auto [label, path, guardLabel] = describe();
            const CompiledStep *c =
                p.compile(*pg, cacheKey, kind, label, policy->allow, policy->deny, WarnMode::Plain);
            const bool explicitAllow = policy->allow && !policy->implicitAllowAll;
            p.setFixPaths(c, path + ".deny", path + (explicitAllow ? ".allow" : ".alsoAllow"),
                          false);
            if (!guardLabel.empty())
                p.setGuard(c, guardLabel, policy->allow);
            p.setLeanPreserve(c, policy->allow);
            return c;
        });
    };
    const auto addScopeStep = [&](const std::string &cacheKey, PolicyStepKind kind,
                                  const Json *scope, auto &&describe) {
        if (const CompiledStep *s = scopeStep(cacheKey, kind, scope, describe))
            steps.push_back(s);
    };
    using Described = std::tuple<std::string, std::string, std::string>;

    // The group step (config fallback): the session key's group in channels.<ch>.groups, its
    // sender match else its tools. `channelFallback` is the channel when the key names none.
    const auto groupStep = [&](const std::string &channelFallback, const std::string &senderChan,
                               const std::optional<PolicySender> &sender,
                               bool senderOff) -> const CompiledStep * {
        if (key.groupCandidates.empty())
            return nullptr;
        const std::string &channel = !key.groupChannel.empty() ? key.groupChannel : channelFallback;
        const Json *groups =
            objectChild(objectChild(objectChild(&p.config, "channels"), channel), "groups");
        const Json *selected = nullptr;
        std::string selectedKey;
        for (const std::string &cand : key.groupCandidates) {
            if (const Json *g = objectChild(groups, cand)) {
                selected = g;
                selectedKey = cand;
                break;
            }
        }
        // resolveFromScopes: the selected group's sender match, else its tools; when it has
        // neither, the same from the "*" group.
        const CompiledStep *step = nullptr;
        const auto resolveNode = [&](const Json *node, const std::string &nodeKey) {
            if (!node)
                return false;
            const std::string base = "channels." + channel + ".groups." + nodeKey;
            std::optional<SenderMatch> sm;
            if (!senderOff)
                sm = matchToolsBySender(objectChild(node, "toolsBySender"), senderChan, sender);
            if (sm) {
                step = scopeStep(
                    "G|" + base + "|s|" + sm->key, PolicyStepKind::Group, sm->policy, [&] {
                        return Described{"group tools.allow", base + ".toolsBySender." + sm->key,
                                         "group tools.allow"};
                    });
                return true;
            }
            const Json *tools = child(node, "tools");
            if (!tools || !isTruthy(*tools))
                return false;
            step = scopeStep("G|" + base, PolicyStepKind::Group, tools, [&] {
                return Described{"group tools.allow", base + ".tools", "group tools.allow"};
            });
            return true;
        };
        if (!resolveNode(selected, selectedKey))
            resolveNode(objectChild(groups, "*"), "*");
        return step;
    };
    // The sender step: the agent's toolsBySender match first, else the global one.
    const auto senderStep = [&](const std::string &senderChan,
                                const std::optional<PolicySender> &sender) -> const CompiledStep * {
        std::optional<SenderMatch> sm =
            matchToolsBySender(objectChild(agentTools, "toolsBySender"), senderChan, sender);
        bool agentMatch = true;
        if (!sm) {
            sm = matchToolsBySender(objectChild(globalTools, "toolsBySender"), senderChan, sender);
            agentMatch = false;
        }
        if (!sm)
            return nullptr;
        return scopeStep((agentMatch ? "SA|" + agentId + "|" : std::string("SG|")) + sm->key,
                         PolicyStepKind::Sender, sm->policy, [&] {
                             const std::string base =
                                 agentMatch ? p.agentToolsPath(agent) + ".toolsBySender."
                                            : "tools.toolsBySender.";
                             return Described{"tools.toolsBySender", base + sm->key, std::string()};
                         });
    };
    // Resolves the steps that have a policy, in pipeline order, with the plugin groups *pg.
    const auto buildSteps = [&] {
        steps.clear();
        // 1. profile
        {
            const Json *prof = child(agentTools, "profile");
            if (!prof || !prof->is_string())
                prof = child(globalTools, "profile");
            if (prof && prof->is_string() && cat.profile(prof->get_ref<const std::string &>())) {
                const std::string &profile = prof->get_ref<const std::string &>();
                const Json *agentAlso = child(agentTools, "alsoAllow");
                const bool agentOwnsAlso = agentAlso && agentAlso->is_array();
                const std::string k = "P|" + profile + "|" +
                                      (agentOwnsAlso ? agentId : std::string("*")) +
                                      (messageExtra ? "|m" : "|");
                steps.push_back(p.cachedStep(*pg, k, [&] {
                    const StringList *list = cat.profile(profile);
                    const Json *alsoJson =
                        agentOwnsAlso ? agentAlso : child(globalTools, "alsoAllow");
                    const std::string alsoPath = agentOwnsAlso
                                                     ? p.agentToolsPath(agent) + ".alsoAllow"
                                                     : std::string("tools.alsoAllow");
                    StringList allow = *list;
                    if (const auto also = stringArray(alsoJson))
                        for (const auto &e : *also)
                            pushUnique(allow, e);
                    if (messageExtra)
                        pushUnique(allow, "message");
                    const CompiledStep *s = p.compile(*pg, k, PolicyStepKind::Profile,
                                                      "tools.profile (" + profile + ")", allow,
                                                      std::nullopt, WarnMode::Profile, list);
                    p.setFixPaths(s, std::string(), alsoPath, false);
                    return s;
                }));
            }
        }

        const Json *globalByProvider = objectChild(globalTools, "byProvider");
        const Json *agentByProvider = objectChild(agentTools, "byProvider");
        const ProviderMatch globalEntry = p.matchProvider(globalByProvider, ctx);
        const ProviderMatch agentEntry = p.matchProvider(agentByProvider, ctx);

        // 2. provider profile
        {
            const Json *prof = child(agentEntry.entry, "profile");
            if (!prof || !prof->is_string())
                prof = child(globalEntry.entry, "profile");
            if (prof && prof->is_string() && cat.profile(prof->get_ref<const std::string &>())) {
                const std::string &profile = prof->get_ref<const std::string &>();
                const Json *agentAlso = child(agentEntry.entry, "alsoAllow");
                const bool agentOwnsAlso = agentAlso && agentAlso->is_array();
                const std::string k =
                    "PP|" + profile + "|" +
                    (agentOwnsAlso ? agentId + "|" + agentEntry.key : "*|" + globalEntry.key) +
                    (messageExtra ? "|m" : "|");
                steps.push_back(p.cachedStep(*pg, k, [&] {
                    const StringList *list = cat.profile(profile);
                    const Json *alsoJson =
                        agentOwnsAlso ? agentAlso : child(globalEntry.entry, "alsoAllow");
                    const std::string alsoPath =
                        agentOwnsAlso ? p.agentToolsPath(agent) + ".byProvider." + agentEntry.key +
                                            ".alsoAllow"
                                      : "tools.byProvider." + globalEntry.key + ".alsoAllow";
                    StringList allow = *list;
                    if (const auto also = stringArray(alsoJson))
                        for (const auto &e : *also)
                            pushUnique(allow, e);
                    if (messageExtra)
                        pushUnique(allow, "message");
                    const CompiledStep *s = p.compile(*pg, k, PolicyStepKind::ProviderProfile,
                                                      "tools.byProvider.profile (" + profile + ")",
                                                      allow, std::nullopt, WarnMode::Profile, list);
                    p.setFixPaths(s, std::string(), alsoPath, false);
                    return s;
                }));
            }
        }

        // 3. tools.allow
        addScopeStep("T", PolicyStepKind::GlobalAllow, globalTools, [] {
            return Described{"tools.allow", "tools", "tools.allow"};
        });
        // 4. tools.byProvider.allow
        if (globalEntry.entry)
            addScopeStep("TB|" + globalEntry.key, PolicyStepKind::GlobalProvider, globalEntry.entry,
                         [&] {
                             return Described{"tools.byProvider.allow",
                                              "tools.byProvider." + globalEntry.key,
                                              "tools.byProvider.allow"};
                         });
        // 5. agents.<id>.tools.allow
        addScopeStep("A|" + agentId, PolicyStepKind::AgentAllow, agentTools, [&] {
            const std::string label = "agents." + agentId + ".tools.allow";
            return Described{label, p.agentToolsPath(agent), label};
        });
        // 6. agents.<id>.tools.byProvider.allow
        if (agentEntry.entry)
            addScopeStep(
                "AB|" + agentId + "|" + agentEntry.key, PolicyStepKind::AgentProvider,
                agentEntry.entry, [&] {
                    const std::string label = "agents." + agentId + ".tools.byProvider.allow";
                    return Described{
                        label, p.agentToolsPath(agent) + ".byProvider." + agentEntry.key, label};
                });

        // 7. group tools.allow (channels.<channel>.groups; config fallback)
        const bool senderPolicyOff =
            messageProvider == "webchat" && ctx.senderIsOwner && *ctx.senderIsOwner;
        const std::string &senderChannel =
            !key.routeChannel.empty() ? key.routeChannel : messageProvider;
        if (const CompiledStep *s =
                groupStep(messageProvider, senderChannel, ctx.sender, senderPolicyOff))
            steps.push_back(s);

        // 8. tools.toolsBySender (agent match first, else global)
        if (!senderPolicyOff)
            if (const CompiledStep *s = senderStep(senderChannel, ctx.sender))
                steps.push_back(s);

        // 9. sandbox tools.allow
        if (ctx.sandboxed)
            steps.push_back(p.compileSandbox(*pg, agent));

        // 10. gateway sender owner-only tools
        if (ctx.senderIsOwner && !*ctx.senderIsOwner) {
            steps.push_back(p.cachedStep(*pg, "O", [&] {
                const CompiledStep *s = p.compile(*pg, "O", PolicyStepKind::OwnerOnly,
                                                  "gateway sender owner-only tools", std::nullopt,
                                                  cat.ownerOnly(), WarnMode::None);
                p.setFixPaths(s, std::string(), std::string(), true);
                return s;
            }));
        }

        // 11. subagent tools.allow
        if (key.isSubagent) {
            const int maxDepth = agent.maxSpawnDepth.value_or(cat.defaultMaxSpawnDepth());
            const bool leaf = key.subagentDepth >= maxDepth;
            const std::string k = leaf ? "SUB|leaf" : "SUB|orchestrator";
            steps.push_back(p.cachedStep(*pg, k, [&] {
                const Json *subTools = objectChild(objectChild(globalTools, "subagents"), "tools");
                StringList deny = cat.subagentDenyAlways();
                if (leaf)
                    for (const auto &e : cat.subagentDenyLeaf())
                        deny.push_back(e);
                if (const auto extra = stringArray(child(subTools, "deny")))
                    for (const auto &e : *extra)
                        deny.push_back(e);
                // mergeConfiguredSubagentAllow: an allow array (even []) with an alsoAllow array
                // (even []) is the two de-duplicated
                std::optional<StringList> allow = stringArray(child(subTools, "allow"));
                if (const auto also = stringArray(child(subTools, "alsoAllow")); allow && also) {
                    StringList merged;
                    for (const auto &e : *allow)
                        pushUnique(merged, e);
                    for (const auto &e : *also)
                        pushUnique(merged, e);
                    allow = std::move(merged);
                }
                const CompiledStep *s =
                    p.compile(*pg, k, PolicyStepKind::Subagent, "subagent tools.allow", allow, deny,
                              WarnMode::None);
                p.setFixPaths(s, "tools.subagents.tools.deny", "tools.subagents.tools.allow",
                              false);
                p.setGuard(s, "subagent tools.allow", allow);
                p.setLeanPreserve(s, allow);
                return s;
            }));
        }

        // 12. runtime tools.allow
        if (ctx.runtimeToolsAllow) {
            const std::string k = "R|" + joinList(*ctx.runtimeToolsAllow, "\x1f");
            steps.push_back(p.cachedStep(*pg, k, [&] {
                const CompiledStep *s =
                    p.compile(*pg, k, PolicyStepKind::Runtime, "runtime tools.allow",
                              *ctx.runtimeToolsAllow, std::nullopt, WarnMode::None);
                p.setGuard(s, "runtime toolsAllow", *ctx.runtimeToolsAllow);
                p.setLeanPreserve(s, *ctx.runtimeToolsAllow);
                return s;
            }));
        }
    };
    buildSteps();

    // resolveWebSearchToolPolicy (§12.3.5): the native route only takes web_search when the
    // run's policies allow it: every step but sandbox and owner-only, with the group policy from
    // the session key alone and the sender policy of a sender without identity.
    const auto webSearchPolicyAllows = [&](const ToolMask &webSearch) {
        std::size_t index = n;
        webSearch.forEach([&](std::size_t i) { index = std::min(index, i); });
        const auto passes = [&](const CompiledStep *s) { return !s || s->pass.test(index); };
        for (const CompiledStep *s : steps) {
            const PolicyStepKind k = s->kind;
            if (k == PolicyStepKind::Group || k == PolicyStepKind::Sender ||
                k == PolicyStepKind::Sandbox || k == PolicyStepKind::OwnerOnly)
                continue;
            if (!passes(s))
                return false;
        }
        return passes(groupStep(std::string(), std::string(), std::nullopt, false)) &&
               passes(senderStep(std::string(), std::nullopt));
    };

    ToolMask current(n, true);

    // Pre-filter 1: message provider (exact tool names, not normalised).
    if (!messageProvider.empty()) {
        const ToolMask &table = p.cachedMask("MP|" + messageProvider, [&] {
            ToolMask removed(n);
            if (const StringList *allow = cat.messageProviderAllow(messageProvider)) {
                for (std::size_t i = 0; i < n; ++i)
                    if (std::find(allow->begin(), allow->end(), p.tools[i].name) == allow->end())
                        removed.set(i);
            } else if (const StringList *deny = cat.messageProviderDeny(messageProvider)) {
                for (std::size_t i = 0; i < n; ++i)
                    if (std::find(deny->begin(), deny->end(), p.tools[i].name) != deny->end())
                        removed.set(i);
            }
            return removed;
        });
        if (table.intersects(current)) {
            ToolMask removed = table;
            removed &= current;
            current.subtract(removed);
            trace.prefilters.push_back(
                {PrefilterKind::MessageProvider, "message provider", std::move(removed)});
        }
    }

    std::optional<ToolMask> leanRemoved;
    // Local-model lean (model-provider pre-filter): drops the lean list unless an explicit override
    // allow list of this run names the tool (collectExplicitAllowlist; globs, implicit "*"
    // ignored).
    if (agent.localModelLean) {
        ToolMask removed(n);
        std::vector<const GlobPattern *> preserve;
        for (const CompiledStep *s : steps)
            for (const GlobPattern &g : s->leanPreserve)
                preserve.push_back(&g);
        for (std::size_t i : p.leanCandidates) {
            const bool kept =
                std::any_of(preserve.begin(), preserve.end(),
                            [&](const GlobPattern *g) { return g->matches(p.norm[i]); });
            if (!kept && current.test(i))
                removed.set(i);
        }
        if (removed.any()) {
            current.subtract(removed);
            leanRemoved = std::move(removed);
        }
    }
    // Pre-filter 2: model provider (local-model lean above, native web search).
    {
        const std::string provider =
            ctx.modelProvider ? lowerTrim(*ctx.modelProvider) : std::string();
        // resolveNativeWebSearch: the provider in any case, the api exactly as given.
        const std::string api = ctx.modelApi ? *ctx.modelApi : std::string();
        const bool openaiResponses = provider == "openai" && api == "openai-responses";
        const ToolMask &table = p.cachedMask(openaiResponses ? "MD|o" : "MD|-", [&] {
            ToolMask removed(n);
            if (openaiResponses) {
                const Json *search = objectChild(objectChild(globalTools, "web"), "search");
                const Json *enabled = child(search, "enabled");
                const Json *searchProvider = child(search, "provider");
                bool native = !(enabled && enabled->is_boolean() && !enabled->get<bool>());
                if (searchProvider && searchProvider->is_string()) {
                    const std::string sp = lowerTrim(searchProvider->get<std::string>());
                    native = native && (sp.empty() || sp == "auto" || sp == "openai");
                }
                if (native)
                    for (std::size_t i = 0; i < n; ++i)
                        if (p.norm[i] == "web_search")
                            removed.set(i);
            }
            return removed;
        });
        ToolMask removed = leanRemoved ? *leanRemoved : ToolMask(n);
        if (table.intersects(current) && webSearchPolicyAllows(table)) {
            ToolMask searchRemoved = table;
            searchRemoved &= current;
            current.subtract(searchRemoved);
            removed |= searchRemoved;
        }
        if (removed.any())
            trace.prefilters.push_back(
                {PrefilterKind::ModelProvider, "model provider", std::move(removed)});
    }
    const ToolMask pipelineInput = current;
    if (const PluginGroups &inputGroups = p.pluginGroupsFor(pipelineInput); &inputGroups != pg) {
        pg = &inputGroups;
        buildSteps();
    }
    // buildDeclaredToolAllowlistContext over every deny list of the run (§12.4.9); looked up only
    // when an entry is unknown to the pipeline input, cached per combination of steps.
    const DeclaredTools *declaredTools = nullptr;
    const auto declared = [&](const WarnEntry &w) {
        if (!declaredTools)
            declaredTools = &p.declaredToolsFor(steps, key.loadsPluginManifests);
        return declaredTools->declares(w.mcpServer, w.entry);
    };

    // Apply: warnings (unknown allow entries against the pipeline input), then the serial filter.
    trace.steps.reserve(steps.size());
    for (const CompiledStep *s : steps) {
        if (s->warns) {
            StringList coreIds;
            StringList others;
            for (const WarnEntry &w : s->warnEntries) {
                if (w.coreMask.intersects(pipelineInput) || declared(w))
                    continue;
                pushUnique(w.catalogId ? coreIds : others, w.entry);
            }
            if (!coreIds.empty() || !others.empty()) {
                StringList all = coreIds;
                for (const auto &o : others)
                    all.push_back(o);
                std::string suffix;
                if (others.empty())
                    suffix = "These entries are shipped core tools but unavailable in the current "
                             "runtime/provider/model/config.";
                else if (coreIds.empty())
                    suffix = "These entries won't match any tool unless the plugin is enabled.";
                else
                    suffix = "Some entries are shipped core tools but unavailable in the current "
                             "runtime/provider/model/config; other entries won't match any tool "
                             "unless the plugin "
                             "is enabled.";
                std::string text = "tools: " + s->label + " allowlist contains unknown entries (" +
                                   joinList(all, ", ") + "). " + suffix;
                if (std::find(trace.warnings.begin(), trace.warnings.end(), text) ==
                    trace.warnings.end())
                    trace.warnings.push_back(std::move(text));
            }
        }
        StepTrace st;
        st.kind = s->kind;
        st.label = s->label;
        current.split(s->pass, st.kept, st.removed);
        current = st.kept;
        st.compiledIndex = static_cast<int>(s->index);
        trace.steps.push_back(std::move(st));
    }
    trace.final = current;

    // Allowlist guard: explicit allow sources, nothing callable left.
    if (!current.any()) {
        std::string sources;
        for (const CompiledStep *s : steps) {
            if (!s->guardSource)
                continue;
            if (!sources.empty())
                sources += "; ";
            sources += s->guardLabel + ": " + joinList(s->guardEntries, ", ");
        }
        if (!sources.empty())
            trace.guardError =
                "No callable tools remain after resolving explicit tool allowlist (" + sources +
                "); no registered tools matched. Fix the allowlist or enable the plugin that "
                "registers the requested tool.";
    }
    return trace;
}

Json PolicyEngine::traceToJson(const PolicyTrace &trace) const {
    Json out = Json::object();
    if (d->issues.empty()) {
        out["configErrors"] = nullptr;
    } else {
        Json errors = Json::array();
        for (const ConfigIssue &issue : d->issues)
            errors.push_back(Json{{"path", issue.path}, {"message", issue.message}});
        out["configErrors"] = errors;
    }
    Json prefilters = Json::array();
    for (const PrefilterTrace &pf : trace.prefilters)
        prefilters.push_back(Json{{"label", pf.label}, {"removed", names(pf.removed)}});
    out["prefilters"] = prefilters;
    Json steps = Json::array();
    for (const StepTrace &st : trace.steps)
        steps.push_back(
            Json{{"label", st.label}, {"kept", names(st.kept)}, {"removed", names(st.removed)}});
    out["steps"] = steps;
    out["final"] = trace.error ? Json::array() : Json(names(trace.final));
    out["warnings"] = trace.warnings;
    out["guardError"] = trace.guardError ? Json(*trace.guardError) : Json(nullptr);
    out["error"] = trace.error ? Json(*trace.error) : Json(nullptr);
    return out;
}

} // namespace toolgate::core
