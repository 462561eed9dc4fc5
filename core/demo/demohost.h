// SPDX-License-Identifier: MIT
#pragma once

#include "approvals/execapprovalsfile.h"
#include "util/json.h"

#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace toolgate::gateway::demo {

class DemoClock;

// The demo gateway's user home: where `~` in allowlist patterns points.
inline constexpr char kDemoHome[] = "/home/demo";

// What the scenario player needs from the gateway it runs in: time, the live config and exec
// approvals, a way to raise approvals and to publish agent events. DemoGateway implements it.
class DemoHost {
public:
    // decision: "allow-once" | "allow-always" | "deny", or nullopt (timeout / no route);
    // terminalReason: user | timeout | no-route.
    using ApprovalDone =
        std::function<void(const std::optional<QString> &decision, const QString &terminalReason)>;

    virtual ~DemoHost() = default;
    virtual DemoClock *clock() const = 0;
    virtual const core::Json &currentConfig() const = 0;
    // The exec-approvals document exec calls are checked against (the one exec.approvals.get
    // shows).
    virtual const core::ExecApprovalsFile &execApprovals() const = 0;
    // Raises an exec ("exec") or plugin ("plugin") approval; returns its id. `done` runs once.
    virtual QString raiseApproval(const QString &kind, const core::Json &request, qint64 timeoutMs,
                                  const QStringList &allowedDecisions, ApprovalDone done) = 0;
    // `payload` is the agent event payload without seq/ts; the host stamps and fans it out.
    virtual void publishAgentEvent(const core::Json &payload) = 0;
};

} // namespace toolgate::gateway::demo
