// SPDX-License-Identifier: MIT
// DeviceService against the in-process gateway: the list parsed, kept live by the pairing events,
// each action sent as the gateway expects and answered without leaking a token.
#include "failonwarning.h"
#include "fakegateway.h"

#include "gateway/deviceservice.h"
#include "gateway/gatewayclient.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace toolgate::gateway;
using toolgate::core::Json;
using toolgate::test::FakeGateway;

namespace {

const Json kList = Json::parse(R"({
  "pending": [{"requestId": "req-1", "deviceId": "d1d1d1d1d1d1d1d1", "publicKey": "k",
               "displayName": "Laptop", "platform": "linux", "clientId": "openclaw-linux",
               "role": "operator", "scopes": ["operator.read", "operator.approvals"],
               "remoteIp": "192.168.1.7", "ts": 1796038023850, "isRepair": false},
              {"deviceId": "no-request-id"}],
  "paired": [{"deviceId": "d2d2d2d2d2d2d2d2", "displayName": "Phone", "operatorLabel": "Kitchen",
              "platform": "ios", "clientId": "openclaw-ios", "role": "operator",
              "roles": ["operator", "node"], "scopes": ["operator.read"], "connected": true,
              "approvedAtMs": 1796038000000,
              "tokens": [{"role": "node", "scopes": []},
                         {"role": "operator", "scopes": ["operator.read"], "revokedAtMs": 5}]}]
})");

} // namespace

class TestDeviceService : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    GatewayOptions options(const FakeGateway &server) {
        return testClientOptions(server, m_dir, QStringLiteral("secret-token"));
    }

    static void answer(FakeGateway &s, const FakeGateway::Request &r) {
        if (r.method == QLatin1String("device.pair.list"))
            s.respond(r.id, kList);
        else if (r.method == QLatin1String("device.token.rotate"))
            s.respond(r.id, Json{{"deviceId", "d2d2d2d2d2d2d2d2"},
                                 {"role", "node"},
                                 {"scopes", Json::array()},
                                 {"token", "NEW-SECRET-TOKEN"},
                                 {"tokenDelivery", "in-band"},
                                 {"rotatedAtMs", 1}});
        else if (r.method == QLatin1String("device.pair.reject"))
            s.respondError(r.id,
                           Json{{"code", "INVALID_REQUEST"}, {"message", "unknown requestId"}});
        else
            s.respond(r.id, Json{{"ok", true}});
    }

private slots:
    void init() { toolgate::test::failOnAnyWarning(); }
    void listIsParsedAndKeptLive() {
        FakeGateway server;
        server.onRequest = answer;
        GatewayClient client(options(server));
        DeviceService devices(&client);
        QSignalSpy changed(&devices, &DeviceService::devicesChanged);
        client.start();
        QTRY_VERIFY(devices.isLoaded());
        QVERIFY(devices.isAvailable());
        const DeviceList &list = devices.devices();
        QCOMPARE(list.pending.size(), 1);
        QCOMPARE(list.pending.first().requestId, QStringLiteral("req-1"));
        QCOMPARE(list.pending.first().title(), QStringLiteral("Laptop (openclaw-linux, linux)"));
        QCOMPARE(list.pending.first().scopes.size(), 2);
        QCOMPARE(list.paired.size(), 1);
        const PairedDevice &phone = list.paired.first();
        QCOMPARE(phone.title(), QStringLiteral("Kitchen (openclaw-ios, ios)"));
        QVERIFY(phone.connected);
        QCOMPARE(phone.tokenRoles(), QStringList{QStringLiteral("node")}); // operator revoked

        const int lists = server.requestCount(QStringLiteral("device.pair.list"));
        server.sendEvent(QStringLiteral("device.pair.requested"),
                         Json{{"requestId", "req-2"}, {"deviceId", "x"}, {"ts", 1}});
        QTRY_COMPARE(server.requestCount(QStringLiteral("device.pair.list")), lists + 1);
        server.sendEvent(QStringLiteral("device.pair.resolved"),
                         Json{{"requestId", "req-2"}, {"decision", "approved"}});
        QTRY_COMPARE(server.requestCount(QStringLiteral("device.pair.list")), lists + 2);
    }

    void actionsSendTheGatewaysParamsAndReportItsAnswer() {
        FakeGateway server;
        server.onRequest = answer;
        GatewayClient client(options(server));
        DeviceService devices(&client);
        client.start();
        QTRY_VERIFY(devices.isLoaded());
        QSignalSpy finished(&devices, &DeviceService::actionFinished);

        devices.run(DeviceService::Action::Approve, QStringLiteral("req-1"));
        QTRY_COMPARE(finished.count(), 1);
        QVERIFY(server.requestsFor(QStringLiteral("device.pair.approve")).first().params ==
                Json({{"requestId", "req-1"}}));
        QVERIFY(finished.at(0).at(2).toBool());

        devices.run(DeviceService::Action::Rotate, QStringLiteral("d2d2d2d2d2d2d2d2"),
                    QStringLiteral("node"));
        QTRY_COMPARE(finished.count(), 2);
        QVERIFY(server.requestsFor(QStringLiteral("device.token.rotate")).first().params ==
                Json({{"deviceId", "d2d2d2d2d2d2d2d2"}, {"role", "node"}}));
        const QString rotated = finished.at(1).at(3).toString();
        QVERIFY2(rotated.contains(QLatin1String("rotated for role node")), qPrintable(rotated));
        QVERIFY(!rotated.contains(QLatin1String("NEW-SECRET-TOKEN")));

        devices.run(DeviceService::Action::Reject, QStringLiteral("req-gone"));
        QTRY_COMPARE(finished.count(), 3);
        QVERIFY(!finished.at(2).at(2).toBool());
        QVERIFY(finished.at(2).at(3).toString().contains(QLatin1String("unknown requestId")));

        devices.run(DeviceService::Action::Remove, QStringLiteral("d2d2d2d2d2d2d2d2"));
        devices.run(DeviceService::Action::Revoke, QStringLiteral("d2d2d2d2d2d2d2d2"),
                    QStringLiteral("operator"));
        QTRY_COMPARE(finished.count(), 5);
        QCOMPARE(server.requestCount(QStringLiteral("device.pair.remove")), 1);
        QVERIFY(server.requestsFor(QStringLiteral("device.token.revoke")).first().params ==
                Json({{"deviceId", "d2d2d2d2d2d2d2d2"}, {"role", "operator"}}));
    }

    void withoutPairingScopeTheSectionIsUnavailable() {
        FakeGateway server;
        server.grantedScopes = QStringList{QStringLiteral("operator.read")};
        server.onRequest = answer;
        GatewayClient client(options(server));
        DeviceService devices(&client);
        QSignalSpy connected(&client, &GatewayClient::connected);
        client.start();
        QTRY_COMPARE(connected.count(), 1);
        QVERIFY(!devices.isAvailable());
        QCOMPARE(server.requestCount(QStringLiteral("device.pair.list")), 0);
    }
};

QTEST_GUILESS_MAIN(TestDeviceService)
#include "tst_deviceservice.moc"
