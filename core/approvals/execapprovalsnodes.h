// SPDX-License-Identifier: MIT
#pragma once

#include "util/json.h"

#include <QString>

#include <vector>

namespace toolgate::core {

// A node from `node.list` ({ts, activeNodeId?, nodes:[{nodeId, displayName?, platform?,
// connected, commands[]}]}) as the exec approvals screen needs it: a node host keeps its own
// exec-approvals document, reachable through exec.approvals.node.get/set when it offers the
// system.execApprovals.get and .set commands (the macOS app and the headless node host do).
struct ExecApprovalsNode {
    QString nodeId;
    QString displayName; // the node id when the gateway has no name
    QString platform;
    bool connected = false;
    bool supportsExecApprovals = false;
};

// Lenient: entries without a nodeId are skipped; anything but an object gives an empty list.
std::vector<ExecApprovalsNode> execApprovalsNodesFromJson(const Json &nodeListPayload);

} // namespace toolgate::core
