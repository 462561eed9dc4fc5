// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QTimer>

#include <functional>

namespace toolgate::gateway {
class GatewayClient;
}

namespace toolgate::cli {

// The time a gateway command gives its first connection. When it runs out, `expired` gets one line
// naming the URL, the time and why the last attempt failed — not the retry that may be under way
// (the client's own status ends with a next retry that the command will not make).
class ConnectDeadline final {
public:
    // `failFastOnRefused`: a refused connection expires the deadline at once.
    ConnectDeadline(gateway::GatewayClient *client, const QString &url, int timeoutMs,
                    bool failFastOnRefused, std::function<void(const QString &line)> expired);

    void start();
    void stop();

private:
    QTimer m_timer;
    int m_timeoutMs;
    QString m_lastFailure; // why the last attempt failed, kept while the next one runs
};

} // namespace toolgate::cli
