// SPDX-License-Identifier: MIT
#include "clicommon.h"

#include <QCoreApplication>

#include <functional>
#include <map>

using namespace toolgate::cli;

namespace {

int usage() {
    err()
        << "usage: toolgate-cli <policy|loops|schema|config|approvals|demo|bench> ...\n"
           "  policy eval PATH... [--out DIR]\n"
           "  policy explain --config FILE [--tools FILE] [context] [--json] TOOL\n"
           "  policy lint --config FILE\n"
           "  policy diff OLD NEW [--tools FILE] [context] [--json]\n"
           "  policy test --config FILE [--tools FILE] [context] ASSERTIONS.json\n"
           "    context: --agent ID --session-key KEY --provider P --model M --model-api A\n"
           "             --message-provider P --sender-id ID --owner true|false --sandboxed\n"
           "             --runtime-allow a,b,...\n"
           "  loops replay PATH... [--out DIR] [--warning N --critical N --breaker N --window N]\n"
           "  schema normalize PATH... [--out DIR]\n"
           "  config parse FILE | lint FILE [--json] | migrate FILE [--write\n"
           "         [--accept-comment-loss]] | diff OLD NEW\n"
           "  approvals pending | resolve ID DECISION | watch [--decide D] [--json] |\n"
           "            history [--csv]   (--url URL --token TOKEN\n"
           "            [--tls-fingerprint sha256:HEX] [--allow-insecure-ws])\n"
           "  demo list | serve [SCENARIO] [--port N] [--token T] [--speed X]\n"
           "       [--exit-when-finished]\n"
           "  bench policy|loops|schema WORKLOAD\n"
        << Qt::flush;
    return kExitBadInput;
}

} // namespace

int main(int argc, char *argv[]) {
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
