// SPDX-License-Identifier: MIT
#include "clicommon.h"

#include <QCoreApplication>

#include <functional>
#include <map>

using namespace toolgate::cli;

namespace {

int usage()
{
    err() << "usage: toolgate-cli <policy|loops|schema|config|approvals|demo|bench> ...\n"
             "  policy eval PATH... [--out DIR] | explain --config FILE [context] TOOL |\n"
             "         lint --config FILE | diff OLD NEW\n"
             "  loops replay PATH... [--out DIR] [--warning N --critical N --breaker N --window N]\n"
             "  schema normalize PATH... [--out DIR]\n"
             "  config parse FILE | migrate FILE [--write]\n"
             "  approvals pending | resolve ID DECISION | watch [--decide D] [--json] |\n"
             "            history [--csv]   (--url URL --token TOKEN)\n"
             "  demo serve [SCENARIO] --port N\n"
             "  bench policy|loops|schema WORKLOAD\n"
          << Qt::flush;
    return kExitBadInput;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("toolgate"));
    QCoreApplication::setOrganizationName(QStringLiteral("Toolgate"));

    QStringList args = QCoreApplication::arguments().mid(1);
    if (args.isEmpty())
        return usage();
    const QString family = args.takeFirst();

    const std::map<QString, std::function<int(const QStringList &)>> families{
        {QStringLiteral("policy"), runPolicyCommand},
        {QStringLiteral("loops"), runLoopsCommand},
        {QStringLiteral("schema"), runSchemaCommand},
        {QStringLiteral("config"), runConfigCommand},
        {QStringLiteral("approvals"), runApprovalsCommand},
        {QStringLiteral("demo"), runDemoCommand},
        {QStringLiteral("bench"), runBenchCommand},
    };
    const auto it = families.find(family);
    if (it == families.end())
        return usage();
    return it->second(args);
}
