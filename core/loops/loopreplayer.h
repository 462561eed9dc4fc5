// SPDX-License-Identifier: MIT
#pragma once

#include "loops/loopdetector.h"
#include "loops/loophashing.h"
#include "loops/looptrace.h"
#include "loops/looptypes.h"

#include <string>

namespace toolgate::core {

// Drives one fresh session through a trace's calls, one call at a time, the way the reference
// runner drives OpenClaw: admit (tool call id `call_<n>`), then — unless vetoed — record the
// result or error as the call's outcome. Nothing is detected or recorded when the trace's config
// leaves loop detection off (every verdict is "none").
class LoopReplayer final {
public:
    LoopReplayer(const Json &config, const std::string &agentId,
                 const LoopThresholds &thresholds = {});

    bool isEnabled() const { return m_enabled; }
    LoopVerdict step(const LoopTraceCall &call);
    const LoopDetector &detector() const { return m_detector; }

private:
    bool m_enabled;
    int m_calls = 0;
    LoopDetector m_detector;
    DigestMemo m_memo;
    std::string m_toolCallId;
};

} // namespace toolgate::core
