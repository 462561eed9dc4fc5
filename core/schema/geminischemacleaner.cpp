// SPDX-License-Identifier: MIT
#include "schema/geminischemacleaner.h"

#include "schema/schemaguard.h"
#include "schema/schemajs.h"
#include "schema/schemakeys.h"

#include <algorithm>
#include <optional>
#include <string>
#include <unordered_set>
#include <vector>

namespace toolgate::core::schemapass {

using namespace std::string_view_literals;

namespace {

using schemajs::isTruthy;
using schemajs::member;

// Earlier passes may wrap nullable unions, so the tree can be a little deeper than the input.
constexpr std::size_t kGeminiDepthLimit = 3 * SchemaLimits::maxDepth;

void copyMeta(const ArenaJson &from, ArenaJson &to) {
    for (const std::string_view key : {"description"sv, "title"sv, "default"sv}) {
        if (const ArenaJson *value = member(from, key))
            schemajs::assign(to, key, *value);
    }
}

// cleanGeminiEnumValues: strings kept, finite numbers and booleans stringified, the rest dropped.
std::optional<ArenaJson> geminiEnumValuesOf(const ArenaJson *values, std::size_t count) {
    ArenaJson out = ArenaJson(ArenaJson::value_t::array);
    auto &items = out.get_ref<ArenaJson::array_t &>();
    items.reserve(count);
    std::unordered_set<std::string> seen;
    for (std::size_t i = 0; i < count; ++i) {
        const ArenaJson &value = values[i];
        std::string text;
        if (value.is_string())
            text = value.get_ref<const ArenaString &>();
        else if (value.is_boolean())
            text = value.get<bool>() ? "true" : "false";
        else if (schemajs::isFiniteNumber(value))
            text = schemajs::numberToString(schemajs::toDouble(value));
        else
            continue;
        const bool duplicate =
            count <= 32
                ? std::any_of(items.begin(), items.end(),
                              [&](const ArenaJson &kept) {
                                  return std::string_view(kept.get_ref<const ArenaString &>()) ==
                                         text;
                              })
                : !seen.insert(text).second;
        if (!duplicate)
            items.emplace_back(std::move(text));
    }
    if (items.empty())
        return std::nullopt;
    return out;
}

// A short list of distinct strings is already clean and is kept without copying.
bool isCleanStringList(const ArenaJson &values) {
    const auto &items = values.get_ref<const ArenaJson::array_t &>();
    if (items.empty() || items.size() > 32)
        return false;
    for (auto it = items.begin(); it != items.end(); ++it) {
        if (!it->is_string() || std::find(items.begin(), it, *it) != it)
            return false;
    }
    return true;
}

// The `enum` that a `const` (one value) or an `enum` (an array; anything else has none) yields.
std::optional<ArenaJson> geminiEnumValues(ArenaJson &value, bool isConst) {
    if (isConst)
        return geminiEnumValuesOf(&value, 1);
    if (!value.is_array())
        return std::nullopt;
    if (isCleanStringList(value))
        return std::move(value);
    return geminiEnumValuesOf(value.get_ref<ArenaJson::array_t &>().data(), value.size());
}

// A `type` list of strings without "null"; a single remaining type stands alone.
void dropNullTypes(ArenaJson &types) {
    auto &items = types.get_ref<ArenaJson::array_t &>();
    const auto isNull = [](const ArenaJson &type) {
        return schemajs::sameText(type.get_ref<const ArenaString &>(), "null");
    };
    items.erase(std::remove_if(items.begin(), items.end(), isNull), items.end());
    if (items.size() == 1) {
        // Overwritten, not assigned: assignment would destroy the list node by node.
        ArenaJson lone = std::move(items.front());
        schemajs::overwrite(types, std::move(lone));
    }
}

bool isNullVariant(const ArenaJson &variant) {
    if (!variant.is_object())
        return false;
    if (const ArenaJson *constant = member(variant, "const"); constant && constant->is_null())
        return true;
    if (const ArenaJson *values = member(variant, "enum");
        values && values->is_array() && values->size() == 1)
        return values->front().is_null();
    const ArenaJson *type = member(variant, "type");
    if (!type)
        return false;
    if (type->is_string())
        return schemajs::sameText(type->get_ref<const ArenaString &>(), "null");
    return type->is_array() && type->size() == 1 && type->front().is_string() &&
           schemajs::sameText(type->front().get_ref<const ArenaString &>(), "null");
}

// tryFlattenLiteralAnyOf: every variant a single literal of one shared string `type`.
std::optional<ArenaJson> flattenLiteralVariants(const ArenaJson::array_t &variants,
                                                const std::vector<std::size_t> &indices) {
    if (indices.empty())
        return std::nullopt;
    ArenaJson values = ArenaJson(ArenaJson::value_t::array);
    std::string commonType;
    for (const std::size_t index : indices) {
        const ArenaJson &variant = variants[index];
        if (!variant.is_object())
            return std::nullopt;
        const ArenaJson *literal = member(variant, "const");
        if (!literal) {
            const ArenaJson *list = member(variant, "enum");
            if (!list || !list->is_array() || list->size() != 1)
                return std::nullopt;
            literal = &list->front();
        }
        const ArenaJson *type = member(variant, "type");
        if (!type || !type->is_string() || type->get_ref<const ArenaString &>().empty())
            return std::nullopt;
        const ArenaString &typeName = type->get_ref<const ArenaString &>();
        if (commonType.empty())
            commonType = typeName;
        else if (commonType != std::string_view(typeName))
            return std::nullopt;
        values.push_back(*literal);
    }
    ArenaJson result = ArenaJson(ArenaJson::value_t::object);
    result.get_ref<ArenaJson::object_t &>().emplace_back("type", commonType);
    result.get_ref<ArenaJson::object_t &>().emplace_back("enum", std::move(values));
    return result;
}

// simplifyUnionVariants: a folded schema, or nullopt with null variants removed from the list.
std::optional<ArenaJson> simplifyUnion(const ArenaJson &owner, ArenaJson &variantList) {
    auto &variants = variantList.get_ref<ArenaJson::array_t &>();
    thread_local std::vector<std::size_t> nonNull; // reused: one allocation per thread
    nonNull.clear();
    for (std::size_t i = 0; i < variants.size(); ++i) {
        if (!isNullVariant(variants[i]))
            nonNull.push_back(i);
    }
    const bool stripped = nonNull.size() != variants.size();
    if (std::optional<ArenaJson> folded = flattenLiteralVariants(variants, nonNull)) {
        copyMeta(owner, *folded);
        return folded;
    }
    if (stripped && nonNull.size() == 1) {
        ArenaJson lone = std::move(variants[nonNull.front()]);
        if (lone.is_object())
            copyMeta(owner, lone);
        return lone;
    }
    if (stripped) {
        ArenaJson::array_t kept;
        kept.reserve(nonNull.size());
        for (const std::size_t index : nonNull)
            kept.push_back(std::move(variants[index]));
        variants.swap(kept);
    }
    return std::nullopt;
}

// `{...value}` of an object variant; an array spreads into index keys.
ArenaJson spreadIntoObject(const ArenaJson &value) {
    if (value.is_object())
        return value;
    ArenaJson out = ArenaJson(ArenaJson::value_t::object);
    for (std::size_t i = 0; i < value.size(); ++i)
        out.get_ref<ArenaJson::object_t &>().emplace_back(std::to_string(i), value[i]);
    return out;
}

// flattenUnionFallback: one object variant as is, else the shared type, else the first type.
std::optional<ArenaJson> flattenUnionFallback(const ArenaJson &owner, const ArenaJson &variants) {
    std::vector<const ArenaJson *> objects;
    for (const ArenaJson &variant : variants) {
        if (variant.is_structured())
            objects.push_back(&variant);
    }
    if (objects.empty())
        return std::nullopt;
    ArenaJson merged = ArenaJson(ArenaJson::value_t::object);
    if (objects.size() == 1) {
        merged = spreadIntoObject(*objects.front());
    } else {
        // new Set(types.filter(Boolean)): primitives by value, objects/arrays by identity.
        std::vector<const ArenaJson *> types;
        for (const ArenaJson *object : objects) {
            const ArenaJson *type = member(*object, "type");
            if (!type || !isTruthy(*type))
                continue;
            const bool seen = !type->is_structured() &&
                              std::any_of(types.begin(), types.end(), [&](const ArenaJson *known) {
                                  return !known->is_structured() && *known == *type;
                              });
            if (!seen)
                types.push_back(type);
        }
        const ArenaJson *firstType = member(*objects.front(), "type");
        if (types.size() == 1)
            merged.get_ref<ArenaJson::object_t &>().emplace_back("type", *types.front());
        else if (firstType && isTruthy(*firstType))
            merged.get_ref<ArenaJson::object_t &>().emplace_back("type", *firstType);
    }
    copyMeta(owner, merged);
    return merged;
}

// sanitizeRequiredFields: `required` only lists declared properties, and only when non-empty.
// Rewrites `schema` in place.
void sanitizeRequired(ArenaJson &schema) {
    if (!schema.is_object())
        return;
    ArenaJson *required = nullptr;
    const ArenaJson *properties = nullptr;
    const ArenaJson *type = nullptr;
    for (auto &[key, value] : schema.get_ref<ArenaJson::object_t &>()) {
        if (schemajs::sameText(key, "required"))
            required = &value;
        else if (schemajs::sameText(key, "properties"))
            properties = &value;
        else if (schemajs::sameText(key, "type"))
            type = &value;
    }
    if (!required || !required->is_array())
        return;
    if (!properties || !properties->is_object()) {
        if (type && type->is_string() &&
            schemajs::sameText(type->get_ref<const ArenaString &>(), "object"))
            schema.get_ref<ArenaJson::object_t &>().erase(ArenaString("required"));
        return;
    }
    std::unordered_set<std::string_view> declared;
    if (properties->size() > 16) {
        for (const auto &entry : properties->get_ref<const ArenaJson::object_t &>())
            declared.insert(entry.first);
    }
    const auto declaredName = [&](const ArenaJson &name) {
        if (!name.is_string())
            return false;
        const ArenaString &key = name.get_ref<const ArenaString &>();
        return declared.empty() ? schemajs::has(*properties, key) : declared.count(key) > 0;
    };
    auto &names = required->get_ref<ArenaJson::array_t &>();
    names.erase(std::remove_if(names.begin(), names.end(),
                               [&](const ArenaJson &name) { return !declaredName(name); }),
                names.end());
    if (names.empty())
        schemajs::eraseIf(schema.get_ref<ArenaJson::object_t &>(), [](const auto &entry) {
            return schemajs::sameText(entry.first, "required");
        });
}

class GeminiCleaner {
public:
    void run(ArenaJson &schema) { clean(schema, nullptr, 1); }

private:
    // Definitions visible at a node; one flat namespace where `definitions` overrides `$defs`
    // on the same node and inner nodes override outer ones.
    struct Scope {
        const ArenaJson *defs = nullptr;
        const ArenaJson *definitions = nullptr;
        const Scope *parent = nullptr;
    };

