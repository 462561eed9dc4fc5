// SPDX-License-Identifier: MIT
// `toolgate-cli loops watch --url U --token T [--json] [--limit N]`: every session's tool calls
// on a live gateway (ToolEventFeed), judged by the same loop detector the Loops screen runs.
// One line per call; with --json {"event":"call","sessionKey","runId","tool","argsHash",
// "verdict":{...}|null}.
#include "clicommon.h"
#include "cliparser.h"
#include "gatewaysession.h"

#include "gateway/gatewayclient.h"
#include "gateway/tooleventfeed.h"
#include "loops/loopmonitor.h"
#include "loops/loopreplay.h"

namespace toolgate::cli {

int runLoopsWatch(const QStringList &argv) {
    CliParser p(QStringLiteral("loops watch"),
                QStringLiteral("Judges every session's tool calls on a live gateway by the loop "
                               "detector the Loops screen runs."));
    p.addGatewayOptions();
    p.addFlag(QStringLiteral("json"), QStringLiteral("One JSON object per call."));
    p.addValue(QStringLiteral("limit"), QStringLiteral("N"), QStringLiteral("Stop after N calls."));
    if (const auto exit = p.parse(argv))
        return *exit;
    if (!p.positional().isEmpty())
        return p.fail(QStringLiteral("unexpected argument %1").arg(p.positional().first()));
    const std::optional<int> limit = p.number(QStringLiteral("limit"), 0);
    const std::optional<GatewayArgs> gatewayArgs = p.gatewayArgs();
    if (!limit || !gatewayArgs)
        return kExitBadInput;
    const bool json = p.isSet(QStringLiteral("json"));
    GatewaySession session(QStringLiteral("toolgate-cli loops watch"), *gatewayArgs);
    session.setReportRetries(true);
    gateway::GatewayClient &client = *session.client();
    gateway::ToolEventFeed feed(&client);
    core::LoopMonitor monitor;
    int calls = 0;
    QObject::connect(&feed, &gateway::ToolEventFeed::subscribed, &client, [&] {
        err() << "toolgate-cli loops watch: watching every session on " << gatewayArgs->url
              << Qt::endl;
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
            if (json) {
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
            if (*limit > 0 && ++calls >= *limit)
                session.finish(kExitOk);
        });
    return session.run();
}

} // namespace toolgate::cli
