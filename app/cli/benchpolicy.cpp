// SPDX-License-Identifier: MIT
#include "clicommon.h"

#include "policy/policycase.h"
#include "policy/policyengine.h"
#include "util/jsonio.h"

#include <QElapsedTimer>

#include <algorithm>

using namespace toolgate::core;

namespace toolgate::cli {

// W1: one tool list and one config, 200 contexts; one op = one context evaluated (full trace).
// The engine is built (config validated) once, outside the timed runs; the median of the runs is
// reported after one warm-up run (21 runs: the build machine is shared and noisy).
int runPolicyBench(const QString &workloadPath) {
    Result<Json> workload = readJsonFile(workloadPath);
    if (!workload)
        return badInput(workload.error().toString());
    if (!workload->is_object() || !workload->contains("tools") || !workload->contains("contexts"))
        return badInput(workloadPath + QStringLiteral(": expected {tools, config, contexts}"));
    auto tools = parsePolicyTools((*workload)["tools"], "tools");
    if (!tools)
        return badInput(workloadPath + QStringLiteral(": ") + tools.error().toString());
    std::vector<PolicyContext> contexts;
    const Json &ctxJson = (*workload)["contexts"];
    for (std::size_t i = 0; i < ctxJson.size(); ++i) {
        auto ctx = parsePolicyContext(ctxJson[i], "contexts[" + std::to_string(i) + "]");
        if (!ctx)
            return badInput(workloadPath + QStringLiteral(": ") + ctx.error().toString());
        contexts.push_back(std::move(ctx).value());
    }
    const Json config = workload->value("config", Json::object());
    PolicyEngine engine(config, std::move(tools).value());

    std::size_t survivors = 0;
    const auto runOnce = [&]() {
        std::size_t total = 0;
        for (const PolicyContext &ctx : contexts)
            total += engine.evaluate(ctx).final.count();
        return total;
    };
    survivors = runOnce(); // warm-up (compiles the steps)
    std::vector<double> ms;
    for (int run = 0; run < 21; ++run) {
        QElapsedTimer timer;
        timer.start();
        const std::size_t total = runOnce();
        ms.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
        if (total != survivors)
            return badInput(QStringLiteral("bench policy: nondeterministic result"));
    }
    printBenchSummary(QStringLiteral("W1"), static_cast<qint64>(contexts.size()), medianOf(ms), 3,
                      Json{{"survivorsTotal", survivors}});
    return kExitOk;
}

} // namespace toolgate::cli
