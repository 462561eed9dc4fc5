// SPDX-License-Identifier: MIT
// Applying the steps to the pipeline input: unknown-entry warnings, the serial filter, and the
// allowlist guard.
#include "policy/stepbuilders_p.h"

namespace toolgate::core {

namespace {

// The warning OpenClaw logs for a step's allow entries that name nothing in the pipeline input.
std::string unknownEntriesWarning(const std::string &label, const StringList &coreIds,
                                  const StringList &others) {
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
                 "runtime/provider/model/config; other entries won't match any tool unless the "
                 "plugin is enabled.";
    return "tools: " + label + " allowlist contains unknown entries (" + joinList(all, ", ") +
           "). " + suffix;
}

// The warning for the entries `isUnknown(i)` picks ("" for none).
template<typename F> std::string unknownEntriesWarning(const CompiledStep &s, F &&isUnknown) {
    StringList coreIds;
    StringList others;
    for (std::size_t i = 0; i < s.warnEntries.size(); ++i)
        if (isUnknown(i))
            pushUnique(s.warnEntries[i].catalogId ? coreIds : others, s.warnEntries[i].entry);
    if (coreIds.empty() && others.empty())
        return std::string();
    return unknownEntriesWarning(s.label, coreIds, others);
}

} // namespace

// Bit i of `unknown`: warnEntries[i] (steps with at most 64 entries).
const std::string &PolicyEngine::Private::warningText(const CompiledStep &s,
                                                      std::uint64_t unknown) const {
    {
        std::lock_guard lock(mutex);
        if (const auto it = s.warningTexts.find(unknown); it != s.warningTexts.end())
            return it->second;
    }
    std::string text = unknownEntriesWarning(s, [&](std::size_t i) { return (unknown >> i) & 1U; });
    std::lock_guard lock(mutex);
    return s.warningTexts.emplace(unknown, std::move(text)).first->second;
}

bool PolicyEngine::Private::Run::narrowPluginGroups(const ToolMask &pipelineInput) {
    const PluginGroups &inputGroups = p.pluginGroupsFor(pipelineInput);
    if (&inputGroups == pg)
        return false;
    pg = &inputGroups;
    return true;
}

// Unknown entries are judged against the pipeline input (§12.4.8), and an entry the run's
// declared-tool context names is not unknown (§12.4.9, looked up only when needed).
void PolicyEngine::Private::Run::applySteps(const Steps &steps, const ToolMask &pipelineInput,
                                            ToolMask &current, PolicyTrace &trace) const {
    const DeclaredTools *declaredTools = nullptr;
    const auto declared = [&](const WarnEntry &w) {
        if (!declaredTools)
            declaredTools = &p.declaredToolsFor(steps, key.loadsPluginManifests);
        return declaredTools->declares(w.mcpServer, w.entry);
    };
    trace.steps.reserve(steps.size());
    for (const CompiledStep *s : steps) {
        if (s->warns) {
            // Which entries are unknown; the text per such set is built once (up to 64 entries).
            const auto isUnknown = [&](std::size_t i) {
                const WarnEntry &w = s->warnEntries[i];
                return !w.namesAnyOf(pipelineInput) && !declared(w);
            };
            std::string uncached;
            const std::string *text = &uncached;
            if (s->warnEntries.size() > 64) {
                uncached = unknownEntriesWarning(*s, isUnknown);
            } else {
                std::uint64_t unknown = 0;
                for (std::size_t i = 0; i < s->warnEntries.size(); ++i)
                    if (isUnknown(i))
                        unknown |= std::uint64_t(1) << i;
                if (unknown)
                    text = &p.warningText(*s, unknown);
            }
            if (!text->empty() && std::find(trace.warnings.begin(), trace.warnings.end(), *text) ==
                                      trace.warnings.end())
                trace.warnings.push_back(*text);
        }
        StepTrace st;
        st.kind = s->kind;
        st.label = s->label;
        current.split(s->pass, st.kept, st.removed);
        current = st.kept;
        st.compiledIndex = static_cast<int>(s->index);
        trace.steps.push_back(std::move(st));
    }
}

// Lists every explicit allow source, entries as written (§12.5); the text depends only on the
// step list, so it is built once per list.
std::optional<std::string> PolicyEngine::Private::Run::guardError(const Steps &steps,
                                                                  const ToolMask &final) const {
    if (final.any())
        return std::nullopt;
    const StepSetKey setKey(steps, false);
    {
        std::lock_guard lock(p.mutex);
        if (const auto it = p.guardTexts.find(setKey); it != p.guardTexts.end())
            return it->second;
    }
    std::string sources;
    for (const CompiledStep *s : steps) {
        if (!s->guardSource)
            continue;
        if (!sources.empty())
            sources += "; ";
        sources += s->guardLabel + ": " + joinList(s->guardEntries, ", ");
    }
    std::optional<std::string> text;
    if (!sources.empty())
        text = "No callable tools remain after resolving explicit tool allowlist (" + sources +
               "); no registered tools matched. Fix the allowlist or enable the plugin that "
               "registers the requested tool.";
    std::lock_guard lock(p.mutex);
    return p.guardTexts.emplace(setKey, std::move(text)).first->second;
}

} // namespace toolgate::core
