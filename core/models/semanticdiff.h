// SPDX-License-Identifier: MIT
#pragma once

#include "policy/policycontext.h"
#include "util/json.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <vector>

namespace toolgate::core {

// What one agent gains and loses between two configs, in one context.
struct AgentToolChange {
    QString agentId;
    QStringList gained; // tool-list order
    QStringList lost;
    QString errorBefore; // OpenClaw refuses the run with the old config ("" = it runs)
    QString errorAfter;
};

// Evaluates both configs for every agent either of them names (or "main" when neither names one)
// in `context` with the agent substituted, and lists the agents whose tool set changes. Pure.
QList<AgentToolChange> semanticDiff(const Json &before, const Json &after,
                                    const std::vector<PolicyTool> &tools,
                                    const PolicyContext &context);

// "agent ops: +browser, +web_fetch; agent family: -exec" — the product brief's one-line form.
QString semanticDiffSummary(const QList<AgentToolChange> &changes);

} // namespace toolgate::core
