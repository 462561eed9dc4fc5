// SPDX-License-Identifier: MIT
// One file over 600 lines on purpose: the JSON5 grammar is one recursive-descent reader whose
// productions call each other; split, they would need a shared private header for the cursor.
#include "config/json5reader.h"

#include "util/errorcode.h"

// One job, one file despite its length: a recursive-descent JSON5 reader whose routines share
// the cursor, the line/column count and the first error; splitting the grammar over files would
// only spread that state. The character classes it reads with are in json5chars.
#include "config/json5chars.h"

#include <QFile>

#include <charconv>
#include <cmath>
#include <cstdint>
#include <limits>
#include <string>
#include <unordered_set>

namespace toolgate::core {

namespace {

using namespace json5;

// Recursive descent over UTF-8 code points. No exceptions: the first error is recorded and every
// routine unwinds by returning false.
class Reader {
public:
    explicit Reader(QByteArrayView text)
        : m_p(text.data())
        , m_end(text.data() + text.size()) {}

    bool parseDocument(Json &out) {
        if (!skipBlank())
            return false;
        if (peek() == kEof)
            return fail(QStringLiteral("unexpected end of input: no value"));
        if (!parseValue(out, 0))
            return false;
        if (!skipBlank())
            return false;
        if (peek() != kEof)
            return fail(QStringLiteral("unexpected %1 after the value").arg(describe(peek())));
        return true;
    }

    bool hadComments() const { return m_hadComments; }
    const QString &message() const { return m_message; }
    int errorLine() const { return m_errorLine; }
    int errorColumn() const { return m_errorColumn; }

private:
    // Decodes the code point at m_p; m_width gets its byte length.
    char32_t peek() {
        if (m_p >= m_end) {
            m_width = 0;
            return kEof;
        }
        const auto b0 = static_cast<unsigned char>(*m_p);
        if (b0 < 0x80) {
            m_width = 1;
            return b0;
        }
        int len = 0;
        char32_t c = 0;
        char32_t min = 0;
        if ((b0 & 0xE0) == 0xC0) {
            len = 2;
            c = b0 & 0x1F;
            min = 0x80;
        } else if ((b0 & 0xF0) == 0xE0) {
            len = 3;
            c = b0 & 0x0F;
            min = 0x800;
        } else if ((b0 & 0xF8) == 0xF0) {
            len = 4;
            c = b0 & 0x07;
            min = 0x10000;
        } else {
            m_width = 1;
            return kBadUtf8;
        }
        if (m_end - m_p < len) {
            m_width = 1;
            return kBadUtf8;
        }
        for (int i = 1; i < len; ++i) {
            const auto b = static_cast<unsigned char>(m_p[i]);
            if ((b & 0xC0) != 0x80) {
                m_width = 1;
                return kBadUtf8;
            }
            c = (c << 6) | (b & 0x3F);
        }
        if (c < min || c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF)) {
            m_width = 1;
            return kBadUtf8;
        }
        m_width = len;
        return c;
    }

    // Consumes the code point peek() returned and keeps line/column current.
    char32_t next() {
        const char32_t c = peek();
        if (c == kEof || c == kBadUtf8)
            return c;
        m_p += m_width;
        if (c == U'\n') {
            if (!m_afterCr)
                ++m_line;
            m_column = 0;
        } else if (c == U'\r' || c == 0x2028 || c == 0x2029) {
            ++m_line;
            m_column = 0;
        } else {
            ++m_column;
        }
        m_afterCr = c == U'\r';
        return c;
    }

    // Records an error at the character about to be read (see Json5Info for the convention).
    bool fail(const QString &message) {
        if (!m_message.isEmpty())
            return false;
        const char32_t c = peek();
        m_message = message;
        if (c == U'\n' && m_afterCr) {
            m_errorLine = m_line;
            m_errorColumn = 0;
        } else if (isLineTerminator(c)) {
            m_errorLine = m_line + 1;
            m_errorColumn = 0;
        } else {
            m_errorLine = m_line;
            m_errorColumn = m_column + 1;
        }
        return false;
    }

