// SPDX-License-Identifier: MIT
// Busy gateway benchmark: the demo gateway (in its own thread, as a separate gateway process
// would be) streams SESSIONS agent sessions × RATE tool calls per second each (a start and a
// result event per call) for SECONDS seconds over the loopback WebSocket into the console's real
// GatewayClient + ConnectionManager + Loops screen, shown with a live run selected. Reports the
// worst event-loop stall seen by a 5 ms probe timer (and the console thread's CPU time within it,
// to tell work from waiting for a core on a loaded machine), the console thread's CPU (its own
// clock: the gateway thread is not counted) and whether the detector judged every call and recorded
// every outcome.
// Usage: bench_busy [SECONDS] [SESSIONS] [RATE]   (defaults 60 50 20)
// With TOOLGATE_SCREENSHOT_DIR set, saves the screen halfway through as loops-busy-gateway.png
// (at 1024×700, so that run's figures are not comparable). With TOOLGATE_BENCH_GAP_LOG_MS=N set,
// writes every gap late by N ms or more to stderr, stamped for `perf record -k CLOCK_MONOTONIC`.
// The last line is one JSON object: {"workload","ops","medianMs","p99Ms","opsPerSec",
// "worstStallMs","worstStallCpuMs","cpuPercent","sent","judged","outcomes","accounted",
// "worstGaps",...}; ms figures are the probe's lateness. `worstGaps` lists the five worst gaps
// with the console thread's CPU time, context switches and page faults inside each.
#include "benchloop.h"
#include "connections/connectionregistry.h"
#include "demo/demogateway.h"
#include "demo/demoscenario.h"
#include "gateway/connectionmanager.h"
#include "loops/loopmonitor.h"
#include "models/looprunmodel.h"
#include "ui/loops/loopsource.h"
#include "ui/loops/loopsscreen.h"
#include "ui/shell/actionregistry.h"
#include "ui/shell/screen.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimer>
#include <QTreeView>

#include <nlohmann/json.hpp>

#include <ctime>

#include <algorithm>
#include <cmath>
#include <vector>

using namespace toolgate;
using gateway::demo::DemoGateway;

namespace {

double load1() {
    double load[1] = {0};
    return getloadavg(load, 1) == 1 ? load[0] : -1;
}

// Drives the demo gateway from its own thread: every 10 ms, the calls due by now, round robin
// over the sessions; each call is a tool start with fresh arguments and its result.
class LoadDriver final : public QObject {
public:
    LoadDriver(DemoGateway *demo, int sessions, int rate, int seconds)
        : m_demo(demo)
        , m_sessions(sessions)
        , m_total(qint64(sessions) * rate * seconds)
        , m_perMs(double(sessions) * rate / 1000.0) {
        for (int i = 0; i < sessions; ++i)
            m_runIds.push_back("run-" + std::to_string(i));
        m_seq.assign(static_cast<std::size_t>(sessions), 0);
    }

    void start() {
        m_clock.start();
        m_tick.setTimerType(Qt::PreciseTimer);
        QObject::connect(&m_tick, &QTimer::timeout, this, [this] { emitDue(); });
        m_tick.start(10);
    }
    qint64 sent() const { return m_sent.loadAcquire(); }
    bool done() const { return m_sent.loadAcquire() >= m_total; }

private:
    void publish(int session, const char *phase, core::Json data) {
        data["phase"] = phase;
        auto &seq = m_seq[static_cast<std::size_t>(session)];
        m_demo->publishAgentEvent(
            core::Json{{"runId", m_runIds[static_cast<std::size_t>(session)]},
                       {"stream", "tool"},
                       {"data", std::move(data)},
                       {"sessionKey", "agent:worker-" + std::to_string(session) + ":main"},
                       {"agentId", "worker-" + std::to_string(session)},
                       {"seq", ++seq}});
    }

