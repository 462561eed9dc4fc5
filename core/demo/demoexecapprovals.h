// SPDX-License-Identifier: MIT
#pragma once

#include "approvals/execapprovalsfile.h"
#include "approvals/standinggrant.h"
#include "util/json.h"

#include <QMap>
#include <QString>
#include <QStringList>

#include <vector>

namespace toolgate::gateway {

// The demo gateway's exec-approvals document and standing grants: `exec.approvals.get/set` (and
// the node variants, answered from the same document) with the real gateway's hash check, and
// `exec.approval.grants.list/revoke`. Seeded with a realistic document that each scenario adjusts;
// "allow always" on an exec approval adds what OpenClaw 2026.9.6 adds: the program bound to that
// exact argv and working directory, and a marker for the command text.
class DemoExecApprovals {
public:
    struct Reply {
        bool ok = true;
        core::Json payload;
        QString message; // INVALID_REQUEST message when !ok
    };

    DemoExecApprovals();

    static bool handles(const QString &method);
    Reply handle(const QString &method, const core::Json &params, const QString &revokedBy,
                 qint64 nowMs);
    // A scenario starts from the seed document: its own defaults (fields set) and hand-written
    // entries per agent (program patterns, any arguments) on top.
    void applyScenario(const QMap<QString, QStringList> &programs,
                       const core::ExecApprovalsPolicy &defaults);
    // An exec approval decided allow-always (its `request` object): the agent's allowlist gains
    // the entries OpenClaw stores; nothing when the command cannot be pinned (inline code,
    // runtime payload), as the gateway then treats it as allow-once.
    void recordAllowAlways(const core::Json &request, qint64 nowMs);

    const core::ExecApprovalsFile &file() const { return m_file; }

private:
    core::Json snapshot() const;
    QString hash() const;

    core::ExecApprovalsFile m_seed;
    core::ExecApprovalsFile m_file;
    std::vector<core::StandingGrant> m_grants;
};

} // namespace toolgate::gateway
