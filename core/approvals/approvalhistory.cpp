// SPDX-License-Identifier: MIT
#include "approvals/approvalhistory.h"

#include "util/gatewayurl.h"

#include "approvals/historysearchindex.h"
#include "approvals/historysql.h"
#include "util/errorcode.h"

#include <QAtomicInteger>
#include <QCoreApplication>
#include <QDateTime>
#include <QDebug>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTimer>
#include <QVariant>

#include <algorithm>
#include <iterator>

namespace toolgate::core {

namespace {

QAtomicInteger<int> g_connectionCounter;

QVariant text(const QString &value) {
    return value.isNull() ? QVariant(QString()) : QVariant(value);
}

QByteArray csvField(const QString &value) {
    QByteArray bytes = value.toUtf8();
    if (bytes.contains(',') || bytes.contains('"') || bytes.contains('\n') ||
        bytes.contains('\r')) {
        bytes.replace("\"", "\"\"");
        return '"' + bytes + '"';
    }
    return bytes;
}

QString isoTime(qint64 ms) {
    return ms > 0 ? QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC).toString(Qt::ISODateWithMs)
                  : QString();
}

// Columns added after the first release; ALTER TABLE brings an older file up to date.
const std::pair<const char *, const char *> kAddedColumns[] = {
    {"gateway", "TEXT"},
    {"grant_expires_days", "INTEGER"},
};

// Rows written before gateway URLs had one spelling ("ws://h:1" and "ws://h:1/") are moved to
// the canonical one, so one gateway has one history. Only the few distinct values are read.
Status mergeGatewaySpellings(const QSqlDatabase &db, const QString &path) {
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("SELECT DISTINCT gateway FROM approvals WHERE gateway <> ''")))
        return sqlError(QStringLiteral("cannot read the history's gateways"), q.lastError(), path);
    QStringList spellings;
    while (q.next())
        spellings.append(q.value(0).toString());
    for (const QString &spelling : std::as_const(spellings)) {
        const QString canonical = canonicalGatewayUrl(spelling);
        if (canonical == spelling)
            continue;
        QSqlQuery update(db);
        update.prepare(QStringLiteral("UPDATE approvals SET gateway = ? WHERE gateway = ?"));
        update.addBindValue(canonical);
        update.addBindValue(spelling);
        if (!update.exec())
            return sqlError(QStringLiteral("cannot merge the history's gateway spellings"),
                            update.lastError(), path);
    }
    return Ok{};
}

Status addMissingColumns(const QSqlDatabase &db, const QString &path) {
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("PRAGMA table_info(approvals)")))
        return sqlError(QStringLiteral("cannot read the history's columns"), q.lastError(), path);
    QStringList present;
    while (q.next())
        present.append(q.value(1).toString());
    for (const auto &[column, type] : kAddedColumns) {
        if (present.contains(QLatin1String(column)))
            continue;
        if (!q.exec(QStringLiteral("ALTER TABLE approvals ADD COLUMN %1 %2")
                        .arg(QLatin1String(column), QLatin1String(type))))
            return sqlError(QStringLiteral("cannot add a history column"), q.lastError(), path);
    }
    return Ok{};
}

// The history holds what was asked of whom: owner-only, like the connection tokens.
void restrictToOwner(const QString &path) {
    for (const QString &suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")}) {
        if (QFile::exists(path + suffix))
            QFile::setPermissions(path + suffix, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    }
}

} // namespace

ApprovalHistory::ApprovalHistory(QString path, QString connectionName)
    : m_path(std::move(path))
    , m_connectionName(std::move(connectionName))
    , m_flushGuard(std::make_unique<QObject>()) {}

void ApprovalHistory::releaseIdleCache() {
    constexpr qint64 kSearchingMs = 60 * 1000;
    if (m_searchedAt.isValid() && m_searchedAt.elapsed() < kSearchingMs)
        return;
    QSqlQuery q(QSqlDatabase::database(m_connectionName, false));
    if (!q.exec(QStringLiteral("PRAGMA shrink_memory")))
        qWarning().noquote() << "approval history: could not release the page cache:"
                             << q.lastError().text();
}

ApprovalHistory::~ApprovalHistory() {
    m_indexBuilder.reset(); // stops between two slices; the rest waits for the next open
    (void)flush();          // a failure shows in health(); nobody reads it any more
    {
        QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
        if (db.isOpen())
            db.close();
    }
    QSqlDatabase::removeDatabase(m_connectionName);
}