    bool unexpected(const QString &expected) {
        const char32_t c = peek();
        if (c == kBadUtf8)
            return fail(QStringLiteral("invalid UTF-8"));
        if (c == kEof)
            return fail(QStringLiteral("unexpected end of input, expected %1").arg(expected));
        return fail(QStringLiteral("unexpected %1, expected %2").arg(describe(c), expected));
    }

    // White space and comments.
    bool skipBlank() {
        for (;;) {
            const char32_t c = peek();
            if (c != kEof && c != kBadUtf8 && isWhitespace(c)) {
                next();
                continue;
            }
            if (c != U'/')
                return true;
            next();
            const char32_t kind = peek();
            if (kind == U'/') {
                m_hadComments = true;
                next();
                for (char32_t d = peek(); d != kEof && !isLineTerminator(d); d = peek()) {
                    if (d == kBadUtf8)
                        return fail(QStringLiteral("invalid UTF-8"));
                    next();
                }
                // A line comment owns its line end; at the end of input that end is virtual but
                // still occupies a column (the reference suite's error specs count it).
                if (peek() == kEof)
                    ++m_column;
            } else if (kind == U'*') {
                m_hadComments = true;
                next();
                for (;;) {
                    const char32_t d = peek();
                    if (d == kEof)
                        return fail(QStringLiteral("unterminated block comment"));
                    if (d == kBadUtf8)
                        return fail(QStringLiteral("invalid UTF-8"));
                    next();
                    if (d == U'*' && peek() == U'/') {
                        next();
                        break;
                    }
                }
            } else {
                return unexpected(QStringLiteral("'/' or '*' after '/' (a comment)"));
            }
        }
    }

    bool expectWord(const char *word) {
        for (const char *w = word; *w; ++w) {
            if (peek() != char32_t(static_cast<unsigned char>(*w)))
                return unexpected(QStringLiteral("'%1'").arg(QLatin1String(word)));
            next();
        }
        return true;
    }

    bool parseValue(Json &out, int depth) {
        const char32_t c = peek();
        switch (c) {
        case U'{':
            return parseObject(out, depth + 1);
        case U'[':
            return parseArray(out, depth + 1);
        case U'"':
        case U'\'': {
            std::string s;
            if (!parseString(s))
                return false;
            out = std::move(s);
            return true;
        }
        case U'n':
            if (!expectWord("null"))
                return false;
            out = nullptr;
            return true;
        case U't':
            if (!expectWord("true"))
                return false;
            out = true;
            return true;
        case U'f':
            if (!expectWord("false"))
                return false;
            out = false;
            return true;
        default:
            break;
        }
        if (c == U'+' || c == U'-' || c == U'.' || c == U'I' || c == U'N' || isDigit(c))
            return parseNumber(out);
        return unexpected(QStringLiteral("a value"));
    }

    bool enter(int depth) {
        if (depth > kMaxJson5Depth)
            return fail(QStringLiteral("nesting deeper than %1 levels").arg(kMaxJson5Depth));
        return true;
    }

    bool parseObject(Json &out, int depth) {
        if (!enter(depth))
            return false;
        next(); // '{'
        out = Json::object();
        std::unordered_set<std::string> seen;
        for (;;) {
            if (!skipBlank())
                return false;
            if (peek() == U'}') {
                next();
                return true;
            }
            std::string key;
            const char32_t k = peek();
            if (k == U'"' || k == U'\'') {
                if (!parseString(key))
                    return false;
            } else if (!parseIdentifier(key)) {
                return false;
            }
            if (!skipBlank())
                return false;
            if (peek() != U':')
                return unexpected(QStringLiteral("':'"));
            next();
            if (!skipBlank())
                return false;
            Json value;
            if (!parseValue(value, depth))
                return false;
            if (seen.insert(key).second) {
                // ordered_json's own insert searches linearly; a new key can go straight to the
                // end.
                static_cast<Json::object_t::Container &>(out.get_ref<Json::object_t &>())
                    .emplace_back(std::move(key), std::move(value));
            } else {
                out[key] = std::move(value); // a duplicate keeps its place and takes the new value
            }
            if (!skipBlank())
                return false;
            const char32_t sep = peek();
            if (sep == U',') {
                next();
                continue;
            }
            if (sep == U'}') {
                next();
                return true;
            }
            return unexpected(QStringLiteral("',' or '}'"));
        }
    }

