// SPDX-License-Identifier: MIT
#include "loops/loophashing.h"

#include "catalog/toolname.h"
#include "loops/stablestringify.h"

#include <QtGlobal>

#include <openssl/evp.h>

#include <algorithm>
#include <array>

namespace toolgate::core {

namespace {

// ---- UTF-8 helpers for JavaScript's \s and \b -------------------------------------------------

// Byte length of the JavaScript whitespace/line terminator starting at `i`, or 0.
size_t jsSpaceAt(std::string_view s, size_t i) {
    const auto c = static_cast<unsigned char>(s[i]);
    if (c < 0x80)
        return (c == ' ' || (c >= 0x09 && c <= 0x0d)) ? 1 : 0;
    const size_t left = s.size() - i;
    if (c == 0xC2 && left >= 2 && static_cast<unsigned char>(s[i + 1]) == 0xA0)
        return 2; // U+00A0
    if (left < 3)
        return 0;
    const auto c1 = static_cast<unsigned char>(s[i + 1]);
    const auto c2 = static_cast<unsigned char>(s[i + 2]);
    if (c == 0xE1 && c1 == 0x9A && c2 == 0x80)
        return 3; // U+1680
    if (c == 0xE2 && c1 == 0x80 &&
        ((c2 >= 0x80 && c2 <= 0x8A) || c2 == 0xA8 || c2 == 0xA9 || c2 == 0xAF))
        return 3; // U+2000-200A, U+2028, U+2029, U+202F
    if (c == 0xE2 && c1 == 0x81 && c2 == 0x9F)
        return 3; // U+205F
    if (c == 0xE3 && c1 == 0x80 && c2 == 0x80)
        return 3; // U+3000
    if (c == 0xEF && c1 == 0xBB && c2 == 0xBF)
        return 3; // U+FEFF
    return 0;
}

// Byte length of the JavaScript whitespace ending right before `end`, or 0.
size_t jsSpaceBefore(std::string_view s, size_t end) {
    if (end == 0)
        return 0;
    if (static_cast<unsigned char>(s[end - 1]) < 0x80)
        return jsSpaceAt(s, end - 1);
    if (end >= 2 && jsSpaceAt(s, end - 2) == 2)
        return 2;
    if (end >= 3 && jsSpaceAt(s, end - 3) == 3)
        return 3;
    return 0;
}

bool isDigit(char c) {
    return c >= '0' && c <= '9';
}

bool isWordChar(char c) {
    return isDigit(c) || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}

char asciiLower(char c) {
    return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
}

// Case-insensitive (ASCII) literal match at `i`.
bool matchesAt(std::string_view s, size_t i, std::string_view lowerLiteral) {
    if (i > s.size() || s.size() - i < lowerLiteral.size())
        return false;
    for (size_t k = 0; k < lowerLiteral.size(); ++k) {
        if (asciiLower(s[i + k]) != lowerLiteral[k])
            return false;
    }
    return true;
}

bool wordBoundaryAt(std::string_view s, size_t i) {
    const bool before = i > 0 && isWordChar(s[i - 1]);
    const bool after = i < s.size() && isWordChar(s[i]);
    return before != after;
}

// ---- Volatile exec text (the five patterns of the failure identity) --------------------------

using Matcher = size_t (*)(std::string_view s, size_t i); // match length at i, 0 = none

size_t countDigits(std::string_view s, size_t i, size_t max) {
    size_t n = 0;
    while (i + n < s.size() && n < max && isDigit(s[i + n]))
        ++n;
    return n;
}

// \.\d{1,6} (optional; greedy)
size_t fraction(std::string_view s, size_t i) {
    if (i < s.size() && s[i] == '.') {
        const size_t d = countDigits(s, i + 1, 6);
        if (d > 0)
            return 1 + d;
    }
    return 0;
}

// \d{2}:\d{2}:\d{2}
bool clockTail(std::string_view s, size_t i) {
    return countDigits(s, i, 2) == 2 && i + 2 < s.size() && s[i + 2] == ':' &&
           countDigits(s, i + 3, 2) == 2 && i + 5 < s.size() && s[i + 5] == ':' &&
           countDigits(s, i + 6, 2) == 2;
}

// \d{4}-\d{2}-\d{2}[t ]\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?(?:z|[+-]\d{2}:\d{2})?   (case-insensitive)
size_t matchIsoTimestamp(std::string_view s, size_t i) {
    if (countDigits(s, i, 4) != 4 || i + 4 >= s.size() || s[i + 4] != '-')
        return 0;
    if (countDigits(s, i + 5, 2) != 2 || i + 7 >= s.size() || s[i + 7] != '-')
        return 0;
    if (countDigits(s, i + 8, 2) != 2 || i + 10 >= s.size())
        return 0;
    const char sep = s[i + 10];
    if (sep != 't' && sep != 'T' && sep != ' ')
        return 0;
    if (!clockTail(s, i + 11))
        return 0;
    size_t end = i + 19;
    end += fraction(s, end);
    if (end < s.size() && (s[end] == 'z' || s[end] == 'Z')) {
        ++end;
    } else if (end < s.size() && (s[end] == '+' || s[end] == '-') &&
               countDigits(s, end + 1, 2) == 2 && end + 3 < s.size() && s[end + 3] == ':' &&
               countDigits(s, end + 4, 2) == 2) {
        end += 6;
    }
    return end - i;
}

// \d{1,2}:\d{2}:\d{2}(?:\.\d{1,6})?
size_t matchClock(std::string_view s, size_t i) {
    const size_t lead = countDigits(s, i, 2);
    for (size_t digits = lead; digits >= 1; --digits) {
        const size_t j = i + digits;
        if (j < s.size() && s[j] == ':' && countDigits(s, j + 1, 2) == 2 && j + 3 < s.size() &&
            s[j + 3] == ':' && countDigits(s, j + 4, 2) == 2) {
            const size_t end = j + 6;
            return end + fraction(s, end) - i;
        }
    }
    return 0;
}

// \b(?:w1|w2)\b[\s#:=]*\d+   (case-insensitive)
size_t matchCounter(std::string_view s, size_t i, std::initializer_list<std::string_view> words) {
    if (!wordBoundaryAt(s, i))
        return 0;
    for (const auto word : words) {
        if (!matchesAt(s, i, word))
            continue;
        size_t j = i + word.size();
        if (!wordBoundaryAt(s, j))
            continue;
        while (j < s.size()) {
            const char c = s[j];
            if (c == '#' || c == ':' || c == '=') {
                ++j;
                continue;
            }
            const size_t sp = jsSpaceAt(s, j);
            if (sp == 0)
                break;
            j += sp;
        }
        const size_t digits = countDigits(s, j, std::string_view::npos);
        if (digits > 0)
            return j + digits - i;
    }
    return 0;
}

size_t matchAttempt(std::string_view s, size_t i) {
    return matchCounter(s, i, {"attempt", "retry"});
}

size_t matchPid(std::string_view s, size_t i) {
    return matchCounter(s, i, {"pid", "ppid"});
}

// \b\d+(?:\.\d+)?\s?(?:ns|us|ms|seconds?|minutes?|hours?|s)\b   (case-insensitive)
size_t matchDuration(std::string_view s, size_t i) {
    if (!wordBoundaryAt(s, i))
        return 0;
    size_t j = i + countDigits(s, i, std::string_view::npos);
    if (j == i)
        return 0;
    if (j < s.size() && s[j] == '.') {
        const size_t d = countDigits(s, j + 1, std::string_view::npos);
        if (d > 0)
            j += 1 + d;
    }
    const auto unitAt = [&](size_t k) -> size_t {
        static constexpr std::string_view units[] = {
            "ns", "us", "ms", "seconds", "second", "minutes", "minute", "hours", "hour", "s"};
        for (const auto unit : units) {
            if (matchesAt(s, k, unit) && wordBoundaryAt(s, k + unit.size()))
                return unit.size();
        }
        return 0;
    };
    if (j < s.size()) {
        const size_t sp = jsSpaceAt(s, j);
        if (sp > 0) {
            if (const size_t u = unitAt(j + sp))
                return j + sp + u - i;
        }
    }
    if (const size_t u = unitAt(j))
        return j + u - i;
    return 0;
}

// Replaces every match (leftmost first, scanning on after each match) with '#'. `first` says
// which characters can start a match, so most positions cost one test.
std::string replaceAll(std::string_view s, Matcher matcher, bool (*first)(char)) {
    std::string out;
    out.reserve(s.size());
    size_t copied = 0;
    size_t i = 0;
    while (i < s.size()) {
        if (!first(s[i])) {
            ++i;
            continue;
        }
        const size_t len = matcher(s, i);
        if (len == 0) {
            ++i;
            continue;
        }
        out.append(s.data() + copied, i - copied);
        out += '#';
        i += len;
        copied = i;
    }
    out.append(s.data() + copied, s.size() - copied);
    return out;
}

bool startsCounter(char c) {
    const char l = asciiLower(c);
    return l == 'a' || l == 'r' || l == 'p';
}

// ---- Nonce canonicalisation ------------------------------------------------------------------

constexpr std::string_view kStartMarker = "<<<EXTERNAL_UNTRUSTED_CONTENT id=";
constexpr std::string_view kEndMarker = "<<<END_EXTERNAL_UNTRUSTED_CONTENT id=";
constexpr std::string_view kAnyStart = "<<<EXTERNAL_UNTRUSTED_CONTENT";
constexpr std::string_view kAnyEnd = "<<<END_EXTERNAL_UNTRUSTED_CONTENT";

bool isNonceChar(char c) {
    return isDigit(c) || (c >= 'a' && c <= 'f');
}

// backslashes × k followed by `tail`, at i; returns the end or npos.
size_t escapedAt(std::string_view s, size_t i, size_t k, std::string_view tail) {
    if (s.size() - i < k + tail.size())
        return std::string_view::npos;
    for (size_t n = 0; n < k; ++n) {
        if (s[i + n] != '\\')
            return std::string_view::npos;
    }
    if (s.substr(i + k, tail.size()) != tail)
        return std::string_view::npos;
    return i + k + tail.size();
}

// ---- Outcome digests built field by field (keys written pre-sorted) --------------------------

bool nonceRewrite(std::string_view in, std::string &out) {
    return canonicalizeExternalContentNonces(in, out);
}

struct OutcomeWriter {
    std::string &out;
    bool first = true;

