// SPDX-License-Identifier: MIT
#include "policy/stepbuilders_p.h"

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

const std::vector<SchemaIssue> &PolicyEngine::configIssues() const {
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

// OpenClaw's order: the agent, the two pre-filters, then the steps over the pipeline input.
PolicyTrace PolicyEngine::evaluate(const PolicyContext &ctx) const {
    PolicyTrace trace;
    Private::Run run(*d, ctx);
    // A refused run has nothing callable.
    if (auto refusal = run.selectAgent()) {
        trace.error = std::move(refusal);
        trace.final = ToolMask(d->tools.size());
        return trace;
    }
    trace.agentId = run.agentId();
    // Built over every plugin tool first: the web-search pre-filter reads them.
    Private::Run::Steps steps = run.buildSteps();
    ToolMask current(d->tools.size(), true);
    run.messageProviderPrefilter(current, trace);
    run.modelProviderPrefilter(steps, current, trace);
    const ToolMask pipelineInput = current;
    // Plugin groups only expand to tools the pre-filters left (§12.4.8).
    if (run.narrowPluginGroups(pipelineInput))
        steps = run.buildSteps();
    run.applySteps(steps, pipelineInput, current, trace);
    trace.guardError = run.guardError(steps, current);
    trace.final = std::move(current);
    return trace;
}

} // namespace toolgate::core
