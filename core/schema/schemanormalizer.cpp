// SPDX-License-Identifier: MIT
#include "schema/schemanormalizer.h"

#include "schema/geminischemacleaner.h"
#include "schema/schemaguard.h"
#include "schema/schemajs.h"
#include "schema/schemakeys.h"
#include "schema/schemakeywordstrip.h"
#include "schema/schemarefinliner.h"

#include <algorithm>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

namespace toolgate::core {

namespace {

using schemajs::has;
using schemajs::isTruthy;
using schemajs::member;

// ---- Step 2: OpenAPI clean-up (normalizeOpenApiSchemaKeywords) ------------------------------

bool isNullSchemaLike(const Json &schema) {
    if (!schema.is_object())
        return false;
    if (const Json *type = member(schema, "type")) {
        if (type->is_string() && type->get_ref<const std::string &>() == "null")
            return true;
        if (type->is_array() && std::find(type->begin(), type->end(), Json("null")) != type->end())
            return true;
    }
    if (const Json *constant = member(schema, "const"); constant && constant->is_null())
        return true;
    if (const Json *values = member(schema, "enum"); values && values->is_array()) {
        for (const Json &value : *values) {
            if (value.is_null())
                return true;
        }
    }
    return false;
}

bool composedAllowsNull(const Json &schema) {
    for (const char *key : {"anyOf", "oneOf"}) {
        const Json *variants = member(schema, key);
        if (variants && variants->is_array() &&
            std::any_of(variants->begin(), variants->end(), isNullSchemaLike))
            return true;
    }
    return false;
}

void normalizeOpenApi(Json &node) {
    if (node.is_array()) {
        for (Json &entry : node)
            normalizeOpenApi(entry);
        return;
    }
    if (!node.is_object())
        return;
    auto &entries = node.get_ref<Json::object_t &>();
    bool nullable = false;
    std::size_t removed = 0;
    for (auto &[key, value] : entries) {
        if (key == "nullable" || schemakeys::isOpenApiAnnotationKey(key)) {
            if (key == "nullable")
                nullable = value.is_boolean() && value.get<bool>();
            ++removed;
            continue;
        }
        if (schemakeys::isLiteralKey(key) || key == "components")
            continue;
        if (schemakeys::isMapKey(key) && value.is_object()) {
            for (auto &child : value.get_ref<Json::object_t &>())
                normalizeOpenApi(child.second);
        } else if (schemakeys::isObjectKey(key) && value.is_object()) {
            normalizeOpenApi(value);
        } else if (schemakeys::isArrayKey(key) && value.is_array()) {
            for (Json &child : value)
                normalizeOpenApi(child);
        }
    }
    if (removed > 0) {
        Json::object_t kept;
        kept.reserve(entries.size() - removed);
        for (auto &[key, value] : entries) {
            if (key != "nullable" && !schemakeys::isOpenApiAnnotationKey(key))
                kept.emplace_back(key, std::move(value));
        }
        entries.swap(kept);
    }
    if (!nullable)
        return;
    const bool composed = std::any_of(entries.begin(), entries.end(), [](const auto &entry) {
        return (entry.first == "allOf" || entry.first == "anyOf" || entry.first == "oneOf") &&
               entry.second.is_array();
    });
    if (composed) {
        if (composedAllowsNull(node))
            return;
        Json wrapped = Json::object();
        Json meta = Json::object();
        for (const char *key : {"title", "description", "default"}) {
            if (const Json *value = member(node, key))
                meta.get_ref<Json::object_t &>().emplace_back(key, *value);
        }
        Json variants = Json::array();
        variants.push_back(std::move(node));
        variants.push_back(Json::object({{"type", "null"}}));
        wrapped.get_ref<Json::object_t &>().emplace_back("anyOf", std::move(variants));
        for (auto &entry : meta.get_ref<Json::object_t &>())
            wrapped.get_ref<Json::object_t &>().emplace_back(entry.first, std::move(entry.second));
        node = std::move(wrapped);
        return;
    }
    if (Json *type = member(node, "type")) {
        if (type->is_string()) {
            if (type->get_ref<const std::string &>() != "null")
                *type = Json::array({std::move(*type), "null"});
        } else if (type->is_array()) {
            if (std::find(type->begin(), type->end(), Json("null")) == type->end())
                type->push_back("null");
        }
    }
    if (Json *values = member(node, "enum"); values && values->is_array()) {
        if (std::none_of(values->begin(), values->end(),
                         [](const Json &value) { return value.is_null(); }))
            values->push_back(nullptr);
    }
}

// ---- Step 3: top-level union flattening (mergePropertySchemas & co.) ------------------------

// extractEnumValues: enum, const, or the values of nested anyOf/oneOf literal variants.
bool extractEnumValues(const Json &schema, std::vector<const Json *> &out) {
    if (!schema.is_object())
        return false;
    if (const Json *values = member(schema, "enum"); values && values->is_array()) {
        for (const Json &value : *values)
            out.push_back(&value);
        return true;
    }
    if (const Json *constant = member(schema, "const")) {
        out.push_back(constant);
        return true;
    }
    const Json *variants = member(schema, "anyOf");
    if (!variants || !variants->is_array()) {
        variants = member(schema, "oneOf");
        if (!variants || !variants->is_array())
            return false;
    }
    const std::size_t before = out.size();
    for (const Json &variant : *variants)
        extractEnumValues(variant, out);
    return out.size() > before;
}

// A key under which JavaScript's Set considers two primitives the same value; objects and
// arrays are distinct by identity and never collapse.
std::string sameValueKey(const Json &value) {
    if (value.is_string())
        return 's' + value.get_ref<const std::string &>();
    if (value.is_number())
        return 'n' + schemajs::numberToString(schemajs::toDouble(value));
    if (value.is_boolean())
        return value.get<bool>() ? "btrue" : "bfalse";
    return "z";
}

Json uniqueValues(const std::vector<const Json *> &values) {
    Json out = Json::array();
    auto &items = out.get_ref<Json::array_t &>();
    items.reserve(values.size());
    std::unordered_set<std::string> seen;
    for (const Json *value : values) {
        if (value->is_structured() || seen.insert(sameValueKey(*value)).second)
            items.push_back(*value);
    }
    return out;
}

Json mergePropertySchemas(Json existing, Json incoming) {
    if (!isTruthy(existing))
        return incoming;
    if (!isTruthy(incoming))
        return existing;
    std::vector<const Json *> values;
    const bool existingEnum = extractEnumValues(existing, values);
    const bool incomingEnum = extractEnumValues(incoming, values);
    if (!existingEnum && !incomingEnum)
        return existing;
    Json unique = uniqueValues(values);
    Json merged = Json::object();
    auto &entries = merged.get_ref<Json::object_t &>();
    for (const Json *source : {&existing, &incoming}) {
        if (!source->is_object())
            continue;
        for (const char *key : {"title", "description", "default"}) {
            if (has(merged, key))
                continue;
            if (const Json *value = member(*source, key))
                entries.emplace_back(key, *value);
        }
    }
    std::string_view commonType;
    bool oneType = !unique.empty();
    for (const Json &value : unique) {
        const std::string_view type = schemajs::typeOf(value);
        if (commonType.empty())
            commonType = type;
        else if (commonType != type)
            oneType = false;
    }
    if (oneType)
        entries.emplace_back("type", std::string(commonType));
    entries.emplace_back("enum", std::move(unique));
    return merged;
}

// Ordered property map with a hash index, so huge unions stay linear.
class PropertyMerge {
public:
    explicit PropertyMerge(Json initial)
        : m_properties(std::move(initial)) {
        auto &entries = m_properties.get_ref<Json::object_t &>();
        for (std::size_t i = 0; i < entries.size(); ++i)
            m_index.emplace(entries.begin()[static_cast<std::ptrdiff_t>(i)].first, i);
    }

