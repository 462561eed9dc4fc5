// SPDX-License-Identifier: MIT
// One file over 600 lines on purpose: the pre-pass is one walk that copies, classifies and
// completes each node in a single visit (the hot path of W3); split, the walk would be spread
// over files that must change together.
#include "schema/schemaprepass.h"

#include "schema/openapikeywords.h"
#include "schema/schemaguard.h"
#include "schema/schemajs.h"
#include "schema/schemakeys.h"

#include <algorithm>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace toolgate::core::schemapass {

using namespace std::string_view_literals;

namespace {

using schemajs::member;

bool isArrayMember(const Json &object, std::string_view key) {
    const Json *value = member(object, key);
    return value && value->is_array();
}

// resolveJsonPointerPath over `/`-separated segments; nullptr stands for `undefined`.
const Json *resolvePointerPath(const Json *current, std::string_view path) {
    std::size_t start = 0;
    while (true) {
        const std::size_t slash = path.find('/', start);
        const std::string_view segment = path.substr(
            start, slash == std::string_view::npos ? std::string_view::npos : slash - start);
        if (!schemajs::isTruthy(*current) || !current->is_structured())
            return nullptr;
        const std::string key = schemajs::decodePointerSegment(segment);
        if (current->is_array()) {
            const bool canonical =
                !key.empty() && key.size() <= 18 && (key.size() == 1 || key.front() != '0') &&
                std::all_of(key.begin(), key.end(), [](char c) { return c >= '0' && c <= '9'; });
            if (!canonical)
                return nullptr;
            const std::size_t index = std::stoull(key);
            if (index >= current->size())
                return nullptr;
            current = &(*current)[index];
        } else {
            current = member(*current, key);
            if (!current)
                return nullptr;
        }
        if (slash == std::string_view::npos)
            return current;
        start = slash + 1;
    }
}

bool isWalkedSchema(std::uint32_t flags, const Json &value) {
    return ((flags & schemakeys::Object) && value.is_object()) ||
           ((flags & schemakeys::Array) && value.is_array());
}

// Starts loading what a value points to (object/array header, string) while the walk is still
// busy with its siblings: the input tree is scattered over the heap and the walk is latency-bound.
void prefetchValue(const Json &value) {
    if (value.is_object())
        __builtin_prefetch(&value.get_ref<const Json::object_t &>());
    else if (value.is_array())
        __builtin_prefetch(&value.get_ref<const Json::array_t &>());
    else if (value.is_string())
        __builtin_prefetch(&value.get_ref<const std::string &>());
}

// One level further, once the header is in: the entries of an object, the items of an array.
void prefetchContents(const Json &value) {
    if (value.is_object())
        __builtin_prefetch(value.get_ref<const Json::object_t &>().data());
    else if (value.is_array())
        __builtin_prefetch(value.get_ref<const Json::array_t &>().data());
}

// Appends `key` and builds its value in place: `make()`'s result initialises the slot directly
// (no temporary moved in and destroyed, which nlohmann does out of line for every node).
template<typename Make>
void appendEntry(ArenaJson::object_t &entries, const std::string &key, Make &&make) {
    ArenaJson &slot = entries.emplace_back(key, nullptr).second;
    ::new (static_cast<void *>(&slot)) ArenaJson(make()); // over a null: nothing to destroy
}

// Definitions visible at a node: its own `$defs`/`definitions` and those of its ancestors.
struct DefsScope {
    const Json *defs = nullptr;
    const Json *definitions = nullptr;
    const DefsScope *parent = nullptr;
};

class PrePass {
public:
    PrePass(const Json &root, const PrePassOptions &options)
        : m_root(root)
        , m_addItems(options.addItems)
        , m_keywords(options.keywords && !options.keywords->empty() ? options.keywords : nullptr) {
        if (m_keywords) {
            for (const std::string &keyword : *m_keywords)
                m_keywordLengths |= std::uint64_t{1} << (keyword.size() & 63);
        }
    }

    ArenaJson run(PrePassFacts &facts) {
        ArenaJson out = build(m_root, nullptr, 1, true, m_root.is_object());
        facts = this->facts();
        return out;
    }