    bool parseArray(Json &out, int depth) {
        if (!enter(depth))
            return false;
        next(); // '['
        out = Json::array();
        for (;;) {
            if (!skipBlank())
                return false;
            if (peek() == U']') {
                next();
                return true;
            }
            Json value;
            if (!parseValue(value, depth))
                return false;
            out.push_back(std::move(value));
            if (!skipBlank())
                return false;
            const char32_t sep = peek();
            if (sep == U',') {
                next();
                continue;
            }
            if (sep == U']') {
                next();
                return true;
            }
            return unexpected(QStringLiteral("',' or ']'"));
        }
    }

    bool parseHex4(char32_t &value) {
        value = 0;
        for (int i = 0; i < 4; ++i) {
            const int h = hexValue(peek());
            if (h < 0)
                return unexpected(QStringLiteral("a hexadecimal digit"));
            next();
            value = (value << 4) | char32_t(h);
        }
        return true;
    }

    // \uXXXX, joining a surrogate pair when the low half follows as another \u escape.
    bool parseUnicodeEscape(char32_t &value) {
        if (!parseHex4(value))
            return false;
        if (value >= 0xD800 && value <= 0xDBFF && m_end - m_p >= 6 && m_p[0] == '\\' &&
            m_p[1] == 'u') {
            int low = 0;
            for (int i = 2; i < 6; ++i) {
                const int h = hexValue(char32_t(static_cast<unsigned char>(m_p[i])));
                if (h < 0) {
                    low = -1;
                    break;
                }
                low = (low << 4) | h;
            }
            if (low >= 0xDC00 && low <= 0xDFFF) {
                for (int i = 0; i < 6; ++i)
                    next();
                value = 0x10000 + ((value - 0xD800) << 10) + char32_t(low - 0xDC00);
            }
        }
        return true;
    }

    bool parseString(std::string &out) {
        const char32_t quote = next();
        for (;;) {
            const char32_t c = peek();
            if (c == kEof)
                return fail(QStringLiteral("unterminated string"));
            if (c == kBadUtf8)
                return fail(QStringLiteral("invalid UTF-8"));
            if (c == U'\n' || c == U'\r')
                return fail(QStringLiteral(
                    "unescaped line break in a string (use \\n or a \\ at the line end)"));
            next();
            if (c == quote)
                return true;
            if (c != U'\\') {
                appendUtf8(out, c);
                continue;
            }
            const char32_t e = peek();
            switch (e) {
            case kEof:
                return fail(QStringLiteral("unterminated string"));
            case kBadUtf8:
                return fail(QStringLiteral("invalid UTF-8"));
            case U'b':
                out += '\b';
                break;
            case U'f':
                out += '\f';
                break;
            case U'n':
                out += '\n';
                break;
            case U'r':
                out += '\r';
                break;
            case U't':
                out += '\t';
                break;
            case U'v':
                out += '\v';
                break;
            case U'0':
                next();
                if (isDigit(peek()))
                    return fail(QStringLiteral("octal escapes are not allowed"));
                out += '\0';
                continue;
            case U'x': {
                next();
                const int hi = hexValue(peek());
                if (hi < 0)
                    return unexpected(QStringLiteral("a hexadecimal digit"));
                next();
                const int lo = hexValue(peek());
                if (lo < 0)
                    return unexpected(QStringLiteral("a hexadecimal digit"));
                next();
                appendUtf8(out, char32_t(hi * 16 + lo));
                continue;
            }
            case U'u': {
                next();
                char32_t value = 0;
                if (!parseUnicodeEscape(value))
                    return false;
                appendUtf8(out, value);
                continue;
            }
            case U'\r':
                next();
                if (peek() == U'\n')
                    next();
                continue; // line continuation
            case U'\n':
            case 0x2028:
            case 0x2029:
                next();
                continue; // line continuation
            default:
                if (isDigit(e))
                    return fail(QStringLiteral("octal escapes are not allowed"));
                appendUtf8(out, e); // any other escaped character stands for itself
                break;
            }
            next();
        }
    }

