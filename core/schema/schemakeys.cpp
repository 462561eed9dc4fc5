// SPDX-License-Identifier: MIT
#include "schema/schemakeys.h"

#include "schema/schemajs.h"

#include <array>
#include <cstddef>
#include <cstdint>

namespace toolgate::core::schemakeys {

namespace {

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

// An open-addressing index over kKeys, built at compile time: a key costs one hash and, for
// the keys in the table, one comparison.
constexpr std::size_t kSlots = 256;
static_assert(kKeys.size() < kSlots / 2, "keep the index sparse (and positions in a byte)");

constexpr std::size_t slotOf(std::string_view key) {
    return (key.size() * 31 + static_cast<unsigned char>(key.front()) * 7 +
            static_cast<unsigned char>(key.back())) %
           kSlots;
}

constexpr auto kIndex = [] {
    std::array<std::uint8_t, kSlots> index{}; // 0 = empty, else position in kKeys + 1
    for (std::size_t i = 0; i < kKeys.size(); ++i) {
        std::size_t slot = slotOf(kKeys[i].name);
        while (index[slot] != 0)
            slot = (slot + 1) % kSlots;
        index[slot] = static_cast<std::uint8_t>(i + 1);
    }
    return index;
}();

} // namespace

std::uint32_t classify(std::string_view key) {
    if (key.empty())
        return 0;
    for (std::size_t slot = slotOf(key); kIndex[slot] != 0; slot = (slot + 1) % kSlots) {
        const KeySpec &spec = kKeys[kIndex[slot] - 1];
        if (schemajs::sameText(spec.name, key))
            return spec.flags;
    }
    return 0;
}

} // namespace toolgate::core::schemakeys
