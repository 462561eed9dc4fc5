// SPDX-License-Identifier: MIT
#pragma once

#include "loops/looptypes.h"
#include "util/json.h"

#include <string>
#include <string_view>
#include <vector>

namespace toolgate::core {

// The hashing half of OpenClaw's tool-loop detector (2026.9.6): call hashes, outcome hashes and
// the text canonicalisation they rely on. Pure functions; the digests equal OpenClaw's SHA-256
// hex digests byte for byte.

Digest sha256Digest(std::string_view bytes);

// A bounded memo of SHA-256 digests by exact input bytes. Loops repeat the same arguments and
// outcomes, so one memo per session (or replay) saves most SHA-256 work without changing a single
// digest: a direct-mapped table whose slots keep their buffers, so steady use allocates nothing.
// Small by default: a lookup that misses the CPU cache costs about as much as the SHA-256 it
// saves, and repeats are recent. Not thread-safe.
class DigestMemo final {
public:
    explicit DigestMemo(size_t slotsPowerOfTwo = 512);
    Digest digest(std::string_view bytes);
    int hits() const { return m_hits; }
    int misses() const { return m_misses; }

private:
    struct Slot {
        std::uint64_t hash = 0;
        bool used = false;
        std::string bytes;
        Digest digest;
    };
    std::vector<Slot> m_slots;
    size_t m_mask;
    int m_hits = 0;
    int m_misses = 0;
};

// SHA-256 of stableStringify(value) (the call-hash digest).
Digest digestStable(const Json &value);

// SHA-256 of stableStringify(value) with external-content nonces canonicalised in every string
// (the outcome digest).
Digest digestOutcome(const Json &value);

// `<toolName>:<digest of params>`; `toolName` must already be normalised.
CallHash hashToolCall(std::string toolName, const Json &params, DigestMemo *memo = nullptr);

// The tool name OpenClaw uses everywhere: normalizeToolPolicyName(name || "tool").
std::string loopToolName(std::string_view rawName);

// command_status, or process with action poll/log.
bool isKnownPollToolCall(std::string_view toolName, const Json &params);

// OpenClaw's hashToolOutcome. Exactly one of `result` / `errorMessage` is non-null; an error is
// the message of the Error the tool threw.
OutcomeHash hashToolOutcome(std::string_view toolName, const Json &params, const Json *result,
                            const std::string *errorMessage, DigestMemo *memo = nullptr);

// The outcome of the detector's own veto (a blocked tool-loop result): no hash, kind veto.
OutcomeHash loopVetoOutcome();

// Replaces the 16-hex-digit id of each well-formed
// `<<<EXTERNAL_UNTRUSTED_CONTENT id="…">>> … <<<END_EXTERNAL_UNTRUSTED_CONTENT id="…">>>` pair
// (also JSON-escaped forms) with zeros. Returns false (and leaves `out` alone) when nothing
// changed.
bool canonicalizeExternalContentNonces(std::string_view in, std::string &out);

// Replaces timestamps, clock times, attempt/retry counters, durations and pids with '#', as the
// exec failure-identity hash does.
std::string maskVolatileExecText(std::string_view text);

// The missing tool named by an "Unknown tool: x" / "tool x not found|is not available" error,
// lower-cased; empty when the text names none.
std::string extractUnknownToolName(std::string_view errorText);

// String.prototype.trim (JavaScript whitespace and line terminators).
std::string_view jsTrim(std::string_view text);

// The text parts of a tool result (`content[]` entries with string type and text), joined by
// newlines and trimmed.
std::string extractTextContent(const Json &result);

} // namespace toolgate::core
