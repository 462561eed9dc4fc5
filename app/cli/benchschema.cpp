// SPDX-License-Identifier: MIT
#include "clicommon.h"

#include "schema/schemacase.h"
#include "schema/schemanormalizer.h"
#include "util/jsonio.h"

#include <QElapsedTimer>
#include <QFileInfo>

#include <algorithm>
#include <ctime>
#include <vector>

namespace toolgate::cli {

namespace {

using core::Json;

struct RunTotals {
    int errors = 0;
    int nullArgsToEmptyObject = 0;
};

RunTotals runOnce(const std::vector<core::SchemaCase> &cases) {
    RunTotals totals;
    for (const core::SchemaCase &schemaCase : cases) {
        const core::Result<core::NormalizedToolSchema> result =
            core::normalizeToolSchema(schemaCase.schema, schemaCase.target);
        if (!result)
            ++totals.errors;
        else if (result->nullArgsToEmptyObject)
            ++totals.nullArgsToEmptyObject;
    }
    return totals;
}

// CPU time of this thread: on a shared machine wall time also counts other processes' turns.
double threadCpuMs() {
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return static_cast<double>(now.tv_sec) * 1e3 + static_cast<double>(now.tv_nsec) / 1e6;
}

} // namespace

// W3: every case normalised once per run (the case's own copy of the schema is the input, as
// OpenClaw's normaliser gets a fresh object per tool). Parsing happens before timing.
int runSchemaBench(const QString &workloadPath) {
    core::Result<Json> document = core::readJsonFile(workloadPath);
    if (!document)
        return badInput(document.error().toString());
    Json *caseList =
        document->is_object() && document->contains("cases") ? &(*document)["cases"] : nullptr;
    if (!caseList || !caseList->is_array())
        return badInput(
            QStringLiteral("%1: cases: expected an array of schema cases").arg(workloadPath));
    std::vector<core::SchemaCase> cases;
    cases.reserve(caseList->size());
    for (std::size_t i = 0; i < caseList->size(); ++i) {
        core::Result<core::SchemaCase> parsed = core::parseSchemaCase(std::move((*caseList)[i]));
        if (!parsed)
            return badInput(QStringLiteral("%1: cases[%2].%3: %4")
                                .arg(workloadPath)
                                .arg(i)
                                .arg(parsed.error().where, parsed.error().message));
        cases.push_back(std::move(parsed).value());
    }

    const RunTotals check = runOnce(cases); // warm-up, and the check values
    constexpr int kRuns = 31;
    std::vector<double> runMs;
    std::vector<double> cpuMs;
    runMs.reserve(kRuns);
    cpuMs.reserve(kRuns);
    for (int run = 0; run < kRuns; ++run) {
        QElapsedTimer timer;
        const double cpuStart = threadCpuMs();
        timer.start();
        const RunTotals totals = runOnce(cases);
        runMs.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
        cpuMs.push_back(threadCpuMs() - cpuStart);
        if (totals.errors != check.errors ||
            totals.nullArgsToEmptyObject != check.nullArgsToEmptyObject)
            return badInput(QStringLiteral("bench schema: results differ between runs"));
    }
    const double medianMs = medianOf(runMs);
    const double cpuMedianMs = medianOf(cpuMs);
    const auto ops = static_cast<qsizetype>(cases.size());

    const QString workload = QFileInfo(workloadPath).baseName().section(QLatin1Char('-'), 0, 0);
    out() << QStringLiteral("schema bench %1: %2 runs of %3 ops, wall fastest %4 ms, median %5 ms; "
                            "thread CPU median %6 ms (%7 ops/s)\n")
                 .arg(workload)
                 .arg(kRuns)
                 .arg(ops)
                 .arg(runMs.front(), 0, 'f', 3)
                 .arg(medianMs, 0, 'f', 3)
                 .arg(cpuMedianMs, 0, 'f', 3)
                 .arg(std::llround(static_cast<double>(ops) / (cpuMedianMs / 1000.0)));
    printBenchSummary(workload, ops, medianMs, 3,
                      Json::object({{"errors", check.errors},
                                    {"nullArgsToEmptyObject", check.nullArgsToEmptyObject}}));
    return kExitOk;
}

} // namespace toolgate::cli
