// SPDX-License-Identifier: MIT
#include "gateway/tooleventfeed.h"

#include "gateway/gatewayclient.h"
#include "gateway/gatewaylog.h"

namespace toolgate::gateway {

ToolEventFeed::ToolEventFeed(GatewayClient *client, QObject *parent)
    : QObject(parent)
    , m_client(client) {
    connect(client, &GatewayClient::connected, this, &ToolEventFeed::subscribe);
    connect(client, &GatewayClient::disconnected, this, [this] { m_subscribed = false; });
    connect(client, &GatewayClient::eventReceived, this, &ToolEventFeed::onEvent);
    if (client->isConnected())
        subscribe();
}

void ToolEventFeed::subscribe() {
    const QStringList &methods = m_client->hello().methods;
    if (!methods.isEmpty() && !methods.contains(QLatin1String("sessions.subscribe")))
        return; // a gateway without it (the demo) sends every tool event as `agent`
    GatewayReply *reply =
        m_client->request(QStringLiteral("sessions.subscribe"), core::Json::object());
    connect(reply, &GatewayReply::finished, this, [this, reply] {
        m_subscribed = reply->isOk();
        if (m_subscribed) {
            emit subscribed();
        } else {
            qCWarning(lcGateway).noquote()
                << "sessions.subscribe failed:" << reply->error().toString();
            emit subscribeFailed(reply->error().toString());
        }
    });
}

void ToolEventFeed::onEvent(const QString &event, const core::Json &payload) {
    const bool own = event == QLatin1String("agent");
    if (!own && event != QLatin1String("session.tool"))
        return;
    auto parsed = toolEventFromJson(payload);
    if (!parsed)
        return; // another stream of an agent event, or unreadable
    const ToolEvent &e = parsed.value();
    if (e.phase == QLatin1String("update")) {
        if (own)
            emit toolEvent(e);
        return;
    }
    const QString key =
        e.runId + QLatin1Char('\x1f') + e.toolCallId + QLatin1Char('\x1f') + e.phase;
    if (!e.toolCallId.isEmpty()) {
        if (m_seen.contains(key)) {
            ++m_duplicates;
            return;
        }
        m_seen.insert(key);
        m_seenOrder.push_back(key);
        if (m_seenOrder.size() > kRememberedKeys) {
            m_seen.remove(m_seenOrder.front());
            m_seenOrder.pop_front();
        }
    }
    ++m_delivered;
    emit toolEvent(e);
}

} // namespace toolgate::gateway
