// SPDX-License-Identifier: MIT
#pragma once

#include <QElapsedTimer>
#include <QTimer>

#include <functional>

namespace toolgate::core {

// Tells of a stream of changes at most once per interval: the first change at once, the ones
// within the next interval together at its end. A busy gateway changes a live view a thousand
// times a second; a person reads it ten times a second, and every notice costs a repaint.
class ChangeThrottle final {
public:
    ChangeThrottle(qint64 intervalMs, QObject *context, std::function<void()> tell);

    // A change happened: notify now, or at the end of the current interval.
    void changed();
    // Whether a notice is still due (at the end of the current interval).
    bool pending() const { return m_due.isActive(); }
    // Gives a due notice now (before what it refers to goes away).
    void flush();

private:
    void notify();

    qint64 m_intervalMs;
    std::function<void()> m_notify;
    QElapsedTimer m_last;
    QTimer m_due;
};

} // namespace toolgate::core