namespace {

// SQLite's words for a file that is not (or no longer) a database.
bool isDamaged(const Error &error) {
    return error.message.contains(QLatin1String("not a database"), Qt::CaseInsensitive) ||
           error.message.contains(QLatin1String("malformed"), Qt::CaseInsensitive) ||
           error.message.contains(QLatin1String("corrupt"), Qt::CaseInsensitive);
}

} // namespace

Result<std::unique_ptr<ApprovalHistory>> ApprovalHistory::open(const QString &path,
                                                               SearchIndexing indexing) {
    auto opened = openFile(path, indexing);
    if (opened || !isDamaged(opened.error()))
        return opened;
    // A damaged file is kept for inspection, never overwritten; a new history starts beside it.
    const QString aside =
        path + QStringLiteral(".damaged-") +
        QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    if (!QFile::rename(path, aside))
        return opened;
    for (const char *suffix : {"-wal", "-shm"})
        QFile::rename(path + QLatin1String(suffix), aside + QLatin1String(suffix));
    auto fresh = openFile(path, indexing);
    if (fresh)
        fresh.value()->m_movedAside = aside;
    return fresh;
}

Result<std::unique_ptr<ApprovalHistory>> ApprovalHistory::openFile(const QString &path,
                                                                   SearchIndexing indexing) {
    const QFileInfo info(path);
    if (!QDir().mkpath(info.absolutePath()))
        return Error{errorCodeText(ErrorCode::HistoryOpenFailed),
                     QStringLiteral("cannot create the directory"), path};
    const QString name =
        QStringLiteral("toolgate-history-%1").arg(g_connectionCounter.fetchAndAddRelaxed(1));
    std::unique_ptr<ApprovalHistory> history(new ApprovalHistory(path, name));
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
    db.setDatabaseName(path);
    if (!db.open())
        return sqlError(QStringLiteral("cannot open the history database"), db.lastError(), path);

    QSqlQuery q(db);
    const QStringList setup{
        QStringLiteral("PRAGMA journal_mode=WAL"),
        // WAL + NORMAL: every commit survives a crash of the console (the history's promise);
        // only an OS crash or power loss may roll back the newest commits. FULL would fsync on
        // every arrival, which stalls the GUI thread for seconds in a burst of approvals.
        QStringLiteral("PRAGMA synchronous=NORMAL"),
        QStringLiteral("PRAGMA busy_timeout=5000"),
        // Up to 32 MB of pages (default 2 MB): a search over a long history reads the same
        // index and row pages for its count and its first page, and again as the user types.
        QStringLiteral("PRAGMA cache_size=-32768"),
        QStringLiteral(
            "CREATE TABLE IF NOT EXISTS approvals ("
            "id TEXT PRIMARY KEY, kind TEXT NOT NULL, text TEXT, agent TEXT, session TEXT,"
            "state TEXT NOT NULL, decision TEXT, resolved_by TEXT, reason TEXT,"
            "requested_ms INTEGER, expires_ms INTEGER, decided_ms INTEGER, seen_ms INTEGER,"
            "request_json TEXT, gateway TEXT, grant_expires_days INTEGER)"),
        QStringLiteral("CREATE TABLE IF NOT EXISTS decisions ("
                       "seq INTEGER PRIMARY KEY AUTOINCREMENT, approval_id TEXT NOT NULL, decision "
                       "TEXT NOT NULL,"
                       "ok INTEGER NOT NULL, error TEXT, at_ms INTEGER NOT NULL)"),
        QStringLiteral("CREATE INDEX IF NOT EXISTS approvals_requested ON approvals(requested_ms)"),
        QStringLiteral("CREATE INDEX IF NOT EXISTS decisions_approval ON decisions(approval_id)"),
    };
    for (const QString &statement : setup) {
        if (!q.exec(statement))
            return sqlError(QStringLiteral("cannot prepare the history database"), q.lastError(),
                            path);
    }
    if (Status added = addMissingColumns(db, path); !added)
        return added.error();
    if (Status merged = mergeGatewaySpellings(db, path); !merged)
        return merged.error();
    // The listing-order indexes (after the columns: gateway is an added one): at once on a short
    // history or when asked to; on a long one they take seconds, so the builder makes them.
    auto listing = historyindex::listingIndexesMissing(db, path);
    if (!listing)
        return listing.error();
    bool listingLater = *listing && indexing == SearchIndexing::Background;
    if (listingLater) {
        auto large = historyindex::isLong(db, path);
        if (!large)
            return large.error();
        listingLater = *large;
    }
    if (*listing && !listingLater) {
        if (Status made = historyindex::createListingIndexes(db, path); !made)
            return made.error();
    }
    // After the columns: the search index covers the gateway column.
    // Quick even on a long history: rows from before the index wait in its backlog.
    auto indexed = historyindex::ensure(db, path);
    if (!indexed)
        return indexed.error();
    history->m_searchIndex = *indexed;
    restrictToOwner(path);
    if ((listingLater || history->searchIndexBacklog() > 0) &&
        indexing == SearchIndexing::Background)
        history->m_indexBuilder = std::make_unique<SearchIndexBuilder>(path);
    return history;
}

