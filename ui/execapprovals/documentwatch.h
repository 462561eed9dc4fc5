// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>
#include <QPointer>
#include <QTimer>

namespace toolgate::gateway {
class GatewayClient;
}

namespace toolgate::ui {

// Says when the gateway's exec-approvals document or config may have moved on under the Exec
// approvals screen: an exec approval decided "allow always" (the gateway stores entries as it
// resolves) or `config.changed` (the requested side; a demo scenario switch rebuilds both). A
// burst becomes one signal.
class DocumentWatch final : public QObject {
    Q_OBJECT

public:
    explicit DocumentWatch(QObject *parent = nullptr);

    // Follows this client's events; null stops.
    void watch(gateway::GatewayClient *client);

signals:
    void changed();

private:
    QPointer<gateway::GatewayClient> m_client;
    QMetaObject::Connection m_wire;
    QTimer m_settle;
};

} // namespace toolgate::ui
