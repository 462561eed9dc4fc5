// SPDX-License-Identifier: MIT
#pragma once

// Internal to core/config: the code-point classes of the JSON5 grammar (ES5 white space, line
// terminators, identifier characters), UTF-8 output, and how the reader names a character in
// its errors.

#include <QString>

#include <string>

namespace toolgate::core::json5 {

// Sentinels peek() returns instead of a code point.
constexpr char32_t kEof = 0xFFFFFFFF;
constexpr char32_t kBadUtf8 = 0xFFFFFFFE;

inline bool isLineTerminator(char32_t c) {
    return c == U'\n' || c == U'\r' || c == 0x2028 || c == 0x2029;
}

inline bool isDigit(char32_t c) {
    return c >= U'0' && c <= U'9';
}

// 0-15, or -1 for a non-hex character.
inline int hexValue(char32_t c) {
    if (c >= U'0' && c <= U'9')
        return int(c - U'0');
    if (c >= U'a' && c <= U'f')
        return int(c - U'a') + 10;
    if (c >= U'A' && c <= U'F')
        return int(c - U'A') + 10;
    return -1;
}

// JSON5 white space: ES5 WhiteSpace + LineTerminator (Zs covers space, NBSP and friends).
bool isWhitespace(char32_t c);
// ES5 IdentifierStart / IdentifierPart (Unicode letter, mark, digit and connector classes).
bool isIdStart(char32_t c);
bool isIdPart(char32_t c);

// Appends `c` as UTF-8 (a lone surrogate becomes U+FFFD).
void appendUtf8(std::string &out, char32_t c);

// "end of input", "line break", "control character U+0001", "'x'", ...
QString describe(char32_t c);

} // namespace toolgate::core::json5
