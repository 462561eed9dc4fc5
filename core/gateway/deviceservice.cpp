// SPDX-License-Identifier: MIT
#include "gateway/deviceservice.h"

#include "approvals/approvaljson.h"
#include "gateway/gatewayclient.h"
#include "gateway/gatewaylog.h"

#include <utility>

namespace toolgate::gateway {

using core::Json;
using core::jsonString;
using core::jsonStringList;

namespace {

constexpr int kUpgradeWaitMs = 5 * 60 * 1000 + 10000; // the request's lifetime, plus a margin

Json stringArray(const QStringList &list) {
    Json array = Json::array();
    for (const QString &s : list)
        array.push_back(s.toStdString());
    return array;
}

// What the owner reads after an action: the gateway's answer, without any token it carried.
QString describeAnswer(DeviceService::Action action, const Json &payload) {
    switch (action) {
    case DeviceService::Action::Approve:
        return QStringLiteral("Approved.");
    case DeviceService::Action::Reject:
        return QStringLiteral("Rejected.");
    case DeviceService::Action::Remove:
        return QStringLiteral("Removed.");
    case DeviceService::Action::Rotate: {
        const QString delivery = jsonString(payload, "tokenDelivery");
        return QStringLiteral("Token rotated for role %1 (scopes: %2)%3.")
            .arg(jsonString(payload, "role"),
                 jsonStringList(payload, "scopes").join(QStringLiteral(", ")),
                 delivery == QLatin1String("withheld-cross-device")
                     ? QStringLiteral("; the device gets its new token when it reconnects with "
                                      "the gateway token")
                     : QString());
    }
    case DeviceService::Action::Revoke:
        return QStringLiteral("Token revoked.");
    }
    return {};
}

} // namespace

DeviceService::DeviceService(GatewayClient *client, QObject *parent)
    : QObject(parent)
    , m_client(client) {
    connect(client, &GatewayClient::connected, this, [this] {
        if (isAvailable())
            refresh();
    });
    connect(client, &GatewayClient::eventReceived, this, &DeviceService::onEvent);
    connect(client, &GatewayClient::disconnected, this, [this] {
        m_loaded = false;
        emit devicesChanged();
    });
}

bool DeviceService::isAvailable() const {
    return m_client->isConnected() && (m_client->hasScope(QStringLiteral("operator.pairing")) ||
                                       m_client->hasScope(QStringLiteral("operator.admin")));
}

QString DeviceService::actionName(Action action) {
    switch (action) {
    case Action::Approve:
        return QStringLiteral("approve");
    case Action::Reject:
        return QStringLiteral("reject");
    case Action::Remove:
        return QStringLiteral("remove");
    case Action::Rotate:
        return QStringLiteral("rotate");
    case Action::Revoke:
        return QStringLiteral("revoke");
    }
    return {};
}

void DeviceService::refresh() {
    if (m_refreshing) {
        m_refreshAgain = true;
        return;
    }
    m_refreshing = true;
    GatewayReply *reply = m_client->request(QStringLiteral("device.pair.list"));
    connect(reply, &GatewayReply::finished, this, [this, reply] {
        m_refreshing = false;
        if (reply->isOk()) {
            m_devices = deviceListFromJson(reply->payload());
            m_loaded = true;
            emit devicesChanged();
        } else {
            emit refreshFailed(
                QStringLiteral("device.pair.list failed: %1").arg(reply->error().toString()));
        }
        if (std::exchange(m_refreshAgain, false))
            refresh();
    });
}

void DeviceService::run(Action action, const QString &target, const QString &role) {
    QString method;
    Json params;
    switch (action) {
    case Action::Approve:
    case Action::Reject:
        method = action == Action::Approve ? QStringLiteral("device.pair.approve")
                                           : QStringLiteral("device.pair.reject");
        params = Json{{"requestId", target.toStdString()}};
        break;
    case Action::Remove:
        method = QStringLiteral("device.pair.remove");
        params = Json{{"deviceId", target.toStdString()}};
        break;
    case Action::Rotate:
    case Action::Revoke:
        method = action == Action::Rotate ? QStringLiteral("device.token.rotate")
                                          : QStringLiteral("device.token.revoke");
        params = Json{{"deviceId", target.toStdString()}, {"role", role.toStdString()}};
        break;
    }
    GatewayReply *reply = m_client->request(method, params);
    connect(reply, &GatewayReply::finished, this, [this, reply, action, target, method] {
        const bool ok = reply->isOk();
        const QString message =
            ok ? describeAnswer(action, reply->payload())
               : QStringLiteral("%1 failed: %2").arg(method, reply->error().toString());
        qCInfo(lcGateway).noquote() << method << (ok ? "ok" : "failed");
        emit actionFinished(action, target, ok, message);
        refresh();
    });
}

bool DeviceService::canRequestScopeUpgrade() const {
    return m_client->isConnected() &&
           m_client->hello().methods.contains(QStringLiteral("device.scopes.requestUpgrade"));
}

void DeviceService::requestScopeUpgrade(const QStringList &scopes) {
    GatewayReply *reply = m_client->request(QStringLiteral("device.scopes.requestUpgrade"),
                                            Json{{"scopes", stringArray(scopes)}});
    connect(reply, &GatewayReply::finished, this, [this, reply] {
        if (!reply->isOk()) {
            emit scopeUpgradeChanged(QStringLiteral("failed"),
                                     QStringLiteral("device.scopes.requestUpgrade failed: %1")
                                         .arg(reply->error().toString()));
            return;
        }
        const QString requestId = jsonString(reply->payload(), "requestId");
        emit scopeUpgradeChanged(
            QStringLiteral("pending"),
            QStringLiteral("Asked for more scopes (request %1): approve it on the gateway host "
                           "with `openclaw devices approve %1`.")
                .arg(requestId));
        RequestOptions wait;
        wait.timeoutMs = kUpgradeWaitMs;
        GatewayReply *waiting =
            m_client->request(QStringLiteral("device.scopes.waitUpgrade"),
                              Json{{"requestId", requestId.toStdString()}}, wait);
        connect(waiting, &GatewayReply::finished, this, [this, waiting] {
            const QString status = waiting->isOk() ? jsonString(waiting->payload(), "status")
                                                   : QStringLiteral("failed");
            QString message;
            if (status == QLatin1String("approved")) {
                message = QStringLiteral("Scopes approved (%1); reconnecting.")
                              .arg(jsonStringList(waiting->payload(), "scopes")
                                       .join(QStringLiteral(", ")));
            } else if (status == QLatin1String("rejected") || status == QLatin1String("expired")) {
                message = QStringLiteral("The scope request was %1.").arg(status);
            } else {
                message = QStringLiteral("device.scopes.waitUpgrade failed: %1")
                              .arg(waiting->error().toString());
            }
            emit scopeUpgradeChanged(status, message);
            if (status == QLatin1String("approved")) {
                m_client->stop();
                m_client->start();
            }
        });
    });
}

void DeviceService::onEvent(const QString &event, const core::Json &payload) {
    Q_UNUSED(payload)
    if (event == QLatin1String("device.pair.requested") ||
        event == QLatin1String("device.pair.resolved")) {
        if (isAvailable())
            refresh();
    }
}

} // namespace toolgate::gateway
