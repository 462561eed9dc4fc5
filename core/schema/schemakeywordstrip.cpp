// SPDX-License-Identifier: MIT
#include "schema/schemakeywordstrip.h"

#include "schema/schemajs.h"
#include "schema/schemakeys.h"

#include <algorithm>

namespace toolgate::core::schemapass {

namespace {

// Rebuilds an object without the entries `drop` selects; keeps the order of the rest.
template<typename Drop> void eraseIf(ArenaJson::object_t &entries, Drop &&drop) {
    std::size_t dropped = 0;
    for (const auto &entry : entries) {
        if (drop(entry))
            ++dropped;
    }
    if (dropped == 0)
        return;
    ArenaJson::object_t kept;
    kept.reserve(entries.size() - dropped);
    for (auto &entry : entries) {
        if (!drop(entry))
            kept.emplace_back(entry.first, std::move(entry.second));
    }
    entries.swap(kept);
}

} // namespace

void stripKeywords(ArenaJson &schema, const std::vector<std::string> &keywords) {
    if (schema.is_array()) {
        for (ArenaJson &entry : schema)
            stripKeywords(entry, keywords);
        return;
    }
    if (!schema.is_object())
        return;
    auto &entries = schema.get_ref<ArenaJson::object_t &>();
    eraseIf(entries, [&](const auto &entry) {
        return std::any_of(keywords.begin(), keywords.end(), [&](const std::string &keyword) {
            return schemajs::sameText(keyword, entry.first);
        });
    });
    for (auto &[key, value] : entries) {
        const std::uint32_t flags = schemakeys::classify(key);
        if ((flags & schemakeys::StripMap) && value.is_object()) {
            for (auto &child : value.get_ref<ArenaJson::object_t &>())
                stripKeywords(child.second, keywords);
        } else if ((flags & schemakeys::Array) && value.is_array()) {
            for (ArenaJson &child : value)
                stripKeywords(child, keywords);
        } else if ((flags & schemakeys::StripObject) && value.is_structured()) {
            stripKeywords(value, keywords);
        }
    }
}

void cleanForLlamacpp(ArenaJson &schema) {
    if (schema.is_array()) {
        for (ArenaJson &entry : schema)
            cleanForLlamacpp(entry);
        return;
    }
    if (!schema.is_object())
        return;
    auto &entries = schema.get_ref<ArenaJson::object_t &>();
    eraseIf(entries, [](const auto &entry) {
        if (schemajs::sameText(entry.first, "pattern"))
            return true;
        return schemajs::sameText(entry.first, "maxLength") && entry.second.is_number() &&
               schemajs::toDouble(entry.second) >= 2000.0;
    });
    for (auto &[key, value] : entries) {
        // The GBNF cleaner's map set has no `dependencies`, unlike the keyword stripper's.
        const std::uint32_t flags = schemakeys::classify(key);
        if ((flags & schemakeys::Map) && value.is_object()) {
            for (auto &child : value.get_ref<ArenaJson::object_t &>())
                cleanForLlamacpp(child.second);
        } else if (flags & schemakeys::LlamacppChild) {
            cleanForLlamacpp(value);
        }
    }
}

} // namespace toolgate::core::schemapass
