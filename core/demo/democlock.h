// SPDX-License-Identifier: MIT
#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QTimer>

#include <functional>
#include <map>

namespace toolgate::gateway::demo {

// The demo gateway's only source of time. Everything that happens "later" (scripted tool calls,
// approval expiry, tick events) is scheduled here in virtual milliseconds, so one scenario plays
// in real time (scale 1), accelerated (scale N), or stepped by hand in tests (Manual) without a
// single sleep. nowMs() is epoch milliseconds as the wire shows them (createdAtMs, ts, ...).
class DemoClock final : public QObject {
    Q_OBJECT

public:
    enum class Mode { Scaled, Manual };
    using TimerId = quint64;

    explicit DemoClock(QObject *parent = nullptr);

    Mode mode() const { return m_mode; }
    void setMode(Mode mode);
    double timeScale() const { return m_scale; }
    // Virtual milliseconds per real millisecond in Scaled mode (> 0).
    void setTimeScale(double scale);

    qint64 nowMs() const;

    // Runs `fn` once `delayMs` virtual ms from now, unless cancelled or `context` is destroyed.
    TimerId schedule(qint64 delayMs, QObject *context, std::function<void()> fn);
    void cancel(TimerId id);
    bool hasPending() const { return !m_queue.empty(); }
    // Virtual time of the earliest pending timer, or -1.
    qint64 nextDueMs() const;

    // Manual mode: jump to the earliest pending timer and run everything due then. Returns false
    // when nothing is pending.
    bool advanceToNext();
    // Manual mode: move time forward, running every timer that falls due on the way.
    void advanceBy(qint64 ms);

private:
    struct Entry {
        QPointer<QObject> context;
        std::function<void()> fn;
    };
    using Key = std::pair<qint64, TimerId>; // (due, insertion order) keeps equal due times FIFO

    void rebase();
    void rearm();
    void runDue(qint64 upTo);

    Mode m_mode = Mode::Scaled;
    double m_scale = 1.0;
    qint64 m_baseVirtualMs = 0; // virtual time at the moment m_real was (re)started
    qint64 m_manualNowMs = 0;
    QElapsedTimer m_real;
    QTimer m_timer;
    TimerId m_nextId = 1;
    std::map<Key, Entry> m_queue;
    std::map<TimerId, Key> m_keys;
};

} // namespace toolgate::gateway::demo
