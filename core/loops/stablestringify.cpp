// SPDX-License-Identifier: MIT
#include "loops/stablestringify.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <vector>

namespace toolgate::core {

namespace {

constexpr char kHexDigits[] = "0123456789abcdef";

bool needsEscape(unsigned char c) {
    return c < 0x20 || c == '"' || c == '\\';
}

void appendJsNumberText(std::string &out, double value, bool quoteNonFinite) {
    if (std::isnan(value) || std::isinf(value)) {
        const char *text = std::isnan(value) ? "NaN" : (value > 0 ? "Infinity" : "-Infinity");
        if (quoteNonFinite)
            out += '"';
        out += text;
        if (quoteNonFinite)
            out += '"';
        return;
    }
    if (value == 0) { // also -0, which JavaScript prints as 0
        out += '0';
        return;
    }
    // Shortest round-trip digits in scientific form, then JavaScript's Number#toString layout.
    char buf[64];
    const auto res = std::to_chars(buf, buf + sizeof buf, value, std::chars_format::scientific);
    const char *p = buf;
    const char *end = res.ptr;
    if (*p == '-') {
        out += '-';
        ++p;
    }
    char digits[32];
    int k = 0;
    while (p < end && *p != 'e') {
        if (*p != '.')
            digits[k++] = *p;
        ++p;
    }
    int exponent = 0;
    std::from_chars(p + 1 + (p[1] == '+' ? 1 : 0), end, exponent);
    const int n = exponent + 1;
    if (k <= n && n <= 21) {
        out.append(digits, static_cast<size_t>(k));
        out.append(static_cast<size_t>(n - k), '0');
    } else if (0 < n && n <= 21) {
        out.append(digits, static_cast<size_t>(n));
        out += '.';
        out.append(digits + n, static_cast<size_t>(k - n));
    } else if (-6 < n && n <= 0) {
        out += "0.";
        out.append(static_cast<size_t>(-n), '0');
        out.append(digits, static_cast<size_t>(k));
    } else {
        out += digits[0];
        if (k > 1) {
            out += '.';
            out.append(digits + 1, static_cast<size_t>(k - 1));
        }
        out += 'e';
        out += (n - 1 > 0) ? '+' : '-';
        out += std::to_string(std::abs(n - 1));
    }
}

struct Writer {
    std::string &out;
    StableStringRewrite rewrite;

    void string(std::string_view text) {
        if (rewrite) {
            std::string rewritten;
            if (rewrite(text, rewritten)) {
                appendJsString(out, rewritten);
                return;
            }
        }
        appendJsString(out, text);
    }

    void value(const Json &v) {
        switch (v.type()) {
        case Json::value_t::null:
        case Json::value_t::discarded:
            out += "null";
            return;
        case Json::value_t::boolean:
            out += v.get<bool>() ? "true" : "false";
            return;
        case Json::value_t::number_integer: {
            const auto i = v.get<std::int64_t>();
            if (i > -(std::int64_t(1) << 53) && i < (std::int64_t(1) << 53)) {
                char buf[24];
                const auto r = std::to_chars(buf, buf + sizeof buf, i);
                out.append(buf, r.ptr);
            } else {
                appendJsNumberText(out, static_cast<double>(i), true);
            }
            return;
        }
        case Json::value_t::number_unsigned: {
            const auto u = v.get<std::uint64_t>();
            if (u < (std::uint64_t(1) << 53)) {
                char buf[24];
                const auto r = std::to_chars(buf, buf + sizeof buf, u);
                out.append(buf, r.ptr);
            } else {
                appendJsNumberText(out, static_cast<double>(u), true);
            }
            return;
        }
        case Json::value_t::number_float:
            appendJsNumberText(out, v.get<double>(), true);
            return;
        case Json::value_t::string:
            string(v.get_ref<const std::string &>());
            return;
        case Json::value_t::binary:
            out += "null";
            return;
        case Json::value_t::array: {
            out += '[';
            bool first = true;
            for (const auto &entry : v) {
                if (!first)
                    out += ',';
                first = false;
                value(entry);
            }
            out += ']';
            return;
        }
        case Json::value_t::object:
            object(v);
            return;
        }
    }

    void object(const Json &v) {
        const size_t size = v.size();
        out += '{';
        if (size == 0) {
            out += '}';
            return;
        }
        if (rewrite) {
            std::string probe;
            for (auto it = v.begin(); it != v.end(); ++it) {
                if (rewrite(it.key(), probe)) {
                    objectRewritten(v);
                    return;
                }
            }
        }
        // Small objects dominate; sort pointers to the entries in place.
        struct Entry {
            const std::string *key;
            const Json *value;
        };
        Entry stackEntries[16];
        std::vector<Entry> heapEntries;
        Entry *entries = stackEntries;
        if (size > 16) {
            heapEntries.resize(size);
            entries = heapEntries.data();
        }
        size_t i = 0;
        for (auto it = v.begin(); it != v.end(); ++it)
            entries[i++] = Entry{&it.key(), &it.value()};
        std::sort(entries, entries + size,
                  [](const Entry &a, const Entry &b) { return utf16Less(*a.key, *b.key); });
        for (i = 0; i < size; ++i) {
            if (i > 0)
                out += ',';
            appendJsString(out, *entries[i].key);
            out += ':';
            value(*entries[i].value);
        }
        out += '}';
    }

