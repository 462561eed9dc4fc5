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

// `<chat>:topic:<t>:sender:<s>` → itself, `<chat>:topic:<t>`, `<chat>`; `<chat>:topic:<t>` →
// itself, `<chat>`; `<chat>:sender:<s>` → itself, `<chat>`; anything else → itself.
std::vector<std::string> scopedGroupCandidates(const std::string &raw) {
    std::vector<std::string> parts;
    std::size_t pos = 0;
    while (true) {
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
    std::vector<std::string> out;
    const auto add = [&](const std::string &v) {
        if (!v.empty() && std::find(out.begin(), out.end(), v) == out.end())
            out.push_back(v);
    };
    if (n >= 5 && is(n - 4, "topic") && is(n - 2, "sender") && !parts[n - 3].empty() &&
        !parts[n - 1].empty()) {
        add(raw);
        add(joinFirst(n - 2));
        add(joinFirst(n - 4));
    } else if (n >= 3 && is(n - 2, "topic") && !parts[n - 1].empty()) {
        add(raw);
        add(joinFirst(n - 2));
    } else if (n >= 3 && is(n - 2, "sender") && !parts[n - 1].empty()) {
        add(raw);
        add(joinFirst(n - 2));
    } else {
        add(raw);
    }
    return out;
}

std::string_view trimmed(std::string_view s) {
    while (!s.empty() && static_cast<unsigned char>(s.front()) <= ' ')
        s.remove_prefix(1);
    while (!s.empty() && static_cast<unsigned char>(s.back()) <= ' ')
        s.remove_suffix(1);
    return s;
}

// parseThreadSessionSuffix + parseRawSessionConversationRef + the bundled fallback probe of
// resolveSessionConversation (a raw id with ':' and no loaded channel plugin).
bool loadsPluginManifests(std::string_view key) {
    key = trimmed(key);
    const std::string lowered = lower(key);
    if (const auto marker = lowered.rfind(":thread:");
        marker != std::string::npos && !trimmed(key.substr(marker + 8)).empty())
        key = trimmed(key.substr(0, marker));
    std::vector<std::string_view> parts; // JS split: empty segments kept
    for (std::size_t start = 0;;) {
        const std::size_t colon = key.find(':', start);
        parts.push_back(key.substr(start, colon == std::string_view::npos ? colon : colon - start));
        if (colon == std::string_view::npos)
            break;
        start = colon + 1;
    }
    std::size_t body = 0;
    if (lower(trimmed(parts[0])) == "agent") {
        if (parts.size() < 3 || trimmed(parts[1]).empty())
            return false;
        body = 2;
    }
    if (parts.size() < body + 3 || lower(trimmed(parts[body])) == "agent" ||
        trimmed(parts[body + 2]).empty())
        return false;
    const std::string channel = lower(trimmed(parts[body]));
    const std::string kind = lower(trimmed(parts[body + 1]));
    if (channel.empty() || (kind != "group" && kind != "channel"))
        return false;
    std::string rawId;
    for (std::size_t i = body + 2; i < parts.size(); ++i)
        rawId += (i > body + 2 ? ":" : "") + std::string(parts[i]);
    return trimmed(rawId).find(':') != std::string_view::npos && channel != "telegram";
}

} // namespace

SessionKeyInfo parseSessionKey(std::string_view sessionKey) {
    SessionKeyInfo info;
    info.loadsPluginManifests = loadsPluginManifests(sessionKey);
    while (!sessionKey.empty() && static_cast<unsigned char>(sessionKey.front()) <= ' ')
        sessionKey.remove_prefix(1);
    while (!sessionKey.empty() && static_cast<unsigned char>(sessionKey.back()) <= ' ')
        sessionKey.remove_suffix(1);
    std::vector<std::string> parts;
    std::size_t start = 0;
    while (start <= sessionKey.size()) {
        const std::size_t colon = sessionKey.find(':', start);
        const std::size_t end = colon == std::string_view::npos ? sessionKey.size() : colon;
        if (end > start)
            parts.emplace_back(sessionKey.substr(start, end - start));
        if (colon == std::string_view::npos)
            break;
        start = colon + 1;
    }
    if (parts.size() < 3 || lower(parts[0]) != "agent") {
        // isSubagentSessionKey also accepts a bare "subagent:..." key.
        const std::string lowered = lower(sessionKey);
        if (lowered.rfind("subagent:", 0) == 0) {
            info.isSubagent = true;
            for (std::size_t pos = lowered.find(":subagent:"); pos != std::string::npos;
                 pos = lowered.find(":subagent:", pos + 1))
                ++info.subagentDepth;
        }
        return info;
    }
    info.agentId = lower(parts[1]);
    const std::vector<std::string> rest(parts.begin() + 2, parts.end());
    // getSubagentDepth: occurrences of ":subagent:" in the lower-cased key.
    const std::string lowered = lower(sessionKey);
    for (std::size_t pos = lowered.find(":subagent:"); pos != std::string::npos;
         pos = lowered.find(":subagent:", pos + 1))
        ++info.subagentDepth;
    info.isSubagent = lower(rest.front()) == "subagent";
    // Group/route context (resolveGroupContextFromSessionKey): drop a `:thread:` suffix, skip one
    // leading `subagent` segment, then `<channel>:<kind>:<id...>`.
    std::vector<std::string> body;
    {
        std::string_view base = sessionKey;
        if (const auto thread = base.find(":thread:"); thread != std::string_view::npos)
            base = base.substr(0, thread);
        std::size_t pos = 0;
        std::vector<std::string> baseParts;
        while (pos <= base.size()) {
            const std::size_t colon = base.find(':', pos);
            const std::size_t end = colon == std::string_view::npos ? base.size() : colon;
            if (end > pos)
                baseParts.emplace_back(base.substr(pos, end - pos));
            if (colon == std::string_view::npos)
                break;
            pos = colon + 1;
        }
        body.assign(baseParts.begin() + 2, baseParts.end());
    }
    if (!body.empty() && body.front() == "subagent")
        body.erase(body.begin());
    if (body.size() >= 3) {
        const std::string kind = body[1];
        const std::string channel = lower(body[0]);
        if (kind == "group" || kind == "channel") {
            std::string groupId;
            for (std::size_t i = 2; i < body.size(); ++i)
                groupId += (i > 2 ? ":" : "") + body[i];
            info.groupChannel = channel;
            info.routeChannel = channel;
            info.groupCandidates = scopedGroupCandidates(groupId);
        } else if (kind == "direct" || kind == "dm") {
            info.routeChannel = channel;
        }
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
