// SPDX-License-Identifier: MIT
#pragma once

#include "approvals/approvalentry.h"
#include "util/result.h"

#include <QElapsedTimer>
#include <QFuture>
#include <QObject>
#include <QString>

class QSqlDatabase;

#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace toolgate::core {

class SearchIndexBuilder;

// One approval as the history remembers it (latest known outcome).
struct HistoryRecord {
    QString id;
    QString gateway; // the gateway's URL
    QString kind;    // exec | plugin
    QString text;    // command or title
    QString agent;
    QString session;
    QString state; // approvalStateName()
    QString decision;
    QString resolvedBy; // the decider as the gateway names it; empty: the system or a timeout
    QString reason;
    int grantExpiresInDays = 0; // an allow-always grant's expiry as sent (0: none)
    qint64 requestedAtMs = 0;
    qint64 expiresAtMs = 0;
    qint64 decidedAtMs = 0;
    qint64 seenAtMs = 0;
};

// One decision this console sent (every click, accepted or not).
struct DecisionRecord {
    QString approvalId;
    QString decision;
    bool ok = false;
    QString error;
    qint64 atMs = 0;
    int grantExpiresInDays = 0;
};

// Search filters; empty fields match everything. `text` matches id, command/title, agent or
// session.
struct HistoryFilter {
    QString text;
    QString kind;
    QString agent;
    QString session;
    QString decision;
    QString state;
    QString gateway;
    qint64 fromMs = 0;  // requested at or after
    qint64 toMs = 0;    // requested before (0: no bound)
    QString resolvedBy; // substring of who decided, case-insensitive
    int limit = 0;      // 0: no limit
    int offset = 0;     // rows to skip (paging)
};

// What countInBackground() found: the rows, or why it could not count (rows -1).
struct HistoryCount {
    qint64 rows = -1;
    QString error;
};

// Durable record of every approval seen and every decision, in SQLite (WAL, synchronous NORMAL:
// a committed row survives a crash of the console). Writes are queued and committed together in
// one transaction at the next event-loop turn, so a burst of a thousand arrivals costs one commit
// instead of a thousand; every read, flush() and the destructor commit the queue first.
// Not thread-safe: use it from one thread.
class ApprovalHistory {
public:
    ~ApprovalHistory();
    ApprovalHistory(const ApprovalHistory &) = delete;
    ApprovalHistory &operator=(const ApprovalHistory &) = delete;

    // Who works off the search index's backlog (the rows of a file from before the index).
    enum class SearchIndexing {
        Background, // a thread of its own, from open() on
        OnRequest,  // only indexSearchBacklog()
    };
    // Opens (creating when needed) the database file, readable by its owner only (0600); its
    // directory is created too. A damaged file is renamed <path>.damaged-<UTC time> and a new
    // history started (movedAsideFrom() says where it went). Older files get the newer columns and
    // the search index, whose backlog is indexed after open() returns (searches are exact
    // meanwhile, only slower).
    static Result<std::unique_ptr<ApprovalHistory>>
    open(const QString &path, SearchIndexing indexing = SearchIndexing::Background);

    // The one history the console and toolgate-cli share: <dataDir>/approval-history.sqlite.
    static QString sharedPath(const QString &dataDir);
    // Opens the shared history in `dataDir`. A history the CLI used to keep there
    // (approvals.db) is imported once and renamed approvals.db.migrated.
    static Result<std::unique_ptr<ApprovalHistory>> openShared(const QString &dataDir);
    // Copies every row of another history file in (rows already here win).
    Status importFrom(const QString &otherPath);

    // An approval arrived (event or list) from `gateway` (its URL). Keeps an existing outcome.
    Status recordSeen(const ApprovalRequest &request, qint64 seenAtMs, const QString &gateway = {});
    // The entry's current state/decision/resolvedBy/reason/decidedAt (after any queue change).
    Status recordOutcome(const ApprovalEntry &entry, const QString &gateway = {});
    // A decision this console sent and how the gateway answered.
    Status recordDecision(const DecisionRecord &decision);
    // Commits the queued writes now; a failure names the first write that failed.
    Status flush() const;
    // Gives SQLite's page cache back unless a search ran in the last minute: the cache (32 MB)
    // speeds up a user searching, but routine writes alone would fill it over weeks of running.
    // The console calls it once a minute.
    void releaseIdleCache();

