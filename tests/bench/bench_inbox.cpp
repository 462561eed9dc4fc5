// SPDX-License-Identifier: MIT
// Inbox burst benchmark: 1,000 approval requests raised at once on the demo gateway (in its own
// thread, as a separate gateway process would be) arrive over the loopback WebSocket at the
// console's real GatewayClient + ApprovalService + SQLite history + Approvals screen. Reports the
// time until all are listed and the worst event-loop stall seen by a 5 ms probe timer meanwhile.
// Usage: bench_inbox [COUNT] [RUNS] [--no-history]
#include "approvals/approvalhistory.h"
#include "benchloop.h"
#include "connections/connectionregistry.h"
#include "demo/demogateway.h"
#include "demo/demoscenario.h"
#include "gateway/approvalservice.h"
#include "gateway/connectionmanager.h"
#include "gateway/gatewayclient.h"
#include "models/approvallistmodel.h"
#include "ui/approvals/approvalsscreen.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimer>

#include <algorithm>
#include <vector>

using namespace toolgate;
using gateway::demo::DemoGateway;

namespace {

struct RunResult {
    qint64 listMs = 0;
    qint64 worstStallMs = 0;
    int listed = 0;
};

RunResult runOnce(int count, bool withHistory) {
    QTemporaryDir dir;
    bench::GatewayThread server;
    DemoGateway *demo = server.demo();

    core::ConnectionRegistry registry(dir.path());
    registry.setBuiltinDemo(demo->url().toString(), demo->token());
    auto history = core::ApprovalHistory::open(dir.filePath(QStringLiteral("h.sqlite")));
    gateway::ConnectionManager connections(&registry, dir.filePath(QStringLiteral("id.json")));
    if (withHistory)
        connections.setHistory(history.value().get());
    ui::ApprovalsScreen screen(ui::ScreenContext{nullptr, nullptr, nullptr, &connections});
    screen.resize(1280, 800);
    screen.show();
    const QString id = core::ConnectionRegistry::builtinDemoId();
    (void)connections.connectTo(id);
    {
        QEventLoop wait;
        QTimer poll;
        QObject::connect(&poll, &QTimer::timeout, &wait, [&] {
            if (connections.service(id) && connections.service(id)->isSynced())
                wait.quit();
        });
        poll.start(5);
        wait.exec();
    }

    RunResult result;
    QElapsedTimer clock;
    QEventLoop loop;
    bench::StallProbe probe(&loop, [&] {
        if (screen.model()->rowCount() >= count) {
            result.listMs = clock.elapsed();
            loop.quit();
        }
    });
    clock.start();
    probe.start();
    QMetaObject::invokeMethod(server.context(), [demo, count] {
        for (int i = 0; i < count; ++i) {
            core::Json request{{"command", "npm test --shard=" + std::to_string(i)},
                               {"commandArgv", {"npm", "test", "--shard=" + std::to_string(i)}},
                               {"cwd", "/home/demo/project"},
                               {"host", "gateway"},
                               {"security", "allowlist"},
                               {"ask", "on-miss"},
                               {"agentId", i % 2 ? "main" : "worker"},
                               {"sessionKey", "agent:main:main"},
                               {"allowedDecisions", {"allow-once", "allow-always", "deny"}}};
            demo->raiseApproval(QStringLiteral("exec"), request, 1800000,
                                {QStringLiteral("allow-once"), QStringLiteral("allow-always"),
                                 QStringLiteral("deny")},
                                [](const std::optional<QString> &, const QString &) {});
        }
    });
    QTimer::singleShot(120000, &loop, &QEventLoop::quit); // a safety net, never the measurement
    loop.exec();
    result.listed = screen.model()->rowCount();
    result.worstStallMs = qint64(probe.worstMs());
    connections.disconnectFrom(id);
    return result;
}

} // namespace

int main(int argc, char *argv[]) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    const QStringList args = QApplication::arguments();
    const int count = args.size() > 1 ? args.at(1).toInt() : 1000;
    const int runs = args.size() > 2 ? args.at(2).toInt() : 3;
    // `--no-history` leaves the SQLite history out, to tell its cost apart.
    const bool withHistory = !args.contains(QStringLiteral("--no-history"));
    QTextStream out(stdout);
    std::vector<qint64> listTimes;
    qint64 worst = 0;
    bool allListed = true;
    for (int run = 0; run < runs; ++run) {
        const RunResult r = runOnce(count, withHistory);
        out << "run " << run + 1 << ": listed " << r.listed << "/" << count << " in " << r.listMs
            << " ms, worst event-loop stall " << r.worstStallMs << " ms\n";
        out.flush();
        listTimes.push_back(r.listMs);
        worst = std::max(worst, r.worstStallMs);
        allListed = allListed && r.listed == count;
    }
    std::sort(listTimes.begin(), listTimes.end());
    out << "median time to list all: " << listTimes[listTimes.size() / 2]
        << " ms; worst stall over all runs: " << worst << " ms (goal <= 50 ms); "
        << (allListed ? "all listed" : "NOT all listed") << '\n';
    return allListed ? 0 : 1;
}