    void merge(const std::string &key, Json incoming) {
        auto &entries = m_properties.get_ref<Json::object_t &>();
        const auto it = m_index.find(key);
        if (it == m_index.end()) {
            m_index.emplace(key, entries.size());
            entries.emplace_back(key, std::move(incoming));
            return;
        }
        Json &existing = entries.begin()[static_cast<std::ptrdiff_t>(it->second)].second;
        existing = mergePropertySchemas(std::move(existing), std::move(incoming));
    }

    bool empty() const { return m_properties.empty(); }
    Json take() { return std::move(m_properties); }

private:
    Json m_properties;
    std::unordered_map<std::string, std::size_t> m_index;
};

Json flattenTopLevelUnion(Json &&schema, const char *variantKey) {
    Json &variants = *member(schema, variantKey);
    Json *rootProperties = member(schema, "properties");
    const bool rootIsRecord = rootProperties && rootProperties->is_object();
    PropertyMerge properties(rootIsRecord ? std::move(*rootProperties) : Json::object());

    std::vector<std::string> requiredOrder;
    std::unordered_map<std::string, std::size_t> requiredCounts;
    std::size_t objectVariants = 0;
    for (Json &entry : variants) {
        if (!isTruthy(entry) || !entry.is_object())
            continue; // arrays have no `properties`
        Json *props = member(entry, "properties");
        if (!props || !isTruthy(*props) || !props->is_structured())
            continue;
        ++objectVariants;
        if (props->is_object()) {
            for (auto &[key, value] : props->get_ref<Json::object_t &>())
                properties.merge(key, std::move(value));
        } else {
            std::size_t index = 0;
            for (Json &value : *props)
                properties.merge(std::to_string(index++), std::move(value));
        }
        if (const Json *required = member(entry, "required"); required && required->is_array()) {
            for (const Json &name : *required) {
                if (!name.is_string())
                    continue;
                const std::string &key = name.get_ref<const std::string &>();
                if (requiredCounts[key]++ == 0)
                    requiredOrder.push_back(key);
            }
        }
    }

    Json required = Json::array();
    if (const Json *base = member(schema, "required"); base && base->is_array()) {
        for (const Json &name : *base) {
            if (name.is_string())
                required.push_back(name);
        }
    }
    if (required.empty() && objectVariants > 0) {
        for (const std::string &key : requiredOrder) {
            if (requiredCounts[key] == objectVariants)
                required.push_back(key);
        }
    }

    Json flattened = Json::object();
    auto &out = flattened.get_ref<Json::object_t &>();
    out.emplace_back("type", "object");
    for (const char *key : {"title", "description"}) {
        if (Json *value = member(schema, key); value && value->is_string())
            out.emplace_back(key, std::move(*value));
    }
    if (!properties.empty())
        out.emplace_back("properties", properties.take());
    else if (rootProperties && !rootProperties->is_null() && !rootIsRecord)
        out.emplace_back("properties", std::move(*rootProperties));
    else
        out.emplace_back("properties", Json::object());
    if (!required.empty())
        out.emplace_back("required", std::move(required));
    if (Json *additional = member(schema, "additionalProperties"))
        out.emplace_back("additionalProperties", std::move(*additional));
    else
        out.emplace_back("additionalProperties", true);
    return flattened;
}

bool isArrayMember(const Json &schema, std::string_view key) {
    const Json *value = member(schema, key);
    return value && value->is_array();
}

Json shapeTopLevel(Json &&schema) {
    const bool isObject = schema.is_object();
    const char *variantKey = nullptr;
    if (isObject && isArrayMember(schema, "anyOf"))
        variantKey = "anyOf";
    else if (isObject && isArrayMember(schema, "oneOf"))
        variantKey = "oneOf";
    const bool conditional = variantKey || (isObject && isArrayMember(schema, "allOf"));

    if (isObject && !conditional) {
        const Json *type = member(schema, "type");
        const Json *properties = member(schema, "properties");
        const bool propertiesIsRecord = properties && properties->is_object();
        const bool objectType =
            type && type->is_string() && type->get_ref<const std::string &>() == "object";
        if (objectType && propertiesIsRecord)
            return std::move(schema);
        if (!type && (propertiesIsRecord || isArrayMember(schema, "required"))) {
            schemajs::assign(schema, "type", "object");
            if (!propertiesIsRecord)
                schemajs::assign(schema, "properties", Json::object());
            return std::move(schema);
        }
        if (objectType) {
            schemajs::assign(schema, "properties", Json::object());
            return std::move(schema);
        }
    }
    if (!variantKey) {
        // MCP's empty no-parameter schema needs an object root; anything else passes as is.
        if (schema.empty())
            return Json::object({{"type", "object"}, {"properties", Json::object()}});
        return std::move(schema);
    }
    return flattenTopLevelUnion(std::move(schema), variantKey);
}

// ---- Step 4a: array items (normalizeArraySchemaItems) ----------------------------------------

enum class ItemsMode { Add, Normalize, Omit };

void normalizeArrayItems(Json &schema, ItemsMode mode);

void normalizeItemsValue(Json &value, ItemsMode mode) {
    if (!value.is_array()) {
        normalizeArrayItems(value, mode);
        return;
    }
    for (Json &entry : value)
        normalizeArrayItems(entry, mode);
}

bool isEmptyRecord(const Json &value) {
    return value.is_object() && value.empty();
}

void normalizeArrayItems(Json &schema, ItemsMode mode) {
    if (schema.is_array()) {
        if (mode == ItemsMode::Add)
            return;
        for (Json &entry : schema)
            normalizeArrayItems(entry, ItemsMode::Omit);
        return;
    }
    if (!schema.is_object())
        return;
    const Json *type = member(schema, "type");
    const bool isArrayType =
        type && type->is_string() && type->get_ref<const std::string &>() == "array";
    const bool allowsArray =
        isArrayType || (type && type->is_array() &&
                        std::find(type->begin(), type->end(), Json("array")) != type->end());
    if (mode == ItemsMode::Add && isArrayType && !has(schema, "items"))
        schema.get_ref<Json::object_t &>().emplace_back("items", Json::object());

    bool dropItems = false;
    for (auto &[key, value] : schema.get_ref<Json::object_t &>()) {
        if (mode != ItemsMode::Add && key == "items" && allowsArray && isEmptyRecord(value)) {
            dropItems = true;
            continue;
        }
        if (schemakeys::isMapKey(key) && value.is_object()) {
            for (auto &entry : value.get_ref<Json::object_t &>())
                normalizeArrayItems(entry.second, mode);
        } else if (schemakeys::isObjectKey(key) || schemakeys::isArrayKey(key)) {
            // Composition slots holding a single schema are only ever completed, not pruned.
            const ItemsMode valueMode =
                schemakeys::isObjectKey(key) || value.is_array() ? mode : ItemsMode::Add;
            if (valueMode == mode || mode != ItemsMode::Omit)
                normalizeItemsValue(value, valueMode);
        }
    }
    if (dropItems)
        schema.get_ref<Json::object_t &>().erase(std::string("items"));
}

// ---- Key order -------------------------------------------------------------------------------

// JavaScript objects list array-index keys first, ascending, then the rest in insertion order.
void applyJavaScriptKeyOrder(Json &node) {
    if (node.is_array()) {
        for (Json &entry : node)
            applyJavaScriptKeyOrder(entry);
        return;
    }
    if (!node.is_object())
        return;
    auto &entries = node.get_ref<Json::object_t &>();
    bool hasIndexKey = false;
    for (auto &entry : entries) {
        applyJavaScriptKeyOrder(entry.second);
        hasIndexKey = hasIndexKey || schemajs::isArrayIndexKey(entry.first);
    }
    if (!hasIndexKey)
        return;
    std::vector<std::size_t> order(entries.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        const bool aIndex =
            schemajs::isArrayIndexKey(entries.begin()[static_cast<std::ptrdiff_t>(a)].first);
        const bool bIndex =
            schemajs::isArrayIndexKey(entries.begin()[static_cast<std::ptrdiff_t>(b)].first);
        if (aIndex != bIndex)
            return aIndex;
        if (!aIndex)
            return false;
        return std::stoull(entries.begin()[static_cast<std::ptrdiff_t>(a)].first) <
               std::stoull(entries.begin()[static_cast<std::ptrdiff_t>(b)].first);
    });
    Json::object_t sorted;
    sorted.reserve(entries.size());
    for (const std::size_t i : order)
        sorted.emplace_back(entries.begin()[static_cast<std::ptrdiff_t>(i)].first,
                            std::move(entries.begin()[static_cast<std::ptrdiff_t>(i)].second));
    entries.swap(sorted);
}

// ---- Wrapper rule ----------------------------------------------------------------------------

bool hasRequiredParams(const Json &schema) {
    if (const Json *required = member(schema, "required");
        required && required->is_array() && !required->empty())
        return true;
    for (const char *key : {"allOf", "anyOf", "oneOf"}) {
        const Json *variants = member(schema, key);
        if (!variants || !variants->is_array())
            continue;
        for (const Json &variant : *variants) {
            if (variant.is_object() && hasRequiredParams(variant))
                return true;
        }
    }
    return false;
}

Json runPipeline(Json schema, const SchemaTarget &target) {
    normalizeOpenApi(schema);
    schema = shapeTopLevel(std::move(schema));

    normalizeArrayItems(schema, target.omitEmptyArrayItems ? ItemsMode::Normalize : ItemsMode::Add);
    if (target.usesLlamacppCleaner())
        schemapass::cleanForLlamacpp(schema);
    if (target.usesGeminiCleaner())
        schema = schemapass::cleanForGemini(std::move(schema));
    const std::vector<std::string> keywords = target.strippedKeywords();
    if (!keywords.empty())
        schemapass::stripKeywords(schema, keywords);
    applyJavaScriptKeyOrder(schema);
    return schema;
}

Error toError(const schemaguard::LimitExceeded &e) {
    return Error{e.code, e.message, {}};
}

} // namespace

