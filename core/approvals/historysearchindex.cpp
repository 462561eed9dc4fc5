// SPDX-License-Identifier: MIT
#include "approvals/historysearchindex.h"

#include "approvals/historysql.h"
#include "util/errorcode.h"

#include <QAtomicInteger>
#include <QDebug>
#include <QElapsedTimer>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <chrono>

namespace toolgate::core {

namespace historyindex {

namespace {

// A row in the backlog is indexed by the backlog's slices, never by the triggers, so that the
// index only ever deletes entries it holds (an external-content FTS5 index requires that).
QString indexedUnlessPending(const char *row) {
    return QStringLiteral(" WHERE NOT EXISTS (SELECT 1 FROM approvals_fts_backlog"
                          " WHERE %1.rowid > lo AND %1.rowid <= hi)")
        .arg(QLatin1String(row));
}

// External content: the text stays in `approvals` only. The triggers keep the index in step with
// every writer, including older builds that know nothing of it.
QStringList creation() {
    const QString insertNew =
        QStringLiteral(" INSERT INTO approvals_fts(rowid, id, text, agent, session, gateway)"
                       " SELECT new.rowid, new.id, new.text, new.agent, new.session, new.gateway") +
        indexedUnlessPending("new") + QLatin1Char(';');
    const QString deleteOld =
        QStringLiteral(
            " INSERT INTO approvals_fts(approvals_fts, rowid, id, text, agent, session, gateway)"
            " SELECT 'delete', old.rowid, old.id, old.text, old.agent, old.session, old.gateway") +
        indexedUnlessPending("old") + QLatin1Char(';');
    return {
        QStringLiteral("CREATE VIRTUAL TABLE approvals_fts USING fts5(id, text, agent, session,"
                       " gateway, content='approvals', content_rowid='rowid', tokenize='trigram')"),
        QStringLiteral("CREATE TABLE IF NOT EXISTS approvals_fts_backlog"
                       " (lo INTEGER NOT NULL, hi INTEGER NOT NULL)"),
        QStringLiteral("CREATE TRIGGER approvals_fts_insert AFTER INSERT ON approvals BEGIN") +
            insertNew + QStringLiteral(" END"),
        QStringLiteral("CREATE TRIGGER approvals_fts_delete AFTER DELETE ON approvals BEGIN") +
            deleteOld + QStringLiteral(" END"),
        QStringLiteral("CREATE TRIGGER approvals_fts_update AFTER UPDATE OF id, text, agent,"
                       " session, gateway ON approvals BEGIN") +
            deleteOld + insertNew + QStringLiteral(" END"),
        // Every row there now waits in the backlog (none: nothing to index).
        QStringLiteral("INSERT INTO approvals_fts_backlog SELECT 0, max(rowid) FROM approvals"
                       " HAVING max(rowid) IS NOT NULL"),
    };
}

Error rollbackWith(QSqlQuery &q, const QString &what, const QString &path) {
    const QSqlError error = q.lastError();
    (void)q.exec(QStringLiteral("ROLLBACK")); // the first error is the one to report
    return sqlError(what, error, path);
}

Result<Backlog> readBacklog(QSqlQuery &q, const QString &path) {
    if (!q.exec(QStringLiteral("SELECT lo, hi FROM approvals_fts_backlog LIMIT 1")))
        return sqlError(QStringLiteral("cannot read the search index's backlog"), q.lastError(),
                        path);
    Backlog backlog;
    if (q.next())
        backlog = {q.value(0).toLongLong(), q.value(1).toLongLong()};
    return backlog;
}

} // namespace

Result<bool> listingIndexesMissing(const QSqlDatabase &db, const QString &path) {
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("SELECT count(*) FROM sqlite_master WHERE type = 'index' AND name IN"
                               " ('approvals_order', 'approvals_agent', 'approvals_gateway')")) ||
        !q.next())
        return sqlError(QStringLiteral("cannot read the history's schema"), q.lastError(), path);
    return q.value(0).toInt() < 3;
}

Status createListingIndexes(const QSqlDatabase &db, const QString &path) {
    QSqlQuery q(db);
    for (const char *index : {"CREATE INDEX IF NOT EXISTS approvals_order"
                              " ON approvals(requested_ms, seen_ms, id)",
                              "CREATE INDEX IF NOT EXISTS approvals_agent"
                              " ON approvals(agent, requested_ms, seen_ms, id)",
                              "CREATE INDEX IF NOT EXISTS approvals_gateway"
                              " ON approvals(gateway, requested_ms, seen_ms, id)"}) {
        if (!q.exec(QLatin1String(index)))
            return sqlError(QStringLiteral("cannot index the history"), q.lastError(), path);
    }
    return Ok{};
}

Result<bool> isLong(const QSqlDatabase &db, const QString &path) {
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("SELECT coalesce(max(rowid), 0) FROM approvals")) || !q.next())
        return sqlError(QStringLiteral("cannot read the history"), q.lastError(), path);
    return q.value(0).toLongLong() >= 10'000;
}

