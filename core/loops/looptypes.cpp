// SPDX-License-Identifier: MIT
// The detector's names for its kinds and levels (the golden files' strings).
#include "loops/looptypes.h"

namespace toolgate::core {

std::string_view loopDetectorName(LoopDetectorKind kind) {
    switch (kind) {
    case LoopDetectorKind::None:
        return {};
    case LoopDetectorKind::UnknownToolRepeat:
        return "unknown_tool_repeat";
    case LoopDetectorKind::GlobalCircuitBreaker:
        return "global_circuit_breaker";
    case LoopDetectorKind::KnownPollNoProgress:
        return "known_poll_no_progress";
    case LoopDetectorKind::PingPong:
        return "ping_pong";
    case LoopDetectorKind::GenericRepeat:
        return "generic_repeat";
    case LoopDetectorKind::ArgumentChurn:
        return "argument_churn";
    }
    return {};
}

std::string_view loopLevelName(LoopLevel level) {
    switch (level) {
    case LoopLevel::None:
        return "none";
    case LoopLevel::Warning:
        return "warning";
    case LoopLevel::Critical:
        return "critical";
    }
    return "none";
}

} // namespace toolgate::core
