// SPDX-License-Identifier: MIT
// Scope selection: the run's agent, the agent roster and its scopes, MCP server prefixes,
// byProvider matches and the plugin groups of a pipeline input.
#include "policy/stepbuilders_p.h"

namespace toolgate::core {

// MCP server name → tool-name prefix (agent-bundle-mcp-names.ts).
std::string PolicyEngine::Private::safeServerName(const std::string &raw,
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
void PolicyEngine::Private::analyzeRoster() {
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

const AgentScope &PolicyEngine::Private::agentScope(const std::string &id) const {
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

// The lookup keys of a context's model: "<provider>/<model>" then "<provider>" (lower-cased,
// trimmed); none without a provider.
StringList PolicyEngine::Private::providerCandidates(const PolicyContext &ctx) {
    StringList candidates;
    candidates.reserve(2);
    const std::string provider = ctx.modelProvider ? lowerTrim(*ctx.modelProvider) : std::string();
    if (provider.empty())
        return candidates;
    if (ctx.modelId && !lowerTrim(*ctx.modelId).empty())
        candidates.push_back(provider + "/" + lowerTrim(*ctx.modelId));
    candidates.push_back(provider);
    return candidates;
}

// byProvider: model key first, then provider key; first configured key that matches wins. The
// object entries' lower-cased keys are read once per byProvider object.
ProviderMatch PolicyEngine::Private::matchProvider(const Json *byProvider,
                                                   const StringList &candidates) const {
    if (!byProvider || !byProvider->is_object() || candidates.empty())
        return {};
    const std::vector<std::pair<std::string, ProviderMatch>> *keys;
    {
        std::lock_guard lock(mutex);
        auto &slot = providerKeys[byProvider];
        if (slot.empty())
            for (auto it = byProvider->begin(); it != byProvider->end(); ++it)
                if (it->is_object())
                    slot.emplace_back(lowerTrim(it.key()), ProviderMatch{&*it, it.key()});
        keys = &slot;
    }
    for (const std::string &cand : candidates)
        for (const auto &[lowered, match] : *keys)
            if (lowered == cand)
                return match;
    return {};
}

PluginGroups PolicyEngine::Private::buildPluginGroups(const ToolMask &input,
                                                      std::string key) const {
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
const PluginGroups &PolicyEngine::Private::pluginGroupsFor(const ToolMask &input) const {
    bool reduced = false; // some plugin tool missing from the input
    for (std::size_t w = 0; w * 64 < tools.size() && !reduced; ++w)
        reduced = (pluginMask.word(w) & ~input.word(w)) != 0;
    if (!reduced)
        return allPlugins;
    ToolMask present = pluginMask;
    present &= input;
    std::lock_guard lock(mutex);
    auto &slot = reducedPlugins[present];
    if (!slot) // a short cache-key prefix per distinct plugin set
        slot = std::make_unique<PluginGroups>(
            buildPluginGroups(input, "PG" + std::to_string(reducedPlugins.size()) + "|"));
    return *slot;
}

// resolveEffectiveToolPolicy → resolveSessionAgentIds (agent-scope): the session key's agent
// wins; an explicit agent that differs is refused whatever the roster size. A roster property
// with no usable entry skips that resolution (explicit, else the key's agent).
std::optional<std::string> PolicyEngine::Private::Run::selectAgent() {
    std::optional<std::string> explicitId;
    if (ctx.agentId && !lowerTrim(*ctx.agentId).empty())
        explicitId = normalizeAgentId(*ctx.agentId);
    if (!p.hasRoster || !p.roster.empty()) {
        const std::string sessionAgent =
            key.agentId.empty() ? std::string() : normalizeAgentId(key.agentId);
        if (!sessionAgent.empty() && explicitId && *explicitId != sessionAgent)
            return "AGENT_SELECTION_REQUIRED: Multiple agents are configured, but session agent "
                   "resolution has no explicit owner. The agent-scoped session key belongs to " +
                   quoteJs(sessionAgent) + ", not " + quoteJs(*explicitId) + ".";
        m_agentId = !sessionAgent.empty() ? sessionAgent : explicitId.value_or(p.defaultAgentId);
        if (m_agentId.empty() && p.roster.empty())
            return std::string("No agents configured. Run `openclaw onboard` or `openclaw agents "
                               "add` first.");
        if (m_agentId.empty())
            return std::string("AGENT_SELECTION_REQUIRED: Multiple agents are configured, but "
                               "session agent resolution has no explicit owner. Pass an agentId, "
                               "an agent-scoped session key, or a prepared fallbackAgentId.");
    } else {
        m_agentId = explicitId.value_or(key.agentId);
    }
    agent = &p.agentScope(m_agentId);
    agentTools = agent->tools && agent->tools->is_object() ? agent->tools : nullptr;
    return std::nullopt;
}

} // namespace toolgate::core
