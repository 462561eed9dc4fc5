// SPDX-License-Identifier: MIT
#pragma once

#include "demo/demohost.h"
#include "demo/demoscenario.h"
#include "util/result.h"

#include <QObject>
#include <QUrl>

#include <memory>

namespace toolgate::gateway::demo {

class DemoClock;
class DemoScenarioPlayer;
class DemoServer;

// The embedded demo gateway: a QWebSocketServer on 127.0.0.1 that speaks the OpenClaw protocol v4
// subset an approval console uses (connect.challenge, connect with token + Ed25519 device
// signature, hello-ok, tick, config.get/patch, tools.catalog, exec./plugin.approval.*, agent
// events), frame for frame like a real 2026.9.6 gateway, and plays a scenario whose scripted
// agents' tool calls go through the real policy pipeline, loop detector and approval rules.
//
//   DemoGateway gateway;
//   gateway.setScenario(resolveDemoScenario("everyday-coding").value());
//   if (auto started = gateway.start(); !started) ...;   // port 0 = any free port
//   connect to gateway.url() with gateway.token()
//
// By default the scenario starts when the first operator console completes its handshake (so it
// sees every event); call play() to start it at once.
class DemoGateway final : public QObject, public DemoHost {
    Q_OBJECT

public:
    explicit DemoGateway(QObject *parent = nullptr);
    ~DemoGateway() override;

    void setScenario(const DemoScenario &scenario);
    // The shared gateway token clients must send as auth.token (random unless set).
    void setToken(const QString &token);
    QString token() const;
    // Start the scenario on the first operator handshake (default) or only on play().
    void setAutoPlay(bool autoPlay);

    core::Status start(quint16 port = 0);
    void stop();
    bool isListening() const;
    QUrl url() const;
    quint16 port() const;

    void play();
    DemoScenarioPlayer *player() const;
    bool isScenarioFinished() const;

    DemoClock *clock() const override;
    const core::Json &currentConfig() const override;
    const core::ExecApprovalsFile &execApprovals() const override;
    QString configHash() const;
    int connectionCount() const;
    QStringList pendingApprovalIds() const;

    QString raiseApproval(const QString &kind, const core::Json &request, qint64 timeoutMs,
                          const QStringList &allowedDecisions, ApprovalDone done) override;
    void publishAgentEvent(const core::Json &payload) override;

signals:
    void clientConnected(const QString &connId, const QString &clientId);
    void clientDisconnected(const QString &connId);
    void approvalRequested(const QString &id, const QString &kind);
    // decision is empty for "no decision" (timeout or no route; see terminalReason).
    void approvalResolved(const QString &id, const QString &kind, const QString &decision,
                          const QString &terminalReason);
    void configChanged(const QString &hash);
    void scenarioStarted();
    void scenarioFinished();

private:
    std::unique_ptr<DemoServer> d; // demoserver.h: sockets, handshake, method table
};

} // namespace toolgate::gateway::demo
