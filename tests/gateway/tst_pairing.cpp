// SPDX-License-Identifier: MIT
// NOT_PAIRED explained per reason, waited for with backoff, and connected without a click once
// approved; a missing scope explained as a scope, never as a bad token.
#include "failonwarning.h"
#include "fakegateway.h"

#include "gateway/gatewayclient.h"
#include "gateway/pairingnotice.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace toolgate::gateway;
using toolgate::core::Json;
using toolgate::test::FakeGateway;

namespace {

Json notPaired(const char *reason, const char *requestId) {
    Json details{{"code", "PAIRING_REQUIRED"}, {"reason", reason}};
    if (requestId)
        details["requestId"] = requestId;
    return Json{{"code", "NOT_PAIRED"}, {"message", "pairing required"}, {"details", details}};
}

} // namespace

class TestPairing : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    GatewayOptions options(const FakeGateway &server) {
        GatewayOptions o = testClientOptions(server, m_dir, QStringLiteral("secret-token"));
        o.pairingRetryInitialMs = 20;
        o.pairingRetryMaxMs = 60;
        return o;
    }

private slots:
    void init() { toolgate::test::failOnAnyWarning(); }
    void eachReasonIsExplained_data() {
        QTest::addColumn<QString>("reason");
        QTest::addColumn<QString>("phrase");
        QTest::newRow("not-paired") << "not-paired"
                                    << "is not paired";
        QTest::newRow("role-upgrade") << "role-upgrade"
                                      << "not for the role";
        QTest::newRow("scope-upgrade") << "scope-upgrade"
                                       << "more scopes";
        QTest::newRow("metadata-upgrade") << "metadata-upgrade"
                                          << "details";
    }
    void eachReasonIsExplained() {
        QFETCH(QString, reason);
        QFETCH(QString, phrase);
        const GatewayError error =
            GatewayError::fromJson(notPaired(reason.toUtf8().constData(), "req-42"));
        QVERIFY(isPairingRequired(error));
        const PairingNotice n = explainPairing(error, QStringLiteral("abcdef0123456789"));
        QCOMPARE(n.reason, reason);
        QCOMPARE(n.requestId, QStringLiteral("req-42"));
        QVERIFY2(n.headline.contains(phrase), qPrintable(n.headline));
        QVERIFY(n.headline.contains(QLatin1String("abcdef012345")));
        QVERIFY2(n.action.contains(QLatin1String("openclaw devices approve req-42")),
                 qPrintable(n.action));
        QVERIFY(!n.message().contains(QLatin1String("token")));
    }

    void withoutRequestIdPointsToTheList() {
        const PairingNotice n = explainPairing(GatewayError::fromJson(notPaired("", nullptr)), {});
        QCOMPARE(n.reason, QStringLiteral("not-paired"));
        QVERIFY(n.requestId.isEmpty());
        QVERIFY(n.action.contains(QLatin1String("openclaw devices list")));
    }

    void waitsForApprovalAndConnectsByItself() {
        FakeGateway server;
        server.connectError = notPaired("not-paired", "req-7");
        server.connectErrorsLeft = 3; // approved after the third ask
        GatewayClient client(options(server));
        QSignalSpy statuses(&client, &GatewayClient::statusChanged);
        QSignalSpy connected(&client, &GatewayClient::connected);
        client.start();
        QTRY_COMPARE(connected.count(), 1);
        QCOMPARE(server.connectCount, 4);
        bool sawWait = false;
        for (const QList<QVariant> &args : statuses) {
            const auto status = args.first().value<ConnectionStatus>();
            if (status.state == ConnectionState::WaitingToRetry) {
                sawWait = true;
                QCOMPARE(status.errorCode, QStringLiteral("PAIRING_REQUIRED"));
                QCOMPARE(status.pairingRequestId, QStringLiteral("req-7"));
                QCOMPARE(status.pairingReason, QStringLiteral("not-paired"));
                QVERIFY(status.message.contains(QLatin1String("openclaw devices approve req-7")));
            }
        }
        QVERIFY(sawWait);
        QVERIFY(client.status().pairingRequestId.isEmpty());
        QCOMPARE(client.state(), ConnectionState::Connected);
    }

    void givesUpWhenTheRequestExpires() {
        FakeGateway server;
        server.connectError = notPaired("scope-upgrade", "req-9");
        GatewayOptions o = options(server);
        o.pairingWaitMs = 100;
        GatewayClient client(o);
        client.start();
        QTRY_COMPARE(client.state(), ConnectionState::Failed);
        QCOMPARE(client.status().errorCode, QStringLiteral("PAIRING_EXPIRED"));
        QCOMPARE(client.status().pairingRequestId, QStringLiteral("req-9"));
        QVERIFY(client.status().message.contains(QLatin1String("more scopes")));
        QVERIFY(server.connectCount >= 2);
        // start() asks again from the beginning.
        server.connectErrorsLeft = 0;
        client.start();
        QTRY_COMPARE(client.state(), ConnectionState::Connected);
    }

    void scopeMismatchIsNotABadToken() {
        const auto verdict = classifyConnectError(GatewayError::fromJson(
            Json{{"code", "INVALID_REQUEST"}, {"details", {{"code", "AUTH_SCOPE_MISMATCH"}}}}));
        QCOMPARE(verdict.errorClass, ErrorClass::Persistent);
        QVERIFY(verdict.action.contains(QLatin1String("scopes")));
        QVERIFY(verdict.action.contains(QLatin1String("not a bad token")));
        QVERIFY(!verdict.action.contains(QLatin1String("refused the token")));
    }
};

QTEST_GUILESS_MAIN(TestPairing)
#include "tst_pairing.moc"
