// SPDX-License-Identifier: MIT
#include "policy/sessionkey.h"

#include <algorithm>

namespace toolgate::core {

namespace {

std::string lower(std::string_view s) {
    std::string out(s);
    for (char &c : out)
        if (c >= 'A' && c <= 'Z')
            c = static_cast<char>(c - 'A' + 'a');
    return out;
}

// ASCII case-insensitive equality with a lower-case word (what `lower(s) == word` tests, without
// the copy).
bool ieq(std::string_view s, std::string_view word) {
    if (s.size() != word.size())
        return false;
    for (std::size_t i = 0; i < s.size(); ++i) {
        const char c = s[i] >= 'A' && s[i] <= 'Z' ? static_cast<char>(s[i] - 'A' + 'a') : s[i];
        if (c != word[i])
            return false;
    }
    return true;
}

// Where `word` (lower-case) occurs in `s` ignoring ASCII case: the first at or after `from`, or
// the last when `last` is set; npos if nowhere.
std::size_t ifind(std::string_view s, std::string_view word, std::size_t from = 0,
                  bool last = false) {
    if (s.size() < word.size())
        return std::string_view::npos;
    // A first character that is not a letter is found exactly (the ':' of every marker).
    const char first = word.front();
    const bool letter = first >= 'a' && first <= 'z';
    std::size_t found = std::string_view::npos;
    for (std::size_t i = from; i + word.size() <= s.size(); ++i) {
        if (!letter && (i = s.find(first, i)) == std::string_view::npos)
            break;
        if (i + word.size() <= s.size() && ieq(s.substr(i, word.size()), word)) {
            if (!last)
                return i;
            found = i;
        }
    }
    return found;
}

// Occurrences of ":subagent:" ignoring case (getSubagentDepth on the lower-cased key).
int subagentSegments(std::string_view key) {
    int n = 0;
    for (std::size_t pos = ifind(key, ":subagent:"); pos != std::string_view::npos;
         pos = ifind(key, ":subagent:", pos + 1))
        ++n;
    return n;
}

std::string_view trimmed(std::string_view s) {
    while (!s.empty() && static_cast<unsigned char>(s.front()) <= ' ')
        s.remove_prefix(1);
    while (!s.empty() && static_cast<unsigned char>(s.back()) <= ' ')
        s.remove_suffix(1);
    return s;
}

// buildScopedGroupIdCandidates: `<chat>:topic:<t>:sender:<s>` → itself, `<chat>:topic:<t>`,
// `<chat>`; `<chat>:topic:<t>` → `<chat>:topic:<t>`, `<chat>`; `<chat>:sender:<s>` → itself,
// `<chat>`; anything else → itself (markers in any case, <t>/<s> without ':', <chat> non-empty).
std::vector<std::string> scopedGroupCandidates(const std::string &raw) {
    std::vector<std::string> parts;
    for (std::size_t pos = 0;;) {
        const std::size_t colon = raw.find(':', pos);
        parts.push_back(
            raw.substr(pos, colon == std::string::npos ? std::string::npos : colon - pos));
        if (colon == std::string::npos)
            break;
        pos = colon + 1;
    }
    const auto joinFirst = [&](std::size_t count) {
        std::string out;
        for (std::size_t i = 0; i < count; ++i)
            out += (i ? ":" : "") + parts[i];
        return out;
    };
    const std::size_t n = parts.size();
    const auto is = [&](std::size_t i, const char *word) { return lower(parts[i]) == word; };
    const auto marker = [&](std::size_t i, const char *word) {
        return n > i + 1 && is(n - 2 - i, word) && !parts[n - 1 - i].empty() &&
               !joinFirst(n - 2 - i).empty();
    };
    std::vector<std::string> out;
    const auto add = [&](const std::string &v) {
        const std::string t(trimmed(v));
        if (!t.empty() && std::find(out.begin(), out.end(), t) == out.end())
            out.push_back(t);
    };
    if (n >= 5 && marker(2, "topic") && is(n - 2, "sender") && !parts[n - 1].empty()) {
        add(raw);
        add(joinFirst(n - 4) + ":topic:" + parts[n - 3]);
        add(joinFirst(n - 4));
    } else if (marker(0, "topic")) {
        add(joinFirst(n - 2) + ":topic:" + parts[n - 1]);
        add(joinFirst(n - 2));
    } else if (marker(0, "sender")) {
        add(raw);
        add(joinFirst(n - 2));
    } else {
        add(raw);
    }
    return out;
}

std::vector<std::string_view> splitKeepingEmpty(std::string_view key) {
    std::vector<std::string_view> parts; // JS split(":")
    parts.reserve(static_cast<std::size_t>(std::count(key.begin(), key.end(), ':')) + 1);
    for (std::size_t start = 0;;) {
        const std::size_t colon = key.find(':', start);
        parts.push_back(key.substr(start, colon == std::string_view::npos ? colon : colon - start));
        if (colon == std::string_view::npos)
            return parts;
        start = colon + 1;
    }
}

std::string joinFrom(const std::vector<std::string_view> &parts, std::size_t first) {
    std::string out;
    for (std::size_t i = first; i < parts.size(); ++i) {
        if (i > first)
            out += ':';
        out += parts[i];
    }
    return out;
}

// resolveGroupContextFromSessionKey: drop a `:thread:` suffix; a conversation ref
// (`[agent:<a>:]<channel>:group|channel:<id...>`, parseRawSessionConversationRef) gives the
// channel and its scoped ids plus the raw id; otherwise the loose form (empty segments dropped,
// one `subagent` segment skipped, kind matched exactly).
void resolveGroupContext(std::string_view key, SessionKeyInfo &info) {
    key = trimmed(key);
    if (const auto marker = ifind(key, ":thread:", 0, true);
        marker != std::string_view::npos && !trimmed(key.substr(marker + 8)).empty())
        key = trimmed(key.substr(0, marker));
    const std::vector<std::string_view> parts = splitKeepingEmpty(key);
    std::size_t body = 0;
    bool ref = true;
    if (ieq(trimmed(parts[0]), "agent")) {
        ref = parts.size() >= 3 && !trimmed(parts[1]).empty();
        body = 2;
    }
    if (ref && (parts.size() < body + 3 || ieq(trimmed(parts[body]), "agent") ||
                trimmed(parts[body + 2]).empty()))
        ref = false;
    if (ref) {
        const std::string channel = lower(trimmed(parts[body]));
        const std::string kind = lower(trimmed(parts[body + 1]));
        const std::string rawId(trimmed(joinFrom(parts, body + 2)));
        if (!channel.empty() && (kind == "group" || kind == "channel") && !rawId.empty()) {
            info.groupChannel = channel;
            info.groupCandidates = scopedGroupCandidates(rawId);
            if (std::find(info.groupCandidates.begin(), info.groupCandidates.end(), rawId) ==
                info.groupCandidates.end())
                info.groupCandidates.push_back(rawId); // the generic resolution's id
            // Without a loaded channel plugin a raw id with ':' is offered to the channel's
            // bundled session-key parser; looking it up publishes the plugin metadata snapshot
            // (telegram ships its parser and is found without it).
            info.loadsPluginManifests =
                rawId.find(':') != std::string::npos && channel != "telegram";
            return;
        }
    }
    std::vector<std::string_view> loose;
    loose.reserve(parts.size());
    for (std::string_view part : parts)
        if (!part.empty())
            loose.push_back(part);
    std::size_t first = !loose.empty() && loose[0] == "agent" ? 2 : 0;
    if (first < loose.size() && loose[first] == "subagent")
        ++first;
    if (loose.size() < first + 3 || (loose[first + 1] != "group" && loose[first + 1] != "channel"))
        return;
    const std::string groupId(trimmed(joinFrom(loose, first + 2)));
    if (groupId.empty())
        return;
    info.groupChannel = lower(loose[first]);
    info.groupCandidates = scopedGroupCandidates(groupId);
}

} // namespace

SessionKeyInfo parseSessionKey(std::string_view sessionKey) {
    SessionKeyInfo info;
    resolveGroupContext(sessionKey, info);
    while (!sessionKey.empty() && static_cast<unsigned char>(sessionKey.front()) <= ' ')
        sessionKey.remove_prefix(1);
    while (!sessionKey.empty() && static_cast<unsigned char>(sessionKey.back()) <= ' ')
        sessionKey.remove_suffix(1);
    std::vector<std::string_view> parts; // the non-empty segments
    parts.reserve(static_cast<std::size_t>(std::count(sessionKey.begin(), sessionKey.end(), ':')) +
                  1);
    std::size_t start = 0;
    while (start <= sessionKey.size()) {
        const std::size_t colon = sessionKey.find(':', start);
        const std::size_t end = colon == std::string_view::npos ? sessionKey.size() : colon;
        if (end > start)
            parts.push_back(sessionKey.substr(start, end - start));
        if (colon == std::string_view::npos)
            break;
        start = colon + 1;
    }
    if (parts.size() < 3 || !ieq(parts[0], "agent")) {
        // isSubagentSessionKey also accepts a bare "subagent:..." key.
        if (sessionKey.size() >= 9 && ieq(sessionKey.substr(0, 9), "subagent:")) {
            info.isSubagent = true;
            info.subagentDepth = subagentSegments(sessionKey);
        }
        return info;
    }
    info.agentId = lower(parts[1]);
    // getSubagentDepth: occurrences of ":subagent:" in the lower-cased key.
    info.subagentDepth = subagentSegments(sessionKey);
    // The rest after the agent part; the route channel (sender policy): a group/channel or direct
    // route after it, one `subagent` segment skipped.
    const std::size_t rest = 2;
    info.isSubagent = ieq(parts[rest], "subagent");
    const std::size_t first = rest + (info.isSubagent ? 1 : 0);
    if (parts.size() >= first + 3) {
        const std::string_view kind = parts[first + 1];
        if (kind == "group" || kind == "channel" || kind == "direct" || kind == "dm")
            info.routeChannel = lower(parts[first]);
    }
    return info;
}

std::string normalizeAgentId(std::string_view id) {
    while (!id.empty() && static_cast<unsigned char>(id.front()) <= ' ')
        id.remove_prefix(1);
    while (!id.empty() && static_cast<unsigned char>(id.back()) <= ' ')
        id.remove_suffix(1);
    const std::string lowered = lower(id);
    const auto valid = [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
    };
    std::string out;
    bool dash = false;
    for (char c : lowered) {
        if (valid(c)) {
            if (dash && !out.empty())
                out.push_back('-');
            dash = false;
            out.push_back(c);
        } else {
            dash = true;
        }
    }
    // A canonical id (starts with [a-z0-9], at most 64) is kept as it is; otherwise dashes at
    // either end go and the id is cut to 64.
    const bool canonical = !lowered.empty() && lowered.size() <= 64 && lowered.front() != '_' &&
                           lowered.front() != '-' &&
                           std::all_of(lowered.begin(), lowered.end(), valid);
    if (canonical)
        return lowered;
    std::size_t b = 0;
    while (b < out.size() && out[b] == '-')
        ++b;
    out.erase(0, b);
    while (!out.empty() && out.back() == '-')
        out.pop_back();
    out.resize(std::min<std::size_t>(out.size(), 64));
    return out.empty() ? std::string("main") : out;
}

} // namespace toolgate::core
