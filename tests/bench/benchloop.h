// SPDX-License-Identifier: MIT
// What the GUI benchmarks share: the demo gateway in a thread of its own (as a separate gateway
// process would be) and a 5 ms probe timer whose lateness is the console's event-loop stall.
#pragma once

#include "demo/demogateway.h"
#include "demo/demoscenario.h"

#include <QElapsedTimer>
#include <QObject>
#include <QTextStream>
#include <QThread>
#include <QTimer>

#include <fcntl.h>
#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <functional>
#include <vector>

namespace toolgate::bench {

// CLOCK_MONOTONIC in seconds: what `perf record -k CLOCK_MONOTONIC` stamps its samples with.
inline double monotonicS() {
    timespec now{};
    clock_gettime(CLOCK_MONOTONIC, &now);
    return static_cast<double>(now.tv_sec) + (static_cast<double>(now.tv_nsec) / 1e9);
}

// The calling thread's own CPU time in ms (not the gateway thread's).
inline double threadCpuMs() {
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return (static_cast<double>(now.tv_sec) * 1e3) + (static_cast<double>(now.tv_nsec) / 1e6);
}

// The demo gateway (no scenario playing) started in a thread of its own; `inGateway` runs code
// there, blocking until it is done. Stops and joins on destruction.
class GatewayThread final {
public:
    GatewayThread()
        : m_thread(new QThread)
        , m_context(new QObject) {
        m_thread->start();
        m_context->moveToThread(m_thread);
        inGateway([this] {
            m_demo = new gateway::demo::DemoGateway;
            m_demo->setScenario(
                gateway::demo::resolveDemoScenario(QStringLiteral("everyday-coding")).value());
            m_demo->setAutoPlay(false);
            (void)m_demo->start();
        });
    }
    ~GatewayThread() {
        inGateway([this] {
            if (m_beforeStop)
                m_beforeStop();
            delete m_demo;
        });
        delete m_context;
        m_thread->quit();
        m_thread->wait();
        delete m_thread;
    }
    GatewayThread(const GatewayThread &) = delete;
    GatewayThread &operator=(const GatewayThread &) = delete;

    gateway::demo::DemoGateway *demo() const { return m_demo; }
    QObject *context() const { return m_context; }
    void inGateway(const std::function<void()> &work) {
        QMetaObject::invokeMethod(m_context, work, Qt::BlockingQueuedConnection);
    }
    // Runs in the gateway thread just before the gateway is deleted (what lives there with it).
    void setBeforeStop(std::function<void()> beforeStop) { m_beforeStop = std::move(beforeStop); }

private:
    QThread *m_thread;
    QObject *m_context;
    gateway::demo::DemoGateway *m_demo = nullptr;
    std::function<void()> m_beforeStop;
};

// What the calling thread did between two instants: context switches it asked for (it slept:
// poll, a lock, a blocking call), ones forced on it (preempted), page faults (major ones read the
// disk), and how long it waited in the run queue for a core (the kernel's schedstat). A gap that
// is neither CPU time, nor run-queue wait, nor a sleep the thread asked for was invisible to this
// kernel: on a virtual machine, the host not running the virtual CPU.
struct ThreadUsage {
    long voluntary = 0;
    long involuntary = 0;
    long minorFaults = 0;
    long majorFaults = 0;
    double runQueueMs = 0;

    // `schedstat` is the thread's open /proc/thread-self/schedstat, or -1.
    static ThreadUsage now(int schedstat) {
        rusage usage{};
        getrusage(RUSAGE_THREAD, &usage);
        return {usage.ru_nvcsw, usage.ru_nivcsw, usage.ru_minflt, usage.ru_majflt,
                runQueueWaitMs(schedstat)};
    }
    ThreadUsage operator-(const ThreadUsage &before) const {
        return {voluntary - before.voluntary, involuntary - before.involuntary,
                minorFaults - before.minorFaults, majorFaults - before.majorFaults,
                runQueueMs - before.runQueueMs};
    }

private:
    // "<cpu ns> <run-queue wait ns> <slices>"; 0 where the kernel has no schedstat.
    static double runQueueWaitMs(int schedstat) {
        char text[96] = {};
        if (schedstat < 0 || pread(schedstat, text, sizeof text - 1, 0) <= 0)
            return 0;
        unsigned long long ranNs = 0;
        unsigned long long waitedNs = 0;
        if (std::sscanf(text, "%llu %llu", &ranNs, &waitedNs) != 2)
            return 0;
        return static_cast<double>(waitedNs) / 1e6;
    }
};

// One gap between probe ticks: how late the tick was, when it ended (ms after start), the
// thread's CPU time inside it and what else the thread did meanwhile.
struct StallGap {
    double lateMs = 0;
    qint64 atMs = 0;
    double cpuMs = 0;
    ThreadUsage usage;
};

// A 5 ms timer on the console's event loop: how late each tick fires is how long the loop was
// stalled. Each tick records its lateness and the thread's CPU time since the previous tick (work
// of ours, rather than waiting for a core on a loaded machine), then calls `onTick`.
class StallProbe final {
public:
    static constexpr int kIntervalMs = 5;
    // How many of the worst gaps are kept with their details.
    static constexpr std::size_t kWorstKept = 5;