    // With a rewrite, keys sort by their rewritten text (ties by the original key).
    void objectRewritten(const Json &v) {
        struct Entry {
            std::string key;
            const std::string *original;
            const Json *value;
        };
        std::vector<Entry> entries;
        entries.reserve(v.size());
        for (auto it = v.begin(); it != v.end(); ++it) {
            Entry e{{}, &it.key(), &it.value()};
            if (!rewrite(it.key(), e.key))
                e.key = it.key();
            entries.push_back(std::move(e));
        }
        std::sort(entries.begin(), entries.end(), [](const Entry &a, const Entry &b) {
            if (a.key != b.key)
                return utf16Less(a.key, b.key);
            return utf16Less(*a.original, *b.original);
        });
        bool first = true;
        for (const auto &e : entries) {
            if (!first)
                out += ',';
            first = false;
            appendJsString(out, e.key);
            out += ':';
            value(*e.value);
        }
        out += '}';
    }
};

} // namespace

// True when one of the 8 bytes needs escaping (< 0x20, '"' or '\\').
inline bool wordNeedsEscape(std::uint64_t x) {
    constexpr std::uint64_t ones = 0x0101010101010101ull;
    constexpr std::uint64_t highs = 0x8080808080808080ull;
    const auto hasZero = [](std::uint64_t v) { return ((v - ones) & ~v & highs) != 0; };
    const bool control = ((x - ones * 0x20) & ~x & highs) != 0;
    return control || hasZero(x ^ (ones * '"')) || hasZero(x ^ (ones * '\\'));
}

void appendJsString(std::string &out, std::string_view utf8) {
    out += '"';
    const char *const p = utf8.data();
    const size_t size = utf8.size();
    size_t start = 0;
    size_t i = 0;
    while (true) {
        // Plain runs are skipped 8 bytes at a time, also after an escape.
        while (i + 8 <= size) {
            std::uint64_t word;
            std::memcpy(&word, p + i, 8);
            if (wordNeedsEscape(word))
                break;
            i += 8;
        }
        const size_t limit = std::min(size, i + 8);
        while (i < limit && !needsEscape(static_cast<unsigned char>(p[i])))
            ++i;
        if (i == size)
            break;
        if (i == limit)
            continue;
        const auto c = static_cast<unsigned char>(p[i]);
        out.append(p + start, i - start);
        start = ++i;
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\b':
            out += "\\b";
            break;
        case '\f':
            out += "\\f";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\r':
            out += "\\r";
            break;
        case '\t':
            out += "\\t";
            break;
        default:
            out += "\\u00";
            out += kHexDigits[c >> 4];
            out += kHexDigits[c & 0xf];
            break;
        }
    }
    out.append(p + start, size - start);
    out += '"';
}

void appendJsNumber(std::string &out, double value) {
    appendJsNumberText(out, value, true);
}

std::string jsNumberToString(double value) {
    std::string out;
    appendJsNumberText(out, value, false);
    return out;
}

bool utf16Less(std::string_view a, std::string_view b) {
    const size_t n = std::min(a.size(), b.size());
    for (size_t i = 0; i < n; ++i) {
        const auto ca = static_cast<unsigned char>(a[i]);
        const auto cb = static_cast<unsigned char>(b[i]);
        if (ca == cb)
            continue;
        // UTF-8 byte order equals code point order; UTF-16 differs only between a supplementary
        // character (surrogates D800-DBFF, lead byte F0-F4) and U+E000-U+FFFF (lead byte EE/EF).
        const bool aSupp = ca >= 0xF0;
        const bool bSupp = cb >= 0xF0;
        if (aSupp && (cb == 0xEE || cb == 0xEF))
            return true;
        if (bSupp && (ca == 0xEE || ca == 0xEF))
            return false;
        return ca < cb;
    }
    return a.size() < b.size();
}

double jsonNumberAsDouble(const Json &value) {
    switch (value.type()) {
    case Json::value_t::number_integer:
        return static_cast<double>(value.get<std::int64_t>());
    case Json::value_t::number_unsigned:
        return static_cast<double>(value.get<std::uint64_t>());
    case Json::value_t::number_float:
        return value.get<double>();
    default:
        return 0;
    }
}

void appendStableJson(std::string &out, const Json &value, StableStringRewrite rewrite) {
    Writer writer{out, rewrite};
    writer.value(value);
}

std::string stableStringify(const Json &value, StableStringRewrite rewrite) {
    std::string out;
    appendStableJson(out, value, rewrite);
    return out;
}

} // namespace toolgate::core
