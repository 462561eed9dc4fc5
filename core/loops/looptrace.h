// SPDX-License-Identifier: MIT
#pragma once

#include "util/json.h"
#include "util/result.h"

#include <QByteArray>
#include <QString>

#include <string>
#include <vector>

namespace toolgate::core {

// One call line of a loop trace (golden format §2.1).
struct LoopTraceCall {
    int line = 0;     // 1-based line in the file
    std::string tool; // as the model called it
    Json params = Json::object();
    bool hasError = false; // the tool threw `new Error(error)` ...
    std::string error;
    Json result;       // ... or returned `result`
    std::string runId; // empty = no run id
};

// A line that could not be used; the replay skips it and goes on.
struct LoopTraceIssue {
    int line = 0;
    int column = 0; // 0 = the whole line
    QString message;
};

// A parsed trace: the header (config + agent) and the usable call lines, in order.
struct LoopTrace {
    Json config = Json::object();
    std::string agentId = "main";
    std::vector<LoopTraceCall> calls;
    std::vector<LoopTraceIssue> issues;
};

// Parses a `*.trace.jsonl`. A bad call line becomes an issue (skipped); a missing or bad header
// line makes the whole trace unusable (the error's `where` is "SOURCE:LINE[:COL]").
Result<LoopTrace> parseLoopTrace(const QByteArray &bytes, const QString &sourceName);

} // namespace toolgate::core
