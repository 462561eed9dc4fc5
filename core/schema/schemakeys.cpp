// SPDX-License-Identifier: MIT
#include "schema/schemakeys.h"

#include <array>
#include <cstddef>

namespace toolgate::core::schemakeys {

namespace {

constexpr std::uint32_t kWalkedObject = Object | StripObject | LlamacppChild;

struct KeySpec {
    std::string_view name;
    std::uint32_t flags;
};

// Every key any pass treats specially, ordered by length so that a lookup compares only the
// keys of the same length. The Gemini set is exactly OpenClaw 2026.9.6's 22 keywords.
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

constexpr std::size_t kMaxLength = kKeys.back().name.size();

// kFirst[n]: index of the first key of length >= n.
constexpr auto kFirst = [] {
    std::array<std::size_t, kMaxLength + 2> first{};
    std::size_t index = 0;
    for (std::size_t length = 0; length < first.size(); ++length) {
        while (index < kKeys.size() && kKeys[index].name.size() < length)
            ++index;
        first[length] = index;
    }
    return first;
}();

constexpr bool sortedByLength() {
    for (std::size_t i = 1; i < kKeys.size(); ++i) {
        if (kKeys[i - 1].name.size() > kKeys[i].name.size())
            return false;
    }
    return true;
}
static_assert(sortedByLength(), "kKeys must stay ordered by key length");

} // namespace

std::uint32_t classify(std::string_view key) {
    if (key.size() > kMaxLength)
        return 0;
    for (std::size_t i = kFirst[key.size()]; i < kFirst[key.size() + 1]; ++i) {
        if (kKeys[i].name == key)
            return kKeys[i].flags;
    }
    return 0;
}

} // namespace toolgate::core::schemakeys
