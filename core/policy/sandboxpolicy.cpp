// SPDX-License-Identifier: MIT
// Sandbox tool policy (sandbox/tool-policy.ts) as a compiled step.
#include "policy/policyengine_p.h"

namespace toolgate::core {

// Sandbox tool policy (sandbox/tool-policy.ts): per-field agent > global > defaults.
const CompiledStep *PolicyEngine::Private::compileSandbox(const PluginGroups &pg,
                                                          const AgentScope &agent) const {
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

} // namespace toolgate::core
