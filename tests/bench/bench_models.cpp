// SPDX-License-Identifier: MIT
// One policy edit in the console, end to end: the edit lands in the document, the engine is
// rebuilt and the context re-evaluated, and the scope tree, pipeline and matrix models update.
// Workload: W1 (2,561 tools, 20 agents). Target: median at most 16 ms (one frame).
#include "config/configdocument.h"
#include "models/matrixmodel.h"
#include "models/pipelinemodel.h"
#include "models/policyworkspace.h"
#include "models/scopetreemodel.h"
#include "policy/policycase.h"
#include "util/jsonio.h"

#include <benchmark/benchmark.h>

#include <cstdio>
#include <cstdlib>

using namespace toolgate::core;

namespace {

struct Workload {
    std::vector<PolicyTool> tools;
    Json config;
    PolicyContext context;
};

Workload loadW1() {
    Result<Json> json =
        readJsonFile(QStringLiteral(TOOLGATE_TEST_DATA_DIR "/bench/W1-policy.json"));
    if (!json) {
        std::fprintf(stderr, "%s\n", qPrintable(json.error().toString()));
        std::exit(2);
    }
    Workload workload;
    workload.tools = parsePolicyTools((*json)["tools"]).value();
    workload.config = (*json)["config"];
    workload.context = parsePolicyContext((*json)["contexts"][0]).value();
    return workload;
}

void BM_EditReevaluateModels(benchmark::State &state) {
    static const Workload workload = loadW1();
    PolicyWorkspace workspace;
    workspace.setTools(workload.tools);
    workspace.setDocument(ConfigDocument(workload.config));
    workspace.setContext(workload.context);
    ScopeTreeModel scopes(&workspace);
    PipelineModel pipeline(&workspace);
    MatrixModel matrix(&workspace);

    const QString agent = workspace.document().agentIds().value(0, QStringLiteral("main"));
    const KeyPath scope = KeyPath{"agents", "entries"}.child(agent).child("tools");
    bool add = true;
    for (auto _ : state) {
        // Alternate add/remove so every iteration is a real change of the same size.
        Result<ConfigEdit> edit =
            add ? workspace.addListEntry(scope, ListField::Deny, QStringLiteral("exec"))
                : workspace.removeListEntry(scope, ListField::Deny, QStringLiteral("exec"));
        if (!edit)
            state.SkipWithError("edit failed");
        add = !add;
        benchmark::DoNotOptimize(pipeline.finalRows().size());
        benchmark::DoNotOptimize(matrix.rowCount());
        benchmark::DoNotOptimize(scopes.rowCount());
    }
    state.counters["tools"] = static_cast<double>(workload.tools.size());
    state.counters["agents"] = matrix.rowCount();
    state.counters["stages"] = pipeline.columnCount();
}

} // namespace

BENCHMARK(BM_EditReevaluateModels)
    ->Unit(benchmark::kMillisecond)
    ->Repetitions(7)
    ->ReportAggregatesOnly(true)
    ->MinTime(0.5);

BENCHMARK_MAIN();