    // See prepareUnionRoot. Entries are built in the order run() would build them, so what
    // depends on references met earlier (kept definitions) comes out the same.
    std::optional<PreparedUnion> runUnionRoot() {
        if (!m_root.is_object())
            return std::nullopt;
        const auto &source = m_root.get_ref<const Json::object_t &>();
        const Json *anyOf = member(m_root, "anyOf");
        const char *variantKey = anyOf && anyOf->is_array()
                                     ? "anyOf"
                                     : (isArrayMember(m_root, "oneOf") ? "oneOf" : nullptr);
        if (!variantKey || member(m_root, "$ref") || isTrue(member(m_root, "nullable")))
            return std::nullopt;
        DefsScope own;
        for (const auto &[key, value] : source) {
            if (schemajs::sameText(key, "$defs") && value.is_object())
                own.defs = &value;
            else if (schemajs::sameText(key, "definitions") && value.is_object())
                own.definitions = &value;
        }
        const DefsScope *scope = own.defs || own.definitions ? &own : nullptr;
        account(1);
        PreparedUnion prepared;
        prepared.root = ArenaJson(ArenaJson::value_t::object);
        auto &entries = prepared.root.get_ref<ArenaJson::object_t &>();
        entries.reserve(5);
        for (const auto &[key, value] : source) {
            const std::uint32_t flags = schemakeys::classify(key);
            if (flags & schemakeys::Definitions) {
                // Built (without inlining) only once some reference stayed unresolved.
                if (1 + schemajs::nestingDepth(value, SchemaLimits::maxDepth) >
                    SchemaLimits::maxDepth)
                    return std::nullopt;
                continue;
            }
            if (flags & schemakeys::OpenApiDropped)
                continue;
            if (schemajs::sameText(key, variantKey)) {
                if (!buildUnionVariants(value, scope, prepared.variants))
                    return std::nullopt;
            } else if (schemajs::sameText(key, "properties") ||
                       schemajs::sameText(key, "required") || schemajs::sameText(key, "title") ||
                       schemajs::sameText(key, "description") ||
                       schemajs::sameText(key, "additionalProperties")) {
                appendEntry(entries, key, [&] { return buildEntry(flags, value, scope, 1, true); });
            } else if (!skippable(value, 2)) {
                return std::nullopt;
            }
        }
        prepared.facts = facts();
        return prepared;
    }

private:
    const Json &m_root;
    schemaguard::ExpansionBudget m_budget;
    // The references being expanded, innermost first (frames live on the C++ stack).
    struct RefFrame {
        std::string_view ref;
        const RefFrame *outer;
    };
    const RefFrame *m_refs = nullptr;
    bool m_unresolvedLocalRefs = false;
    // Array-items completion (ItemsMode::Add) fused into the copy: a node the array-items pass
    // would visit gets its `items: {}` when it is finished. Every copied string "array" is
    // counted and those that are such a node's own `type` are taken off again; any left over
    // (in a position this pass does not complete) leave the work to the array-items pass.
    const bool m_addItems;
    std::size_t m_uncoveredArrayText = 0;
    // Keys compared with the keywords (a bit per length rules most out without comparing).
    const std::vector<std::string> *m_keywords;
    std::uint64_t m_keywordLengths = 0;
    bool m_keywordKeys = false;

    PrePassFacts facts() const { return {m_uncoveredArrayText > 0, m_keywordKeys}; }

    void noteKey(const std::string &key) {
        if ((m_keywordLengths >> (key.size() & 63)) & 1) [[unlikely]]
            compareWithKeywords(key);
    }

    [[gnu::noinline]] void compareWithKeywords(const std::string &key) {
        for (const std::string &keyword : *m_keywords)
            m_keywordKeys = m_keywordKeys || schemajs::sameText(keyword, key);
    }

    bool expanding() const { return m_refs != nullptr; }

    // Allocation-free node accounting: only copies made while expanding a $ref can fan out.
    void account(std::size_t depth) {
        schemaguard::checkDepth(depth);
        if (expanding())
            m_budget.spend(1);
    }

