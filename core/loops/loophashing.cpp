// SPDX-License-Identifier: MIT
// Call hashing: `<tool>:<digest of stableStringify(params)>`, the tool name OpenClaw uses, and
// which calls are known polls. The other parts of loophashing.h: sha256memo.cpp (SHA-256 and
// the memo), jstext.cpp (JS text helpers), volatiletext.cpp (exec text masking),
// externalnonces.cpp (untrusted-content nonces), outcomehashing.cpp (outcome hashes).
#include "loops/loophashing_p.h"

#include "catalog/toolname.h"
#include "loops/stablestringify.h"

#include <algorithm>

namespace toolgate::core {

using namespace loophash;

namespace {
thread_local std::string t_buffer;
} // namespace

Digest digestStable(const Json &value) {
    std::string &buf = t_buffer;
    buf.clear();
    appendStableJson(buf, value);
    return digestText(buf);
}

CallHash hashToolCall(std::string toolName, const Json &params, DigestMemo *memo) {
    const MemoScope scope(memo);
    return CallHash{KeyedString(std::move(toolName)), digestStable(params)};
}

std::string loopToolName(std::string_view rawName) {
    // Most names are already normal (printable ASCII ends, no capitals, no alias): skip the copy
    // and the rewrite normalizeToolName would make.
    const auto plain = [](char c) { return c > ' ' && c <= '~'; };
    if (!rawName.empty() && plain(rawName.front()) && plain(rawName.back()) &&
        std::none_of(rawName.begin(), rawName.end(), [](char c) { return c >= 'A' && c <= 'Z'; }) &&
        rawName != "bash" && rawName != "apply-patch" && rawName != "cron")
        return std::string(rawName);
    // JavaScript's trim also removes Unicode spaces, which normalizeToolName leaves alone.
    return normalizeToolName(rawName.empty() ? std::string_view("tool") : jsTrim(rawName));
}

bool isKnownPollToolCall(std::string_view toolName, const Json &params) {
    if (toolName == "command_status")
        return true;
    if (toolName != "process" || !params.is_object())
        return false;
    const std::string *action = stringField(params, "action");
    return action && (*action == "poll" || *action == "log");
}

} // namespace toolgate::core
