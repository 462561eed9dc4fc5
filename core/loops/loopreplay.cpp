// SPDX-License-Identifier: MIT
#include "loops/loopreplay.h"

#include "loops/loopreplayer.h"

namespace toolgate::core {

std::vector<LoopVerdict> replayLoopTrace(const LoopTrace &trace, const LoopThresholds &thresholds) {
    LoopReplayer replayer(trace.config, trace.agentId, thresholds);
    std::vector<LoopVerdict> verdicts;
    verdicts.reserve(trace.calls.size());
    for (const LoopTraceCall &call : trace.calls)
        verdicts.push_back(replayer.step(call));
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
