// SPDX-License-Identifier: MIT
#include "failonwarning.h"
#include "models/approvallistmodel.h"
#include "models/connectionlistmodel.h"
#include "models/historytablemodel.h"

#include <QAbstractItemModelTester>
#include <QTemporaryDir>
#include <QTest>

using namespace toolgate::core;

namespace {
ApprovalEntry entry(const QString &id, qint64 createdAtMs, const QString &command,
                    const QString &agent = QStringLiteral("main")) {
    ApprovalEntry e;
    e.request.id = id;
    e.request.command = command;
    e.request.commandArgv = command.split(u' ');
    e.request.agentId = agent;
    e.request.createdAtMs = createdAtMs;
    e.request.expiresAtMs = createdAtMs + 120000;
    e.request.allowedDecisions = {QStringLiteral("allow-once"), QStringLiteral("deny")};
    return e;
}
} // namespace

class TestApprovalModels : public QObject {
    Q_OBJECT

private slots:
    void init() { toolgate::test::failOnAnyWarning(); }
    void listGroupsByGatewayOldestFirst() {
        ApprovalListModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.upsert(QStringLiteral("gw1"), QStringLiteral("One"),
                     entry(QStringLiteral("b"), 200, QStringLiteral("ls")));
        model.upsert(QStringLiteral("gw2"), QStringLiteral("Two"),
                     entry(QStringLiteral("x"), 50, QStringLiteral("ls")));
        model.upsert(QStringLiteral("gw1"), QStringLiteral("One"),
                     entry(QStringLiteral("a"), 100, QStringLiteral("ls")));
        model.upsert(QStringLiteral("gw1"), QStringLiteral("One"),
                     entry(QStringLiteral("c"), 300, QStringLiteral("ls")));
        QStringList order;
        for (int r = 0; r < model.rowCount(); ++r)
            order << model.idAt(r);
        QCOMPARE(order, (QStringList{QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c"),
                                     QStringLiteral("x")}));
        QCOMPARE(model.index(0, ApprovalListModel::GatewayColumn).data().toString(),
                 QStringLiteral("One"));
        QVERIFY(model.index(0, 0).data(ApprovalListModel::GroupStartRole).toBool());
        QVERIFY(!model.index(1, 0).data(ApprovalListModel::GroupStartRole).toBool());
        QVERIFY(model.index(3, 0).data(ApprovalListModel::GroupStartRole).toBool());
        QCOMPARE(model.index(3, ApprovalListModel::GatewayColumn).data().toString(),
                 QStringLiteral("Two"));

        // A refresh changes the row in place; finished rows can be cleared.
        ApprovalEntry done = entry(QStringLiteral("b"), 200, QStringLiteral("ls"));
        done.state = ApprovalState::ResolvedElsewhere;
        done.resolvedBy = QStringLiteral("phone");
        model.upsert(QStringLiteral("gw1"), QStringLiteral("One"), done);
        QCOMPARE(model.rowCount(), 4);
        QCOMPARE(model.index(1, ApprovalListModel::StateColumn).data().toString(),
                 QStringLiteral("Resolved elsewhere by phone"));
        QCOMPARE(model.pendingCount(), 3);
        QCOMPARE(model.clearFinished(), 1);
        QCOMPARE(model.rowOf(QStringLiteral("c")), 1);
        model.remove(QStringLiteral("a"));
        QCOMPARE(model.rowOf(QStringLiteral("c")), 0);
        QCOMPARE(model.index(0, ApprovalListModel::GatewayColumn).data().toString(),
                 QStringLiteral("One"));
        model.setNow(300 + 60000);
        QCOMPARE(model.index(0, ApprovalListModel::ExpiresColumn).data().toString(),
                 QStringLiteral("1:00"));
    }

