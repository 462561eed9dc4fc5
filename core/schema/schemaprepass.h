// SPDX-License-Identifier: MIT
#pragma once

// Internal to core/schema: steps 1 and 2 of the pipeline (OpenClaw's inlineLocalToolSchemaRefs
// followed by normalizeOpenApiSchemaKeywords), fused into the one copy the normaliser makes.

#include "util/json.h"

namespace toolgate::core::schemapass {

// A copy of `schema` with
//  * local `$ref`s (`#/$defs/…`, `#/definitions/…`, any `#/…` JSON pointer into the original
//    document) replaced by the referenced schema; a reference met again inside its own
//    expansion becomes `{}`; the referencing node's title/description/default and
//    `nullable: true` are carried onto the copy; `$defs`/`definitions`/`components` dropped
//    unless some local reference stayed unresolved;
//  * OpenAPI clean-up: `nullable`, `discriminator`, `externalDocs`, `readOnly`, `writeOnly`,
//    `xml`, `example` removed; `nullable: true` adds "null" to `type` and `null` to `enum`, or
//    wraps a composed schema as `anyOf: [schema, {type: "null"}]` unless a variant allows null;
//  * every object's keys in JavaScript order (array-index keys first).
// Throws schemaguard::LimitExceeded when the input or the expansion exceeds SchemaLimits.
Json prepareSchema(const Json &schema);

// prepareSchema for the normaliser, whose next step flattens a top-level anyOf/oneOf union: for
// such a root it may leave out what flattening never reads (variant keys other than
// `properties`/`required`, non-object variants as null, root keys other than the union,
// `properties`, `required`, `title`, `description`, `additionalProperties`), but only when
// building them could neither fail nor change anything else; otherwise it is prepareSchema.
Json prepareForTopLevelShape(const Json &schema);

} // namespace toolgate::core::schemapass
