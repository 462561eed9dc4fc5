// SPDX-License-Identifier: MIT
#pragma once

#include "util/json.h"

#include <QStringList>
#include <QTextStream>

#include <vector>

namespace toolgate::cli {

// Exit codes of the CLI contract.
inline constexpr int kExitOk = 0;
inline constexpr int kExitFindings = 1; // the command ran and found problems (lint errors, diffs)
inline constexpr int kExitBadInput = 2; // unreadable/malformed input or bad usage
// `approvals resolve`: the request is no longer pending (decided, expired or gone).
inline constexpr int kExitAlreadyResolved = 3;

QTextStream &out();
QTextStream &err();

// Prints one line on stderr and returns kExitBadInput, so callers can `return badInput(...)`.
int badInput(const QString &line);

// The PATH arguments of the batch commands (policy eval, loops replay, schema normalize): files
// as given, directories expanded to their files ending in `suffix` (sorted by name). A path that
// is neither goes to *missing; a directory without such files to *emptyDirs (when given).
QStringList expandInputPaths(const QStringList &paths, const QString &suffix, QStringList *missing,
                             QStringList *emptyDirs = nullptr);

// "--out DIR" at args[i]: consumes it into *outDir and returns true; false (and *outDir
// untouched) when args[i] is something else. *missingValue is set when DIR is missing.
bool takeOutOption(const QStringList &args, qsizetype &i, QString *outDir, bool *missingValue);

// Benchmarks: the median of the timed runs (sorts `runsMs`), and the contract's last line,
// {"workload", "ops", "medianMs" (rounded to `msDecimals`), "opsPerSec", "check"}.
double medianOf(std::vector<double> &runsMs);
void printBenchSummary(const QString &workload, qint64 ops, double medianMs, int msDecimals,
                       const core::Json &check);
// The same line for the scale benchmarks, from all timed runs: adds "p99Ms", "runs" and "load1"
// (the 1-minute load average while measuring; the machine is shared).
void printBenchSummary(const QString &workload, qint64 ops, std::vector<double> runsMs,
                       int msDecimals, const core::Json &check);

// Each command family: args are what follows the family word (e.g. for
// `toolgate-cli policy eval X`, family "policy" gets {"eval", "X"}).
int runPolicyCommand(const QStringList &args);
int runLoopsCommand(const QStringList &args);
int runSchemaCommand(const QStringList &args);
int runConfigCommand(const QStringList &args);
int runConfigMerge(const QStringList &args); // `config merge`
int runLoopsWatch(const QStringList &args);  // `loops watch`
int runApprovalsCommand(const QStringList &args);
int runExecApprovalsCommand(const QStringList &args);
int runDemoCommand(const QStringList &args);
int runBenchCommand(const QStringList &args);

// `toolgate-cli bench KIND WORKLOAD`: the last line printed is the contract's JSON summary.
int runPolicyBench(const QString &workloadPath);
int runLoopsBench(const QString &workloadPath);
int runSchemaBench(const QString &workloadPath);
int runMatrixBench(const QString &workloadPath);
int runMatrixGenerate(const QString &w1Path, const QString &seedText);
int runHistoryBench(const QStringList &args); // `bench history [N] [--db FILE]`
int runStartupBench(const QStringList &args); // `bench startup APP [--runs N] [-- ARGS]`

} // namespace toolgate::cli
