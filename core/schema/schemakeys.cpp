// SPDX-License-Identifier: MIT
#include "schema/schemakeys.h"

namespace toolgate::core::schemakeys {

namespace {

constexpr std::uint32_t kWalkedObject = Object | StripObject | LlamacppChild;

} // namespace

// Every key any pass treats specially, dispatched on length so a key costs one or two compares.
// The Gemini set is exactly OpenClaw 2026.9.6's 22 keywords.
std::uint32_t classify(std::string_view key) {
    switch (key.size()) {
    case 2:
        if (key == "if")
            return kWalkedObject;
        return 0;
    case 3:
        if (key == "not")
            return kWalkedObject | GeminiUnsupported;
        if (key == "xml")
            return OpenApiDropped;
        if (key == "$id")
            return GeminiUnsupported;
        return 0;
    case 4:
        if (key == "enum")
            return Literal;
        if (key == "then")
            return kWalkedObject;
        if (key == "else")
            return kWalkedObject;
        if (key == "$ref")
            return GeminiUnsupported;
        return 0;
    case 5:
        if (key == "anyOf")
            return Array | LlamacppChild;
        if (key == "oneOf")
            return Array | LlamacppChild;
        if (key == "allOf")
            return Array | LlamacppChild;
        if (key == "items")
            return Array | kWalkedObject;
        if (key == "const")
            return Literal;
        if (key == "$defs")
            return Map | Definitions | StripMap | GeminiUnsupported;
        return 0;
    case 6:
        if (key == "format")
            return GeminiUnsupported;
        return 0;
    case 7:
        if (key == "default")
            return Literal;
        if (key == "example")
            return OpenApiDropped;
        if (key == "pattern")
            return GeminiUnsupported;
        if (key == "minimum")
            return GeminiUnsupported;
        if (key == "maximum")
            return GeminiUnsupported;
        if (key == "$schema")
            return GeminiUnsupported;
        return 0;
    case 8:
        if (key == "examples")
            return Literal | GeminiUnsupported;
        if (key == "nullable")
            return OpenApiDropped;
        if (key == "readOnly")
            return OpenApiDropped;
        if (key == "contains")
            return kWalkedObject;
        if (key == "minItems")
            return GeminiUnsupported;
        if (key == "maxItems")
            return GeminiUnsupported;
        return 0;
    case 9:
        if (key == "writeOnly")
            return OpenApiDropped;
        if (key == "minLength")
            return GeminiUnsupported;
        if (key == "maxLength")
            return GeminiUnsupported;
        if (key == "~optional")
            return GeminiUnsupported;
        return 0;
    case 10:
        if (key == "properties")
            return Map | StripMap;
        if (key == "multipleOf")
            return GeminiUnsupported;
        if (key == "components")
            return Definitions;
        return 0;
    case 11:
        if (key == "definitions")
            return Map | Definitions | StripMap | GeminiUnsupported;
        if (key == "prefixItems")
            return Array | LlamacppChild;
        if (key == "uniqueItems")
            return GeminiUnsupported;
        return 0;
    case 12:
        if (key == "dependencies")
            return StripMap;
        if (key == "externalDocs")
            return OpenApiDropped;
        return 0;
    case 13:
        if (key == "discriminator")
            return OpenApiDropped;
        if (key == "propertyNames")
            return kWalkedObject;
        if (key == "contentSchema")
            return StripObject;
        if (key == "minProperties")
            return GeminiUnsupported;
        if (key == "maxProperties")
            return GeminiUnsupported;
        return 0;
    case 15:
        if (key == "additionalItems")
            return StripObject | LlamacppChild;
        return 0;
    case 16:
        if (key == "dependentSchemas")
            return Map | StripMap;
        if (key == "unevaluatedItems")
            return StripObject | LlamacppChild;
        return 0;
    case 17:
        if (key == "patternProperties")
            return Map | StripMap | GeminiUnsupported;
        return 0;
    case 20:
        if (key == "additionalProperties")
            return kWalkedObject | GeminiUnsupported;
        return 0;
    case 21:
        if (key == "unevaluatedProperties")
            return StripObject | LlamacppChild;
        return 0;
    default:
        return 0;
    }
}

} // namespace toolgate::core::schemakeys