    StallProbe(QObject *context, std::function<void()> onTick)
        : m_onTick(std::move(onTick)) {
        m_timer.setTimerType(Qt::PreciseTimer);
        QObject::connect(&m_timer, &QTimer::timeout, context, [this] { tick(); });
    }
    ~StallProbe() {
        if (m_schedstat >= 0)
            close(m_schedstat);
    }
    StallProbe(const StallProbe &) = delete;
    StallProbe &operator=(const StallProbe &) = delete;
    void start() {
        if (m_logFromMs >= 0)
            QTextStream(stderr) << "probe start " << QString::number(monotonicS(), 'f', 6) << '\n';
        m_cpuAtTick = threadCpuMs();
        if (m_schedstat < 0)
            m_schedstat = open("/proc/thread-self/schedstat", O_RDONLY | O_CLOEXEC);
        m_usageAtTick = ThreadUsage::now(m_schedstat);
        m_clock.start();
        m_sinceTick.start();
        m_timer.start(kIntervalMs);
    }
    const std::vector<double> &lateMs() const { return m_late; }
    double worstMs() const { return m_worst; }
    // The CPU time inside the worst gap, and the most spent inside any one gap.
    double worstCpuMs() const { return m_worstCpu; }
    double busiestGapCpuMs() const { return m_busiestCpu; }
    // When the worst gap ended, in ms after start().
    qint64 worstAtMs() const { return m_worstAt; }
    qint64 elapsedMs() const { return m_clock.isValid() ? m_clock.elapsed() : 0; }
    // The worst gaps, worst first.
    const std::vector<StallGap> &worstGaps() const { return m_worstGaps; }
    // Writes each gap late by at least `minLateMs` to stderr as it ends, stamped with
    // CLOCK_MONOTONIC, to find it in a `perf record -k CLOCK_MONOTONIC` profile.
    void logGapsFrom(double minLateMs) { m_logFromMs = minLateMs; }

private:
    void tick() {
        const double late =
            std::max(0.0, double(m_sinceTick.nsecsElapsed()) / 1e6 - double(kIntervalMs));
        m_sinceTick.restart();
        const double cpu = threadCpuMs();
        m_late.push_back(late);
        if (late > m_worst) {
            m_worst = late;
            m_worstCpu = cpu - m_cpuAtTick;
            m_worstAt = elapsedMs();
        }
        m_busiestCpu = std::max(m_busiestCpu, cpu - m_cpuAtTick);
        const ThreadUsage usage = ThreadUsage::now(m_schedstat);
        const StallGap gap{late, elapsedMs(), cpu - m_cpuAtTick, usage - m_usageAtTick};
        keepIfWorst(gap);
        if (m_logFromMs >= 0 && late >= m_logFromMs)
            logGap(gap);
        m_usageAtTick = usage;
        m_cpuAtTick = cpu;
        m_onTick();
    }

    void keepIfWorst(const StallGap &gap) {
        if (m_worstGaps.size() == kWorstKept && gap.lateMs <= m_worstGaps.back().lateMs)
            return;
        const auto at =
            std::find_if(m_worstGaps.begin(), m_worstGaps.end(),
                         [&gap](const StallGap &kept) { return kept.lateMs < gap.lateMs; });
        m_worstGaps.insert(at, gap);
        if (m_worstGaps.size() > kWorstKept)
            m_worstGaps.pop_back();
    }

    static void logGap(const StallGap &gap) {
        QTextStream(stderr) << "gap end " << QString::number(monotonicS(), 'f', 6) << " late "
                            << gap.lateMs << " ms, cpu " << gap.cpuMs << " ms, voluntary "
                            << gap.usage.voluntary << ", involuntary " << gap.usage.involuntary
                            << ", run queue " << gap.usage.runQueueMs << " ms, minor faults "
                            << gap.usage.minorFaults << '\n';
    }

    std::function<void()> m_onTick;
    QTimer m_timer;
    QElapsedTimer m_sinceTick;
    QElapsedTimer m_clock;
    std::vector<double> m_late;
    double m_cpuAtTick = 0;
    int m_schedstat = -1; // the console thread's schedstat, kept open (a read is one pread)
    ThreadUsage m_usageAtTick;
    std::vector<StallGap> m_worstGaps;
    double m_logFromMs = -1;
    double m_worst = 0;
    double m_worstCpu = 0;
    double m_busiestCpu = 0;
    qint64 m_worstAt = 0;
};

} // namespace toolgate::bench