Result<bool> ensure(const QSqlDatabase &db, const QString &path) {
    QSqlQuery q(db);
    const auto present = [&]() -> Result<bool> {
        if (!q.exec(QStringLiteral("SELECT count(*) FROM sqlite_master WHERE name IN"
                                   " ('approvals_fts', 'approvals_fts_insert',"
                                   " 'approvals_fts_delete', 'approvals_fts_update',"
                                   " 'approvals_fts_backlog')")) ||
            !q.next())
            return sqlError(QStringLiteral("cannot read the history's schema"), q.lastError(),
                            path);
        return q.value(0).toInt() == 5;
    };
    if (auto there = present(); !there || *there)
        return there;
    // IMMEDIATE: a console and a CLI opening the file together create the index once.
    if (!q.exec(QStringLiteral("BEGIN IMMEDIATE")))
        return sqlError(QStringLiteral("cannot lock the history to index it"), q.lastError(), path);
    const auto there = present();
    if (!there) {
        (void)q.exec(QStringLiteral("ROLLBACK")); // the first error is the one to report
        return there;
    }
    if (!*there && !q.exec(QStringLiteral("SELECT 1 FROM sqlite_master WHERE name ="
                                          " 'approvals_fts_insert'")))
        return rollbackWith(q, QStringLiteral("cannot read the history's schema"), path);
    if (!*there && q.next()) {
        // An index from a build that filled it in one go: complete, only the backlog is new.
        if (!q.exec(QStringLiteral("CREATE TABLE IF NOT EXISTS approvals_fts_backlog"
                                   " (lo INTEGER NOT NULL, hi INTEGER NOT NULL)")))
            return rollbackWith(q, QStringLiteral("cannot update the search index"), path);
    } else if (!*there) {
        for (const QString &statement : creation()) {
            if (!q.exec(statement)) {
                const QSqlError error = q.lastError();
                (void)q.exec(QStringLiteral("ROLLBACK")); // the first error is the one to report
                if (error.text().contains(QLatin1String("fts5"), Qt::CaseInsensitive))
                    return false; // no FTS5 in this SQLite: search without the index
                return sqlError(QStringLiteral("cannot create the history's search index"), error,
                                path);
            }
        }
    }
    if (!q.exec(QStringLiteral("COMMIT")))
        return rollbackWith(q, QStringLiteral("cannot commit the history's search index"), path);
    return true;
}

Result<Backlog> backlog(const QSqlDatabase &db, const QString &path) {
    QSqlQuery q(db);
    return readBacklog(q, path);
}

Result<Backlog> indexSlice(const QSqlDatabase &db, const QString &path, int rows) {
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("BEGIN IMMEDIATE")))
        return sqlError(QStringLiteral("cannot lock the history to index it"), q.lastError(), path);
    auto left = readBacklog(q, path);
    if (!left) {
        (void)q.exec(QStringLiteral("ROLLBACK")); // the first error is the one to report
        return left;
    }
    Backlog next = *left;
    if (!left->empty()) {
        next.lo = std::min(left->lo + rows, left->hi);
        q.prepare(
            QStringLiteral("INSERT INTO approvals_fts(rowid, id, text, agent, session, gateway)"
                           " SELECT rowid, id, text, agent, session, gateway FROM approvals"
                           " WHERE rowid > ? AND rowid <= ?"));
        q.addBindValue(left->lo);
        q.addBindValue(next.lo);
        bool ok = q.exec();
        if (ok && next.empty()) {
            ok = q.exec(QStringLiteral("DELETE FROM approvals_fts_backlog"));
        } else if (ok) {
            q.prepare(QStringLiteral("UPDATE approvals_fts_backlog SET lo = ?"));
            q.addBindValue(next.lo);
            ok = q.exec();
        }
        if (!ok)
            return rollbackWith(q, QStringLiteral("cannot index the history"), path);
    }
    if (!q.exec(QStringLiteral("COMMIT")))
        return rollbackWith(q, QStringLiteral("cannot commit the history's index"), path);
    return next;
}

} // namespace historyindex

namespace {
QAtomicInteger<int> g_builderCounter;
constexpr int kRowsPerSlice = 256;
} // namespace

SearchIndexBuilder::SearchIndexBuilder(QString path)
    : m_path(std::move(path))
    , m_thread([this] { run(); }) {}

SearchIndexBuilder::~SearchIndexBuilder() {
    m_stop = true;
    m_thread.join();
}

void SearchIndexBuilder::run() {
    const QString name =
        QStringLiteral("toolgate-history-index-%1").arg(g_builderCounter.fetchAndAddRelaxed(1));
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(m_path);
        QSqlQuery q(db);
        Result<historyindex::Backlog> left =
            Error{errorCodeText(ErrorCode::HistoryOpenFailed),
                  QStringLiteral("cannot open the history to index it"), m_path};
        if (db.open() && q.exec(QStringLiteral("PRAGMA busy_timeout=5000")) &&
            q.exec(QStringLiteral("PRAGMA synchronous=NORMAL"))) {
            const Status listing = historyindex::createListingIndexes(db, m_path);
            left = listing ? historyindex::backlog(db, m_path)
                           : Result<historyindex::Backlog>(listing.error());
        }
        if (left)
            m_total = left->size();
        while (left && !left->empty() && !m_stop) {
            QElapsedTimer slice;
            slice.start();
            left = historyindex::indexSlice(db, m_path, kRowsPerSlice);
            if (left)
                m_done = m_total - left->size();
            // Pause as long as the slice took: the console's writes get the lock in between,
            // and the build takes at most half a core.
            using std::chrono::milliseconds;
            using std::chrono::nanoseconds;
            const nanoseconds pause(std::max<qint64>(slice.nsecsElapsed(), 1'000'000));
            for (nanoseconds waited(0); waited < pause && !m_stop; waited += milliseconds(2))
                std::this_thread::sleep_for(std::min<nanoseconds>(pause - waited, milliseconds(2)));
        }
        if (!left)
            qWarning().noquote() << "approval history: indexing stopped:"
                                 << left.error().toString();
        m_finished = left && left->empty();
        m_running = false;
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
}

} // namespace toolgate::core
