// SPDX-License-Identifier: MIT
#include "schema/schemanormalizer.h"

#include "schema/geminischemacleaner.h"
#include "schema/schemaguard.h"
#include "schema/schemajs.h"
#include "schema/schemakeys.h"
#include "schema/schemakeywordstrip.h"
#include "schema/schemaprepass.h"

#include <algorithm>
#include <optional>
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

// ---- Step 3: top-level union flattening (mergePropertySchemas & co.) ------------------------

// extractEnumValues: enum, const, or the values of nested anyOf/oneOf literal variants.
// Mutable: the merge that asks owns the schemas and moves the values out.
bool extractEnumValues(Json &schema, std::vector<Json *> &out) {
    if (!schema.is_object())
        return false;
    if (Json *values = member(schema, "enum"); values && values->is_array()) {
        for (Json &value : *values)
            out.push_back(&value);
        return true;
    }
    if (Json *constant = member(schema, "const")) {
        out.push_back(constant);
        return true;
    }
    Json *variants = member(schema, "anyOf");
    if (!variants || !variants->is_array()) {
        variants = member(schema, "oneOf");
        if (!variants || !variants->is_array())
            return false;
    }
    const std::size_t before = out.size();
    for (Json &variant : *variants)
        extractEnumValues(variant, out);
    return out.size() > before;
}

// JavaScript's SameValueZero on JSON primitives; objects and arrays are distinct by identity,
// so two of them never collapse.
bool sameValueZero(const Json &a, const Json &b) {
    if (a.is_structured() || b.is_structured())
        return false;
    if (a.is_number() && b.is_number())
        return schemajs::toDouble(a) == schemajs::toDouble(b);
    return a.type() == b.type() && a == b;
}

// A hash key for the same relation, for long value lists.
std::string sameValueKey(const Json &value) {
    if (value.is_string())
        return 's' + value.get_ref<const std::string &>();
    if (value.is_number())
        return 'n' + schemajs::numberToString(schemajs::toDouble(value));
    if (value.is_boolean())
        return value.get<bool>() ? "btrue" : "bfalse";
    return "z";
}

// uniqueValues: [...new Set(values)]; the kept values are moved out (each pointer is a distinct
// node, and the schemas they come from are discarded after the merge).
Json uniqueValues(const std::vector<Json *> &values) {
    Json out = Json(Json::value_t::array);
    auto &items = out.get_ref<Json::array_t &>();
    items.reserve(values.size());
    if (values.size() <= 32) {
        for (Json *value : values) {
            if (std::none_of(items.begin(), items.end(),
                             [&](const Json &kept) { return sameValueZero(kept, *value); }))
                items.push_back(std::move(*value));
        }
        return out;
    }
    std::unordered_set<std::string> seen;
    for (Json *value : values) {
        if (value->is_structured() || seen.insert(sameValueKey(*value)).second)
            items.push_back(std::move(*value));
    }
    return out;
}

