// SPDX-License-Identifier: MIT
#pragma once

#include "policy/policycontext.h"
#include "util/json.h"

#include <optional>
#include <string>

namespace toolgate::core {

// Sender policy lookup (tools-by-sender.ts `resolveToolsBySender`): the matched toolsBySender
// entry and its configured key.
struct SenderMatch {
    const Json *policy = nullptr;
    std::string key;
};

// Typed keys (channel:, id:, e164:, username:, name:), legacy unprefixed keys as ids, `*`; the
// buckets in match order, the first key of a bucket winning (the last `*`). `channel`: the
// sender's channel (normalised), empty when unknown.
std::optional<SenderMatch> matchToolsBySender(const Json *bySender, const std::string &channel,
                                              const std::optional<PolicySender> &sender);

} // namespace toolgate::core
