// SPDX-License-Identifier: MIT
#include "loops/loopreplayer.h"

#include "loops/loopconfig.h"

#include <charconv>

namespace toolgate::core {

LoopReplayer::LoopReplayer(const Json &config, const std::string &agentId,
                           const LoopThresholds &thresholds)
    : m_enabled(isLoopDetectionEnabled(config, agentId))
    , m_detector(thresholds) {}

LoopVerdict LoopReplayer::step(const LoopTraceCall &c) {
    ++m_calls;
    if (!m_enabled)
        return {};
    const LoopCall call = LoopCall::make(c.tool, c.params, c.runId, &m_memo);
    char digits[16];
    const auto end = std::to_chars(digits, digits + sizeof digits, m_calls).ptr;
    m_toolCallId.assign("call_");
    m_toolCallId.append(digits, end);
    LoopVerdict verdict = m_detector.admit(call, m_toolCallId);
    if (!verdict.blocked) {
        const OutcomeHash outcome =
            hashToolOutcome(call.hash.toolName(), c.params, c.hasError ? nullptr : &c.result,
                            c.hasError ? &c.error : nullptr, &m_memo);
        m_detector.recordOutcome(call, m_toolCallId, outcome);
    }
    return verdict;
}

} // namespace toolgate::core
