// SPDX-License-Identifier: MIT
#pragma once

// Internal to core/schema: which keys of a schema object hold nested schemas, as OpenClaw's
// normaliser (agent-tools-parameter-schema.ts) walks them. Each pass uses its own sets because
// OpenClaw's passes differ (the keyword stripper also walks draft-07/2019 keys). One lookup
// classifies a key for every pass, so hot loops compare each key once.

#include "schema/schemajs.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace toolgate::core::schemakeys {

enum KeyFlag : std::uint32_t {
    Map = 1u << 0,               // name -> schema maps walked by inliner/OpenAPI/array-items
    Object = 1u << 1,            // one nested schema
    Array = 1u << 2,             // a list of schemas
    Literal = 1u << 3,           // copied verbatim, never walked
    OpenApiDropped = 1u << 4,    // nullable + OpenAPI annotations
    Definitions = 1u << 5,       // $defs, definitions, components
    StripMap = 1u << 6,          // schema-keyword-strip.ts maps (adds `dependencies`)
    StripObject = 1u << 7,       // schema-keyword-strip.ts single schemas (draft 2019+ extras)
    LlamacppChild = 1u << 8,     // clean-for-llamacpp-gbnf.ts child keys
    GeminiUnsupported = 1u << 9, // the Gemini cleaner's 22 removed keywords
};

namespace detail {

constexpr std::uint32_t kWalkedObject = Object | StripObject | LlamacppChild;

struct KeySpec {
    std::string_view name;
    std::uint32_t flags;
};

// Every key any pass treats specially (the Gemini set is exactly OpenClaw 2026.9.6's 22
// keywords).
constexpr auto kKeys = std::to_array<KeySpec>({
    {"if", kWalkedObject},
    {"not", kWalkedObject | GeminiUnsupported},
    {"xml", OpenApiDropped},
    {"$id", GeminiUnsupported},
    {"enum", Literal},
    {"then", kWalkedObject},
    {"else", kWalkedObject},
    {"$ref", GeminiUnsupported},
    {"anyOf", Array | LlamacppChild},
    {"oneOf", Array | LlamacppChild},
    {"allOf", Array | LlamacppChild},
    {"items", Array | kWalkedObject},
    {"const", Literal},
    {"$defs", Map | Definitions | StripMap | GeminiUnsupported},
    {"format", GeminiUnsupported},
    {"default", Literal},
    {"example", OpenApiDropped},
    {"pattern", GeminiUnsupported},
    {"minimum", GeminiUnsupported},
    {"maximum", GeminiUnsupported},
    {"$schema", GeminiUnsupported},
    {"examples", Literal | GeminiUnsupported},
    {"nullable", OpenApiDropped},
    {"readOnly", OpenApiDropped},
    {"contains", kWalkedObject},
    {"minItems", GeminiUnsupported},
    {"maxItems", GeminiUnsupported},
    {"writeOnly", OpenApiDropped},
    {"minLength", GeminiUnsupported},
    {"maxLength", GeminiUnsupported},
    {"~optional", GeminiUnsupported},
    {"properties", Map | StripMap},
    {"multipleOf", GeminiUnsupported},
    {"components", Definitions},
    {"definitions", Map | Definitions | StripMap | GeminiUnsupported},
    {"prefixItems", Array | LlamacppChild},
    {"uniqueItems", GeminiUnsupported},
    {"dependencies", StripMap},
    {"externalDocs", OpenApiDropped},
    {"discriminator", OpenApiDropped},
    {"propertyNames", kWalkedObject},
    {"contentSchema", StripObject},
    {"minProperties", GeminiUnsupported},
    {"maxProperties", GeminiUnsupported},
    {"additionalItems", StripObject | LlamacppChild},
    {"dependentSchemas", Map | StripMap},
    {"unevaluatedItems", StripObject | LlamacppChild},
    {"patternProperties", Map | StripMap | GeminiUnsupported},
    {"additionalProperties", kWalkedObject | GeminiUnsupported},
    {"unevaluatedProperties", StripObject | LlamacppChild},
});

// A perfect hash over kKeys, found at compile time: a key's length, first two bytes and last
// byte, packed into a word and multiplied, give its slot; no two keys share one. A lookup is one
// multiplication, one table load and at most one comparison.
constexpr std::size_t kSlotBits = 9;
constexpr std::size_t kSlots = std::size_t{1} << kSlotBits;
static_assert(kKeys.size() < 255, "positions fit a byte");

constexpr std::uint32_t packKey(std::string_view key) {
    const auto byte = [key](std::size_t at) {
        return static_cast<std::uint32_t>(static_cast<unsigned char>(key[at]));
    };
    return static_cast<std::uint32_t>(key.size()) | byte(0) << 8 | byte(1) << 16 |
           byte(key.size() - 1) << 24;
}

constexpr std::size_t slotOf(std::uint32_t packed, std::uint32_t multiplier) {
    return static_cast<std::size_t>((packed * multiplier) >> (32 - kSlotBits));
}

// The first multiplier (odd, from a fixed start) that separates all keys.
constexpr std::uint32_t kMultiplier = [] {
    for (std::uint32_t multiplier = 0x9E3779B1u;; multiplier += 2) {
        std::array<bool, kSlots> used{};
        bool clash = false;
        for (const KeySpec &spec : kKeys) {
            bool &slot = used[slotOf(packKey(spec.name), multiplier)];
            clash = clash || slot;
            slot = true;
        }
        if (!clash)
            return multiplier;
    }
}();

constexpr auto kIndex = [] {
    std::array<std::uint8_t, kSlots> index{}; // 0 = empty, else position in kKeys + 1
    for (std::size_t i = 0; i < kKeys.size(); ++i)
        index[slotOf(packKey(kKeys[i].name), kMultiplier)] = static_cast<std::uint8_t>(i + 1);
    return index;
}();

} // namespace detail

inline std::uint32_t classify(std::string_view key) {
    if (key.size() < 2) // every listed key is longer
        return 0;
    const std::uint8_t at =
        detail::kIndex[detail::slotOf(detail::packKey(key), detail::kMultiplier)];
    if (at == 0)
        return 0;
    const detail::KeySpec &spec = detail::kKeys[at - 1];
    return schemajs::sameText(spec.name, key) ? spec.flags : 0;
}

// Whether a key carries `flag` (one lookup; hot loops call classify() once and test the bits).
inline bool has(std::string_view key, KeyFlag flag) {
    return (classify(key) & flag) != 0;
}

} // namespace toolgate::core::schemakeys
