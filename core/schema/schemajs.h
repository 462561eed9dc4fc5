// SPDX-License-Identifier: MIT
#pragma once

// Small helpers that give JSON values the JavaScript semantics OpenClaw's normaliser relies on
// (truthiness, typeof, String(number), trim). Internal to core/schema.

#include "schema/arenajson.h"
#include "util/json.h"

#include <cstdint>
#include <cstring>
#include <memory>
#include <new>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

namespace toolgate::core::schemajs {

// Text equality without a call into memcmp: the keys compared here are a few bytes long, so
// a few (overlapping) word loads decide.
inline bool sameText(std::string_view a, std::string_view b) {
    const std::size_t n = a.size();
    if (n != b.size())
        return false;
    const char *p = a.data();
    const char *q = b.data();
    const auto equalAt = [p, q](std::size_t at, auto word) {
        std::memcpy(&word, p + at, sizeof word);
        decltype(word) other = 0;
        std::memcpy(&other, q + at, sizeof other);
        return word == other;
    };
    if (n >= 8) {
        for (std::size_t i = 0; i + 8 < n; i += 8) {
            if (!equalAt(i, std::uint64_t{0}))
                return false;
        }
        return equalAt(n - 8, std::uint64_t{0});
    }
    if (n >= 4)
        return equalAt(0, std::uint32_t{0}) && equalAt(n - 4, std::uint32_t{0});
    // 0 to 3 bytes: the first, middle and last byte cover them all.
    return n == 0 || (p[0] == q[0] && p[n / 2] == q[n / 2] && p[n - 1] == q[n - 1]);
}

// `value && typeof value === "object" && !Array.isArray(value)`
template<typename J> inline bool isRecord(const J &value) {
    return value.is_object();
}

// JavaScript truthiness of a JSON value: null, false, 0 and "" are falsy; objects/arrays truthy.
template<typename J> bool isTruthy(const J &value);

// JavaScript `typeof` of a JSON value ("object" for null, arrays and objects).
template<typename J> std::string_view typeOf(const J &value);

// JavaScript `String(number)` for a finite double (shortest round-trip digits, JS exponent rules).
std::string numberToString(double value);

// `typeof v === "number" && Number.isFinite(v)`, and its value as a double.
template<typename J> bool isFiniteNumber(const J &value);
template<typename J> double toDouble(const J &value);

// String.prototype.trim (JS whitespace incl. NBSP, BOM and Unicode spaces) on UTF-8 text.
std::string trim(std::string_view text);

// normalizeLowercaseStringOrEmpty: trim, then lower-case (ASCII and Latin-1/Unicode via Qt).
std::string lowerTrimmed(std::string_view text);

// True for keys JavaScript orders before all others in an object ("0", "1", ... < 2^32 - 1).
bool isArrayIndexKey(std::string_view key);

// Reorders an object's entries the way JavaScript lists them: array-index keys first,
// ascending, then the others in insertion order. No-op (and no allocation) without index keys.
template<typename Entries> void applyJavaScriptKeyOrder(Entries &entries);

// Linear member lookup without allocating a key; nullptr when absent or not an object.
template<typename J> const J *member(const J &object, std::string_view key);
template<typename J> J *member(J &object, std::string_view key);

// Index of a member in an ordered object, or -1.
template<typename J> std::ptrdiff_t memberIndex(const J &object, std::string_view key);

// `"key" in object` for a record.
template<typename J> inline bool has(const J &object, std::string_view key) {
    return member(object, key) != nullptr;
}

// Assigns like `target[key] = value` in JavaScript: an existing key keeps its position.
template<typename J> void assign(J &object, std::string_view key, std::type_identity_t<J> value);

// Removes the entries `drop` selects, keeping the order of the rest, without reallocating.
// Keys are const, so a moved entry is rebuilt in its new slot (as ordered_map::erase does).
template<typename Entries, typename Drop> void eraseIf(Entries &entries, Drop &&drop) {
    using Entry = typename Entries::value_type;
    auto write = entries.begin();
    for (auto read = entries.begin(); read != entries.end(); ++read) {
        if (drop(std::as_const(*read)))
            continue;
        if (write != read) {
            write->~Entry();
            new (&*write) Entry(std::move(*read));
        }
        ++write;
    }
    while (entries.end() != write)
        entries.pop_back();
}

// Replaces an entry's key and value where it stands (keys are const in ordered_json).
template<typename Entry>
inline void replaceEntry(Entry &entry, std::string_view key, typename Entry::second_type value) {
    entry.~Entry();
    new (&entry) Entry(typename Entry::first_type(key), std::move(value));
}

// A JSON pointer segment decoded: `~1` → `/`, then `~0` → `~`.
std::string decodePointerSegment(std::string_view segment);

// Whether text holds a JavaScript line terminator (`.` in a RegExp does not match one).
bool hasLineTerminator(std::string_view text);

// Destroys a value bottom-up. nlohmann's destructor allocates a work stack for every container
// it frees; emptying children first makes each free allocation-free. Depth must be bounded.
template<typename J> void discard(J &value);
// An arena tree is forgotten instead: its memory goes with the arena, nothing to walk.
template<> void discard<ArenaJson>(ArenaJson &value);

// Moves `value` into an arena slot without destroying what the slot held (arena memory, as
// discard forgets it); `value` is left null.
inline void overwrite(ArenaJson &slot, ArenaJson &&value) {
    std::construct_at(&slot, std::move(value));
}

// Number of JSON nodes (containers and scalars) in a value; iterative, safe on any depth.
template<typename J> std::size_t countNodes(const J &value);

// Container nesting depth (a scalar is 0, `{}` is 1); stops counting once `limit` is exceeded.
template<typename J> std::size_t nestingDepth(const J &value, std::size_t limit);

} // namespace toolgate::core::schemajs
