// SPDX-License-Identifier: MIT
#include "clicommon.h"

#include <QCoreApplication>

#include <functional>
#include <map>

using namespace toolgate::cli;

namespace {

// The help text; help2man turns it into the man page, so it is the one description of the CLI.
void printUsage(QTextStream &stream) {
    stream
        << "usage: toolgate-cli <policy|loops|schema|config|approvals|exec-approvals|demo|bench> "
           "...\n"
           "  policy eval PATH... [--out DIR]\n"
           "  policy explain --config FILE [--tools FILE] [context] [--json] TOOL\n"
           "  policy lint --config FILE\n"
           "  policy diff OLD NEW [--tools FILE] [context] [--json]\n"
           "  policy test --config FILE [--tools FILE] [context] ASSERTIONS.json\n"
           "    context: --agent ID --session-key KEY --provider P --model M --model-api A\n"
           "             --message-provider P --sender-id ID --owner true|false --sandboxed\n"
           "             --runtime-allow a,b,...\n"
           "  loops replay PATH... [--out DIR] [--warning N --critical N --breaker N --window N]\n"
           "  loops watch --url URL --token TOKEN [--json] [--limit N]\n"
           "  schema normalize PATH... [--out DIR]\n"
           "  config parse FILE | lint FILE [--json] | migrate FILE [--write\n"
           "         [--accept-comment-loss]] | diff OLD NEW | merge BASE THEIRS MINE [--json]\n"
           "  approvals pending [--json] | resolve ID DECISION [--json] |\n"
           "            watch [--decide D] [--json] | history [--csv] [--json] [--url URL]\n"
           "            [--db FILE]\n"
           "            (--url URL --token TOKEN [--tls-fingerprint sha256:HEX]\n"
           "            [--allow-insecure-ws]; history: the console's approval-history.sqlite)\n"
           "  exec-approvals get [--agent A] [--json] | allowlist add|remove [--agent A|*]\n"
           "            PATTERN | set FILE [--base-hash H] | effective [--agent A] [--json] |\n"
           "            grants list [--json] | grants revoke ID\n"
           "            (--url URL --token TOKEN [--node ID]; a stale hash is a conflict, exit 1)\n"
           "  demo list | serve [SCENARIO] [--port N] [--token T] [--speed X]\n"
           "       [--exit-when-finished]\n"
           "  bench policy|loops|schema|matrix WORKLOAD\n"
           "  bench matrix-generate W1-WORKLOAD SEED\n"
           "  bench history [N] [--db FILE]\n"
           "  bench startup APP [--runs N] [-- APP-ARGS...]\n"
           "  --help | --version\n"
           "\n"
           "Exit status: 0 success, 1 the command ran and found problems (lint errors, diffs,\n"
           "failed assertions), 2 bad usage or unreadable input, 3 approvals resolve: the\n"
           "request is no longer pending (\"already resolved (by ...)\" names who decided, as far\n"
           "as the gateway's approval.history or the local history knows).\n"
        << Qt::flush;
}

int usage() {
    printUsage(err());
    return kExitBadInput;
}

// The usage lines of one family ("  config parse FILE | ..." and the lines continuing it).
void printFamilyUsage(QTextStream &stream, const QString &family) {
    QString all;
    QTextStream collect(&all);
    printUsage(collect);
    collect.flush();
    stream << "usage: toolgate-cli " << family << " ...\n";
    bool inFamily = false;
    for (const QString &line : all.split(u'\n')) {
        const bool top =
            line.startsWith(QLatin1String("  ")) && !line.startsWith(QLatin1String("   "));
        if (top)
            inFamily = line.startsWith(QStringLiteral("  ") + family + u' ');
        else if (!line.startsWith(QLatin1String("   ")))
            inFamily = false;
        if (inFamily)
            stream << line << '\n';
    }
    stream << Qt::flush;
}

// Commands built on CliParser print their own detailed help for `SUBCOMMAND --help`.
bool hasOwnHelp(const QString &family, const QStringList &args) {
    const QString sub = args.value(0);
    if (sub.isEmpty() || sub.startsWith(u'-'))
        return false;
    return family == QLatin1String("approvals") || family == QLatin1String("exec-approvals") ||
           family == QLatin1String("demo") ||
           (family == QLatin1String("loops") && sub == QLatin1String("watch"));
}

} // namespace

int main(int argc, char *argv[]) {
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("toolgate"));
    QCoreApplication::setOrganizationName(QStringLiteral("Toolgate"));
    QCoreApplication::setApplicationVersion(QStringLiteral(TOOLGATE_VERSION));

    QStringList args = QCoreApplication::arguments().mid(1);
    if (args.isEmpty())
        return usage();
    const QString family = args.takeFirst();
    if (family == QLatin1String("--help") || family == QLatin1String("-h")) {
        out() << "toolgate-cli - the headless Toolgate: policy, loops, schemas, config and "
                 "approvals for OpenClaw\n\n";
        printUsage(out());
        return kExitOk;
    }
    if (family == QLatin1String("--version") || family == QLatin1String("-v")) {
        out() << "toolgate-cli " << QStringLiteral(TOOLGATE_VERSION) << '\n' << Qt::flush;
        return kExitOk;
    }

    const std::map<QString, std::function<int(const QStringList &)>> families{
        {QStringLiteral("policy"), runPolicyCommand},
        {QStringLiteral("loops"), runLoopsCommand},
        {QStringLiteral("schema"), runSchemaCommand},
        {QStringLiteral("config"), runConfigCommand},
        {QStringLiteral("approvals"), runApprovalsCommand},
        {QStringLiteral("exec-approvals"), runExecApprovalsCommand},
        {QStringLiteral("demo"), runDemoCommand},
        {QStringLiteral("bench"), runBenchCommand},
    };
    const auto it = families.find(family);
    if (it == families.end())
        return usage();
    // `--help` anywhere before "--" answers with the usage on stdout and exit 0, whatever the
    // command (never read as a file name or refused as an unknown option).
    const qsizetype separator = args.indexOf(QStringLiteral("--"));
    const QStringList options = separator < 0 ? args : args.mid(0, separator);
    if ((options.contains(QStringLiteral("--help")) || options.contains(QStringLiteral("-h"))) &&
        !hasOwnHelp(family, args)) {
        printFamilyUsage(out(), family);
        return kExitOk;
    }
    return it->second(args);
}