QString ApprovalHistory::sharedPath(const QString &dataDir) {
    return QDir(dataDir).filePath(QStringLiteral("approval-history.sqlite"));
}

Result<std::unique_ptr<ApprovalHistory>> ApprovalHistory::openShared(const QString &dataDir) {
    auto history = open(sharedPath(dataDir));
    if (!history)
        return history;
    const QString legacy = QDir(dataDir).filePath(QStringLiteral("approvals.db"));
    if (QFile::exists(legacy)) {
        if (Status imported = history.value()->importFrom(legacy); !imported)
            return imported.error();
        const QString done = legacy + QStringLiteral(".migrated");
        QFile::remove(done);
        if (!QFile::rename(legacy, done))
            return Error{errorCodeText(ErrorCode::HistoryMigrationFailed),
                         QStringLiteral("imported, but cannot rename it to %1").arg(done), legacy};
        for (const QString &suffix : {QStringLiteral("-wal"), QStringLiteral("-shm")})
            QFile::remove(legacy + suffix);
    }
    return history;
}

Status ApprovalHistory::importFrom(const QString &otherPath) {
    if (Status flushed = flush(); !flushed)
        return flushed;
    {
        // Bring the other file's columns up to date first, through its own connection.
        auto other = open(otherPath, SearchIndexing::OnRequest);
        if (!other)
            return other.error();
    }
    QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
    QSqlQuery q(db);
    q.prepare(QStringLiteral("ATTACH DATABASE ? AS legacy"));
    q.addBindValue(otherPath);
    if (!q.exec())
        return sqlError(QStringLiteral("cannot open the old history"), q.lastError(), otherPath);
    const QString columns = QStringLiteral(
        "id, kind, text, agent, session, state, decision, resolved_by, reason, requested_ms,"
        " expires_ms, decided_ms, seen_ms, request_json, gateway, grant_expires_days");
    const bool inTransaction = db.transaction();
    Status result = Ok{};
    if (!q.exec(
            QStringLiteral("INSERT OR IGNORE INTO approvals (%1) SELECT %1 FROM legacy.approvals")
                .arg(columns)) ||
        !q.exec(QStringLiteral("INSERT INTO decisions (approval_id, decision, ok, error, at_ms)"
                               " SELECT approval_id, decision, ok, error, at_ms FROM"
                               " legacy.decisions")))
        result =
            sqlError(QStringLiteral("cannot import the old history"), q.lastError(), otherPath);
    if (inTransaction && !(result ? db.commit() : db.rollback()) && result)
        result = sqlError(QStringLiteral("cannot commit the import"), db.lastError(), otherPath);
    (void)q.exec(QStringLiteral("DETACH DATABASE legacy")); // closing the connection detaches too
    return result;
}