    std::vector<std::string> m_refStack;
    schemaguard::ExpansionBudget m_budget;

    static const ArenaJson *resolve(std::string_view ref, const Scope *scope) {
        if (!scope)
            return nullptr;
        std::string_view rest;
        for (const std::string_view prefix :
             {std::string_view("#/$defs/"), std::string_view("#/definitions/")}) {
            if (std::string_view(ref).substr(0, prefix.size()) == prefix)
                rest = std::string_view(ref).substr(prefix.size());
        }
        if (rest.empty() || schemajs::hasLineTerminator(rest))
            return nullptr;
        const std::string name = schemajs::decodePointerSegment(rest);
        if (name.empty())
            return nullptr;
        for (; scope; scope = scope->parent) {
            if (scope->definitions) {
                if (const ArenaJson *found = member(*scope->definitions, name))
                    return found;
            }
            if (scope->defs) {
                if (const ArenaJson *found = member(*scope->defs, name))
                    return found;
            }
        }
        return nullptr;
    }

    // The cleaned schema a reference stands for (the node's metadata carried over).
    ArenaJson cleanRef(const ArenaJson &node, std::string_view ref, const Scope *scope,
                       std::size_t depth) {
        for (const std::string &active : m_refStack) {
            if (active == ref)
                return ArenaJson(ArenaJson::value_t::object);
        }
        const ArenaJson *resolved = resolve(ref, scope);
        if (resolved && isTruthy(*resolved)) {
            m_budget.spend(schemajs::countNodes(*resolved));
            ArenaJson cleaned = *resolved;
            m_refStack.emplace_back(ref);
            clean(cleaned, scope, depth);
            m_refStack.pop_back();
            if (cleaned.is_object())
                copyMeta(node, cleaned);
            return cleaned;
        }
        ArenaJson result = ArenaJson(ArenaJson::value_t::object);
        copyMeta(node, result);
        return result;
    }