Json mergePropertySchemas(Json existing, Json incoming) {
    if (!isTruthy(existing)) {
        schemajs::discard(existing);
        return incoming;
    }
    if (!isTruthy(incoming)) {
        schemajs::discard(incoming);
        return existing;
    }
    thread_local std::vector<Json *> values;
    values.clear();
    const bool existingEnum = extractEnumValues(existing, values);
    const bool incomingEnum = extractEnumValues(incoming, values);
    if (!existingEnum && !incomingEnum) {
        schemajs::discard(incoming);
        return existing;
    }
    Json unique = uniqueValues(values);
    Json merged = Json(Json::value_t::object);
    auto &entries = merged.get_ref<Json::object_t &>();
    entries.reserve(5); // title, description, default, type, enum
    for (Json *source : {&existing, &incoming}) {
        if (!source->is_object())
            continue;
        for (const char *key : {"title", "description", "default"}) {
            if (has(merged, key))
                continue;
            if (Json *value = member(*source, key))
                entries.emplace_back(key, std::move(*value));
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
    schemajs::discard(existing);
    schemajs::discard(incoming);
    return merged;
}

// Ordered property map; a hash index takes over once the map grows, so huge unions stay linear.
class PropertyMerge {
public:
    explicit PropertyMerge(Json initial)
        : m_properties(std::move(initial)) {}

    void merge(const std::string &key, Json incoming) {
        auto &entries = m_properties.get_ref<Json::object_t &>();
        Json *existing = find(key);
        if (!existing) {
            if (!m_index.empty())
                m_index.emplace(key, entries.size());
            entries.emplace_back(key, std::move(incoming));
            return;
        }
        *existing = mergePropertySchemas(std::move(*existing), std::move(incoming));
    }

    void reserve(std::size_t more) {
        auto &entries = m_properties.get_ref<Json::object_t &>();
        entries.reserve(entries.size() + more);
    }
    bool empty() const { return m_properties.empty(); }
    Json take() {
        schemajs::applyJavaScriptKeyOrder(m_properties.get_ref<Json::object_t &>());
        return std::move(m_properties);
    }

private:
    static constexpr std::size_t kLinearLimit = 32;
    Json m_properties;
    std::unordered_map<std::string, std::size_t> m_index;

    Json *find(const std::string &key) {
        auto &entries = m_properties.get_ref<Json::object_t &>();
        if (m_index.empty() && entries.size() > kLinearLimit) {
            for (std::size_t i = 0; i < entries.size(); ++i)
                m_index.emplace(entries.begin()[static_cast<std::ptrdiff_t>(i)].first, i);
        }
        if (m_index.empty()) {
            for (auto &entry : entries) {
                if (schemajs::sameText(entry.first, key))
                    return &entry.second;
            }
            return nullptr;
        }
        const auto it = m_index.find(key);
        return it == m_index.end()
                   ? nullptr
                   : &entries.begin()[static_cast<std::ptrdiff_t>(it->second)].second;
    }
};

// Occurrence counts of `required` names in first-seen order.
class RequiredCounts {
public:
    explicit RequiredCounts(std::size_t expected) { m_counts.reserve(expected); }

    void add(const std::string &name) {
        if (m_counts.size() > 32 && m_index.empty()) {
            for (std::size_t i = 0; i < m_counts.size(); ++i)
                m_index.emplace(m_counts[i].first, i);
        }
        if (m_index.empty()) {
            for (auto &entry : m_counts) {
                if (schemajs::sameText(entry.first, name)) {
                    ++entry.second;
                    return;
                }
            }
        } else if (const auto it = m_index.find(name); it != m_index.end()) {
            ++m_counts[it->second].second;
            return;
        }
        if (!m_index.empty())
            m_index.emplace(name, m_counts.size());
        m_counts.emplace_back(name, 1);
    }

    const std::vector<std::pair<std::string, std::size_t>> &counts() const { return m_counts; }

private:
    std::vector<std::pair<std::string, std::size_t>> m_counts;
    std::unordered_map<std::string, std::size_t> m_index;
};

// The union's flattening (mergePropertySchemas over every object variant with properties):
// `root` supplies properties/required/title/description/additionalProperties and is consumed,
// `variants` holds the variants that count, in order.
Json flattenUnion(Json &&schema, std::vector<schemapass::UnionVariantParts> &variants) {
    Json *rootProperties = member(schema, "properties");
    const bool rootIsRecord = rootProperties && rootProperties->is_object();
    PropertyMerge properties(rootIsRecord ? std::move(*rootProperties)
                                          : Json(Json::value_t::object));
    std::size_t incomingCount = 0;
    for (const auto &variant : variants)
        incomingCount += variant.properties.size();
    properties.reserve(incomingCount);

    RequiredCounts requiredCounts(incomingCount);
    const std::size_t objectVariants = variants.size();
    for (auto &variant : variants) {
        Json &props = variant.properties;
        if (props.is_object()) {
            for (auto &[key, value] : props.get_ref<Json::object_t &>())
                properties.merge(key, std::move(value));
        } else {
            std::size_t index = 0;
            for (Json &value : props)
                properties.merge(std::to_string(index++), std::move(value));
        }
        if (const Json &required = variant.requiredNames(); required.is_array()) {
            for (const Json &name : required) {
                if (!name.is_string())
                    continue;
                requiredCounts.add(name.get_ref<const std::string &>());
            }
        }
    }

    // Reserved to the exact count: nothing is allocated when no name survives.
    Json required = Json(Json::value_t::array);
    auto &names = required.get_ref<Json::array_t &>();
    if (Json *base = member(schema, "required"); base && base->is_array()) {
        names.reserve(static_cast<std::size_t>(std::count_if(
            base->begin(), base->end(), [](const Json &name) { return name.is_string(); })));
        for (Json &name : *base) {
            if (name.is_string())
                names.push_back(std::move(name));
        }
    }
    if (names.empty() && objectVariants > 0) {
        const auto &counts = requiredCounts.counts();
        names.reserve(static_cast<std::size_t>(
            std::count_if(counts.begin(), counts.end(),
                          [&](const auto &entry) { return entry.second == objectVariants; })));
        for (const auto &[key, count] : counts) {
            if (count == objectVariants)
                names.emplace_back(key);
        }
    }

    Json flattened = Json(Json::value_t::object);
    auto &out = flattened.get_ref<Json::object_t &>();
    out.reserve(6); // type, title, description, properties, required, additionalProperties
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
        out.emplace_back("properties", Json(Json::value_t::object));
    if (!required.empty())
        out.emplace_back("required", std::move(required));
    if (Json *additional = member(schema, "additionalProperties"))
        out.emplace_back("additionalProperties", std::move(*additional));
    else
        out.emplace_back("additionalProperties", true);
    schemajs::discard(schema);
    return flattened;
}

// Flattening over a fully prepared root: the variants that count give up their properties.
Json flattenTopLevelUnion(Json &&schema, const char *variantKey) {
    Json &list = *member(schema, variantKey);
    std::vector<schemapass::UnionVariantParts> variants;
    variants.reserve(list.size());
    for (Json &entry : list) {
        if (!isTruthy(entry) || !entry.is_object())
            continue; // arrays have no `properties`
        Json *props = member(entry, "properties");
        if (!props || !isTruthy(*props) || !props->is_structured())
            continue;
        variants.push_back({std::move(*props), member(entry, "required"), Json()});
    }
    return flattenUnion(std::move(schema), variants);
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
        const bool objectType = type && type->is_string() &&
                                schemajs::sameText(type->get_ref<const std::string &>(), "object");
        if (objectType && propertiesIsRecord)
            return std::move(schema);
        if (!type && (propertiesIsRecord || isArrayMember(schema, "required"))) {
            schemajs::assign(schema, "type", "object");
            if (!propertiesIsRecord)
                schemajs::assign(schema, "properties", Json(Json::value_t::object));
            return std::move(schema);
        }
        if (objectType) {
            schemajs::assign(schema, "properties", Json(Json::value_t::object));
            return std::move(schema);
        }
    }
    if (!variantKey) {
        // MCP's empty no-parameter schema needs an object root; anything else passes as is.
        if (schema.empty())
            return Json::object({{"type", "object"}, {"properties", Json(Json::value_t::object)}});
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

// A `type` list that names `name` (compared in place, no temporary JSON string).
bool listsType(const Json &type, std::string_view name) {
    return type.is_array() && std::any_of(type.begin(), type.end(), [name](const Json &entry) {
               return entry.is_string() &&
                      schemajs::sameText(entry.get_ref<const std::string &>(), name);
           });
}

bool isEmptyRecord(const Json &value) {
    return value.is_object() && value.empty();
}

// ItemsMode::Add in one pass over the keys: the children first, then `items: {}` for an array
// type without items (an empty schema has nothing further to complete).
void addArrayItems(Json::object_t &entries) {
    const Json *type = nullptr;
    bool hasItems = false;
    for (auto &[key, value] : entries) {
        const std::uint32_t flags = schemakeys::classify(key);
        if (flags == 0) {
            if (schemajs::sameText(key, "type"))
                type = &value;
            continue;
        }
        if ((flags & schemakeys::Map) && value.is_object()) {
            for (auto &entry : value.get_ref<Json::object_t &>())
                normalizeArrayItems(entry.second, ItemsMode::Add);
        } else if (flags & (schemakeys::Object | schemakeys::Array)) {
            hasItems = hasItems || schemajs::sameText(key, "items");
            normalizeItemsValue(value, ItemsMode::Add);
        }
    }
    if (!hasItems && type && type->is_string() &&
        schemajs::sameText(type->get_ref<const std::string &>(), "array"))
        entries.emplace_back("items", Json(Json::value_t::object));
}

void normalizeArrayItems(Json &schema, ItemsMode mode) {
    if (mode == ItemsMode::Add) {
        if (schema.is_object())
            addArrayItems(schema.get_ref<Json::object_t &>());
        return;
    }
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
    const bool isArrayType = type && type->is_string() &&
                             schemajs::sameText(type->get_ref<const std::string &>(), "array");
    const bool allowsArray = isArrayType || (type && listsType(*type, "array"));
    if (mode == ItemsMode::Add && isArrayType && !has(schema, "items"))
        schema.get_ref<Json::object_t &>().emplace_back("items", Json(Json::value_t::object));

    bool dropItems = false;
    for (auto &[key, value] : schema.get_ref<Json::object_t &>()) {
        if (mode != ItemsMode::Add && schemajs::sameText(key, "items") && allowsArray &&
            isEmptyRecord(value)) {
            dropItems = true;
            continue;
        }
        const std::uint32_t flags = schemakeys::classify(key);
        if ((flags & schemakeys::Map) && value.is_object()) {
            for (auto &entry : value.get_ref<Json::object_t &>())
                normalizeArrayItems(entry.second, mode);
        } else if (flags & (schemakeys::Object | schemakeys::Array)) {
            // Composition slots holding a single schema are only ever completed, not pruned.
            const ItemsMode valueMode =
                (flags & schemakeys::Object) || value.is_array() ? mode : ItemsMode::Add;
            if (valueMode == mode || mode != ItemsMode::Omit)
                normalizeItemsValue(value, valueMode);
        }
    }
    if (dropItems)
        schemajs::eraseIf(schema.get_ref<Json::object_t &>(), [](const auto &entry) {
            return schemajs::sameText(entry.first, "items");
        });
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

Json runPipeline(const Json &input, const SchemaTarget &target) {
    Json schema;
    if (std::optional<schemapass::PreparedUnion> prepared = schemapass::prepareUnionRoot(input))
        schema = flattenUnion(std::move(prepared->root), prepared->variants);
    else
        schema = shapeTopLevel(schemapass::prepareSchema(input));
    normalizeArrayItems(schema, target.omitEmptyArrayItems ? ItemsMode::Normalize : ItemsMode::Add);
    if (target.usesLlamacppCleaner())
        schemapass::cleanForLlamacpp(schema);
    if (target.usesGeminiCleaner())
        schema = schemapass::cleanForGemini(std::move(schema));
    const std::vector<std::string> keywords = target.strippedKeywords();
    if (!keywords.empty())
        schemapass::stripKeywords(schema, keywords);
    return schema;
}

} // namespace

bool turnsNullArgumentsIntoEmptyObject(const Json &normalizedSchema) {
    if (!normalizedSchema.is_object())
        return false;
    const Json *type = member(normalizedSchema, "type");
    const bool objectType =
        type && ((type->is_string() &&
                  schemajs::sameText(type->get_ref<const std::string &>(), "object")) ||
                 listsType(*type, "object"));
    return objectType && !hasRequiredParams(normalizedSchema);
}

Result<NormalizedToolSchema> normalizeToolSchema(const Json &schema, const SchemaTarget &target) {
    // normalizeToolParameters leaves non-object parameters (null, strings, numbers, booleans)
    // untouched, and such a tool gets no argument preparation.
    if (!schema.is_structured())
        return NormalizedToolSchema{schema, false};
    try {
        Json normalized = runPipeline(schema, target);
        const bool nullArgs = turnsNullArgumentsIntoEmptyObject(normalized);
        return NormalizedToolSchema{std::move(normalized), nullArgs};
    } catch (const schemaguard::LimitExceeded &e) {
        return Error{e.code, e.message, {}};
    }
}

Result<NormalizedToolSchema> normalizeToolSchema(Json &&schema, const SchemaTarget &target) {
    // The first step copies anyway (references resolve against the untouched original).
    const Json input = std::move(schema);
    return normalizeToolSchema(input, target);
}

} // namespace toolgate::core
