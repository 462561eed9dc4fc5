// SPDX-License-Identifier: MIT
#pragma once

#include "policy/policycontext.h"
#include "util/json.h"

#include <optional>
#include <string>
#include <vector>

namespace toolgate::core {

// Sender policy lookup (tools-by-sender.ts `resolveToolsBySender`): the matched toolsBySender
// entry and its configured key (pointing into the parsed keys).
struct SenderMatch {
    const Json *policy = nullptr;
    const std::string *key = nullptr;
};

// One toolsBySender key, parsed once per config: which bucket it is and the value it compares
// (lower-cased, trimmed, a username's '@' dropped).
struct SenderKey {
    enum Kind { Channel, Id, E164, Username, Name, Legacy, Wildcard };
    Kind kind = Wildcard;
    std::string channel; // Channel: the channel part
    std::string value;
    const Json *policy = nullptr;
    std::string key; // as configured
};
using SenderKeys = std::vector<SenderKey>;

// A toolsBySender object's keys in order (null entries, blank keys and malformed channel: keys
// dropped: they never match); empty when it is not an object.
SenderKeys parseSenderKeys(const Json *bySender);

// The sender's identity as the keys compare it (all empty without a sender).
struct SenderIdentity {
    std::string id;     // lower-cased, trimmed
    std::string idNoAt; // the id without a leading '@' ("" when that is the id itself)
    std::string e164;
    std::string username; // without a leading '@'
    std::string name;
};
SenderIdentity senderIdentity(const std::optional<PolicySender> &sender);

// Typed keys (channel:, id:, e164:, username:, name:), legacy unprefixed keys as ids, `*`; the
// buckets in match order, the first key of a bucket winning (the last `*`). `channel`: the
// sender's channel (normalised), empty when unknown.
std::optional<SenderMatch> matchToolsBySender(const SenderKeys &keys, const std::string &channel,
                                              const SenderIdentity &sender);

} // namespace toolgate::core
