// SPDX-License-Identifier: MIT
#include "ui/document/gatewaytoolcatalog.h"

#include "gateway/catalogtools.h"
#include "gateway/connectionmanager.h"
#include "models/policyworkspace.h"
#include "ui/document/gatewayconfiglink.h"
#include "ui/shell/errortext.h"

#include <algorithm>

namespace toolgate::ui {

namespace {
bool sameTools(const std::vector<core::PolicyTool> &a, const std::vector<core::PolicyTool> &b) {
    return std::equal(a.begin(), a.end(), b.begin(), b.end(), [](const auto &x, const auto &y) {
        return x.name == y.name && x.pluginId == y.pluginId;
    });
}
} // namespace

GatewayToolCatalog::GatewayToolCatalog(GatewayConfigLink *link,
                                       gateway::ConnectionManager *connections,
                                       core::PolicyWorkspace *workspace, QObject *parent)
    : QObject(parent)
    , m_link(link)
    , m_connections(connections)
    , m_workspace(workspace) {
    // Applying may have enabled or removed a plugin, so its tools are asked for again too.
    connect(link, &GatewayConfigLink::loaded, this, &GatewayToolCatalog::refresh);
    connect(link, &GatewayConfigLink::attached, this, &GatewayToolCatalog::refresh);
    connect(link, &GatewayConfigLink::applied, this, &GatewayToolCatalog::refresh);
}

void GatewayToolCatalog::refresh() {
    const QString id = m_link->connectionId();
    gateway::ConfigService *service = id.isEmpty() ? nullptr : m_connections->configService(id);
    if (!service)
        return;
    disconnect(m_loadedWire);
    disconnect(m_failedWire);
    m_loadedWire = connect(service, &gateway::ConfigService::toolsCatalogLoaded, this,
                           [this, id](const gateway::ToolsCatalog &catalog) {
                               disconnect(m_loadedWire);
                               disconnect(m_failedWire);
                               received(id, catalog);
                           });
    m_failedWire = connect(
        service, &gateway::ConfigService::requestFailed, this,
        [this, id](const QString &method, const core::Error &error) {
            if (method != QLatin1String("tools.catalog"))
                return;
            disconnect(m_loadedWire);
            disconnect(m_failedWire);
            emit failed(tr("%1 did not give its tool catalog: %2. The policy is still evaluated "
                           "against the tools it had.")
                            .arg(m_connections->displayName(id), ErrorText::describe(error)));
        });
    service->fetchToolsCatalog({}, true);
}

void GatewayToolCatalog::received(const QString &connectionId,
                                  const gateway::ToolsCatalog &catalog) {
    m_catalog = catalog;
    m_catalogConnection = connectionId;
    if (!m_workspace->toolsPinned()) {
        std::vector<core::PolicyTool> tools = gateway::policyToolsFromCatalog(catalog);
        if (!sameTools(tools, m_workspace->tools()))
            m_workspace->setTools(std::move(tools));
    }
    emit catalogChanged();
}

} // namespace toolgate::ui
