// SPDX-License-Identifier: MIT
#pragma once

#include "util/result.h"

#include <QString>

#include <atomic>
#include <thread>

class QSqlDatabase;

namespace toolgate::core {

// The history's full-text (trigram FTS5) index, built without blocking whoever opened the file:
// creating it is quick (schema and triggers only); rows that were there before wait in a backlog
// (a rowid range) that is indexed a slice at a time. Searches stay exact meanwhile: they test the
// backlog's rows directly.
namespace historyindex {

// Rows lo < rowid <= hi are not indexed yet.
struct Backlog {
    qint64 lo = 0;
    qint64 hi = 0;
    bool empty() const { return hi <= lo; }
    qint64 size() const { return empty() ? 0 : hi - lo; }
};

// The listing-order B-tree indexes (requested, seen, id; and per agent and gateway in that
// order): whether one is missing, and making them (seconds on a million rows).
Result<bool> listingIndexesMissing(const QSqlDatabase &db, const QString &path);
Status createListingIndexes(const QSqlDatabase &db, const QString &path);
// Whether the history is long enough that indexing it would be felt (10,000 rows or more).
Result<bool> isLong(const QSqlDatabase &db, const QString &path);

// Creates the index when missing; false when this SQLite has no FTS5 (searches then scan).
Result<bool> ensure(const QSqlDatabase &db, const QString &path);
Result<Backlog> backlog(const QSqlDatabase &db, const QString &path);
// Indexes up to `rows` rows of the backlog in one transaction; returns what is left.
Result<Backlog> indexSlice(const QSqlDatabase &db, const QString &path, int rows);

} // namespace historyindex

// Makes the missing listing indexes, then works the backlog off in a thread of its own (its own
// connection), in short transactions with pauses between them, so the console's own writes wait at
// most one slice for the write lock. The destructor stops it; what is left waits for the next open.
class SearchIndexBuilder {
public:
    explicit SearchIndexBuilder(QString path);
    ~SearchIndexBuilder();
    SearchIndexBuilder(const SearchIndexBuilder &) = delete;
    SearchIndexBuilder &operator=(const SearchIndexBuilder &) = delete;

    bool finished() const { return m_finished.load(); }
    // False once the thread has ended (finished, stopped or failed).
    bool running() const { return m_running.load(); }
    // Rows indexed so far and in all (for a progress display).
    qint64 done() const { return m_done.load(); }
    qint64 total() const { return m_total.load(); }

private:
    void run();

    QString m_path;
    std::atomic<bool> m_stop{false};
    std::atomic<bool> m_finished{false};
    std::atomic<bool> m_running{true};
    std::atomic<qint64> m_done{0};
    std::atomic<qint64> m_total{0};
    std::thread m_thread;
};

} // namespace toolgate::core
