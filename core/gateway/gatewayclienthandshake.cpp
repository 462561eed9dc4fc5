// SPDX-License-Identifier: MIT
// GatewayClient's handshake: the connect request answering the challenge, hello-ok (or the
// refusal, sorted into retry-later and give-up), and the device token the gateway issues, kept
// per gateway URL beside the identity file.
#include "gateway/gatewayclient.h"

#include "approvals/approvaljson.h"
#include "gateway/connectparams.h"
#include "gateway/gatewaylog.h"
#include "gateway/gatewayversion.h"
#include "gateway/pairingnotice.h"
#include "util/errorcode.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QWebSocket>

#include <algorithm>

namespace toolgate::gateway {

using core::jsonInt;
using core::jsonString;
using core::jsonStringList;

void GatewayClient::onChallenge(const core::Json &payload) {
    if (isConnected() || !m_connectRequestId.isEmpty()) {
        emit frameIgnored(QStringLiteral("unexpected connect.challenge"));
        return;
    }
    const QString nonce = jsonString(payload, "nonce");
    const qint64 ts = jsonInt(payload, "ts");
    if (nonce.isEmpty()) {
        qCWarning(lcGateway) << "ignored a challenge without a nonce";
        emit frameIgnored(QStringLiteral("challenge without a nonce"));
        return;
    }
    auto params = buildConnectParams(m_options, m_identity.isValid() ? &m_identity : nullptr,
                                     m_deviceToken, nonce, ts);
    if (!params) {
        failPersistent(params.error().toString(), params.error().code);
        return;
    }
    m_connectRequestId = QStringLiteral("tg-%1-connect").arg(m_generation);
    setStatus(ConnectionState::Handshaking,
              QStringLiteral("Challenge received; waiting for the gateway to accept the connect "
                             "request."));
    GatewayError error;
    if (!sendFrame(serializeRequest(m_connectRequestId, QStringLiteral("connect"), params.value()),
                   &error))
        retryLater(error.message, error.code, 0);
}

void GatewayClient::onConnectResponse(const Frame &frame) {
    m_handshakeTimer.stop();
    if (!frame.ok) {
        const GatewayError &error = frame.error;
        const ConnectErrorVerdict verdict = classifyConnectError(error);
        qCWarning(lcGateway).noquote() << "connect refused:" << error.toString();
        if (isPairingRequired(error)) {
            waitForPairing(error);
            return;
        }
        // The gateway says the token is wrong; when there is none, say that instead.
        if (core::errorCodeFrom(error.detailsCode) == core::ErrorCode::AuthTokenMismatch &&
            m_options.token.isEmpty() && m_deviceToken.isEmpty()) {
            failPersistent(QStringLiteral("The gateway requires a token and none is set for this "
                                          "connection."),
                           errorCodeText(core::ErrorCode::AuthTokenMissing));
            return;
        }
        if (verdict.errorClass == ErrorClass::Transient) {
            // The gateway answered ("starting, retry shortly"): it is nearly there, so the
            // back-off starts again from its first step instead of growing through the outage.
            m_backoff.reset();
            retryLater(error.toString(),
                       (error.detailsCode.isEmpty() ? error.code : error.detailsCode),
                       error.retryAfterMs);
        } else {
            if (core::errorCodeFrom(error.detailsCode) == core::ErrorCode::AuthDeviceTokenMismatch)
                storeDeviceToken(QString());
            failPersistent(verdict.action,
                           (error.detailsCode.isEmpty() ? error.code : error.detailsCode));
        }
        return;
    }
    const core::Json &p = frame.payload;
    HelloInfo hello;
    hello.protocol = static_cast<int>(jsonInt(p, "protocol"));
    if (hello.protocol != 0 && hello.protocol != kProtocolVersion) {
        failPersistent(QStringLiteral("The gateway answered with protocol %1; Toolgate speaks %2.")
                           .arg(hello.protocol)
                           .arg(kProtocolVersion),
                       errorCodeText(core::ErrorCode::ProtocolMismatch));
        return;
    }
    const core::Json empty = core::Json::object();
    auto member = [&empty](const core::Json &object, const char *key) -> const core::Json & {
        if (!object.is_object())
            return empty;
        const auto it = object.find(key);
        return it == object.end() ? empty : *it;
    };
    const core::Json &server = member(p, "server");
    hello.serverVersion = jsonString(server, "version");
    hello.connId = jsonString(server, "connId");
    const core::Json &features = member(p, "features");
    hello.methods = jsonStringList(features, "methods");
    hello.events = jsonStringList(features, "events");
    const core::Json &policy = member(p, "policy");
    hello.tickIntervalMs = jsonInt(policy, "tickIntervalMs", 30000);
    hello.maxPayload = jsonInt(policy, "maxPayload", 26214400);
    hello.maxBufferedBytes = jsonInt(policy, "maxBufferedBytes", 52428800);
    const core::Json &auth = member(p, "auth");
    hello.authMethod = jsonString(auth, "method");
    hello.role = jsonString(auth, "role");
    hello.grantedScopes = jsonStringList(auth, "scopes");
    const QString issued = jsonString(auth, "deviceToken");
    hello.deviceTokenIssued = !issued.isEmpty();
    if (!issued.isEmpty() && m_identity.isValid())
        storeDeviceToken(issued);

    m_hello = hello;
    m_maxPayload = hello.maxPayload;
    m_maxBufferedBytes = hello.maxBufferedBytes;
    if (m_socket)
        m_socket->setMaxAllowedIncomingMessageSize(static_cast<quint64>(hello.maxPayload));
    m_backoff.reset();
    m_pairingBackoff.reset();
    m_pairingClock.invalidate();
    m_status.attempt = 0;
    if (hello.tickIntervalMs > 0)
        m_tickTimer.start(static_cast<int>(std::min<qint64>(2 * hello.tickIntervalMs, INT_MAX)));

    QStringList missing;
    for (const QString &scope : approvalScopes()) {
        if (!hello.grantedScopes.contains(scope))
            missing.append(scope);
    }
    QString message = QStringLiteral("Connected to OpenClaw %1.").arg(hello.serverVersion);
    if (!missing.isEmpty()) {
        message =
            QStringLiteral(
                "Connected to OpenClaw %1, but the gateway did not grant %2: agents' approvals "
                "will not reach this console. Connect with a device identity and the gateway "
                "token, or approve the device's scopes on the gateway.")
                .arg(hello.serverVersion, missing.join(QStringLiteral(", ")));
        qCWarning(lcGateway).noquote() << "missing scopes:" << missing.join(QLatin1Char(','));
    }
    m_status.missingScopes = missing;
    m_everConnected = true;
    setStatus(ConnectionState::Connected, message,
              missing.isEmpty() ? QString() : errorCodeText(core::ErrorCode::MissingScope));
    qCInfo(lcGateway).noquote() << "connected, server" << hello.serverVersion << "auth"
                                << hello.authMethod;
    emit connected(m_hello);
}

QString GatewayClient::deviceTokenPath() const {
    if (!m_options.deviceTokenPath.isEmpty())
        return m_options.deviceTokenPath;
    if (m_options.identityPath.isEmpty())
        return {};
    return m_options.identityPath + QStringLiteral(".tokens");
}

void GatewayClient::loadDeviceToken() {
    const QString path = deviceTokenPath();
    if (path.isEmpty() || !m_identity.isValid())
        return;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return;
    const QByteArray text = file.readAll();
    const core::Json json = core::Json::parse(text.constBegin(), text.constEnd(), nullptr, false);
    m_deviceToken =
        jsonString(json, m_options.url.toString(QUrl::StripTrailingSlash).toStdString().c_str());
}

void GatewayClient::storeDeviceToken(const QString &token) {
    m_deviceToken = token;
    const QString path = deviceTokenPath();
    if (path.isEmpty())
        return;
    core::Json json = core::Json::object();
    {
        QFile file(path);
        if (file.open(QIODevice::ReadOnly)) {
            const QByteArray text = file.readAll();
            json = core::Json::parse(text.constBegin(), text.constEnd(), nullptr, false);
            if (!json.is_object())
                json = core::Json::object();
        }
    }
    const std::string key = m_options.url.toString(QUrl::StripTrailingSlash).toStdString();
    if (token.isEmpty())
        json.erase(key);
    else
        json[key] = token.toStdString();
    QDir().mkpath(QFileInfo(path).absolutePath());
    const QString temp = path + QStringLiteral(".tmp");
    QFile::remove(temp);
    QFile file(temp);
    if (!file.open(QIODevice::WriteOnly | QIODevice::NewOnly,
                   QFileDevice::ReadOwner | QFileDevice::WriteOwner)) {
        qCWarning(lcGateway) << "cannot store the device token";
        return;
    }
    file.write(QByteArray::fromStdString(json.dump(2)));
    file.close();
    QFile::remove(path);
    if (!QFile::rename(temp, path))
        qCWarning(lcGateway) << "cannot store the device token";
}

} // namespace toolgate::gateway
