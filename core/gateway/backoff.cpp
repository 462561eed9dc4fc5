// SPDX-License-Identifier: MIT
#include "gateway/backoff.h"

#include <algorithm>
#include <cmath>

namespace toolgate::gateway {

Backoff::Backoff(int initialMs, int maxMs, double jitter, quint32 seed)
    : m_initialMs(std::max(1, initialMs))
    , m_maxMs(std::max(m_initialMs, maxMs))
    , m_jitter(std::clamp(jitter, 0.0, 1.0))
    , m_random(seed) {}

int Backoff::baseDelay(int attempt) const {
    const int exponent = std::clamp(attempt - 1, 0, 30);
    const double delay = static_cast<double>(m_initialMs) * std::pow(2.0, exponent);
    return static_cast<int>(std::min(delay, static_cast<double>(m_maxMs)));
}

int Backoff::next() {
    ++m_attempt;
    const double base = baseDelay(m_attempt);
    const double spread = (m_random.generateDouble() * 2.0 - 1.0) * m_jitter;
    const double delay = std::clamp(base * (1.0 + spread), 1.0, static_cast<double>(m_maxMs));
    return static_cast<int>(delay);
}

} // namespace toolgate::gateway
