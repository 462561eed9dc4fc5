// SPDX-License-Identifier: MIT
#pragma once

#include <nlohmann/json.hpp>

namespace toolgate::core {

// The one JSON tree type of the project. Ordered, because OpenClaw's semantics depend on key order
// in places (first matching toolsBySender key wins) and because an edited config must keep the
// user's key order when it is written back.
using Json = nlohmann::ordered_json;

} // namespace toolgate::core
