// SPDX-License-Identifier: MIT
#include "approvals/execapprovalsnodes.h"

namespace toolgate::core {

std::vector<ExecApprovalsNode> execApprovalsNodesFromJson(const Json &payload) {
    std::vector<ExecApprovalsNode> out;
    if (!payload.is_object() || !payload.contains("nodes") || !payload["nodes"].is_array())
        return out;
    auto str = [](const Json &o, const char *key) {
        return o.contains(key) && o[key].is_string()
                   ? QString::fromStdString(o[key].get<std::string>())
                   : QString();
    };
    for (const Json &n : payload["nodes"]) {
        if (!n.is_object() || str(n, "nodeId").isEmpty())
            continue;
        ExecApprovalsNode node;
        node.nodeId = str(n, "nodeId");
        node.displayName = str(n, "displayName").isEmpty() ? node.nodeId : str(n, "displayName");
        node.platform = str(n, "platform");
        node.connected =
            n.value("connected", Json(false)).is_boolean() && n["connected"].get<bool>();
        bool get = false;
        bool set = false;
        if (n.contains("commands") && n["commands"].is_array())
            for (const Json &c : n["commands"]) {
                get = get || c == "system.execApprovals.get";
                set = set || c == "system.execApprovals.set";
            }
        node.supportsExecApprovals = get && set;
        out.push_back(std::move(node));
    }
    return out;
}

} // namespace toolgate::core
