// SPDX-License-Identifier: MIT
#include "approvals/approvalhistory.h"
#include "failonwarning.h"

#include <QFile>
#include <QFuture>
#include <QSemaphore>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>

using namespace toolgate::core;

namespace {

ApprovalEntry entry(const QString &id, const QString &text, const QString &agent,
                    ApprovalState state, const QString &decision, qint64 requestedAt) {
    ApprovalEntry e;
    e.request.id = id;
    e.request.kind = approvalKindForId(id);
    if (e.request.kind == ApprovalKind::Plugin)
        e.request.title = text;
    else
        e.request.command = text;
    e.request.agentId = agent;
    e.request.sessionKey = QStringLiteral("agent:%1:main").arg(agent);
    e.request.createdAtMs = requestedAt;
    e.request.expiresAtMs = requestedAt + 1000;
    e.firstSeenMs = requestedAt + 1;
    e.state = state;
    e.decision = decision;
    e.resolvedBy = state == ApprovalState::ResolvedHere ? QStringLiteral("Toolgate") : QString();
    e.reason = QStringLiteral("user");
    e.decidedAtMs = isTerminal(state) ? requestedAt + 10 : 0;
    return e;
}

} // namespace

Q_DECLARE_METATYPE(toolgate::core::HistoryFilter)

class TestApprovalHistory : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    std::unique_ptr<ApprovalHistory> filled(const QString &name) {
        auto history = ApprovalHistory::open(m_dir.filePath(name));
        if (!history)
            return nullptr;
        const QList<ApprovalEntry> entries{
            entry(QStringLiteral("e1"), QStringLiteral("rm -rf build"), QStringLiteral("main"),
                  ApprovalState::ResolvedHere, QStringLiteral("deny"), 1000),
            entry(QStringLiteral("e2"), QStringLiteral("echo \"hi\", there"), QStringLiteral("ops"),
                  ApprovalState::ResolvedHere, QStringLiteral("allow-once"), 2000),
            entry(QStringLiteral("plugin:p1"), QStringLiteral("Post to channel"),
                  QStringLiteral("main"), ApprovalState::Expired, QStringLiteral("deny"), 3000),
            entry(QStringLiteral("e3"), QStringLiteral("ls"), QStringLiteral("main"),
                  ApprovalState::Pending, QString(), 4000),
        };
        for (const ApprovalEntry &e : entries) {
            const QString gateway = e.request.agentId == QLatin1String("ops")
                                        ? QStringLiteral("ws://ops:1/")
                                        : QStringLiteral("ws://main:1/");
            if (!history.value()->recordSeen(e.request, e.firstSeenMs, gateway) ||
                !history.value()->recordOutcome(e, gateway))
                return nullptr;
        }
        return std::move(history.value());
    }

