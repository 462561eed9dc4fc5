// SPDX-License-Identifier: MIT
#include "schema/openapikeywords.h"

#include "schema/schemakeys.h"

#include <algorithm>
#include <string_view>

namespace toolgate::core::schemapass {

using namespace std::string_view_literals;

namespace {

using schemajs::member;

bool isOpenApiDroppedKey(std::string_view key) {
    return schemakeys::has(key, schemakeys::OpenApiDropped);
}

bool isNullSchemaLike(const ArenaJson &schema) {
    if (!schema.is_object())
        return false;
    if (const ArenaJson *type = member(schema, "type")) {
        if (type->is_string() && schemajs::sameText(type->get_ref<const ArenaString &>(), "null"))
            return true;
        if (type->is_array() &&
            std::find(type->begin(), type->end(), ArenaJson("null")) != type->end())
            return true;
    }
    if (const ArenaJson *constant = member(schema, "const"); constant && constant->is_null())
        return true;
    if (const ArenaJson *values = member(schema, "enum"); values && values->is_array())
        return std::any_of(values->begin(), values->end(),
                           [](const ArenaJson &value) { return value.is_null(); });
    return false;
}

// The OpenAPI rewrite of one node whose children are already done and whose `nullable` and

} // namespace

void rewriteNullable(ArenaJson &node) {
    bool composed = false;
    bool allowsNull = false;
    for (const auto &[key, value] : node.get_ref<const ArenaJson::object_t &>()) {
        if ((schemajs::sameText(key, "allOf") || schemajs::sameText(key, "anyOf") ||
             schemajs::sameText(key, "oneOf")) &&
            value.is_array()) {
            composed = true;
            if (!schemajs::sameText(key, "allOf") &&
                std::any_of(value.begin(), value.end(), isNullSchemaLike))
                allowsNull = true;
        }
    }
    if (composed) {
        if (allowsNull)
            return;
        ArenaJson::object_t meta;
        for (const std::string_view key : {"title"sv, "description"sv, "default"sv}) {
            if (const ArenaJson *value = member(node, key))
                meta.emplace_back(key, *value);
        }
        ArenaJson variants = ArenaJson(ArenaJson::value_t::array);
        variants.get_ref<ArenaJson::array_t &>().reserve(2);
        variants.push_back(std::move(node));
        variants.push_back(ArenaJson::object({{"type", "null"}}));
        ArenaJson wrapped = ArenaJson(ArenaJson::value_t::object);
        auto &entries = wrapped.get_ref<ArenaJson::object_t &>();
        entries.reserve(1 + meta.size());
        entries.emplace_back("anyOf", std::move(variants));
        for (auto &entry : meta)
            entries.emplace_back(entry.first, std::move(entry.second));
        node = std::move(wrapped);
        return;
    }
    if (ArenaJson *type = member(node, "type")) {
        if (type->is_string()) {
            if (!schemajs::sameText(type->get_ref<const ArenaString &>(), "null"))
                *type = ArenaJson::array({std::move(*type), "null"});
        } else if (type->is_array()) {
            if (std::find(type->begin(), type->end(), ArenaJson("null")) == type->end())
                type->push_back("null");
        }
    }
    if (ArenaJson *values = member(node, "enum"); values && values->is_array()) {
        if (std::none_of(values->begin(), values->end(),
                         [](const ArenaJson &value) { return value.is_null(); }))
            values->push_back(nullptr);
    }
}

void applyOpenApi(ArenaJson &node) {
    if (!node.is_object())
        return;
    auto &entries = node.get_ref<ArenaJson::object_t &>();
    const bool nullable = isTrue(member(node, "nullable"));
    if (std::any_of(entries.begin(), entries.end(),
                    [](const auto &entry) { return isOpenApiDroppedKey(entry.first); })) {
        ArenaJson::object_t kept;
        kept.reserve(entries.size());
        for (auto &entry : entries) {
            if (!isOpenApiDroppedKey(entry.first))
                kept.emplace_back(entry.first, std::move(entry.second));
        }
        entries.swap(kept);
    }
    applyNullable(node, nullable);
}

} // namespace toolgate::core::schemapass
