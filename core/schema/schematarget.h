// SPDX-License-Identifier: MIT
#pragma once

#include <string>
#include <vector>

namespace toolgate::core {

// Who receives a tool schema: the model provider id, the model id and the parts of the model's
// `compat` block that OpenClaw 2026.9.6 reads when it normalises tool parameter schemas.
// Values are kept as configured; normalisation (trim, lower-case) happens when they are used.
struct SchemaTarget {
    std::string provider;
    std::string modelId;
    std::string toolSchemaProfile;                          // compat.toolSchemaProfile
    std::vector<std::string> unsupportedToolSchemaKeywords; // compat.unsupportedToolSchemaKeywords
    bool omitEmptyArrayItems = false;                       // compat.omitEmptyArrayItems === true

    // The three provider families the schema view shows. xAI carries the compat patch OpenClaw's
    // xAI provider gives every xAI model (profile "xai", minContains/maxContains unsupported).
    static SchemaTarget openAi();
    static SchemaTarget gemini();
    static SchemaTarget xai();

    // Gemini cleaning applies when the provider contains "google" or "gemini", the model id
    // matches (^|[/:])gemini($|[-/:.]), or the profile is "gemini" — never for an anthropic
    // provider.
    bool usesGeminiCleaner() const;
    // compat.toolSchemaProfile "llamacpp": llama.cpp's GBNF grammar cannot express `pattern` or
    // `maxLength` >= 2000, so both are dropped.
    bool usesLlamacppCleaner() const;
    // The unsupported keywords as OpenClaw uses them: trimmed, empty ones dropped, de-duplicated.
    std::vector<std::string> strippedKeywords() const;
};

} // namespace toolgate::core
