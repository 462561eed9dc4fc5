// SPDX-License-Identifier: MIT
#pragma once

// A minimal protocol-v4 client for the demo gateway tests: a real QWebSocket on loopback that
// records every frame it receives and can sign the connect request with a fresh Ed25519 device.

#include "gateway/deviceauth.h"
#include "util/json.h"

#include <QObject>
#include <QUrl>
#include <QWebSocket>

#include <optional>

// QCOMPARE cannot print (or even pick an overload for) JSON values; this compares and dumps both.
#define JCOMPARE(actual, expected)                                                                 \
    do {                                                                                           \
        const ::toolgate::core::Json jcActual_ = (actual);                                         \
        const ::toolgate::core::Json jcExpected_ = (expected);                                     \
        if (jcActual_ != jcExpected_)                                                              \
            QFAIL(                                                                                 \
                qPrintable(QString::fromStdString("JSON differs\n   actual: " + jcActual_.dump() + \
                                                  "\n expected: " + jcExpected_.dump())));         \
    } while (false)

namespace toolgate::test {

using core::Json;
namespace deviceauth = gateway::deviceauth;

class TestClient : public QObject {
public:
    explicit TestClient(QObject *parent = nullptr)
        : QObject(parent)
        , m_socket(QString(), QWebSocketProtocol::VersionLatest) // no Origin header
        , m_keys(deviceauth::generateKeyPair()) {
        connect(&m_socket, &QWebSocket::textMessageReceived, this,
                [this](const QString &text) { frames.push_back(Json::parse(text.toStdString())); });
        connect(&m_socket, &QWebSocket::disconnected, this, [this] {
            closed = true;
            closeCode = m_socket.closeCode();
            closeReason = m_socket.closeReason();
        });
    }

    void open(const QUrl &url) { m_socket.open(url); }
    void close() { m_socket.close(); }
    bool isOpen() const { return m_socket.state() == QAbstractSocket::ConnectedState; }

    std::optional<Json> challenge() const {
        for (const Json &f : frames) {
            if (f.value("event", Json()) == "connect.challenge")
                return f;
        }
        return std::nullopt;
    }

    struct ConnectOptions {
        QString token;
        QString deviceToken;
        QString clientId = QStringLiteral("openclaw-linux");
        QString mode = QStringLiteral("ui");
        QStringList scopes{QStringLiteral("operator.read"), QStringLiteral("operator.write"),
                           QStringLiteral("operator.approvals"), QStringLiteral("operator.admin")};
        QStringList caps{QStringLiteral("approvals"), QStringLiteral("exec-approvals"),
                         QStringLiteral("plugin-approvals"), QStringLiteral("tool-events")};
        bool withDevice = true;
        bool corruptSignature = false;
        QString nonceOverride;
        int protocol = 4;
    };

    // Sends `connect` answering the challenge already received; returns the request id.
    QString sendConnect(const ConnectOptions &o) {
        const Json ch = challenge().value_or(Json::object());
        const QString nonce = QString::fromStdString(ch["payload"].value("nonce", std::string()));
        const qint64 ts = ch["payload"].value("ts", qint64(0));
        Json scopes = Json::array();
        for (const QString &scope : o.scopes)
            scopes.push_back(scope.toStdString());
        Json caps = Json::array();
        for (const QString &cap : o.caps)
            caps.push_back(cap.toStdString());
        Json auth = Json::object();
        if (!o.token.isEmpty())
            auth["token"] = o.token.toStdString();
        if (!o.deviceToken.isEmpty())
            auth["deviceToken"] = o.deviceToken.toStdString();
        Json params{{"minProtocol", o.protocol},
                    {"maxProtocol", o.protocol},
                    {"client", Json{{"id", o.clientId.toStdString()},
                                    {"displayName", "test console"},
                                    {"version", "0.1.0"},
                                    {"platform", "Linux"},
                                    {"deviceFamily", "Desktop"},
                                    {"mode", o.mode.toStdString()}}},
                    {"role", "operator"},
                    {"scopes", scopes},
                    {"caps", caps},
                    {"auth", auth}};
        if (o.withDevice) {
            deviceauth::SignedFields f;
            f.deviceId = deviceauth::deviceIdForPublicKey(m_keys.publicKey);
            f.clientId = o.clientId;
            f.clientMode = o.mode;
            f.role = QStringLiteral("operator");
            f.scopes = o.scopes;
            f.signedAtMs = ts;
            f.token = !o.token.isEmpty() ? o.token : o.deviceToken;
            f.nonce = o.nonceOverride.isEmpty() ? nonce : o.nonceOverride;
            f.platform = QStringLiteral("Linux");
            f.deviceFamily = QStringLiteral("Desktop");
            QByteArray signature = deviceauth::sign(m_keys.privateKey, deviceauth::payloadV3(f));
            if (o.corruptSignature)
                signature[0] = char(signature[0] ^ 0x55);
            params["device"] =
                Json{{"id", f.deviceId.toStdString()},
                     {"publicKey", deviceauth::toBase64Url(m_keys.publicKey).toStdString()},
                     {"signature", deviceauth::toBase64Url(signature).toStdString()},
                     {"signedAt", ts},
                     {"nonce", f.nonce.toStdString()}};
        }
        return send(QStringLiteral("connect"), params);
    }

    QString send(const QString &method, const Json &params = Json::object()) {
        const QString id = QStringLiteral("t-%1").arg(++m_next);
        const Json frame{{"type", "req"},
                         {"id", id.toStdString()},
                         {"method", method.toStdString()},
                         {"params", params}};
        m_socket.sendTextMessage(QString::fromStdString(frame.dump()));
        return id;
    }

    // Every res frame for a request id (two-phase requests get two).
    std::vector<Json> responses(const QString &id) const {
        std::vector<Json> out;
        for (const Json &f : frames) {
            if (f.value("type", Json()) == "res" && f.value("id", Json()) == id.toStdString())
                out.push_back(f);
        }
        return out;
    }
    std::optional<Json> response(const QString &id) const {
        const auto all = responses(id);
        return all.empty() ? std::nullopt : std::optional<Json>(all.back());
    }
    std::vector<Json> events(const char *name) const {
        std::vector<Json> out;
        for (const Json &f : frames) {
            if (f.value("type", Json()) == "event" && f.value("event", Json()) == name)
                out.push_back(f);
        }
        return out;
    }

    std::vector<Json> frames;
    bool closed = false;
    QWebSocketProtocol::CloseCode closeCode = QWebSocketProtocol::CloseCodeNormal;
    QString closeReason;

private:
    QWebSocket m_socket;
    deviceauth::KeyPair m_keys;
    int m_next = 0;
};

} // namespace toolgate::test
