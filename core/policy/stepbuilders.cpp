// SPDX-License-Identifier: MIT
// The step builders: which policy each of the twelve pipeline steps has for one run, compiled
// (and cached) through the engine. Each returns nullptr when its scope has no policy.
#include "policy/stepbuilders_p.h"

namespace toolgate::core {

PolicyEngine::Private::Run::Run(const Private &engine, const PolicyContext &context)
    : p(engine)
    , ctx(context)
    , key(parseSessionKey(context.sessionKey))
    , messageProvider(context.messageProvider ? lowerTrim(*context.messageProvider) : std::string())
    , messageExtra(runtimeAllowsMessage(engine, context))
    , providers(providerCandidates(context))
    , who(senderIdentity(context.sender))
    , pg(&engine.allPlugins)
    , globalTools(engine.toolsCfg) {}

// runtimeToolAllowlistIncludesMessage: on the group-expanded list (§12.3.7).
bool PolicyEngine::Private::Run::runtimeAllowsMessage(const Private &p, const PolicyContext &ctx) {
    if (!ctx.runtimeToolsAllow)
        return false;
    const auto names = [](const std::string &e) { return e == "*" || e == "message"; };
    for (const std::string &raw : *ctx.runtimeToolsAllow) {
        const std::string entry = policyName(raw);
        const StringList *members = p.catalog.group(entry);
        if (members ? std::any_of(members->begin(), members->end(), names) : names(entry))
            return true;
    }
    return false;
}

// Pipeline order (spec §4); the group and sender steps share the sender's channel.
PolicyEngine::Private::Run::Steps PolicyEngine::Private::Run::buildSteps() const {
    Steps steps;
    steps.reserve(12);
    const auto add = [&](const CompiledStep *s) {
        if (s)
            steps.push_back(s);
    };
    const ProviderMatch globalEntry =
        p.matchProvider(objectChild(globalTools, "byProvider"), providers);
    const ProviderMatch agentEntry =
        p.matchProvider(objectChild(agentTools, "byProvider"), providers);
    const bool senderPolicyOff =
        messageProvider == "webchat" && ctx.senderIsOwner && *ctx.senderIsOwner;
    const std::string &senderChannel =
        !key.routeChannel.empty() ? key.routeChannel : messageProvider;

    add(profileStep());                                // 1. tools.profile
    add(providerProfileStep(globalEntry, agentEntry)); // 2. tools.byProvider.profile
    add(globalAllowStep());                            // 3. tools.allow
    add(globalProviderStep(globalEntry));              // 4. tools.byProvider.allow
    add(agentAllowStep());                             // 5. agents.<id>.tools.allow
    add(agentProviderStep(agentEntry));                // 6. agents.<id>.tools.byProvider.allow
    add(groupStep(messageProvider, senderChannel, who, senderPolicyOff)); // 7. group
    if (!senderPolicyOff)
        add(senderStep(senderChannel, who)); // 8. tools.toolsBySender
    if (ctx.sandboxed)
        add(p.fastStep({pg, StepKey::Sandbox, agent},
                       [&] { return p.compileSandbox(*pg, *agent); })); // 9. sandbox tools.allow
    add(ownerOnlyStep()); // 10. gateway sender owner-only tools
    add(subagentStep());  // 11. subagent tools.allow
    add(runtimeStep());   // 12. runtime tools.allow
    return steps;
}

// `describe` yields (label, config path, guard label) and only runs on a cache miss.
template<typename Describe>
const CompiledStep *PolicyEngine::Private::Run::scopeStep(const std::string &cacheKey,
                                                          PolicyStepKind kind, const Json *scope,
                                                          Describe &&describe) const {
    return p.cachedStep(*pg, cacheKey, [&]() -> const CompiledStep * {
        const auto policy = pickPolicy(scope);
        if (!policy)
            return nullptr;
        const auto [label, path, guardLabel] = describe();
        const CompiledStep *c =
            p.compile(*pg, cacheKey, kind, label, policy->allow, policy->deny, WarnMode::Plain);
        const bool explicitAllow = policy->allow && !policy->implicitAllowAll;
        p.setFixPaths(c, path + ".deny", path + (explicitAllow ? ".allow" : ".alsoAllow"), false);
        if (!guardLabel.empty())
            p.setGuard(c, guardLabel, policy->allow);
        p.setLeanPreserve(c, policy->allow);
        return c;
    });
}

// `alsoPath` yields where an alsoAllow fix goes and only runs on a cache miss.
template<typename AlsoPath>
const CompiledStep *
PolicyEngine::Private::Run::profileListStep(const std::string &cacheKey, PolicyStepKind kind,
                                            std::string label, const std::string &profile,
                                            const Json *alsoJson, AlsoPath &&alsoPath) const {
    return p.cachedStep(*pg, cacheKey, [&] {
        const StringList *list = p.catalog.profile(profile);
        StringList allow = *list;
        if (const auto also = stringArray(alsoJson))
            for (const auto &e : *also)
                pushUnique(allow, e);
        if (messageExtra)
            pushUnique(allow, "message");
        const CompiledStep *s = p.compile(*pg, cacheKey, kind, std::move(label), allow,
                                          std::nullopt, WarnMode::Profile, list);
        p.setFixPaths(s, std::string(), alsoPath(), false);
        return s;
    });
}

// The agent's profile else the global one; the agent's alsoAllow only when it has its own.
const CompiledStep *PolicyEngine::Private::Run::profileStep() const {
    const Json *prof = child(agentTools, "profile");
    if (!prof || !prof->is_string())
        prof = child(globalTools, "profile");
    if (!prof || !prof->is_string() || !p.catalog.profile(prof->get_ref<const std::string &>()))
        return nullptr;
    const std::string &profile = prof->get_ref<const std::string &>();
    const Json *agentAlso = child(agentTools, "alsoAllow");
    const bool agentOwnsAlso = agentAlso && agentAlso->is_array();
    const int flags =
        (agentOwnsAlso ? StepKey::kOwnAlso : 0) | (messageExtra ? StepKey::kMessage : 0);
    return p.fastStep({pg, StepKey::Profile + flags, prof, agentOwnsAlso ? agent : nullptr}, [&] {
        const std::string k = "P|" + profile + "|" +
                              (agentOwnsAlso ? m_agentId : std::string("*")) +
                              (messageExtra ? "|m" : "|");
        return profileListStep(k, PolicyStepKind::Profile, "tools.profile (" + profile + ")",
                               profile, agentOwnsAlso ? agentAlso : child(globalTools, "alsoAllow"),
                               [&] {
                                   return agentOwnsAlso ? p.agentToolsPath(*agent) + ".alsoAllow"
                                                        : std::string("tools.alsoAllow");
                               });
    });
}

// The same from the matching byProvider entries (agent's first, field by field).
const CompiledStep *
PolicyEngine::Private::Run::providerProfileStep(const ProviderMatch &globalEntry,
                                                const ProviderMatch &agentEntry) const {
    const Json *prof = child(agentEntry.entry, "profile");
    if (!prof || !prof->is_string())
        prof = child(globalEntry.entry, "profile");
    if (!prof || !prof->is_string() || !p.catalog.profile(prof->get_ref<const std::string &>()))
        return nullptr;
    const std::string &profile = prof->get_ref<const std::string &>();
    const Json *agentAlso = child(agentEntry.entry, "alsoAllow");
    const bool agentOwnsAlso = agentAlso && agentAlso->is_array();
    const int flags =
        (agentOwnsAlso ? StepKey::kOwnAlso : 0) | (messageExtra ? StepKey::kMessage : 0);
    const StepKey fast{pg, StepKey::ProviderProfile + flags, prof, agentOwnsAlso ? agent : nullptr,
                       agentOwnsAlso ? agentEntry.entry : globalEntry.entry};
    return p.fastStep(fast, [&] {
        const std::string k =
            "PP|" + profile + "|" +
            (agentOwnsAlso ? m_agentId + "|" + agentEntry.key : "*|" + globalEntry.key) +
            (messageExtra ? "|m" : "|");
        return profileListStep(
            k, PolicyStepKind::ProviderProfile, "tools.byProvider.profile (" + profile + ")",
            profile, agentOwnsAlso ? agentAlso : child(globalEntry.entry, "alsoAllow"), [&] {
                return agentOwnsAlso ? p.agentToolsPath(*agent) + ".byProvider." + agentEntry.key +
                                           ".alsoAllow"
                                     : "tools.byProvider." + globalEntry.key + ".alsoAllow";
            });
    });
}

// The global tools scope.
const CompiledStep *PolicyEngine::Private::Run::globalAllowStep() const {
    return p.fastStep({pg, StepKey::Global}, [&] {
        return scopeStep("T", PolicyStepKind::GlobalAllow, globalTools, [] {
            return Described{"tools.allow", "tools", "tools.allow"};
        });
    });
}

// The global byProvider entry matching the model.
const CompiledStep *
PolicyEngine::Private::Run::globalProviderStep(const ProviderMatch &globalEntry) const {
    if (!globalEntry.entry)
        return nullptr;
    return p.fastStep({pg, StepKey::GlobalProvider, globalEntry.entry}, [&] {
        return scopeStep(
            "TB|" + globalEntry.key, PolicyStepKind::GlobalProvider, globalEntry.entry, [&] {
                return Described{"tools.byProvider.allow", "tools.byProvider." + globalEntry.key,
                                 "tools.byProvider.allow"};
            });
    });
}

// The agent's tools scope.
const CompiledStep *PolicyEngine::Private::Run::agentAllowStep() const {
    return p.fastStep({pg, StepKey::Agent, agent}, [&] {
        return scopeStep("A|" + m_agentId, PolicyStepKind::AgentAllow, agentTools, [&] {
            const std::string label = "agents." + m_agentId + ".tools.allow";
            return Described{label, p.agentToolsPath(*agent), label};
        });
    });
}

// The agent's byProvider entry matching the model.
const CompiledStep *
PolicyEngine::Private::Run::agentProviderStep(const ProviderMatch &agentEntry) const {
    if (!agentEntry.entry)
        return nullptr;
    return p.fastStep({pg, StepKey::AgentProvider, agent, agentEntry.entry}, [&] {
        return scopeStep(
            "AB|" + m_agentId + "|" + agentEntry.key, PolicyStepKind::AgentProvider,
            agentEntry.entry, [&] {
                const std::string label = "agents." + m_agentId + ".tools.byProvider.allow";
                return Described{label, p.agentToolsPath(*agent) + ".byProvider." + agentEntry.key,
                                 label};
            });
    });
}

// The group step (config fallback): the session key's group in channels.<ch>.groups, its sender
// match else its tools. `channelFallback` is the channel when the key names none.
const CompiledStep *PolicyEngine::Private::Run::groupStep(const std::string &channelFallback,
                                                          const std::string &senderChannel,
                                                          const SenderIdentity &sender,
                                                          bool senderOff) const {
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
    // resolveFromScopes: the selected group's sender match, else its tools; when it has neither,
    // the same from the "*" group.
    const CompiledStep *step = nullptr;
    const auto resolveNode = [&](const Json *node, const std::string &nodeKey) {
        if (!node)
            return false;
        const auto base = [&] { return "channels." + channel + ".groups." + nodeKey; };
        std::optional<SenderMatch> sm;
        if (!senderOff)
            sm = matchToolsBySender(p.senderKeys(objectChild(node, "toolsBySender")), senderChannel,
                                    sender);
        if (sm) {
            step = p.fastStep({pg, StepKey::GroupSender, node, sm->policy}, [&] {
                return scopeStep(
                    "G|" + base() + "|s|" + *sm->key, PolicyStepKind::Group, sm->policy, [&] {
                        return Described{"group tools.allow", base() + ".toolsBySender." + *sm->key,
                                         "group tools.allow"};
                    });
            });
            return true;
        }
        const Json *tools = child(node, "tools");
        if (!tools || !isTruthy(*tools))
            return false;
        step = p.fastStep({pg, StepKey::GroupTools, node}, [&] {
            return scopeStep("G|" + base(), PolicyStepKind::Group, tools, [&] {
                return Described{"group tools.allow", base() + ".tools", "group tools.allow"};
            });
        });
        return true;
    };
    if (!resolveNode(selected, selectedKey))
        resolveNode(objectChild(groups, "*"), "*");
    return step;
}

// The sender step: the agent's toolsBySender match first, else the global one.
const CompiledStep *PolicyEngine::Private::Run::senderStep(const std::string &senderChannel,
                                                           const SenderIdentity &sender) const {
    std::optional<SenderMatch> sm = matchToolsBySender(
        p.senderKeys(objectChild(agentTools, "toolsBySender")), senderChannel, sender);
    bool agentMatch = true;
    if (!sm) {
        sm = matchToolsBySender(p.senderKeys(objectChild(globalTools, "toolsBySender")),
                                senderChannel, sender);
        agentMatch = false;
    }
    if (!sm)
        return nullptr;
    const StepKey fast{pg, agentMatch ? StepKey::AgentSender : StepKey::GlobalSender,
                       agentMatch ? agent : nullptr, sm->policy};
    return p.fastStep(fast, [&] {
        return scopeStep(
            (agentMatch ? "SA|" + m_agentId + "|" : std::string("SG|")) + *sm->key,
            PolicyStepKind::Sender, sm->policy, [&] {
                const std::string base = agentMatch ? p.agentToolsPath(*agent) + ".toolsBySender."
                                                    : "tools.toolsBySender.";
                return Described{"tools.toolsBySender", base + *sm->key, std::string()};
            });
    });
}

// A sender known not to be the owner loses the owner-only tools (a built-in deny).
const CompiledStep *PolicyEngine::Private::Run::ownerOnlyStep() const {
    if (!ctx.senderIsOwner || *ctx.senderIsOwner)
        return nullptr;
    return p.fastStep({pg, StepKey::OwnerOnly}, [&] {
        return p.cachedStep(*pg, "O", [&] {
            const CompiledStep *s =
                p.compile(*pg, "O", PolicyStepKind::OwnerOnly, "gateway sender owner-only tools",
                          std::nullopt, p.catalog.ownerOnly(), WarnMode::None);
            p.setFixPaths(s, std::string(), std::string(), true);
            return s;
        });
    });
}

// A subagent session: the built-in denies (more for a leaf) plus tools.subagents.tools.
const CompiledStep *PolicyEngine::Private::Run::subagentStep() const {
    if (!key.isSubagent)
        return nullptr;
    const ToolCatalog &cat = p.catalog;
    const int maxDepth = agent->maxSpawnDepth.value_or(cat.defaultMaxSpawnDepth());
    const bool leaf = key.subagentDepth >= maxDepth;
    return p.fastStep({pg, StepKey::Subagent + (leaf ? StepKey::kLeaf : 0)}, [&] {
        const std::string k = leaf ? "SUB|leaf" : "SUB|orchestrator";
        return p.cachedStep(*pg, k, [&] {
            const Json *subTools = objectChild(objectChild(globalTools, "subagents"), "tools");
            StringList deny = cat.subagentDenyAlways();
            if (leaf)
                for (const auto &e : cat.subagentDenyLeaf())
                    deny.push_back(e);
            if (const auto extra = stringArray(child(subTools, "deny")))
                for (const auto &e : *extra)
                    deny.push_back(e);
            // mergeConfiguredSubagentAllow: an allow array (even []) with an alsoAllow array (even
            // []) is the two de-duplicated
            std::optional<StringList> allow = stringArray(child(subTools, "allow"));
            if (const auto also = stringArray(child(subTools, "alsoAllow")); allow && also) {
                StringList merged;
                for (const auto &e : *allow)
                    pushUnique(merged, e);
                for (const auto &e : *also)
                    pushUnique(merged, e);
                allow = std::move(merged);
            }
            const CompiledStep *s = p.compile(*pg, k, PolicyStepKind::Subagent,
                                              "subagent tools.allow", allow, deny, WarnMode::None);
            p.setFixPaths(s, "tools.subagents.tools.deny", "tools.subagents.tools.allow", false);
            p.setGuard(s, "subagent tools.allow", allow);
            p.setLeanPreserve(s, allow);
            return s;
        });
    });
}

// The run's own toolsAllow cap.
const CompiledStep *PolicyEngine::Private::Run::runtimeStep() const {
    if (!ctx.runtimeToolsAllow)
        return nullptr;
    const std::string k = "R|" + joinList(*ctx.runtimeToolsAllow, "\x1f");
    return p.cachedStep(*pg, k, [&] {
        const CompiledStep *s = p.compile(*pg, k, PolicyStepKind::Runtime, "runtime tools.allow",
                                          *ctx.runtimeToolsAllow, std::nullopt, WarnMode::None);
        p.setGuard(s, "runtime toolsAllow", *ctx.runtimeToolsAllow);
        p.setLeanPreserve(s, *ctx.runtimeToolsAllow);
        return s;
    });
}

// Every step but sandbox and owner-only, with the group policy from the session key alone and
// the sender policy of a sender without identity.
bool PolicyEngine::Private::Run::webSearchPolicyAllows(const Steps &steps,
                                                       const ToolMask &webSearch) const {
    std::size_t index = p.tools.size();
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
    return passes(groupStep(std::string(), std::string(), SenderIdentity(), false)) &&
           passes(senderStep(std::string(), SenderIdentity()));
}

} // namespace toolgate::core
