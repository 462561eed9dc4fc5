// SPDX-License-Identifier: MIT
// Step compilation: list expansion (renames, families, plugin and core groups), glob matching
// into bitsets, unknown-entry warnings, and the per-step guard / fix-path / lean annotations.
#include "policy/policyengine_p.h"

namespace toolgate::core {

// Expansion shared by allow and deny: shipped renames, the canvas family, plugin groups.
StringList PolicyEngine::Private::expandPolicyEntries(const StringList &list,
                                                      const PluginGroups &pg) const {
    const auto &pluginAll = pg.all;
    const auto &byPlugin = pg.byPlugin;
    UniqueList out;
    for (const std::string &raw : list) {
        std::string entry = policyName(raw);
        if (entry.empty())
            continue;
        if (const auto r = catalog.policyRenames().find(entry); r != catalog.policyRenames().end())
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

StringList PolicyEngine::Private::expandCoreGroups(const StringList &list) const {
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

// isDeclaredMcpAllowlistEntry: the configured server an entry names (-2: "bundle-mcp").
int PolicyEngine::Private::mcpServerOf(const std::string &entry) const {
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
const CompiledStep *PolicyEngine::Private::compile(
    const PluginGroups &pg, const std::string &stepKey, PolicyStepKind kind, std::string label,
    const std::optional<StringList> &allow, const std::optional<StringList> &deny, WarnMode warn,
    const StringList *suppress) const {
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
            ToolMask core(n);
            for (const std::string &member : expandCoreGroups({entry}))
                if (const auto it = indicesByName.find(member); it != indicesByName.end())
                    for (std::size_t i : it->second)
                        if (pluginIds[i].empty())
                            core.set(i);
            for (std::size_t word = 0; word * 64 < n; ++word)
                if (core.word(word))
                    w.coreWords.emplace_back(word, core.word(word));
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

void PolicyEngine::Private::setGuard(const CompiledStep *s, std::string label,
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

void PolicyEngine::Private::setLeanPreserve(const CompiledStep *s,
                                            const std::optional<StringList> &allow) const {
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

void PolicyEngine::Private::setFixPaths(const CompiledStep *s, std::string denyPath,
                                        std::string allowPath, bool builtinDeny) const {
    std::lock_guard lock(mutex);
    CompiledStep *step = mutableLast(s);
    step->denyPath = std::move(denyPath);
    step->allowPath = std::move(allowPath);
    step->builtinDeny = builtinDeny;
}

} // namespace toolgate::core
