// SPDX-License-Identifier: MIT
#include "models/semanticdiff.h"

#include "config/configdocument.h"
#include "policy/policyengine.h"

namespace toolgate::core {

namespace {

PolicyContext withAgent(const PolicyContext &base, const std::string &agent) {
    PolicyContext context = base;
    context.agentId = agent;
    const std::string &key = base.sessionKey;
    const auto end = key.rfind("agent:", 0) == 0 ? key.find(':', 6) : std::string::npos;
    context.sessionKey = "agent:" + agent + (end == std::string::npos ? ":main" : key.substr(end));
    return context;
}

} // namespace

QList<AgentToolChange> semanticDiff(const Json &before, const Json &after,
                                    const std::vector<PolicyTool> &tools,
                                    const PolicyContext &context) {
    QStringList agents = ConfigDocument(before).agentIds();
    for (const QString &id : ConfigDocument(after).agentIds()) {
        if (!agents.contains(id))
            agents << id;
    }
    if (!agents.contains(QStringLiteral("main")))
        agents.prepend(QStringLiteral("main"));

    const PolicyEngine oldEngine(before, tools);
    const PolicyEngine newEngine(after, tools);
    QList<AgentToolChange> changes;
    for (const QString &agent : agents) {
        const PolicyContext agentContext = withAgent(context, agent.toStdString());
        const PolicyTrace oldTrace = oldEngine.evaluate(agentContext);
        const PolicyTrace newTrace = newEngine.evaluate(agentContext);
        AgentToolChange change;
        change.agentId = agent;
        change.errorBefore = QString::fromStdString(oldTrace.error.value_or(std::string()));
        change.errorAfter = QString::fromStdString(newTrace.error.value_or(std::string()));
        const ToolMask empty(tools.size());
        const ToolMask &oldFinal = oldTrace.final.size() == tools.size() ? oldTrace.final : empty;
        const ToolMask &newFinal = newTrace.final.size() == tools.size() ? newTrace.final : empty;
        for (std::size_t i = 0; i < tools.size(); ++i) {
            const bool was = oldFinal.test(i);
            const bool is = newFinal.test(i);
            if (is && !was)
                change.gained << QString::fromStdString(tools[i].name);
            else if (was && !is)
                change.lost << QString::fromStdString(tools[i].name);
        }
        if (!change.gained.isEmpty() || !change.lost.isEmpty() ||
            change.errorBefore != change.errorAfter)
            changes << change;
    }
    return changes;
}

QString semanticDiffSummary(const QList<AgentToolChange> &changes) {
    QStringList parts;
    for (const AgentToolChange &change : changes) {
        QStringList tools;
        for (const QString &tool : change.gained)
            tools << QLatin1Char('+') + tool;
        for (const QString &tool : change.lost)
            tools << QLatin1Char('-') + tool;
        parts
            << QStringLiteral("agent %1: %2").arg(change.agentId, tools.join(QStringLiteral(", ")));
    }
    return parts.join(QStringLiteral("; "));
}

} // namespace toolgate::core
