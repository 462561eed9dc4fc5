// SPDX-License-Identifier: MIT
#include "clicommon.h"

namespace toolgate::cli {

int runBenchCommand(const QStringList &args) {
    if (!args.isEmpty() && args.at(0) == QLatin1String("matrix-generate")) {
        for (const QString &arg : args.mid(1))
            if (arg.startsWith(QLatin1String("--")))
                return badInput(
                    QStringLiteral("toolgate-cli bench matrix-generate: unknown option %1")
                        .arg(arg));
        if (args.size() != 3)
            return badInput(QStringLiteral("usage: toolgate-cli bench matrix-generate W1.json SEED "
                                           "(prints a generated matrix workload)"));
        return runMatrixGenerate(args.at(1), args.at(2));
    }
    if (!args.isEmpty() && args.at(0) == QLatin1String("history"))
        return runHistoryBench(args.mid(1));
    if (!args.isEmpty() && args.at(0) == QLatin1String("startup"))
        return runStartupBench(args.mid(1));
    if (args.size() != 2)
        return badInput(
            QStringLiteral("usage: toolgate-cli bench policy|loops|schema|matrix WORKLOAD"));
    const QString &kind = args.at(0);
    const QString &workload = args.at(1);
    if (kind == QLatin1String("policy"))
        return runPolicyBench(workload);
    if (kind == QLatin1String("loops"))
        return runLoopsBench(workload);
    if (kind == QLatin1String("schema"))
        return runSchemaBench(workload);
    if (kind == QLatin1String("matrix"))
        return runMatrixBench(workload);
    return badInput(QStringLiteral("toolgate-cli bench: unknown workload kind '%1'").arg(kind));
}

} // namespace toolgate::cli
