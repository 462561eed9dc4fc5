// SPDX-License-Identifier: MIT
// JavaScript-compatible text helpers: String.prototype.trim, and the regular expression that
// finds the missing tool in an "unknown tool" error.
#include "loops/loophashing_p.h"

namespace toolgate::core {

using namespace loophash;

namespace {

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

} // namespace toolgate::core
