// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

#include <array>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>
#include <utility>

namespace toolgate::core {

// The loop detector's tunables. The defaults are OpenClaw 2026.9.6's constants, which is what a
// gateway does; other values are a what-if for replays.
struct LoopThresholds {
    int window = 30;      // history records kept per session
    int warning = 10;     // warning level for polls, ping-pong, churn and plain repeats
    int critical = 20;    // blocking level for polls, ping-pong and repeated identical outcomes
    int breaker = 30;     // global circuit breaker on any no-progress streak
    int unknownTool = 10; // repeated calls of a missing tool before blocking
    int warningBucketSize = 10; // a steady warning surfaces once per bucket of this many calls
    int maxWarningKeys = 256;   // warning buckets remembered per session (oldest forgotten first)
    int churnMinPerVariant = 3; // calls per argument variant before churn counts it

    bool operator==(const LoopThresholds &) const = default;
};

// SHA-256 of a stable serialisation.
struct Digest {
    std::array<std::uint8_t, 32> bytes{};

    bool operator==(const Digest &o) const {
        // Scans mostly compare unequal digests, which almost always differ in the first word.
        std::uint64_t a[4];
        std::uint64_t b[4];
        std::memcpy(a, bytes.data(), 32);
        std::memcpy(b, o.bytes.data(), 32);
        return a[0] == b[0] && ((a[1] ^ b[1]) | (a[2] ^ b[2]) | (a[3] ^ b[3])) == 0;
    }
    bool operator!=(const Digest &o) const { return !(*this == o); }
    std::string hex() const;
};

// A cheap fingerprint of a string (keys, the digest memo's slot choice): one multiply per 8 bytes.
// Equal strings have equal fingerprints; users confirm equality by the text.
inline std::uint64_t stringKey(std::string_view s) {
    constexpr std::uint64_t k = 0x9e3779b97f4a7c15ull;
    std::uint64_t h = s.size() * k;
    const char *p = s.data();
    size_t left = s.size();
    for (; left >= 8; p += 8, left -= 8) {
        std::uint64_t w;
        std::memcpy(&w, p, 8);
        h = (h ^ w) * k;
        h ^= h >> 29;
    }
    if (left > 0) {
        std::uint64_t w = 0;
        std::memcpy(&w, p, left);
        h = (h ^ w) * k;
    }
    h ^= h >> 32;
    h *= 0xbf58476d1ce4e5b9ull;
    return h ^ (h >> 29);
}

// Equality of short strings (keys, tool names, run ids): an inline loop beats a memcmp call in
// the detector's scans.
inline bool equalShort(std::string_view a, std::string_view b) {
    if (a.size() != b.size())
        return false;
    for (size_t i = 0; i < a.size(); ++i) {
        if (a[i] != b[i])
            return false;
    }
    return true;
}

// A string with its fingerprint (tool names, run ids), compared key first.
struct KeyedString {
    std::string text;
    std::uint64_t key = stringKey({});

    KeyedString() = default;
    explicit KeyedString(std::string value)
        : text(std::move(value))
        , key(stringKey(text)) {}
    bool operator==(const KeyedString &o) const { return key == o.key && equalShort(text, o.text); }
    bool operator!=(const KeyedString &o) const { return !(*this == o); }
};

// OpenClaw's call hash `<toolName>:<sha256(stableStringify(params))>`, kept as its two parts.
struct CallHash {
    KeyedString tool;
    Digest digest;

    const std::string &toolName() const { return tool.text; }
    bool operator==(const CallHash &o) const { return digest == o.digest && tool == o.tool; }
    bool operator!=(const CallHash &o) const { return !(*this == o); }
    std::string text() const { return tool.text + ':' + digest.hex(); } // OpenClaw's string form
    // The same identity with the digest as raw bytes (cheaper for internal keys).
    void appendCompact(std::string &out) const {
        out += tool.text;
        out += ':';
        out.append(reinterpret_cast<const char *>(digest.bytes.data()), digest.bytes.size());
    }
};

enum class OutcomeKind : std::uint8_t { None, ToolLoopVeto, TerminalExecFailure };

// What OpenClaw's hashToolOutcome records about one finished call.
struct OutcomeHash {
    bool hasResult = false; // a resultHash exists
    bool isError = false;   // the resultHash is "error:<digest>"
    Digest result;
    OutcomeKind kind = OutcomeKind::None;
    bool hasFailureIdentity = false;
    Digest failureIdentity;
    bool noProgress = false;
    std::string unknownToolName; // empty = none

    bool isRecordable() const { return hasResult || kind != OutcomeKind::None; }
    bool sameResult(const OutcomeHash &o) const {
        return hasResult == o.hasResult && isError == o.isError &&
               (!hasResult || result == o.result);
    }
    std::string resultText() const; // "none", "<hex>" or "error:<hex>"
};

// One entry of a session's history (OpenClaw's ToolCallRecord).
struct LoopRecord {
    CallHash call;
    std::string toolCallId;
    KeyedString runId;          // normalised (trimmed); empty = no run
    std::uint32_t runSlot = 0;  // the detector's number for runId (cheap comparisons)
    std::uint32_t toolSlot = 0; // the detector's number for call.tool
    bool hasOutcome = false;
    OutcomeHash outcome;
};

enum class LoopLevel : std::uint8_t { None, Warning, Critical };

enum class LoopDetectorKind : std::uint8_t {
    None,
    UnknownToolRepeat,
    GlobalCircuitBreaker,
    KnownPollNoProgress,
    PingPong,
    GenericRepeat,
    ArgumentChurn,
};

// OpenClaw's snake_case names (`generic_repeat`, …); empty for None.
std::string_view loopDetectorName(LoopDetectorKind kind);
std::string_view loopLevelName(LoopLevel level);

// The verdict on one call, judged on the history before it.
struct LoopVerdict {
    LoopLevel level = LoopLevel::None;
    LoopDetectorKind detector = LoopDetectorKind::None;
    int count = 0;
    std::string message;    // exact OpenClaw text; empty for None
    std::string warningKey; // warnings only: OpenClaw's key before the run prefix, digests raw
    bool emitted = false;   // the warning surfaced (its bucket rose)
    bool blocked = false;   // the call did not run (critical)
};

// Every detector's count for a prospective call: what a UI meter shows next to its threshold.
struct LoopCounts {
    int unknownToolStreak = 0;
    int noProgressStreak = 0; // drives generic_repeat critical, known_poll and the breaker
    int pingPong = 0;
    bool pingPongNoProgress = false;
    int argumentChurn = 0;
    int argumentChurnVariants = 0;
    int recentRepeats = 0; // same tool and arguments in the window (generic_repeat warning)
    bool knownPoll = false;
};

} // namespace toolgate::core