    void emitDue() {
        const qint64 due = std::min(m_total, qint64(double(m_clock.elapsed()) * m_perMs));
        for (qint64 call = m_sent.loadRelaxed(); call < due; ++call) {
            const int session = int(call % m_sessions);
            const std::string id = "call-" + std::to_string(call);
            const std::string path = "src/file-" + std::to_string(call % 997) + ".ts";
            publish(session, "start",
                    core::Json{{"name", "read"}, {"toolCallId", id}, {"args", {{"path", path}}}});
            publish(session, "result",
                    core::Json{{"name", "read"},
                               {"toolCallId", id},
                               {"isError", false},
                               {"result", "contents of " + path + " #" + std::to_string(call)}});
            m_sent.storeRelease(call + 1);
        }
        if (due >= m_total)
            m_tick.stop();
    }

    DemoGateway *m_demo;
    int m_sessions;
    qint64 m_total;
    double m_perMs;
    std::vector<std::string> m_runIds;
    std::vector<qint64> m_seq;
    QElapsedTimer m_clock;
    QTimer m_tick;
    QAtomicInteger<qint64> m_sent = 0;
};

} // namespace

int main(int argc, char *argv[]) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    const QStringList args = QApplication::arguments();
    const int seconds = args.size() > 1 ? args.at(1).toInt() : 60;
    const int sessions = args.size() > 2 ? args.at(2).toInt() : 50;
    const int rate = args.size() > 3 ? args.at(3).toInt() : 20;
    if (seconds <= 0 || sessions <= 0 || rate <= 0) {
        QTextStream(stderr) << "usage: bench_busy [SECONDS] [SESSIONS] [RATE]\n";
        return 2;
    }

    // The gateway in a thread of its own; no scenario plays, the driver is the only load.
    QTemporaryDir dir;
    bench::GatewayThread server;
    DemoGateway *demo = server.demo();
    LoadDriver *driver = nullptr;
    server.inGateway([&] { driver = new LoadDriver(demo, sessions, rate, seconds); });
    server.setBeforeStop([driver] { delete driver; });

    // The console: registry, connections and the Loops screen on screen, following the stream.
    core::ConnectionRegistry registry(dir.path());
    registry.setBuiltinDemo(demo->url().toString(), demo->token());
    gateway::ConnectionManager connections(&registry, dir.filePath(QStringLiteral("id.json")));
    ui::ActionRegistry actions;
    ui::ScreenContext screenContext;
    screenContext.actions = &actions;
    screenContext.connections = &connections;
    ui::LoopsScreen screen(screenContext);
    screen.resize(1280, 800);
    screen.show();
    qint64 judged = 0;
    qint64 outcomes = 0;
    ui::LoopSource *live = screen.liveSource();
    QObject::connect(live->monitor(), &core::LoopMonitor::callJudged, &screen, [&] { ++judged; });
    QObject::connect(live->monitor(), &core::LoopMonitor::outcomeRecorded, &screen,
                     [&] { ++outcomes; });
    const QString id = core::ConnectionRegistry::builtinDemoId();
    (void)connections.connectTo(id);
    {
        QEventLoop wait;
        QTimer poll;
        QObject::connect(&poll, &QTimer::timeout, &wait, [&] {
            if (demo->connectionCount() > 0 && connections.summary().connected > 0)
                wait.quit();
        });
        poll.start(5);
        QTimer::singleShot(30000, &wait, &QEventLoop::quit);
        wait.exec();
    }

    QEventLoop loop;
    bool selected = false;
    const QString shotDir = qEnvironmentVariable("TOOLGATE_SCREENSHOT_DIR");
    bool shot = false;
    const qint64 total = qint64(sessions) * rate * seconds;
    // Measure: a 5 ms probe's lateness is the event loop's stall.
    bench::StallProbe probe(&loop, [&] {
        if (!selected && !live->monitor()->sessionKeys().isEmpty()) {
            // The user picks one live run in the tree (its window, meters and verdicts follow
            // each call); the live source is the tree's only source.
            const QString session = live->monitor()->sessionKeys().constFirst();
            const QModelIndex run =
                screen.runModel()->runIndex(0, session, live->monitor()->runIds(session).value(0));
            if (run.isValid()) {
                screen.runView()->setCurrentIndex(run);
                selected = true;
            }
        }
        if (!shotDir.isEmpty() && !shot && probe.elapsedMs() >= seconds * 500) {
            // Halfway, a picture of the screen at a small laptop's size (docs/screenshots).
            shot = true;
            screen.resize(1024, 700);
            QApplication::processEvents();
            screen.grab().save(shotDir + QStringLiteral("/loops-busy-gateway.png"));
        }
        if (driver->done() && judged >= total && outcomes >= total)
            loop.quit();
    });
    bool logGaps = false;
    const double logGapsFrom = qEnvironmentVariable("TOOLGATE_BENCH_GAP_LOG_MS").toDouble(&logGaps);
    if (logGaps)
        probe.logGapsFrom(logGapsFrom);
    const double cpuBefore = bench::threadCpuMs();
    QElapsedTimer wall;
    wall.start();
    probe.start();
    QMetaObject::invokeMethod(driver, [driver] { driver->start(); });
    // A safety net, never the measurement: stop 30 s after the stream should have ended.
    QTimer::singleShot((seconds + 30) * 1000, &loop, &QEventLoop::quit);
    loop.exec();
    const double wallMs = double(wall.nsecsElapsed()) / 1e6;
    const double cpuMs = bench::threadCpuMs() - cpuBefore;
    const qint64 sent = driver->sent();

    connections.disconnectFrom(id);

    std::vector<double> sorted = probe.lateMs();
    std::sort(sorted.begin(), sorted.end());
    const auto at = [&sorted](double q) {
        return sorted.empty()
                   ? 0.0
                   : sorted[std::min(sorted.size() - 1, std::size_t(q * double(sorted.size())))];
    };
    const auto round1 = [](double v) { return std::round(v * 10) / 10; };
    // The worst gaps with what the console thread did in them: its CPU time, its wait in the
    // run queue for a core, its context switches and page faults (see ThreadUsage).
    core::Json worstGaps = core::Json::array();
    for (const bench::StallGap &gap : probe.worstGaps())
        worstGaps.push_back({{"ms", round1(gap.lateMs)},
                             {"atS", round1(double(gap.atMs) / 1000)},
                             {"cpuMs", round1(gap.cpuMs)},
                             {"runQueueMs", round1(gap.usage.runQueueMs)},
                             {"voluntary", gap.usage.voluntary},
                             {"involuntary", gap.usage.involuntary},
                             {"minorFaults", gap.usage.minorFaults},
                             {"majorFaults", gap.usage.majorFaults}});
    const core::Json summary{{"workload", "busy"},
                             {"ops", sent},
                             {"medianMs", round1(at(0.5))},
                             {"p99Ms", round1(at(0.99))},
                             {"opsPerSec", std::llround(double(sent) * 1000.0 / wallMs)},
                             {"worstStallMs", round1(sorted.empty() ? 0.0 : sorted.back())},
                             {"worstStallCpuMs", round1(probe.worstCpuMs())},
                             {"worstStallAtS", round1(double(probe.worstAtMs()) / 1000)},
                             {"busiestGapCpuMs", round1(probe.busiestGapCpuMs())},
                             {"cpuPercent", round1(100.0 * cpuMs / wallMs)},
                             {"sessions", sessions},
                             {"callsPerSessionPerSecond", rate},
                             {"seconds", round1(wallMs / 1000)},
                             {"sent", sent},
                             {"judged", judged},
                             {"outcomes", outcomes},
                             {"accounted", sent == total && judged == total && outcomes == total},
                             {"worstGaps", worstGaps},
                             {"load1", round1(load1())}};
    QTextStream(stdout) << QString::fromStdString(summary.dump()) << '\n';
    return summary["accounted"].get<bool>() ? 0 : 1;
}
