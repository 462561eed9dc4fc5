// SPDX-License-Identifier: MIT
#include "demo/demomethods.h"

#include "demo/demoserver.h"

namespace toolgate::gateway::demo {

namespace {

const char *const kAdmin = "operator.admin";

// The exec-approvals document and standing grants: admin only, answered by DemoExecApprovals.
void execApprovalsMethod(DemoServer &g, const DemoRequest &call) {
    Connection &c = call.conn;
    const auto r = g.execApprovals.handle(call.method, call.params,
                                          c.displayName.isEmpty() ? c.clientId : c.displayName,
                                          g.clock->nowMs());
    if (r.ok)
        g.respond(c, call.id, r.payload);
    else
        g.respondError(c, call.id, invalid(r.message));
}

std::vector<DemoMethod> buildTable() {
    std::vector<DemoMethod> table = demoConfigMethods();
    for (const DemoMethod &m : demoApprovalMethods())
        table.push_back(m);
    for (const char *name :
         {"exec.approvals.get", "exec.approvals.set", "exec.approvals.node.get",
          "exec.approvals.node.set", "exec.approval.grants.list", "exec.approval.grants.revoke"})
        table.push_back({name, kAdmin, execApprovalsMethod});
    return table;
}

} // namespace

const std::vector<DemoMethod> &demoMethods() {
    static const std::vector<DemoMethod> table = buildTable();
    return table;
}

const DemoMethod *findDemoMethod(const QString &name) {
    for (const DemoMethod &m : demoMethods()) {
        if (name == QLatin1String(m.name))
            return &m;
    }
    return nullptr;
}

} // namespace toolgate::gateway::demo
