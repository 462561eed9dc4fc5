// SPDX-License-Identifier: MIT
// The connection registry (tokens apart, 0600) and the Connections screen against the real demo
// gateway over loopback.
#include "connections/connectionregistry.h"
#include "demo/demogateway.h"
#include "demo/demoscenario.h"
#include "failonwarning.h"
#include "gateway/connectionmanager.h"
#include "gateway/gatewayclient.h"
#include "models/connectionlistmodel.h"
#include "ui/connections/connectionsscreen.h"
#include "ui/shell/errortext.h"
#include "widgetdriver.h"

#include <QFile>
#include <QStandardPaths>
#include <QTableView>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>

using namespace toolgate;

class TestConnections : public QObject {
    Q_OBJECT

private slots:
    void init() { toolgate::test::failOnAnyWarning(); }
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void registryKeepsTokensApart() {
        QTemporaryDir dir;
        core::ConnectionRegistry registry(dir.path());
        registry.setBuiltinDemo(QStringLiteral("ws://127.0.0.1:1/"), QStringLiteral("demo-token"));
        auto id = registry.upsert({QString(), QStringLiteral("Home"),
                                   QStringLiteral("ws://10.0.0.2:18789/"),
                                   QStringLiteral("s3cret-token"), false});
        QVERIFY(id.hasValue());
        QFile list(registry.connectionsPath());
        QVERIFY(list.open(QIODevice::ReadOnly));
        const QByteArray listed = list.readAll();
        QVERIFY(listed.contains("\"ws://10.0.0.2:18789\"")); // one spelling: no trailing slash
        QVERIFY(!listed.contains("s3cret-token"));
        QVERIFY(!listed.contains("demo")); // the built-in entry is never saved
        QFile tokens(registry.tokensPath());
        QVERIFY(tokens.open(QIODevice::ReadOnly));
        QVERIFY(tokens.readAll().contains("s3cret-token"));
        QCOMPARE(QFile::permissions(registry.tokensPath()) &
                     (QFileDevice::ReadGroup | QFileDevice::WriteGroup | QFileDevice::ReadOther |
                      QFileDevice::WriteOther),
                 QFileDevice::Permissions());

        core::ConnectionRegistry reloaded(dir.path());
        QVERIFY(reloaded.load().hasValue());
        QCOMPARE(reloaded.entries().size(), std::size_t(1));
        QCOMPARE(reloaded.entries().front().token, QStringLiteral("s3cret-token"));
        QVERIFY(reloaded.remove(id.value()).hasValue());
        core::ConnectionRegistry empty(dir.path());
        QVERIFY(empty.load().hasValue());
        QVERIFY(empty.entries().empty());
        QFile tokensAfter(registry.tokensPath());
        QVERIFY(tokensAfter.open(QIODevice::ReadOnly));
        QVERIFY(!tokensAfter.readAll().contains("s3cret-token"));
    }

    void rejectsBadUrlsAndBuiltinEdits_data() {
        QTest::addColumn<QString>("url");
        QTest::addColumn<bool>("ok");
        QTest::newRow("ws") << QStringLiteral("ws://127.0.0.1:18789/") << true;
        QTest::newRow("wss") << QStringLiteral("wss://gw.example.com") << true;
        QTest::newRow("http") << QStringLiteral("http://127.0.0.1:18789/") << false;
        QTest::newRow("no host") << QStringLiteral("ws://") << false;
        QTest::newRow("text") << QStringLiteral("gateway") << false;
    }

    void rejectsBadUrlsAndBuiltinEdits() {
        QFETCH(QString, url);
        QFETCH(bool, ok);
        QCOMPARE(core::ConnectionRegistry::validateUrl(url).hasValue(), ok);
        QTemporaryDir dir;
        core::ConnectionRegistry registry(dir.path());
        registry.setBuiltinDemo(QStringLiteral("ws://127.0.0.1:1/"), QString());
        QVERIFY(!registry.remove(core::ConnectionRegistry::builtinDemoId()).hasValue());
        QVERIFY(
            !registry.upsert(*registry.find(core::ConnectionRegistry::builtinDemoId())).hasValue());
    }

