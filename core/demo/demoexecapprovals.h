// SPDX-License-Identifier: MIT
#pragma once

#include "approvals/execapprovalsfile.h"
#include "approvals/standinggrant.h"
#include "util/json.h"

#include <QString>

#include <vector>

namespace toolgate::gateway {

// The demo gateway's exec-approvals document and standing grants: `exec.approvals.get/set` (and
// the node variants, answered from the same document) with the real gateway's hash check, and
// `exec.approval.grants.list/revoke`. Seeded with a realistic document; "allow always" on an exec
// approval adds an allowlist entry with source allow-always, as the real gateway does.
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
    // An exec approval decided allow-always: its agent's allowlist gains the resolved program,
    // pinned to these arguments.
    void recordAllowAlways(const core::Json &request, qint64 nowMs);

    const core::ExecApprovalsFile &file() const { return m_file; }

private:
    core::Json snapshot() const;
    QString hash() const;

    core::ExecApprovalsFile m_file;
    std::vector<core::StandingGrant> m_grants;
};

} // namespace toolgate::gateway
