// SPDX-License-Identifier: MIT
#pragma once

// Internal to core/schema: which keys of a schema object hold nested schemas, as OpenClaw's
// normaliser (agent-tools-parameter-schema.ts) walks them. Each pass uses its own sets because
// OpenClaw's passes differ (the keyword stripper also walks draft-07/2019 keys).

#include <string_view>

namespace toolgate::core::schemakeys {

// Maps of name -> schema walked by the ref inliner, OpenAPI clean-up and array-items passes.
inline bool isMapKey(std::string_view key) {
    return key == "properties" || key == "$defs" || key == "definitions" ||
           key == "dependentSchemas" || key == "patternProperties";
}

// Keys holding one schema.
inline bool isObjectKey(std::string_view key) {
    return key == "items" || key == "additionalProperties" || key == "not" || key == "if" ||
           key == "then" || key == "else" || key == "contains" || key == "propertyNames";
}

// Keys holding a list of schemas.
inline bool isArrayKey(std::string_view key) {
    return key == "anyOf" || key == "oneOf" || key == "allOf" || key == "items" ||
           key == "prefixItems";
}

// Values copied verbatim, never walked as schemas.
inline bool isLiteralKey(std::string_view key) {
    return key == "enum" || key == "const" || key == "default" || key == "examples";
}

// OpenAPI annotations dropped by the clean-up (besides `nullable`).
inline bool isOpenApiAnnotationKey(std::string_view key) {
    return key == "example" || key == "readOnly" || key == "writeOnly" || key == "xml" ||
           key == "discriminator" || key == "externalDocs";
}

// schema-keyword-strip.ts: the stripper's wider sets (draft-07 through 2020-12).
inline bool isStripMapKey(std::string_view key) {
    return isMapKey(key) || key == "dependencies";
}

inline bool isStripObjectKey(std::string_view key) {
    return isObjectKey(key) || key == "additionalItems" || key == "contentSchema" ||
           key == "unevaluatedItems" || key == "unevaluatedProperties";
}

// clean-for-llamacpp-gbnf.ts: child keys (single schema or list alike).
inline bool isLlamacppChildKey(std::string_view key) {
    return key == "items" || key == "anyOf" || key == "oneOf" || key == "allOf" ||
           key == "additionalProperties" || key == "not" || key == "if" || key == "then" ||
           key == "else" || key == "contains" || key == "propertyNames" || key == "prefixItems" ||
           key == "additionalItems" || key == "unevaluatedItems" || key == "unevaluatedProperties";
}

// The Gemini cleaner's 22 removed keywords (clean-for-gemini.ts, 2026.9.6).
inline bool isGeminiUnsupportedKey(std::string_view key) {
    static constexpr std::string_view keys[] = {"~optional",
                                                "patternProperties",
                                                "additionalProperties",
                                                "$schema",
                                                "$id",
                                                "$ref",
                                                "$defs",
                                                "definitions",
                                                "examples",
                                                "minLength",
                                                "maxLength",
                                                "minimum",
                                                "maximum",
                                                "multipleOf",
                                                "pattern",
                                                "format",
                                                "minItems",
                                                "maxItems",
                                                "uniqueItems",
                                                "minProperties",
                                                "maxProperties",
                                                "not"};
    for (const std::string_view k : keys) {
        if (k == key)
            return true;
    }
    return false;
}

} // namespace toolgate::core::schemakeys
