// SPDX-License-Identifier: MIT
// The approval history under faults a console left running meets: a full disk (SQLite's own
// "database or disk is full", from a page cap), a damaged file, and rows of one gateway written
// under two spellings of its URL by older versions.
#include "approvals/approvalhistory.h"
#include "failonwarning.h"
#include "util/gatewayurl.h"

#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace toolgate::core;

namespace {

ApprovalRequest request(int i) {
    ApprovalRequest r;
    r.id = QStringLiteral("exec-%1").arg(i);
    r.kind = ApprovalKind::Exec;
    // Long enough that a few hundred rows outgrow a small page cap.
    r.command = QStringLiteral("make -j%1 ").arg(i) + QString(400, u'x');
    r.agentId = QStringLiteral("main");
    r.createdAtMs = 1000 + i;
    r.expiresAtMs = 60000 + i;
    return r;
}

qint64 rows(const ApprovalHistory &history) {
    auto n = history.count(HistoryFilter{});
    return n ? *n : -1;
}

} // namespace

class TestHistoryFaults : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private slots:
    void init() { toolgate::test::failOnAnyWarning(); }
    void aFullDiskKeepsTheRowsUntilSpaceReturns() {
        auto opened = ApprovalHistory::open(m_dir.filePath(QStringLiteral("full.sqlite")),
                                            ApprovalHistory::SearchIndexing::OnRequest);
        QVERIFY(opened);
        ApprovalHistory &history = *opened.value();
        QVERIFY(history.recordSeen(request(0), 1, QStringLiteral("ws://gw:1")));
        QVERIFY(history.flush());
        int notified = 0;
        history.setHealthListener([&notified] { ++notified; });
        int pageCount = 0;
        {
            QSqlDatabase probe =
                QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("probe"));
            probe.setDatabaseName(history.path());
            QVERIFY(probe.open());
            QSqlQuery pages(probe);
            QVERIFY(pages.exec(QStringLiteral("PRAGMA page_count")) && pages.next());
            pageCount = pages.value(0).toInt();
            probe.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("probe"));
        QVERIFY(pageCount > 0);
        QVERIFY(history.limitSizeForFaultTest(pageCount));
        for (int i = 1; i <= 300; ++i)
            QVERIFY(history.recordSeen(request(i), i, QStringLiteral("ws://gw:1")));
        const Status failed = history.flush();
        QVERIFY(!failed);
        QVERIFY2(failed.error().message.contains(QStringLiteral("full")),
                 qPrintable(failed.error().message));
        QVERIFY(history.health().failing);
        QCOMPARE(history.health().waiting, 300);
        QCOMPARE(history.health().lost, 0);
        QVERIFY(notified >= 1);
        // Space returns: every kept row is written, none twice.
        QVERIFY(history.limitSizeForFaultTest(0));
        QVERIFY(history.flush());
        QVERIFY(!history.health().failing);
        QCOMPARE(rows(history), 301);
    }

    void aDamagedFileIsMovedAsideAndANewOneStarted() {
        const QString path = m_dir.filePath(QStringLiteral("damaged.sqlite"));
        {
            QFile garbage(path);
            QVERIFY(garbage.open(QIODevice::WriteOnly));
            garbage.write(QByteArray(8192, '\x5a'));
        }
        auto opened = ApprovalHistory::open(path, ApprovalHistory::SearchIndexing::OnRequest);
        QVERIFY2(opened, opened ? "" : qPrintable(opened.error().toString()));
        const QString aside = opened.value()->movedAsideFrom();
        QVERIFY(aside.startsWith(path + QStringLiteral(".damaged-")));
        QVERIFY(QFile::exists(aside));
        QCOMPARE(QFile(aside).size(), 8192); // kept as it was, for inspection
        QVERIFY(opened.value()->recordSeen(request(1), 1));
        QCOMPARE(rows(*opened.value()), 1);
    }

    void oneGatewayHasOneHistory() {
        const QString path = m_dir.filePath(QStringLiteral("spellings.sqlite"));
        {
            auto opened = ApprovalHistory::open(path, ApprovalHistory::SearchIndexing::OnRequest);
            QVERIFY(opened);
            QVERIFY(
                opened.value()->recordSeen(request(1), 1, QStringLiteral("ws://127.0.0.1:18811")));
            QVERIFY(opened.value()->flush());
        }
        {
            // What an older console wrote: the same gateway with a trailing slash.
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"),
                                                        QStringLiteral("legacy-writer"));
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(
                q.exec(QStringLiteral("INSERT INTO approvals (id, kind, state, gateway) VALUES "
                                      "('old-1', 'exec', 'expired', 'WS://127.0.0.1:18811/'), "
                                      "('old-2', 'exec', 'expired', 'ws://127.0.0.1:18811/')")));
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("legacy-writer"));
        auto reopened = ApprovalHistory::open(path, ApprovalHistory::SearchIndexing::OnRequest);
        QVERIFY(reopened);
        for (const QString &typed :
             {QStringLiteral("ws://127.0.0.1:18811"), QStringLiteral("ws://127.0.0.1:18811/")}) {
            HistoryFilter filter;
            filter.gateway = typed;
            auto n = reopened.value()->count(filter);
            QVERIFY(n);
            QCOMPARE(*n, 3);
        }
    }

    void canonicalGatewayUrl_data() {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QString>("canonical");
        QTest::newRow("slash") << "ws://127.0.0.1:18811/"
                               << "ws://127.0.0.1:18811";
        QTest::newRow("case") << "WS://LocalHost:18811"
                              << "ws://localhost:18811";
        QTest::newRow("ws default port") << "ws://gw.example"
                                         << "ws://gw.example:80";
        QTest::newRow("wss default port") << "wss://gw.example/"
                                          << "wss://gw.example:443";
        QTest::newRow("user info dropped") << "ws://me:pw@gw:1/"
                                           << "ws://gw:1";
        QTest::newRow("path kept") << "ws://gw:1/openclaw/"
                                   << "ws://gw:1/openclaw";
        QTest::newRow("not a url") << "  nonsense  "
                                   << "nonsense";
    }
    void canonicalGatewayUrl() {
        QFETCH(QString, typed);
        QFETCH(QString, canonical);
        QCOMPARE(toolgate::core::canonicalGatewayUrl(typed), canonical);
    }
};

QTEST_GUILESS_MAIN(TestHistoryFaults)
#include "tst_historyfaults.moc"
