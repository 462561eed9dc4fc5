// SPDX-License-Identifier: MIT
#include "schema/schematarget.h"

#include "schema/schemajs.h"

#include <algorithm>

namespace toolgate::core {

namespace {

// /(?:^|[/:])gemini(?:$|[-/:.])/ on the lower-cased model id.
bool isGeminiModelId(const std::string &modelId) {
    static constexpr std::string_view word = "gemini";
    for (std::size_t pos = modelId.find(word); pos != std::string::npos;
         pos = modelId.find(word, pos + 1)) {
        const bool startOk = pos == 0 || modelId[pos - 1] == '/' || modelId[pos - 1] == ':';
        const std::size_t after = pos + word.size();
        const bool endOk = after == modelId.size() || modelId[after] == '-' ||
                           modelId[after] == '/' || modelId[after] == ':' || modelId[after] == '.';
        if (startOk && endOk)
            return true;
    }
    return false;
}

} // namespace

SchemaTarget SchemaTarget::openAi() {
    return {"openai", "gpt-5.4", {}, {}, false};
}

SchemaTarget SchemaTarget::gemini() {
    return {"google", "gemini-2.5-pro", {}, {}, false};
}

SchemaTarget SchemaTarget::xai() {
    return {"xai", "grok-4", "xai", {"minContains", "maxContains"}, false};
}

bool SchemaTarget::usesGeminiCleaner() const {
    const std::string normalizedProvider = schemajs::lowerTrimmed(provider);
    if (normalizedProvider.find("anthropic") != std::string::npos)
        return false;
    return normalizedProvider.find("google") != std::string::npos ||
           normalizedProvider.find("gemini") != std::string::npos ||
           isGeminiModelId(schemajs::lowerTrimmed(modelId)) ||
           (!toolSchemaProfile.empty() && schemajs::lowerTrimmed(toolSchemaProfile) == "gemini");
}

bool SchemaTarget::usesLlamacppCleaner() const {
    return !toolSchemaProfile.empty() && schemajs::lowerTrimmed(toolSchemaProfile) == "llamacpp";
}

std::vector<std::string> SchemaTarget::strippedKeywords() const {
    std::vector<std::string> keywords;
    keywords.reserve(unsupportedToolSchemaKeywords.size());
    for (const std::string &keyword : unsupportedToolSchemaKeywords) {
        std::string trimmed = schemajs::trim(keyword);
        if (!trimmed.empty() &&
            std::find(keywords.begin(), keywords.end(), trimmed) == keywords.end())
            keywords.push_back(std::move(trimmed));
    }
    return keywords;
}

} // namespace toolgate::core
