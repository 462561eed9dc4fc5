// SPDX-License-Identifier: MIT
// A week in minutes: the console's long-lived objects driven through an accelerated week on a
// simulated clock — the approval queue and inbox model with their retention, the SQLite history,
// and the Loops screen with its idle-session pruning — with APPROVALS approvals and EVENTS tool
// events (a start and a result per call) over SESSIONS sessions spread evenly over seven days.
// After each simulated day it prints the resident set and the CPU time of that day; the console
// must stop growing once warm (days 2-7 within a few MB of each other).
// Usage: bench_soak [APPROVALS] [EVENTS] [SESSIONS]   (defaults 50000 2000000 500)
// Every line is one JSON object; the last one sums up: {"workload":"soak","days":[...],
// "rssWarmMB","rssLastMB","rssGrowthAfterWarmMB","inboxRows","queueEntries","liveSessions",...}.
#include "approvals/approvalhistory.h"
#include "approvals/approvalqueue.h"
#include "approvals/approvalretention.h"
#include "gateway/toolevent.h"
#include "loops/loopmonitor.h"
#include "models/approvallistmodel.h"
#include "ui/loops/loopsource.h"
#include "ui/loops/loopsscreen.h"
#include "ui/shell/actionregistry.h"
#include "ui/shell/screen.h"

#include <QApplication>
#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTextStream>

#include <nlohmann/json.hpp>

#include <ctime>

using namespace toolgate;

namespace {

constexpr qint64 kDayMs = 24LL * 3600 * 1000;
constexpr int kDays = 7;

double rssMb() {
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').value(0).toDouble() / 1024.0;
    }
    return -1;
}

// The history database with its write-ahead log: what SQLite's page cache (32 MiB at most) holds
// a part of.
double fileMb(const QString &path) {
    return static_cast<double>(QFileInfo(path).size() +
                               QFileInfo(path + QStringLiteral("-wal")).size()) /
           (1024.0 * 1024.0);
}

double cpuS() {
    return static_cast<double>(std::clock()) / CLOCKS_PER_SEC;
}

core::ApprovalRequest approval(int i, qint64 nowMs) {
    core::ApprovalRequest r;
    r.id = QStringLiteral("soak-%1").arg(i);
    r.kind = core::ApprovalKind::Exec;
    r.command = QStringLiteral("make -j%1 target-%2").arg(i % 16).arg(i);
    r.commandArgv = r.command.split(u' ');
    r.agentId = QStringLiteral("agent-%1").arg(i % 12);
    r.sessionKey = QStringLiteral("agent:%1:main").arg(r.agentId);
    r.createdAtMs = nowMs;
    r.expiresAtMs = nowMs + 120'000;
    r.allowedDecisions = {QStringLiteral("allow-once"), QStringLiteral("deny")};
    return r;
}

gateway::ToolEvent toolEvent(const QString &session, qint64 call, bool start) {
    gateway::ToolEvent e;
    e.sessionKey = session;
    e.runId = QStringLiteral("run-1");
    e.toolCallId = QStringLiteral("c%1").arg(call);
    e.phase = start ? QStringLiteral("start") : QStringLiteral("result");
    e.name = call % 3 == 0 ? QStringLiteral("exec") : QStringLiteral("read");
    if (start)
        e.args = core::Json{{"path", "src/file-" + std::to_string(call % 40) + ".cpp"}};
    else
        e.result = core::Json{{"content", core::Json::array({{{"type", "text"}, {"text", "ok"}}})}};
    return e;
}

} // namespace

