// SPDX-License-Identifier: MIT
#pragma once

#include "config/keypath.h"
#include "util/json.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace toolgate::core {

// Where a policy object lives in openclaw.json (spec §4.9). Agent kinds also cover the legacy
// agents.list[] roster (PolicyScope::legacy).
enum class ScopeKind {
    Global,             // tools
    Provider,           // tools.byProvider.<key>
    Sender,             // tools.toolsBySender.<key>
    Sandbox,            // tools.sandbox.tools
    Subagents,          // tools.subagents.tools
    LoopDetection,      // tools.loopDetection (settings, no lists)
    Exec,               // tools.exec (settings, no lists)
    Agent,              // agents.entries.<id>.tools
    AgentProvider,      // agents.entries.<id>.tools.byProvider.<key>
    AgentSender,        // agents.entries.<id>.tools.toolsBySender.<key>
    AgentSandbox,       // agents.entries.<id>.tools.sandbox.tools
    AgentLoopDetection, // agents.entries.<id>.tools.loopDetection
    AgentExec,          // agents.entries.<id>.tools.exec
    ChannelGroup,       // channels.<ch>[.accounts.<acct>].groups.<group>.tools
    ChannelGroupSender, // channels.<ch>[.accounts.<acct>].groups.<group>.toolsBySender.<key>
};

enum class ListField { Allow, AlsoAllow, Deny };

// A stable lower-case name for a kind ("global", "agent-provider", ...), for the CLI and models.
QString scopeKindName(ScopeKind kind);
// "allow", "alsoAllow", "deny".
QString listFieldKey(ListField field);

// One policy scope as the typed view sees it. Values are copies taken from the raw tree; lists
// hold the string entries only (anything else is a validation finding, not silently dropped data:
// the raw tree is untouched).
struct PolicyScope {
    ScopeKind kind = ScopeKind::Global;
    KeyPath path;        // the policy object itself
    bool exists = false; // false for an agent (or the global scope) that has no `tools` yet
    bool legacy = false; // under agents.list[]
    QString agentId;     // agent kinds
    QString providerKey; // provider kinds
    QString senderKey;   // sender kinds
    QString channel;     // channel group kinds
    QString account;     // channel group kinds under accounts.<acct>
    QString groupId;     // channel group kinds
    std::optional<QString> profile;
    std::optional<QStringList> allow;
    std::optional<QStringList> alsoAllow;
    std::optional<QStringList> deny;
    Json settings = Json::object(); // the raw object (what LoopDetection / Exec scopes show)

    // Kinds whose schema has a `profile` key.
    bool acceptsProfile() const;
    // Kinds that carry allow/alsoAllow/deny lists.
    bool acceptsLists() const;
    const std::optional<QStringList> &list(ListField field) const;
};

} // namespace toolgate::core
