// SPDX-License-Identifier: MIT
#include "models/changethrottle.h"

namespace toolgate::core {

ChangeThrottle::ChangeThrottle(qint64 intervalMs, QObject *context, std::function<void()> tell)
    : m_intervalMs(intervalMs)
    , m_notify(std::move(tell)) {
    m_due.setSingleShot(true);
    QObject::connect(&m_due, &QTimer::timeout, context, [this] { notify(); });
}

void ChangeThrottle::changed() {
    if (m_due.isActive())
        return;
    if (!m_last.isValid() || m_last.elapsed() >= m_intervalMs) {
        notify();
        return;
    }
    m_due.start(static_cast<int>(m_intervalMs - m_last.elapsed()));
}

void ChangeThrottle::flush() {
    if (m_due.isActive())
        notify();
}

void ChangeThrottle::notify() {
    m_due.stop();
    m_last.start();
    m_notify();
}

} // namespace toolgate::core