    void screenShowsDemoHealthScopesAndDevice() {
        QTemporaryDir dir;
        auto scenario = gateway::demo::resolveDemoScenario(QStringLiteral("everyday-coding"));
        QVERIFY(scenario.hasValue());
        gateway::demo::DemoGateway demo;
        demo.setScenario(scenario.value());
        demo.setAutoPlay(false);
        QVERIFY(demo.start().hasValue());
        core::ConnectionRegistry registry(dir.path());
        registry.setBuiltinDemo(demo.url().toString(), demo.token());
        gateway::ConnectionManager connections(&registry,
                                               dir.filePath(QStringLiteral("identity.json")));
        ui::ConnectionsScreen screen(ui::ScreenContext{nullptr, nullptr, nullptr, &connections});
        screen.show();
        QCOMPARE(screen.model()->rowCount(), 1);
        QCOMPARE(screen.model()->index(0, 0).data().toString(),
                 QStringLiteral("Demo gateway (built-in)"));
        QVERIFY(screen.model()->index(0, 0).data(core::ConnectionListModel::BuiltinRole).toBool());
        screen.activated(); // what the main window calls when the page is shown; no window here
        QCOMPARE(screen.currentId(), core::ConnectionRegistry::builtinDemoId());

        QVERIFY(connections.connectTo(core::ConnectionRegistry::builtinDemoId()).hasValue());
        QTRY_COMPARE(
            screen.model()->index(0, core::ConnectionListModel::StatusColumn).data().toString(),
            QStringLiteral("Connected"));
        const QString detail = test::labelText(&screen, QStringLiteral("connectionDetail"));
        QVERIFY2(detail.contains(QStringLiteral("operator.approvals")), qPrintable(detail));
        QVERIFY(detail.contains(QStringLiteral("Everything approvals need is granted.")));
        const QString device =
            connections.client(core::ConnectionRegistry::builtinDemoId())->deviceId();
        QVERIFY(!device.isEmpty());
        QVERIFY(detail.contains(device.left(32)) && detail.contains(device.mid(32)));

        // A saved gateway appears; the built-in one stays first.
        auto saved = connections.saveEntry({QString(), QStringLiteral("Office"),
                                            QStringLiteral("ws://127.0.0.1:9/"),
                                            QStringLiteral("t"), false});
        QVERIFY(saved.hasValue());
        QCOMPARE(screen.model()->rowCount(), 2);
        QCOMPARE(screen.model()->idAt(0), core::ConnectionRegistry::builtinDemoId());
        QVERIFY(connections.removeEntry(saved.value()).hasValue());
        QCOMPARE(screen.model()->rowCount(), 1);

        connections.disconnectFrom(core::ConnectionRegistry::builtinDemoId());
        QCOMPARE(
            screen.model()->index(0, core::ConnectionListModel::StatusColumn).data().toString(),
            QStringLiteral("Not connected"));
    }

    // Each way a connection fails reads as its reason, never as a bare code (issue 30): the
    // Health line of the Connections screen.
    void healthLineSaysTheReason_data() {
        QTest::addColumn<int>("state");
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("says");
        const int retry = int(gateway::ConnectionState::WaitingToRetry);
        const int failed = int(gateway::ConnectionState::Failed);
        QTest::newRow("refused") << retry << QStringLiteral("CONNECTION_REFUSED")
                                 << QStringLiteral("Connection refused");
        QTest::newRow("http server")
            << retry << QStringLiteral("NOT_A_GATEWAY") << QStringLiteral("Not a gateway");
        QTest::newRow("tls port") << retry << QStringLiteral("TLS_EXPECTED")
                                  << QStringLiteral("use wss://");
        QTest::newRow("token missing") << failed << QStringLiteral("AUTH_TOKEN_MISSING")
                                       << QStringLiteral("this connection has none");
        QTest::newRow("token wrong") << failed << QStringLiteral("AUTH_TOKEN_MISMATCH")
                                     << QStringLiteral("refused the token");
    }

    void healthLineSaysTheReason() {
        QFETCH(int, state);
        QFETCH(QString, code);
        QFETCH(QString, says);
        gateway::ConnectionStatus status;
        status.state = gateway::ConnectionState(state);
        status.errorCode = code;
        status.message = QStringLiteral("detail");
        status.retryAtMs = QDateTime::currentMSecsSinceEpoch() + 1500;
        const QString line =
            ui::ErrorText::healthLine(status, QStringLiteral("ws://127.0.0.1:9"), QString());
        QVERIFY2(line.contains(says), qPrintable(line));
        if (code != QLatin1String("AUTH_TOKEN_MISMATCH")) // that one names the code to check
            QVERIFY2(!line.contains(QLatin1Char('(') + code + QLatin1Char(')')), qPrintable(line));
        if (status.state == gateway::ConnectionState::WaitingToRetry)
            QVERIFY2(line.contains(QStringLiteral("Trying again in 2 s.")), qPrintable(line));
    }

    // End to end: a port nobody listens on, on the real screen.
    void aRefusedGatewayReadsAsRefusedOnTheScreen() {
        QTemporaryDir dir;
        core::ConnectionRegistry registry(dir.path());
        gateway::ConnectionManager connections(&registry,
                                               dir.filePath(QStringLiteral("identity.json")));
        ui::ConnectionsScreen screen(ui::ScreenContext{nullptr, nullptr, nullptr, &connections});
        screen.show();
        quint16 port = 0;
        {
            QTcpServer probe;
            QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
            port = probe.serverPort();
        }
        auto saved = connections.saveEntry({QString(), QStringLiteral("Nowhere"),
                                            QStringLiteral("ws://127.0.0.1:%1").arg(port),
                                            QStringLiteral("t"), false});
        QVERIFY(saved.hasValue());
        screen.activated();
        QVERIFY(connections.connectTo(saved.value()).hasValue());
        QTRY_VERIFY_WITH_TIMEOUT(
            test::labelText(&screen, QStringLiteral("connectionDetail"))
                .contains(QStringLiteral("Connection refused: nothing is listening")),
            10000);
        QVERIFY(!test::labelText(&screen, QStringLiteral("connectionDetail"))
                     .contains(QStringLiteral("CONNECTION_REFUSED")));
        connections.disconnectFrom(saved.value());
    }
};

QTEST_MAIN(TestConnections)
#include "tst_connections.moc"
