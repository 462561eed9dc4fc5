// SPDX-License-Identifier: MIT
#pragma once

#include "demo/democlock.h"
#include "demo/demoengines.h"
#include "demo/demoexecapprovals.h"
#include "demo/demogateway.h"
#include "demo/demoplayer.h"
#include "demo/demowire.h"

#include <QHash>
#include <QPointer>
#include <QWebSocket>
#include <QWebSocketServer>

#include <optional>

#include <map>
#include <memory>
#include <optional>
#include <variant>

namespace toolgate::gateway::demo {

// One WebSocket client: its handshake state, what it declared and what it was granted.
struct Connection {
    QPointer<QWebSocket> socket;
    quint64 number = 0;
    QString connId;
    QString nonce;
    qint64 challengeTs = 0;
    bool connected = false;
    QString clientId;
    QString clientMode;
    QString displayName;
    QString platform;
    QString deviceFamily;
    QString instanceId;
    QString version;
    QString role;
    QStringList scopes;
    QStringList caps;
    QString deviceId;
    qint64 connectedAt = 0;
    qint64 seq = 0;

    bool hasScope(const QString &scope) const {
        if (scopes.contains(QStringLiteral("operator.admin")))
            return true;
        if (scope == QLatin1String("operator.read") &&
            scopes.contains(QStringLiteral("operator.write")))
            return true;
        return scopes.contains(scope);
    }
    bool isAdmin() const { return scopes.contains(QStringLiteral("operator.admin")); }
};

// One exec or plugin approval, open or resolved, with the requests waiting on its decision.
struct Approval {
    QString id;
    QString kind; // exec | plugin
    core::Json request;
    qint64 createdAtMs = 0;
    qint64 expiresAtMs = 0;
    QStringList allowed;
    bool resolved = false;
    std::optional<QString> decision;
    QString terminalReason;
    DemoClock::TimerId timer = 0;
    quint64 ownerConn = 0; // 0 = a scenario agent
    QString ownerDevice;
    DemoHost::ApprovalDone done;
    std::vector<std::pair<quint64, QString>> waiters;  // waitDecision requests
    std::vector<std::pair<quint64, QString>> finalRes; // exec/plugin.approval.request answers
};

// DemoGateway's state and machinery, split by job over several files:
//   demoserver.cpp          sockets, frames, tick, request dispatch through the method table
//   demohandshake.cpp       connect: schema, auth, device signature, hello-ok, presence
//   demoapprovalrouting.cpp who sees which approval; create, expire, resolve, find
//   demomethods.*           the method table; handlers in democonfigmethods.cpp and
//                           demoapprovalmethods.cpp (exec-approvals in DemoExecApprovals)
class DemoServer {
public:
    static constexpr qint64 kTickIntervalMs = 30000;
    static constexpr const char *kConfigPath = "/home/demo/.openclaw/openclaw.json";

    explicit DemoServer(DemoGateway *owner);

    static QByteArray randomBytes(int n);
    QString hashOf(const QByteArray &raw) const;
    QByteArray raw() const;
    // Tells every operator.read console that the config changed (after a patch or a new scenario).
    void broadcastConfigChanged();

    // --- server (demoserver.cpp) ---------------------------------------------------------------
    core::Status listen(quint16 port);
    void close();
    void sendFrame(Connection &c, const core::Json &frame);
    void respond(Connection &c, const QString &id, const core::Json &payload);
    void respondError(Connection &c, const QString &id, const ProtocolError &error);
    void sendEvent(Connection &c, const char *event, const core::Json &payload,
                   const core::Json &stateVersion = nullptr);
    Connection *byNumber(quint64 number);
    void accept();
    void onText(QWebSocket *socket, const QString &text);
    void onClosed(QWebSocket *socket);
    void handleRequest(Connection &c, const QString &id, const QString &method,
                       const core::Json &params);
    void tick();

    // --- handshake (demohandshake.cpp) ---------------------------------------------------------
    // connect in steps; each check that fails has answered and closed the socket (false).
    void handleConnect(Connection &c, const QString &id, const core::Json &params);
    bool checkConnectSchema(Connection &c, const QString &id, const core::Json &params);
    std::optional<QString> authenticate(Connection &c, const QString &id,
                                        const core::Json &params); // the auth method
    bool verifyDevice(Connection &c, const QString &id, const core::Json &params);
    void grantScopes(Connection &c, const core::Json &params);
    void failConnect(Connection &c, const QString &id, const ProtocolError &error,
                     QWebSocketProtocol::CloseCode code, const QString &reason);
    core::Json helloOk(const Connection &c, const QString &method,
                       const QString &deviceToken) const;
    core::Json presence() const;
    void maybeAutoPlay(const Connection &c);
    void startPlayer();

    // --- approval routing (demoapprovalrouting.cpp) --------------------------------------------
    bool receivesApprovals(const Connection &c, const Approval &a) const;
    bool visible(const Connection &c, const Approval &a) const;
    core::Json listEntry(const Approval &a) const;
    core::Json decisionPayload(const Approval &a, bool withReason) const;
    QString create(const QString &kind, const QString &wantedId, const core::Json &request,
                   qint64 timeoutMs, const QStringList &allowed, quint64 ownerConn,
                   const QString &ownerDevice, DemoHost::ApprovalDone done);
    // The scenario's agents are going away: their open approvals end now (consoles see them
    // resolved) and their callbacks, which point into the old player, are dropped unrun.
    void endAgentApprovals();
    void expire(const QString &id);
    void finalize(const QString &id, const std::optional<QString> &decision,
                  const QString &terminalReason, const QString &resolvedBy, bool broadcast);
    // Exact id, else a unique prefix; kind "" accepts both kinds.
    std::variant<std::shared_ptr<Approval>, ProtocolError> find(const QString &id,
                                                                const QString &kind) const;

    DemoGateway *q;
    DemoClock *clock;
    QWebSocketServer server;
    std::unique_ptr<DemoPolicyEngine> policy;
    std::unique_ptr<DemoLoopEngine> loops;
    std::unique_ptr<DemoScenarioPlayer> player;
    DemoExecApprovals execApprovals;
    DemoScenario scenario;
    core::Json config = core::Json::object();
    QString token;
    QByteArray hmacKey;
    QString bootId;
    qint64 startedAt = 0;
    bool autoPlay = true;
    quint64 nextConn = 1;
    std::map<QWebSocket *, std::unique_ptr<Connection>> connections;
    std::map<QString, std::shared_ptr<Approval>> approvals;
    QStringList order;                    // approvals in creation order (lists are oldest first)
    QHash<QString, QString> deviceTokens; // deviceId -> issued token
    DemoClock::TimerId tickTimer = 0;
};

} // namespace toolgate::gateway::demo
