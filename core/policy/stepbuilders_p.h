// SPDX-License-Identifier: MIT
#pragma once

// One evaluate() call: the agent it runs as, the steps its scopes resolve to (step builders,
// stepbuilders.cpp), the two pre-filters (prefilters.cpp) and the serial filter with its
// warnings and allowlist guard (stepapply.cpp). Never included outside core/policy.
#include "policy/policyengine_p.h"

#include <optional>
#include <string>
#include <tuple>
#include <vector>

namespace toolgate::core {

// Holds pointers into the engine and the context only, so building one per call costs nothing;
// every compiled step comes from the engine's caches.
class PolicyEngine::Private::Run {
public:
    using Steps = std::vector<const CompiledStep *>;

    Run(const Private &engine, const PolicyContext &context);

    // resolveSessionAgentIds: sets the agent; returns OpenClaw's refusal when there is none.
    std::optional<std::string> selectAgent();
    const std::string &agentId() const { return m_agentId; }

    // The steps that have a policy, in pipeline order (spec §4), over the current plugin groups.
    Steps buildSteps() const;

    // Pre-filter 1: the message provider's allow or deny table (exact tool names).
    void messageProviderPrefilter(ToolMask &current, PolicyTrace &trace) const;
    // Pre-filter 2: local-model lean, then the native web search route.
    void modelProviderPrefilter(const Steps &steps, ToolMask &current, PolicyTrace &trace) const;

    // The plugin groups of the pipeline input (§12.4.8); true when they differ from those the
    // steps were built with, which must then be built again.
    bool narrowPluginGroups(const ToolMask &pipelineInput);

    // The serial filter: each step's unknown-entry warning, then what it keeps.
    void applySteps(const Steps &steps, const ToolMask &pipelineInput, ToolMask &current,
                    PolicyTrace &trace) const;
    // Allowlist guard (spec §8): explicit allow sources and nothing callable left.
    std::optional<std::string> guardError(const Steps &steps, const ToolMask &final) const;

private:
    // (label, config path, guard label) of a scope step; built only on a cache miss.
    using Described = std::tuple<std::string, std::string, std::string>;

    // Steps 1-12, each nullptr when its scope has no policy for this run.
    const CompiledStep *profileStep() const;
    const CompiledStep *providerProfileStep(const ProviderMatch &globalEntry,
                                            const ProviderMatch &agentEntry) const;
    const CompiledStep *globalAllowStep() const;
    const CompiledStep *globalProviderStep(const ProviderMatch &globalEntry) const;
    const CompiledStep *agentAllowStep() const;
    const CompiledStep *agentProviderStep(const ProviderMatch &agentEntry) const;
    const CompiledStep *groupStep(const std::string &channelFallback,
                                  const std::string &senderChannel, const SenderIdentity &sender,
                                  bool senderOff) const;
    const CompiledStep *senderStep(const std::string &senderChannel,
                                   const SenderIdentity &sender) const;
    const CompiledStep *ownerOnlyStep() const;
    const CompiledStep *subagentStep() const;
    const CompiledStep *runtimeStep() const;

    // A scope's {allow, alsoAllow, deny} as one step (cached under `cacheKey`).
    template<typename Describe>
    const CompiledStep *scopeStep(const std::string &cacheKey, PolicyStepKind kind,
                                  const Json *scope, Describe &&describe) const;
    // A profile's list + alsoAllow (+ the runtime "message" extra) as one allow-only step.
    template<typename AlsoPath>
    const CompiledStep *profileListStep(const std::string &cacheKey, PolicyStepKind kind,
                                        std::string label, const std::string &profile,
                                        const Json *alsoJson, AlsoPath &&alsoPath) const;

    static bool runtimeAllowsMessage(const Private &p, const PolicyContext &ctx);
    // Local-model lean: the lean list minus what an explicit allow list of the run names.
    ToolMask leanRemoved(const Steps &steps, const ToolMask &current) const;
    // resolveWebSearchToolPolicy (§12.3.5): whether this run's policies allow web_search.
    bool webSearchPolicyAllows(const Steps &steps, const ToolMask &webSearch) const;

    const Private &p;
    const PolicyContext &ctx;
    const SessionKeyInfo key;
    const std::string messageProvider; // lower-cased, trimmed
    const bool messageExtra;           // the runtime allow list names "message" or "*"
    const StringList providers;        // the byProvider keys the model matches
    const SenderIdentity who;          // the sender as toolsBySender keys compare it
    const PluginGroups *pg;
    std::string m_agentId;
    const AgentScope *agent = nullptr;
    const Json *agentTools = nullptr;
    const Json *globalTools = nullptr;
};

} // namespace toolgate::core
