// SPDX-License-Identifier: MIT
#include "policy/semanticdiff.h"

#include "policy/policyengine.h"
#include "policy/policylint.h"

#include <algorithm>

namespace toolgate::core {

namespace {

struct ScopeResult {
    QStringList tools;
    QString error;
};

ScopeResult evaluateScope(const PolicyEngine &engine, const PolicyContext &context) {
    const PolicyTrace trace = engine.evaluate(context);
    ScopeResult result;
    if (trace.error) {
        result.error = QString::fromStdString(*trace.error);
        return result;
    }
    for (const std::string &name : engine.names(trace.final))
        result.tools << QString::fromStdString(name);
    return result;
}

QStringList minus(const QStringList &a, const QStringList &b) {
    QStringList out;
    for (const QString &s : a)
        if (!b.contains(s))
            out << s;
    return out;
}

} // namespace

QList<AgentToolChange> semanticDiff(const Json &before, const Json &after,
                                    const std::vector<PolicyTool> &tools,
                                    const PolicyContext &context) {
    const Json beforeConfig = before.is_object() ? before : Json::object();
    const Json afterConfig = after.is_object() ? after : Json::object();
    const PolicyEngine beforeEngine(beforeConfig, tools);
    const PolicyEngine afterEngine(afterConfig, tools);

    std::vector<std::string> agents; // "" = the default context
    if (context.agentId) {
        agents.push_back(*context.agentId);
    } else {
        for (const Json *config : {&beforeConfig, &afterConfig})
            for (const PolicyScopeContext &scope : policyScopeContexts(*config))
                if (std::find(agents.begin(), agents.end(), scope.agentId) == agents.end())
                    agents.push_back(scope.agentId);
    }

    QList<AgentToolChange> changes;
    for (const std::string &agent : agents) {
        PolicyContext ctx = context;
        if (!agent.empty() && !context.agentId) {
            const PolicyContext scoped = scopeContext({agent, {}, nullptr});
            ctx.agentId = scoped.agentId;
            ctx.sessionKey = scoped.sessionKey;
        }
        const ScopeResult b = evaluateScope(beforeEngine, ctx);
        const ScopeResult a = evaluateScope(afterEngine, ctx);
        AgentToolChange change{QString::fromStdString(agent), minus(a.tools, b.tools),
                               minus(b.tools, a.tools), b.error, a.error};
        if (!change.gained.isEmpty() || !change.lost.isEmpty() || b.error != a.error)
            changes.append(change);
    }
    return changes;
}

QString semanticDiffSummary(const QList<AgentToolChange> &changes) {
    QStringList parts;
    for (const AgentToolChange &c : changes) {
        QStringList items;
        for (const QString &t : c.gained)
            items << QLatin1Char('+') + t;
        for (const QString &t : c.lost)
            items << QLatin1Char('-') + t;
        if (c.errorBefore != c.errorAfter)
            items << (c.errorAfter.isEmpty() ? QStringLiteral("error cleared")
                                             : QStringLiteral("error: ") + c.errorAfter);
        const QString who =
            c.agentId.isEmpty() ? QStringLiteral("default") : QStringLiteral("agent ") + c.agentId;
        parts << who + QStringLiteral(": ") + items.join(QStringLiteral(", "));
    }
    return parts.join(QStringLiteral("; "));
}

} // namespace toolgate::core
