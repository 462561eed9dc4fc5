// SPDX-License-Identifier: MIT
#pragma once

#include "loops/loophistory.h"
#include "loops/looptypes.h"
#include "util/json.h"

#include <deque>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace toolgate::core {

class DigestMemo;

// One prospective tool call, hashed once and reused by detection and recording.
struct LoopCall {
    CallHash hash; // normalised tool name + argument digest
    bool knownPoll = false;
    KeyedString runId;        // normalised (trimmed); empty = no run
    std::string warningRunId; // the run id as given, prefixing warning keys when non-empty

    // Prepares a call the way OpenClaw does: normalizeToolPolicyName(name || "tool"), the call
    // hash of `params`, the known-poll flag and the run id.
    static LoopCall make(std::string_view rawToolName, const Json &params, std::string_view runId,
                         DigestMemo *memo = nullptr);
};

// OpenClaw 2026.9.6's tool-loop detector for ONE session: the bounded history of tool calls
// (shared by all runs of the session; detection only looks at records of the call's run), the
// six detectors in OpenClaw's decision order, and the warning buckets that decide when a warning
// surfaces. A value type: no I/O, no signals, not thread-safe (one owner at a time).
class LoopDetector final {
public:
    explicit LoopDetector(const LoopThresholds &thresholds = {});

    const LoopThresholds &thresholds() const { return m_thresholds; }

    // Every detector's count for `call` against the current history (nothing is changed).
    LoopCounts counts(const LoopCall &call) const;

    // The verdict for `call` against the current history; `emitted` is left false because it
    // depends on the warning buckets (see admit()).
    LoopVerdict evaluate(const LoopCall &call) const;

    // OpenClaw's single-call admission: evaluate, then for a warning decide whether it surfaces
    // (bucket rose), then record the call — or, when critical, record the veto instead.
    LoopVerdict admit(const LoopCall &call, std::string_view toolCallId);

    // Appends a call record (its outcome comes later).
    void recordCall(const LoopCall &call, std::string_view toolCallId);

    // Attaches an outcome to the newest matching pending record of the same run (same tool call
    // id when given, same call hash), or appends a new record when none is pending. Outcomes
    // with neither hash nor kind are ignored, as OpenClaw does.
    void recordOutcome(const LoopCall &call, std::string_view toolCallId,
                       const OutcomeHash &outcome);

    const LoopHistory &history() const { return m_history; }
    int rememberedWarningKeys() const { return static_cast<int>(m_bucketOrder.size()); }

private:
    struct Streak {
        int count = 0;
        const LoopRecord *latest = nullptr;
    };
    struct PingPong {
        int count = 0;
        bool noProgressEvidence = false;
        const LoopRecord *paired = nullptr;
    };
    struct Churn {
        int count = 0;
        int variants = 0;
    };

    std::uint32_t runSlot(const KeyedString &runId) const;
    void selectScope(const KeyedString &runId) const;
    Streak noProgressStreak(const CallHash &hash, bool terminalExecFailuresOnly) const;
    Streak noProgress(const CallHash &hash) const;
    int unknownToolStreak(const KeyedString &tool, std::string &name) const;
    PingPong pingPong(const CallHash &current) const;
    Churn argumentChurn(const CallHash &current) const;
    int recentCount(const CallHash &current) const;
    LoopVerdict decide(const LoopCall &call) const;
    bool shouldEmitWarning(const std::string &key, int count);
    LoopRecord &appendRecord(const LoopCall &call, std::string_view toolCallId, std::uint32_t slot);

    LoopThresholds m_thresholds;
    LoopHistory m_history;
    std::unordered_map<std::string, int> m_buckets;
    std::deque<std::string> m_bucketOrder; // insertion order, oldest first (evicted first)
    mutable std::vector<const LoopRecord *> m_scope; // records of the run being judged
    mutable std::unordered_map<std::string, std::uint32_t> m_runSlots;
    mutable bool m_hasLastRun = false; // one-entry cache in front of m_runSlots
    mutable KeyedString m_lastRun;
    mutable std::uint32_t m_lastRunSlot = 0;
};

} // namespace toolgate::core
