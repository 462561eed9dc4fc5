// SPDX-License-Identifier: MIT
#include "policy/policylint.h"

#include "catalog/toolname.h"
#include "policy/globpattern.h"
#include "policy/policyschema.h"

#include <algorithm>

namespace toolgate::core {

namespace {

class Linter {
public:
    Linter(const Json &config, const ToolCatalog &catalog)
        : m_config(config)
        , m_catalog(catalog) {
        if (const Json *servers = objectAt(objectAt(&config, "mcp"), "servers"))
            for (auto it = servers->begin(); it != servers->end(); ++it)
                m_mcpServers.push_back(it.key());
    }

    std::vector<LintFinding> run() {
        if (!m_config.is_object())
            return m_findings;
        if (const Json *tools = objectAt(&m_config, "tools"))
            toolsScope(*tools, "tools", true);
        if (const Json *agents = objectAt(&m_config, "agents")) {
            if (const Json *entries = objectAt(agents, "entries"))
                for (auto it = entries->begin(); it != entries->end(); ++it)
                    if (const Json *tools = objectAt(&*it, "tools"))
                        toolsScope(*tools, "agents.entries." + it.key() + ".tools", false);
            if (const auto list = agents->find("list"); list != agents->end() && list->is_array())
                for (std::size_t i = 0; i < list->size(); ++i)
                    if (const Json *tools = objectAt(&(*list)[i], "tools"))
                        toolsScope(*tools, "agents.list." + std::to_string(i) + ".tools", false);
        }
        if (const Json *channels = objectAt(&m_config, "channels"))
            for (auto ch = channels->begin(); ch != channels->end(); ++ch)
                if (const Json *groups = objectAt(&*ch, "groups"))
                    for (auto g = groups->begin(); g != groups->end(); ++g) {
                        const std::string base = "channels." + ch.key() + ".groups." + g.key();
                        if (const Json *t = objectAt(&*g, "tools"))
                            lists(*t, base + ".tools");
                        if (const Json *bs = objectAt(&*g, "toolsBySender"))
                            for (auto s = bs->begin(); s != bs->end(); ++s)
                                if (s->is_object())
                                    lists(*s, base + ".toolsBySender." + s.key());
                    }
        return m_findings;
    }

private:
    static const Json *objectAt(const Json *obj, const char *key) {
        if (!obj || !obj->is_object())
            return nullptr;
        const auto it = obj->find(key);
        return it != obj->end() && it->is_object() ? &*it : nullptr;
    }

    void toolsScope(const Json &tools, const std::string &path, bool global) {
        lists(tools, path);
        if (const Json *bp = objectAt(&tools, "byProvider"))
            for (auto it = bp->begin(); it != bp->end(); ++it)
                if (it->is_object())
                    lists(*it, path + ".byProvider." + it.key());
        if (const Json *bs = objectAt(&tools, "toolsBySender"))
            for (auto it = bs->begin(); it != bs->end(); ++it)
                if (it->is_object())
                    lists(*it, path + ".toolsBySender." + it.key());
        if (const Json *sb = objectAt(objectAt(&tools, "sandbox"), "tools"))
            lists(*sb, path + ".sandbox.tools");
        if (global) {
            if (const Json *sa = objectAt(objectAt(&tools, "subagents"), "tools")) {
                lists(*sa, path + ".subagents.tools");
                if (const auto also = sa->find("alsoAllow");
                    also != sa->end() && also->is_array() && !also->empty())
                    warn(path + ".subagents.tools.alsoAllow",
                         "alsoAllow has no effect for subagents; use tools.subagents.tools.allow");
            }
        }
    }

    void lists(const Json &scope, const std::string &path) {
        for (const char *field : {"allow", "alsoAllow", "deny"}) {
            const auto it = scope.find(field);
            if (it == scope.end() || !it->is_array())
                continue;
            for (std::size_t i = 0; i < it->size(); ++i)
                if ((*it)[i].is_string())
                    entry((*it)[i].get<std::string>(),
                          path + "." + field + "." + std::to_string(i));
        }
    }

    bool matchesMcpPrefix(const std::string &name) const {
        for (const std::string &server : m_mcpServers) {
            // agent-bundle-mcp-names: characters outside [A-Za-z0-9_-] become '-', and a name
            // that does not start with a letter gets an "mcp-" prefix.
            std::string safe;
            for (char c : server) {
                const bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
                                (c >= '0' && c <= '9') || c == '_' || c == '-';
                safe.push_back(ok ? c : '-');
            }
            if (safe.empty() ||
                !((safe[0] >= 'a' && safe[0] <= 'z') || (safe[0] >= 'A' && safe[0] <= 'Z')))
                safe = "mcp-" + safe;
            const std::string prefix = normalizeToolName(safe) + "__";
            if (name.size() > prefix.size() && name.compare(0, prefix.size(), prefix) == 0)
                return true;
        }
        return false;
    }

    void entry(const std::string &raw, const std::string &path) {
        const std::string name = normalizeToolName(raw);
        if (name.empty()) {
            warn(path, "blank entry is ignored");
            return;
        }
        if (name == "*" || name == "group:plugins" || name == "bundle-mcp" ||
            m_catalog.isCoreToolId(name) || m_catalog.group(name) ||
            m_catalog.policyFamilies().count(name) || matchesMcpPrefix(name))
            return;
        if (const auto rename = m_catalog.policyRenames().find(name);
            rename != m_catalog.policyRenames().end()) {
            warn(path, "\"" + raw + "\" is the retired name of \"" + rename->second +
                           "\"; it still applies to it");
            return;
        }
        if (name.rfind("group:", 0) == 0 && name.find('*') == std::string::npos) {
            warn(path,
                 "\"" + raw +
                     "\" is not a tool group (core groups are group:<section>, group:openclaw, "
                     "group:plugins)");
            return;
        }
        if (const auto glob = GlobPattern::compile(name); glob && glob->isGlob()) {
            for (const CatalogTool &tool : m_catalog.tools())
                if (glob->matches(tool.id))
                    return;
            warn(path, "glob \"" + raw +
                           "\" matches no core tool (fine if a plugin or MCP server provides one)");
            return;
        }
        warn(path, "\"" + raw +
                       "\" is not a core tool, group or declared MCP server (fine if a plugin "
                       "provides it)");
    }

