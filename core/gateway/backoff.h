// SPDX-License-Identifier: MIT
#pragma once

#include <QRandomGenerator>

namespace toolgate::gateway {

// Capped exponential backoff with jitter: attempt n waits about initial·2^(n-1), never more than
// max, spread by ±jitter so many consoles do not reconnect in lockstep.
class Backoff {
public:
    Backoff(int initialMs, int maxMs, double jitter,
            quint32 seed = QRandomGenerator::global()->generate());

    // Delay before the next attempt; counts the attempt.
    int next();
    void reset() { m_attempt = 0; }
    int attempt() const { return m_attempt; }

    // The delay without jitter for attempt n (1-based).
    int baseDelay(int attempt) const;

private:
    int m_initialMs;
    int m_maxMs;
    double m_jitter;
    int m_attempt = 0;
    QRandomGenerator m_random;
};

} // namespace toolgate::gateway
