// SPDX-License-Identifier: MIT
#pragma once

#include "loops/loophistory.h"
#include "loops/looptypes.h"
#include "loops/slotinterner.h"
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

private:
    // A call as the scans see it: interned tool number plus argument digest.
    struct CallKey {
        std::uint32_t tool = 0;
        std::uint32_t run = 0;
        const Digest *digest = nullptr;
        bool exec = false; // the tool is exec (terminal failures may repeat across arguments)
        bool matches(const LoopRecord &r) const {
            return r.toolSlot == tool && r.call.digest == *digest;
        }
    };
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

    CallKey keyOf(const LoopCall &call) const;
    void selectScope(const CallKey &key) const;
    Streak noProgressStreak(const CallKey &key, bool terminalExecFailuresOnly) const;
    Streak noProgress(const CallKey &key) const;
    int unknownToolStreak(std::uint32_t tool, std::string &name) const;
    PingPong pingPong(const CallKey &current) const;
    Churn argumentChurn(const CallKey &current) const;
    int recentCount(const CallKey &current) const;
    LoopVerdict decide(const LoopCall &call, const CallKey &key) const;
    bool shouldEmitWarning(const std::string &key, int count);
    LoopRecord &appendRecord(const LoopCall &call, const CallKey &key, std::string_view toolCallId);
    void recordOutcome(const LoopCall &call, const CallKey &key, std::string_view toolCallId,
                       const OutcomeHash &outcome);

    LoopThresholds m_thresholds;
    LoopHistory m_history;
    struct KeyHash {
        size_t operator()(const std::string &key) const { return stringKey(key); }
    };
    std::unordered_map<std::string, int, KeyHash> m_buckets;
    std::deque<std::string> m_bucketOrder; // insertion order, oldest first (evicted first)
    std::string m_bucketKey;               // reused buffer for a warning's bucket key
    mutable std::string m_keyParts[2];     // reused buffers for a ping-pong pair's key
    mutable std::vector<const LoopRecord *> m_scope; // records of the run being judged
    mutable int m_scopeSameTool = 0; // records in the scope with the judged call's tool ...
    mutable int m_scopeSameCall = 0; // ... and also its arguments
    mutable SlotInterner m_runs;
    mutable SlotInterner m_tools;
};

} // namespace toolgate::core