    void warn(std::string path, std::string message) {
        m_findings.push_back({LintFinding::Severity::Warning, std::move(path), std::move(message)});
    }

    const Json &m_config;
    const ToolCatalog &m_catalog;
    std::vector<std::string> m_mcpServers;
    std::vector<LintFinding> m_findings;
};

} // namespace

std::vector<LintFinding> lintPolicyEntries(const Json &config, const ToolCatalog &catalog) {
    return Linter(config, catalog).run();
}

std::vector<LintFinding> lintPolicyConfig(const Json &config, const ToolCatalog &catalog) {
    std::vector<LintFinding> findings;
    for (const SchemaIssue &issue : validatePolicyConfig(config, catalog))
        findings.push_back({LintFinding::Severity::Error, issue.path, issue.message});
    for (LintFinding &f : lintPolicyEntries(config, catalog))
        findings.push_back(std::move(f));
    return findings;
}

std::vector<PolicyScopeContext> policyScopeContexts(const Json &config) {
    std::vector<PolicyScopeContext> scopes{{"", "tools", nullptr}};
    if (config.is_object())
        if (const auto tools = config.find("tools"); tools != config.end())
            scopes.front().tools = &*tools;
    const auto agents = config.is_object() ? config.find("agents") : config.end();
    if (!config.is_object() || agents == config.end() || !agents->is_object())
        return scopes;
    std::vector<std::string> seen;
    const auto addAgent = [&](const std::string &id, const std::string &toolsPath,
                              const Json &agent) {
        std::string norm = normalizeToolName(id); // trim + lower-case, as agent ids normalise
        if (norm.empty() || std::find(seen.begin(), seen.end(), norm) != seen.end())
            return;
        seen.push_back(norm);
        const auto tools = agent.is_object() ? agent.find("tools") : agent.end();
        scopes.push_back({id, toolsPath, tools == agent.end() ? nullptr : &*tools});
    };
    if (const auto entries = agents->find("entries");
        entries != agents->end() && entries->is_object())
        for (auto it = entries->begin(); it != entries->end(); ++it)
            addAgent(it.key(), "agents.entries." + it.key() + ".tools", *it);
    if (const auto list = agents->find("list"); list != agents->end() && list->is_array())
        for (std::size_t i = 0; i < list->size(); ++i) {
            const Json &item = (*list)[i];
            const auto id = item.is_object() ? item.find("id") : item.end();
            if (item.is_object() && id != item.end() && id->is_string())
                addAgent(id->get<std::string>(), "agents.list." + std::to_string(i) + ".tools",
                         item);
        }
    return scopes;
}

PolicyContext scopeContext(const PolicyScopeContext &scope) {
    PolicyContext ctx;
    if (!scope.agentId.empty()) {
        ctx.agentId = scope.agentId;
        ctx.sessionKey = "agent:" + scope.agentId + ":main";
    }
    return ctx;
}

std::vector<LintFinding> lintPolicyEngine(const PolicyEngine &engine) {
    std::vector<LintFinding> findings;
    std::vector<std::string> seenWarnings;
    const Json &config = engine.config();
    for (const PolicyScopeContext &scope : policyScopeContexts(config)) {
        const PolicyTrace trace = engine.evaluate(scopeContext(scope));
        if (trace.error)
            continue; // OpenClaw refuses the run; the validation findings say why
        for (const std::string &w : trace.warnings) {
            if (std::find(seenWarnings.begin(), seenWarnings.end(), w) != seenWarnings.end())
                continue;
            seenWarnings.push_back(w);
            findings.push_back({LintFinding::Severity::Warning, scope.toolsPath, w});
        }
        if (trace.guardError)
            findings.push_back({LintFinding::Severity::Error, scope.toolsPath, *trace.guardError});
        if (scope.agentId.empty())
            continue;
        // Agent allow entries that name a tool the global allow step already removed: the agent
        // override can never let it through (steps only narrow).
        const StepTrace *global = nullptr;
        for (const StepTrace &st : trace.steps)
            if (st.kind == PolicyStepKind::GlobalAllow)
                global = &st;
        if (!global || !scope.tools || !scope.tools->is_object())
            continue;
        for (const char *field : {"allow", "alsoAllow"}) {
            const auto list = scope.tools->find(field);
            if (list == scope.tools->end() || !list->is_array())
                continue;
            for (std::size_t i = 0; i < list->size(); ++i) {
                if (!(*list)[i].is_string())
                    continue;
                const std::string raw = (*list)[i].get<std::string>();
                const int index = engine.toolIndex(normalizeToolName(raw));
                if (index < 0 || !global->removed.test(std::size_t(index)))
                    continue;
                findings.push_back(
                    {LintFinding::Severity::Warning,
                     scope.toolsPath + "." + field + "." + std::to_string(i),
                     "\"" + raw + "\" can never pass for agent " + scope.agentId +
                         ": tools.allow does not include it and the global allow step runs first"});
            }
        }
    }
    return findings;
}

} // namespace toolgate::core
