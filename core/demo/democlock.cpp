// SPDX-License-Identifier: MIT
#include "demo/democlock.h"

#include <QDateTime>

#include <cmath>

namespace toolgate::gateway::demo {

DemoClock::DemoClock(QObject *parent)
    : QObject(parent) {
    m_baseVirtualMs = QDateTime::currentMSecsSinceEpoch();
    m_manualNowMs = m_baseVirtualMs;
    m_real.start();
    m_timer.setSingleShot(true);
    m_timer.setTimerType(Qt::PreciseTimer);
    connect(&m_timer, &QTimer::timeout, this, [this] {
        runDue(nowMs());
        rearm();
    });
}

void DemoClock::setMode(Mode mode) {
    if (mode == m_mode)
        return;
    const qint64 now = nowMs();
    m_mode = mode;
    m_manualNowMs = now;
    m_baseVirtualMs = now;
    m_real.restart();
    rearm();
}

void DemoClock::setTimeScale(double scale) {
    if (!(scale > 0.0))
        return;
    rebase();
    m_scale = scale;
    rearm();
}

qint64 DemoClock::nowMs() const {
    if (m_mode == Mode::Manual)
        return m_manualNowMs;
    return m_baseVirtualMs +
           static_cast<qint64>(static_cast<double>(m_real.nsecsElapsed()) * m_scale / 1e6);
}

DemoClock::TimerId DemoClock::schedule(qint64 delayMs, QObject *context, std::function<void()> fn) {
    const TimerId id = m_nextId++;
    const Key key{nowMs() + std::max<qint64>(0, delayMs), id};
    m_queue.emplace(key, Entry{QPointer<QObject>(context), std::move(fn)});
    m_keys.emplace(id, key);
    rearm();
    return id;
}

void DemoClock::cancel(TimerId id) {
    const auto it = m_keys.find(id);
    if (it == m_keys.end())
        return;
    m_queue.erase(it->second);
    m_keys.erase(it);
    rearm();
}

qint64 DemoClock::nextDueMs() const {
    return m_queue.empty() ? -1 : m_queue.begin()->first.first;
}

bool DemoClock::advanceToNext() {
    if (m_mode != Mode::Manual || m_queue.empty())
        return false;
    const qint64 due = m_queue.begin()->first.first;
    m_manualNowMs = std::max(m_manualNowMs, due);
    runDue(m_manualNowMs);
    return true;
}

void DemoClock::advanceBy(qint64 ms) {
    if (m_mode != Mode::Manual)
        return;
    const qint64 target = m_manualNowMs + std::max<qint64>(0, ms);
    while (!m_queue.empty() && m_queue.begin()->first.first <= target) {
        m_manualNowMs = std::max(m_manualNowMs, m_queue.begin()->first.first);
        runDue(m_manualNowMs);
    }
    m_manualNowMs = target;
}

void DemoClock::rebase() {
    if (m_mode == Mode::Manual)
        return;
    m_baseVirtualMs = nowMs();
    m_real.restart();
}

void DemoClock::rearm() {
    if (m_mode == Mode::Manual || m_queue.empty()) {
        m_timer.stop();
        return;
    }
    const qint64 wait = std::max<qint64>(0, m_queue.begin()->first.first - nowMs());
    const auto realWait = static_cast<qint64>(std::ceil(static_cast<double>(wait) / m_scale));
    m_timer.start(static_cast<int>(std::min<qint64>(realWait, 24 * 3600 * 1000)));
}

void DemoClock::runDue(qint64 upTo) {
    // A callback may schedule or cancel others; take one entry at a time.
    while (!m_queue.empty() && m_queue.begin()->first.first <= upTo) {
        auto node = m_queue.extract(m_queue.begin());
        m_keys.erase(node.key().second);
        if (node.mapped().context)
            node.mapped().fn();
    }
}

} // namespace toolgate::gateway::demo
