// SPDX-License-Identifier: MIT
#include "schema/schemarefinliner.h"

#include "schema/schemajs.h"
#include "schema/schemakeys.h"

#include <string>
#include <string_view>
#include <vector>

namespace toolgate::core::schemapass {

namespace {

using schemajs::member;

// Non-empty string `$ref` of a record, as `typeof obj.$ref === "string" && obj.$ref`.
std::string_view refOf(const Json &record) {
    const Json *ref = member(record, "$ref");
    if (ref && ref->is_string())
        return ref->get_ref<const std::string &>();
    return {};
}

bool isDefinitionsKey(std::string_view key) {
    return key == "$defs" || key == "definitions" || key == "components";
}

// Calls `visit(child)` for every child the inliner walks (maps, single schemas, lists).
template<typename Node, typename Visit> void forEachWalkedChild(Node &record, Visit &&visit) {
    for (auto &entry :
         record.template get_ref<std::conditional_t<std::is_const_v<Node>, const Json::object_t &,
                                                    Json::object_t &>>()) {
        const std::string &key = entry.first;
        auto &value = entry.second;
        if (isDefinitionsKey(key) || schemakeys::isLiteralKey(key))
            continue;
        if (schemakeys::isMapKey(key) && value.is_object()) {
            for (auto &child :
                 value.template get_ref<std::conditional_t<
                     std::is_const_v<Node>, const Json::object_t &, Json::object_t &>>())
                visit(child.second);
        } else if (schemakeys::isObjectKey(key) && value.is_object()) {
            visit(value);
        } else if (schemakeys::isArrayKey(key) && value.is_array()) {
            for (auto &child : value)
                visit(child);
        }
    }
}

bool hasRefIn(const Json &node) {
    if (node.is_array()) {
        for (const Json &entry : node) {
            if (hasRefIn(entry))
                return true;
        }
        return false;
    }
    if (!node.is_object())
        return false;
    if (!refOf(node).empty())
        return true;
    bool found = false;
    forEachWalkedChild(node, [&](const Json &child) {
        if (!found)
            found = hasRefIn(child);
    });
    return found;
}

void dropIn(Json &node) {
    if (node.is_array()) {
        for (Json &entry : node)
            dropIn(entry);
        return;
    }
    if (!node.is_object())
        return;
    forEachWalkedChild(node, [](Json &child) { dropIn(child); });
    auto &entries = node.get_ref<Json::object_t &>();
    for (const char *key : {"$defs", "definitions", "components"}) {
        if (schemajs::has(node, key))
            entries.erase(std::string(key));
    }
}

std::string decodePointerSegment(std::string_view segment) {
    std::string once;
    once.reserve(segment.size());
    for (std::size_t i = 0; i < segment.size(); ++i) {
        if (segment[i] == '~' && i + 1 < segment.size() && segment[i + 1] == '1') {
            once.push_back('/');
            ++i;
        } else {
            once.push_back(segment[i]);
        }
    }
    std::string out;
    out.reserve(once.size());
    for (std::size_t i = 0; i < once.size(); ++i) {
        if (once[i] == '~' && i + 1 < once.size() && once[i + 1] == '0') {
            out.push_back('~');
            ++i;
        } else {
            out.push_back(once[i]);
        }
    }
    return out;
}

// JavaScript's `.` does not match line terminators.
bool hasLineTerminator(std::string_view text) {
    return text.find('\n') != std::string_view::npos || text.find('\r') != std::string_view::npos ||
           text.find("\xE2\x80\xA8") != std::string_view::npos ||
           text.find("\xE2\x80\xA9") != std::string_view::npos;
}

bool isArrayIndexToken(std::string_view key) {
    if (key.empty())
        return false;
    if (key.size() > 1 && key.front() == '0')
        return false;
    for (const char c : key) {
        if (c < '0' || c > '9')
            return false;
    }
    return true;
}

// resolveJsonPointerPath: nullptr stands for `undefined`.
const Json *resolvePointerPath(const Json *current, std::string_view path, bool hasPath) {
    if (!hasPath)
        return current;
    std::size_t start = 0;
    while (true) {
        const std::size_t slash = path.find('/', start);
        const std::string_view segment = path.substr(
            start, slash == std::string_view::npos ? std::string_view::npos : slash - start);
        if (!schemajs::isTruthy(*current) || !current->is_structured())
            return nullptr;
        const std::string key = decodePointerSegment(segment);
        if (current->is_array()) {
            if (!isArrayIndexToken(key) || key.size() > 18)
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

// Definitions visible at a node: its own `$defs`/`definitions` and those of its ancestors.
struct DefsScope {
    const Json *defs = nullptr;
    const Json *definitions = nullptr;
    const DefsScope *parent = nullptr;
};

class RefInliner {
public:
    RefInliner(const Json &root, schemaguard::ExpansionBudget &budget)
        : m_root(root)
        , m_budget(budget) {}

    Json run() { return inlineNode(m_root, nullptr, 1); }

private:
    const Json &m_root;
    schemaguard::ExpansionBudget &m_budget;
    std::vector<std::string_view> m_refStack;
    bool m_unresolvedLocalRefs = false;

    bool expanding() const { return !m_refStack.empty(); }

    // A verbatim copy placed at `depth`; inside an expansion it counts against the limits.
    Json copyAt(const Json &value, std::size_t depth) {
        if (expanding() && value.is_structured()) {
            m_budget.spend(schemajs::countNodes(value));
            schemaguard::checkDepth(depth - 1 +
                                    schemajs::nestingDepth(value, SchemaLimits::maxDepth + 1));
        } else if (expanding()) {
            m_budget.spend(1);
        }
        return value;
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

    // tryResolveLocalRef: `#/$defs/<name>[/<path>]` or `#/definitions/...` through the visible
    // definitions, else any `#/...` pointer into the original document.
    const Json *resolve(std::string_view ref, const DefsScope *scope) const {
        for (const std::string_view prefix :
             {std::string_view("#/$defs/"), std::string_view("#/definitions/")}) {
            if (!scope || ref.substr(0, prefix.size()) != prefix)
                continue;
            const std::string_view tail = ref.substr(prefix.size());
            const std::size_t slash = tail.find('/');
            const std::string_view rawName = tail.substr(0, slash);
            const bool hasRest = slash != std::string_view::npos;
            const std::string_view rest = hasRest ? tail.substr(slash + 1) : std::string_view();
            if (rawName.empty() || hasLineTerminator(rest))
                break;
            const std::string name = decodePointerSegment(rawName);
            if (name.empty())
                break;
            if (const Json *found = lookup(scope, prefix == "#/$defs/", name))
                return resolvePointerPath(found, rest, !rest.empty());
            break;
        }
        if (ref.substr(0, 2) != "#/")
            return nullptr;
        return resolvePointerPath(&m_root, ref.substr(2), true);
    }

    Json inlineNode(const Json &node, const DefsScope *scope, std::size_t depth) {
        if (!node.is_structured())
            return copyAt(node, depth);
        schemaguard::checkDepth(depth);
        if (expanding())
            m_budget.spend(1);
        if (node.is_array()) {
            Json out = Json::array();
            auto &items = out.get_ref<Json::array_t &>();
            items.reserve(node.size());
            for (const Json &entry : node)
                items.push_back(inlineNode(entry, scope, depth + 1));
            return out;
        }

        DefsScope own;
        const Json *defs = member(node, "$defs");
        const Json *definitions = member(node, "definitions");
        const DefsScope *next = scope;
        if ((defs && defs->is_object()) || (definitions && definitions->is_object())) {
            own.defs = defs && defs->is_object() ? defs : nullptr;
            own.definitions = definitions && definitions->is_object() ? definitions : nullptr;
            own.parent = scope;
            next = &own;
        }

        const std::string_view ref = refOf(node);
        if (!ref.empty()) {
            for (const std::string_view active : m_refStack) {
                if (active == ref)
                    return Json::object();
            }
            const Json *resolved = resolve(ref, next);
            if (!resolved) {
                if (ref.substr(0, 2) == "#/")
                    m_unresolvedLocalRefs = true;
                return copyAt(node, depth);
            }
            m_refStack.push_back(ref);
            Json inlined = inlineNode(*resolved, next, depth);
            m_refStack.pop_back();
            if (!inlined.is_object())
                return inlined;
            for (const char *key : {"title", "description", "default"}) {
                if (const Json *meta = member(node, key))
                    schemajs::assign(inlined, key, *meta);
            }
            if (const Json *nullable = member(node, "nullable");
                nullable && nullable->is_boolean() && nullable->get<bool>())
                schemajs::assign(inlined, "nullable", true);
            return inlined;
        }

        Json out = Json::object();
        auto &entries = out.get_ref<Json::object_t &>();
        const auto &source = node.get_ref<const Json::object_t &>();
        entries.reserve(source.size());
        for (const auto &[key, value] : source) {
            if (isDefinitionsKey(key))
                continue;
            if (schemakeys::isLiteralKey(key)) {
                entries.emplace_back(key, copyAt(value, depth + 1));
            } else if (schemakeys::isMapKey(key) && value.is_object()) {
                schemaguard::checkDepth(depth + 1);
                if (expanding())
                    m_budget.spend(1);
                Json map = Json::object();
                auto &mapEntries = map.get_ref<Json::object_t &>();
                mapEntries.reserve(value.size());
                for (const auto &[childKey, child] : value.get_ref<const Json::object_t &>())
                    mapEntries.emplace_back(childKey, inlineNode(child, next, depth + 2));
                entries.emplace_back(key, std::move(map));
            } else if (schemakeys::isObjectKey(key) && value.is_object()) {
                entries.emplace_back(key, inlineNode(value, next, depth + 1));
            } else if (schemakeys::isArrayKey(key) && value.is_array()) {
                entries.emplace_back(key, inlineNode(value, next, depth + 1));
            } else {
                entries.emplace_back(key, copyAt(value, depth + 1));
            }
        }
        if (m_unresolvedLocalRefs) {
            for (const char *key : {"$defs", "definitions", "components"}) {
                if (const Json *kept = member(node, key))
                    schemajs::assign(out, key, copyAt(*kept, depth + 1));
            }
        }
        return out;
    }
};

} // namespace

bool hasWalkedRef(const Json &schema) {
    return hasRefIn(schema);
}

void dropDefinitions(Json &schema) {
    dropIn(schema);
}

Json inlineLocalRefs(const Json &schema, schemaguard::ExpansionBudget &budget) {
    if (!schema.is_structured())
        return schema;
    return RefInliner(schema, budget).run();
}

} // namespace toolgate::core::schemapass
