// SPDX-License-Identifier: MIT
#pragma once

// Internal to core/schema: OpenClaw's normalizeOpenApiSchemaKeywords on one node (step 2 of the
// pipeline), which the pre-pass applies as it copies each node.

#include "schema/schemajs.h"
#include "util/json.h"

namespace toolgate::core::schemapass {

// `value` is a boolean true (OpenAPI's `nullable: true`).
inline bool isTrue(const Json *value) {
    return value && value->is_boolean() && value->get<bool>();
}

// The `nullable: true` rewrite of a node whose children are already done and whose `nullable`
// and annotation keys are already gone: "null" joins `type` and `enum`, or a composed schema is
// wrapped as anyOf [node, {type: "null"}] unless a variant already allows null.
void rewriteNullable(Json &node);

// Most nodes are not nullable: this test stays inline in the copying walk.
inline void applyNullable(Json &node, bool nullable) {
    if (nullable)
        rewriteNullable(node);
}

// The whole rewrite on a node that may still carry `nullable` and the dropped OpenAPI keys
// (discriminator, externalDocs, readOnly, writeOnly, xml, example).
void applyOpenApi(Json &node);

} // namespace toolgate::core::schemapass
