// SPDX-License-Identifier: MIT
#pragma once

#include "gateway/toolevent.h"

#include <QObject>
#include <QSet>

#include <deque>

namespace toolgate::gateway {

class GatewayClient;

// Every session's tool calls from one gateway as one stream. The gateway sends `agent` events
// (stream "tool") only to the connection that started the run; runs started by channels, cron or
// other clients reach a connection only as `session.tool` events, after it has called
// `sessions.subscribe` — which this does on every (re)connect. A call seen both ways is passed on
// once: events are de-duplicated by (runId, toolCallId, phase); "update" phases are not keyed
// (there are many per call), so only the `agent` stream's are passed on.
class ToolEventFeed final : public QObject {
    Q_OBJECT

public:
    explicit ToolEventFeed(GatewayClient *client, QObject *parent = nullptr);

    bool isSubscribed() const { return m_subscribed; }
    // Events passed on / dropped as duplicates since construction (for tests and figures).
    int delivered() const { return m_delivered; }
    int duplicates() const { return m_duplicates; }

signals:
    void toolEvent(const toolgate::gateway::ToolEvent &event);
    // sessions.subscribe was accepted (after every connect).
    void subscribed();
    // sessions.subscribe was refused (e.g. no operator.read): only this console's runs are seen.
    void subscribeFailed(const QString &error);

private:
    void subscribe();
    void onEvent(const QString &event, const core::Json &payload);

    // How many recent keys are remembered for de-duplication; a duplicate arrives within moments.
    static constexpr std::size_t kRememberedKeys = 4096;

    GatewayClient *m_client;
    bool m_subscribed = false;
    QSet<QString> m_seen;
    std::deque<QString> m_seenOrder;
    int m_delivered = 0;
    int m_duplicates = 0;
};

} // namespace toolgate::gateway
