// SPDX-License-Identifier: MIT
#include "gateway/demo/demogateway.h"

#include "config/configmergepatch.h"
#include "config/json5reader.h"

#include "gateway/demo/democlock.h"
#include "gateway/demo/demoengines.h"
#include "gateway/demo/demoexecapprovals.h"
#include "gateway/demo/demoplayer.h"
#include "gateway/demo/deviceauth.h"
#include "util/jsonio.h"

#include <QHostAddress>
#include <QMessageAuthenticationCode>
#include <QPointer>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTimer>
#include <QUuid>
#include <QWebSocket>
#include <QWebSocketServer>

#include <map>

namespace toolgate::gateway::demo {

using core::Json;

namespace {

constexpr int kProtocol = 4;
constexpr qint64 kTickIntervalMs = 30000;
constexpr qint64 kPreAuthTimeoutMs = 15000;
constexpr qint64 kSignatureSkewMs = 120000;
constexpr qsizetype kPreAuthMaxFrame = 64 * 1024;
const char *const kVersion = "2026.9.6";
const char *const kConfigPath = "/home/demo/.openclaw/openclaw.json";
const char *const kStateDir = "/home/demo/.openclaw";
const char *const kOwnerProfile = "gateway-owner";

const QStringList kClientIds{QStringLiteral("webchat-ui"),
                             QStringLiteral("openclaw-control-ui"),
                             QStringLiteral("openclaw-browser-copilot"),
                             QStringLiteral("openclaw-tui"),
                             QStringLiteral("webchat"),
                             QStringLiteral("cli"),
                             QStringLiteral("gateway-client"),
                             QStringLiteral("openclaw-macos"),
                             QStringLiteral("openclaw-linux"),
                             QStringLiteral("openclaw-ios"),
                             QStringLiteral("openclaw-watchos"),
                             QStringLiteral("openclaw-android"),
                             QStringLiteral("node-host"),
                             QStringLiteral("openclaw-worker"),
                             QStringLiteral("test"),
                             QStringLiteral("fingerprint"),
                             QStringLiteral("openclaw-probe")};
const QStringList kClientModes{QStringLiteral("webchat"), QStringLiteral("cli"),
                               QStringLiteral("ui"),      QStringLiteral("backend"),
                               QStringLiteral("node"),    QStringLiteral("worker"),
                               QStringLiteral("probe"),   QStringLiteral("test")};
const QStringList kDecisions{QStringLiteral("allow-once"), QStringLiteral("allow-always"),
                             QStringLiteral("deny")};

// What this gateway answers (hello-ok.features lists exactly these, not the real 466).
const std::vector<const char *> kMethods{"connect",
                                         "health",
                                         "config.get",
                                         "config.patch",
                                         "tools.catalog",
                                         "exec.approval.list",
                                         "exec.approval.get",
                                         "exec.approval.request",
                                         "exec.approval.waitDecision",
                                         "exec.approval.resolve",
                                         "plugin.approval.list",
                                         "plugin.approval.request",
                                         "plugin.approval.waitDecision",
                                         "plugin.approval.resolve",
                                         "approval.get",
                                         "exec.approvals.get",
                                         "exec.approvals.set",
                                         "exec.approvals.node.get",
                                         "exec.approvals.node.set",
                                         "exec.approval.grants.list",
                                         "exec.approval.grants.revoke"};
const std::vector<const char *> kEvents{"connect.challenge",
                                        "agent",
                                        "presence",
                                        "tick",
                                        "shutdown",
                                        "config.changed",
                                        "exec.approval.requested",
                                        "exec.approval.resolved",
                                        "plugin.approval.requested",
                                        "plugin.approval.resolved"};

std::string s(const QString &value) {
    return value.toStdString();
}
QString qs(const Json &value) {
    return value.is_string() ? QString::fromStdString(value.get<std::string>()) : QString();
}
QString uuid() {
    return QUuid::createUuid().toString(QUuid::WithoutBraces);
}
Json stringArray(const QStringList &list) {
    Json out = Json::array();
    for (const QString &item : list)
        out.push_back(s(item));
    return out;
}
QStringList toStringList(const Json &value) {
    QStringList out;
    if (value.is_array()) {
        for (const Json &item : value) {
            if (item.is_string())
                out << qs(item);
        }
    }
    return out;
}

struct ProtocolError {
    QString code;
    QString message;
    Json details; // null when absent
};

Json errorJson(const ProtocolError &error) {
    Json e{{"code", s(error.code)}, {"message", s(error.message)}};
    if (!error.details.is_null())
        e["details"] = error.details;
    return e;
}

ProtocolError invalid(const QString &message, Json details = nullptr) {
    return {QStringLiteral("INVALID_REQUEST"), message, std::move(details)};
}

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

struct Approval {
    QString id;
    QString kind; // exec | plugin
    Json request;
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

} // namespace

class DemoGateway::Private {
public:
    explicit Private(DemoGateway *owner)
        : q(owner)
        , clock(new DemoClock(owner))
        , server(QStringLiteral("toolgate-demo"), QWebSocketServer::NonSecureMode)
        , policy(makeDemoPolicyEngine())
        , loops(makeDemoLoopEngine()) {
        token = QString::fromLatin1(deviceauth::toBase64Url(randomBytes(24)));
        hmacKey = randomBytes(32);
        bootId = uuid();
        startedAt = clock->nowMs();
    }

    static QByteArray randomBytes(int n) {
        QByteArray out(n, '\0');
        QRandomGenerator::system()->fillRange(reinterpret_cast<quint32 *>(out.data()), n / 4);
        return out;
    }

    QString hashOf(const QByteArray &raw) const {
        return QStringLiteral("hmac-sha256:v1:") +
               QString::fromLatin1(deviceauth::toBase64Url(
                   QMessageAuthenticationCode::hash(raw, hmacKey, QCryptographicHash::Sha256)));
    }
    QByteArray raw() const { return core::toJsonBytes(config, true); }

