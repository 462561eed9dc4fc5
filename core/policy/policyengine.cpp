// SPDX-License-Identifier: MIT
#include "policy/policyengine_p.h"

namespace toolgate::core {

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

} // namespace toolgate::core