    // One identifier character, either literal or as a \uXXXX escape.
    bool identifierChar(char32_t &c, bool start, bool &present) {
        present = false;
        const char32_t raw = peek();
        if (raw == U'\\') {
            // An escape that does not make an identifier character is reported at its backslash.
            const int escapeLine = m_line;
            const int escapeColumn = m_column + 1;
            next();
            if (peek() != U'u')
                return unexpected(QStringLiteral("'u' (a \\u escape in an unquoted key)"));
            next();
            if (!parseHex4(c))
                return false;
            if (!(start ? isIdStart(c) : isIdPart(c))) {
                fail(QStringLiteral("invalid identifier character U+%1 in an unquoted key")
                         .arg(uint(c), 4, 16, QLatin1Char('0')));
                m_errorLine = escapeLine;
                m_errorColumn = escapeColumn;
                return false;
            }
            present = true;
            return true;
        }
        if (raw == kEof || raw == kBadUtf8 || !(start ? isIdStart(raw) : isIdPart(raw)))
            return true;
        next();
        c = raw;
        present = true;
        return true;
    }

    bool parseIdentifier(std::string &out) {
        if (peek() != U'\\' && (peek() == kEof || peek() == kBadUtf8 || !isIdStart(peek())))
            return unexpected(QStringLiteral("a key (string or identifier)"));
        bool start = true;
        for (;;) {
            char32_t c = 0;
            bool present = false;
            if (!identifierChar(c, start, present))
                return false;
            if (!present)
                return true;
            appendUtf8(out, c);
            start = false;
        }
    }

    bool parseNumber(Json &out) {
        bool negative = false;
        if (peek() == U'+' || peek() == U'-') {
            negative = next() == U'-';
        }
        const char32_t c = peek();
        if (c == U'I') {
            if (!expectWord("Infinity"))
                return false;
            const double inf = std::numeric_limits<double>::infinity();
            out = negative ? -inf : inf;
            return true;
        }
        if (c == U'N') {
            if (!expectWord("NaN"))
                return false;
            out = std::numeric_limits<double>::quiet_NaN();
            return true;
        }
        if (c == U'0') {
            next();
            if (peek() == U'x' || peek() == U'X') {
                next();
                return parseHex(out, negative);
            }
            if (isDigit(peek()))
                return fail(QStringLiteral("leading zeros (octal numbers) are not allowed"));
            return parseDecimal(out, negative, "0");
        }
        if (isDigit(c) || c == U'.')
            return parseDecimal(out, negative, "");
        return unexpected(QStringLiteral("a number"));
    }

    bool parseHex(Json &out, bool negative) {
        if (hexValue(peek()) < 0)
            return unexpected(QStringLiteral("a hexadecimal digit"));
        std::uint64_t value = 0;
        double big = 0;
        bool overflow = false;
        for (int h = hexValue(peek()); h >= 0; h = hexValue(peek())) {
            next();
            if (!overflow && value > (std::numeric_limits<std::uint64_t>::max() >> 4)) {
                overflow = true;
                big = double(value);
            }
            if (overflow)
                big = big * 16 + h;
            else
                value = (value << 4) | std::uint64_t(h);
        }
        if (overflow) {
            out = negative ? -big : big;
        } else if (!negative) {
            if (value <= std::uint64_t(std::numeric_limits<std::int64_t>::max()))
                out = std::int64_t(value);
            else
                out = value;
        } else if (value <= std::uint64_t(std::numeric_limits<std::int64_t>::max())) {
            out = -std::int64_t(value);
        } else {
            out = -double(value);
        }
        return true;
    }

