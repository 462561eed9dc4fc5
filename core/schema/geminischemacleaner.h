// SPDX-License-Identifier: MIT
#pragma once

// Internal to core/schema: OpenClaw's Gemini cleaner (clean-for-gemini.ts, 2026.9.6).

#include "schema/arenajson.h"

namespace toolgate::core::schemapass {

// Rewrites a schema into the subset Google's function declarations accept: the 22 unsupported
// keywords removed, `const` → `enum`, enum values stringified, null variants and "null" types
// dropped, literal unions folded into enums, remaining unions flattened to one representative
// schema, `required` filtered to declared properties, local `$ref`s resolved through `$defs`.
// Rewrites `schema` in place. Throws schemaguard::LimitExceeded when reference expansion exceeds
// the limits.
void cleanForGemini(ArenaJson &schema);

// The message OpenClaw throws for a cyclic object graph. A JSON value tree cannot contain a
// cycle, so Toolgate never produces it; kept so callers can recognise OpenClaw's wording.
inline constexpr const char *kGeminiCircularReferenceMessage =
    "Tool schema contains a circular reference.";

} // namespace toolgate::core::schemapass
