// SPDX-License-Identifier: MIT
#pragma once

#include <QStringList>
#include <QTextStream>

namespace toolgate::cli {

// Exit codes of the CLI contract.
inline constexpr int kExitOk = 0;
inline constexpr int kExitFindings = 1; // the command ran and found problems (lint errors, diffs)
inline constexpr int kExitBadInput = 2; // unreadable/malformed input or bad usage

QTextStream &out();
QTextStream &err();

// Prints one line on stderr and returns kExitBadInput, so callers can `return badInput(...)`.
int badInput(const QString &line);

// Each command family: args are what follows the family word (e.g. for
// `toolgate-cli policy eval X`, family "policy" gets {"eval", "X"}).
int runPolicyCommand(const QStringList &args);
int runLoopsCommand(const QStringList &args);
int runSchemaCommand(const QStringList &args);
int runConfigCommand(const QStringList &args);
int runApprovalsCommand(const QStringList &args);
int runDemoCommand(const QStringList &args);
int runBenchCommand(const QStringList &args);

// `toolgate-cli bench KIND WORKLOAD`: the last line printed is the contract's JSON summary.
int runPolicyBench(const QString &workloadPath);
int runLoopsBench(const QString &workloadPath);
int runSchemaBench(const QString &workloadPath);

} // namespace toolgate::cli
