// SPDX-License-Identifier: MIT
#pragma once

#include "util/json.h"

#include <cstdint>

namespace toolgate::core {

// The `bench matrix` workload: W1's tool list and global policy with `agents` generated agents
// (profiles, allow/alsoAllow/deny, byProvider with provider and model keys, toolsBySender,
// sandbox scopes; the global subagent scope and spawn depth), and one context that runs every
// layer (subagent session, sandboxed, sender, message and model provider). Deterministic: the
// same W1 workload and seed give the same JSON on every platform (own PRNG, no std
// distributions). Returns {"description", "seed", "tools", "config", "context"}.
Json generateMatrixWorkload(const Json &w1Workload, std::uint64_t seed, int agents = 200);

} // namespace toolgate::core
