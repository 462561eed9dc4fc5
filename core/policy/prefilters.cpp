// SPDX-License-Identifier: MIT
// The two pre-filters OpenClaw applies before the policy pipeline: the message provider's tool
// table, and the model provider's (local-model lean, native web search). What they leave is the
// pipeline input.
#include "policy/stepbuilders_p.h"

namespace toolgate::core {

// Exact tool names, not normalised: the provider's allow table else its deny table.
void PolicyEngine::Private::Run::messageProviderPrefilter(ToolMask &current,
                                                          PolicyTrace &trace) const {
    if (messageProvider.empty())
        return;
    const std::size_t n = p.tools.size();
    const ToolMask &table = p.cachedMask("MP|" + messageProvider, [&] {
        ToolMask removed(n);
        if (const StringList *allow = p.catalog.messageProviderAllow(messageProvider)) {
            for (std::size_t i = 0; i < n; ++i)
                if (std::find(allow->begin(), allow->end(), p.tools[i].name) == allow->end())
                    removed.set(i);
        } else if (const StringList *deny = p.catalog.messageProviderDeny(messageProvider)) {
            for (std::size_t i = 0; i < n; ++i)
                if (std::find(deny->begin(), deny->end(), p.tools[i].name) != deny->end())
                    removed.set(i);
        }
        return removed;
    });
    if (!table.intersects(current))
        return;
    ToolMask removed = table;
    removed &= current;
    current.subtract(removed);
    trace.prefilters.push_back(
        {PrefilterKind::MessageProvider, "message provider", std::move(removed)});
}

// collectExplicitAllowlist: an explicit override allow list of this run keeps a lean tool;
// globs and the implicit "*" do not count.
ToolMask PolicyEngine::Private::Run::leanRemoved(const Steps &steps,
                                                 const ToolMask &current) const {
    ToolMask removed(p.tools.size());
    std::vector<const GlobPattern *> preserve;
    for (const CompiledStep *s : steps)
        for (const GlobPattern &g : s->leanPreserve)
            preserve.push_back(&g);
    for (std::size_t i : p.leanCandidates) {
        const bool kept = std::any_of(preserve.begin(), preserve.end(),
                                      [&](const GlobPattern *g) { return g->matches(p.norm[i]); });
        if (!kept && current.test(i))
            removed.set(i);
    }
    return removed;
}

// Local-model lean first; then the native web search route takes web_search, only when the
// run's policies allow it (§12.3.5). One trace entry for both.
void PolicyEngine::Private::Run::modelProviderPrefilter(const Steps &steps, ToolMask &current,
                                                        PolicyTrace &trace) const {
    const std::size_t n = p.tools.size();
    // What both remove; allocated only when something is.
    ToolMask removed;
    if (agent->localModelLean) {
        removed = leanRemoved(steps, current);
        current.subtract(removed);
    }
    const std::string provider = ctx.modelProvider ? lowerTrim(*ctx.modelProvider) : std::string();
    // resolveNativeWebSearch: the provider in any case, the api exactly as given.
    const std::string_view api =
        ctx.modelApi ? std::string_view(*ctx.modelApi) : std::string_view();
    // Only the OpenAI responses API has a native web search route.
    if (provider == "openai" && api == "openai-responses") {
        const ToolMask &table = p.cachedMask("MD|o", [&] {
            ToolMask search(n);
            const Json *cfg = objectChild(objectChild(globalTools, "web"), "search");
            const Json *enabled = child(cfg, "enabled");
            const Json *searchProvider = child(cfg, "provider");
            bool native = !(enabled && enabled->is_boolean() && !enabled->get<bool>());
            if (searchProvider && searchProvider->is_string()) {
                const std::string sp = lowerTrim(searchProvider->get<std::string>());
                native = native && (sp.empty() || sp == "auto" || sp == "openai");
            }
            if (native)
                for (std::size_t i = 0; i < n; ++i)
                    if (p.norm[i] == "web_search")
                        search.set(i);
            return search;
        });
        if (table.intersects(current) && webSearchPolicyAllows(steps, table)) {
            ToolMask searchRemoved = table;
            searchRemoved &= current;
            current.subtract(searchRemoved);
            if (removed.size() == 0)
                removed = std::move(searchRemoved);
            else
                removed |= searchRemoved;
        }
    }
    if (removed.any())
        trace.prefilters.push_back(
            {PrefilterKind::ModelProvider, "model provider", std::move(removed)});
}

} // namespace toolgate::core
