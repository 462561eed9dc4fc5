// SPDX-License-Identifier: MIT
#pragma once

// Internal to core/schema: step 1 of the pipeline, OpenClaw's inlineLocalToolSchemaRefs.

#include "schema/schemaguard.h"
#include "util/json.h"

namespace toolgate::core::schemapass {

// True when a walked position of the schema holds a `$ref` (a non-empty string).
bool hasWalkedRef(const Json &schema);

// What inlining does to a schema without any `$ref`: `$defs`, `definitions` and `components`
// are dropped from every walked object. In place, no copy.
void dropDefinitions(Json &schema);

// A copy of `schema` with local `$ref`s (`#/$defs/…`, `#/definitions/…`, any `#/…` JSON pointer
// into the original document) replaced by the referenced schema. A reference met again inside
// its own expansion becomes `{}`; the referencing node's title/description/default and
// `nullable: true` are carried onto the copy. Definitions are dropped unless some local
// reference stayed unresolved. Throws schemaguard::LimitExceeded on depth or fan-out limits.
Json inlineLocalRefs(const Json &schema, schemaguard::ExpansionBudget &budget);

} // namespace toolgate::core::schemapass
