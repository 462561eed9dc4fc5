// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>

namespace toolgate::core {

// Hard limits of the schema normaliser. OpenClaw has none (a 100,000-level schema overflows its
// call stack); Toolgate refuses such input with a clear error instead of crashing or hanging.
struct SchemaLimits {
    // Containers nested deeper than this (in the input, or after $ref inlining) are refused.
    static constexpr std::size_t maxDepth = 256;
    // Nodes that $ref expansion may create for one schema (guards exponential reference fan-out).
    static constexpr std::size_t maxExpandedNodes = 1'000'000;
};

// Error codes of schema normalisation (Error::code).
inline constexpr const char *kSchemaDepthError = "schema.depth";
inline constexpr const char *kSchemaExpansionError = "schema.expansion";

} // namespace toolgate::core
