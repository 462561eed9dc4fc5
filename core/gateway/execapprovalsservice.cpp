// SPDX-License-Identifier: MIT
#include "gateway/execapprovalsservice.h"

#include "approvals/approvaljson.h"
#include "gateway/gatewayclient.h"
#include "util/errorcode.h"

namespace toolgate::gateway {

namespace {

core::Error toError(const GatewayReply *reply) {
    const GatewayError &e = reply->error();
    QString code = (e.detailsCode.isEmpty() ? e.code : e.detailsCode);
    if (e.message.contains(QLatin1String("changed since last load"), Qt::CaseInsensitive))
        code = errorCodeText(core::ErrorCode::ExecApprovalsConflict);
    return core::Error{code, e.message, reply->method()};
}

} // namespace

ExecApprovalsService::ExecApprovalsService(GatewayClient *client, QObject *parent)
    : QObject(parent)
    , m_client(client) {
    qRegisterMetaType<core::ExecApprovalsSnapshot>();
    qRegisterMetaType<std::vector<core::StandingGrant>>();
    qRegisterMetaType<std::vector<core::ExecApprovalsNode>>();
    qRegisterMetaType<core::Error>();
}

GatewayReply *ExecApprovalsService::send(const QString &method, const core::Json &params) {
    if (m_client)
        return m_client->request(method, params);
    const core::Error gone{errorCodeText(core::ErrorCode::NotConnected),
                           tr("The connection to the gateway is gone; nothing was sent."), method};
    QMetaObject::invokeMethod(
        this, [this, method, gone] { emit requestFailed(method, gone); }, Qt::QueuedConnection);
    return nullptr;
}

void ExecApprovalsService::finishSnapshot(GatewayReply *reply, const QString &nodeId,
                                          bool afterSave) {
    if (!reply)
        return;
    connect(reply, &GatewayReply::finished, this, [this, reply, nodeId, afterSave] {
        if (!reply->isOk()) {
            emit requestFailed(reply->method(), toError(reply));
            return;
        }
        auto snapshot = core::execApprovalsSnapshotFromJson(reply->payload());
        if (!snapshot) {
            core::Error error = snapshot.error();
            error.where = reply->method() +
                          (error.where.isEmpty() ? QString() : QStringLiteral(" ") + error.where);
            emit requestFailed(reply->method(), error);
            return;
        }
        if (afterSave)
            emit saved(snapshot.value(), nodeId);
        else
            emit loaded(snapshot.value(), nodeId);
    });
}

void ExecApprovalsService::fetch(const QString &nodeId) {
    core::Json params = core::Json::object();
    if (!nodeId.isEmpty())
        params["nodeId"] = nodeId.toStdString();
    finishSnapshot(send(nodeId.isEmpty() ? QStringLiteral("exec.approvals.get")
                                         : QStringLiteral("exec.approvals.node.get"),
                        params),
                   nodeId, false);
}

void ExecApprovalsService::save(const core::ExecApprovalsFile &file, const QString &baseHash,
                                const QString &nodeId) {
    core::Json params = core::Json::object();
    if (!nodeId.isEmpty())
        params["nodeId"] = nodeId.toStdString();
    params["file"] = core::toJson(file);
    if (!baseHash.isEmpty())
        params["baseHash"] = baseHash.toStdString();
    finishSnapshot(send(nodeId.isEmpty() ? QStringLiteral("exec.approvals.set")
                                         : QStringLiteral("exec.approvals.node.set"),
                        params),
                   nodeId, true);
}

void ExecApprovalsService::fetchNodes() {
    GatewayReply *reply = send(QStringLiteral("node.list"), core::Json::object());
    if (!reply)
        return;
    connect(reply, &GatewayReply::finished, this, [this, reply] {
        if (reply->isOk())
            emit nodesLoaded(core::execApprovalsNodesFromJson(reply->payload()), QString());
        else
            emit nodesLoaded({}, reply->error().message);
    });
}

void ExecApprovalsService::fetchGrants(int limit) {
    core::Json params = core::Json::object();
    if (limit > 0)
        params["limit"] = limit;
    GatewayReply *reply = send(QStringLiteral("exec.approval.grants.list"), params);
    if (!reply)
        return;
    connect(reply, &GatewayReply::finished, this, [this, reply] {
        if (!reply->isOk()) {
            emit requestFailed(reply->method(), toError(reply));
            return;
        }
        emit grantsLoaded(core::standingGrantsFromJson(reply->payload()));
    });
}

void ExecApprovalsService::revokeGrant(const QString &grantId) {
    GatewayReply *reply = send(QStringLiteral("exec.approval.grants.revoke"),
                               core::Json{{"grantId", grantId.toStdString()}});
    if (!reply)
        return;
    connect(reply, &GatewayReply::finished, this, [this, reply, grantId] {
        if (!reply->isOk()) {
            emit requestFailed(reply->method(), toError(reply));
            return;
        }
        emit grantRevoked(grantId, core::jsonString(reply->payload(), "outcome"));
    });
}

} // namespace toolgate::gateway
