// SPDX-License-Identifier: MIT
#pragma once

#include "schema/arenajson.h"
#include "schema/schemalimits.h"
#include "schema/schematarget.h"
#include "util/json.h"
#include "util/result.h"

namespace toolgate::core {

// A tool's parameter schema as one provider receives it.
struct NormalizedToolSchema {
    // In its own arena: schema.root() to read it, schema.toJson() for a Json tree.
    ArenaDocument schema;
    // OpenClaw turns `null`/absent tool arguments into `{}` for this tool: the schema is an
    // object schema with no non-empty `required` at the top or inside allOf/anyOf/oneOf.
    bool nullArgsToEmptyObject = false;
};

// OpenClaw 2026.9.6's tool parameter schema normalisation (`normalizeToolParameters` →
// `normalizeToolParameterSchema`), reproduced value for value:
//   1. local `$ref`s inlined (recursion → `{}`; title/description/default/nullable carried),
//   2. OpenAPI clean-up (`nullable` → null type/enum or an anyOf wrapper; annotations dropped),
//   3. top-level shape (object defaulting; top-level anyOf/oneOf flattened into one object with
//      merged properties, enum unions and the required intersection),
//   4. provider cleaning: `items: {}` for arrays (or empty items dropped with
//      omitEmptyArrayItems), the llama.cpp GBNF cleaner, the Gemini cleaner, and finally the
//      target's unsupported keywords stripped recursively.
// Key order follows OpenClaw's (JavaScript object order). A schema that is not an object or
// array is returned unchanged. Fails only on Toolgate's safety limits (SchemaLimits): error
// codes kSchemaDepthError / kSchemaExpansionError, message suitable for `{"error": …}`.
Result<NormalizedToolSchema> normalizeToolSchema(const Json &schema, const SchemaTarget &target);
Result<NormalizedToolSchema> normalizeToolSchema(Json &&schema, const SchemaTarget &target);

// The wrapper's rule for `nullArgsToEmptyObject`, on an already normalised schema.
bool turnsNullArgumentsIntoEmptyObject(const Json &normalizedSchema);
bool turnsNullArgumentsIntoEmptyObject(const ArenaJson &normalizedSchema);

} // namespace toolgate::core
