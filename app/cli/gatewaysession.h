// SPDX-License-Identifier: MIT
#pragma once

#include "cliparser.h"

#include <QString>

#include <memory>

namespace toolgate::gateway {
class GatewayClient;
}

namespace toolgate::cli {

class ConnectDeadline;

// One gateway command's connection: the client built from the command's gateway flags, the
// connect deadline, and the exit code the first finish()/fail() sets. A failed connection ends
// the command with one line that, where the fix is a flag, names it.
//
//   GatewaySession session(QStringLiteral("toolgate-cli approvals"), args);
//   QObject::connect(session.client(), &GatewayClient::connected, ..., [&] { ...finish(0); });
//   return session.run();
class GatewaySession {
public:
    GatewaySession(const QString &name, const GatewayArgs &args);
    ~GatewaySession();

    gateway::GatewayClient *client() const { return m_client.get(); }
    const GatewayArgs &args() const { return m_args; }
    // Long-running commands (watch) report each retry on stderr; one-shot ones stay quiet.
    void setReportRetries(bool report) { m_reportRetries = report; }

    // Starts connecting and turns the event loop until finish()/fail(); returns the exit code.
    int run();
    void finish(int code);
    // Prints "NAME: message" (once: later failures of a finished command are not news).
    void fail(const QString &message, int code = 1);

private:
    QString m_name;
    GatewayArgs m_args;
    std::unique_ptr<gateway::GatewayClient> m_client;
    std::unique_ptr<ConnectDeadline> m_deadline;
    bool m_reportRetries = false;
    int m_exitCode = -1;
};

} // namespace toolgate::cli