    // Cleans `node` where it stands (a replacement goes into its slot with overwrite, which
    // forgets the old value: arena memory).
    void clean(ArenaJson &node, const Scope *scope, std::size_t depth) {
        if (!node.is_structured())
            return;
        schemaguard::checkDepth(depth, kGeminiDepthLimit);
        if (node.is_array()) {
            for (ArenaJson &entry : node)
                clean(entry, scope, depth + 1);
            return;
        }

        Scope own;
        const Scope *next = scope;
        const ArenaJson *ref = nullptr;
        ArenaJson *anyOf = nullptr;
        ArenaJson *oneOf = nullptr;
        for (auto &[key, value] : node.get_ref<ArenaJson::object_t &>()) {
            if (key.size() < 4 ||
                (key[0] != '$' && key[0] != 'd' && key[0] != 'a' && key[0] != 'o'))
                continue;
            if (schemajs::sameText(key, "$defs") && value.is_object())
                own.defs = &value;
            else if (schemajs::sameText(key, "definitions") && value.is_object())
                own.definitions = &value;
            else if (schemajs::sameText(key, "$ref"))
                ref = &value;
            else if (schemajs::sameText(key, "anyOf"))
                anyOf = &value;
            else if (schemajs::sameText(key, "oneOf"))
                oneOf = &value;
        }
        if (own.defs || own.definitions) {
            own.parent = scope;
            next = &own;
        }

        if (ref && ref->is_string() && !ref->get_ref<const ArenaString &>().empty()) {
            ArenaJson resolved = cleanRef(node, ref->get_ref<const ArenaString &>(), next, depth);
            schemajs::overwrite(node, std::move(resolved));
            return;
        }

        const bool hasAnyOf = anyOf && anyOf->is_array();
        const bool hasOneOf = oneOf && oneOf->is_array();
        for (ArenaJson *variants : {hasAnyOf ? anyOf : nullptr, hasOneOf ? oneOf : nullptr}) {
            if (!variants)
                continue;
            for (ArenaJson &variant : *variants)
                clean(variant, next, depth + 2);
        }
        for (ArenaJson *variants : {hasAnyOf ? anyOf : nullptr, hasOneOf ? oneOf : nullptr}) {
            if (!variants)
                continue;
            if (std::optional<ArenaJson> simplified = simplifyUnion(node, *variants)) {
                schemajs::overwrite(node, std::move(*simplified));
                return;
            }
        }

        // Rewritten in place: dropped entries are marked `discarded` and compacted once.
        auto &entries = node.get_ref<ArenaJson::object_t &>();
        ArenaJson::object_t::value_type *enumEntry = nullptr;
        bool dropped = false;
        const auto drop = [&dropped](ArenaJson &value) {
            schemajs::overwrite(value, ArenaJson(ArenaJson::value_t::discarded));
            dropped = true;
        };
        for (auto &entry : entries) {
            const ArenaString &key = entry.first;
            ArenaJson &value = entry.second;
            if (schemakeys::has(key, schemakeys::GeminiUnsupported)) {
                drop(value);
                continue;
            }
            const bool isConst = schemajs::sameText(key, "const");
            if (isConst || schemajs::sameText(key, "enum")) {
                // `const` and `enum` both assign `enum`: the first one with values fixes its
                // position, the last one its values.
                std::optional<ArenaJson> values = geminiEnumValues(value, isConst);
                if (!values) {
                    drop(value);
                } else if (enumEntry) {
                    schemajs::overwrite(enumEntry->second, std::move(*values));
                    drop(value);
                } else if (isConst) {
                    schemajs::replaceEntry(entry, "enum", std::move(*values));
                    enumEntry = &entry;
                } else {
                    schemajs::overwrite(value, std::move(*values));
                    enumEntry = &entry;
                }
                continue;
            }
            if ((schemajs::sameText(key, "required") && value.is_array() && value.empty()) ||
                (schemajs::sameText(key, "type") && (hasAnyOf || hasOneOf))) {
                drop(value);
                continue;
            }
            if (schemajs::sameText(key, "type") && value.is_array() &&
                std::all_of(value.begin(), value.end(),
                            [](const ArenaJson &type) { return type.is_string(); })) {
                dropNullTypes(value);
            } else if (schemajs::sameText(key, "properties")) {
                if (value.is_object()) {
                    for (auto &child : value.get_ref<ArenaJson::object_t &>())
                        clean(child.second, next, depth + 2);
                } else {
                    schemajs::discard(value);
                    value = ArenaJson(ArenaJson::value_t::object);
                }
            } else if (schemajs::sameText(key, "items") && isTruthy(value)) {
                if (value.is_array()) {
                    for (ArenaJson &item : value)
                        clean(item, next, depth + 2);
                } else if (value.is_object()) {
                    clean(value, next, depth + 1);
                }
            } else if (schemajs::sameText(key, "allOf") && value.is_array()) {
                for (ArenaJson &variant : value)
                    clean(variant, next, depth + 2);
            }
            // anyOf/oneOf are already cleaned and simplified; anything else is kept as is.
        }
        if (dropped)
            schemajs::eraseIf(entries,
                              [](const auto &entry) { return entry.second.is_discarded(); });

        // The loop above neither drops nor adds anyOf/oneOf: without either, nothing to flatten.
        for (const std::string_view key : {"anyOf"sv, "oneOf"sv}) {
            if (!hasAnyOf && !hasOneOf)
                break;
            const ArenaJson *variants = member(node, key);
            if (!variants || !variants->is_array())
                continue;
            if (std::optional<ArenaJson> flattened = flattenUnionFallback(node, *variants)) {
                schemajs::overwrite(node, std::move(*flattened));
                break;
            }
        }
        sanitizeRequired(node);
    }
};

} // namespace

void cleanForGemini(ArenaJson &schema) {
    GeminiCleaner().run(schema);
}

} // namespace toolgate::core::schemapass