    // The walk every builder shares: a scalar is copied (counted while expanding), an array is
    // rebuilt through `item`, an object through `object`; containers are depth-checked.
    template<typename Item, typename Object>
    ArenaJson walk(const Json &node, std::size_t depth, Item &&item, Object &&object) {
        if (!node.is_structured()) {
            if (expanding())
                m_budget.spend(1);
            if (node.is_string())
                m_uncoveredArrayText +=
                    schemajs::sameText(node.get_ref<const std::string &>(), "array") ? 1 : 0;
            return toArenaScalar(node);
        }
        account(depth);
        if (node.is_array()) {
            ArenaJson out = ArenaJson(ArenaJson::value_t::array);
            auto &items = out.get_ref<ArenaJson::array_t &>();
            items.reserve(node.size());
            for (const Json &entry : node) {
                // Built in place, like appendEntry.
                ArenaJson &slot = items.emplace_back();
                ::new (static_cast<void *>(&slot)) ArenaJson(item(entry, depth + 1));
            }
            return out;
        }
        return object(node.get_ref<const Json::object_t &>());
    }

    // An object rebuilt entry by entry (`entry` appends what it keeps), in JavaScript key order.
    // One spare slot: later passes may append a key (`items`, an inlined reference's metadata).
    template<typename Entry> ArenaJson rebuildObject(const Json::object_t &source, Entry &&entry) {
        ArenaJson out = ArenaJson(ArenaJson::value_t::object);
        auto &entries = out.get_ref<ArenaJson::object_t &>();
        entries.reserve(source.size() + 1);
        bool indexKeys = false;
        for (const auto &sourceEntry : source)
            prefetchValue(sourceEntry.second);
        for (auto it = source.begin(); it != source.end(); ++it) {
            if (it + 1 != source.end())
                prefetchContents(it[1].second);
            const std::string &key = it->first;
            noteKey(key);
            // A digit first (an empty key reads the terminating NUL): maybe an array index.
            indexKeys |= static_cast<unsigned char>(key.c_str()[0] - '0') < 10;
            entry(entries, key, it->second);
        }
        if (indexKeys)
            schemajs::applyJavaScriptKeyOrder(entries);
        return out;
    }

    // What buildObject makes of one entry of a node at `depth` (not a definitions or OpenAPI key).
    // `items`: the array-items pass visits this node's schema positions.
    ArenaJson buildEntry(std::uint32_t flags, const Json &value, const DefsScope *scope,
                         std::size_t depth, bool items) {
        const auto recurse = [this, scope, items](const Json &child, std::size_t childDepth) {
            return build(child, scope, childDepth, true, items && child.is_object());
        };
        if (flags & schemakeys::Literal)
            return copyRaw(value, depth + 1);
        if ((flags & schemakeys::Map) && value.is_object())
            return buildMap(value, depth + 1, recurse);
        if (isWalkedSchema(flags, value))
            return build(value, scope, depth + 1, true, items);
        return copyRaw(value, depth + 1);
    }

    // Whether leaving `value` (at `depth`) unbuilt is invisible: no `$ref` anywhere in it and
    // no container beyond the depth limit.
    static bool skippable(const Json &value, std::size_t depth) {
        if (!value.is_structured())
            return true;
        if (depth > SchemaLimits::maxDepth)
            return false;
        if (value.is_array()) {
            return std::all_of(value.begin(), value.end(),
                               [depth](const Json &item) { return skippable(item, depth + 1); });
        }
        for (const auto &[key, child] : value.get_ref<const Json::object_t &>()) {
            if (schemajs::sameText(key, "$ref") || !skippable(child, depth + 1))
                return false;
        }
        return true;
    }

