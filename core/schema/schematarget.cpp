// SPDX-License-Identifier: MIT
#include "schema/schematarget.h"

#include "schema/schemajs.h"

#include <algorithm>
#include <string>
#include <string_view>

namespace toolgate::core {

namespace {

// /(?:^|[/:])gemini(?:$|[-/:.])/ on the lower-cased model id.
bool isGeminiModelId(std::string_view modelId) {
    static constexpr std::string_view word = "gemini";
    for (std::size_t pos = modelId.find(word); pos != std::string_view::npos;
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

bool isAsciiJsSpace(char c) {
    return c == ' ' || (c >= '\t' && c <= '\r');
}

// `use(lowerTrimmed(text))`, without building a string when the text already is lower-case,
// trimmed ASCII (ids as configured almost always are; this runs once per normalisation).
template<typename Use> bool withLowerTrimmed(const std::string &text, Use &&use) {
    const bool plain =
        std::none_of(text.begin(), text.end(),
                     [](char c) {
                         return static_cast<unsigned char>(c) >= 0x80 || (c >= 'A' && c <= 'Z');
                     }) &&
        (text.empty() || (!isAsciiJsSpace(text.front()) && !isAsciiJsSpace(text.back())));
    if (plain)
        return use(std::string_view(text));
    const std::string normalized = schemajs::lowerTrimmed(text);
    return use(std::string_view(normalized));
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
    const auto is = [](std::string_view word) {
        return [word](std::string_view text) { return text == word; };
    };
    return withLowerTrimmed(provider, [&](std::string_view normalizedProvider) {
        if (normalizedProvider.find("anthropic") != std::string_view::npos)
            return false;
        return normalizedProvider.find("google") != std::string_view::npos ||
               normalizedProvider.find("gemini") != std::string_view::npos ||
               withLowerTrimmed(modelId, isGeminiModelId) ||
               (!toolSchemaProfile.empty() && withLowerTrimmed(toolSchemaProfile, is("gemini")));
    });
}

bool SchemaTarget::usesLlamacppCleaner() const {
    return !toolSchemaProfile.empty() &&
           withLowerTrimmed(toolSchemaProfile,
                            [](std::string_view profile) { return profile == "llamacpp"; });
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
