// SPDX-License-Identifier: MIT
#pragma once

// Internal to core/schema: which keys of a schema object hold nested schemas, as OpenClaw's
// normaliser (agent-tools-parameter-schema.ts) walks them. Each pass uses its own sets because
// OpenClaw's passes differ (the keyword stripper also walks draft-07/2019 keys). One lookup
// classifies a key for every pass, so hot loops compare each key once.

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

std::uint32_t classify(std::string_view key);

// Whether a key carries `flag` (one lookup; hot loops call classify() once and test the bits).
inline bool has(std::string_view key, KeyFlag flag) {
    return (classify(key) & flag) != 0;
}

} // namespace toolgate::core::schemakeys
