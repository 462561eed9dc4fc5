// SPDX-License-Identifier: MIT
// `toolgate-cli loops watch --url U --token T [--json] [--limit N]`: every session's tool calls
// on a live gateway (ToolEventFeed), judged by the same loop detector the Loops screen runs.
// One line per call; with --json {"event":"call","sessionKey","runId","tool","argsHash",
// "verdict":{...}|null}.
#include "clicommon.h"

#include "gateway/gatewayclient.h"
#include "gateway/tooleventfeed.h"
#include "loops/loopmonitor.h"
#include "loops/loopreplay.h"

#include <QCoreApplication>
#include <QLoggingCategory>
#include <QStandardPaths>
#include <QTimer>

namespace toolgate::cli {

namespace {

struct WatchArgs {
    gateway::GatewayOptions options;
    bool json = false;
    int limit = 0;
    int connectTimeoutMs = 10000;
};

QString parseWatchArgs(const QStringList &args, WatchArgs &a) {
    a.options.token = qEnvironmentVariable("OPENCLAW_GATEWAY_TOKEN");
    if (qEnvironmentVariableIsSet("OPENCLAW_GATEWAY_URL"))
        a.options.url = QUrl(qEnvironmentVariable("OPENCLAW_GATEWAY_URL"));
    a.options.identityPath = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
                             QStringLiteral("/device-identity.json");
    a.options.displayName = QStringLiteral("Toolgate CLI");
    a.options.userAgent = QStringLiteral("toolgate-cli/0.1.0");
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &arg = args.at(i);
        const bool hasValue = i + 1 < args.size();
        if (arg == QLatin1String("--json")) {
            a.json = true;
        } else if (arg == QLatin1String("--url") && hasValue) {
            a.options.url = QUrl(args.at(++i));
        } else if (arg == QLatin1String("--token") && hasValue) {
            a.options.token = args.at(++i);
        } else if (arg == QLatin1String("--identity") && hasValue) {
            a.options.identityPath = args.at(++i);
        } else if ((arg == QLatin1String("--limit") || arg == QLatin1String("--timeout")) &&
                   hasValue) {
            bool ok = false;
            const int n = args.at(++i).toInt(&ok);
            if (!ok || n < 0)
                return QStringLiteral("toolgate-cli loops watch: %1 needs a number").arg(arg);
            (arg == QLatin1String("--limit") ? a.limit : a.connectTimeoutMs) = n;
        } else {
            return QStringLiteral("usage: toolgate-cli loops watch --url URL --token TOKEN "
                                  "[--json] [--limit N] [--identity FILE] [--timeout MS]");
        }
    }
    const QString scheme = a.options.url.scheme();
    if (!a.options.url.isValid() ||
        (scheme != QLatin1String("ws") && scheme != QLatin1String("wss")))
        return QStringLiteral("toolgate-cli loops watch: --url must be a ws:// or wss:// URL");
    return {};
}

} // namespace

int runLoopsWatch(const QStringList &argv) {
    WatchArgs args;
    if (const QString problem = parseWatchArgs(argv, args); !problem.isEmpty())
        return badInput(problem);
    QLoggingCategory::setFilterRules(
        QStringLiteral("toolgate.gateway.info=false\ntoolgate.gateway.warning=false"));
    gateway::GatewayClient client(args.options);
    gateway::ToolEventFeed feed(&client);
    core::LoopMonitor monitor;
    int calls = 0;
    int exitCode = -1;
    const auto finish = [&](int code) {
        if (exitCode >= 0)
            return;
        exitCode = code;
        QTimer::singleShot(0, qApp, [code] { QCoreApplication::exit(code); });
    };
    QTimer connectTimer;
    connectTimer.setSingleShot(true);
    QObject::connect(&connectTimer, &QTimer::timeout, &client, [&] {
        err() << "toolgate-cli loops watch: could not connect to " << args.options.url.toString()
              << ": " << client.status().message << Qt::endl;
        finish(kExitFindings);
    });
    QObject::connect(&client, &gateway::GatewayClient::connected, &client,
                     [&] { connectTimer.stop(); });
    QObject::connect(&client, &gateway::GatewayClient::statusChanged, &client,
                     [&](const gateway::ConnectionStatus &status) {
                         if (status.state == gateway::ConnectionState::Failed) {
                             err() << "toolgate-cli loops watch: " << status.message << Qt::endl;
                             finish(kExitFindings);
                         }
                     });
    QObject::connect(&feed, &gateway::ToolEventFeed::subscribed, &client, [&] {
        err() << "toolgate-cli loops watch: watching every session on "
              << args.options.url.toString() << Qt::endl;
    });
    QObject::connect(&feed, &gateway::ToolEventFeed::subscribeFailed, &client,
                     [](const QString &error) {
                         err() << "toolgate-cli loops watch: sessions.subscribe failed (" << error
                               << "): only runs this connection starts are seen" << Qt::endl;
                     });
    QObject::connect(
        &feed, &gateway::ToolEventFeed::toolEvent, &client, [&](const gateway::ToolEvent &e) {
            if (e.phase == QLatin1String("result")) {
                if (e.isError)
                    monitor.recordToolError(e.sessionKey, e.toolCallId, e.resultText());
                else
                    monitor.recordToolResult(e.sessionKey, e.toolCallId, e.result);
                return;
            }
            if (e.phase != QLatin1String("start"))
                return;
            const core::LoopVerdict verdict =
                monitor.recordToolStart(e.sessionKey, e.runId, e.toolCallId, e.name, e.args);
            const QList<core::LoopMonitorEntry> log = monitor.verdictLog(e.sessionKey, e.runId);
            const QString digest = log.isEmpty() ? QString() : log.last().argsDigest;
            if (args.json) {
                const core::Json line{{"event", "call"},
                                      {"sessionKey", e.sessionKey.toStdString()},
                                      {"runId", e.runId.toStdString()},
                                      {"tool", e.name.toStdString()},
                                      {"argsHash", digest.toStdString()},
                                      {"verdict", verdict.level == core::LoopLevel::None
                                                      ? core::Json()
                                                      : core::loopVerdictToJson(verdict)}};
                out() << QString::fromStdString(line.dump()) << Qt::endl;
            } else {
                out() << e.sessionKey << "  " << e.runId << "  " << e.name << "  "
                      << digest.left(12) << "  "
                      << (verdict.level == core::LoopLevel::None
                              ? QStringLiteral("ok")
                              : QString::fromStdString(verdict.message))
                      << Qt::endl;
            }
            if (args.limit > 0 && ++calls >= args.limit)
                finish(kExitOk);
        });
    connectTimer.start(args.connectTimeoutMs);
    client.start();
    const int code = QCoreApplication::exec();
    client.stop();
    return exitCode >= 0 ? exitCode : code;
}

} // namespace toolgate::cli