int main(int argc, char **argv) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const QStringList args = app.arguments();
    const int approvals = args.value(1, QStringLiteral("50000")).toInt();
    const qint64 events = args.value(2, QStringLiteral("2000000")).toLongLong();
    const int sessions = args.value(3, QStringLiteral("500")).toInt();
    // TOOLGATE_SOAK_NO_HISTORY=1 leaves the SQLite history out, to tell its page cache (up to
    // 32 MiB by design) from the console's own objects.
    const bool withHistory = qEnvironmentVariableIsEmpty("TOOLGATE_SOAK_NO_HISTORY");
    QTextStream out(stdout);

    QTemporaryDir dir;
    auto history = core::ApprovalHistory::open(dir.filePath(QStringLiteral("history.sqlite")),
                                               core::ApprovalHistory::SearchIndexing::OnRequest);
    if (!history) {
        QTextStream(stderr) << history.error().toString() << '\n';
        return 1;
    }
    core::ApprovalQueue queue;
    core::ApprovalListModel inbox;
    const core::ApprovalRetention retention; // the console's defaults: 15 min, 500 rows
    ui::ActionRegistry actions;
    ui::LoopsScreen loops(ui::ScreenContext{nullptr, &actions});
    qint64 now = QDateTime::currentMSecsSinceEpoch();
    loops.liveSource()->setClock([&now] { return now; });

    // Day d's share of a total, so the seven days add up to it exactly (no rounding loss).
    const auto shareOf = [](qint64 total, int day) {
        return total * day / kDays - total * (day - 1) / kDays;
    };
    nlohmann::json days = nlohmann::json::array();
    int approvalId = 0;
    qint64 callId = 0;
    double warmRss = 0;
    for (int day = 1; day <= kDays; ++day) {
        const double cpuBefore = cpuS();
        const qint64 dayStart = now;
        const qint64 steps = shareOf(approvals, day);
        const qint64 callsToday = shareOf(events / 2, day);
        const int firstSession = static_cast<int>(qint64(sessions) * (day - 1) / kDays);
        const int sessionsToday = std::max<int>(1, static_cast<int>(shareOf(sessions, day)));
        // The day's work interleaved: a slice of calls, then an approval, across the day.
        for (qint64 step = 0; step < steps; ++step) {
            now = dayStart + (kDayMs * step) / steps;
            const qint64 callsThisStep =
                callsToday * (step + 1) / steps - callsToday * step / steps;
            for (qint64 c = 0; c < callsThisStep; ++c, ++callId) {
                const int index = firstSession + static_cast<int>(callId % sessionsToday);
                const QString session = QStringLiteral("agent:a%1:s%2").arg(index % 12).arg(index);
                loops.recordToolEvent(toolEvent(session, callId, true));
                loops.recordToolEvent(toolEvent(session, callId, false));
            }
            const core::ApprovalRequest request = approval(approvalId++, now);
            (void)queue.upsert(request, now);
            if (withHistory)
                (void)history.value()->recordSeen(request, now, QStringLiteral("ws://soak:1"));
            // Half are answered elsewhere, half expire unanswered.
            if (approvalId % 2 == 0)
                (void)queue.applyResolved(request.id, QStringLiteral("allow-once"),
                                          QStringLiteral("phone"), now + 5000);
            else
                (void)queue.expire(request.expiresAtMs);
            const core::ApprovalEntry *entry = queue.find(request.id);
            inbox.upsert(QStringLiteral("soak"), QStringLiteral("Soak"), *entry);
            if (withHistory)
                (void)history.value()->recordOutcome(*entry, QStringLiteral("ws://soak:1"));
            // What the console's once-a-minute timers do, every simulated ~12 minutes here.
            if (step % 8 == 0) {
                (void)queue.pruneFinished(now, retention);
                (void)inbox.pruneFinished(now, retention, QString());
                (void)loops.pruneIdleSessions(now);
                if (withHistory)
                    history.value()->releaseIdleCache();
                QCoreApplication::processEvents();
            }
        }
        now = dayStart + kDayMs;
        QCoreApplication::processEvents();
        (void)history.value()->flush();
        const double rss = rssMb();
        if (day == 2)
            warmRss = rss;
        const nlohmann::json line{
            {"day", day},
            {"rssMB", rss},
            {"cpuS", cpuS() - cpuBefore},
            {"inboxRows", inbox.rowCount()},
            {"queueEntries", queue.count()},
            {"liveSessions", loops.liveSource()->monitor()->sessionKeys().size()},
            {"keptEvents", loops.liveSource()->keptEvents()},
            {"historyFileMB", fileMb(history.value()->path())}};
        days.push_back(line);
        out << QString::fromStdString(line.dump()) << Qt::endl;
    }
    const auto rows = history.value()->count(core::HistoryFilter{});
    const double lastRss = days.back().at("rssMB").get<double>();
    const nlohmann::json summary{{"workload", "soak"},
                                 {"approvals", approvalId},
                                 {"toolEvents", callId * 2},
                                 {"sessions", sessions},
                                 {"historyRows", rows ? *rows : -1},
                                 {"rssWarmMB", warmRss},
                                 {"rssLastMB", lastRss},
                                 {"rssGrowthAfterWarmMB", lastRss - warmRss},
                                 {"days", days}};
    out << QString::fromStdString(summary.dump()) << Qt::endl;
    return 0;
}