namespace {

Status writeSeen(const QSqlDatabase &db, const ApprovalRequest &request, qint64 seenAtMs,
                 const QString &gateway) {
    QSqlQuery q(db);
    q.prepare(
        QStringLiteral("INSERT INTO approvals (id, kind, text, agent, session, state, "
                       "requested_ms, expires_ms, seen_ms, request_json, gateway)"
                       " VALUES (?, ?, ?, ?, ?, 'pending', ?, ?, ?, ?, ?)"
                       " ON CONFLICT(id) DO UPDATE SET text = excluded.text, agent = "
                       "excluded.agent, session = excluded.session,"
                       " requested_ms = excluded.requested_ms, expires_ms = excluded.expires_ms,"
                       " request_json = excluded.request_json,"
                       " gateway = coalesce(nullif(excluded.gateway, ''), gateway)"));
    q.addBindValue(request.id);
    q.addBindValue(approvalKindName(request.kind));
    q.addBindValue(text(request.displayText()));
    q.addBindValue(text(request.agentId));
    q.addBindValue(text(request.sessionKey));
    q.addBindValue(request.createdAtMs);
    q.addBindValue(request.expiresAtMs);
    q.addBindValue(seenAtMs);
    q.addBindValue(QString::fromUtf8(request.requestJson));
    q.addBindValue(text(canonicalGatewayUrl(gateway)));
    if (!q.exec())
        return sqlError(QStringLiteral("cannot record the approval"), q.lastError(), request.id);
    return Ok{};
}

Status writeOutcome(const QSqlDatabase &db, const ApprovalEntry &entry, const QString &gateway) {
    if (auto seen = writeSeen(db, entry.request, entry.firstSeenMs, gateway); !seen)
        return seen;
    QSqlQuery q(db);
    q.prepare(
        QStringLiteral("UPDATE approvals SET state = ?, decision = ?, resolved_by = ?, reason = ?,"
                       " decided_ms = ? WHERE id = ?"));
    q.addBindValue(approvalStateName(entry.state));
    q.addBindValue(text(entry.decision));
    q.addBindValue(text(entry.resolvedBy));
    q.addBindValue(text(entry.reason));
    q.addBindValue(entry.decidedAtMs);
    q.addBindValue(entry.request.id);
    if (!q.exec())
        return sqlError(QStringLiteral("cannot record the outcome"), q.lastError(),
                        entry.request.id);
    return Ok{};
}

Status writeDecision(const QSqlDatabase &db, const DecisionRecord &decision) {
    QSqlQuery q(db);
    q.prepare(QStringLiteral(
        "INSERT INTO decisions (approval_id, decision, ok, error, at_ms) VALUES (?, ?, ?, ?, ?)"));
    q.addBindValue(decision.approvalId);
    q.addBindValue(decision.decision);
    q.addBindValue(decision.ok ? 1 : 0);
    q.addBindValue(text(decision.error));
    q.addBindValue(decision.atMs);
    if (!q.exec())
        return sqlError(QStringLiteral("cannot record the decision"), q.lastError(),
                        decision.approvalId);
    if (decision.ok && decision.grantExpiresInDays > 0) {
        q.prepare(QStringLiteral("UPDATE approvals SET grant_expires_days = ? WHERE id = ?"));
        q.addBindValue(decision.grantExpiresInDays);
        q.addBindValue(decision.approvalId);
        if (!q.exec())
            return sqlError(QStringLiteral("cannot record the grant expiry"), q.lastError(),
                            decision.approvalId);
    }
    return Ok{};
}

} // namespace

Status ApprovalHistory::recordSeen(const ApprovalRequest &request, qint64 seenAtMs,
                                   const QString &gateway) {
    enqueue([request, seenAtMs, gateway](const QSqlDatabase &db) {
        return writeSeen(db, request, seenAtMs, gateway);
    });
    return Ok{};
}

Status ApprovalHistory::recordOutcome(const ApprovalEntry &entry, const QString &gateway) {
    enqueue([entry, gateway](const QSqlDatabase &db) { return writeOutcome(db, entry, gateway); });
    return Ok{};
}

Status ApprovalHistory::recordDecision(const DecisionRecord &decision) {
    enqueue([decision](const QSqlDatabase &db) { return writeDecision(db, decision); });
    return Ok{};
}

void ApprovalHistory::enqueue(Write write) {
    m_pending.push_back(std::move(write));
    if (m_pending.size() == 1)
        scheduleFlush();
}

void ApprovalHistory::scheduleFlush() {
    if (!QCoreApplication::instance())
        return; // no event loop: reads and the destructor commit
    // While writes fail (a full disk) they wait and are tried again every few seconds.
    QTimer::singleShot(m_health.failing ? kRetryMs : 0, m_flushGuard.get(), [this] {
        // A few hundred rows per turn keeps each commit short; the rest follow next turn. A
        // failure is recorded in health() (and logged by commit()).
        if (const Status committed = commit(kWritesPerTurn); !committed && m_pending.empty())
            return;
        if (!m_pending.empty())
            scheduleFlush();
    });
}

Status ApprovalHistory::flush() const {
    return commit(m_pending.size());
}