    // Digits after an optional sign (and an already consumed leading "0"): int part, fraction,
    // exponent. Converted like nlohmann does (integers stay integers), without locale.
    bool parseDecimal(Json &out, bool negative, const char *prefix) {
        std::string token = negative ? "-" : "";
        token += prefix;
        bool intDigits = *prefix != '\0';
        while (isDigit(peek())) {
            token += char(next());
            intDigits = true;
        }
        bool isFloat = false;
        if (peek() == U'.') {
            next();
            isFloat = true;
            if (!intDigits)
                token += '0';
            token += '.';
            bool fracDigits = false;
            while (isDigit(peek())) {
                token += char(next());
                fracDigits = true;
            }
            if (!intDigits && !fracDigits)
                return unexpected(QStringLiteral("a digit"));
            if (!fracDigits)
                token += '0';
        }
        if (peek() == U'e' || peek() == U'E') {
            next();
            isFloat = true;
            token += 'e';
            if (peek() == U'+' || peek() == U'-')
                token += char(next());
            if (!isDigit(peek()))
                return unexpected(QStringLiteral("a digit in the exponent"));
            while (isDigit(peek()))
                token += char(next());
        }
        const char *first = token.data();
        const char *last = token.data() + token.size();
        if (!isFloat) {
            std::int64_t i = 0;
            if (auto r = std::from_chars(first, last, i); r.ec == std::errc() && r.ptr == last) {
                out = i;
                return true;
            }
            std::uint64_t u = 0;
            if (auto r = std::from_chars(first, last, u); r.ec == std::errc() && r.ptr == last) {
                out = u;
                return true;
            }
        }
        double d = 0;
        const auto r = std::from_chars(first, last, d);
        if (r.ec == std::errc::result_out_of_range) {
            d = overflows(token) ? std::numeric_limits<double>::infinity() : 0.0;
            if (negative)
                d = -d;
        }
        out = d;
        return true;
    }

    // For a token from_chars rejected as out of range: too large (true) or too small (false)?
    static bool overflows(const std::string &token) {
        const auto e = token.find('e');
        const std::string mantissa = token.substr(0, e);
        long long exponent = 0;
        if (e != std::string::npos) {
            const char *first = token.data() + e + 1;
            if (*first == '+')
                ++first;
            if (std::from_chars(first, token.data() + token.size(), exponent).ec != std::errc())
                exponent = (token[e + 1] == '-') ? std::numeric_limits<int>::min()
                                                 : std::numeric_limits<int>::max();
        }
        // Decimal magnitude: digits before the point after leading zeros, or minus the zeros after
        // it.
        long long magnitude = 0;
        bool seenNonZero = false;
        bool afterPoint = false;
        for (char ch : mantissa) {
            if (ch == '.') {
                afterPoint = true;
            } else if (ch >= '0' && ch <= '9') {
                if (ch != '0')
                    seenNonZero = true;
                if (!afterPoint && seenNonZero)
                    ++magnitude;
                else if (afterPoint && !seenNonZero)
                    --magnitude;
                if (afterPoint && seenNonZero)
                    break;
            }
        }
        return magnitude + exponent > 0;
    }

    const char *m_p;
    const char *m_end;
    int m_width = 0;
    int m_line = 1;
    int m_column = 0;
    bool m_afterCr = false;
    bool m_hadComments = false;
    QString m_message;
    int m_errorLine = 0;
    int m_errorColumn = 0;
};

} // namespace

Result<Json> parseJson5(QByteArrayView text, const QString &sourceName, Json5Info *info) {
    Reader reader(text);
    Json value;
    const bool ok = reader.parseDocument(value);
    if (info) {
        info->hadComments = reader.hadComments();
        info->errorLine = ok ? 0 : reader.errorLine();
        info->errorColumn = ok ? 0 : reader.errorColumn();
    }
    if (!ok) {
        return Error{errorCodeText(ErrorCode::Json5Parse), reader.message(),
                     QStringLiteral("%1:%2:%3")
                         .arg(sourceName)
                         .arg(reader.errorLine())
                         .arg(reader.errorColumn())};
    }
    return value;
}

Result<Json> readJson5File(const QString &path, Json5Info *info) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error{errorCodeText(ErrorCode::IoRead), file.errorString(), path};
    const QByteArray bytes = file.readAll();
    return parseJson5(bytes, path, info);
}

} // namespace toolgate::core
