// SPDX-License-Identifier: MIT
#include "clicommon.h"

#include "loops/loopreplayer.h"
#include "loops/looptrace.h"

#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <cmath>
#include <ctime>
#include <map>

using namespace toolgate::core;

namespace toolgate::cli {

namespace {

constexpr int kWarmupRuns = 1;
constexpr int kTimedRuns = 5;

// CPU time of this thread: on a shared machine wall time mostly measures the neighbours.
double threadCpuMs() {
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) * 1e3 + static_cast<double>(ts.tv_nsec) / 1e6;
}

// "W2" from ".../W2-loops.trace.jsonl".
QString workloadId(const QString &path) {
    const QString name = QFileInfo(path).fileName();
    const auto dash = name.indexOf(QLatin1Char('-'));
    return dash > 0 ? name.left(dash) : name.section(QLatin1Char('.'), 0, 0);
}

// Verdict tallies: the workload's check values.
struct Tally {
    int blocked = 0;
    int surfaced = 0;
    int counts[3][8] = {}; // [level][detector]

    void add(const LoopVerdict &v) {
        blocked += v.blocked ? 1 : 0;
        surfaced += v.emitted ? 1 : 0;
        ++counts[static_cast<int>(v.level)][static_cast<int>(v.detector)];
    }

    Json toJson() const {
        // Fixed order: none, then warnings, then criticals, each by detector; zeros left out.
        static constexpr LoopDetectorKind order[] = {
            LoopDetectorKind::GenericRepeat,        LoopDetectorKind::PingPong,
            LoopDetectorKind::KnownPollNoProgress,  LoopDetectorKind::ArgumentChurn,
            LoopDetectorKind::GlobalCircuitBreaker, LoopDetectorKind::UnknownToolRepeat};
        Json byVerdict = Json::object();
        if (const int none = counts[static_cast<int>(LoopLevel::None)][0])
            byVerdict["none"] = none;
        for (const LoopLevel level : {LoopLevel::Warning, LoopLevel::Critical}) {
            for (const LoopDetectorKind kind : order) {
                const int n = counts[static_cast<int>(level)][static_cast<int>(kind)];
                if (n > 0)
                    byVerdict[std::string(loopLevelName(level)) + ':' +
                              std::string(loopDetectorName(kind))] = n;
            }
        }
        Json check = Json::object();
        check["blocked"] = blocked;
        check["warningsSurfaced"] = surfaced;
        check["verdicts"] = byVerdict;
        return check;
    }
};

} // namespace

// One op = one call of the W2 trace: detect, record the call, record its outcome (hashing
// included). The trace is parsed once, outside the timed runs; median of 5 after one warm-up,
// timed as this thread's CPU time (equal to wall time on an idle machine).
int runLoopsBench(const QString &workloadPath) {
    QFile file(workloadPath);
    if (!file.open(QIODevice::ReadOnly))
        return badInput(QStringLiteral("%1: %2").arg(workloadPath, file.errorString()));
    const Result<LoopTrace> trace = parseLoopTrace(file.readAll(), workloadPath);
    if (!trace)
        return badInput(trace.error().toString());
    if (!trace->issues.empty()) {
        const LoopTraceIssue &issue = trace->issues.front();
        return badInput(
            QStringLiteral("%1:%2: %3").arg(workloadPath).arg(issue.line).arg(issue.message));
    }

    Tally tally;
    std::vector<double> runsMs;
    for (int run = 0; run < kWarmupRuns + kTimedRuns; ++run) {
        tally = Tally();
        QElapsedTimer timer;
        timer.start();
        const double cpuStart = threadCpuMs();
        LoopReplayer replayer(trace->config, trace->agentId);
        for (const LoopTraceCall &call : trace->calls)
            tally.add(replayer.step(call));
        const double cpuMs = threadCpuMs() - cpuStart;
        const double wallMs = static_cast<double>(timer.nsecsElapsed()) / 1e6;
        if (run >= kWarmupRuns)
            runsMs.push_back(cpuMs);
        out() << QStringLiteral("run %1: %2 ms cpu, %3 ms wall")
                     .arg(run + 1)
                     .arg(cpuMs, 0, 'f', 1)
                     .arg(wallMs, 0, 'f', 1)
              << (run < kWarmupRuns ? " (warm-up)" : "") << Qt::endl;
    }
    printBenchSummary(workloadId(workloadPath), static_cast<qint64>(trace->calls.size()),
                      medianOf(runsMs), 1, tally.toJson());
    return kExitOk;
}

} // namespace toolgate::cli
