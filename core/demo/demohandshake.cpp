// SPDX-License-Identifier: MIT
// The demo gateway's handshake: connect's schema, shared-token and device-token auth, the
// Ed25519 device signature, hello-ok and the presence snapshot.
#include "demo/demomethods.h"
#include "demo/demoserver.h"
#include "gateway/deviceauth.h"

namespace toolgate::gateway::demo {

using core::Json;

namespace {

constexpr int kProtocol = 4;
constexpr qint64 kSignatureSkewMs = 120000;
const char *const kVersion = "2026.9.6";
const char *const kStateDir = "/home/demo/.openclaw";

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

} // namespace

void DemoServer::failConnect(Connection &c, const QString &id, const ProtocolError &error,
                             QWebSocketProtocol::CloseCode code, const QString &reason) {
    respondError(c, id, error);
    if (c.socket)
        c.socket->close(code, reason);
}

void DemoServer::maybeAutoPlay(const Connection &c) {
    if (autoPlay && player && !player->isStarted() && c.hasScope(QStringLiteral("operator.read")))
        startPlayer();
}

void DemoServer::startPlayer() {
    if (!player || player->isStarted())
        return;
    emit q->scenarioStarted();
    player->start();
}

void DemoServer::handleConnect(Connection &c, const QString &id, const Json &params) {
    if (!checkConnectSchema(c, id, params))
        return;
    const Json &client = params["client"];
    c.clientId = qs(client["id"]);
    c.clientMode = qs(client["mode"]);
    c.platform = qs(client["platform"]);
    c.version = qs(client["version"]);
    c.displayName = qs(client.value("displayName", Json()));
    c.deviceFamily = qs(client.value("deviceFamily", Json()));
    c.instanceId = qs(client.value("instanceId", Json()));
    c.role = qs(params.value("role", Json("operator")));
    c.caps = toStringList(params.value("caps", Json::array()));
    const std::optional<QString> method = authenticate(c, id, params);
    if (!method || !verifyDevice(c, id, params))
        return;
    grantScopes(c, params);

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
    respond(c, id, helloOk(c, *method, issued));
    sendEvent(c, "presence", Json{{"presence", presence()}},
              Json{{"presence", int(connections.size())}, {"health", 1}});
    emit q->clientConnected(c.connId, c.clientId);
    maybeAutoPlay(c);
}

// The fields an operator must send, and the protocol range.
bool DemoServer::checkConnectSchema(Connection &c, const QString &id, const Json &params) {
    const auto bad = [&](const QString &where, const QString &problem) {
        failConnect(
            c, id, invalid(QStringLiteral("invalid connect params: at %1: %2").arg(where, problem)),
            QWebSocketProtocol::CloseCodePolicyViolated, QStringLiteral("invalid connect params"));
        return false;
    };
    if (!params.is_object())
        return bad(QStringLiteral("/"), QStringLiteral("must be object"));
    const Json client = params.value("client", Json());
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
        failConnect(c, id,
                    invalid(QStringLiteral("protocol mismatch"),
                            Json{{"code", "PROTOCOL_MISMATCH"}, {"expectedProtocol", kProtocol}}),
                    QWebSocketProtocol::CloseCodeProtocolError,
                    QStringLiteral("protocol mismatch"));
        return false;
    }
    return true;
}

