// SPDX-License-Identifier: MIT
// ApprovalHistory's reads: the WHERE clause of a filter, the choice between reading candidates
// and walking the listing order, and the count on a pool thread.
#include "approvals/approvalhistory.h"
#include "util/gatewayurl.h"

#include "approvals/historysearchindex.h"
#include "approvals/historysql.h"
#include "util/errorcode.h"

#include <QAtomicInteger>
#include <QCoreApplication>
#include <QPointer>
#include <QPromise>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QThreadPool>
#include <QVariant>

#include <memory>

namespace toolgate::core {

namespace {

HistoryRecord recordFrom(const QSqlQuery &q) {
    HistoryRecord r;
    r.id = q.value(0).toString();
    r.kind = q.value(1).toString();
    r.text = q.value(2).toString();
    r.agent = q.value(3).toString();
    r.session = q.value(4).toString();
    r.state = q.value(5).toString();
    r.decision = q.value(6).toString();
    r.resolvedBy = q.value(7).toString();
    r.reason = q.value(8).toString();
    r.requestedAtMs = q.value(9).toLongLong();
    r.expiresAtMs = q.value(10).toLongLong();
    r.decidedAtMs = q.value(11).toLongLong();
    r.seenAtMs = q.value(12).toLongLong();
    r.gateway = q.value(13).toString();
    r.grantExpiresInDays = q.value(14).toInt();
    return r;
}

// How a text search uses the index.
struct TextPlan {
    bool index = false;            // the full-text index narrows the candidates
    historyindex::Backlog backlog; // rows not in the index yet: tested directly
    // Walk the listing order testing each row (many candidates: the first page is near) instead
    // of reading every candidate and sorting them.
    bool inListingOrder = false;
};

// More candidates than this: a page is found sooner by walking the listing order.
constexpr int kSortedCandidateLimit = 2000;

QString matchPhrase(const QString &text) {
    QString phrase = text;
    phrase.replace(QLatin1Char('"'), QLatin1String("\"\""));
    return QStringLiteral("{id text agent session}: \"%1\"").arg(phrase);
}

bool usesIndex(const HistoryFilter &filter, bool searchIndex) {
    // The trigram index needs three characters.
    return searchIndex && filter.text.size() >= 3;
}

// The WHERE clause of a filter (from " WHERE 1 = 1"), its values appended to `binds`.
QString whereClause(const HistoryFilter &filter, const TextPlan &plan, QVariantList &binds) {
    QString sql = QStringLiteral(" WHERE 1 = 1");
    if (!filter.text.isEmpty()) {
        // The index narrows the rows, the substring test below decides (the index folds case
        // more widely than lower()). `+rowid`: not a way in, so the listing index is walked.
        if (plan.index) {
            const QLatin1String rowid(plan.inListingOrder ? "+rowid" : "rowid");
            QString candidates =
                QStringLiteral(
                    "%1 IN (SELECT rowid FROM approvals_fts WHERE approvals_fts MATCH ?)")
                    .arg(rowid);
            binds.append(matchPhrase(filter.text));
            if (!plan.backlog.empty()) {
                candidates = QStringLiteral("(%1 OR (%2 > ? AND %2 <= ?))").arg(candidates, rowid);
                binds.append(plan.backlog.lo);
                binds.append(plan.backlog.hi);
            }
            sql += QStringLiteral(" AND ") + candidates;
        }
        sql += QStringLiteral(
            " AND (instr(lower(id), lower(?)) > 0 OR instr(lower(coalesce(text, '')), lower(?)) > 0"
            " OR instr(lower(coalesce(agent, '')), lower(?)) > 0"
            " OR instr(lower(coalesce(session, '')), lower(?)) > 0)");
        for (int i = 0; i < 4; ++i)
            binds.append(filter.text);
    }
    const std::pair<const char *, QString> exact[] = {
        {"kind", filter.kind},
        {"agent", filter.agent},
        {"session", filter.session},
        {"decision", filter.decision},
        {"state", filter.state},
        {"gateway", filter.gateway.isEmpty() ? QString() : canonicalGatewayUrl(filter.gateway)},
    };
    for (const auto &[column, value] : exact) {
        if (value.isEmpty())
            continue;
        sql += QStringLiteral(" AND %1 = ?").arg(QLatin1String(column));
        binds.append(value);
    }
    if (!filter.resolvedBy.isEmpty()) {
        sql += QStringLiteral(" AND instr(lower(coalesce(resolved_by, '')), lower(?)) > 0");
        binds.append(filter.resolvedBy);
    }
    if (filter.fromMs > 0) {
        sql += QStringLiteral(" AND requested_ms >= ?");
        binds.append(filter.fromMs);
    }
    if (filter.toMs > 0) {
        sql += QStringLiteral(" AND requested_ms < ?");
        binds.append(filter.toMs);
    }
    return sql;
}

Result<QSqlQuery> run(const QSqlDatabase &db, const QString &sql, const QVariantList &binds,
                      const QString &what, const QString &path) {
    QSqlQuery q(db);
    q.setForwardOnly(true);
    q.prepare(sql);
    for (const QVariant &value : binds)
        q.addBindValue(value);
    if (!q.exec())
        return sqlError(what, q.lastError(), path);
    return q;
}

Result<qint64> countRows(const QSqlDatabase &db, const HistoryFilter &filter, const TextPlan &plan,
                         const QString &path) {
    QVariantList binds;
    const QString sql =
        QStringLiteral("SELECT count(*) FROM approvals") + whereClause(filter, plan, binds);
    auto q = run(db, sql, binds, QStringLiteral("cannot count the history"), path);
    if (!q)
        return q.error();
    if (!q->next())
        return sqlError(QStringLiteral("cannot count the history"), q->lastError(), path);
    return q->value(0).toLongLong();
}

QAtomicInteger<int> g_countConnections;

} // namespace

qint64 ApprovalHistory::searchIndexBacklog() const {
    if (!m_searchIndex || m_indexComplete)
        return 0;
    auto backlog = historyindex::backlog(QSqlDatabase::database(m_connectionName, false), m_path);
    if (!backlog)
        return 0; // read again next time
    m_indexComplete = backlog->empty();
    return backlog->size();
}

bool ApprovalHistory::searchIndexBuilding() const {
    return m_indexBuilder && m_indexBuilder->running();
}

Status ApprovalHistory::indexSearchBacklog(int rows) {
    if (!m_searchIndex || m_indexComplete)
        return Ok{};
    if (Status flushed = flush(); !flushed)
        return flushed;
    auto left =
        historyindex::indexSlice(QSqlDatabase::database(m_connectionName, false), m_path, rows);
    if (!left)
        return left.error();
    m_indexComplete = left->empty();
    return Ok{};
}

Result<std::vector<HistoryRecord>> ApprovalHistory::search(const HistoryFilter &filter) const {
    m_searchedAt.start();
    if (Status flushed = flush(); !flushed)
        return flushed.error();
    const QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
    TextPlan plan;
    plan.index = usesIndex(filter, m_searchIndex);
    if (plan.index) {
        if (!m_indexComplete) {
            auto backlog = historyindex::backlog(db, m_path);
            if (!backlog)
                return backlog.error();
            plan.backlog = *backlog;
            m_indexComplete = backlog->empty();
        }
        // A bounded look at the candidates picks the plan: the probe stops at the limit.
        auto probe =
            run(db,
                QStringLiteral("SELECT count(*) FROM (SELECT rowid FROM approvals_fts"
                               " WHERE approvals_fts MATCH ? LIMIT %1)")
                    .arg(kSortedCandidateLimit + 1),
                {matchPhrase(filter.text)}, QStringLiteral("cannot search the history"), m_path);
        if (!probe)
            return probe.error();
        const qint64 candidates = probe->next() ? probe->value(0).toLongLong() : 0;
        plan.inListingOrder = candidates + plan.backlog.size() > kSortedCandidateLimit;
    }
    QVariantList binds;
    QString sql = QStringLiteral(
                      "SELECT id, kind, text, agent, session, state, decision, resolved_by, reason,"
                      " requested_ms, expires_ms, decided_ms, seen_ms, gateway, grant_expires_days"
                      " FROM approvals") +
                  whereClause(filter, plan, binds) +
                  QStringLiteral(" ORDER BY requested_ms, seen_ms, id");
    if (filter.limit > 0 || filter.offset > 0)
        sql += QStringLiteral(" LIMIT %1 OFFSET %2")
                   .arg(filter.limit > 0 ? filter.limit : -1)
                   .arg(qMax(0, filter.offset));
    auto q = run(db, sql, binds, QStringLiteral("cannot search the history"), m_path);
    if (!q)
        return q.error();
    std::vector<HistoryRecord> records;
    while (q->next())
        records.push_back(recordFrom(*q));
    return records;
}

Result<qint64> ApprovalHistory::count(const HistoryFilter &filter) const {
    m_searchedAt.start();
    if (Status flushed = flush(); !flushed)
        return flushed.error();
    const QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
    TextPlan plan;
    plan.index = usesIndex(filter, m_searchIndex);
    if (plan.index && !m_indexComplete) {
        auto backlog = historyindex::backlog(db, m_path);
        if (!backlog)
            return backlog.error();
        plan.backlog = *backlog;
    }
    return countRows(db, filter, plan, m_path);
}

namespace {
// Counts run in a pool of their own: Qt's raster engine hands every tall fill (a scroll bar, a
// frame) to the global pool and waits for it on the GUI thread, so counts held there (each filter
// change starts one; a locked file holds one up to the 5 s busy timeout) would freeze painting.
// The application owns the pool, and waits for its counts when it goes.
QThreadPool *countPool() {
    static QPointer<QThreadPool> pool;
    if (!pool)
        pool = new QThreadPool(QCoreApplication::instance());
    return pool;
}
} // namespace

QFuture<HistoryCount> ApprovalHistory::countInBackground(const HistoryFilter &filter) const {
    auto promise = std::make_shared<QPromise<HistoryCount>>();
    QFuture<HistoryCount> future = promise->future();
    promise->start();
    if (Status flushed = flush(); !flushed) {
        promise->addResult(HistoryCount{-1, flushed.error().toString()});
        promise->finish();
        return future;
    }
    const bool index = usesIndex(filter, m_searchIndex);
    countPool()->start([promise, filter, index, path = m_path] {
        const QString name = QStringLiteral("toolgate-history-count-%1")
                                 .arg(g_countConnections.fetchAndAddRelaxed(1));
        HistoryCount result;
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
            db.setDatabaseName(path);
            db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT=5000"));
            TextPlan plan;
            plan.index = index;
            Result<qint64> rows = Error{errorCodeText(ErrorCode::HistoryOpenFailed),
                                        QStringLiteral("cannot open the history to count"), path};
            if (db.open()) {
                auto backlog = index ? historyindex::backlog(db, path)
                                     : Result<historyindex::Backlog>(historyindex::Backlog{});
                rows = backlog ? (plan.backlog = *backlog, countRows(db, filter, plan, path))
                               : Result<qint64>(backlog.error());
            }
            result = rows ? HistoryCount{*rows, {}} : HistoryCount{-1, rows.error().toString()};
            db.close();
        }
        QSqlDatabase::removeDatabase(name);
        promise->addResult(result);
        promise->finish();
    });
    return future;
}

} // namespace toolgate::core
