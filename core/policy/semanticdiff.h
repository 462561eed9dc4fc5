// SPDX-License-Identifier: MIT
#pragma once

#include "policy/policycontext.h"
#include "util/json.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <vector>

namespace toolgate::core {

// How one scope's callable tools change between two configs. `agentId` is empty for the default
// context. `errorBefore` / `errorAfter` carry OpenClaw's refusal of the run (empty: it runs).
struct AgentToolChange {
    QString agentId;
    QStringList gained;
    QStringList lost;
    QString errorBefore;
    QString errorAfter;

    bool operator==(const AgentToolChange &other) const = default;
};

// Evaluates the default context and every agent of either config (agents.entries and the legacy
// agents.list) with the policy engine, before and after, and returns the scopes whose tools or
// refusal changed, default first, then agents in first-seen order (before, then after). `context`
// supplies the rest of the run (provider, sender, sandbox, ...); when it names an agent, only that
// agent is compared. Pure.
QList<AgentToolChange> semanticDiff(const Json &before, const Json &after,
                                    const std::vector<PolicyTool> &tools,
                                    const PolicyContext &context);

// "agent ops: +browser, +web_fetch; agent family: -exec" ("default: ..." for the default context;
// "error: ..." / "error cleared" when a refusal changed). Empty when nothing changed.
QString semanticDiffSummary(const QList<AgentToolChange> &changes);

} // namespace toolgate::core
