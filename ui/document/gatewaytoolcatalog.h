// SPDX-License-Identifier: MIT
#pragma once

#include "gateway/configservice.h"

#include <QMetaObject>
#include <QObject>
#include <QString>

namespace toolgate::core {
class PolicyWorkspace;
}
namespace toolgate::gateway {
class ConnectionManager;
}

namespace toolgate::ui {

class GatewayConfigLink;

// Keeps the tools a policy is evaluated against in step with the gateway whose config is open:
// each time the link opens, attaches or applies a gateway's config, that gateway is asked for its
// `tools.catalog` with plugins, and the workspace then evaluates those tools (unless the user
// pinned a list with --tools), so the Pipeline can explain a plugin tool's absence too.
class GatewayToolCatalog final : public QObject {
    Q_OBJECT

public:
    GatewayToolCatalog(GatewayConfigLink *link, gateway::ConnectionManager *connections,
                       core::PolicyWorkspace *workspace, QObject *parent = nullptr);

    // The last catalog a gateway reported (no groups before the first), and whose it is.
    const gateway::ToolsCatalog &catalog() const { return m_catalog; }
    QString connectionId() const { return m_catalogConnection; }
    // Asks the linked gateway again; nothing happens while no gateway config is open.
    void refresh();

signals:
    void catalogChanged();
    // The gateway could not give its catalog; the tools evaluated stay as they were.
    void failed(const QString &message);

private:
    void received(const QString &connectionId, const gateway::ToolsCatalog &catalog);

    GatewayConfigLink *m_link;
    gateway::ConnectionManager *m_connections;
    core::PolicyWorkspace *m_workspace;
    gateway::ToolsCatalog m_catalog;
    QString m_catalogConnection;
    // The wires of the request in flight; a newer request replaces them.
    QMetaObject::Connection m_loadedWire;
    QMetaObject::Connection m_failedWire;
};

} // namespace toolgate::ui