    // --- sending ------------------------------------------------------------------------------
    void sendFrame(Connection &c, const Json &frame) {
        if (c.socket)
            c.socket->sendTextMessage(QString::fromStdString(frame.dump()));
    }
    void respond(Connection &c, const QString &id, const Json &payload) {
        sendFrame(c, Json{{"type", "res"}, {"id", s(id)}, {"ok", true}, {"payload", payload}});
    }
    void respondError(Connection &c, const QString &id, const ProtocolError &error) {
        sendFrame(c,
                  Json{{"type", "res"}, {"id", s(id)}, {"ok", false}, {"error", errorJson(error)}});
    }
    void sendEvent(Connection &c, const char *event, const Json &payload,
                   const Json &stateVersion = nullptr) {
        Json frame{{"type", "event"}, {"event", event}, {"payload", payload}, {"seq", ++c.seq}};
        if (!stateVersion.is_null())
            frame["stateVersion"] = stateVersion;
        frame["recipientProfileId"] = kOwnerProfile;
        sendFrame(c, frame);
    }
    Connection *byNumber(quint64 number) {
        for (auto &[socket, conn] : connections) {
            if (conn->number == number)
                return conn.get();
        }
        return nullptr;
    }

    // --- approvals routing ---------------------------------------------------------------------
    bool receivesApprovals(const Connection &c, const Approval &a) const {
        if (!c.connected || c.number == a.ownerConn)
            return false;
        if (!c.hasScope(QStringLiteral("operator.approvals")))
            return false;
        const bool exec = a.kind == QLatin1String("exec");
        const bool cap = c.caps.contains(QStringLiteral("approvals")) ||
                         c.caps.contains(exec ? QStringLiteral("exec-approvals")
                                              : QStringLiteral("plugin-approvals"));
        const bool builtin = c.clientId == QLatin1String("openclaw-control-ui") ||
                             (exec && (c.clientId == QLatin1String("openclaw-macos") ||
                                       c.clientId == QLatin1String("openclaw-ios") ||
                                       c.clientId == QLatin1String("openclaw-android"))) ||
                             (!exec && c.clientId == QLatin1String("openclaw-tui"));
        return (cap || builtin) && visible(c, a);
    }
    bool visible(const Connection &c, const Approval &a) const {
        return c.isAdmin() || (a.ownerConn != 0 && a.ownerConn == c.number) ||
               (!a.ownerDevice.isEmpty() && a.ownerDevice == c.deviceId);
    }

    Json listEntry(const Approval &a) const {
        return Json{{"id", s(a.id)},
                    {"request", a.request},
                    {"createdAtMs", a.createdAtMs},
                    {"expiresAtMs", a.expiresAtMs},
                    {"approvalKind", s(a.kind)}};
    }
    Json decisionPayload(const Approval &a, bool withReason) const {
        Json p{{"id", s(a.id)},
               {"decision", a.decision ? Json(s(*a.decision)) : Json(nullptr)},
               {"createdAtMs", a.createdAtMs},
               {"expiresAtMs", a.expiresAtMs}};
        if (withReason)
            p["terminalReason"] = s(a.terminalReason);
        return p;
    }

    QString create(const QString &kind, const QString &wantedId, const Json &request,
                   qint64 timeoutMs, const QStringList &allowed, quint64 ownerConn,
                   const QString &ownerDevice, ApprovalDone done) {
        auto a = std::make_shared<Approval>();
        a->kind = kind;
        a->id =
            wantedId.isEmpty()
                ? (kind == QLatin1String("plugin") ? QStringLiteral("plugin:") + uuid() : uuid())
                : wantedId;
        a->request = request;
        a->createdAtMs = clock->nowMs();
        a->expiresAtMs = a->createdAtMs + timeoutMs;
        a->allowed = allowed;
        a->ownerConn = ownerConn;
        a->ownerDevice = ownerDevice;
        a->done = std::move(done);
        approvals[a->id] = a;
        order << a->id;

        const char *event =
            kind == QLatin1String("exec") ? "exec.approval.requested" : "plugin.approval.requested";
        const Json payload{{"approvalKind", s(kind)},
                           {"id", s(a->id)},
                           {"request", a->request},
                           {"createdAtMs", a->createdAtMs},
                           {"expiresAtMs", a->expiresAtMs}};
        int delivered = 0;
        for (auto &[socket, conn] : connections) {
            if (receivesApprovals(*conn, *a)) {
                sendEvent(*conn, event, payload);
                ++delivered;
            }
        }
        emit q->approvalRequested(a->id, kind);
        if (delivered == 0) {
            // Nobody can answer: the request ends at once (terminalReason "no-route").
            const QString id = a->id;
            QMetaObject::invokeMethod(
                q,
                [this, id] {
                    finalize(id, std::nullopt, QStringLiteral("no-route"), QString(), false);
                },
                Qt::QueuedConnection);
        } else {
            const QString id = a->id;
            a->timer = clock->schedule(timeoutMs, q, [this, id] { expire(id); });
        }
        return a->id;
    }

    // The scenario's agents are going away: their open approvals end now (consoles see them
    // resolved) and their callbacks, which point into the old player, are dropped unrun.
    void endAgentApprovals() {
        const QStringList ids = order;
        for (const QString &id : ids) {
            const std::shared_ptr<Approval> &a = approvals.at(id);
            if (a->resolved || a->ownerConn != 0)
                continue;
            a->done = nullptr;
            finalize(id, std::nullopt, QStringLiteral("cancelled"), QString(), true);
        }
    }

    void expire(const QString &id) {
        // Observed: the waiter gets decision null / "timeout", consoles get resolved "deny" with
        // resolvedBy null.
        finalize(id, std::nullopt, QStringLiteral("timeout"), QString(), true);
    }

    void finalize(const QString &id, const std::optional<QString> &decision,
                  const QString &terminalReason, const QString &resolvedBy, bool broadcast) {
        const auto it = approvals.find(id);
        if (it == approvals.end() || it->second->resolved)
            return;
        std::shared_ptr<Approval> a = it->second;
        a->resolved = true;
        a->decision = decision;
        a->terminalReason = terminalReason;
        if (a->timer)
            clock->cancel(a->timer);
        if (broadcast) {
            const char *event = a->kind == QLatin1String("exec") ? "exec.approval.resolved"
                                                                 : "plugin.approval.resolved";
            const Json payload{
                {"id", s(a->id)},
                {"decision", s(decision.value_or(QStringLiteral("deny")))},
                {"resolvedBy", resolvedBy.isEmpty() ? Json(nullptr) : Json(s(resolvedBy))},
                {"ts", clock->nowMs()},
                {"request", a->request}};
            for (auto &[socket, conn] : connections) {
                if (receivesApprovals(*conn, *a))
                    sendEvent(*conn, event, payload);
            }
        }
        for (const auto &[number, reqId] : a->waiters) {
            if (Connection *c = byNumber(number))
                respond(*c, reqId, decisionPayload(*a, true));
        }
        for (const auto &[number, reqId] : a->finalRes) {
            if (Connection *c = byNumber(number))
                respond(*c, reqId, decisionPayload(*a, false));
        }
        a->waiters.clear();
        a->finalRes.clear();
        emit q->approvalResolved(a->id, a->kind, decision.value_or(QString()), terminalReason);
        if (a->done) {
            auto done = std::move(a->done);
            a->done = nullptr;
            done(decision, terminalReason);
        }
    }

