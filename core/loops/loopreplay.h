// SPDX-License-Identifier: MIT
#pragma once

#include "loops/looptrace.h"
#include "loops/looptypes.h"
#include "util/json.h"

#include <vector>

namespace toolgate::core {

// Replays a trace the way the reference runner drives OpenClaw: one fresh session, each call
// admitted on its own (tool call id `call_<n>`), the result or error recorded as its outcome;
// nothing is detected when the trace's config leaves loop detection off. One verdict per call.
std::vector<LoopVerdict> replayLoopTrace(const LoopTrace &trace,
                                         const LoopThresholds &thresholds = {});

// `{"level","detector","count","message","emitted","blocked"}` (golden format §2.3).
Json loopVerdictToJson(const LoopVerdict &verdict);

} // namespace toolgate::core