    // Text searches of three characters or more go through a full-text (trigram) index over
    // id, text, agent, session and gateway; the index only narrows the candidates, the match
    // itself is the same substring test as without it. Many candidates: a page is read in
    // listing order, testing each row; few: the candidates are read and sorted.
    Result<std::vector<HistoryRecord>> search(const HistoryFilter &filter) const;
    // How many rows `filter` matches (its limit and offset ignored).
    Result<qint64> count(const HistoryFilter &filter) const;
    // The same count on a connection of its own in a pool thread (the queued writes are
    // committed first), for a window that shows the first rows before the total is known.
    QFuture<HistoryCount> countInBackground(const HistoryFilter &filter) const;
    // Whether the full-text index is there (SQLite without FTS5 searches by scanning).
    bool hasSearchIndex() const { return m_searchIndex; }
    // Rows the search index has still to take in (0: complete, or no index).
    qint64 searchIndexBacklog() const;
    // Indexes up to `rows` more rows of the backlog now, on this connection.
    Status indexSearchBacklog(int rows);
    // Whether the background builder is still at work (listing indexes, then the backlog).
    bool searchIndexBuilding() const;
    Result<std::vector<DecisionRecord>> decisions(const QString &approvalId) const;

    QString path() const { return m_path; }

    // Whether writes are reaching the file. A failed commit (a full disk, a read-only file) keeps
    // its rows and tries again every few seconds, so nothing is lost while space returns; beyond
    // kMaxWaitingWrites the oldest are dropped and counted. Decisions still reach the gateway:
    // only the local record waits.
    struct Health {
        bool failing = false;
        QString lastError;  // why the last commit failed
        qint64 waiting = 0; // writes kept for the next attempt
        qint64 lost = 0;    // writes dropped beyond the limit
    };
    Health health() const { return m_health; }
    // Called (on the history's thread) whenever health() changes.
    void setHealthListener(std::function<void()> listener) {
        m_healthListener = std::move(listener);
    }
    static constexpr std::size_t kMaxWaitingWrites = 100'000;
    static constexpr int kRetryMs = 5000;
    // For fault tests: caps the file at `pages` database pages (SQLite then answers "database or
    // disk is full", as on a full disk); 0 lifts the cap.
    Status limitSizeForFaultTest(int pages);
    // When open() found the file damaged: where it was moved (a new history was started).
    QString movedAsideFrom() const { return m_movedAside; }

    // RFC 4180 CSV with a header row; times in ISO 8601 (UTC, milliseconds).
    static QByteArray toCsv(const std::vector<HistoryRecord> &records);

private:
    ApprovalHistory(QString path, QString connectionName);
    static Result<std::unique_ptr<ApprovalHistory>> openFile(const QString &path,
                                                             SearchIndexing indexing);

    QString m_path;
    QString m_connectionName;
    bool m_searchIndex = false;
    mutable bool m_indexComplete = false; // the backlog was seen empty: it never grows again
    std::unique_ptr<SearchIndexBuilder> m_indexBuilder;
    using Write = std::function<Status(const QSqlDatabase &)>;
    void enqueue(Write write);
    void scheduleFlush();
    // Commits the oldest `count` queued writes in one transaction.
    Status commit(std::size_t count) const;
    static constexpr std::size_t kWritesPerTurn = 100;
    mutable std::vector<Write> m_pending;
    mutable QElapsedTimer m_searchedAt; // invalid: no search yet
    mutable Health m_health;
    std::function<void()> m_healthListener;
    QString m_movedAside;
    void noteHealth(bool failing, const QString &error) const;
    std::unique_ptr<QObject> m_flushGuard; // context of the scheduled flush; dies with us
};

} // namespace toolgate::core
