// SPDX-License-Identifier: MIT
// What the GUI benchmarks share: the demo gateway in a thread of its own (as a separate gateway
// process would be) and a 5 ms probe timer whose lateness is the console's event-loop stall.
#pragma once

#include "gateway/demo/demogateway.h"
#include "gateway/demo/demoscenario.h"

#include <QElapsedTimer>
#include <QObject>
#include <QThread>
#include <QTimer>

#include <algorithm>
#include <ctime>
#include <functional>
#include <vector>

namespace toolgate::bench {

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

// A 5 ms timer on the console's event loop: how late each tick fires is how long the loop was
// stalled. Each tick records its lateness and the thread's CPU time since the previous tick (work
// of ours, rather than waiting for a core on a loaded machine), then calls `onTick`.
class StallProbe final {
public:
    static constexpr int kIntervalMs = 5;

    StallProbe(QObject *context, std::function<void()> onTick)
        : m_onTick(std::move(onTick)) {
        m_timer.setTimerType(Qt::PreciseTimer);
        QObject::connect(&m_timer, &QTimer::timeout, context, [this] { tick(); });
    }
    void start() {
        m_cpuAtTick = threadCpuMs();
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
        m_cpuAtTick = cpu;
        m_onTick();
    }

    std::function<void()> m_onTick;
    QTimer m_timer;
    QElapsedTimer m_sinceTick;
    QElapsedTimer m_clock;
    std::vector<double> m_late;
    double m_cpuAtTick = 0;
    double m_worst = 0;
    double m_worstCpu = 0;
    double m_busiestCpu = 0;
    qint64 m_worstAt = 0;
};

} // namespace toolgate::bench
