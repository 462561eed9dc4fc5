// SPDX-License-Identifier: MIT
// `toolgate --connect URL --token-file FILE [--tls-fingerprint sha256:HEX]`: the connection it
// adds or updates (one per gateway, whatever the spelling), with reasons for bad input.
#include "connections/connectionregistry.h"
#include "failonwarning.h"
#include "gateway/connectionmanager.h"
#include "ui/connections/connectoption.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace toolgate;

class TestConnectOption : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString tokenFile(const QByteArray &content) {
        const QString path = m_dir.filePath(QStringLiteral("token-%1").arg(++m_files));
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly))
            qFatal("cannot write %s", qPrintable(path));
        file.write(content);
        return path;
    }
    int m_files = 0;

private slots:
    void init() { toolgate::test::failOnAnyWarning(); }
    void addsThenUpdatesOneConnectionPerGateway() {
        core::ConnectionRegistry registry(m_dir.filePath(QStringLiteral("a")));
        gateway::ConnectionManager connections(&registry, {});
        const auto added = ui::adoptConnection(connections, QStringLiteral("ws://127.0.0.1:18811/"),
                                               tokenFile("first-token\n"), {});
        QVERIFY2(added, added ? "" : qPrintable(added.error().toString()));
        const core::ConnectionEntry *entry = registry.find(added.value());
        QVERIFY(entry);
        QCOMPARE(entry->url, QStringLiteral("ws://127.0.0.1:18811"));
        QCOMPARE(entry->token, QStringLiteral("first-token")); // trimmed
        QCOMPARE(entry->name, QStringLiteral("127.0.0.1:18811"));
        // The same gateway typed another way: the same connection, its token replaced.
        const auto again = ui::adoptConnection(connections, QStringLiteral("WS://127.0.0.1:18811"),
                                               tokenFile("second-token"), {});
        QVERIFY(again);
        QCOMPARE(again.value(), added.value());
        QCOMPARE(registry.entries().size(), std::size_t(1));
        QCOMPARE(registry.find(added.value())->token, QStringLiteral("second-token"));
        // Saved as the Connections screen saves it: a new registry reads it back.
        core::ConnectionRegistry reread(m_dir.filePath(QStringLiteral("a")));
        QVERIFY(reread.load());
        QCOMPARE(reread.find(added.value())->token, QStringLiteral("second-token"));
    }

    void badInputSaysWhereAndWhat() {
        core::ConnectionRegistry registry(m_dir.filePath(QStringLiteral("b")));
        gateway::ConnectionManager connections(&registry, {});
        const QString url = QStringLiteral("wss://gw.example:18789");
        auto missing =
            ui::adoptConnection(connections, url, m_dir.filePath(QStringLiteral("none")), {});
        QVERIFY(!missing);
        QVERIFY(missing.error().where.endsWith(QLatin1String("none")));
        auto empty = ui::adoptConnection(connections, url, tokenFile("  \n"), {});
        QVERIFY(!empty);
        QVERIFY(empty.error().message.contains(QLatin1String("empty")));
        auto pin =
            ui::adoptConnection(connections, url, tokenFile("t"), QStringLiteral("sha256:12"));
        QVERIFY(!pin);
        QCOMPARE(pin.error().where, QStringLiteral("--tls-fingerprint"));
        auto scheme = ui::adoptConnection(connections, QStringLiteral("http://gw.example"),
                                          tokenFile("t"), {});
        QVERIFY(!scheme);
        QCOMPARE(scheme.error().where, QStringLiteral("--connect"));
        QVERIFY(registry.entries().empty()); // nothing half-added
    }
};

QTEST_GUILESS_MAIN(TestConnectOption)
#include "tst_connectoption.moc"