// The shared token, or a device token this gateway issued: "token" or "device-token".
std::optional<QString> DemoServer::authenticate(Connection &c, const QString &id,
                                                const Json &params) {
    const auto refuse = [&](const QString &message, Json details) -> std::optional<QString> {
        failConnect(c, id, invalid(message, std::move(details)),
                    QWebSocketProtocol::CloseCodePolicyViolated, message);
        return std::nullopt;
    };
    const Json auth = params.value("auth", Json::object());
    const QString authToken = qs(auth.value("token", Json()));
    const QString deviceToken = qs(auth.value("deviceToken", Json()));
    const Json device = params.value("device", Json());
    const QString claimedDevice = device.is_object() ? qs(device.value("id", Json())) : QString();
    const bool deviceTokenOk = !deviceToken.isEmpty() && !claimedDevice.isEmpty() &&
                               deviceTokens.value(claimedDevice) == deviceToken;
    if (!authToken.isEmpty()) {
        if (authToken == token)
            return QStringLiteral("token");
        if (deviceTokenOk)
            return QStringLiteral("device-token");
        failConnect(c, id,
                    invalid(QStringLiteral(
                                "unauthorized: gateway token mismatch (set gateway.remote.token to "
                                "match gateway.auth.token)"),
                            Json{{"code", "AUTH_TOKEN_MISMATCH"},
                                 {"canRetryWithDeviceToken", deviceTokens.contains(claimedDevice)},
                                 {"recommendedNextStep", "update_auth_configuration"}}),
                    QWebSocketProtocol::CloseCodePolicyViolated,
                    QStringLiteral("unauthorized: gateway token mismatch"));
        return std::nullopt;
    }
    if (!deviceToken.isEmpty()) {
        if (deviceTokenOk)
            return QStringLiteral("device-token");
        return refuse(QStringLiteral("unauthorized: device token mismatch"),
                      Json{{"code", "AUTH_DEVICE_TOKEN_MISMATCH"}});
    }
    return refuse(QStringLiteral("unauthorized: gateway token missing"),
                  Json{{"code", "AUTH_TOKEN_MISSING"}});
}

// A device block: Ed25519 over the v3 (or v2) string, bound to this challenge; a browser-like
// client is never paired silently. No device block passes (its scopes are decided next).
bool DemoServer::verifyDevice(Connection &c, const QString &id, const Json &params) {
    const Json device = params.value("device", Json());
    if (!device.is_object())
        return true;
    const auto deviceFail = [&](const char *message, const char *code, const char *reason) {
        failConnect(c, id,
                    invalid(QString::fromLatin1(message), Json{{"code", code}, {"reason", reason}}),
                    QWebSocketProtocol::CloseCodePolicyViolated, QString::fromLatin1(message));
        return false;
    };
    const QString claimedDevice = qs(device.value("id", Json()));
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
    const Json auth = params.value("auth", Json::object());
    const QString authToken = qs(auth.value("token", Json()));
    deviceauth::SignedFields fields;
    fields.deviceId = claimedDevice;
    fields.clientId = c.clientId;
    fields.clientMode = c.clientMode;
    fields.role = c.role;
    fields.scopes = toStringList(params.value("scopes", Json::array()));
    fields.signedAtMs = signedAt.get<qint64>();
    fields.token = !authToken.isEmpty() ? authToken : qs(auth.value("deviceToken", Json()));
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
        failConnect(c, id,
                    {QStringLiteral("NOT_PAIRED"), QStringLiteral("pairing required"),
                     Json{{"code", "PAIRING_REQUIRED"}, {"requestId", s(uuid())}}},
                    QWebSocketProtocol::CloseCodePolicyViolated,
                    QStringLiteral("pairing required"));
        return false;
    }
    c.deviceId = claimedDevice;
    return true;
}

// A verified device on loopback is paired silently with what it asked for; the trusted local
// backend and CLI shapes keep their scopes without one; anyone else connects with none.
void DemoServer::grantScopes(Connection &c, const Json &params) {
    const QStringList requested = toStringList(params.value("scopes", Json::array()));
    const bool trustedLocal =
        (c.clientId == QLatin1String("gateway-client") &&
         c.clientMode == QLatin1String("backend")) ||
        (c.clientId == QLatin1String("cli") && c.clientMode == QLatin1String("cli"));
    if (params.value("device", Json()).is_object() || trustedLocal) // the device was verified
        c.scopes = requested;
    else
        c.scopes.clear();
}

Json DemoServer::presence() const {
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

Json DemoServer::helloOk(const Connection &c, const QString &method,
                         const QString &deviceToken) const {
    Json methods = Json::array({"connect"});
    for (const DemoMethod &m : demoMethods())
        methods.push_back(m.name);
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

} // namespace toolgate::gateway::demo
