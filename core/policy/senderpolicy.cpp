// SPDX-License-Identifier: MIT
#include "policy/senderpolicy.h"

#include "policy/policyjson.h"

namespace toolgate::core {

using policyjson::lowerTrim;

std::optional<SenderMatch> matchToolsBySender(const Json *bySender, const std::string &channel,
                                              const std::optional<PolicySender> &sender) {
    if (!bySender || !bySender->is_object())
        return std::nullopt;
    // Sender id candidates: the id as typed, then without a leading '@'.
    const std::string id = sender ? lowerTrim(sender->id) : std::string();
    std::string idNoAt = id;
    if (!idNoAt.empty() && idNoAt.front() == '@')
        idNoAt = lowerTrim(std::string_view(idNoAt).substr(1));
    if (idNoAt == id)
        idNoAt.clear();
    const std::string e164 = sender ? lowerTrim(sender->e164) : std::string();
    std::string username = sender ? lowerTrim(sender->username) : std::string();
    if (!username.empty() && username.front() == '@')
        username = lowerTrim(std::string_view(username).substr(1));
    const std::string name = sender ? lowerTrim(sender->name) : std::string();
    const auto idRank = [&](const std::string &v) {
        if (v.empty())
            return -1;
        if (!id.empty() && v == id)
            return 0;
        if (!idNoAt.empty() && v == idNoAt)
            return 1;
        return -1;
    };

    // Slots in match order: channel+id (typed, without '@'), id (typed, without '@'), e164,
    // username, name, wildcard.
    std::optional<SenderMatch> found[8];
    for (auto it = bySender->begin(); it != bySender->end(); ++it) {
        if (it->is_null())
            continue;
        const std::string &key = it.key();
        const std::string lower = lowerTrim(key);
        if (lower.empty())
            continue;
        const auto value = [&](std::size_t prefix) {
            return lowerTrim(std::string_view(lower).substr(prefix));
        };
        int slot = -1;
        if (lower == "*") {
            slot = 7;
        } else if (lower.rfind("channel:", 0) == 0) {
            const std::string rest = value(8);
            const auto colon = rest.find(':');
            if (colon != std::string::npos && colon > 0 && !channel.empty() &&
                lowerTrim(std::string_view(rest).substr(0, colon)) == channel) {
                const int rank = idRank(lowerTrim(std::string_view(rest).substr(colon + 1)));
                if (rank >= 0)
                    slot = rank;
            }
        } else if (lower.rfind("id:", 0) == 0) {
            const int rank = idRank(value(3));
            if (rank >= 0)
                slot = 2 + rank;
        } else if (lower.rfind("e164:", 0) == 0) {
            if (!e164.empty() && value(5) == e164)
                slot = 4;
        } else if (lower.rfind("username:", 0) == 0) {
            std::string v = value(9);
            if (!v.empty() && v.front() == '@')
                v = lowerTrim(std::string_view(v).substr(1));
            if (!username.empty() && v == username)
                slot = 5;
        } else if (lower.rfind("name:", 0) == 0) {
            if (!name.empty() && value(5) == name)
                slot = 6;
        } else {
            // Legacy unprefixed key: matched as an id without its leading '@' (OpenClaw warns
            // that it is deprecated).
            const int rank = idRank(lower.front() == '@' ? value(1) : lower);
            if (rank >= 0)
                slot = 2 + rank;
        }
        // The first key of a bucket wins, but a later wildcard replaces an earlier one.
        if (slot >= 0 && (!found[slot] || slot == 7))
            found[slot] = SenderMatch{&*it, key};
    }
    for (const auto &f : found)
        if (f)
            return f;
    return std::nullopt;
}

} // namespace toolgate::core
