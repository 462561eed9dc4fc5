// SPDX-License-Identifier: MIT
// A history from before the search index: open() returns at once with the rows in a backlog;
// while the backlog is indexed (in slices, or by the background builder) and the history is
// written to, every search and count gives exactly what a plain scan gives.
#include "approvals/approvalhistory.h"
#include "failonwarning.h"
#include "requirevalue.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <map>

using namespace toolgate::core;

namespace {

constexpr int kRows = 3000;

struct Row {
    QString text;
    qint64 requested = 0;
};

// What the file holds, to compute the expected answers by brute force.
using Mirror = std::map<QString, Row>;

QString oldText(int i) {
    return i % 4 == 0 ? QStringLiteral("rm -rf build-%1").arg(i)
                      : QStringLiteral("ls dir-%1").arg(i);
}

// Rows in the schema of a build without the index; listing order (requested) is the reverse of
// insertion order, so walking the listing index and reading candidates by rowid differ.
bool writeOldFile(const QString &path, Mirror &mirror, int rows = kRows) {
    bool ok = true;
    {
        QSqlDatabase db =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("pre-index"));
        db.setDatabaseName(path);
        QSqlQuery q(db);
        ok = db.open() &&
             q.exec(QStringLiteral(
                 "CREATE TABLE approvals (id TEXT PRIMARY KEY, kind TEXT NOT NULL, text TEXT,"
                 " agent TEXT, session TEXT, state TEXT NOT NULL, decision TEXT, resolved_by TEXT,"
                 " reason TEXT, requested_ms INTEGER, expires_ms INTEGER, decided_ms INTEGER,"
                 " seen_ms INTEGER, request_json TEXT)")) &&
             db.transaction();
        q.prepare(QStringLiteral("INSERT INTO approvals (id, kind, text, agent, state,"
                                 " requested_ms, seen_ms) VALUES (?, 'exec', ?, 'builder',"
                                 " 'expired', ?, ?)"));
        for (int i = 0; ok && i < rows; ++i) {
            const QString id = QStringLiteral("old-%1").arg(i, 4, 10, QLatin1Char('0'));
            const qint64 requested = 1'000'000 - i;
            q.addBindValue(id);
            q.addBindValue(oldText(i));
            q.addBindValue(requested);
            q.addBindValue(requested);
            ok = q.exec();
            mirror[id] = {oldText(i), requested};
        }
        ok = ok && db.commit();
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("pre-index"));
    return ok;
}

// writeOldFile, then opened with `indexing`; stops the test when either fails.
std::unique_ptr<ApprovalHistory>
openOldFile(const QString &path, Mirror &mirror, int rows = kRows,
            ApprovalHistory::SearchIndexing indexing = ApprovalHistory::SearchIndexing::OnRequest) {
    if (!writeOldFile(path, mirror, rows))
        qFatal("fixture failed: cannot write %s", qPrintable(path));
    return toolgate::test::requireValue(ApprovalHistory::open(path, indexing), "open");
}

QStringList expectedIds(const Mirror &mirror, const QString &text) {
    std::vector<std::pair<qint64, QString>> hits;
    for (const auto &[id, row] : mirror) {
        if (id.contains(text, Qt::CaseInsensitive) ||
            row.text.contains(text, Qt::CaseInsensitive) ||
            QStringLiteral("builder").contains(text, Qt::CaseInsensitive))
            hits.emplace_back(row.requested, id);
    }
    std::sort(hits.begin(), hits.end());
    QStringList ids;
    for (const auto &hit : hits)
        ids.append(hit.second);
    return ids;
}

QStringList foundIds(const ApprovalHistory &history, const QString &text, int offset, int limit) {
    HistoryFilter filter;
    filter.text = text;
    filter.offset = offset;
    filter.limit = limit;
    const auto found = history.search(filter);
    QStringList ids;
    if (!found)
        return {QStringLiteral("error: ") + found.error().toString()};
    for (const HistoryRecord &r : *found)
        ids.append(r.id);
    return ids;
}

// Re-sees an approval with a new command (an upsert: the text changes, the rowid stays).
bool reSee(ApprovalHistory &history, Mirror &mirror, const QString &id, const QString &command,
           qint64 requested) {
    ApprovalRequest request;
    request.id = id;
    request.kind = ApprovalKind::Exec;
    request.command = command;
    request.agentId = QStringLiteral("builder");
    request.createdAtMs = requested;
    mirror[id] = {command, requested};
    return bool(history.recordSeen(request, requested));
}

// The listing-order indexes a long pre-index file gets from the background builder.
int listingIndexes(const QString &path) {
    int count = -1;
    {
        QSqlDatabase db =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("listing"));
        db.setDatabaseName(path);
        QSqlQuery q(db);
        if (db.open() &&
            q.exec(QStringLiteral("SELECT count(*) FROM sqlite_master WHERE type = 'index' AND"
                                  " name IN ('approvals_order', 'approvals_agent',"
                                  " 'approvals_gateway')")) &&
            q.next())
            count = q.value(0).toInt();
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("listing"));
    return count;
}

