// SPDX-License-Identifier: MIT
// The status bar's summary covers every connection, not the last one touched.
#include "failonwarning.h"
#include "fakegateway.h"

#include "connections/connectionregistry.h"
#include "gateway/connectionmanager.h"
#include "gateway/gatewayclient.h"

#include <QTemporaryDir>
#include <QTest>

using namespace toolgate;
using core::Json;
using test::FakeGateway;

class TestConnectionSummary : public QObject {
    Q_OBJECT

private slots:
    void init() { toolgate::test::failOnAnyWarning(); }
    void countsEveryConnection() {
        FakeGateway home;
        FakeGateway office;
        office.connectError = Json{{"code", "NOT_PAIRED"},
                                   {"details", {{"code", "PAIRING_REQUIRED"}, {"requestId", "r"}}}};
        QTemporaryDir dir;
        core::ConnectionRegistry registry(dir.path());
        gateway::ConnectionManager connections(&registry,
                                               dir.filePath(QStringLiteral("identity.json")));
        QCOMPARE(connections.summary().total, 0);
        QVERIFY(connections.summary().text.isEmpty());
        core::ConnectionEntry a;
        a.name = QStringLiteral("Home");
        a.url = home.url().toString();
        core::ConnectionEntry b;
        b.name = QStringLiteral("Office");
        b.url = office.url().toString();
        auto homeId = connections.saveEntry(a);
        auto officeId = connections.saveEntry(b);
        QVERIFY(homeId.hasValue() && officeId.hasValue());
        QVERIFY(connections.connectTo(homeId.value()).hasValue());
        QVERIFY(connections.connectTo(officeId.value()).hasValue());
        QTRY_COMPARE(connections.summary().connected, 1);
        QTRY_COMPARE(connections.summary().waiting, 1);
        const auto both = connections.summary();
        QCOMPARE(both.total, 2);
        QCOMPARE(both.text, QStringLiteral("1 of 2 gateways connected, 1 waiting"));

        connections.disconnectFrom(officeId.value());
        const auto one = connections.summary();
        QCOMPARE(one.total, 1);
        QCOMPARE(one.connected, 1);
        QCOMPARE(one.text, QStringLiteral("Home"));
        QVERIFY(!one.demoOnly);
    }
};

QTEST_GUILESS_MAIN(TestConnectionSummary)
#include "tst_connectionsummary.moc"
