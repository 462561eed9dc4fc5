// SPDX-License-Identifier: MIT
// libFuzzer entry for the loop trace reader (`*.trace.jsonl`, what `toolgate-cli loops replay`
// and the Loops screen open) and the replay it feeds: stable stringify, hashing and the six
// detectors. Beyond "no crash, no sanitizer report, nothing thrown" it checks the reader's
// bookkeeping (an unusable trace has a located error; every line is a call, an issue or blank)
// and that each verdict is one per call and writes as JSON the way the CLI writes it.
#include "loops/loopreplay.h"
#include "loops/looptrace.h"

#include <algorithm>
#include <cstdint>
#include <cstdlib>

using namespace toolgate::core;

namespace {

void check(bool condition) {
    if (!condition)
        std::abort();
}

void replay(const LoopTrace &trace, const LoopThresholds &thresholds) {
    const std::vector<LoopVerdict> verdicts = replayLoopTrace(trace, thresholds);
    check(verdicts.size() == trace.calls.size());
    for (const LoopVerdict &verdict : verdicts) {
        check(verdict.level != LoopLevel::None || verdict.message.empty());
        check(!verdict.blocked || verdict.level == LoopLevel::Critical);
        // The CLI writes each verdict with dump(), which throws on invalid UTF-8.
        const std::string line = loopVerdictToJson(verdict).dump();
        check(!line.empty());
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size) {
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const Result<LoopTrace> trace = parseLoopTrace(bytes, QStringLiteral("fuzz.trace.jsonl"));
    if (!trace) {
        check(trace.error().code == QLatin1String("loops.header"));
        check(!trace.error().message.isEmpty());
        check(trace.error().where.startsWith(QLatin1String("fuzz.trace.jsonl")));
        return 0;
    }
    // Calls and issues name distinct lines within the file, in order.
    const auto lines = static_cast<int>(std::count(bytes.begin(), bytes.end(), '\n')) + 1;
    int last = 0;
    std::size_t issue = 0;
    for (const LoopTraceCall &call : trace->calls) {
        while (issue < trace->issues.size() && trace->issues[issue].line < call.line) {
            check(trace->issues[issue].line > last && trace->issues[issue].column >= 0);
            check(!trace->issues[issue].message.isEmpty());
            last = trace->issues[issue++].line;
        }
        check(call.line > last && call.line <= lines);
        check(call.params.is_object());
        check(!call.hasError || call.result.is_null());
        last = call.line;
    }
    for (; issue < trace->issues.size(); ++issue) {
        check(trace->issues[issue].line > last && trace->issues[issue].line <= lines);
        check(trace->issues[issue].column >= 0 && !trace->issues[issue].message.isEmpty());
        last = trace->issues[issue].line;
    }
    check(trace->config.is_object());
    replay(*trace, LoopThresholds{});
    // Small thresholds (any positive values are valid `loops replay --window/--warning/
    // --critical/--breaker` options) reach the warning and blocking paths with short inputs.
    LoopThresholds tight;
    tight.window = 5;
    tight.warning = 2;
    tight.critical = 3;
    tight.breaker = 4;
    replay(*trace, tight);
    return 0;
}