    // Exact id, else a unique prefix; kind "" accepts both kinds.
    std::variant<std::shared_ptr<Approval>, ProtocolError> find(const QString &id,
                                                                const QString &kind) const {
        const auto matchesKind = [&](const Approval &a) {
            return kind.isEmpty() || a.kind == kind;
        };
        if (const auto it = approvals.find(id); it != approvals.end() && matchesKind(*it->second))
            return it->second;
        std::shared_ptr<Approval> found;
        int count = 0;
        for (const auto &[key, a] : approvals) {
            if (!id.isEmpty() && key.startsWith(id) && matchesKind(*a)) {
                found = a;
                ++count;
            }
        }
        if (count == 1)
            return found;
        if (count > 1)
            return invalid(QStringLiteral("ambiguous approval id prefix"));
        return invalid(QStringLiteral("unknown or expired approval id"),
                       Json{{"reason", "APPROVAL_NOT_FOUND"}});
    }

    // --- connection lifecycle ------------------------------------------------------------------
    void accept();
    void onText(QWebSocket *socket, const QString &text);
    void onClosed(QWebSocket *socket);
    void handleConnect(Connection &c, const QString &id, const Json &params);
    void handleRequest(Connection &c, const QString &id, const QString &method, const Json &params);
    void failConnect(Connection &c, const QString &id, const ProtocolError &error,
                     QWebSocketProtocol::CloseCode code, const QString &reason) {
        respondError(c, id, error);
        if (c.socket)
            c.socket->close(code, reason);
    }
    Json helloOk(const Connection &c, const QString &method, const QString &deviceToken) const;
    Json presence() const;
    void tick();
    void maybeAutoPlay(const Connection &c) {
        if (autoPlay && player && !player->isStarted() &&
            c.hasScope(QStringLiteral("operator.read")))
            startPlayer();
    }
    void startPlayer() {
        if (!player || player->isStarted())
            return;
        emit q->scenarioStarted();
        player->start();
    }

