// SPDX-License-Identifier: MIT
#include "clicommon.h"

#include "approvals/approvaldecision.h"
#include "approvals/approvalentry.h"
#include "approvals/approvalhistory.h"
#include "models/historytablemodel.h"
#include "util/errorcode.h"

#include <QElapsedTimer>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QThread>

#include <functional>

using namespace toolgate::core;

namespace toolgate::cli {

namespace {

constexpr int kAgents = 50;
constexpr int kGateways = 5;

QString gatewayUrl(int i) {
    return QStringLiteral("wss://gw-%1.example.net/").arg(i);
}

// N rows as a year of approvals looks: a handful of command shapes over 50 agents and 5
// gateways, 1% of them "deploy-canary" runs (the rare-command query). Written in the schema of a
// history from before the search index (with its one index of then), so the timed
// ApprovalHistory::open afterwards runs the real migration on a file of that size.
Status fillHistory(const QString &path, qint64 rows) {
    const QString name = QStringLiteral("bench-history-fill");
    Status result = Ok{};
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        QSqlQuery q(db);
        const char *const commands[] = {
            "git push origin feature-%1", "npm run test -- --shard=%1", "rm -rf /tmp/build-%1",
            "kubectl rollout restart deploy/api-%1", "curl -s https://api.example.com/v1/items/%1"};
        // Every fourth row expired undecided.
        const std::optional<ApprovalDecision> decisions[] = {ApprovalDecision::AllowOnce,
                                                             ApprovalDecision::AllowAlways,
                                                             ApprovalDecision::Deny, std::nullopt};
        if (!db.open() || !q.exec(QStringLiteral("PRAGMA synchronous=OFF")) ||
            !q.exec(QStringLiteral(
                "CREATE TABLE approvals (id TEXT PRIMARY KEY, kind TEXT NOT NULL, text TEXT,"
                " agent TEXT, session TEXT, state TEXT NOT NULL, decision TEXT, resolved_by TEXT,"
                " reason TEXT, requested_ms INTEGER, expires_ms INTEGER, decided_ms INTEGER,"
                " seen_ms INTEGER, request_json TEXT, gateway TEXT, grant_expires_days "
                "INTEGER)")) ||
            !db.transaction())
            return Error{errorCodeText(ErrorCode::BenchFailed),
                         db.lastError().text() + q.lastError().text(), path};
        q.prepare(QStringLiteral(
            "INSERT INTO approvals (id, kind, text, agent, session, state, decision, resolved_by,"
            " requested_ms, expires_ms, decided_ms, seen_ms, gateway)"
            " VALUES (?, 'exec', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
        const qint64 start = 1'735'689'600'000; // 2025-01-01; ~31 s apart: a year for 1M rows
        for (qint64 i = 0; i < rows && result; ++i) {
            const int agent = static_cast<int>((i * 7919) % kAgents);
            const QString text =
                i % 100 == 42 ? QStringLiteral("./deploy-canary.sh --region eu-%1").arg(i % 7)
                              : QString::fromLatin1(commands[i % 5]).arg(i % 9973);
            const std::optional<ApprovalDecision> decision = decisions[(i / 3) % 4];
            const qint64 at = start + i * 31'536;
            q.addBindValue(QStringLiteral("bench-%1").arg(i));
            q.addBindValue(text);
            q.addBindValue(QStringLiteral("agent-%1").arg(agent, 2, 10, QLatin1Char('0')));
            q.addBindValue(
                QStringLiteral("agent:agent-%1:main").arg(agent, 2, 10, QLatin1Char('0')));
            q.addBindValue(
                approvalStateName(decision ? ApprovalState::ResolvedHere : ApprovalState::Expired));
            q.addBindValue(decision ? approvalDecisionName(*decision) : QString());
            q.addBindValue(decision ? QStringLiteral("Toolgate") : QString());
            q.addBindValue(at);
            q.addBindValue(at + 120'000);
            q.addBindValue(at + 5'000);
            q.addBindValue(at + 10);
            q.addBindValue(gatewayUrl(static_cast<int>(i % kGateways)));
            if (!q.exec())
                result = Error{errorCodeText(ErrorCode::BenchFailed), q.lastError().text(), path};
        }
        if (!(result ? db.commit() : db.rollback()) && result)
            result = Error{errorCodeText(ErrorCode::BenchFailed), db.lastError().text(), path};
        // The index every history had from the first release on.
        if (result &&
            !q.exec(QStringLiteral("CREATE INDEX approvals_requested ON approvals(requested_ms)")))
            result = Error{errorCodeText(ErrorCode::BenchFailed), q.lastError().text(), path};
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return result;
}

qint64 residentKb() {
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray &line : status.readAll().split('\n'))
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').value(0).toLongLong();
    return 0;
}

std::vector<double> timeRuns(int runs, const std::function<bool()> &op) {
    std::vector<double> ms;
    for (int run = 0; run < runs; ++run) {
        QElapsedTimer timer;
        timer.start();
        if (!op())
            return {};
        ms.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
    }
    return ms;
}

double round1(double v) {
    return std::round(v * 10) / 10;
}

} // namespace

// `bench history [N] [--db FILE]`: N approval rows (default 1,000,000) in the real history
// schema; times what the History tab does. One op = one search as the tab runs it (the row
// count plus the first page); also the tab's open (count + first page, no filter) and the
// resident memory with it open. --db keeps the file (reused when it has N rows already).
int runHistoryBench(const QStringList &args) {
    qint64 rows = 1'000'000;
    QString dbPath;
    for (qsizetype i = 0; i < args.size(); ++i) {
        if (args.at(i) == QLatin1String("--db") && i + 1 < args.size()) {
            dbPath = args.at(++i);
        } else if (args.at(i).startsWith(QLatin1String("--"))) {
            return badInput(QStringLiteral("toolgate-cli bench history: unknown option %1 (usage: "
                                           "toolgate-cli bench history [N] [--db FILE])")
                                .arg(args.at(i)));
        } else {
            bool ok = false;
            rows = args.at(i).toLongLong(&ok);
            if (!ok || rows <= 0)
                return badInput(
                    QStringLiteral("usage: toolgate-cli bench history [N] [--db FILE]"));
        }
    }
    QTemporaryDir tmp;
    if (dbPath.isEmpty())
        dbPath = tmp.filePath(QStringLiteral("approval-history.sqlite"));

    QElapsedTimer fillTimer;
    fillTimer.start();
    bool filled = false;
    if (QFile::exists(dbPath)) {
        auto existing = ApprovalHistory::open(dbPath);
        if (!existing)
            return badInput(existing.error().toString());
        const auto present = existing.value()->count({});
        filled = present && *present == rows;
    }
    if (!filled) {
        QFile::remove(dbPath);
        if (Status made = fillHistory(dbPath, rows); !made)
            return badInput(QStringLiteral("bench history: ") + made.error().toString());
    }
    const double fillMs = static_cast<double>(fillTimer.nsecsElapsed()) / 1e6;

    // The first open of a freshly filled file migrates it as the console does: columns and the
    // search index's schema in open(); the listing indexes and the rows already there on the
    // history's own thread afterwards (timed until it is done).
    const qint64 rssBefore = residentKb();
    QElapsedTimer openTimer;
    openTimer.start();
    auto history = ApprovalHistory::open(dbPath);
    if (!history)
        return badInput(history.error().toString());
    const double openMs = static_cast<double>(openTimer.nsecsElapsed()) / 1e6;
    const qint64 backlog = history.value()->searchIndexBacklog();
    while (history.value()->searchIndexBuilding())
        QThread::msleep(20);
    if (history.value()->searchIndexBacklog() > 0)
        return badInput(QStringLiteral("bench history: the search index was not completed"));
    const double migrateMs = static_cast<double>(openTimer.nsecsElapsed()) / 1e6;
    const ApprovalHistory &h = *history.value();

    struct Query {
        const char *name;
        HistoryFilter filter;
        qint64 matches = 0;
        std::vector<double> ms;
        std::vector<double> countMs;
    };
    // The tab's controls: free text (command), the agent field, the gateway; and free text that
    // names an agent (every row's text holds "agent-": the trigram index narrows little).
    std::vector<Query> queries(4);
    queries[0].name = "command";
    queries[0].filter.text = QStringLiteral("deploy-canary");
    queries[1].name = "agent";
    queries[1].filter.agent = QStringLiteral("agent-37");
    queries[2].name = "gateway";
    queries[2].filter.gateway = gatewayUrl(3);
    queries[3].name = "agentText";
    queries[3].filter.text = QStringLiteral("agent-37");
    std::vector<double> all;
    for (Query &query : queries) {
        // The op is what the tab waits for: the first page. The total comes later from a pool
        // thread (countInBackground), timed apart.
        query.ms = timeRuns(21, [&] {
            HistoryFilter page = query.filter;
            page.limit = HistoryTableModel::kPageSize;
            const auto first = h.search(page);
            return first && !first->empty();
        });
        query.countMs = timeRuns(5, [&] {
            const HistoryCount total = h.countInBackground(query.filter).result();
            query.matches = total.rows;
            return total.rows >= 0;
        });
        if (query.ms.empty() || query.countMs.empty())
            return badInput(QStringLiteral("bench history: the %1 search failed")
                                .arg(QLatin1String(query.name)));
        if (&query != &queries.back()) // the summary: the three controls
            all.insert(all.end(), query.ms.begin(), query.ms.end());
    }

    // The History tab opening: the first page of the model (the count follows from a thread).
    HistoryTableModel model;
    const std::vector<double> openFirstMs = timeRuns(11, [&] {
        model.setSource(&h, HistoryFilter{});
        return model.rowCount() == HistoryTableModel::kPageSize;
    });
    if (openFirstMs.empty())
        return badInput(QStringLiteral("bench history: opening the model failed"));
    const qint64 rssOpen = residentKb();

    Json perQuery = Json::object();
    for (Query &query : queries)
        perQuery[query.name] = Json{{"medianMs", round1(medianOf(query.ms))},
                                    {"p99Ms", round1(query.ms.back())},
                                    {"countMedianMs", round1(medianOf(query.countMs))},
                                    {"matches", query.matches}};
    std::vector<double> openSorted = openFirstMs;
    printBenchSummary(QStringLiteral("history"), 1, all, 2,
                      Json{{"rows", rows},
                           {"searchIndex", h.hasSearchIndex()},
                           {"queries", perQuery},
                           {"openFirstRowsMs", round1(medianOf(openSorted))},
                           {"rssMbBeforeOpen", round1(static_cast<double>(rssBefore) / 1024)},
                           {"rssMbWithModelOpen", round1(static_cast<double>(rssOpen) / 1024)},
                           {"fillMs", std::llround(fillMs)},
                           {"openMs", round1(openMs)},
                           {"indexedRows", backlog},
                           {"migrateMs", std::llround(migrateMs)}});
    return kExitOk;
}

} // namespace toolgate::cli
