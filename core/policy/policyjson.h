// SPDX-License-Identifier: MIT
#pragma once

#include "util/json.h"

#include <optional>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

// Reading tool-policy JSON the way OpenClaw's JavaScript does: lookups that tolerate any type,
// JS truthiness and String(), lists with non-string items kept, one scope's policy.
namespace toolgate::core::policyjson {

using StringList = std::vector<std::string>;

// true only for a boolean `true` at obj[key] (OpenClaw's `entry?.default` marker).
bool isTrue(const Json &obj, const char *key);
// JavaScript truthiness of a JSON value.
bool isTruthy(const Json &v);
// obj[key] when obj is an object and has it.
const Json *child(const Json *obj, std::string_view key);
// obj[key] when that is an object.
const Json *objectChild(const Json *obj, std::string_view key);

// A list item that is not a string is kept (OpenClaw keeps the raw value: it counts for a list's
// length and the guard text shows its JS String()), marked so that matching ignores it.
constexpr char kRawItem = '\x7f';
// After kRawItem: an object or array, which JS de-duplication (a Set) never finds equal to another
// item. Below ' ', so trimming the item's text drops it.
constexpr char kIdentityItem = '\x01';
bool isRawItem(std::string_view s);
// JS String(value) for JSON values.
std::string jsString(const Json &v);
// The policy name of a list item: normalised, "" for a non-string (matches nothing).
std::string policyName(std::string_view item);
// A list as OpenClaw holds it (non-strings marked, see kRawItem); nullopt if not an array.
std::optional<StringList> stringArray(const Json *value);
// Trimmed (ASCII whitespace and controls) and ASCII lower-cased.
std::string lowerTrim(std::string_view s);

// An insertion-ordered list without duplicates (O(1) membership for large plugin expansions).
class UniqueList {
public:
    void add(const std::string &value) {
        if (m_seen.insert(value).second)
            m_list.push_back(value);
    }
    StringList take() { return std::move(m_list); }

private:
    StringList m_list;
    std::unordered_set<std::string> m_seen;
};

// Appends unless an equal item is there (an object or array item is always appended).
void pushUnique(StringList &list, const std::string &value);
std::string joinList(const StringList &list, std::string_view sep);

// pickSandboxToolPolicy: one scope's {allow, alsoAllow, deny} as a policy.
struct RawPolicy {
    std::optional<StringList> allow;
    std::optional<StringList> deny;
    bool implicitAllowAll = false; // allow = ["*", ...alsoAllow] without an authored allow
};
// nullopt = no policy (not an object, or neither allow nor deny).
std::optional<RawPolicy> pickPolicy(const Json *scope);

} // namespace toolgate::core::policyjson
