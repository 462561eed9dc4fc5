// SPDX-License-Identifier: MIT
#include "failonwarning.h"
#include "fakegateway.h"

#include "gateway/backoff.h"
#include "gateway/deviceauth.h"
#include "gateway/deviceidentity.h"
#include "gateway/gatewayclient.h"

#include <QCryptographicHash>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace toolgate::gateway;
using toolgate::core::Json;
using toolgate::test::FakeGateway;

namespace {

QString str(const Json &j, const char *key) {
    return QString::fromStdString(j.value(key, std::string()));
}

QStringList strings(const Json &j) {
    QStringList list;
    for (const Json &item : j)
        list.append(QString::fromStdString(item.get<std::string>()));
    return list;
}

} // namespace

class TestGatewayClient : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    GatewayOptions options(const FakeGateway &server, const QString &name = QStringLiteral("id")) {
        GatewayOptions o = testClientOptions(server, m_dir, QStringLiteral("test-token"), name);
        o.requestTimeoutMs = 5000;
        return o;
    }

private slots:
    void init() { toolgate::test::failOnAnyWarning(); }
    void handshakeSendsProtocol4ConnectWithVerifiableSignature() {
        FakeGateway server;
        GatewayClient client(options(server));
        QSignalSpy connected(&client, &GatewayClient::connected);
        client.start();
        QTRY_COMPARE(connected.count(), 1);
        QCOMPARE(client.state(), ConnectionState::Connected);

        QCOMPARE(server.originHeaders.size(), 1);
        QVERIFY2(server.originHeaders.first().isEmpty(), "no Origin header may be sent");
        QCOMPARE(server.requests.first().method,
                 QStringLiteral("connect")); // first request is connect
        const Json p = server.connectParams.first();
        QCOMPARE(p["minProtocol"].get<int>(), 4);
        QCOMPARE(p["maxProtocol"].get<int>(), 4);
        QCOMPARE(str(p["client"], "id"), QStringLiteral("openclaw-linux"));
        QCOMPARE(str(p["client"], "mode"), QStringLiteral("ui"));
        QCOMPARE(str(p["client"], "platform"), QStringLiteral("linux"));
        QCOMPARE(str(p, "role"), QStringLiteral("operator"));
        const QStringList caps = strings(p["caps"]);
        for (const char *cap : {"approvals", "exec-approvals", "plugin-approvals", "tool-events"})
            QVERIFY2(caps.contains(QLatin1String(cap)), cap);
        QVERIFY(strings(p["scopes"]).contains(QStringLiteral("operator.admin")));
        QCOMPARE(str(p["auth"], "token"), QStringLiteral("test-token"));

        // The device block, checked independently of the client's own helpers.
        const Json d = p["device"];
        const QByteArray publicKey =
            QByteArray::fromBase64(str(d, "publicKey").toLatin1(), QByteArray::Base64UrlEncoding);
        QCOMPARE(publicKey.size(), 32);
        QCOMPARE(str(d, "id"),
                 QString::fromLatin1(
                     QCryptographicHash::hash(publicKey, QCryptographicHash::Sha256).toHex()));
        QCOMPARE(str(d, "nonce"), server.challengeNonces.first());
        QCOMPARE(d["signedAt"].get<qint64>(), server.challengeTs.first());
        const QByteArray signedText =
            QStringLiteral("v3|%1|openclaw-linux|ui|operator|%2|%3|test-token|%4|linux|desktop")
                .arg(str(d, "id"), strings(p["scopes"]).join(QLatin1Char(',')))
                .arg(server.challengeTs.first())
                .arg(server.challengeNonces.first())
                .toUtf8();
        const QByteArray signature =
            QByteArray::fromBase64(str(d, "signature").toLatin1(), QByteArray::Base64UrlEncoding);
        QVERIFY(deviceauth::verify(publicKey, signedText, signature));
        QVERIFY(!deviceauth::verify(publicKey, signedText + "x", signature));
        QVERIFY(client.hasScope(QStringLiteral("operator.approvals")));
        QVERIFY(client.status().missingScopes.isEmpty());
    }

    void identityIsCreatedOnceWithMode0600AndDeviceTokenIsReused() {
        FakeGateway server;
        const GatewayOptions first = options(server, QStringLiteral("persist"));
        QString deviceId;
        {
            GatewayClient client(first);
            QSignalSpy connected(&client, &GatewayClient::connected);
            client.start();
            QTRY_COMPARE(connected.count(), 1);
            deviceId = client.deviceId();
        }
        QFile key(first.identityPath);
        QVERIFY(key.exists());
        QCOMPARE(key.permissions() & (QFileDevice::ReadGroup | QFileDevice::ReadOther |
                                      QFileDevice::WriteGroup | QFileDevice::WriteOther),
                 QFileDevice::Permissions());
        QFile tokens(first.identityPath + QStringLiteral(".tokens"));
        QVERIFY(tokens.exists());
        QCOMPARE(tokens.permissions() & (QFileDevice::ReadGroup | QFileDevice::ReadOther),
                 QFileDevice::Permissions());

        // Same key on the next run; without a shared token the issued device token is used and
        // signed.
        GatewayOptions second = first;
        second.token.clear();
        GatewayClient again(second);
        QCOMPARE(again.deviceId(), deviceId);
        QSignalSpy connected(&again, &GatewayClient::connected);
        again.start();
        QTRY_COMPARE(connected.count(), 1);
        const Json p = server.connectParams.last();
        QVERIFY(!p["auth"].contains("token"));
        QCOMPARE(str(p["auth"], "deviceToken"), QStringLiteral("issued-device-token"));
        const QByteArray publicKey = QByteArray::fromBase64(
            str(p["device"], "publicKey").toLatin1(), QByteArray::Base64UrlEncoding);
        const QByteArray signedText =
            QStringLiteral(
                "v3|%1|openclaw-linux|ui|operator|%2|%3|issued-device-token|%4|linux|desktop")
                .arg(deviceId, strings(p["scopes"]).join(QLatin1Char(',')))
                .arg(server.challengeTs.last())
                .arg(server.challengeNonces.last())
                .toUtf8();
        QVERIFY(deviceauth::verify(publicKey, signedText,
                                   QByteArray::fromBase64(str(p["device"], "signature").toLatin1(),
                                                          QByteArray::Base64UrlEncoding)));
    }

    void missingApprovalScopesAreReported() {
        FakeGateway server;
        server.grantedScopes = QStringList{QStringLiteral("operator.read")};
        GatewayClient client(options(server));
        QSignalSpy connected(&client, &GatewayClient::connected);
        client.start();
        QTRY_COMPARE(connected.count(), 1);
        QCOMPARE(client.state(), ConnectionState::Connected);
        QCOMPARE(client.status().missingScopes, (QStringList{QStringLiteral("operator.approvals"),
                                                             QStringLiteral("operator.admin")}));
        QCOMPARE(client.status().errorCode, QStringLiteral("MISSING_SCOPE"));
        QVERIFY(client.status().message.contains(QLatin1String("operator.admin")));
    }

    void twoPhaseResponsesDeliverBothFrames() {
        FakeGateway server;
        server.onRequest = [](FakeGateway &s, const FakeGateway::Request &r) {
            s.respond(r.id, Json{{"status", "accepted"}, {"id", "a1"}, {"expiresAtMs", 1}});
            s.respond(r.id, Json{{"id", "a1"}, {"decision", "allow-once"}});
        };
        GatewayClient client(options(server));
        QSignalSpy connected(&client, &GatewayClient::connected);
        client.start();
        QTRY_COMPARE(connected.count(), 1);
        RequestOptions two;
        two.twoPhase = true;
        GatewayReply *reply =
            client.request(QStringLiteral("exec.approval.request"), Json{{"command", "ls"}}, two);
        QSignalSpy accepted(reply, &GatewayReply::accepted);
        QString decision;
        connect(reply, &GatewayReply::finished, this,
                [&decision, reply] { decision = str(reply->payload(), "decision"); });
        QTRY_COMPARE(decision, QStringLiteral("allow-once"));
        QCOMPARE(accepted.count(), 1);

        // Without twoPhase the first frame finishes the request; the second is reported, not lost.
        QSignalSpy unmatched(&client, &GatewayClient::unmatchedResponse);
        GatewayReply *single =
            client.request(QStringLiteral("exec.approval.request"), Json{{"command", "ls"}});
        QString status;
        connect(single, &GatewayReply::finished, this,
                [&status, single] { status = str(single->payload(), "status"); });
        QTRY_COMPARE(status, QStringLiteral("accepted"));
        QTRY_COMPARE(unmatched.count(), 1);
        QCOMPARE(str(unmatched.first().at(2).value<Json>(), "decision"),
                 QStringLiteral("allow-once"));
    }

    void requestsTimeOutAndFailWhenNotConnected() {
        FakeGateway server;
        server.onRequest = [](FakeGateway &, const FakeGateway::Request &) {}; // never answers
        GatewayClient client(options(server));
        GatewayReply *early = client.request(QStringLiteral("health"));
        QString earlyCode;
        connect(early, &GatewayReply::finished, this,
                [&earlyCode, early] { earlyCode = early->error().code; });
        QTRY_COMPARE(earlyCode, QStringLiteral("NOT_CONNECTED"));

        QSignalSpy connected(&client, &GatewayClient::connected);
        client.start();
        QTRY_COMPARE(connected.count(), 1);
        RequestOptions quick;
        quick.timeoutMs = 50;
        GatewayReply *reply = client.request(QStringLiteral("health"), Json::object(), quick);
        QString code;
        connect(reply, &GatewayReply::finished, this,
                [&code, reply] { code = reply->error().code; });
        QTRY_COMPARE(code, QStringLiteral("TIMEOUT"));
        QCOMPARE(client.state(), ConnectionState::Connected);
    }

    void sequenceGapsAreDetected() {
        FakeGateway server;
        GatewayClient client(options(server));
        QSignalSpy connected(&client, &GatewayClient::connected);
        QSignalSpy gaps(&client, &GatewayClient::sequenceGap);
        QSignalSpy events(&client, &GatewayClient::eventReceived);
        client.start();
        QTRY_COMPARE(connected.count(), 1);
        server.sendEvent(QStringLiteral("presence"), Json::object(), 1);
        server.sendEvent(QStringLiteral("presence"), Json::object(), 2);
        server.sendEvent(QStringLiteral("presence"), Json::object(), 5);
        server.sendEvent(QStringLiteral("presence"), Json::object(), 6);
        QTRY_COMPARE(events.count(), 4);
        QCOMPARE(gaps.count(), 1);
        QCOMPARE(gaps.first().at(0).toLongLong(), 3);
        QCOMPARE(gaps.first().at(1).toLongLong(), 5);
    }

    void malformedFramesAreIgnoredAndConnectionKept_data() {
        QTest::addColumn<QString>("frame");
        QTest::newRow("not json") << QStringLiteral("{nope");
        QTest::newRow("array") << QStringLiteral("[1,2]");
        QTest::newRow("no type") << QStringLiteral("{\"event\":\"x\"}");
        QTest::newRow("unknown type") << QStringLiteral("{\"type\":\"bogus\"}");
        QTest::newRow("res without id") << QStringLiteral("{\"type\":\"res\",\"ok\":true}");
        QTest::newRow("res without ok") << QStringLiteral("{\"type\":\"res\",\"id\":\"x\"}");
        QTest::newRow("event without name")
            << QStringLiteral("{\"type\":\"event\",\"payload\":{}}");
        QTest::newRow("request from server")
            << QStringLiteral("{\"type\":\"req\",\"id\":\"1\",\"method\":\"x\"}");
        QTest::newRow("empty") << QString();
    }
    void malformedFramesAreIgnoredAndConnectionKept() {
        QFETCH(QString, frame);
        FakeGateway server;
        GatewayClient client(options(server));
        QSignalSpy connected(&client, &GatewayClient::connected);
        QSignalSpy ignored(&client, &GatewayClient::frameIgnored);
        client.start();
        QTRY_COMPARE(connected.count(), 1);
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("ignored")));
        server.sendText(frame);
        QTRY_COMPARE(ignored.count(), 1);
        GatewayReply *reply = client.request(QStringLiteral("health"));
        bool ok = false;
        connect(reply, &GatewayReply::finished, this, [&ok, reply] { ok = reply->isOk(); });
        QTRY_VERIFY(ok);
        QCOMPARE(server.connectionCount, 1);
        QCOMPARE(client.state(), ConnectionState::Connected);
    }

    void binaryFramesAreIgnored() {
        FakeGateway server;
        GatewayClient client(options(server));
        QSignalSpy connected(&client, &GatewayClient::connected);
        QSignalSpy ignored(&client, &GatewayClient::frameIgnored);
        client.start();
        QTRY_COMPARE(connected.count(), 1);
        QTest::ignoreMessage(QtWarningMsg, "ignored a binary frame");
        server.sendBinary(QByteArrayLiteral("\x01\x02"));
        QTRY_COMPARE(ignored.count(), 1);
        QCOMPARE(client.state(), ConnectionState::Connected);
    }

    void silenceForTwoTicksReconnects() {
        FakeGateway server;
        server.tickIntervalMs = 60;
        GatewayClient client(options(server));
        QSignalSpy connected(&client, &GatewayClient::connected);
        QSignalSpy disconnected(&client, &GatewayClient::disconnected);
        client.start();
        QTRY_COMPARE(connected.count(), 1);
        server.tickIntervalMs = 30000; // the next connection stays up
        QTest::ignoreMessage(QtWarningMsg, "nothing heard for two tick intervals; reconnecting");
        QTRY_COMPARE(disconnected.count(), 1);
        QCOMPARE(disconnected.first().first().toString(),
                 QStringLiteral("no tick from the gateway"));
        QTRY_COMPARE(connected.count(), 2);
        QCOMPARE(server.connectionCount, 2);
        client.stop();
    }

    void ticksKeepTheConnection() {
        FakeGateway server;
        server.tickIntervalMs = 100;
        GatewayClient client(options(server));
        QSignalSpy connected(&client, &GatewayClient::connected);
        QSignalSpy events(&client, &GatewayClient::eventReceived);
        client.start();
        QTRY_COMPARE(connected.count(), 1);
        // Ten ticks at half the interval span 2.5 watchdog periods; the connection must survive.
        QTimer ticker;
        int sent = 0;
        connect(&ticker, &QTimer::timeout, this, [&] {
            if (sent++ < 10)
                server.sendEvent(QStringLiteral("tick"), Json{{"ts", 1}});
            else
                server.sendEvent(QStringLiteral("presence"), Json::object());
        });
        ticker.start(50);
        QTRY_COMPARE_WITH_TIMEOUT(events.count() >= 1, true, 5000);
        ticker.stop();
        QCOMPARE(server.connectionCount, 1);
        QCOMPARE(connected.count(), 1);
    }

    void refusedConnectionsBackOff() {
        quint16 port = 0;
        {
            FakeGateway probe; // take a free port, then close it
            port = probe.port();
        }
        GatewayOptions o;
        o.url = QUrl(QStringLiteral("ws://127.0.0.1:%1/").arg(port));
        o.backoffInitialMs = 10;
        o.backoffMaxMs = 80;
        o.backoffJitter = 0.0;
        GatewayClient client(o);
        QSignalSpy scheduled(&client, &GatewayClient::reconnectScheduled);
        client.start();
        QTRY_VERIFY(scheduled.count() >= 5);
        QCOMPARE(client.state(), ConnectionState::WaitingToRetry);
        const QList<int> expected{10, 20, 40, 80, 80};
        for (int i = 0; i < expected.size(); ++i) {
            QCOMPARE(scheduled.at(i).at(0).toInt(), i + 1);
            QCOMPARE(scheduled.at(i).at(1).toInt(), expected.at(i));
        }
        client.stop();
        QCOMPARE(client.state(), ConnectionState::Disconnected);
    }

    void backoffDelays_data() {
        QTest::addColumn<int>("attempt");
        QTest::addColumn<int>("base");
        QTest::newRow("first") << 1 << 500;
        QTest::newRow("second") << 2 << 1000;
        QTest::newRow("fifth") << 5 << 8000;
        QTest::newRow("capped") << 7 << 30000;
        QTest::newRow("far") << 100 << 30000;
    }
    void backoffDelays() {
        QFETCH(int, attempt);
        QFETCH(int, base);
        Backoff backoff(500, 30000, 0.2, 42);
        QCOMPARE(backoff.baseDelay(attempt), base);
        int delay = 0;
        for (int i = 0; i < attempt; ++i)
            delay = backoff.next();
        QVERIFY2(delay >= base * 0.8 - 1 && delay <= std::min(base * 1.2, 30000.0) + 1,
                 qPrintable(QString::number(delay)));
        backoff.reset();
        QCOMPARE(backoff.attempt(), 0);
    }

    void persistentErrorsStop_data() {
        QTest::addColumn<QString>("errorJson");
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("hint");
        QTest::newRow("bad token")
            << QStringLiteral(
                   R"({"code":"INVALID_REQUEST","message":"unauthorized","details":{"code":"AUTH_TOKEN_MISMATCH","canRetryWithDeviceToken":false}})")
            << QStringLiteral("AUTH_TOKEN_MISMATCH") << QStringLiteral("token");
        QTest::newRow("protocol")
            << QStringLiteral(
                   R"({"code":"INVALID_REQUEST","message":"protocol mismatch","details":{"code":"PROTOCOL_MISMATCH"}})")
            << QStringLiteral("PROTOCOL_MISMATCH") << QStringLiteral("protocol 4");
        // Pairing is waited for, not given up on: tst_pairing.
        QTest::newRow("scope mismatch")
            << QStringLiteral(
                   R"({"code":"INVALID_REQUEST","message":"unauthorized","details":{"code":"AUTH_SCOPE_MISMATCH"}})")
            << QStringLiteral("AUTH_SCOPE_MISMATCH") << QStringLiteral("approved scopes");
        QTest::newRow("signature")
            << QStringLiteral(
                   R"({"code":"INVALID_REQUEST","message":"bad sig","details":{"code":"DEVICE_AUTH_SIGNATURE_INVALID"}})")
            << QStringLiteral("DEVICE_AUTH_SIGNATURE_INVALID") << QStringLiteral("identity");
    }
    void persistentErrorsStop() {
        QFETCH(QString, errorJson);
        QFETCH(QString, code);
        QFETCH(QString, hint);
        FakeGateway server;
        server.connectError = Json::parse(errorJson.toStdString());
        GatewayClient client(options(server));
        QSignalSpy scheduled(&client, &GatewayClient::reconnectScheduled);
        QSignalSpy states(&client, &GatewayClient::stateChanged);
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("connect refused")));
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("giving up")));
        client.start();
        QTRY_COMPARE(client.state(), ConnectionState::Failed);
        QCOMPARE(client.status().errorCode, code);
        QVERIFY2(client.status().message.contains(hint), qPrintable(client.status().message));
        QCOMPARE(scheduled.count(), 0);
        QCOMPARE(server.connectCount, 1);
    }

    void transientUnavailableRetriesAfterHint() {
        FakeGateway server;
        server.connectError = Json::parse(
            R"({"code":"UNAVAILABLE","message":"starting","retryable":true,"retryAfterMs":30,"details":{"reason":"startup-sidecars"}})");
        server.connectErrorsLeft = 2;
        server.closeCodeAfterError = 1013;
        GatewayClient client(options(server));
        QSignalSpy connected(&client, &GatewayClient::connected);
        QSignalSpy scheduled(&client, &GatewayClient::reconnectScheduled);
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("connect refused")));
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("connect refused")));
        client.start();
        QTRY_COMPARE(connected.count(), 1);
        QCOMPARE(server.connectCount, 3);
        QCOMPARE(scheduled.count(), 2);
        QVERIFY(scheduled.first().at(1).toInt() >= 30);
        QCOMPARE(client.status().attempt, 0);
    }

    void shutdownEventThenReconnect() {
        FakeGateway server;
        GatewayClient client(options(server));
        QSignalSpy connected(&client, &GatewayClient::connected);
        QSignalSpy shutdown(&client, &GatewayClient::shutdownAnnounced);
        QSignalSpy disconnected(&client, &GatewayClient::disconnected);
        QSignalSpy scheduled(&client, &GatewayClient::reconnectScheduled);
        client.start();
        QTRY_COMPARE(connected.count(), 1);
        server.sendEvent(QStringLiteral("shutdown"),
                         Json{{"reason", "restart"}, {"restartExpectedMs", 40}});
        server.closeCurrent(static_cast<QWebSocketProtocol::CloseCode>(1012));
        QTRY_COMPARE(shutdown.count(), 1);
        QCOMPARE(shutdown.first().at(0).toString(), QStringLiteral("restart"));
        QTRY_COMPARE(disconnected.count(), 1);
        QVERIFY(scheduled.first().at(1).toInt() >= 40);
        QTRY_COMPARE(connected.count(), 2);
    }

    void outgoingPayloadLimitFromPolicy() {
        FakeGateway server;
        server.maxPayload = 1000;
        GatewayClient client(options(server));
        QSignalSpy connected(&client, &GatewayClient::connected);
        client.start();
        QTRY_COMPARE(connected.count(), 1);
        QCOMPARE(client.hello().maxPayload, 1000);
        GatewayReply *reply =
            client.request(QStringLiteral("config.patch"), Json{{"raw", std::string(2000, 'x')}});
        QString code;
        connect(reply, &GatewayReply::finished, this,
                [&code, reply] { code = reply->error().code; });
        QTRY_COMPARE(code, QStringLiteral("PAYLOAD_TOO_LARGE"));
        QCOMPARE(server.requestCount(QStringLiteral("config.patch")), 0);
    }

    void stopClosesAndFailsOutstanding() {
        FakeGateway server;
        server.onRequest = [](FakeGateway &, const FakeGateway::Request &) {};
        GatewayClient client(options(server));
        QSignalSpy connected(&client, &GatewayClient::connected);
        client.start();
        QTRY_COMPARE(connected.count(), 1);
        GatewayReply *reply = client.request(QStringLiteral("health"));
        QString code;
        connect(reply, &GatewayReply::finished, this,
                [&code, reply] { code = reply->error().code; });
        client.stop();
        QCOMPARE(code, QStringLiteral("DISCONNECTED"));
        QCOMPARE(client.state(), ConnectionState::Disconnected);
    }
};

QTEST_GUILESS_MAIN(TestGatewayClient)
#include "tst_gatewayclient.moc"
