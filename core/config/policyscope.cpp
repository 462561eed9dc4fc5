// SPDX-License-Identifier: MIT
#include "config/policyscope.h"

namespace toolgate::core {

QString scopeKindName(ScopeKind kind) {
    switch (kind) {
    case ScopeKind::Global:
        return QStringLiteral("global");
    case ScopeKind::Provider:
        return QStringLiteral("provider");
    case ScopeKind::Sender:
        return QStringLiteral("sender");
    case ScopeKind::Sandbox:
        return QStringLiteral("sandbox");
    case ScopeKind::Subagents:
        return QStringLiteral("subagents");
    case ScopeKind::LoopDetection:
        return QStringLiteral("loop-detection");
    case ScopeKind::Exec:
        return QStringLiteral("exec");
    case ScopeKind::Agent:
        return QStringLiteral("agent");
    case ScopeKind::AgentProvider:
        return QStringLiteral("agent-provider");
    case ScopeKind::AgentSender:
        return QStringLiteral("agent-sender");
    case ScopeKind::AgentSandbox:
        return QStringLiteral("agent-sandbox");
    case ScopeKind::AgentLoopDetection:
        return QStringLiteral("agent-loop-detection");
    case ScopeKind::AgentExec:
        return QStringLiteral("agent-exec");
    case ScopeKind::ChannelGroup:
        return QStringLiteral("channel-group");
    case ScopeKind::ChannelGroupSender:
        return QStringLiteral("channel-group-sender");
    }
    return {};
}

QString listFieldKey(ListField field) {
    switch (field) {
    case ListField::Allow:
        return QStringLiteral("allow");
    case ListField::AlsoAllow:
        return QStringLiteral("alsoAllow");
    case ListField::Deny:
        return QStringLiteral("deny");
    }
    return {};
}

bool PolicyScope::acceptsProfile() const {
    return kind == ScopeKind::Global || kind == ScopeKind::Provider || kind == ScopeKind::Agent ||
           kind == ScopeKind::AgentProvider;
}

bool PolicyScope::acceptsLists() const {
    return kind != ScopeKind::LoopDetection && kind != ScopeKind::Exec &&
           kind != ScopeKind::AgentLoopDetection && kind != ScopeKind::AgentExec;
}

const std::optional<QStringList> &PolicyScope::list(ListField field) const {
    switch (field) {
    case ListField::Allow:
        return allow;
    case ListField::AlsoAllow:
        return alsoAllow;
    case ListField::Deny:
        break;
    }
    return deny;
}

} // namespace toolgate::core
