// SPDX-License-Identifier: MIT
#include "loops/loopreplay.h"

#include "loops/loopconfig.h"
#include "loops/loopdetector.h"
#include "loops/loophashing.h"

namespace toolgate::core {

std::vector<LoopVerdict> replayLoopTrace(const LoopTrace &trace, const LoopThresholds &thresholds) {
    std::vector<LoopVerdict> verdicts(trace.calls.size());
    // Off: OpenClaw neither detects nor records calls, so every verdict is "none".
    if (!isLoopDetectionEnabled(trace.config, trace.agentId))
        return verdicts;
    LoopDetector detector(thresholds);
    std::string toolCallId;
    for (size_t i = 0; i < trace.calls.size(); ++i) {
        const LoopTraceCall &c = trace.calls[i];
        const LoopCall call = LoopCall::make(c.tool, c.params, c.runId);
        toolCallId = "call_" + std::to_string(i + 1);
        verdicts[i] = detector.admit(call, toolCallId);
        if (verdicts[i].blocked)
            continue;
        const OutcomeHash outcome =
            hashToolOutcome(call.hash.toolName, c.params, c.hasError ? nullptr : &c.result,
                            c.hasError ? &c.error : nullptr);
        detector.recordOutcome(call, toolCallId, outcome);
    }
    return verdicts;
}

Json loopVerdictToJson(const LoopVerdict &verdict) {
    Json out = Json::object();
    out["level"] = std::string(loopLevelName(verdict.level));
    if (verdict.detector == LoopDetectorKind::None)
        out["detector"] = nullptr;
    else
        out["detector"] = std::string(loopDetectorName(verdict.detector));
    out["count"] = verdict.count;
    if (verdict.level == LoopLevel::None)
        out["message"] = nullptr;
    else
        out["message"] = verdict.message;
    out["emitted"] = verdict.emitted;
    out["blocked"] = verdict.blocked;
    return out;
}

} // namespace toolgate::core
