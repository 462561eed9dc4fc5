// SPDX-License-Identifier: MIT
// W2 (../shared/bench): one op = one call of the trace — detect, record the call, record its
// outcome, hashing included. The trace is parsed once, outside the timed loop.
#include "loops/loophashing.h"
#include "loops/loopreplayer.h"
#include "loops/looptrace.h"

#include <QFile>

#include <benchmark/benchmark.h>

using namespace toolgate::core;

namespace {

const LoopTrace &w2Trace() {
    static const LoopTrace trace = [] {
        QFile file(QStringLiteral(TOOLGATE_TEST_DATA_DIR "/bench/W2-loops.trace.jsonl"));
        if (!file.open(QIODevice::ReadOnly))
            return LoopTrace{};
        Result<LoopTrace> parsed = parseLoopTrace(file.readAll(), file.fileName());
        return parsed ? std::move(parsed).value() : LoopTrace{};
    }();
    return trace;
}

// The whole W2 trace per iteration; items/s = calls/s.
void BM_W2ReplayCalls(benchmark::State &state) {
    const LoopTrace &trace = w2Trace();
    if (trace.calls.empty()) {
        state.SkipWithError("W2-loops.trace.jsonl not found");
        return;
    }
    int blocked = 0;
    for (auto _ : state) {
        LoopReplayer replayer(trace.config, trace.agentId);
        blocked = 0;
        for (const LoopTraceCall &call : trace.calls)
            blocked += replayer.step(call).blocked ? 1 : 0;
        benchmark::DoNotOptimize(blocked);
    }
    state.SetItemsProcessed(state.iterations() * static_cast<int64_t>(trace.calls.size()));
    state.counters["blocked"] = blocked; // check value: 5458
}
BENCHMARK(BM_W2ReplayCalls)->Unit(benchmark::kMillisecond)->MeasureProcessCPUTime();

// One SHA-256 of a short stable serialisation (the floor of every call and outcome hash).
void BM_Sha256Short(benchmark::State &state) {
    const std::string text = R"({"limit":10,"query":"q2194"})";
    for (auto _ : state)
        benchmark::DoNotOptimize(sha256Digest(text));
}
BENCHMARK(BM_Sha256Short);

// The two hashes every call needs, on their own.
void BM_CallHash(benchmark::State &state) {
    const Json params = Json::parse(R"({"path":"src/main.cpp","offset":120,"limit":40})");
    for (auto _ : state)
        benchmark::DoNotOptimize(hashToolCall("read", params));
}
BENCHMARK(BM_CallHash);

void BM_OutcomeHashExecFailure(benchmark::State &state) {
    const Json params = Json::parse(R"({"command":"make"})");
    const Json result = Json::parse(
        R"J({"content":[{"type":"text","text":"x"}],"details":{"status":"failed","exitCode":2,"aggregated":"2026-01-02T10:11:12Z build failed after 1.5s (pid 4242)"}})J");
    for (auto _ : state)
        benchmark::DoNotOptimize(hashToolOutcome("exec", params, &result, nullptr));
}
BENCHMARK(BM_OutcomeHashExecFailure);

} // namespace

BENCHMARK_MAIN();
