// SPDX-License-Identifier: MIT
#pragma once

// Internal to core/schema: OpenClaw's normalizeOpenApiSchemaKeywords on one node (step 2 of the
// pipeline), which the pre-pass applies as it copies each node.

#include "schema/arenajson.h"
#include "schema/schemajs.h"

namespace toolgate::core::schemapass {

// `value` is a boolean true (OpenAPI's `nullable: true`).
template<typename J> inline bool isTrue(const J *value) {
    return value && value->is_boolean() && value->template get<bool>();
}

// The `nullable: true` rewrite of a node whose children are already done and whose `nullable`
// and annotation keys are already gone: "null" joins `type` and `enum`, or a composed schema is
// wrapped as anyOf [node, {type: "null"}] unless a variant already allows null.
void rewriteNullable(ArenaJson &node);

// Most nodes are not nullable: this test stays inline in the copying walk.
inline void applyNullable(ArenaJson &node, bool nullable) {
    if (nullable)
        rewriteNullable(node);
}

// The whole rewrite on a node that may still carry `nullable` and the dropped OpenAPI keys
// (discriminator, externalDocs, readOnly, writeOnly, xml, example).
void applyOpenApi(ArenaJson &node);

} // namespace toolgate::core::schemapass
