// SPDX-License-Identifier: MIT
#include "gatewaysession.h"

#include "clicommon.h"
#include "connectdeadline.h"
#include "util/errorcode.h"

#include "gateway/gatewayclient.h"

#include <QCoreApplication>
#include <QLoggingCategory>
#include <QTimer>

namespace toolgate::cli {

using gateway::ConnectionState;
using gateway::ConnectionStatus;
using gateway::GatewayClient;

namespace {

// One line; where the fix is a flag of the command, it names the flag.
QString failureLine(const ConnectionStatus &status) {
    if (core::errorCodeFrom(status.errorCode) == core::ErrorCode::TlsUntrusted)
        return status.message + QStringLiteral(" To trust it, rerun with --tls-fingerprint %1.")
                                    .arg(status.tlsPresented);
    if (core::errorCodeFrom(status.errorCode) == core::ErrorCode::InsecureTransport)
        return status.message + QStringLiteral(" (--allow-insecure-ws)");
    return status.message;
}

} // namespace

GatewaySession::GatewaySession(const QString &name, const GatewayArgs &args)
    : m_name(name)
    , m_args(args)
    , m_client(std::make_unique<GatewayClient>(args.options())) {
    // Connection chatter goes to the log only when asked for (QT_LOGGING_RULES).
    QLoggingCategory::setFilterRules(
        QStringLiteral("toolgate.gateway.info=false\ntoolgate.gateway.warning=false"));
    QObject::connect(
        m_client.get(), &GatewayClient::statusChanged, m_client.get(),
        [this](const ConnectionStatus &status) {
            if (status.state == ConnectionState::Failed)
                fail(failureLine(status));
            else if (status.state == ConnectionState::Connected && !status.missingScopes.isEmpty())
                err() << m_name << ": " << status.message << Qt::endl;
            else if (status.state == ConnectionState::WaitingToRetry && m_reportRetries)
                err() << m_name << ": " << status.message << Qt::endl;
        });
    m_deadline = std::make_unique<ConnectDeadline>(m_client.get(), args.url, args.connectTimeoutMs,
                                                   !args.waitForGateway,
                                                   [this](const QString &line) { fail(line); });
}

GatewaySession::~GatewaySession() = default;

int GatewaySession::run() {
    m_deadline->start();
    m_client->start();
    const int code = QCoreApplication::exec();
    m_client->stop();
    return m_exitCode >= 0 ? m_exitCode : code;
}

void GatewaySession::finish(int code) {
    if (m_exitCode >= 0)
        return;
    m_exitCode = code;
    QTimer::singleShot(0, qApp, [code] { QCoreApplication::exit(code); });
}

void GatewaySession::fail(const QString &message, int code) {
    if (m_exitCode >= 0)
        return;
    err() << m_name << ": " << message << Qt::endl;
    finish(code);
}

} // namespace toolgate::cli