    // The variants of a union root (the list at depth 2) that flattening counts. Object
    // variants without `$ref`, `nullable` or own definitions are read for `properties` (built)
    // and `required` (read in place); other objects are built in full; the rest is skipped.
    bool buildUnionVariants(const Json &list, const DefsScope *scope,
                            std::vector<UnionVariantParts> &out) {
        account(2);
        out.reserve(list.size());
        for (const Json &variant : list) {
            if (!variant.is_object()) {
                if (!skippable(variant, 3))
                    return false;
                continue;
            }
            const auto &source = variant.get_ref<const Json::object_t &>();
            const bool plain = std::none_of(source.begin(), source.end(), [](const auto &entry) {
                return schemajs::sameText(entry.first, "$ref") ||
                       schemajs::sameText(entry.first, "nullable") ||
                       schemajs::sameText(entry.first, "$defs") ||
                       schemajs::sameText(entry.first, "definitions");
            });
            if (!plain) {
                ArenaJson built = build(variant, scope, 3, true, true);
                ArenaJson *props = member(built, "properties");
                if (props && schemajs::isTruthy(*props) && props->is_structured()) {
                    UnionVariantParts &parts = out.emplace_back();
                    parts.properties = std::move(*props);
                    if (ArenaJson *required = member(built, "required"))
                        parts.ownRequired = std::move(*required);
                }
                schemajs::discard(built);
                continue;
            }
            account(3);
            ArenaJson props;
            bool hasProps = false;
            const Json *required = nullptr;
            for (const auto &[key, value] : source) {
                const std::uint32_t flags = schemakeys::classify(key);
                if (schemajs::sameText(key, "properties")) {
                    props = buildEntry(flags, value, scope, 3, true);
                    hasProps = true;
                } else if (schemajs::sameText(key, "required")) {
                    // Read in place: a verbatim copy could only fail on depth.
                    if (!skippable(value, 4))
                        return false;
                    required = &value;
                } else if (!(flags & schemakeys::OpenApiDropped) && !skippable(value, 4)) {
                    return false;
                }
            }
            if (hasProps && schemajs::isTruthy(props) && props.is_structured())
                out.push_back({std::move(props), required, nullptr, ArenaJson()});
            else
                schemajs::discard(props);
        }
        return true;
    }

    // A verbatim copy (JavaScript key order), depth-checked.
    ArenaJson copyRaw(const Json &value, std::size_t depth) {
        const auto item = [this](const Json &child, std::size_t childDepth) {
            return copyRaw(child, childDepth);
        };
        return walk(value, depth, item, [&](const Json::object_t &source) {
            return rebuildObject(source, [&](ArenaJson::object_t &entries, const std::string &key,
                                             const Json &child) {
                appendEntry(entries, key, [&] { return copyRaw(child, depth + 1); });
            });
        });
    }

    // A map of schemas (properties, $defs, …) whose entries are built by `buildEntry`.
    template<typename BuildEntry>
    ArenaJson buildMap(const Json &map, std::size_t depth, BuildEntry &&buildEntry) {
        account(depth);
        return rebuildObject(
            map.get_ref<const Json::object_t &>(),
            [&](ArenaJson::object_t &entries, const std::string &key, const Json &child) {
                appendEntry(entries, key, [&] { return buildEntry(child, depth + 1); });
            });
    }

    // A walked position inside an unresolved reference's verbatim copy: no inlining, nothing
    // dropped but the OpenAPI keys (OpenClaw copies the node, then its OpenAPI pass walks it).
    ArenaJson buildOpenApiOnly(const Json &node, std::size_t depth, bool finish = true) {
        const auto recurse = [this](const Json &child, std::size_t childDepth) {
            return buildOpenApiOnly(child, childDepth);
        };
        return walk(node, depth, recurse, [&](const Json::object_t &source) {
            bool nullable = false;
            ArenaJson out = rebuildObject(source, [&](ArenaJson::object_t &entries,
                                                      const std::string &key, const Json &value) {
                const std::uint32_t flags = schemakeys::classify(key);
                if (finish && (flags & schemakeys::OpenApiDropped)) {
                    nullable = nullable || (schemajs::sameText(key, "nullable") && isTrue(&value));
                    return;
                }
                if ((flags & schemakeys::Map) && value.is_object())
                    appendEntry(entries, key, [&] { return buildMap(value, depth + 1, recurse); });
                else if (!(flags & (schemakeys::Literal | schemakeys::Definitions)) &&
                         isWalkedSchema(flags, value))
                    appendEntry(entries, key, [&] { return buildOpenApiOnly(value, depth + 1); });
                else
                    appendEntry(entries, key, [&] { return copyRaw(value, depth + 1); });
            });
            if (finish)
                applyNullable(out, nullable);
            return out;
        });
    }

    const Json *lookup(const DefsScope *scope, bool inDefs, const std::string &name) const {
        for (; scope; scope = scope->parent) {
            const Json *table = inDefs ? scope->defs : scope->definitions;
            if (table) {
                if (const Json *found = member(*table, name))
                    return found;
            }
        }
        return nullptr;
    }

