// SPDX-License-Identifier: MIT
// One file over 600 lines on purpose: the provider passes run in OpenClaw's order over one
// arena and share its helpers; kept together so the order reads top to bottom as in OpenClaw.
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

using namespace std::string_view_literals;

namespace {

using schemajs::has;
using schemajs::isTruthy;
using schemajs::member;

// ---- Step 3: top-level union flattening (mergePropertySchemas & co.) ------------------------

// extractEnumValues: enum, const, or the values of nested anyOf/oneOf literal variants.
// Mutable: the merge that asks owns the schemas and moves the values out.
bool extractEnumValues(ArenaJson &schema, std::vector<ArenaJson *> &out) {
    if (!schema.is_object())
        return false;
    // One scan finds the four keys (each key occurs once); their priority is applied after.
    ArenaJson *values = nullptr;
    ArenaJson *constant = nullptr;
    ArenaJson *anyOf = nullptr;
    ArenaJson *oneOf = nullptr;
    for (auto &[key, value] : schema.get_ref<ArenaJson::object_t &>()) {
        if (key.size() == 4 && schemajs::sameText(key, "enum"))
            values = &value;
        else if (key.size() != 5)
            continue;
        else if (schemajs::sameText(key, "const"))
            constant = &value;
        else if (schemajs::sameText(key, "anyOf"))
            anyOf = &value;
        else if (schemajs::sameText(key, "oneOf"))
            oneOf = &value;
    }
    if (values && values->is_array()) {
        for (ArenaJson &value : *values)
            out.push_back(&value);
        return true;
    }
    if (constant) {
        out.push_back(constant);
        return true;
    }
    ArenaJson *variants = anyOf && anyOf->is_array() ? anyOf : oneOf;
    if (!variants || !variants->is_array())
        return false;
    const std::size_t before = out.size();
    for (ArenaJson &variant : *variants)
        extractEnumValues(variant, out);
    return out.size() > before;
}

// JavaScript's SameValueZero on JSON primitives; objects and arrays are distinct by identity,
// so two of them never collapse.
bool sameValueZero(const ArenaJson &a, const ArenaJson &b) {
    if (a.is_structured() || b.is_structured())
        return false;
    if (a.is_number() && b.is_number())
        return schemajs::toDouble(a) == schemajs::toDouble(b);
    return a.type() == b.type() && a == b;
}

// A hash key for the same relation, for long value lists.
std::string sameValueKey(const ArenaJson &value) {
    if (value.is_string())
        return 's' + std::string(value.get_ref<const ArenaString &>());
    if (value.is_number())
        return 'n' + schemajs::numberToString(schemajs::toDouble(value));
    if (value.is_boolean())
        return value.get<bool>() ? "btrue" : "bfalse";
    return "z";
}

// uniqueValues: [...new Set(values)]; the kept values are moved out (each pointer is a distinct
// node, and the schemas they come from are discarded after the merge).
ArenaJson uniqueValues(const std::vector<ArenaJson *> &values) {
    ArenaJson out = ArenaJson(ArenaJson::value_t::array);
    auto &items = out.get_ref<ArenaJson::array_t &>();
    items.reserve(values.size());
    if (values.size() <= 32) {
        for (ArenaJson *value : values) {
            if (std::none_of(items.begin(), items.end(),
                             [&](const ArenaJson &kept) { return sameValueZero(kept, *value); }))
                items.push_back(std::move(*value));
        }
        return out;
    }
    std::unordered_set<std::string> seen;
    for (ArenaJson *value : values) {
        if (value->is_structured() || seen.insert(sameValueKey(*value)).second)
            items.push_back(std::move(*value));
    }
    return out;
}

// mergePropertySchemas, its result left in `existing`; `incoming` is consumed.
void mergePropertySchemas(ArenaJson &existing, ArenaJson &incoming) {
    if (!isTruthy(existing)) {
        schemajs::overwrite(existing, std::move(incoming));
        return;
    }
    if (!isTruthy(incoming)) {
        schemajs::discard(incoming);
        return;
    }
    thread_local std::vector<ArenaJson *> values;
    values.clear();
    const bool existingEnum = extractEnumValues(existing, values);
    const bool incomingEnum = extractEnumValues(incoming, values);
    if (!existingEnum && !incomingEnum) {
        schemajs::discard(incoming);
        return;
    }
    ArenaJson unique = uniqueValues(values);
    ArenaJson merged = ArenaJson(ArenaJson::value_t::object);
    auto &entries = merged.get_ref<ArenaJson::object_t &>();
    entries.reserve(5); // title, description, default, type, enum
    for (ArenaJson *source : {&existing, &incoming}) {
        if (!source->is_object())
            continue;
        for (const std::string_view key : {"title"sv, "description"sv, "default"sv}) {
            if (has(merged, key))
                continue;
            if (ArenaJson *value = member(*source, key))
                entries.emplace_back(key, std::move(*value));
        }
    }
    std::string_view commonType;
    bool oneType = !unique.empty();
    for (const ArenaJson &value : unique) {
        const std::string_view type = schemajs::typeOf(value);
        if (commonType.empty())
            commonType = type;
        else if (commonType != type)
            oneType = false;
    }
    if (oneType)
        entries.emplace_back("type", ArenaString(commonType));
    entries.emplace_back("enum", std::move(unique));
    schemajs::discard(incoming);
    schemajs::overwrite(existing, std::move(merged));
}

// Ordered property map; a hash index takes over once the map grows, so huge unions stay linear.
class PropertyMerge {
public:
    explicit PropertyMerge(ArenaJson initial)
        : m_properties(std::move(initial)) {}

