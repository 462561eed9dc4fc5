// SPDX-License-Identifier: MIT
#include "clicommon.h"

#include "policy/matrixworkload.h"
#include "policy/policycase.h"
#include "policy/policyengine.h"
#include "policy/policymatrix.h"
#include "util/jsonio.h"

#include <QElapsedTimer>

using namespace toolgate::core;

namespace toolgate::cli {

// `bench matrix-generate W1 SEED`: the matrix workload (printed), from W1's tools and config.
int runMatrixGenerate(const QString &w1Path, const QString &seedText) {
    bool ok = false;
    const qulonglong seed = seedText.toULongLong(&ok);
    if (!ok)
        return badInput(
            QStringLiteral("bench matrix-generate: SEED must be a number, got '%1'").arg(seedText));
    Result<Json> w1 = readJsonFile(w1Path);
    if (!w1)
        return badInput(w1.error().toString());
    try {
        out() << QString::fromStdString(generateMatrixWorkload(*w1, seed).dump(1)) << Qt::endl;
    } catch (const Json::exception &e) {
        return badInput(
            w1Path + QStringLiteral(": not a W1 workload (%1)").arg(QString::fromUtf8(e.what())));
    }
    return kExitOk;
}

// One op = every configured agent × every tool of the workload's context, with the deciding
// stage per cell. The engine is built (config validated) once; one warm-up op compiles the
// steps, as an edit-free GUI refresh would find them.
int runMatrixBench(const QString &workloadPath) {
    Result<Json> workload = readJsonFile(workloadPath);
    if (!workload)
        return badInput(workload.error().toString());
    if (!workload->is_object() || !workload->contains("tools") || !workload->contains("context"))
        return badInput(workloadPath + QStringLiteral(": expected {tools, config, context}"));
    auto tools = parsePolicyTools((*workload)["tools"], "tools");
    auto context = parsePolicyContext((*workload)["context"], "context");
    if (!tools || !context)
        return badInput(workloadPath + QStringLiteral(": ") +
                        (tools ? context.error() : tools.error()).toString());
    const Json config = workload->value("config", Json::object());
    std::vector<std::string> agents;
    if (const auto a = config.find("agents"); a != config.end() && a->contains("entries"))
        for (auto it = (*a)["entries"].begin(); it != (*a)["entries"].end(); ++it)
            agents.push_back(it.key());
    PolicyEngine engine(config, std::move(tools).value());
    if (!engine.configIssues().empty())
        return badInput(workloadPath +
                        QStringLiteral(": config rejected at %1: %2")
                            .arg(QString::fromStdString(engine.configIssues().front().path),
                                 QString::fromStdString(engine.configIssues().front().message)));

    PolicyMatrix matrix;
    evaluatePolicyMatrix(engine, *context, agents, matrix); // warm-up
    std::size_t allowed = 0;
    for (const PolicyMatrixRow &row : matrix.rows)
        allowed += row.allowed;
    std::vector<double> ms;
    for (int run = 0; run < 201; ++run) {
        QElapsedTimer timer;
        timer.start();
        evaluatePolicyMatrix(engine, *context, agents, matrix);
        ms.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
    }
    std::size_t again = 0;
    for (const PolicyMatrixRow &row : matrix.rows)
        again += row.allowed;
    if (again != allowed)
        return badInput(QStringLiteral("bench matrix: nondeterministic result"));
    printBenchSummary(QStringLiteral("matrix"), 1, ms, 3,
                      Json{{"agents", agents.size()},
                           {"tools", matrix.tools},
                           {"cells", matrix.cells.size()},
                           {"allowedCells", allowed}});
    return kExitOk;
}

} // namespace toolgate::cli