    // tryResolveLocalRef: `#/$defs/<name>[/<path>]` or `#/definitions/…` through the visible
    // definitions, else any `#/…` pointer into the original document.
    const Json *resolve(std::string_view ref, const DefsScope *scope) const {
        for (const std::string_view prefix :
             {std::string_view("#/$defs/"), std::string_view("#/definitions/")}) {
            if (!scope || ref.substr(0, prefix.size()) != prefix)
                continue;
            const std::string_view tail = ref.substr(prefix.size());
            const std::size_t slash = tail.find('/');
            const std::string_view rawName = tail.substr(0, slash);
            const std::string_view rest =
                slash == std::string_view::npos ? std::string_view() : tail.substr(slash + 1);
            if (rawName.empty() || schemajs::hasLineTerminator(rest))
                break;
            const std::string name = schemajs::decodePointerSegment(rawName);
            if (const Json *found = lookup(scope, prefix == "#/$defs/", name))
                return rest.empty() ? found : resolvePointerPath(found, rest);
            break;
        }
        if (ref.substr(0, 2) != "#/")
            return nullptr;
        return resolvePointerPath(&m_root, ref.substr(2));
    }

    // A walked schema position. `finish` applies the OpenAPI rewrite to this node; a resolved
    // reference defers it until the referencing node's metadata has been merged in.
    // `items`: the array-items pass visits this object, or walks this array's entries (of
    // which it visits the objects).
    ArenaJson build(const Json &node, const DefsScope *scope, std::size_t depth, bool finish,
                    bool items) {
        const auto item = [this, scope, items](const Json &child, std::size_t childDepth) {
            return build(child, scope, childDepth, true, items && child.is_object());
        };
        return walk(node, depth, item, [&](const Json::object_t &source) {
            return buildObject(node, source, scope, depth, finish, items);
        });
    }

    // ItemsMode::Add on a finished node the array-items pass visits: `items: {}` after the last
    // key when `type` is "array" and there are no items yet.
    void completeItems(ArenaJson &node) {
        // Children finish first, so a `type: "array"` of this node is among the counted strings.
        if (m_uncoveredArrayText != 0 && m_addItems) [[unlikely]]
            completeArrayNode(node);
    }

    [[gnu::noinline]] void completeArrayNode(ArenaJson &node) {
        if (!node.is_object())
            return;
        auto &entries = node.get_ref<ArenaJson::object_t &>();
        const ArenaJson *type = nullptr;
        bool hasItems = false;
        for (const auto &[key, value] : entries) {
            if (schemajs::sameText(key, "type"))
                type = &value;
            else if (schemajs::sameText(key, "items"))
                hasItems = true;
        }
        if (!type || !type->is_string() ||
            !schemajs::sameText(type->get_ref<const ArenaString &>(), "array"))
            return;
        --m_uncoveredArrayText;
        if (!hasItems)
            entries.emplace_back("items", ArenaJson(ArenaJson::value_t::object));
    }

