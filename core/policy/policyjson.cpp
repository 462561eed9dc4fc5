// SPDX-License-Identifier: MIT
#include "policy/policyjson.h"

#include "catalog/toolname.h"

#include <algorithm>
#include <cmath>

namespace toolgate::core::policyjson {

// true only for a boolean `true` at obj[key] (OpenClaw's `entry?.default` marker).
bool isTrue(const Json &obj, const char *key) {
    if (!obj.is_object())
        return false;
    const auto it = obj.find(key);
    return it != obj.end() && it->is_boolean() && it->get<bool>();
}

const Json *child(const Json *obj, std::string_view key) {
    if (!obj || !obj->is_object())
        return nullptr;
    const auto it = obj->find(key);
    return it == obj->end() ? nullptr : &*it;
}

const Json *objectChild(const Json *obj, std::string_view key) {
    const Json *c = child(obj, key);
    return c && c->is_object() ? c : nullptr;
}

bool isRawItem(std::string_view s) {
    return !s.empty() && s.front() == kRawItem;
}

// JS String(value) for JSON values.
std::string jsString(const Json &v) {
    if (v.is_string())
        return v.get<std::string>();
    if (v.is_null())
        return "null";
    if (v.is_boolean())
        return v.get<bool>() ? "true" : "false";
    if (v.is_number_integer())
        return v.dump();
    if (v.is_number()) {
        const double d = v.get<double>();
        if (std::isfinite(d) && d == std::floor(d) && std::fabs(d) < 1e21)
            return std::to_string(static_cast<long long>(d));
        return v.dump();
    }
    if (v.is_array()) {
        std::string out;
        for (std::size_t i = 0; i < v.size(); ++i)
            out += (i ? "," : "") + (v[i].is_null() ? std::string() : jsString(v[i]));
        return out;
    }
    return "[object Object]";
}

// The policy name of a list item: normalised, "" for a non-string (matches nothing).
std::string policyName(std::string_view item) {
    return isRawItem(item) ? std::string() : normalizeToolName(item);
}

// A list as OpenClaw holds it (non-strings marked, see kRawItem); nullopt if not an array.
std::optional<StringList> stringArray(const Json *value) {
    if (!value || !value->is_array())
        return std::nullopt;
    StringList out;
    for (const Json &v : *value)
        if (v.is_string())
            out.push_back(v.get<std::string>());
        else if (v.is_object() || v.is_array())
            out.push_back(std::string{kRawItem, kIdentityItem} + jsString(v));
        else
            out.push_back(kRawItem + jsString(v));
    return out;
}

std::string lowerTrim(std::string_view s) {
    while (!s.empty() && static_cast<unsigned char>(s.front()) <= ' ')
        s.remove_prefix(1);
    while (!s.empty() && static_cast<unsigned char>(s.back()) <= ' ')
        s.remove_suffix(1);
    std::string out(s);
    for (char &c : out)
        if (c >= 'A' && c <= 'Z')
            c = static_cast<char>(c - 'A' + 'a');
    return out;
}

void pushUnique(StringList &list, const std::string &value) {
    const bool identity = value.size() > 1 && value[0] == kRawItem && value[1] == kIdentityItem;
    if (identity || std::find(list.begin(), list.end(), value) == list.end())
        list.push_back(value);
}

std::string joinList(const StringList &list, std::string_view sep) {
    std::string out;
    for (std::size_t i = 0; i < list.size(); ++i) {
        if (i)
            out += sep;
        out += list[i];
    }
    return out;
}

std::optional<RawPolicy> pickPolicy(const Json *scope) {
    if (!scope || !scope->is_object())
        return std::nullopt;
    const auto allow = stringArray(child(scope, "allow"));
    const auto also = stringArray(child(scope, "alsoAllow"));
    RawPolicy p;
    if (allow) {
        if (also && !also->empty()) {
            StringList merged;
            if (allow->empty())
                merged.push_back("*");
            for (const auto &e : *allow)
                pushUnique(merged, e);
            for (const auto &e : *also)
                pushUnique(merged, e);
            p.allow = merged;
        } else {
            p.allow = *allow;
        }
    } else if (also && !also->empty()) {
        StringList merged{"*"};
        for (const auto &e : *also)
            pushUnique(merged, e);
        p.allow = merged;
        // hasExplicitAllowAll: an alsoAllow entry that trims to "*"
        p.implicitAllowAll = std::none_of(also->begin(), also->end(), [](const std::string &e) {
            return !isRawItem(e) && lowerTrim(e) == "*";
        });
    }
    p.deny = stringArray(child(scope, "deny"));
    if (!p.allow && !p.deny)
        return std::nullopt;
    return p;
}

// JavaScript truthiness of a JSON value.
bool isTruthy(const Json &v) {
    if (v.is_null())
        return false;
    if (v.is_boolean())
        return v.get<bool>();
    if (v.is_number())
        return v.get<double>() != 0;
    if (v.is_string())
        return !v.get_ref<const std::string &>().empty();
    return true;
}

} // namespace toolgate::core::policyjson
