// SPDX-License-Identifier: MIT
// Workload W1 (tests/data/bench/W1-policy.json): one tool list (2,561 tools), one layered
// openclaw.json, 200 contexts. One iteration = all 200 contexts; items/s = contexts/s. The engine
// (config validation, tool list) is built once outside the timed loop, as the workload specifies.
#include "policy/policycase.h"
#include "policy/policyengine.h"
#include "util/jsonio.h"

#include <benchmark/benchmark.h>

#include <cstdio>
#include <cstdlib>

using namespace toolgate::core;

namespace {

struct Workload {
    std::unique_ptr<PolicyEngine> engine;
    std::vector<PolicyContext> contexts;
};

const Workload &workload() {
    static const Workload w = [] {
        Workload out;
        Result<Json> json =
            readJsonFile(QStringLiteral(TOOLGATE_TEST_DATA_DIR "/bench/W1-policy.json"));
        if (!json) {
            std::fprintf(stderr, "W1: %s\n", qPrintable(json.error().toString()));
            std::exit(2);
        }
        auto tools = parsePolicyTools((*json)["tools"], "tools");
        if (!tools) {
            std::fprintf(stderr, "W1: %s\n", qPrintable(tools.error().toString()));
            std::exit(2);
        }
        for (const Json &c : (*json)["contexts"]) {
            auto ctx = parsePolicyContext(c);
            if (!ctx) {
                std::fprintf(stderr, "W1: %s\n", qPrintable(ctx.error().toString()));
                std::exit(2);
            }
            out.contexts.push_back(std::move(ctx).value());
        }
        out.engine = std::make_unique<PolicyEngine>((*json)["config"], std::move(tools).value());
        return out;
    }();
    return w;
}

void BM_PolicyW1(benchmark::State &state) {
    const Workload &w = workload();
    std::size_t survivors = 0;
    for (auto _ : state) {
        survivors = 0;
        for (const PolicyContext &ctx : w.contexts) {
            PolicyTrace trace = w.engine->evaluate(ctx);
            survivors += trace.final.count();
            benchmark::DoNotOptimize(trace);
        }
    }
    state.SetItemsProcessed(static_cast<int64_t>(state.iterations() * w.contexts.size()));
    state.counters["survivorsTotal"] = static_cast<double>(survivors);
    if (survivors != 39965)
        state.SkipWithError("check value survivorsTotal != 39965");
}
BENCHMARK(BM_PolicyW1)->Unit(benchmark::kMillisecond);

// First evaluation of a fresh engine: includes compiling every step the 200 contexts need.
void BM_PolicyW1Cold(benchmark::State &state) {
    Result<Json> json =
        readJsonFile(QStringLiteral(TOOLGATE_TEST_DATA_DIR "/bench/W1-policy.json"));
    auto tools = parsePolicyTools((*json)["tools"], "tools");
    const Workload &w = workload();
    for (auto _ : state) {
        PolicyEngine engine((*json)["config"], *tools);
        for (const PolicyContext &ctx : w.contexts)
            benchmark::DoNotOptimize(engine.evaluate(ctx));
    }
    state.SetItemsProcessed(static_cast<int64_t>(state.iterations() * w.contexts.size()));
}
BENCHMARK(BM_PolicyW1Cold)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