    ArenaJson buildObject(const Json &node, const Json::object_t &source, const DefsScope *scope,
                          std::size_t depth, bool finish, bool items) {
        DefsScope own;
        const DefsScope *next = scope;
        std::string_view ref;
        for (const auto &[key, value] : source) {
            if (key.size() < 4 || (key.front() != '$' && key.front() != 'd'))
                continue; // cheap filter: only `$defs`, `definitions` and `$ref` matter here
            if (schemajs::sameText(key, "$defs") && value.is_object())
                own.defs = &value;
            else if (schemajs::sameText(key, "definitions") && value.is_object())
                own.definitions = &value;
            else if (schemajs::sameText(key, "$ref") && value.is_string())
                ref = value.get_ref<const std::string &>();
        }
        if (own.defs || own.definitions) {
            own.parent = scope;
            next = &own;
        }

        if (!ref.empty())
            return buildReference(node, ref, next, depth, finish, items);

        bool nullable = false;
        const auto recurse = [this, next, items](const Json &child, std::size_t childDepth) {
            return build(child, next, childDepth, true, items && child.is_object());
        };
        ArenaJson out = rebuildObject(
            source, [&](ArenaJson::object_t &entries, const std::string &key, const Json &value) {
                const std::uint32_t flags = schemakeys::classify(key);
                if (flags & schemakeys::Definitions)
                    return;
                if (finish && (flags & schemakeys::OpenApiDropped)) {
                    nullable = nullable || (schemajs::sameText(key, "nullable") && isTrue(&value));
                    return;
                }
                if (flags & schemakeys::Literal)
                    appendEntry(entries, key, [&] { return copyRaw(value, depth + 1); });
                else if ((flags & schemakeys::Map) && value.is_object())
                    appendEntry(entries, key, [&] { return buildMap(value, depth + 1, recurse); });
                else if (isWalkedSchema(flags, value))
                    appendEntry(entries, key,
                                [&] { return build(value, next, depth + 1, true, items); });
                else
                    appendEntry(entries, key, [&] { return copyRaw(value, depth + 1); });
            });
        if (m_unresolvedLocalRefs) {
            // Kept for the references that could not be inlined; OpenAPI clean-up still walks
            // `$defs`/`definitions` (not `components`). Appended after the key ordering, which
            // they cannot change: none of them is an array index.
            const auto openApiOnly = [this](const Json &child, std::size_t childDepth) {
                return buildOpenApiOnly(child, childDepth);
            };
            for (const std::string_view key : {"$defs"sv, "definitions"sv, "components"sv}) {
                const Json *kept = member(node, key);
                if (!kept)
                    continue;
                ArenaJson value = key != "components" && kept->is_object()
                                      ? buildMap(*kept, depth + 1, openApiOnly)
                                      : copyRaw(*kept, depth + 1);
                schemajs::assign(out, key, std::move(value));
            }
        }
        if (finish) {
            // A nullable node's `type` becomes a list (no items then) or the node is wrapped:
            // left to the array-items pass.
            if (items && !nullable)
                completeItems(out);
            applyNullable(out, nullable);
        }
        return out;
    }

    ArenaJson buildReference(const Json &node, std::string_view ref, const DefsScope *scope,
                             std::size_t depth, bool finish, bool items) {
        for (const RefFrame *active = m_refs; active; active = active->outer) {
            if (active->ref == ref)
                return ArenaJson(ArenaJson::value_t::object);
        }
        const Json *resolved = resolve(ref, scope);
        if (!resolved) {
            if (ref.substr(0, 2) == "#/")
                m_unresolvedLocalRefs = true;
            // OpenClaw keeps the node as it is ({...obj}); only its OpenAPI pass walks it.
            return buildOpenApiOnly(node, depth, finish);
        }
        // A limit thrown inside leaves m_refs dangling; the pass is abandoned then anyway.
        const RefFrame frame{ref, m_refs};
        m_refs = &frame;
        ArenaJson inlined = build(*resolved, scope, depth, false, items);
        m_refs = frame.outer;
        if (!inlined.is_object())
            return inlined;
        for (const std::string_view key : {"title"sv, "description"sv, "default"sv}) {
            if (const Json *meta = member(node, key))
                schemajs::assign(inlined, key, copyRaw(*meta, depth + 1));
        }
        if (isTrue(member(node, "nullable")))
            schemajs::assign(inlined, "nullable", true);
        if (finish) {
            const bool nullable = isTrue(member(inlined, "nullable"));
            applyOpenApi(inlined);
            if (items && !nullable)
                completeItems(inlined);
        }
        return inlined;
    }
};

} // namespace

ArenaJson prepareSchema(const Json &schema, const PrePassOptions &options, PrePassFacts &facts) {
    if (!schema.is_structured()) {
        facts = {}; // no keys, and the array-items pass only visits objects
        return toArenaJson(schema);
    }
    return PrePass(schema, options).run(facts);
}

std::optional<PreparedUnion> prepareUnionRoot(const Json &schema, const PrePassOptions &options) {
    try {
        return PrePass(schema, options).runUnionRoot();
    } catch (const schemaguard::LimitExceeded &) {
        // prepareSchema reports the limit exactly as it always has (first failure in order).
        return std::nullopt;
    }
}

} // namespace toolgate::core::schemapass
