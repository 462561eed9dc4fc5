// SPDX-License-Identifier: MIT
#pragma once

// Internal to core/schema: steps 1 and 2 of the pipeline (OpenClaw's inlineLocalToolSchemaRefs
// followed by normalizeOpenApiSchemaKeywords), fused into the one copy the normaliser makes.

#include "schema/arenajson.h"
#include "util/json.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

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
//  * with `addItems`, the array-items pass in ItemsMode::Add done on the way: `items: {}` added to
//    each `type: "array"` node that pass visits, as it would add it.
// Throws schemaguard::LimitExceeded when the input or the expansion exceeds SchemaLimits.
struct PrePassOptions {
    bool addItems = false;
    const std::vector<std::string> *keywords = nullptr; // keys to look out for (see below)
};
struct PrePassFacts {
    // Something is left for the array-items pass: not every string "array" in the copy is the
    // `type` of a node completed here (without the string, no node can need items).
    bool itemsPending = false;
    // Some key of the input equals one of the options' keywords.
    bool keywordKeys = false;
};
ArenaJson prepareSchema(const Json &schema, const PrePassOptions &options, PrePassFacts &facts);

// What the flattening of a top-level anyOf/oneOf union reads from one variant that counts (an
// object whose prepared `properties` is a non-empty value of object or array type).
struct UnionVariantParts {
    ArenaJson properties;                        // prepared, handed over to the merge
    const Json *required = nullptr;              // the variant's `required` in the input, read only
    const ArenaJson *preparedRequired = nullptr; // or in an already prepared variant
    ArenaJson ownRequired; // or its prepared copy, when the variant was built in full

    // Calls `use(std::string_view)` for each string in the variant's `required` list.
    template<typename Use> void forEachRequiredName(Use &&use) const {
        if (required)
            forEachString(*required, use);
        else if (preparedRequired)
            forEachString(*preparedRequired, use);
        else
            forEachString(ownRequired, use);
    }

private:
    template<typename J, typename Use> static void forEachString(const J &list, Use &use) {
        if (!list.is_array())
            return;
        for (const J &name : list) {
            if (name.is_string())
                use(std::string_view(name.template get_ref<const typename J::string_t &>()));
        }
    }
};

// A top-level union prepared only as far as flattening reads it: `root` holds the prepared
// `properties`, `required`, `title`, `description` and `additionalProperties`; `variants` the
// variants that count, in order.
struct PreparedUnion {
    ArenaJson root;
    std::vector<UnionVariantParts> variants;
    PrePassFacts facts; // as prepareSchema's
};

// prepareSchema for a top-level anyOf/oneOf root whose flattening needs only those parts, when
// leaving the rest unbuilt is invisible: what is skipped holds no `$ref` and stays within the
// depth limit, so building it could neither fail nor change anything else. nullopt otherwise
// (also when a limit is hit): prepareSchema then builds everything and reports as it always has.
std::optional<PreparedUnion> prepareUnionRoot(const Json &schema, const PrePassOptions &options);

} // namespace toolgate::core::schemapass
