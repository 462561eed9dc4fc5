// SPDX-License-Identifier: MIT
#include "config/json5chars.h"

#include <QChar>

namespace toolgate::core::json5 {

bool isWhitespace(char32_t c) {
    if (c == U'\t' || c == 0x0B || c == 0x0C || c == U' ' || c == 0xA0 || c == 0xFEFF ||
        isLineTerminator(c))
        return true;
    return c > 0x7F && c <= 0x10FFFF && QChar::category(c) == QChar::Separator_Space;
}

bool isIdStart(char32_t c) {
    if (c == U'$' || c == U'_' || (c >= U'a' && c <= U'z') || (c >= U'A' && c <= U'Z'))
        return true;
    if (c < 0x80 || c > 0x10FFFF)
        return false;
    switch (QChar::category(c)) {
    case QChar::Letter_Uppercase:
    case QChar::Letter_Lowercase:
    case QChar::Letter_Titlecase:
    case QChar::Letter_Modifier:
    case QChar::Letter_Other:
    case QChar::Number_Letter:
        return true;
    default:
        return false;
    }
}

bool isIdPart(char32_t c) {
    if (isIdStart(c) || (c >= U'0' && c <= U'9') || c == 0x200C || c == 0x200D)
        return true;
    if (c < 0x80 || c > 0x10FFFF)
        return false;
    switch (QChar::category(c)) {
    case QChar::Mark_NonSpacing:
    case QChar::Mark_SpacingCombining:
    case QChar::Number_DecimalDigit:
    case QChar::Punctuation_Connector:
        return true;
    default:
        return false;
    }
}

void appendUtf8(std::string &out, char32_t c) {
    if (c >= 0xD800 && c <= 0xDFFF)
        c = 0xFFFD; // a lone surrogate cannot be UTF-8
    if (c < 0x80) {
        out += char(c);
    } else if (c < 0x800) {
        out += char(0xC0 | (c >> 6));
        out += char(0x80 | (c & 0x3F));
    } else if (c < 0x10000) {
        out += char(0xE0 | (c >> 12));
        out += char(0x80 | ((c >> 6) & 0x3F));
        out += char(0x80 | (c & 0x3F));
    } else {
        out += char(0xF0 | (c >> 18));
        out += char(0x80 | ((c >> 12) & 0x3F));
        out += char(0x80 | ((c >> 6) & 0x3F));
        out += char(0x80 | (c & 0x3F));
    }
}

QString describe(char32_t c) {
    switch (c) {
    case kEof:
        return QStringLiteral("end of input");
    case kBadUtf8:
        return QStringLiteral("invalid UTF-8");
    case U'\n':
        return QStringLiteral("line break");
    case U'\r':
        return QStringLiteral("carriage return");
    default:
        break;
    }
    if (c < 0x20 || c == 0x7F)
        return QStringLiteral("control character U+%1")
            .arg(uint(c), 4, 16, QLatin1Char('0'))
            .toUpper();
    return QLatin1Char('\'') + QString::fromUcs4(&c, 1) + QLatin1Char('\'');
}

} // namespace toolgate::core::json5
