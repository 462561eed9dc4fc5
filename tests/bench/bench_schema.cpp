// SPDX-License-Identifier: MIT
// W3: OpenClaw schema normalisation over 1,000 cases (openai / google / xai). One iteration
// normalises every case once; items/s is schemas per second. The normaliser's result lives in an
// arena (ArenaJson); the copy baseline is what an ordered_json copy of each input costs (copy +
// destroy), and NormalizeToJson adds the conversion a caller that needs a Json tree pays.

#include "schema/providerschemaviews.h"
#include "schema/schemacase.h"
#include "schema/schemanormalizer.h"
#include "util/jsonio.h"

#include <benchmark/benchmark.h>

#include <cstdio>
#include <cstdlib>
#include <vector>

using namespace toolgate::core;

namespace {

const std::vector<SchemaCase> &workload() {
    static const std::vector<SchemaCase> cases = [] {
        std::vector<SchemaCase> loaded;
        Result<Json> document =
            readJsonFile(QStringLiteral(TOOLGATE_TEST_DATA_DIR "/bench/W3-schema.json"));
        if (!document) {
            std::fprintf(stderr, "W3 workload: %s\n", qPrintable(document.error().toString()));
            std::exit(1);
        }
        for (Json &entry : (*document)["cases"]) {
            Result<SchemaCase> parsed = parseSchemaCase(std::move(entry));
            if (!parsed) {
                std::fprintf(stderr, "W3 case: %s\n", qPrintable(parsed.error().toString()));
                std::exit(1);
            }
            loaded.push_back(std::move(parsed).value());
        }
        return loaded;
    }();
    return cases;
}

void BM_W3_Normalize(benchmark::State &state) {
    const auto &cases = workload();
    int nullArgs = 0;
    for (auto _ : state) {
        nullArgs = 0;
        for (const SchemaCase &schemaCase : cases) {
            auto result = normalizeToolSchema(schemaCase.schema, schemaCase.target);
            nullArgs += result && result->nullArgsToEmptyObject ? 1 : 0;
            benchmark::DoNotOptimize(result);
        }
    }
    state.counters["nullArgsToEmptyObject"] = nullArgs;
    state.SetItemsProcessed(state.iterations() * static_cast<int64_t>(cases.size()));
}
BENCHMARK(BM_W3_Normalize)->Unit(benchmark::kMillisecond);

void BM_W3_NormalizeToJson(benchmark::State &state) {
    const auto &cases = workload();
    for (auto _ : state) {
        for (const SchemaCase &schemaCase : cases) {
            auto result = normalizeToolSchema(schemaCase.schema, schemaCase.target);
            Json tree = result ? result->schema.toJson() : Json();
            benchmark::DoNotOptimize(tree);
        }
    }
    state.SetItemsProcessed(state.iterations() * static_cast<int64_t>(cases.size()));
}
BENCHMARK(BM_W3_NormalizeToJson)->Unit(benchmark::kMillisecond);

// The floor: copying each input tree and destroying the copy.
void BM_W3_CopyBaseline(benchmark::State &state) {
    const auto &cases = workload();
    for (auto _ : state) {
        for (const SchemaCase &schemaCase : cases) {
            Json copy = schemaCase.schema;
            benchmark::DoNotOptimize(copy);
        }
    }
    state.SetItemsProcessed(state.iterations() * static_cast<int64_t>(cases.size()));
}
BENCHMARK(BM_W3_CopyBaseline)->Unit(benchmark::kMillisecond);

// What the schema screen does per tool: three provider views plus their change lists.
void BM_W3_ProviderViews(benchmark::State &state) {
    const auto &cases = workload();
    for (auto _ : state) {
        for (const SchemaCase &schemaCase : cases) {
            auto views = buildProviderSchemaViews(schemaCase.schema);
            benchmark::DoNotOptimize(views);
        }
    }
    state.SetItemsProcessed(state.iterations() * static_cast<int64_t>(cases.size()));
}
BENCHMARK(BM_W3_ProviderViews)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
