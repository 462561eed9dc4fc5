// SPDX-License-Identifier: MIT
#pragma once

#include "approvals/approvaldecision.h"

#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

namespace toolgate::core {

// SystemAgent: OpenClaw's own setup/repair agent asking to change OpenClaw itself
// (`openclaw.approval.*`, decided with `approval.resolve {kind:"system-agent"}`).
enum class ApprovalKind { Exec, Plugin, SystemAgent };

QString approvalKindName(ApprovalKind kind); // "exec" / "plugin" / "system-agent"
// Plugin approvals carry ids "plugin:<uuid>", system-agent ones "system-agent:<uuid>";
// everything else is exec.
ApprovalKind approvalKindForId(const QString &id);

// What the gateway's static analysis says about an exec command (`commandAnalysis`).
struct CommandAnalysis {
    int commandCount = 0;
    int nestedCommandCount = 0;
    QStringList riskKinds;
    QStringList warningLines;
};

// Where the agent turn that asked came from (`turnSource*` fields).
struct TurnSource {
    QString channel;
    QString to;
    QString accountId;
    QString threadId;
    bool isEmpty() const {
        return channel.isEmpty() && to.isEmpty() && accountId.isEmpty() && threadId.isEmpty();
    }
};

// One approval request as the gateway describes it (exec or plugin). Every field the protocol
// carries is kept; `requestJson` holds the compact original `request` object so nothing is lost
// for display or export even when the gateway adds fields.
struct ApprovalRequest {
    QString id;
    ApprovalKind kind = ApprovalKind::Exec;

    // exec
    QString command;
    QStringList commandArgv;
    QString cwd;
    QString host; // "gateway" | "node"
    QString nodeId;
    QString security; // deny | allowlist | full
    QString ask;      // off | on-miss | always
    QString resolvedPath;
    QString warningText;
    QStringList envKeys;
    CommandAnalysis analysis;
    QString commandPreview; // the gateway's shortened display form, when it sends one
    // `commandSpans`: [start, end) character ranges of `command` the gateway points out.
    QList<QPair<int, int>> commandSpans;
    // `scope`: a display-only summary of the action (kind: message-send, payment, external-post,
    // standing-grant); `scopeJson` is the whole object.
    QString scopeKind;
    QByteArray scopeJson;
    // Set when a cron job's run asks (`cronExecutionSource`, `cronOperationBinding`): only then
    // does allow-always mint a standing grant, and only then does grantExpiresInDays apply.
    QString cronJobId;
    QString cronOperationBinding;

    // plugin and system-agent
    QString title;
    QString description;
    QString proposalHash; // system-agent: the exact change proposal the decision is bound to
    QString severity;     // info | warning | critical
    QString pluginId;
    QString toolName;
    QString detail;  // plugin: longer text beside the description
    QString mcpTool; // plugin: the MCP tool asked about (server/tool), if any

    // both
    QString toolCallId;
    QString agentId;
    QString sessionKey;
    QString sessionId;
    QString runId;
    TurnSource turnSource;
    QStringList allowedDecisions;
    QStringList unavailableDecisions;
    qint64 createdAtMs = 0;
    qint64 expiresAtMs = 0;
    QByteArray requestJson;

    // The command for exec approvals, the title for plugin and system-agent approvals.
    QString displayText() const { return kind == ApprovalKind::Exec ? command : title; }
    // True when `decision` may be sent for this request (allowedDecisions minus
    // unavailableDecisions).
    bool allowsDecision(const QString &decision) const;
    bool allowsDecision(ApprovalDecision decision) const;
};

} // namespace toolgate::core
