// SPDX-License-Identifier: MIT
// Volatile exec text: the five patterns (timestamps, clock times, attempt/retry counters,
// durations, pids) the exec failure identity masks, hand-written for speed.
#include "loops/loophashing_p.h"

#include <algorithm>
#include <initializer_list>

namespace toolgate::core {

using namespace loophash;

namespace {

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

// Replaces every match (leftmost first, scanning on after each match) with '#' into `out`;
// false (and `out` untouched) when nothing matched. `first` says which characters can start a
// match, so most positions cost one test.
bool replaceAll(std::string_view s, Matcher matcher, bool (*first)(char), std::string &out) {
    size_t copied = 0;
    size_t i = 0;
    bool matched = false;
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
        if (!matched) {
            out.clear();
            matched = true;
        }
        out.append(s.data() + copied, i - copied);
        out += '#';
        i += len;
        copied = i;
    }
    if (matched)
        out.append(s.data() + copied, s.size() - copied);
    return matched;
}

bool startsCounter(char c) {
    const char l = asciiLower(c);
    return l == 'a' || l == 'r' || l == 'p';
}

} // namespace

std::string_view loophash::maskVolatileExecText(std::string_view text, std::string (&buffers)[2]) {
    // Every pattern needs a digit; most outputs without one come back unchanged.
    if (std::none_of(text.begin(), text.end(), isDigit))
        return text;
    // Each pass reads the previous result and writes the other buffer.
    static constexpr struct {
        Matcher matcher;
        bool (*first)(char);
    } passes[] = {{matchIsoTimestamp, isDigit},
                  {matchClock, isDigit},
                  {matchAttempt, startsCounter},
                  {matchDuration, isDigit},
                  {matchPid, startsCounter}};
    std::string_view current = text;
    int next = 0;
    for (const auto &pass : passes) {
        if (replaceAll(current, pass.matcher, pass.first, buffers[next])) {
            current = buffers[next];
            next ^= 1;
        }
    }
    return current;
}

std::string maskVolatileExecText(std::string_view text) {
    std::string buffers[2];
    return std::string(loophash::maskVolatileExecText(text, buffers));
}

} // namespace toolgate::core