    // Consumes `incoming`.
    void merge(std::string_view key, ArenaJson &incoming) {
        auto &entries = m_properties.get_ref<ArenaJson::object_t &>();
        ArenaJson *existing = find(key);
        if (!existing) {
            if (!m_index.empty())
                m_index.emplace(std::string(key), entries.size());
            entries.emplace_back(ArenaString(key), std::move(incoming));
            return;
        }
        mergePropertySchemas(*existing, incoming);
    }

    void reserve(std::size_t more) {
        auto &entries = m_properties.get_ref<ArenaJson::object_t &>();
        entries.reserve(entries.size() + more);
    }
    bool empty() const { return m_properties.empty(); }
    ArenaJson take() {
        schemajs::applyJavaScriptKeyOrder(m_properties.get_ref<ArenaJson::object_t &>());
        return std::move(m_properties);
    }

private:
    static constexpr std::size_t kLinearLimit = 32;
    ArenaJson m_properties;
    std::unordered_map<std::string, std::size_t> m_index;

    ArenaJson *find(std::string_view key) {
        auto &entries = m_properties.get_ref<ArenaJson::object_t &>();
        if (m_index.empty() && entries.size() > kLinearLimit) {
            for (std::size_t i = 0; i < entries.size(); ++i)
                m_index.emplace(std::string(entries.begin()[static_cast<std::ptrdiff_t>(i)].first),
                                i);
        }
        if (m_index.empty()) {
            for (auto &entry : entries) {
                if (schemajs::sameText(entry.first, key))
                    return &entry.second;
            }
            return nullptr;
        }
        const auto it = m_index.find(std::string(key));
        return it == m_index.end()
                   ? nullptr
                   : &entries.begin()[static_cast<std::ptrdiff_t>(it->second)].second;
    }
};

// Occurrence counts of `required` names in first-seen order (views into the variants, which
// outlive the flattening).
class RequiredCounts {
public:
    explicit RequiredCounts(std::size_t expected) { m_counts.reserve(expected); }

