// SPDX-License-Identifier: MIT
#pragma once

#include "approvals/execapprovalsfile.h"
#include "approvals/execapprovalsnodes.h"
#include "approvals/standinggrant.h"
#include "util/result.h"

#include <QObject>
#include <QPointer>

#include <vector>

namespace toolgate::gateway {

class GatewayClient;

// The gateway's exec-approvals document and standing grants (operator.admin):
// `exec.approvals.get/set` (or `exec.approvals.node.get/set` with a node id) and
// `exec.approval.grants.list/revoke`. Results arrive as signals. A set whose baseHash is stale is
// refused by the gateway and nothing is written: that failure carries code
// EXEC_APPROVALS_CONFLICT, so callers can say "changed elsewhere, reload" instead of an error.
// The client is guarded: once its connection is gone every call fails with NOT_CONNECTED
// (asynchronously, like any other failure) instead of touching a deleted client.
class ExecApprovalsService final : public QObject {
    Q_OBJECT

public:
    explicit ExecApprovalsService(GatewayClient *client, QObject *parent = nullptr);

    void fetch(const QString &nodeId = {});
    void save(const core::ExecApprovalsFile &file, const QString &baseHash,
              const QString &nodeId = {});
    void fetchGrants(int limit = 0);
    void revokeGrant(const QString &grantId);
    // The gateway's nodes (node.list); a gateway without the method lists none, with the reason.
    void fetchNodes();

signals:
    void loaded(const toolgate::core::ExecApprovalsSnapshot &snapshot, const QString &nodeId);
    void saved(const toolgate::core::ExecApprovalsSnapshot &snapshot, const QString &nodeId);
    void grantsLoaded(const std::vector<toolgate::core::StandingGrant> &grants);
    // outcome: "revoked", "already-revoked" or "not-found".
    void grantRevoked(const QString &grantId, const QString &outcome);
    void requestFailed(const QString &method, const toolgate::core::Error &error);
    // `unavailable` says why there is no list (empty when the gateway answered).
    void nodesLoaded(const std::vector<toolgate::core::ExecApprovalsNode> &nodes,
                     const QString &unavailable);

private:
    // The request, or null (with requestFailed queued) when the client is gone.
    class GatewayReply *send(const QString &method, const core::Json &params);
    void finishSnapshot(GatewayReply *reply, const QString &nodeId, bool afterSave);

    QPointer<GatewayClient> m_client;
};

} // namespace toolgate::gateway

Q_DECLARE_METATYPE(toolgate::core::ExecApprovalsSnapshot)
Q_DECLARE_METATYPE(std::vector<toolgate::core::StandingGrant>)
Q_DECLARE_METATYPE(std::vector<toolgate::core::ExecApprovalsNode>)