Status ApprovalHistory::commit(std::size_t count) const {
    count = std::min(count, m_pending.size());
    if (count == 0)
        return Ok{};
    std::vector<Write> writes(
        std::make_move_iterator(m_pending.begin()),
        std::make_move_iterator(m_pending.begin() + static_cast<long>(count)));
    m_pending.erase(m_pending.begin(), m_pending.begin() + static_cast<long>(count));
    QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
    // One transaction for everything queued: a burst of arrivals costs one commit.
    // IMMEDIATE: take the write lock up front (waiting out an index slice of the builder) rather
    // than fail to upgrade a read snapshot that went stale meanwhile.
    QSqlQuery begin(db);
    const bool inTransaction = begin.exec(QStringLiteral("BEGIN IMMEDIATE"));
    Status result = Ok{};
    for (const Write &write : writes) {
        if (Status written = write(db); !written && result)
            result = written;
    }
    // A full disk or an unwritable file fails every write alike: keep the batch for later. Any
    // other failure is one bad row; the rest of the batch is committed as before.
    const auto storageFailure = [](const Status &status) {
        const QString &m = status.error().message;
        return m.contains(QLatin1String("full"), Qt::CaseInsensitive) ||
               m.contains(QLatin1String("I/O"), Qt::CaseInsensitive) ||
               m.contains(QLatin1String("readonly"), Qt::CaseInsensitive) ||
               m.contains(QLatin1String("read-only"), Qt::CaseInsensitive);
    };
    if (inTransaction && (result || !storageFailure(result)) && !db.commit())
        result = sqlError(QStringLiteral("cannot commit the history"), db.lastError(), m_path);
    const bool keep = !result && storageFailure(result);
    if (keep && inTransaction) {
        // Nothing of this batch is kept in the file: keep it here, to write when space returns.
        db.rollback();
        m_pending.insert(m_pending.begin(), std::make_move_iterator(writes.begin()),
                         std::make_move_iterator(writes.end()));
        if (m_pending.size() > kMaxWaitingWrites) {
            const std::size_t over = m_pending.size() - kMaxWaitingWrites;
            m_pending.erase(m_pending.begin(), m_pending.begin() + static_cast<long>(over));
            m_health.lost += static_cast<qint64>(over);
        }
    }
    if (!result)
        qWarning().noquote() << "approval history:" << result.error().toString();
    noteHealth(keep, keep ? result.error().message : QString());
    return result;
}

void ApprovalHistory::noteHealth(bool failing, const QString &error) const {
    const Health before = m_health;
    m_health.failing = failing;
    m_health.lastError = error;
    m_health.waiting = failing ? static_cast<qint64>(m_pending.size()) : 0;
    if ((before.failing != m_health.failing || before.waiting != m_health.waiting ||
         before.lost != m_health.lost) &&
        m_healthListener)
        m_healthListener();
}

Status ApprovalHistory::limitSizeForFaultTest(int pages) {
    QSqlQuery q(QSqlDatabase::database(m_connectionName, false));
    if (!q.exec(QStringLiteral("PRAGMA max_page_count = %1").arg(pages > 0 ? pages : 1073741823)))
        return sqlError(QStringLiteral("cannot limit the history's size"), q.lastError(), m_path);
    return Ok{};
}

Result<std::vector<DecisionRecord>> ApprovalHistory::decisions(const QString &approvalId) const {
    if (Status flushed = flush(); !flushed)
        return flushed.error();
    QSqlQuery q(QSqlDatabase::database(m_connectionName, false));
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT approval_id, decision, ok, error, at_ms FROM decisions"
                             " WHERE approval_id = ? ORDER BY seq"));
    q.addBindValue(approvalId);
    if (!q.exec())
        return sqlError(QStringLiteral("cannot read decisions"), q.lastError(), approvalId);
    std::vector<DecisionRecord> list;
    while (q.next())
        list.push_back({q.value(0).toString(), q.value(1).toString(), q.value(2).toInt() != 0,
                        q.value(3).toString(), q.value(4).toLongLong()});
    return list;
}

QByteArray ApprovalHistory::toCsv(const std::vector<HistoryRecord> &records) {
    QByteArray csv =
        "id,gateway,kind,text,agent,session,state,decision,resolved_by,reason,grant_expires_days,"
        "requested_at,expires_at,decided_at,seen_at\r\n";
    for (const HistoryRecord &r : records) {
        const QStringList fields{r.id,
                                 r.gateway,
                                 r.kind,
                                 r.text,
                                 r.agent,
                                 r.session,
                                 r.state,
                                 r.decision,
                                 r.resolvedBy,
                                 r.reason,
                                 r.grantExpiresInDays > 0 ? QString::number(r.grantExpiresInDays)
                                                          : QString(),
                                 isoTime(r.requestedAtMs),
                                 isoTime(r.expiresAtMs),
                                 isoTime(r.decidedAtMs),
                                 isoTime(r.seenAtMs)};
        QByteArrayList encoded;
        for (const QString &field : fields)
            encoded.append(csvField(field));
        csv += encoded.join(',') + "\r\n";
    }
    return csv;
}

} // namespace toolgate::core