    DemoGateway *q;
    DemoClock *clock;
    QWebSocketServer server;
    std::unique_ptr<DemoPolicyEngine> policy;
    std::unique_ptr<DemoLoopEngine> loops;
    std::unique_ptr<DemoScenarioPlayer> player;
    DemoExecApprovals execApprovals;
    DemoScenario scenario;
    Json config = Json::object();
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

void DemoGateway::Private::accept() {
    while (QWebSocket *socket = server.nextPendingConnection()) {
        auto conn = std::make_unique<Connection>();
        conn->socket = socket;
        conn->number = nextConn++;
        conn->connId = uuid();
        conn->nonce = uuid();
        conn->challengeTs = clock->nowMs();
        socket->setParent(q);
        QObject::connect(socket, &QWebSocket::textMessageReceived, q,
                         [this, socket](const QString &text) { onText(socket, text); });
        QObject::connect(socket, &QWebSocket::disconnected, q,
                         [this, socket] { onClosed(socket); });
        Connection &c = *conn;
        connections.emplace(socket, std::move(conn));
        // The server speaks first. The challenge carries no seq.
        sendFrame(
            c, Json{{"type", "event"},
                    {"event", "connect.challenge"},
                    {"payload", Json{{"nonce", s(c.nonce)},
                                     {"ts", c.challengeTs},
                                     {"capabilities", Json::array({"model-catalog-snapshot"})}}}});
        // The pre-auth deadline is a transport guard: real time, whatever the scenario clock does.
        QPointer<QWebSocket> guard(socket);
        QTimer::singleShot(kPreAuthTimeoutMs, socket, [this, guard] {
            if (!guard)
                return;
            const auto it = connections.find(guard.data());
            if (it != connections.end() && !it->second->connected)
                guard->close(QWebSocketProtocol::CloseCodePolicyViolated,
                             QStringLiteral("connect timeout"));
        });
    }
}

void DemoGateway::Private::onClosed(QWebSocket *socket) {
    const auto it = connections.find(socket);
    if (it == connections.end())
        return;
    const QString connId = it->second->connId;
    const bool wasConnected = it->second->connected;
    connections.erase(it);
    socket->deleteLater();
    if (wasConnected)
        emit q->clientDisconnected(connId);
}

void DemoGateway::Private::onText(QWebSocket *socket, const QString &text) {
    const auto it = connections.find(socket);
    if (it == connections.end())
        return;
    Connection &c = *it->second;
    const QByteArray bytes = text.toUtf8();
    if (!c.connected && bytes.size() > kPreAuthMaxFrame) {
        socket->close(QWebSocketProtocol::CloseCodeTooMuchData, QStringLiteral("frame too large"));
        return;
    }
    Json frame;
    try {
        frame = Json::parse(bytes.constBegin(), bytes.constEnd());
    } catch (const Json::parse_error &) {
        if (!c.connected)
            socket->close(QWebSocketProtocol::CloseCodePolicyViolated,
                          QStringLiteral("invalid frame"));
        return;
    }
    if (!frame.is_object() || frame.value("type", Json()) != "req")
        return;
    const QString id = qs(frame.value("id", Json()));
    const QString method = qs(frame.value("method", Json()));
    if (id.isEmpty() || method.isEmpty()) {
        if (!c.connected)
            socket->close(QWebSocketProtocol::CloseCodePolicyViolated,
                          QStringLiteral("invalid frame"));
        return;
    }
    const Json params = frame.value("params", Json::object());
    if (!c.connected) {
        if (method != QLatin1String("connect")) {
            socket->close(QWebSocketProtocol::CloseCodePolicyViolated,
                          QStringLiteral("first request must be connect"));
            return;
        }
        handleConnect(c, id, params);
        return;
    }
    handleRequest(c, id, method, params);
}

void DemoGateway::Private::handleConnect(Connection &c, const QString &id, const Json &params) {
    const auto close1008 = QWebSocketProtocol::CloseCodePolicyViolated;
    // Schema: the fields an operator must send.
    const Json client = params.value("client", Json());
    const auto bad = [&](const QString &where, const QString &problem) {
        failConnect(
            c, id, invalid(QStringLiteral("invalid connect params: at %1: %2").arg(where, problem)),
            close1008, QStringLiteral("invalid connect params"));
    };
    if (!params.is_object())
        return bad(QStringLiteral("/"), QStringLiteral("must be object"));
    if (!params.value("minProtocol", Json()).is_number_integer() ||
        !params.value("maxProtocol", Json()).is_number_integer())
        return bad(QStringLiteral("/minProtocol"), QStringLiteral("must be integer"));
    if (!client.is_object())
        return bad(QStringLiteral("/client"), QStringLiteral("must be object"));
    if (!kClientIds.contains(qs(client.value("id", Json()))))
        return bad(QStringLiteral("/client/id"),
                   QStringLiteral("must be equal to one of the allowed values"));
    if (!kClientModes.contains(qs(client.value("mode", Json()))))
        return bad(QStringLiteral("/client/mode"),
                   QStringLiteral("must be equal to one of the allowed values"));
    for (const char *key : {"version", "platform"}) {
        if (!client.value(key, Json()).is_string())
            return bad(QStringLiteral("/client/%1").arg(QLatin1String(key)),
                       QStringLiteral("must be string"));
    }
    const int minProtocol = params["minProtocol"].get<int>();
    const int maxProtocol = params["maxProtocol"].get<int>();
    if (minProtocol > kProtocol || maxProtocol < kProtocol) {
        return failConnect(
            c, id,
            invalid(QStringLiteral("protocol mismatch"),
                    Json{{"code", "PROTOCOL_MISMATCH"}, {"expectedProtocol", kProtocol}}),
            QWebSocketProtocol::CloseCodeProtocolError, QStringLiteral("protocol mismatch"));
    }

    c.clientId = qs(client["id"]);
    c.clientMode = qs(client["mode"]);
    c.platform = qs(client["platform"]);
    c.version = qs(client["version"]);
    c.displayName = qs(client.value("displayName", Json()));
    c.deviceFamily = qs(client.value("deviceFamily", Json()));
    c.instanceId = qs(client.value("instanceId", Json()));
    c.role = qs(params.value("role", Json("operator")));
    const QStringList requested = toStringList(params.value("scopes", Json::array()));
    c.caps = toStringList(params.value("caps", Json::array()));

    // Shared token or an issued device token.
    const Json auth = params.value("auth", Json::object());
    const QString authToken = qs(auth.value("token", Json()));
    const QString deviceToken = qs(auth.value("deviceToken", Json()));
    const Json device = params.value("device", Json());
    const QString claimedDevice = device.is_object() ? qs(device.value("id", Json())) : QString();
    const bool deviceTokenOk = !deviceToken.isEmpty() && !claimedDevice.isEmpty() &&
                               deviceTokens.value(claimedDevice) == deviceToken;
    QString method = QStringLiteral("token");
    if (!authToken.isEmpty()) {
        if (authToken != token) {
            if (!deviceTokenOk) {
                return failConnect(
                    c, id,
                    invalid(QStringLiteral(
                                "unauthorized: gateway token mismatch (set gateway.remote.token to "
                                "match gateway.auth.token)"),
                            Json{{"code", "AUTH_TOKEN_MISMATCH"},
                                 {"canRetryWithDeviceToken", deviceTokens.contains(claimedDevice)},
                                 {"recommendedNextStep", "update_auth_configuration"}}),
                    close1008, QStringLiteral("unauthorized: gateway token mismatch"));
            }
            method = QStringLiteral("device-token");
        }
    } else if (!deviceToken.isEmpty()) {
        if (!deviceTokenOk) {
            return failConnect(c, id,
                               invalid(QStringLiteral("unauthorized: device token mismatch"),
                                       Json{{"code", "AUTH_DEVICE_TOKEN_MISMATCH"}}),
                               close1008, QStringLiteral("unauthorized: device token mismatch"));
        }
        method = QStringLiteral("device-token");
    } else {
        return failConnect(c, id,
                           invalid(QStringLiteral("unauthorized: gateway token missing"),
                                   Json{{"code", "AUTH_TOKEN_MISSING"}}),
                           close1008, QStringLiteral("unauthorized: gateway token missing"));
    }

    // Device identity: Ed25519 over the v3 (or v2) string, bound to this challenge.
    if (device.is_object()) {
        const auto deviceFail = [&](const char *message, const char *code, const char *reason) {
            failConnect(
                c, id,
                invalid(QString::fromLatin1(message), Json{{"code", code}, {"reason", reason}}),
                close1008, QString::fromLatin1(message));
        };
        const QByteArray publicKey =
            deviceauth::fromBase64Url(qs(device.value("publicKey", Json())).toLatin1());
        if (publicKey.size() != 32)
            return deviceFail("device public key invalid", "DEVICE_AUTH_PUBLIC_KEY_INVALID",
                              "device-public-key");
        if (deviceauth::deviceIdForPublicKey(publicKey) != claimedDevice)
            return deviceFail("device identity mismatch", "DEVICE_AUTH_DEVICE_ID_MISMATCH",
                              "device-id-mismatch");
        const QString nonce = qs(device.value("nonce", Json()));
        if (nonce.isEmpty())
            return deviceFail("device nonce required", "DEVICE_AUTH_NONCE_REQUIRED",
                              "device-nonce-missing");
        if (nonce != c.nonce)
            return deviceFail("device nonce mismatch", "DEVICE_AUTH_NONCE_MISMATCH",
                              "device-nonce-mismatch");
        const Json signedAt = device.value("signedAt", Json());
        if (!signedAt.is_number_integer() ||
            std::llabs(signedAt.get<qint64>() - clock->nowMs()) > kSignatureSkewMs)
            return deviceFail("device signature expired", "DEVICE_AUTH_SIGNATURE_EXPIRED",
                              "device-signature-stale");
        deviceauth::SignedFields fields;
        fields.deviceId = claimedDevice;
        fields.clientId = c.clientId;
        fields.clientMode = c.clientMode;
        fields.role = c.role;
        fields.scopes = requested;
        fields.signedAtMs = signedAt.get<qint64>();
        fields.token = !authToken.isEmpty() ? authToken : deviceToken;
        fields.nonce = nonce;
        fields.platform = c.platform;
        fields.deviceFamily = c.deviceFamily;
        const QByteArray signature =
            deviceauth::fromBase64Url(qs(device.value("signature", Json())).toLatin1());
        if (!deviceauth::verify(publicKey, deviceauth::payloadV3(fields), signature) &&
            !deviceauth::verify(publicKey, deviceauth::payloadV2(fields), signature))
            return deviceFail("device signature invalid", "DEVICE_AUTH_SIGNATURE_INVALID",
                              "device-signature");
        if (c.socket && !c.socket->origin().isEmpty()) {
            // A browser-like client is never paired silently.
            return failConnect(c, id,
                               {QStringLiteral("NOT_PAIRED"), QStringLiteral("pairing required"),
                                Json{{"code", "PAIRING_REQUIRED"}, {"requestId", s(uuid())}}},
                               close1008, QStringLiteral("pairing required"));
        }
        c.deviceId = claimedDevice;
        c.scopes = requested; // loopback: silently paired with what it asked for
    } else if ((c.clientId == QLatin1String("gateway-client") &&
                c.clientMode == QLatin1String("backend")) ||
               (c.clientId == QLatin1String("cli") && c.clientMode == QLatin1String("cli"))) {
        c.scopes = requested;
    } else {
        c.scopes.clear(); // no device identity: connected, but every scope stripped
    }

    QString issued;
    if (!c.deviceId.isEmpty()) {
        issued = deviceTokens.value(c.deviceId);
        if (issued.isEmpty()) {
            issued = QString::fromLatin1(deviceauth::toBase64Url(randomBytes(32)));
            deviceTokens.insert(c.deviceId, issued);
        }
    }
    c.connected = true;
    c.connectedAt = clock->nowMs();
    respond(c, id, helloOk(c, method, issued));
    sendEvent(c, "presence", Json{{"presence", presence()}},
              Json{{"presence", int(connections.size())}, {"health", 1}});
    emit q->clientConnected(c.connId, c.clientId);
    maybeAutoPlay(c);
}

Json DemoGateway::Private::presence() const {
    Json list = Json::array();
    list.push_back(Json{
        {"host", "toolgate-demo"},
        {"ip", "127.0.0.1"},
        {"version", kVersion},
        {"platform", "demo"},
        {"deviceFamily", "Demo"},
        {"mode", "gateway"},
        {"reason", "self"},
        {"instanceId", s(bootId)},
        {"text", "Gateway: toolgate-demo (127.0.0.1) · app 2026.9.6 · mode gateway · reason self"},
        {"ts", clock->nowMs()}});
    for (const auto &[socket, conn] : connections) {
        if (!conn->connected)
            continue;
        list.push_back(
            Json{{"clientId", s(conn->clientId)},
                 {"mode", s(conn->clientMode)},
                 {"roles", Json::array({s(conn->role)})},
                 {"scopes", stringArray(conn->scopes)},
                 {"ts", conn->connectedAt},
                 {"host", s(conn->displayName.isEmpty() ? conn->clientId : conn->displayName)},
                 {"version", s(conn->version)},
                 {"platform", s(conn->platform)},
                 {"deviceFamily", s(conn->deviceFamily)},
                 {"deviceId", s(conn->deviceId)},
                 {"reason", "connect"}});
    }
    return list;
}

Json DemoGateway::Private::helloOk(const Connection &c, const QString &method,
                                   const QString &deviceToken) const {
    Json methods = Json::array();
    for (const char *m : kMethods)
        methods.push_back(m);
    Json events = Json::array();
    for (const char *e : kEvents)
        events.push_back(e);
    Json auth{{"method", s(method)}, {"role", s(c.role)}, {"scopes", stringArray(c.scopes)}};
    if (!deviceToken.isEmpty()) {
        auth["deviceToken"] = s(deviceToken);
        auth["issuedAtMs"] = clock->nowMs();
    }
    return Json{{"type", "hello-ok"},
                {"protocol", kProtocol},
                {"server", Json{{"version", kVersion},
                                {"buildId", "toolgate-demo"},
                                {"bootId", s(bootId)},
                                {"connId", s(c.connId)}}},
                {"features",
                 Json{{"methods", methods}, {"events", events}, {"capabilities", Json::array()}}},
                {"snapshot",
                 Json{{"presence", presence()},
                      {"health", Json{{"ok", true}, {"ts", clock->nowMs()}}},
                      {"stateVersion", Json{{"presence", int(connections.size())}, {"health", 1}}},
                      {"uptimeMs", clock->nowMs() - startedAt},
                      {"appliedConfigHash", s(hashOf(raw()))},
                      {"sessionDefaults", Json{{"defaultAgentId", "main"},
                                               {"mainKey", "main"},
                                               {"mainSessionKey", "agent:main:main"},
                                               {"scope", "per-sender"}}},
                      {"configPath", kConfigPath},
                      {"stateDir", kStateDir},
                      {"authMode", "token"}}},
                {"auth", auth},
                {"policy", Json{{"maxPayload", 26214400},
                                {"maxBufferedBytes", 52428800},
                                {"tickIntervalMs", kTickIntervalMs}}}};
}

void DemoGateway::Private::tick() {
    for (auto &[socket, conn] : connections) {
        if (conn->connected)
            sendEvent(*conn, "tick", Json{{"ts", clock->nowMs()}});
    }
    tickTimer = clock->schedule(kTickIntervalMs, q, [this] { tick(); });
}

void DemoGateway::Private::handleRequest(Connection &c, const QString &id, const QString &method,
                                         const Json &params) {
    static const std::map<QString, QString> required{
        {QStringLiteral("health"), QStringLiteral("operator.read")},
        {QStringLiteral("config.get"), QStringLiteral("operator.read")},
        {QStringLiteral("tools.catalog"), QStringLiteral("operator.read")},
        {QStringLiteral("config.patch"), QStringLiteral("operator.admin")},
        {QStringLiteral("exec.approval.list"), QStringLiteral("operator.approvals")},
        {QStringLiteral("exec.approval.get"), QStringLiteral("operator.approvals")},
        {QStringLiteral("exec.approval.request"), QStringLiteral("operator.approvals")},
        {QStringLiteral("exec.approval.waitDecision"), QStringLiteral("operator.approvals")},
        {QStringLiteral("exec.approval.resolve"), QStringLiteral("operator.approvals")},
        {QStringLiteral("plugin.approval.list"), QStringLiteral("operator.approvals")},
        {QStringLiteral("plugin.approval.request"), QStringLiteral("operator.approvals")},
        {QStringLiteral("plugin.approval.waitDecision"), QStringLiteral("operator.approvals")},
        {QStringLiteral("plugin.approval.resolve"), QStringLiteral("operator.approvals")},
    };
    if (method == QLatin1String("connect")) {
        return respondError(c, id,
                            invalid(QStringLiteral("connect is only valid as the first request")));
    }
    auto scope = required.find(method);
    if (DemoExecApprovals::handles(method)) // exec approvals document and grants: admin only
        scope = required.find(QStringLiteral("config.patch"));
    if (scope == required.end())
        return respondError(c, id, invalid(QStringLiteral("unknown method: %1").arg(method)));
    if (!c.hasScope(scope->second)) {
        return respondError(c, id,
                            {QStringLiteral("FORBIDDEN"),
                             QStringLiteral("missing scope: %1").arg(scope->second),
                             Json{{"code", "MISSING_SCOPE"},
                                  {"missingScope", s(scope->second)},
                                  {"requiredScopes", Json::array({s(scope->second)})}}});
    }
    if (!params.is_object())
        return respondError(
            c, id, invalid(QStringLiteral("invalid %1 params: must be object").arg(method)));

    if (method == QLatin1String("health"))
        return respond(c, id, Json{{"ok", true}, {"ts", clock->nowMs()}});

    if (DemoExecApprovals::handles(method)) {
        const auto r = execApprovals.handle(
            method, params, c.displayName.isEmpty() ? c.clientId : c.displayName, clock->nowMs());
        return r.ok ? respond(c, id, r.payload) : respondError(c, id, invalid(r.message));
    }

    if (method == QLatin1String("config.get")) {
        const QByteArray text = raw();
        return respond(c, id,
                       Json{{"path", kConfigPath},
                            {"exists", true},
                            {"raw", text.toStdString()},
                            {"parsed", config},
                            {"sourceConfig", config},
                            {"resolved", config},
                            {"valid", true},
                            {"runtimeConfig", config},
                            {"config", config},
                            {"hash", s(hashOf(text))},
                            {"issues", Json::array()},
                            {"warnings", Json::array()},
                            {"legacyIssues", Json::array()}});
    }

    if (method == QLatin1String("config.patch")) {
        const Json rawPatch = params.value("raw", Json());
        if (!rawPatch.is_string())
            return respondError(
                c, id,
                invalid(QStringLiteral("invalid config.patch params: at /raw: must be string")));
        if (qs(params.value("baseHash", Json())) != hashOf(raw()))
            return respondError(
                c, id,
                invalid(
                    QStringLiteral("config changed since last load; re-run config.get and retry")));
        auto patch = core::parseJson5(QByteArray::fromStdString(rawPatch.get<std::string>()),
                                      QStringLiteral("raw"));
        if (!patch)
            return respondError(
                c, id,
                invalid(
                    QStringLiteral("invalid config.patch raw: %1").arg(patch.error().toString())));
        auto patched = core::applyConfigMergePatch(
            config, core::ConfigMergePatch{
                        patch.value(), toStringList(params.value("replacePaths", Json::array()))});
        if (!patched)
            return respondError(c, id, invalid(patched.error().message));
        const QStringList changedPaths = core::changedConfigPaths(config, patched.value());
        if (changedPaths.isEmpty()) {
            return respond(c, id,
                           Json{{"ok", true},
                                {"noop", true},
                                {"changedPaths", Json::array()},
                                {"path", kConfigPath},
                                {"config", config}});
        }
        config = std::move(patched).value();
        const QString hash = hashOf(raw());
        const qint64 now = clock->nowMs();
        for (auto &[socket, conn] : connections) {
            if (conn->connected && conn->hasScope(QStringLiteral("operator.read")))
                sendEvent(*conn, "config.changed",
                          Json{{"path", kConfigPath}, {"hash", s(hash)}, {"ts", now}});
        }
        respond(c, id,
                Json{{"ok", true},
                     {"path", kConfigPath},
                     {"hash", s(hash)},
                     {"config", config},
                     {"changedPaths", stringArray(changedPaths)},
                     {"sentinel",
                      Json{{"persisted", true},
                           {"payload", Json{{"kind", "config-patch"},
                                            {"status", "ok"},
                                            {"ts", now},
                                            {"message", params.value("note", Json(nullptr))},
                                            {"stats", Json{{"mode", "config.patch"},
                                                           {"root", kConfigPath},
                                                           {"requiresRestart", false}}}}}}}});
        emit q->configChanged(hash);
        return;
    }

    if (method == QLatin1String("tools.catalog")) {
        const QString agentId = qs(params.value("agentId", Json("main")));
        return respond(
            c, id,
            policy->catalogPayload(agentId.isEmpty() ? QStringLiteral("main") : agentId,
                                   player ? player->pluginOf() : QMap<QString, QString>()));
    }

    const bool exec = method.startsWith(QLatin1String("exec."));
    const QString kind = exec ? QStringLiteral("exec") : QStringLiteral("plugin");

    if (method.endsWith(QLatin1String(".list"))) {
        Json list = Json::array();
        for (const QString &approvalId : order) {
            const Approval &a = *approvals.at(approvalId);
            if (a.kind == kind && !a.resolved && visible(c, a))
                list.push_back(listEntry(a));
        }
        return respond(c, id, list);
    }

    if (method == QLatin1String("exec.approval.get")) {
        auto found = find(qs(params.value("id", Json())), kind);
        if (auto *error = std::get_if<ProtocolError>(&found))
            return respondError(c, id, *error);
        const Approval &a = *std::get<std::shared_ptr<Approval>>(found);
        if (a.resolved || !visible(c, a))
            return respondError(c, id,
                                invalid(QStringLiteral("unknown or expired approval id"),
                                        Json{{"reason", "APPROVAL_NOT_FOUND"}}));
        return respond(c, id,
                       Json{{"id", s(a.id)},
                            {"commandText", a.request.value("command", Json(nullptr))},
                            {"commandPreview", nullptr},
                            {"allowedDecisions", stringArray(a.allowed)},
                            {"host", a.request.value("host", Json(nullptr))},
                            {"nodeId", a.request.value("nodeId", Json(nullptr))},
                            {"agentId", a.request.value("agentId", Json(nullptr))},
                            {"expiresAtMs", a.expiresAtMs}});
    }

    if (method.endsWith(QLatin1String(".waitDecision"))) {
        auto found = find(qs(params.value("id", Json())), kind);
        if (std::holds_alternative<ProtocolError>(found))
            return respondError(c, id, invalid(QStringLiteral("approval expired or not found")));
        Approval &a = *std::get<std::shared_ptr<Approval>>(found);
        if (a.resolved)
            return respond(c, id, decisionPayload(a, true));
        a.waiters.emplace_back(c.number, id);
        return;
    }

    if (method.endsWith(QLatin1String(".resolve"))) {
        const QString decision = qs(params.value("decision", Json()));
        if (!kDecisions.contains(decision))
            return respondError(c, id, invalid(QStringLiteral("invalid decision")));
        auto found = find(qs(params.value("id", Json())), kind);
        if (auto *error = std::get_if<ProtocolError>(&found))
            return respondError(c, id, *error);
        Approval &a = *std::get<std::shared_ptr<Approval>>(found);
        if (!visible(c, a))
            return respondError(c, id,
                                invalid(QStringLiteral("unknown or expired approval id"),
                                        Json{{"reason", "APPROVAL_NOT_FOUND"}}));
        if (a.resolved) {
            if (a.decision && *a.decision == decision)
                return respond(c, id, Json{{"ok", true}});
            return respondError(c, id,
                                invalid(QStringLiteral("approval already resolved"),
                                        Json{{"reason", "APPROVAL_ALREADY_RESOLVED"}}));
        }
        if (!a.allowed.contains(decision) && decision != QLatin1String("deny")) {
            if (decision == QLatin1String("allow-always"))
                return respondError(
                    c, id,
                    invalid(QStringLiteral("allow-always is unavailable for this command"),
                            Json{{"reason", "APPROVAL_ALLOW_ALWAYS_UNAVAILABLE"}}));
            return respondError(
                c, id, invalid(QStringLiteral("decision is not allowed for this approval")));
        }
        if (exec && decision == QLatin1String("allow-always"))
            execApprovals.recordAllowAlways(a.request, clock->nowMs());
        finalize(a.id, decision, QStringLiteral("user"),
                 c.displayName.isEmpty() ? c.clientId : c.displayName, true);
        return respond(c, id, Json{{"ok", true}});
    }

    if (method.endsWith(QLatin1String(".request"))) {
        Json request;
        QStringList allowed = kDecisions;
        qint64 timeoutMs = exec ? 1800000 : 120000;
        const Json timeout = params.value("timeoutMs", Json());
        if (!timeout.is_null()) {
            if (!timeout.is_number_integer() || timeout.get<qint64>() < 1 ||
                (!exec && timeout.get<qint64>() > 600000))
                return respondError(
                    c, id,
                    invalid(QStringLiteral("invalid %1 params: at /timeoutMs: out of range")
                                .arg(method)));
            timeoutMs = timeout.get<qint64>();
        }
        QString wantedId;
        if (exec) {
            const QString command = qs(params.value("command", Json()));
            if (command.isEmpty())
                return respondError(
                    c, id,
                    invalid(QStringLiteral(
                        "invalid exec.approval.request params: at /command: must be string")));
            wantedId = qs(params.value("id", Json()));
            static const QRegularExpression idPattern(QStringLiteral("^[A-Za-z0-9._:-]{1,128}$"));
            if (!wantedId.isEmpty() && (!idPattern.match(wantedId).hasMatch() ||
                                        wantedId.startsWith(QLatin1String("plugin:"))))
                return respondError(
                    c, id,
                    invalid(QStringLiteral(
                        "invalid exec.approval.request params: at /id: invalid approval id")));
            if (approvals.count(wantedId))
                return respondError(c, id, invalid(QStringLiteral("approval id already exists")));
            const QString ask = qs(params.value("ask", Json()));
            if (ask == QLatin1String("always"))
                allowed = {QStringLiteral("allow-once"), QStringLiteral("deny")};
            const auto str = [&](const char *key) {
                const Json v = params.value(key, Json());
                return v.is_string() ? v : Json(nullptr);
            };
            request = Json{{"command", s(command)}};
            if (params.contains("commandArgv"))
                request["commandArgv"] = params["commandArgv"];
            request["systemRunBinding"] = nullptr;
            request["systemRunPlan"] = params.value("systemRunPlan", Json(nullptr));
            request["cwd"] = str("cwd");
            request["nodeId"] = str("nodeId");
            request["host"] = str("host");
            request["security"] = str("security");
            request["ask"] = str("ask");
            request["warningText"] = str("warningText");
            request["scope"] = params.value("scope", Json(nullptr));
            request["commandAnalysis"] = Json{{"commandCount", 1},
                                              {"nestedCommandCount", 0},
                                              {"riskKinds", Json::array()},
                                              {"warningLines", Json::array()}};
            if (params.contains("unavailableDecisions"))
                request["unavailableDecisions"] = params["unavailableDecisions"];
            request["allowedDecisions"] = stringArray(allowed);
            for (const char *key :
                 {"agentId", "resolvedPath", "sessionKey", "sessionId", "runId", "toolCallId",
                  "turnSourceChannel", "turnSourceTo", "turnSourceAccountId", "turnSourceThreadId",
                  "cronExecutionSource", "cronOperationBinding"})
                request[key] = str(key);
        } else {
            const QString title = qs(params.value("title", Json()));
            const QString description = qs(params.value("description", Json()));
            if (title.isEmpty() || title.size() > 80)
                return respondError(
                    c, id,
                    invalid(QStringLiteral("invalid plugin.approval.request params: at /title: "
                                           "must be 1 to 80 characters")));
            if (description.isEmpty() || description.size() > 512)
                return respondError(
                    c, id,
                    invalid(QStringLiteral("invalid plugin.approval.request params: at "
                                           "/description: must be 1 to 512 characters")));
            const QStringList wanted = toStringList(params.value("allowedDecisions", Json()));
            if (!wanted.isEmpty())
                allowed = wanted;
            const auto str = [&](const char *key) {
                const Json v = params.value(key, Json());
                return v.is_string() ? v : Json(nullptr);
            };
            request = Json{{"pluginId", str("pluginId")},
                           {"title", s(title)},
                           {"description", s(description)},
                           {"scope", params.value("scope", Json(nullptr))},
                           {"detail", str("detail")},
                           {"severity", s(qs(params.value("severity", Json("warning"))))}};
            for (const char *key :
                 {"toolName", "toolCallId", "agentId", "sessionKey", "runId", "turnSourceChannel",
                  "turnSourceTo", "turnSourceAccountId", "turnSourceThreadId"})
                request[key] = str(key);
            if (!wanted.isEmpty())
                request["allowedDecisions"] = stringArray(wanted);
        }
        const QString approvalId =
            create(kind, wantedId, request, timeoutMs, allowed, c.number, c.deviceId, nullptr);
        Approval &a = *approvals.at(approvalId);
        const bool twoPhase = params.value("twoPhase", Json(false)) == Json(true);
        if (a.timer == 0) {
            // No route: one answer, right away, no decision.
            a.finalRes.emplace_back(c.number, id);
            return;
        }
        if (twoPhase) {
            respond(c, id,
                    Json{{"status", "accepted"},
                         {"id", s(a.id)},
                         {"deliveryRoute", "approval-client"},
                         {"createdAtMs", a.createdAtMs},
                         {"expiresAtMs", a.expiresAtMs}});
        }
        a.finalRes.emplace_back(c.number, id);
        return;
    }
    respondError(c, id, invalid(QStringLiteral("unknown method: %1").arg(method)));
}

// --- DemoGateway --------------------------------------------------------------------------------

DemoGateway::DemoGateway(QObject *parent)
    : QObject(parent)
    , d(std::make_unique<Private>(this)) {
    connect(&d->server, &QWebSocketServer::newConnection, this, [this] { d->accept(); });
}

DemoGateway::~DemoGateway() {
    stop();
}

void DemoGateway::setScenario(const DemoScenario &scenario) {
    d->endAgentApprovals();
    d->scenario = scenario;
    d->config = scenario.config;
    d->player =
        std::make_unique<DemoScenarioPlayer>(this, scenario, d->policy.get(), d->loops.get());
    connect(d->player.get(), &DemoScenarioPlayer::finished, this, &DemoGateway::scenarioFinished);
}

void DemoGateway::setToken(const QString &token) {
    d->token = token;
}

QString DemoGateway::token() const {
    return d->token;
}

void DemoGateway::setAutoPlay(bool autoPlay) {
    d->autoPlay = autoPlay;
}

core::Status DemoGateway::start(quint16 port) {
    if (d->server.isListening())
        return core::Ok{};
    if (!d->server.listen(QHostAddress::LocalHost, port))
        return core::Error{QStringLiteral("demo.listen"), d->server.errorString(),
                           QStringLiteral("127.0.0.1:%1").arg(port)};
    d->tickTimer = d->clock->schedule(kTickIntervalMs, this, [this] { d->tick(); });
    return core::Ok{};
}

void DemoGateway::stop() {
    if (!d->server.isListening())
        return;
    d->clock->cancel(d->tickTimer);
    // Closing may erase connections re-entrantly; work on a snapshot.
    QList<QPointer<QWebSocket>> sockets;
    for (auto &[socket, conn] : d->connections) {
        if (conn->connected)
            d->sendEvent(*conn, "shutdown", Json{{"reason", "demo gateway stopped"}});
        sockets << QPointer<QWebSocket>(socket);
    }
    for (const QPointer<QWebSocket> &socket : sockets) {
        if (socket)
            socket->close(QWebSocketProtocol::CloseCodeGoingAway, QStringLiteral("shutdown"));
    }
    d->server.close();
}

bool DemoGateway::isListening() const {
    return d->server.isListening();
}

QUrl DemoGateway::url() const {
    return QUrl(QStringLiteral("ws://127.0.0.1:%1/").arg(port()));
}

quint16 DemoGateway::port() const {
    return d->server.serverPort();
}

void DemoGateway::play() {
    d->startPlayer();
}

DemoScenarioPlayer *DemoGateway::player() const {
    return d->player.get();
}

bool DemoGateway::isScenarioFinished() const {
    return d->player && d->player->isFinished();
}

DemoClock *DemoGateway::clock() const {
    return d->clock;
}

const Json &DemoGateway::currentConfig() const {
    return d->config;
}

QString DemoGateway::configHash() const {
    return d->hashOf(d->raw());
}

int DemoGateway::connectionCount() const {
    return int(std::count_if(d->connections.begin(), d->connections.end(),
                             [](const auto &entry) { return entry.second->connected; }));
}

QStringList DemoGateway::pendingApprovalIds() const {
    QStringList out;
    for (const QString &id : d->order) {
        if (!d->approvals.at(id)->resolved)
            out << id;
    }
    return out;
}

QString DemoGateway::raiseApproval(const QString &kind, const Json &request, qint64 timeoutMs,
                                   const QStringList &allowedDecisions, ApprovalDone done) {
    return d->create(kind, QString(), request, timeoutMs, allowedDecisions, 0, QString(),
                     std::move(done));
}

void DemoGateway::publishAgentEvent(const Json &payload) {
    Json event = payload;
    event["ts"] = d->clock->nowMs();
    event["isHeartbeat"] = false;
    // Tool-level streams need cap "tool-events"; run lifecycle needs only operator.read.
    const QString stream = qs(payload.value("stream", Json()));
    const bool toolLevel = stream == QLatin1String("tool") || stream == QLatin1String("approval") ||
                           stream == QLatin1String("item") ||
                           stream == QLatin1String("command_output");
    for (auto &[socket, conn] : d->connections) {
        if (!conn->connected || !conn->hasScope(QStringLiteral("operator.read")))
            continue;
        if (toolLevel && !conn->caps.contains(QStringLiteral("tool-events")))
            continue;
        d->sendEvent(*conn, "agent", event);
    }
}

} // namespace toolgate::gateway::demo
