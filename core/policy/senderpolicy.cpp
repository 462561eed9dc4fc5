// SPDX-License-Identifier: MIT
#include "policy/senderpolicy.h"

#include "policy/policyjson.h"

namespace toolgate::core {

using policyjson::lowerTrim;

namespace {

// lowerTrim, then without one leading '@' (trimmed again).
std::string withoutAt(std::string v) {
    if (!v.empty() && v.front() == '@')
        v = lowerTrim(std::string_view(v).substr(1));
    return v;
}

bool startsWith(const std::string &s, std::string_view prefix) {
    return s.compare(0, prefix.size(), prefix) == 0;
}

} // namespace

SenderKeys parseSenderKeys(const Json *bySender) {
    SenderKeys keys;
    if (!bySender || !bySender->is_object())
        return keys;
    for (auto it = bySender->begin(); it != bySender->end(); ++it) {
        if (it->is_null())
            continue;
        const std::string lower = lowerTrim(it.key());
        if (lower.empty())
            continue;
        const auto value = [&](std::size_t prefix) {
            return lowerTrim(std::string_view(lower).substr(prefix));
        };
        SenderKey k;
        k.policy = &*it;
        k.key = it.key();
        if (lower == "*") {
            k.kind = SenderKey::Wildcard;
        } else if (startsWith(lower, "channel:")) {
            const std::string rest = value(8);
            const auto colon = rest.find(':');
            if (colon == std::string::npos || colon == 0)
                continue;
            k.kind = SenderKey::Channel;
            k.channel = lowerTrim(std::string_view(rest).substr(0, colon));
            k.value = lowerTrim(std::string_view(rest).substr(colon + 1));
        } else if (startsWith(lower, "id:")) {
            k.kind = SenderKey::Id;
            k.value = value(3);
        } else if (startsWith(lower, "e164:")) {
            k.kind = SenderKey::E164;
            k.value = value(5);
        } else if (startsWith(lower, "username:")) {
            k.kind = SenderKey::Username;
            k.value = withoutAt(value(9));
        } else if (startsWith(lower, "name:")) {
            k.kind = SenderKey::Name;
            k.value = value(5);
        } else {
            // Legacy unprefixed key: matched as an id without its leading '@' (OpenClaw warns
            // that it is deprecated).
            k.kind = SenderKey::Legacy;
            k.value = lower.front() == '@' ? value(1) : lower;
        }
        keys.push_back(std::move(k));
    }
    return keys;
}

SenderIdentity senderIdentity(const std::optional<PolicySender> &sender) {
    SenderIdentity who;
    if (!sender)
        return who;
    // Sender id candidates: the id as typed, then without a leading '@'.
    who.id = lowerTrim(sender->id);
    who.idNoAt = withoutAt(who.id);
    if (who.idNoAt == who.id)
        who.idNoAt.clear();
    who.e164 = lowerTrim(sender->e164);
    who.username = withoutAt(lowerTrim(sender->username));
    who.name = lowerTrim(sender->name);
    return who;
}

std::optional<SenderMatch> matchToolsBySender(const SenderKeys &keys, const std::string &channel,
                                              const SenderIdentity &who) {
    const auto idRank = [&](const std::string &v) {
        if (v.empty())
            return -1;
        if (!who.id.empty() && v == who.id)
            return 0;
        if (!who.idNoAt.empty() && v == who.idNoAt)
            return 1;
        return -1;
    };
    // Slots in match order: channel+id (typed, without '@'), id (typed, without '@'), e164,
    // username, name, wildcard.
    const SenderKey *found[8] = {};
    for (const SenderKey &k : keys) {
        int slot = -1;
        switch (k.kind) {
        case SenderKey::Wildcard:
            slot = 7;
            break;
        case SenderKey::Channel:
            if (!channel.empty() && k.channel == channel && idRank(k.value) >= 0)
                slot = idRank(k.value);
            break;
        case SenderKey::Id:
        case SenderKey::Legacy:
            if (idRank(k.value) >= 0)
                slot = 2 + idRank(k.value);
            break;
        case SenderKey::E164:
            if (!who.e164.empty() && k.value == who.e164)
                slot = 4;
            break;
        case SenderKey::Username:
            if (!who.username.empty() && k.value == who.username)
                slot = 5;
            break;
        case SenderKey::Name:
            if (!who.name.empty() && k.value == who.name)
                slot = 6;
            break;
        }
        // The first key of a bucket wins, but a later wildcard replaces an earlier one.
        if (slot >= 0 && (!found[slot] || slot == 7))
            found[slot] = &k;
    }
    for (const SenderKey *f : found)
        if (f)
            return SenderMatch{f->policy, &f->key};
    return std::nullopt;
}

} // namespace toolgate::core