// FTS5's own check of the index against the rows (rank 1: the external content too).
QString integrityProblem(const QString &path) {
    QString problem;
    {
        QSqlDatabase db =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("integrity"));
        db.setDatabaseName(path);
        QSqlQuery q(db);
        if (!db.open() || !q.exec(QStringLiteral("INSERT INTO approvals_fts(approvals_fts, rank)"
                                                 " VALUES ('integrity-check', 1)")))
            problem = q.lastError().text() + db.lastError().text();
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("integrity"));
    return problem;
}

} // namespace

class TestHistorySearchIndex : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    // "rm -rf": 750 candidates (read and sorted); "ls dir": 2,250 (walk the listing order).
    void compareSearches(const ApprovalHistory &history, const Mirror &mirror) {
        for (const QString &text : {QStringLiteral("RM -rf"), QStringLiteral("ls dir"),
                                    QStringLiteral("build-12"), QStringLiteral("old-29")}) {
            const QStringList expected = expectedIds(mirror, text);
            QCOMPARE(foundIds(history, text, 0, 200), expected.mid(0, 200));
            QCOMPARE(foundIds(history, text, 400, 200), expected.mid(400, 200));
            HistoryFilter filter;
            filter.text = text;
            QCOMPARE(*history.count(filter), qint64(expected.size()));
            QCOMPARE(history.countInBackground(filter).result().rows, qint64(expected.size()));
        }
    }

private slots:
    void init() { toolgate::test::failOnAnyWarning(); }
    void backlogIsIndexedInSlicesWhileSearchesStayExact() {
        const QString path = m_dir.filePath(QStringLiteral("slices.db"));
        Mirror mirror;
        const auto opened = openOldFile(path, mirror);
        ApprovalHistory &history = *opened;
        QVERIFY(history.hasSearchIndex());
        QCOMPARE(history.searchIndexBacklog(), qint64(kRows));
        compareSearches(history, mirror);

        QVERIFY(history.indexSearchBacklog(1000));
        QCOMPARE(history.searchIndexBacklog(), qint64(kRows - 1000));
        compareSearches(history, mirror);

        // Writes meanwhile: a row still in the backlog, an indexed one, a new one.
        QVERIFY(
            reSee(history, mirror, QStringLiteral("old-2500"), QStringLiteral("rm -rf late"), 5));
        QVERIFY(
            reSee(history, mirror, QStringLiteral("old-0012"), QStringLiteral("ls changed"), 6));
        QVERIFY(
            reSee(history, mirror, QStringLiteral("new-0001"), QStringLiteral("rm -rf new"), 7));
        compareSearches(history, mirror);

        while (history.searchIndexBacklog() > 0)
            QVERIFY(history.indexSearchBacklog(700));
        compareSearches(history, mirror);
        QCOMPARE(integrityProblem(path), QString());
    }

    void backgroundBuilderFinishesWhileTheHistoryIsUsed() {
        // Long enough (12,000 rows) that the listing indexes are left to the builder too.
        const QString path = m_dir.filePath(QStringLiteral("background.db"));
        Mirror mirror;
        auto opened =
            openOldFile(path, mirror, 12'000, ApprovalHistory::SearchIndexing::Background);
        ApprovalHistory &history = *opened;
        // Written and read while the builder works (or after it finished: the same answers).
        QVERIFY(
            reSee(history, mirror, QStringLiteral("old-2999"), QStringLiteral("rm -rf one"), 5));
        QVERIFY(history.flush());
        compareSearches(history, mirror);
        QTRY_VERIFY_WITH_TIMEOUT(!history.searchIndexBuilding(), 120'000);
        QCOMPARE(history.searchIndexBacklog(), qint64(0));
        QCOMPARE(listingIndexes(path), 3);
        QVERIFY(
            reSee(history, mirror, QStringLiteral("new-0002"), QStringLiteral("rm -rf two"), 6));
        compareSearches(history, mirror);
        QCOMPARE(integrityProblem(path), QString());

        // Reopening finds a complete index: nothing left to build.
        opened.reset();
        auto again = ApprovalHistory::open(path, ApprovalHistory::SearchIndexing::OnRequest);
        QVERIFY(again);
        QCOMPARE(again.value()->searchIndexBacklog(), qint64(0));
        compareSearches(*again.value(), mirror);
    }

    void closingMidBuildResumesOnTheNextOpen() {
        const QString path = m_dir.filePath(QStringLiteral("resume.db"));
        Mirror mirror;
        QVERIFY(openOldFile(path, mirror)->indexSearchBacklog(500));
        auto again = ApprovalHistory::open(path, ApprovalHistory::SearchIndexing::OnRequest);
        QVERIFY(again);
        QCOMPARE(again.value()->searchIndexBacklog(), qint64(kRows - 500));
        compareSearches(*again.value(), mirror);
    }
};

QTEST_GUILESS_MAIN(TestHistorySearchIndex)
#include "tst_historysearchindex.moc"
