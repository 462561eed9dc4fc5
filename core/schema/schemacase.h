// SPDX-License-Identifier: MIT
#pragma once

#include "schema/schemanormalizer.h"
#include "schema/schematarget.h"
#include "util/json.h"
#include "util/result.h"

namespace toolgate::core {

// One schema case (golden format §3.1): a tool parameter schema and who receives it.
struct SchemaCase {
    Json schema;
    SchemaTarget target;
};

// Reads the case fields `schema` (required, any JSON), `provider`, `modelId` (string or null),
// `compat` (object or null: toolSchemaProfile, unsupportedToolSchemaKeywords,
// omitEmptyArrayItems; other compat keys are accepted and ignored) and `comment`. Unknown
// fields and wrong types fail with code "schema.case" and the field's key path in `where`.
Result<SchemaCase> parseSchemaCase(Json &&document);

// The result document: {"schema": …, "nullArgsToEmptyObject": …}, or {"error": "…"}.
Json schemaResultDocument(const Result<NormalizedToolSchema> &result);

} // namespace toolgate::core