    // A console left open for weeks: finished rows leave after the retention, the row on
    // screen and pending ones stay, and a cleared id is forgotten once older than it.
    void finishedRowsLeaveAfterTheRetention() {
        ApprovalListModel model;
        for (int i = 0; i < 6; ++i) {
            ApprovalEntry e = entry(QStringLiteral("r%1").arg(i), 100 + i, QStringLiteral("ls"));
            if (i < 5) {
                e.state = ApprovalState::Expired;
                e.decidedAtMs = 1000 + i;
            }
            model.upsert(QStringLiteral("gw"), QStringLiteral("GW"), e);
        }
        const ApprovalRetention retention{/*maxAgeMs*/ 10'000, /*maxFinished*/ 2};
        // Over the cap: the three oldest finished leave, except the one on screen (r0).
        QCOMPARE(model.pruneFinished(2000, retention, QStringLiteral("r0")),
                 (QStringList{QStringLiteral("r1"), QStringLiteral("r2")}));
        QCOMPARE(model.rowCount(), 4);
        // Past the age: every finished row but the one on screen; the pending one stays.
        QCOMPARE(model.pruneFinished(20'000, retention, QStringLiteral("r0")).size(), 2);
        QCOMPARE(model.rowCount(), 2);
        QVERIFY(model.rowOf(QStringLiteral("r0")) >= 0);
        QVERIFY(model.rowOf(QStringLiteral("r5")) >= 0);
        QCOMPARE(model.pendingCount(), 1);
    }

    void restartedGatewayState() {
        ApprovalListModel model;
        model.noteGatewayRestart(QStringLiteral("gw"));
        ApprovalEntry gone = entry(QStringLiteral("a"), 1, QStringLiteral("ls"));
        gone.state = ApprovalState::Gone;
        gone.reason = QStringLiteral("not-listed");
        model.upsert(QStringLiteral("gw"), QStringLiteral("G"), gone);
        QCOMPARE(model.index(0, ApprovalListModel::StateColumn).data().toString(),
                 QStringLiteral("Gone: the gateway restarted"));
    }

    void goneStateSaysWhy_data() {
        QTest::addColumn<QString>("reason");
        QTest::addColumn<QString>("text");
        QTest::newRow("restart") << QStringLiteral("gateway-restart")
                                 << QStringLiteral("Gone: the gateway restarted");
        QTest::newRow("offline") << QStringLiteral("expired-offline")
                                 << QStringLiteral("Gone: expired while offline");
        QTest::newRow("not found") << QStringLiteral("not-found")
                                   << QStringLiteral("Gone: the gateway no longer knows it");
        QTest::newRow("not listed") << QStringLiteral("not-listed")
                                    << QStringLiteral("Gone: no longer listed by the gateway");
    }

    void goneStateSaysWhy() {
        QFETCH(QString, reason);
        QFETCH(QString, text);
        ApprovalEntry gone = entry(QStringLiteral("a"), 1, QStringLiteral("ls"));
        gone.state = ApprovalState::Gone;
        gone.reason = reason;
        QCOMPARE(ApprovalListModel::stateText(gone, false), text);
    }

    void clearedRowsStayClearedAcrossRelists() {
        ApprovalListModel model;
        ApprovalEntry done = entry(QStringLiteral("a"), 1, QStringLiteral("ls"));
        done.state = ApprovalState::Gone;
        model.upsert(QStringLiteral("gw"), QStringLiteral("G"), done);
        model.upsert(QStringLiteral("gw"), QStringLiteral("G"),
                     entry(QStringLiteral("b"), 2, QStringLiteral("pwd")));
        QCOMPARE(model.clearFinished(), 1);
        model.upsert(QStringLiteral("gw"), QStringLiteral("G"),
                     done); // the re-list after a reconnect
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.idAt(0), QStringLiteral("b"));
    }

    void countdown_data() {
        QTest::addColumn<qint64>("remaining");
        QTest::addColumn<QString>("text");
        QTest::newRow("past") << qint64(-5) << QStringLiteral("expired");
        QTest::newRow("zero") << qint64(0) << QStringLiteral("expired");
        QTest::newRow("rounds up") << qint64(1) << QStringLiteral("1 s");
        QTest::newRow("59 s") << qint64(59000) << QStringLiteral("59 s");
        QTest::newRow("minute") << qint64(60000) << QStringLiteral("1:00");
        QTest::newRow("30 min") << qint64(1800000) << QStringLiteral("30:00");
        QTest::newRow("hours") << qint64(3723000) << QStringLiteral("1:02:03");
    }

    void countdown() {
        QFETCH(qint64, remaining);
        QFETCH(QString, text);
        QCOMPARE(ApprovalListModel::countdownText(remaining), text);
    }

    void shape_data() {
        QTest::addColumn<QString>("a");
        QTest::addColumn<QString>("b");
        QTest::addColumn<bool>("same");
        QTest::newRow("flags are part of the shape")
            << QStringLiteral("npm test --a") << QStringLiteral("npm test --b") << false;
        QTest::newRow("values differ")
            << QStringLiteral("make -j4") << QStringLiteral("make -j8") << true;
        QTest::newRow("subcommand differs")
            << QStringLiteral("npm test") << QStringLiteral("npm publish") << false;
        QTest::newRow("path arg ignored")
            << QStringLiteral("cat a.txt") << QStringLiteral("cat b.txt") << true;
        QTest::newRow("full path program")
            << QStringLiteral("/usr/bin/git status") << QStringLiteral("git status") << true;
        QTest::newRow("program differs") << QStringLiteral("ls") << QStringLiteral("rm") << false;
    }

    void shape() {
        QFETCH(QString, a);
        QFETCH(QString, b);
        QFETCH(bool, same);
        // The model's ShapeRole is what "Select similar" compares.
        ApprovalListModel model;
        model.upsert(QStringLiteral("gw"), QStringLiteral("GW"), entry(QStringLiteral("1"), 0, a));
        model.upsert(QStringLiteral("gw"), QStringLiteral("GW"), entry(QStringLiteral("2"), 0, b));
        model.upsert(QStringLiteral("gw"), QStringLiteral("GW"),
                     entry(QStringLiteral("3"), 0, a, QStringLiteral("w")));
        const auto shapeOf = [&model](const char *id) {
            return model.index(model.rowOf(QString::fromLatin1(id)), 0)
                .data(ApprovalListModel::ShapeRole)
                .toString();
        };
        QCOMPARE(shapeOf("1") == shapeOf("2"), same);
        // A different agent never shares a shape.
        QVERIFY(shapeOf("1") != shapeOf("3"));
    }

    void historyModel() {
        HistoryTableModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        HistoryRecord r;
        r.id = QStringLiteral("id1");
        r.kind = QStringLiteral("exec");
        r.text = QStringLiteral("npm  test");
        r.agent = QStringLiteral("main");
        r.decision = QStringLiteral("deny");
        r.state = QStringLiteral("resolved-here");
        model.setRecords({r, r});
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.index(0, HistoryTableModel::RequestColumn).data().toString(),
                 QStringLiteral("npm test"));
        QCOMPARE(model.index(0, HistoryTableModel::ByColumn).data().toString(),
                 QStringLiteral("system"));
        QCOMPARE(model.index(1, 0).data(HistoryTableModel::IdRole).toString(),
                 QStringLiteral("id1"));
        model.setRecords({});
        QCOMPARE(model.rowCount(), 0);
    }

    // A live search reads one page up front and the rest only when the view asks for more.
    void historyModelFetchesLazily() {
        QTemporaryDir dir;
        auto history = ApprovalHistory::open(dir.filePath(QStringLiteral("h.sqlite")));
        QVERIFY(history);
        const int total = 2 * HistoryTableModel::kPageSize + 50;
        for (int i = 0; i < total; ++i) {
            ApprovalRequest request;
            request.id = QStringLiteral("r%1").arg(i, 4, 10, QLatin1Char('0'));
            request.kind = ApprovalKind::Exec;
            request.command = i % 2 ? QStringLiteral("make odd") : QStringLiteral("make even");
            request.agentId = QStringLiteral("main");
            request.createdAtMs = 1000 + i;
            QVERIFY(history.value()->recordSeen(request, 2000 + i));
        }
        // (No model tester until the end: it fetches pages itself.)
        HistoryTableModel model;
        model.setSource(history.value().get(), HistoryFilter{});
        QCOMPARE(model.rowCount(), HistoryTableModel::kPageSize);
        QVERIFY(model.canFetchMore({}));
        model.fetchMore({});
        QCOMPARE(model.rowCount(), 2 * HistoryTableModel::kPageSize);
        model.fetchMore({});
        QCOMPARE(model.rowCount(), total);
        QVERIFY(!model.canFetchMore({}));
        // Rows keep the history's order across pages.
        QCOMPARE(model.index(HistoryTableModel::kPageSize, 0).data(HistoryTableModel::IdRole),
                 QVariant(QStringLiteral("r0200")));
        QCOMPARE(model.allRecords()->size(), std::size_t(total));

        // A filtered source pages the same way; export sees every match, not only the read ones.
        HistoryFilter odd;
        odd.text = QStringLiteral("make odd");
        model.setSource(history.value().get(), odd);
        QCOMPARE(model.rowCount(), HistoryTableModel::kPageSize);
        QCOMPARE(model.allRecords()->size(), std::size_t(total / 2));
        QVERIFY(model.lastError().isEmpty());

        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        while (model.canFetchMore({}))
            model.fetchMore({});
        QCOMPARE(model.rowCount(), total / 2);
    }

    void connectionModel() {
        ConnectionListModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setEntries({{QStringLiteral("demo"), QStringLiteral("Demo gateway"),
                           QStringLiteral("ws://127.0.0.1:1/"), QString(), true},
                          {QStringLiteral("x"), QStringLiteral("Home"), QStringLiteral("ws://h/"),
                           QStringLiteral("t"), false}});
        QCOMPARE(model.index(0, 0).data().toString(), QStringLiteral("Demo gateway (built-in)"));
        QCOMPARE(model.index(1, ConnectionListModel::StatusColumn).data().toString(),
                 QStringLiteral("Not connected"));
        model.setStatus(QStringLiteral("x"), QStringLiteral("Connected"),
                        ConnectionListModel::Health::Healthy);
        QCOMPARE(model.index(1, ConnectionListModel::StatusColumn).data().toString(),
                 QStringLiteral("Connected"));
        QCOMPARE(model.index(1, 0).data(ConnectionListModel::HealthRole).toInt(),
                 int(ConnectionListModel::Health::Healthy));
        QCOMPARE(model.rowOf(QStringLiteral("x")), 1);
    }
};

QTEST_APPLESS_MAIN(TestApprovalModels)
#include "tst_approvalmodels.moc"
