// SPDX-License-Identifier: MIT
#pragma once

// The hashing files' shared internals: JavaScript's \s and \b on UTF-8 text, a fast field look-up
// for tool results, and the digest memo of the public call in progress. Included only by
// core/loops/*.cpp; loophashing.h is the public entry point.
#include "loops/loophashing.h"

#include <string>
#include <string_view>

namespace toolgate::core::loophash {

// Byte length of the JavaScript whitespace/line terminator starting at `i`, or 0.
inline size_t jsSpaceAt(std::string_view s, size_t i) {
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
inline size_t jsSpaceBefore(std::string_view s, size_t end) {
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

inline bool isDigit(char c) {
    return c >= '0' && c <= '9';
}

inline bool isWordChar(char c) {
    return isDigit(c) || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}

inline char asciiLower(char c) {
    return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
}

// Case-insensitive (ASCII) literal match at `i`.
inline bool matchesAt(std::string_view s, size_t i, std::string_view lowerLiteral) {
    if (i > s.size() || s.size() - i < lowerLiteral.size())
        return false;
    for (size_t k = 0; k < lowerLiteral.size(); ++k) {
        if (asciiLower(s[i + k]) != lowerLiteral[k])
            return false;
    }
    return true;
}

inline bool wordBoundaryAt(std::string_view s, size_t i) {
    const bool before = i > 0 && isWordChar(s[i - 1]);
    const bool after = i < s.size() && isWordChar(s[i]);
    return before != after;
}

// obj[name] when obj is an object and has it.
inline const Json *field(const Json &object, std::string_view name) {
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

inline const std::string *stringField(const Json &object, std::string_view name) {
    const Json *v = field(object, name);
    return (v && v->is_string()) ? &v->get_ref<const std::string &>() : nullptr;
}

// extractTextContent without copying: a view of the single text part, or of the parts joined in
// `storage`.
std::string_view textContent(const Json &result, std::string &storage);

// maskVolatileExecText into reused buffers: a view of `text` itself when nothing matched, else of
// one of `buffers`.
std::string_view maskVolatileExecText(std::string_view text, std::string (&buffers)[2]);

// The memo of the public hashing call in progress (set by MemoScope), if it has one.
inline thread_local DigestMemo *t_memo = nullptr;

// SHA-256 through that memo.
inline Digest digestText(std::string_view serialized) {
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

} // namespace toolgate::core::loophash