    explicit OutcomeWriter(std::string &target)
        : out(target) {
        out += '{';
    }

    void key(std::string_view k) {
        if (!first)
            out += ',';
        first = false;
        out += '"';
        out += k;
        out += "\":";
    }
    void string(std::string_view k, std::string_view v) {
        key(k);
        std::string rewritten;
        if (nonceRewrite(v, rewritten))
            appendJsString(out, rewritten);
        else
            appendJsString(out, v);
    }
    void value(std::string_view k, const Json &v) {
        key(k);
        appendStableJson(out, v, nonceRewrite);
    }
    // A JS property read: missing -> bare `undefined`.
    void valueOrUndefined(std::string_view k, const Json *v) {
        key(k);
        if (v)
            appendStableJson(out, *v, nonceRewrite);
        else
            out += "undefined";
    }
    // `x ?? null`
    void valueOrNull(std::string_view k, const Json *v) {
        key(k);
        if (v && !v->is_null())
            appendStableJson(out, *v, nonceRewrite);
        else
            out += "null";
    }
    void stringOrNull(std::string_view k, const Json *v) {
        if (v && v->is_string())
            string(k, v->get_ref<const std::string &>());
        else
            raw(k, "null");
    }
    void raw(std::string_view k, std::string_view text) {
        key(k);
        out += text;
    }
    void finish() { out += '}'; }
};

const Json *field(const Json &object, std::string_view name) {
    if (!object.is_object())
        return nullptr;
    // Tool results are small objects with short keys: an inline scan beats find()'s string
    // comparisons.
    for (const auto &[key, value] : object.get_ref<const Json::object_t &>()) {
        if (equalShort(key, name))
            return &value;
    }
    return nullptr;
}

const std::string *stringField(const Json &object, std::string_view name) {
    const Json *v = field(object, name);
    return (v && v->is_string()) ? &v->get_ref<const std::string &>() : nullptr;
}

thread_local std::string t_buffer;
thread_local DigestMemo *t_memo = nullptr;

// SHA-256 through the caller's memo when one is active.
Digest digestText(std::string_view serialized) {
    return t_memo ? t_memo->digest(serialized) : sha256Digest(serialized);
}

// Activates a memo for the duration of one public hashing call.
class MemoScope {
public:
    explicit MemoScope(DigestMemo *memo)
        : m_previous(t_memo) {
        t_memo = memo;
    }
    ~MemoScope() { t_memo = m_previous; }
    MemoScope(const MemoScope &) = delete;
    MemoScope &operator=(const MemoScope &) = delete;

private:
    DigestMemo *m_previous;
};

// `toString` of a JS number value for the "(Command exited with code N)" comparison.
std::string jsNumberText(const Json &v) {
    return jsNumberToString(jsonNumberAsDouble(v));
}

bool isFiniteNumber(const Json &v) {
    if (v.is_number_integer())
        return true;
    if (v.is_number_float()) {
        const double d = v.get<double>();
        return d == d && d - d == 0;
    }
    return false;
}

bool execOutcome(const Json &details, const std::string &text, OutcomeHash &outcome) {
    const std::string *status = stringField(details, "status");
    if (!status)
        return false;
    std::string &buf = t_buffer;
    buf.clear();
    if (*status == "running") {
        OutcomeWriter w(buf);
        w.string("status", *status);
        const std::string *tail = stringField(details, "tail");
        w.string("tail", tail ? std::string_view(*tail) : std::string_view());
        w.finish();
    } else if (*status == "completed" || *status == "failed") {
        const Json *exitCode = field(details, "exitCode");
        const bool exitIsNumber = exitCode && exitCode->is_number();
        const Json *timedOutField = field(details, "timedOut");
        const bool timedOut =
            timedOutField && timedOutField->is_boolean() && timedOutField->get<bool>();
        const std::string *aggregated = stringField(details, "aggregated");
        std::string output;
        if (aggregated) {
            const auto trimmed = jsTrim(*aggregated);
            if (!trimmed.empty())
                output.assign(trimmed);
            else
                output = text;
        } else {
            output = text;
        }
        OutcomeWriter w(buf);
        if (exitIsNumber)
            w.value("exitCode", *exitCode);
        else
            w.raw("exitCode", "null");
        w.string("output", output);
        w.string("status", *status);
        w.raw("timedOut", timedOut ? "true" : "false");
        w.finish();
        outcome.hasResult = true;
        outcome.result = digestText(buf);

        // A real nonzero exit with diagnostic output is a terminal failure; its identity ignores
        // when it happened (timestamps, durations, pids) so retries that fail alike count together.
        if (exitIsNumber && isFiniteNumber(*exitCode) && jsonNumberAsDouble(*exitCode) != 0 &&
            !timedOut && !output.empty() &&
            output != "(Command exited with code " + jsNumberText(*exitCode) + ")") {
            outcome.kind = OutcomeKind::TerminalExecFailure;
            const std::string shape = maskVolatileExecText(output);
            buf.clear();
            OutcomeWriter f(buf);
            f.value("exitCode", *exitCode);
            f.string("output", shape);
            f.string("status", *status);
            f.raw("timedOut", timedOut ? "true" : "false");
            f.finish();
            outcome.hasFailureIdentity = true;
            outcome.failureIdentity = digestText(buf);
        }
        return true;
    } else if (*status == "approval-pending" || *status == "approval-unavailable") {
        OutcomeWriter w(buf);
        const std::string *command = stringField(details, "command");
        w.string("command", command ? std::string_view(*command) : std::string_view());
        w.stringOrNull("host", field(details, "host"));
        w.stringOrNull("reason", field(details, "reason"));
        w.string("status", *status);
        const std::string *warningText = stringField(details, "warningText");
        w.string("warningText", warningText ? std::string_view(*warningText) : std::string_view());
        w.finish();
    } else {
        return false;
    }
    outcome.hasResult = true;
    outcome.result = digestText(buf);
    return true;
}

bool isSendLikeMessageAction(std::string_view action) {
    static constexpr std::string_view actions[] = {
        "send",           "broadcast",   "reply",   "thread-reply", "sendWithEffect",
        "sendAttachment", "upload-file", "sticker", "poll"};
    for (const auto a : actions) {
        if (a == action)
            return true;
    }
    return false;
}

bool isVolatileSendKey(std::string_view key) {
    static constexpr std::string_view keys[] = {"messageId",
                                                "message_id",
                                                "messageIds",
                                                "platformMessageId",
                                                "platformMessageIds",
                                                "fileId",
                                                "file_id",
                                                "fileKey",
                                                "pollId",
                                                "poll_id",
                                                "receipt",
                                                "runId",
                                                "idempotencyKey",
                                                "ts",
                                                "timestamp",
                                                "sentAt",
                                                "deliveredAt",
                                                "createdAt"};
    for (const auto k : keys) {
        if (k == key)
            return true;
    }
    return false;
}

bool isMessageDeliveryObject(const Json &v) {
    const Json *id = field(v, "id");
    const Json *text = field(v, "text");
    if (!id || !id->is_string() || !text || !text->is_string())
        return false;
    const Json *direction = field(v, "direction");
    const Json *senderId = field(v, "senderId");
    const Json *accountId = field(v, "accountId");
    const Json *conversation = field(v, "conversation");
    return (direction && direction->is_string()) || (senderId && senderId->is_string()) ||
           (accountId && accountId->is_string()) || (conversation && conversation->is_object());
}

Json stripVolatileSendIds(const Json &v) {
    if (v.is_array()) {
        Json out = Json::array();
        for (const auto &entry : v)
            out.push_back(stripVolatileSendIds(entry));
        return out;
    }
    if (!v.is_object())
        return v;
    const bool dropId = isMessageDeliveryObject(v);
    Json out = Json::object();
    for (auto it = v.begin(); it != v.end(); ++it) {
        if (isVolatileSendKey(it.key()) || (dropId && it.key() == "id"))
            continue;
        out[it.key()] = stripVolatileSendIds(it.value());
    }
    return out;
}

bool isVolatileSendResult(std::string_view toolName, const Json &params) {
    if (toolName == "sessions_send")
        return true;
    if (toolName == "message") {
        const std::string *action = stringField(params, "action");
        return action && isSendLikeMessageAction(*action);
    }
    // Channel plugins' own send tools are send-like too; no channel plugin is loaded here.
    return false;
}

// First "unknown tool" name: /unknown tool[:\s]+["']?([a-z0-9_.-]+)/i
bool isToolNameChar(char c) {
    return isDigit(c) || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == '.' ||
           c == '-';
}

size_t nameRun(std::string_view s, size_t i) {
    size_t n = 0;
    while (i + n < s.size() && isToolNameChar(s[i + n]))
        ++n;
    return n;
}

std::string lowerCopy(std::string_view s) {
    std::string out(s);
    for (auto &c : out)
        c = asciiLower(c);
    return out;
}

} // namespace

namespace {

// One reused EVP context per thread: fetching the algorithm or allocating a context per digest
// costs more than hashing the short texts the detector digests.
class Sha256Context {
public:
    Sha256Context()
        : m_md(EVP_MD_fetch(nullptr, "SHA256", nullptr))
        , m_ctx(EVP_MD_CTX_new()) {}
    ~Sha256Context() {
        EVP_MD_CTX_free(m_ctx);
        EVP_MD_free(m_md);
    }
    Sha256Context(const Sha256Context &) = delete;
    Sha256Context &operator=(const Sha256Context &) = delete;