private slots:
    void init() { toolgate::test::failOnAnyWarning(); }
    void searchFilters_data() {
        QTest::addColumn<HistoryFilter>("filter");
        QTest::addColumn<QStringList>("ids");
        QTest::newRow("all") << HistoryFilter{}
                             << QStringList{QStringLiteral("e1"), QStringLiteral("e2"),
                                            QStringLiteral("plugin:p1"), QStringLiteral("e3")};
        HistoryFilter text;
        text.text = QStringLiteral("RM -rf");
        QTest::newRow("text, case-insensitive") << text << QStringList{QStringLiteral("e1")};
        HistoryFilter kind;
        kind.kind = QStringLiteral("plugin");
        QTest::newRow("kind") << kind << QStringList{QStringLiteral("plugin:p1")};
        HistoryFilter agent;
        agent.agent = QStringLiteral("ops");
        QTest::newRow("agent") << agent << QStringList{QStringLiteral("e2")};
        HistoryFilter decision;
        decision.decision = QStringLiteral("deny");
        QTest::newRow("decision") << decision
                                  << QStringList{QStringLiteral("e1"), QStringLiteral("plugin:p1")};
        HistoryFilter state;
        state.state = QStringLiteral("pending");
        QTest::newRow("state") << state << QStringList{QStringLiteral("e3")};
        HistoryFilter range;
        range.fromMs = 2000;
        range.toMs = 4000;
        QTest::newRow("time range")
            << range << QStringList{QStringLiteral("e2"), QStringLiteral("plugin:p1")};
        HistoryFilter limit;
        limit.limit = 2;
        QTest::newRow("limit") << limit << QStringList{QStringLiteral("e1"), QStringLiteral("e2")};
        HistoryFilter gateway;
        gateway.gateway = QStringLiteral("ws://ops:1/");
        QTest::newRow("gateway") << gateway << QStringList{QStringLiteral("e2")};
        HistoryFilter quoted;
        quoted.text = QStringLiteral("\"hi\", T");
        QTest::newRow("text with quotes (indexed)") << quoted << QStringList{QStringLiteral("e2")};
        HistoryFilter sessionText;
        sessionText.text = QStringLiteral("AGENT:OPS");
        QTest::newRow("text in session (indexed)")
            << sessionText << QStringList{QStringLiteral("e2")};
        HistoryFilter shortText;
        shortText.text = QStringLiteral("ls");
        QTest::newRow("two characters (scan)") << shortText << QStringList{QStringLiteral("e3")};
        HistoryFilter gatewayText;
        gatewayText.text = QStringLiteral("ws://ops");
        QTest::newRow("gateway is not free text") << gatewayText << QStringList{};
        HistoryFilter who;
        who.resolvedBy = QStringLiteral("toolGATE");
        QTest::newRow("decided by")
            << who << QStringList{QStringLiteral("e1"), QStringLiteral("e2")};
        HistoryFilter page;
        page.limit = 2;
        page.offset = 1;
        QTest::newRow("page") << page
                              << QStringList{QStringLiteral("e2"), QStringLiteral("plugin:p1")};
        HistoryFilter none;
        none.text = QStringLiteral("' OR 1=1 --");
        QTest::newRow("no match, no injection") << none << QStringList{};
    }
    void searchFilters() {
        QFETCH(HistoryFilter, filter);
        QFETCH(QStringList, ids);
        auto history = filled(QStringLiteral("search-%1.db")
                                  .arg(QString::fromLatin1(QTest::currentDataTag())
                                           .replace(QLatin1Char(' '), QLatin1Char('_'))));
        QVERIFY(history);
        const auto found = history->search(filter);
        QVERIFY(found);
        QStringList actual;
        for (const HistoryRecord &r : found.value())
            actual.append(r.id);
        QCOMPARE(actual, ids);
        QVERIFY(history->hasSearchIndex());
        if (filter.limit == 0 && filter.offset == 0)
            QCOMPARE(*history->count(filter), qint64(ids.size()));
    }

    // A file written before the search index existed keeps every row, gets the index on first
    // open (searches find the old rows through it) and the index follows later writes.
    // Qt's raster engine paints tall fills on the global thread pool and waits for them: a
    // count must not take (or wait for) a thread there, or painting waits for counts.
    void countsLeaveTheGlobalPoolToPainting() {
        auto history = filled(QStringLiteral("count-pool.db"));
        QVERIFY(history);
        QThreadPool *global = QThreadPool::globalInstance();
        QSemaphore release;
        const int threads = global->maxThreadCount();
        for (int i = 0; i < threads; ++i)
            global->start([&release] { release.acquire(); });
        const QFuture<HistoryCount> count = history->countInBackground(HistoryFilter{});
        const bool counted = QTest::qWaitFor([&count] { return count.isFinished(); });
        release.release(threads);
        global->waitForDone();
        QVERIFY(counted);
        QCOMPARE(count.result().rows, qint64(4));
    }

    void searchIndexMigrationKeepsRows() {
        const QString path = m_dir.filePath(QStringLiteral("pre-index.db"));
        {
            QSqlDatabase db =
                QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("pre-index"));
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec(QStringLiteral(
                "CREATE TABLE approvals (id TEXT PRIMARY KEY, kind TEXT NOT NULL, text TEXT,"
                " agent TEXT, session TEXT, state TEXT NOT NULL, decision TEXT, resolved_by TEXT,"
                " reason TEXT, requested_ms INTEGER, expires_ms INTEGER, decided_ms INTEGER,"
                " seen_ms INTEGER, request_json TEXT)")));
            for (int i = 0; i < 50; ++i)
                QVERIFY(q.exec(QStringLiteral("INSERT INTO approvals (id, kind, text, agent, state,"
                                              " requested_ms) VALUES ('old-%1', 'exec',"
                                              " 'make target%1', 'builder', 'expired', %1)")
                                   .arg(i)));
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("pre-index"));

        auto history = ApprovalHistory::open(path);
        QVERIFY(history);
        QVERIFY(history.value()->hasSearchIndex());
        QCOMPARE(*history.value()->count({}), qint64(50));
        HistoryFilter filter;
        filter.text = QStringLiteral("TARGET4");
        const auto found = history.value()->search(filter);
        QVERIFY(found);
        QStringList ids;
        for (const HistoryRecord &r : found.value())
            ids.append(r.id);
        QCOMPARE(ids, (QStringList{QStringLiteral("old-4"), QStringLiteral("old-40"),
                                   QStringLiteral("old-41"), QStringLiteral("old-42"),
                                   QStringLiteral("old-43"), QStringLiteral("old-44"),
                                   QStringLiteral("old-45"), QStringLiteral("old-46"),
                                   QStringLiteral("old-47"), QStringLiteral("old-48"),
                                   QStringLiteral("old-49")}));

        // Later writes (insert, then an update of the text) are found through the index.
        ApprovalEntry e = entry(QStringLiteral("new-1"), QStringLiteral("cargo build"),
                                QStringLiteral("builder"), ApprovalState::Pending, QString(), 99);
        QVERIFY(history.value()->recordSeen(e.request, 100));
        filter.text = QStringLiteral("cargo bu");
        QCOMPARE(history.value()->search(filter)->size(), std::size_t(1));
        e.request.command = QStringLiteral("cargo test");
        QVERIFY(history.value()->recordSeen(e.request, 100));
        QCOMPARE(history.value()->search(filter)->size(), std::size_t(0));
        filter.text = QStringLiteral("cargo te");
        QCOMPARE(history.value()->search(filter)->size(), std::size_t(1));
        history.value().reset();

        // Reopening does not index again (same rows, one index).
        auto again = ApprovalHistory::open(path);
        QVERIFY(again);
        QCOMPARE(*again.value()->count({}), qint64(51));
        QCOMPARE(again.value()->search(filter)->size(), std::size_t(1));
    }

    void outcomeIsUpdatedAndSurvivesReopen() {
        const QString path = m_dir.filePath(QStringLiteral("reopen.db"));
        {
            auto history = ApprovalHistory::open(path);
            QVERIFY(history);
            ApprovalEntry e = entry(QStringLiteral("r1"), QStringLiteral("make"),
                                    QStringLiteral("main"), ApprovalState::Pending, QString(), 10);
            QVERIFY(history.value()->recordSeen(e.request, 11));
            e.state = ApprovalState::ResolvedElsewhere;
            e.decision = QStringLiteral("allow-once");
            e.resolvedBy = QStringLiteral("alice");
            e.decidedAtMs = 50;
            QVERIFY(history.value()->recordOutcome(e));
            QVERIFY(
                history.value()->recordDecision({QStringLiteral("r1"), QStringLiteral("deny"),
                                                 false, QStringLiteral("already resolved"), 49}));
            // Seeing it again (a re-list) keeps the outcome.
            QVERIFY(history.value()->recordSeen(e.request, 60));
        }
        auto reopened = ApprovalHistory::open(path);
        QVERIFY(reopened);
        const auto records = reopened.value()->search({});
        QVERIFY(records);
        QCOMPARE(records->size(), size_t(1));
        const HistoryRecord &r = records->front();
        QCOMPARE(r.state, QStringLiteral("resolved-elsewhere"));
        QCOMPARE(r.decision, QStringLiteral("allow-once"));
        QCOMPARE(r.resolvedBy, QStringLiteral("alice"));
        QCOMPARE(r.requestedAtMs, 10);
        QCOMPARE(r.expiresAtMs, 1010);
        QCOMPARE(r.decidedAtMs, 50);
        QCOMPARE(r.agent, QStringLiteral("main"));
        QCOMPARE(r.session, QStringLiteral("agent:main:main"));
        const auto decisions = reopened.value()->decisions(QStringLiteral("r1"));
        QVERIFY(decisions);
        QCOMPARE(decisions->size(), size_t(1));
        QCOMPARE(decisions->front().ok, false);
        QCOMPARE(decisions->front().error, QStringLiteral("already resolved"));
    }

    void queuedWritesAreCommittedByTheEventLoop() {
        const QString path = m_dir.filePath(QStringLiteral("queued.db"));
        auto writer = ApprovalHistory::open(path);
        auto reader = ApprovalHistory::open(path); // a second connection sees only commits
        QVERIFY(writer && reader);
        for (int i = 0; i < 1000; ++i) {
            const ApprovalEntry e = entry(QStringLiteral("b%1").arg(i), QStringLiteral("npm test"),
                                          QStringLiteral("main"), ApprovalState::Pending, {}, i);
            QVERIFY(writer.value()->recordSeen(e.request, i));
        }
        // Nothing is committed while the burst is still being handled...
        auto before = reader.value()->search({});
        QVERIFY(before);
        QCOMPARE(before->size(), size_t(0));
        // ...and all of it once the event loop turns.
        QTRY_COMPARE(reader.value()->search({})->size(), size_t(1000));
    }

    void readsAndDestructionFlushTheQueue() {
        const QString path = m_dir.filePath(QStringLiteral("flush.db"));
        {
            auto history = ApprovalHistory::open(path);
            QVERIFY(history);
            const ApprovalEntry e = entry(QStringLiteral("f1"), QStringLiteral("ls"),
                                          QStringLiteral("main"), ApprovalState::Pending, {}, 5);
            QVERIFY(history.value()->recordSeen(e.request, 6));
            QCOMPARE(history.value()->search({})->size(), size_t(1)); // own reads see the queue
            QVERIFY(history.value()->recordDecision(
                {QStringLiteral("f1"), QStringLiteral("deny"), true, {}, 7}));
        } // destroyed before any event loop turn
        auto reopened = ApprovalHistory::open(path);
        QVERIFY(reopened);
        QCOMPARE(reopened.value()->decisions(QStringLiteral("f1"))->size(), size_t(1));
    }

    void csvQuotesAndHasHeader() {
        auto history = filled(QStringLiteral("csv.db"));
        QVERIFY(history);
        HistoryFilter f;
        f.agent = QStringLiteral("ops");
        const QByteArray csv = ApprovalHistory::toCsv(history->search(f).value());
        const QList<QByteArray> lines = csv.split('\n');
        QCOMPARE(lines.size(), 3); // header, one row, trailing empty
        QVERIFY(lines.at(0).startsWith("id,gateway,kind,text,agent,session,state,decision,"
                                       "resolved_by,reason,grant_expires_days,requested_at"));
        QVERIFY2(lines.at(1).startsWith("e2,ws://ops:1,exec,\"echo \"\"hi\"\", "
                                        "there\",ops,agent:ops:main,resolved-here,allow-once,"
                                        "Toolgate,user,,1970-01-01T00:00:02.000Z,"
                                        "1970-01-01T00:00:03.000Z,1970-01-01T00:00:02.010Z,"
                                        "1970-01-01T00:00:02.001Z"),
                 lines.at(1).constData());
    }

    void grantExpiryIsKeptForAcceptedAllowAlways() {
        auto history = filled(QStringLiteral("grant.db"));
        QVERIFY(history);
        QVERIFY(history->recordDecision({QStringLiteral("e3"), QStringLiteral("allow-always"),
                                         false, QStringLiteral("busy"), 4100, 7}));
        HistoryFilter f;
        f.text = QStringLiteral("e3");
        QCOMPARE(history->search(f)->front().grantExpiresInDays, 0); // refused: nothing granted
        QVERIFY(history->recordDecision(
            {QStringLiteral("e3"), QStringLiteral("allow-always"), true, {}, 4200, 7}));
        QCOMPARE(history->search(f)->front().grantExpiresInDays, 7);
    }

    // The console and the CLI share one file; the CLI's old approvals.db is imported once, its
    // rows kept, and renamed so it is not imported again.
    void sharedHistoryImportsTheOldCliFileOnce() {
        QTemporaryDir data;
        const QString legacy = data.filePath(QStringLiteral("approvals.db"));
        {
            auto old = ApprovalHistory::open(legacy);
            QVERIFY(old);
            const ApprovalEntry e =
                entry(QStringLiteral("cli-1"), QStringLiteral("make"), QStringLiteral("main"),
                      ApprovalState::ResolvedHere, QStringLiteral("deny"), 500);
            QVERIFY(old.value()->recordOutcome(e, QStringLiteral("ws://a:1/")));
            QVERIFY(old.value()->recordDecision(
                {QStringLiteral("cli-1"), QStringLiteral("deny"), true, {}, 510}));
        }
        {
            auto shared = ApprovalHistory::openShared(data.path());
            QVERIFY2(shared, shared ? "" : qPrintable(shared.error().toString()));
            QCOMPARE(shared.value()->path(), ApprovalHistory::sharedPath(data.path()));
            QVERIFY(shared.value()->path().endsWith(QLatin1String("/approval-history.sqlite")));
            const auto rows = shared.value()->search({});
            QCOMPARE(rows->size(), size_t(1));
            QCOMPARE(rows->front().id, QStringLiteral("cli-1"));
            QCOMPARE(rows->front().gateway, QStringLiteral("ws://a:1"));
            QCOMPARE(shared.value()->decisions(QStringLiteral("cli-1"))->size(), size_t(1));
        }
        QVERIFY(!QFile::exists(legacy));
        QVERIFY(QFile::exists(legacy + QStringLiteral(".migrated")));
        auto again = ApprovalHistory::openShared(data.path());
        QVERIFY(again);
        QCOMPARE(again.value()->decisions(QStringLiteral("cli-1"))->size(), size_t(1));
        const auto mode = QFile::permissions(ApprovalHistory::sharedPath(data.path()));
        QVERIFY(mode.testFlag(QFileDevice::ReadOwner) && mode.testFlag(QFileDevice::WriteOwner));
        QVERIFY(!(mode & (QFileDevice::ReadGroup | QFileDevice::WriteGroup |
                          QFileDevice::ReadOther | QFileDevice::WriteOther)));
    }

    void openFailsCleanlyOnABadPath() {
        QFile blocker(m_dir.filePath(QStringLiteral("file")));
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        auto history = ApprovalHistory::open(m_dir.filePath(QStringLiteral("file/sub/history.db")));
        QVERIFY(!history);
        QCOMPARE(history.error().code, QStringLiteral("HISTORY_OPEN_FAILED"));
    }
};

QTEST_GUILESS_MAIN(TestApprovalHistory)
#include "tst_approvalhistory.moc"
