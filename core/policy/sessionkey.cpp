// SPDX-License-Identifier: MIT
#include "policy/sessionkey.h"

namespace toolgate::core {

namespace {

std::string lower(std::string_view s) {
    std::string out(s);
    for (char &c : out)
        if (c >= 'A' && c <= 'Z')
            c = static_cast<char>(c - 'A' + 'a');
    return out;
}

} // namespace

SessionKeyInfo parseSessionKey(std::string_view sessionKey) {
    SessionKeyInfo info;
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
    if (parts.size() < 3 || lower(parts[0]) != "agent")
        return info;
    info.agentId = lower(parts[1]);
    const std::vector<std::string> rest(parts.begin() + 2, parts.end());
    for (const std::string &p : rest)
        if (lower(p) == "subagent")
            ++info.subagentDepth;
    info.isSubagent = lower(rest.front()) == "subagent";
    for (std::size_t i = 1; i < rest.size(); ++i) {
        const std::string kind = lower(rest[i]);
        if ((kind == "group" || kind == "channel") && i + 1 < rest.size() &&
            info.groupCandidates.empty()) {
            info.groupChannel = lower(rest[i - 1]);
            if (info.routeChannel.empty())
                info.routeChannel = info.groupChannel;
            const std::string &id = rest[i + 1];
            if (i + 3 < rest.size() && lower(rest[i + 2]) == "topic") {
                const std::string topic = id + ":topic:" + rest[i + 3];
                if (i + 5 < rest.size() && lower(rest[i + 4]) == "sender")
                    info.groupCandidates.push_back(topic + ":sender:" + rest[i + 5]);
                info.groupCandidates.push_back(topic);
            }
            info.groupCandidates.push_back(id);
        } else if ((kind == "direct" || kind == "dm") && i + 1 < rest.size() &&
                   info.routeChannel.empty()) {
            info.routeChannel = lower(rest[i - 1]);
        }
    }
    return info;
}

} // namespace toolgate::core