    void add(std::string_view name) {
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

    const std::vector<std::pair<std::string_view, std::size_t>> &counts() const { return m_counts; }

private:
    std::vector<std::pair<std::string_view, std::size_t>> m_counts;
    std::unordered_map<std::string_view, std::size_t> m_index;
};

// The union's flattening (mergePropertySchemas over every object variant with properties):
// `root` supplies properties/required/title/description/additionalProperties and is consumed,
// `variants` holds the variants that count, in order.
ArenaJson flattenUnion(ArenaJson &&schema, std::vector<schemapass::UnionVariantParts> &variants) {
    ArenaJson *rootProperties = member(schema, "properties");
    const bool rootIsRecord = rootProperties && rootProperties->is_object();
    PropertyMerge properties(rootIsRecord ? std::move(*rootProperties)
                                          : ArenaJson(ArenaJson::value_t::object));
    std::size_t incomingCount = 0;
    for (const auto &variant : variants)
        incomingCount += variant.properties.size();
    properties.reserve(incomingCount);

    RequiredCounts requiredCounts(incomingCount);
    const std::size_t objectVariants = variants.size();
    for (auto &variant : variants) {
        ArenaJson &props = variant.properties;
        if (props.is_object()) {
            for (auto &[key, value] : props.get_ref<ArenaJson::object_t &>())
                properties.merge(key, value);
        } else {
            std::size_t index = 0;
            for (ArenaJson &value : props)
                properties.merge(std::to_string(index++), value);
        }
        variant.forEachRequiredName([&](std::string_view name) { requiredCounts.add(name); });
    }

    // Reserved to the exact count: nothing is allocated when no name survives.
    ArenaJson required = ArenaJson(ArenaJson::value_t::array);
    auto &names = required.get_ref<ArenaJson::array_t &>();
    if (ArenaJson *base = member(schema, "required"); base && base->is_array()) {
        names.reserve(static_cast<std::size_t>(std::count_if(
            base->begin(), base->end(), [](const ArenaJson &name) { return name.is_string(); })));
        for (ArenaJson &name : *base) {
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
                names.emplace_back(ArenaString(key));
        }
    }

    ArenaJson flattened = ArenaJson(ArenaJson::value_t::object);
    auto &out = flattened.get_ref<ArenaJson::object_t &>();
    out.reserve(6); // type, title, description, properties, required, additionalProperties
    out.emplace_back("type", "object");
    for (const std::string_view key : {"title"sv, "description"sv}) {
        if (ArenaJson *value = member(schema, key); value && value->is_string())
            out.emplace_back(key, std::move(*value));
    }
    if (!properties.empty())
        out.emplace_back("properties", properties.take());
    else if (rootProperties && !rootProperties->is_null() && !rootIsRecord)
        out.emplace_back("properties", std::move(*rootProperties));
    else
        out.emplace_back("properties", ArenaJson(ArenaJson::value_t::object));
    if (!required.empty())
        out.emplace_back("required", std::move(required));
    if (ArenaJson *additional = member(schema, "additionalProperties"))
        out.emplace_back("additionalProperties", std::move(*additional));
    else
        out.emplace_back("additionalProperties", true);
    schemajs::discard(schema);
    // Emptied and read: forgotten here rather than destroyed node by node with the vector.
    for (auto &variant : variants) {
        schemajs::discard(variant.properties);
        schemajs::discard(variant.ownRequired);
    }
    return flattened;
}

// Flattening over a fully prepared root: the variants that count give up their properties.
ArenaJson flattenTopLevelUnion(ArenaJson &&schema, const char *variantKey) {
    ArenaJson &list = *member(schema, variantKey);
    std::vector<schemapass::UnionVariantParts> variants;
    variants.reserve(list.size());
    for (ArenaJson &entry : list) {
        if (!isTruthy(entry) || !entry.is_object())
            continue; // arrays have no `properties`
        ArenaJson *props = member(entry, "properties");
        if (!props || !isTruthy(*props) || !props->is_structured())
            continue;
        variants.push_back({std::move(*props), nullptr, member(entry, "required"), ArenaJson()});
    }
    return flattenUnion(std::move(schema), variants);
}

bool isArrayMember(const ArenaJson &schema, std::string_view key) {
    const ArenaJson *value = member(schema, key);
    return value && value->is_array();
}

ArenaJson shapeTopLevel(ArenaJson &&schema) {
    const bool isObject = schema.is_object();
    const char *variantKey = nullptr;
    if (isObject && isArrayMember(schema, "anyOf"))
        variantKey = "anyOf";
    else if (isObject && isArrayMember(schema, "oneOf"))
        variantKey = "oneOf";
    const bool conditional = variantKey || (isObject && isArrayMember(schema, "allOf"));

    if (isObject && !conditional) {
        const ArenaJson *type = member(schema, "type");
        const ArenaJson *properties = member(schema, "properties");
        const bool propertiesIsRecord = properties && properties->is_object();
        const bool objectType = type && type->is_string() &&
                                schemajs::sameText(type->get_ref<const ArenaString &>(), "object");
        if (objectType && propertiesIsRecord)
            return std::move(schema);
        if (!type && (propertiesIsRecord || isArrayMember(schema, "required"))) {
            schemajs::assign(schema, "type", "object");
            if (!propertiesIsRecord)
                schemajs::assign(schema, "properties", ArenaJson(ArenaJson::value_t::object));
            return std::move(schema);
        }
        if (objectType) {
            schemajs::assign(schema, "properties", ArenaJson(ArenaJson::value_t::object));
            return std::move(schema);
        }
    }
    if (!variantKey) {
        // MCP's empty no-parameter schema needs an object root; anything else passes as is.
        if (schema.empty())
            return ArenaJson::object(
                {{"type", "object"}, {"properties", ArenaJson(ArenaJson::value_t::object)}});
        return std::move(schema);
    }
    return flattenTopLevelUnion(std::move(schema), variantKey);
}

// ---- Step 4a: array items (normalizeArraySchemaItems) ----------------------------------------

enum class ItemsMode { Add, Normalize, Omit };

void normalizeArrayItems(ArenaJson &schema, ItemsMode mode);

void normalizeItemsValue(ArenaJson &value, ItemsMode mode) {
    if (!value.is_array()) {
        normalizeArrayItems(value, mode);
        return;
    }
    for (ArenaJson &entry : value)
        normalizeArrayItems(entry, mode);
}

// A `type` list that names `name` (compared in place, no temporary JSON string).
template<typename J> bool listsType(const J &type, std::string_view name) {
    return type.is_array() && std::any_of(type.begin(), type.end(), [name](const J &entry) {
               return entry.is_string() &&
                      schemajs::sameText(entry.template get_ref<const typename J::string_t &>(),
                                         name);
           });
}

bool isEmptyRecord(const ArenaJson &value) {
    return value.is_object() && value.empty();
}

// ItemsMode::Add in one pass over the keys: the children first, then `items: {}` for an array
// type without items (an empty schema has nothing further to complete).
void addArrayItems(ArenaJson::object_t &entries) {
    const ArenaJson *type = nullptr;
    bool hasItems = false;
    for (auto &[key, value] : entries) {
        const std::uint32_t flags = schemakeys::classify(key);
        if (flags == 0) {
            if (schemajs::sameText(key, "type"))
                type = &value;
            continue;
        }
        if ((flags & schemakeys::Map) && value.is_object()) {
            for (auto &entry : value.get_ref<ArenaJson::object_t &>())
                normalizeArrayItems(entry.second, ItemsMode::Add);
        } else if (flags & (schemakeys::Object | schemakeys::Array)) {
            hasItems = hasItems || schemajs::sameText(key, "items");
            normalizeItemsValue(value, ItemsMode::Add);
        }
    }
    if (!hasItems && type && type->is_string() &&
        schemajs::sameText(type->get_ref<const ArenaString &>(), "array"))
        entries.emplace_back("items", ArenaJson(ArenaJson::value_t::object));
}

void normalizeArrayItems(ArenaJson &schema, ItemsMode mode) {
    if (mode == ItemsMode::Add) {
        if (schema.is_object())
            addArrayItems(schema.get_ref<ArenaJson::object_t &>());
        return;
    }
    if (schema.is_array()) {
        if (mode == ItemsMode::Add)
            return;
        for (ArenaJson &entry : schema)
            normalizeArrayItems(entry, ItemsMode::Omit);
        return;
    }
    if (!schema.is_object())
        return;
    const ArenaJson *type = member(schema, "type");
    const bool isArrayType = type && type->is_string() &&
                             schemajs::sameText(type->get_ref<const ArenaString &>(), "array");
    const bool allowsArray = isArrayType || (type && listsType(*type, "array"));
    if (mode == ItemsMode::Add && isArrayType && !has(schema, "items"))
        schema.get_ref<ArenaJson::object_t &>().emplace_back("items",
                                                             ArenaJson(ArenaJson::value_t::object));

    bool dropItems = false;
    for (auto &[key, value] : schema.get_ref<ArenaJson::object_t &>()) {
        if (mode != ItemsMode::Add && schemajs::sameText(key, "items") && allowsArray &&
            isEmptyRecord(value)) {
            dropItems = true;
            continue;
        }
        const std::uint32_t flags = schemakeys::classify(key);
        if ((flags & schemakeys::Map) && value.is_object()) {
            for (auto &entry : value.get_ref<ArenaJson::object_t &>())
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
        schemajs::eraseIf(schema.get_ref<ArenaJson::object_t &>(), [](const auto &entry) {
            return schemajs::sameText(entry.first, "items");
        });
}

// ---- Wrapper rule ----------------------------------------------------------------------------

template<typename J> bool hasRequiredParams(const J &schema) {
    // One scan: a non-empty `required` decides at once; the variant lists are looked into after,
    // in the order allOf, anyOf, oneOf.
    const J *lists[3] = {};
    for (const auto &[key, value] : schema.template get_ref<const typename J::object_t &>()) {
        if (schemajs::sameText(key, "required")) {
            if (value.is_array() && !value.empty())
                return true;
        } else if (key.size() == 5 && value.is_array()) {
            if (schemajs::sameText(key, "allOf"))
                lists[0] = &value;
            else if (schemajs::sameText(key, "anyOf"))
                lists[1] = &value;
            else if (schemajs::sameText(key, "oneOf"))
                lists[2] = &value;
        }
    }
    for (const J *variants : lists) {
        if (!variants)
            continue;
        for (const J &variant : *variants) {
            if (variant.is_object() && hasRequiredParams(variant))
                return true;
        }
    }
    return false;
}

// Whether strippedKeywords() would return the keywords as configured: each one non-empty, starting
// and ending with a non-space ASCII character (so trim leaves it alone), none repeated.
bool keywordsAlreadyClean(const std::vector<std::string> &keywords) {
    const auto clean = [](char c) {
        return static_cast<unsigned char>(c) < 0x80 && c != ' ' && (c < '\t' || c > '\r');
    };
    for (auto it = keywords.begin(); it != keywords.end(); ++it) {
        if (it->empty() || !clean(it->front()) || !clean(it->back()) ||
            std::find(keywords.begin(), it, *it) != it)
            return false;
    }
    return true;
}

// Whether a later step may create this key itself (so the keyword strip cannot be skipped on the
// pre-pass's word that no input key matches): the keys the flattening, the OpenAPI and Gemini
// rewrites and the items completion write, and array indices (arrays spread into objects).
bool keywordMayBeCreated(std::string_view keyword) {
    for (const std::string_view created :
         {"type"sv, "properties"sv, "required"sv, "additionalProperties"sv, "title"sv,
          "description"sv, "default"sv, "enum"sv, "anyOf"sv, "items"sv, "nullable"sv}) {
        if (keyword == created)
            return true;
    }
    return schemajs::isArrayIndexKey(keyword);
}

ArenaJson runPipeline(const Json &input, const SchemaTarget &target) {
    // The keywords the last step strips; the pre-pass watches the input's keys for them.
    std::vector<std::string> trimmedKeywords;
    const std::vector<std::string> *keywords = nullptr;
    if (!target.unsupportedToolSchemaKeywords.empty()) {
        if (keywordsAlreadyClean(target.unsupportedToolSchemaKeywords)) {
            keywords = &target.unsupportedToolSchemaKeywords;
        } else {
            trimmedKeywords = target.strippedKeywords();
            keywords = &trimmedKeywords;
        }
    }

    ArenaJson schema;
    // Without omitEmptyArrayItems, the pre-pass adds `items: {}` as it copies (ItemsMode::Add)
    // and reports whether any node is left for the pass; the later steps add no array type.
    const schemapass::PrePassOptions options{!target.omitEmptyArrayItems, keywords};
    schemapass::PrePassFacts facts;
    if (std::optional<schemapass::PreparedUnion> prepared =
            schemapass::prepareUnionRoot(input, options)) {
        schema = flattenUnion(std::move(prepared->root), prepared->variants);
        facts = prepared->facts;
    } else {
        schema = shapeTopLevel(schemapass::prepareSchema(input, options, facts));
    }
    if (!options.addItems)
        normalizeArrayItems(schema, ItemsMode::Normalize);
    else if (facts.itemsPending)
        normalizeArrayItems(schema, ItemsMode::Add);
    if (target.usesLlamacppCleaner())
        schemapass::cleanForLlamacpp(schema);
    if (target.usesGeminiCleaner())
        schemapass::cleanForGemini(schema);
    // Stripping removes keys: with none of them in the input and none a step creates, it has
    // nothing to do.
    if (keywords && !keywords->empty() &&
        (facts.keywordKeys ||
         std::any_of(keywords->begin(), keywords->end(),
                     [](const std::string &keyword) { return keywordMayBeCreated(keyword); })))
        schemapass::stripKeywords(schema, *keywords);
    return schema;
}

} // namespace

namespace {

template<typename J> bool nullArgsRule(const J &normalizedSchema) {
    if (!normalizedSchema.is_object())
        return false;
    const J *type = member(normalizedSchema, "type");
    const bool objectType =
        type &&
        ((type->is_string() &&
          schemajs::sameText(type->template get_ref<const typename J::string_t &>(), "object")) ||
         listsType(*type, "object"));
    return objectType && !hasRequiredParams(normalizedSchema);
}

} // namespace

bool turnsNullArgumentsIntoEmptyObject(const Json &normalizedSchema) {
    return nullArgsRule(normalizedSchema);
}

bool turnsNullArgumentsIntoEmptyObject(const ArenaJson &normalizedSchema) {
    return nullArgsRule(normalizedSchema);
}

Result<NormalizedToolSchema> normalizeToolSchema(const Json &schema, const SchemaTarget &target) {
    JsonArena arena;
    const ArenaJson *root = nullptr;
    bool nullArgs = false;
    {
        // Everything built in the arena is placed or gone before the scope ends.
        const ArenaScope scope(arena);
        if (!schema.is_structured()) {
            // normalizeToolParameters leaves non-object parameters (null, strings, numbers,
            // booleans) untouched, and such a tool gets no argument preparation.
            root = ArenaDocument::place(toArenaJson(schema));
        } else {
            try {
                ArenaJson normalized = runPipeline(schema, target);
                nullArgs = turnsNullArgumentsIntoEmptyObject(normalized);
                root = ArenaDocument::place(std::move(normalized));
            } catch (const schemaguard::LimitExceeded &e) {
                return Error{e.code, e.message, {}};
            }
        }
    }
    return NormalizedToolSchema{ArenaDocument(std::move(arena), root), nullArgs};
}

Result<NormalizedToolSchema> normalizeToolSchema(Json &&schema, const SchemaTarget &target) {
    // The first step copies anyway (references resolve against the untouched original).
    const Json input = std::move(schema);
    return normalizeToolSchema(input, target);
}

} // namespace toolgate::core
