// SPDX-License-Identifier: MIT
#include "ui/execapprovals/documentwatch.h"

#include "gateway/gatewayclient.h"

namespace toolgate::ui {

namespace {
constexpr int kSettleMs = 300; // one re-read for a batch of decisions
}

DocumentWatch::DocumentWatch(QObject *parent)
    : QObject(parent) {
    m_settle.setSingleShot(true);
    m_settle.setInterval(kSettleMs);
    connect(&m_settle, &QTimer::timeout, this, &DocumentWatch::changed);
}

void DocumentWatch::watch(gateway::GatewayClient *client) {
    disconnect(m_wire);
    m_settle.stop();
    m_client = client;
    if (!client)
        return;
    m_wire = connect(client, &gateway::GatewayClient::eventReceived, this,
                     [this](const QString &event, const core::Json &payload) {
                         const bool storedAlways =
                             event == QLatin1String("exec.approval.resolved") &&
                             payload.value("decision", core::Json()) == "allow-always";
                         if (storedAlways || event == QLatin1String("config.changed"))
                             m_settle.start();
                     });
}

} // namespace toolgate::ui