    Digest digest(std::string_view bytes) {
        Digest d;
        unsigned int size = 0;
        if (!m_md || !m_ctx || !EVP_DigestInit_ex2(m_ctx, m_md, nullptr) ||
            !EVP_DigestUpdate(m_ctx, bytes.data(), bytes.size()) ||
            !EVP_DigestFinal_ex(m_ctx, d.bytes.data(), &size) || size != d.bytes.size())
            qFatal("SHA-256 is unavailable in OpenSSL");
        return d;
    }

private:
    EVP_MD *m_md;
    EVP_MD_CTX *m_ctx;
};

} // namespace

Digest sha256Digest(std::string_view bytes) {
    thread_local Sha256Context context;
    return context.digest(bytes);
}

std::string Digest::hex() const {
    static constexpr char digits[] = "0123456789abcdef";
    std::string out(64, '0');
    for (size_t i = 0; i < 32; ++i) {
        out[2 * i] = digits[bytes[i] >> 4];
        out[2 * i + 1] = digits[bytes[i] & 0xf];
    }
    return out;
}

std::string OutcomeHash::resultText() const {
    if (!hasResult)
        return "none";
    return isError ? "error:" + result.hex() : result.hex();
}

std::string_view loopDetectorName(LoopDetectorKind kind) {
    switch (kind) {
    case LoopDetectorKind::None:
        return {};
    case LoopDetectorKind::UnknownToolRepeat:
        return "unknown_tool_repeat";
    case LoopDetectorKind::GlobalCircuitBreaker:
        return "global_circuit_breaker";
    case LoopDetectorKind::KnownPollNoProgress:
        return "known_poll_no_progress";
    case LoopDetectorKind::PingPong:
        return "ping_pong";
    case LoopDetectorKind::GenericRepeat:
        return "generic_repeat";
    case LoopDetectorKind::ArgumentChurn:
        return "argument_churn";
    }
    return {};
}

std::string_view loopLevelName(LoopLevel level) {
    switch (level) {
    case LoopLevel::None:
        return "none";
    case LoopLevel::Warning:
        return "warning";
    case LoopLevel::Critical:
        return "critical";
    }
    return "none";
}

Digest digestStable(const Json &value) {
    std::string &buf = t_buffer;
    buf.clear();
    appendStableJson(buf, value);
    return digestText(buf);
}

Digest digestOutcome(const Json &value) {
    std::string &buf = t_buffer;
    buf.clear();
    appendStableJson(buf, value, nonceRewrite);
    return digestText(buf);
}

DigestMemo::DigestMemo(size_t slotsPowerOfTwo) {
    size_t slotCount = 1;
    while (slotCount < slotsPowerOfTwo)
        slotCount <<= 1;
    m_slots.resize(slotCount);
    m_mask = slotCount - 1;
}

Digest DigestMemo::digest(std::string_view bytes) {
    const std::uint64_t h = std::hash<std::string_view>{}(bytes);
    Slot &slot = m_slots[h & m_mask];
    if (slot.used && slot.hash == h && slot.bytes == bytes) {
        ++m_hits;
        return slot.digest;
    }
    ++m_misses;
    slot.used = true;
    slot.hash = h;
    slot.bytes.assign(bytes);
    slot.digest = sha256Digest(bytes);
    return slot.digest;
}

CallHash hashToolCall(std::string_view toolName, const Json &params, DigestMemo *memo) {
    const MemoScope scope(memo);
    return CallHash{KeyedString(std::string(toolName)), digestStable(params)};
}

std::string loopToolName(std::string_view rawName) {
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

std::string_view jsTrim(std::string_view text) {
    size_t begin = 0;
    size_t end = text.size();
    while (begin < end) {
        const size_t n = jsSpaceAt(text, begin);
        if (n == 0)
            break;
        begin += n;
    }
    while (end > begin) {
        const size_t n = jsSpaceBefore(text.substr(0, end), end);
        if (n == 0)
            break;
        end -= n;
    }
    return text.substr(begin, end - begin);
}

std::string extractTextContent(const Json &result) {
    const Json *content = field(result, "content");
    if (!content || !content->is_array())
        return {};
    std::string joined;
    bool first = true;
    for (const auto &entry : *content) {
        if (!entry.is_object())
            continue;
        const Json *type = field(entry, "type");
        const Json *text = field(entry, "text");
        if (!type || !type->is_string() || !text || !text->is_string())
            continue;
        if (!first)
            joined += '\n';
        first = false;
        joined += text->get_ref<const std::string &>();
    }
    const auto trimmed = jsTrim(joined);
    if (trimmed.size() == joined.size())
        return joined;
    return std::string(trimmed);
}

bool canonicalizeExternalContentNonces(std::string_view in, std::string &out) {
    size_t pos = in.find(kStartMarker);
    if (pos == std::string_view::npos)
        return false;
    std::string result;
    size_t copied = 0;
    bool changed = false;
    while (pos != std::string_view::npos) {
        // (<<<EXTERNAL_UNTRUSTED_CONTENT id=(\\*)")([a-f0-9]{16})(\2">>> middle
        //  <<<END_EXTERNAL_UNTRUSTED_CONTENT id=\2")\3(\2">>>)
        size_t i = pos + kStartMarker.size();
        size_t k = 0;
        while (i + k < in.size() && in[i + k] == '\\')
            ++k;
        size_t matchEnd = std::string_view::npos;
        size_t idStart = 0;
        size_t endIdStart = 0;
        size_t middleStart = 0;
        size_t middleEnd = 0;
        do {
            if (i + k >= in.size() || in[i + k] != '"')
                break;
            idStart = i + k + 1;
            if (in.size() - idStart < 16)
                break;
            bool idOk = true;
            for (size_t n = 0; n < 16; ++n)
                idOk = idOk && isNonceChar(in[idStart + n]);
            if (!idOk)
                break;
            middleStart = idStart + 16;
            size_t j = escapedAt(in, middleStart, k, "\">>>");
            if (j == std::string_view::npos)
                break;
            // Content up to the next start or end marker.
            size_t stop = j;
            while (stop < in.size()) {
                const size_t lt = in.find("<<<", stop);
                if (lt == std::string_view::npos) {
                    stop = in.size();
                    break;
                }
                if (in.substr(lt, kAnyStart.size()) == kAnyStart ||
                    in.substr(lt, kAnyEnd.size()) == kAnyEnd) {
                    stop = lt;
                    break;
                }
                stop = lt + 1;
            }
            if (in.substr(stop, kEndMarker.size()) != kEndMarker)
                break;
            j = escapedAt(in, stop + kEndMarker.size(), k, "\"");
            if (j == std::string_view::npos)
                break;
            middleEnd = j;
            endIdStart = j;
            if (in.size() - endIdStart < 16 || in.substr(endIdStart, 16) != in.substr(idStart, 16))
                break;
            const size_t e = escapedAt(in, endIdStart + 16, k, "\">>>");
            if (e == std::string_view::npos)
                break;
            matchEnd = e;
        } while (false);

        if (matchEnd == std::string_view::npos) {
            pos = in.find(kStartMarker, pos + 1);
            continue;
        }
        // Only consistently escaped envelopes: 2^n - 1 backslashes, and every quote inside
        // escaped by a multiple of that depth.
        bool canonical = (k & (k + 1)) == 0;
        if (canonical) {
            const std::string_view middle = in.substr(middleStart, middleEnd - middleStart);
            size_t run = 0;
            for (const char c : middle) {
                if (c == '\\') {
                    ++run;
                    continue;
                }
                if (c == '"' && (run + 1) % (k + 1) != 0) {
                    canonical = false;
                    break;
                }
                run = 0;
            }
        }
        if (canonical) {
            static constexpr std::string_view zeros = "0000000000000000";
            result.append(in.substr(copied, idStart - copied));
            result.append(zeros);
            result.append(in.substr(middleStart, endIdStart - middleStart));
            result.append(zeros);
            copied = endIdStart + 16;
            changed = changed || in.substr(idStart, 16) != zeros;
        }
        pos = in.find(kStartMarker, matchEnd);
    }
    if (!changed)
        return false;
    result.append(in.substr(copied));
    out = std::move(result);
    return true;
}

std::string maskVolatileExecText(std::string_view text) {
    // Every pattern needs a digit; most outputs without one come back unchanged.
    if (std::none_of(text.begin(), text.end(), isDigit))
        return std::string(text);
    std::string s = replaceAll(text, matchIsoTimestamp, isDigit);
    s = replaceAll(s, matchClock, isDigit);
    s = replaceAll(s, matchAttempt, startsCounter);
    s = replaceAll(s, matchDuration, isDigit);
    s = replaceAll(s, matchPid, startsCounter);
    return s;
}

std::string extractUnknownToolName(std::string_view errorText) {
    const std::string_view raw = jsTrim(errorText);
    if (raw.empty())
        return {};
    // /unknown tool[:\s]+["']?([a-z0-9_.-]+)["']?/i
    for (size_t i = 0; i + 12 <= raw.size(); ++i) {
        if (!matchesAt(raw, i, "unknown tool"))
            continue;
        size_t j = i + 12;
        const size_t sepStart = j;
        while (j < raw.size()) {
            if (raw[j] == ':') {
                ++j;
                continue;
            }
            const size_t sp = jsSpaceAt(raw, j);
            if (sp == 0)
                break;
            j += sp;
        }
        if (j == sepStart)
            continue;
        if (j < raw.size() && (raw[j] == '"' || raw[j] == '\''))
            ++j;
        const size_t n = nameRun(raw, j);
        if (n > 0)
            return lowerCopy(raw.substr(j, n));
    }
    // /tool\s+["']?([a-z0-9_.-]+)["']?\s+(?:not found|is not available)/i
    for (size_t i = 0; i + 4 <= raw.size(); ++i) {
        if (!matchesAt(raw, i, "tool"))
            continue;
        size_t j = i + 4;
        const size_t spaceStart = j;
        while (j < raw.size()) {
            const size_t sp = jsSpaceAt(raw, j);
            if (sp == 0)
                break;
            j += sp;
        }
        if (j == spaceStart)
            continue;
        if (j < raw.size() && (raw[j] == '"' || raw[j] == '\''))
            ++j;
        const size_t n = nameRun(raw, j);
        if (n == 0)
            continue;
        size_t m = j + n;
        if (m < raw.size() && (raw[m] == '"' || raw[m] == '\''))
            ++m;
        const size_t afterName = m;
        while (m < raw.size()) {
            const size_t sp = jsSpaceAt(raw, m);
            if (sp == 0)
                break;
            m += sp;
        }
        if (m == afterName)
            continue;
        if (matchesAt(raw, m, "not found") || matchesAt(raw, m, "is not available"))
            return lowerCopy(raw.substr(j, n));
    }
    return {};
}

OutcomeHash loopVetoOutcome() {
    OutcomeHash o;
    o.kind = OutcomeKind::ToolLoopVeto;
    return o;
}

OutcomeHash hashToolOutcome(std::string_view toolName, const Json &params, const Json *result,
                            const std::string *errorMessage, DigestMemo *memo) {
    const MemoScope scope(memo);
    OutcomeHash outcome;
    if (errorMessage) {
        // new Error(text): hashed by message, or by name ("Error") when the message is empty.
        const std::string message = errorMessage->empty() ? std::string("Error") : *errorMessage;
        std::string &buf = t_buffer;
        buf.clear();
        std::string rewritten;
        if (nonceRewrite(message, rewritten))
            appendJsString(buf, rewritten);
        else
            appendJsString(buf, message);
        outcome.hasResult = true;
        outcome.isError = true;
        outcome.result = digestText(buf);
        outcome.noProgress = true;
        outcome.unknownToolName = extractUnknownToolName(message);
        return outcome;
    }
    if (!result)
        return outcome;
    if (!result->is_object()) {
        outcome.hasResult = true;
        outcome.result = digestOutcome(*result);
        return outcome;
    }
    static const Json emptyObject = Json::object();
    const Json *detailsField = field(*result, "details");
    const Json &details = (detailsField && detailsField->is_object()) ? *detailsField : emptyObject;
    const std::string *status = stringField(details, "status");
    const std::string *deniedReason = stringField(details, "deniedReason");
    if (status && *status == "blocked" && deniedReason && *deniedReason == "tool-loop")
        return loopVetoOutcome();

    const std::string text = extractTextContent(*result);
    if (toolName == "exec" && execOutcome(details, text, outcome))
        return outcome;

    if (toolName == "write") {
        const Json *changed = field(details, "changed");
        if (changed && changed->is_boolean() && !changed->get<bool>()) {
            static const Digest unchanged = [] {
                return sha256Digest(std::string_view("{\"status\":\"unchanged\"}"));
            }();
            outcome.hasResult = true;
            outcome.result = unchanged;
            outcome.noProgress = true;
            return outcome;
        }
    }

    if (toolName == "process" && params.is_object()) {
        const std::string *action = stringField(params, "action");
        if (action && (*action == "poll" || *action == "log")) {
            std::string &buf = t_buffer;
            buf.clear();
            OutcomeWriter w(buf);
            w.string("action", *action);
            if (*action == "poll") {
                w.valueOrNull("aggregated", field(details, "aggregated"));
                w.valueOrNull("exitCode", field(details, "exitCode"));
                w.valueOrNull("exitSignal", field(details, "exitSignal"));
                w.valueOrUndefined("status", field(details, "status"));
                w.string("text", text);
            } else {
                w.valueOrNull("exitCode", field(details, "exitCode"));
                w.valueOrNull("exitSignal", field(details, "exitSignal"));
                w.valueOrUndefined("status", field(details, "status"));
                w.string("text", text);
                w.valueOrNull("totalChars", field(details, "totalChars"));
                w.valueOrNull("totalLines", field(details, "totalLines"));
                w.valueOrNull("truncated", field(details, "truncated"));
            }
            w.finish();
            outcome.hasResult = true;
            outcome.result = digestText(buf);
            return outcome;
        }
    }

    if (isVolatileSendResult(toolName, params)) {
        outcome.hasResult = true;
        outcome.result = digestOutcome(stripVolatileSendIds(details));
        return outcome;
    }

    std::string &buf = t_buffer;
    buf.clear();
    OutcomeWriter w(buf);
    w.value("details", details);
    w.string("text", text);
    w.finish();
    outcome.hasResult = true;
    outcome.result = digestText(buf);
    return outcome;
}

} // namespace toolgate::core