bool turnsNullArgumentsIntoEmptyObject(const Json &normalizedSchema) {
    if (!normalizedSchema.is_object())
        return false;
    const Json *type = member(normalizedSchema, "type");
    const bool objectType =
        type && ((type->is_string() && type->get_ref<const std::string &>() == "object") ||
                 (type->is_array() &&
                  std::find(type->begin(), type->end(), Json("object")) != type->end()));
    return objectType && !hasRequiredParams(normalizedSchema);
}

Result<NormalizedToolSchema> normalizeToolSchema(Json &&schema, const SchemaTarget &target) {
    // normalizeToolParameters leaves non-object parameters (null, strings, numbers, booleans)
    // untouched, and such a tool gets no argument preparation.
    if (!schema.is_structured())
        return NormalizedToolSchema{std::move(schema), false};
    try {
        if (schemajs::nestingDepth(schema, SchemaLimits::maxDepth) > SchemaLimits::maxDepth)
            schemaguard::throwDepthExceeded();
        Json inlined;
        if (schemapass::hasWalkedRef(schema)) {
            schemaguard::ExpansionBudget budget;
            inlined = schemapass::inlineLocalRefs(schema, budget);
        } else {
            schemapass::dropDefinitions(schema);
            inlined = std::move(schema);
        }
        Json normalized = runPipeline(std::move(inlined), target);
        const bool nullArgs = turnsNullArgumentsIntoEmptyObject(normalized);
        return NormalizedToolSchema{std::move(normalized), nullArgs};
    } catch (const schemaguard::LimitExceeded &e) {
        return toError(e);
    }
}

Result<NormalizedToolSchema> normalizeToolSchema(const Json &schema, const SchemaTarget &target) {
    if (!schema.is_structured())
        return NormalizedToolSchema{schema, false};
    try {
        // Check before copying: nlohmann's copy recurses, so a hostile depth must stop here.
        if (schemajs::nestingDepth(schema, SchemaLimits::maxDepth) > SchemaLimits::maxDepth)
            schemaguard::throwDepthExceeded();
        if (schemapass::hasWalkedRef(schema)) {
            schemaguard::ExpansionBudget budget;
            Json normalized = runPipeline(schemapass::inlineLocalRefs(schema, budget), target);
            const bool nullArgs = turnsNullArgumentsIntoEmptyObject(normalized);
            return NormalizedToolSchema{std::move(normalized), nullArgs};
        }
    } catch (const schemaguard::LimitExceeded &e) {
        return toError(e);
    }
    return normalizeToolSchema(Json(schema), target);
}

} // namespace toolgate::core
