// SPDX-License-Identifier: MIT
#include "schema/schemajs.h"

#include <QString>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <memory>
#include <utility>
#include <vector>

namespace toolgate::core::schemajs {

template<typename J> bool isTruthy(const J &value) {
    using Json = J;
    switch (value.type()) {
    case Json::value_t::null:
    case Json::value_t::discarded:
        return false;
    case Json::value_t::boolean:
        return value.template get<bool>();
    case Json::value_t::number_integer:
        return value.template get<std::int64_t>() != 0;
    case Json::value_t::number_unsigned:
        return value.template get<std::uint64_t>() != 0;
    case Json::value_t::number_float: {
        const double d = value.template get<double>();
        return d != 0.0 && !std::isnan(d);
    }
    case Json::value_t::string:
        return !value.template get_ref<const typename J::string_t &>().empty();
    default:
        return true;
    }
}

template<typename J> std::string_view typeOf(const J &value) {
    if (value.is_string())
        return "string";
    if (value.is_number())
        return "number";
    if (value.is_boolean())
        return "boolean";
    return "object";
}

std::string numberToString(double value) {
    if (std::isnan(value))
        return "NaN";
    if (std::isinf(value))
        return value > 0 ? "Infinity" : "-Infinity";
    if (value == 0.0)
        return "0"; // also -0
    std::string sign;
    if (value < 0) {
        sign = "-";
        value = -value;
    }
    // Shortest round-trip digits in scientific form: d[.ddd]e±x.
    char buffer[64];
    const auto result =
        std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::scientific);
    const std::string_view text(buffer, static_cast<std::size_t>(result.ptr - buffer));
    const auto ePos = text.find('e');
    std::string digits;
    for (const char c : text.substr(0, ePos)) {
        if (c != '.')
            digits.push_back(c);
    }
    const int exponent = std::atoi(std::string(text.substr(ePos + 1)).c_str());
    const int k = static_cast<int>(digits.size());
    const int n = exponent + 1; // value = 0.digits * 10^n
    std::string out;
    if (k <= n && n <= 21) {
        out = digits + std::string(static_cast<std::size_t>(n - k), '0');
    } else if (0 < n && n <= 21) {
        out = digits.substr(0, static_cast<std::size_t>(n)) + '.' +
              digits.substr(static_cast<std::size_t>(n));
    } else if (-6 < n && n <= 0) {
        out = "0." + std::string(static_cast<std::size_t>(-n), '0') + digits;
    } else {
        const int e = n - 1;
        const std::string expText = (e < 0 ? "-" : "+") + std::to_string(std::abs(e));
        out = digits.substr(0, 1);
        if (k > 1)
            out += '.' + digits.substr(1);
        out += 'e' + expText;
    }
    return sign + out;
}

template<typename J> bool isFiniteNumber(const J &value) {
    if (value.is_number_float())
        return std::isfinite(value.template get<double>());
    return value.is_number();
}

template<typename J> double toDouble(const J &value) {
    if (value.is_number_unsigned())
        return static_cast<double>(value.template get<std::uint64_t>());
    if (value.is_number_integer())
        return static_cast<double>(value.template get<std::int64_t>());
    return value.template get<double>();
}

namespace {

bool isJsWhitespace(char16_t c) {
    switch (c) {
    case 0x0009:
    case 0x000A:
    case 0x000B:
    case 0x000C:
    case 0x000D:
    case 0x0020:
    case 0x00A0:
    case 0x1680:
    case 0x2028:
    case 0x2029:
    case 0x202F:
    case 0x205F:
    case 0x3000:
    case 0xFEFF:
        return true;
    default:
        return c >= 0x2000 && c <= 0x200A;
    }
}

QString trimmedQString(std::string_view text) {
    const QString s = QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
    qsizetype begin = 0;
    qsizetype end = s.size();
    while (begin < end && isJsWhitespace(s.at(begin).unicode()))
        ++begin;
    while (end > begin && isJsWhitespace(s.at(end - 1).unicode()))
        --end;
    return s.mid(begin, end - begin);
}

bool isPlainAscii(std::string_view text) {
    for (const char c : text) {
        if (static_cast<unsigned char>(c) >= 0x80)
            return false;
    }
    return true;
}

bool isAsciiJsSpace(char c) {
    return c == ' ' || (c >= '\t' && c <= '\r');
}

} // namespace

std::string trim(std::string_view text) {
    if (isPlainAscii(text)) {
        std::size_t begin = 0;
        std::size_t end = text.size();
        while (begin < end && isAsciiJsSpace(text[begin]))
            ++begin;
        while (end > begin && isAsciiJsSpace(text[end - 1]))
            --end;
        return std::string(text.substr(begin, end - begin));
    }
    return trimmedQString(text).toStdString();
}

std::string lowerTrimmed(std::string_view text) {
    if (isPlainAscii(text)) {
        std::string out = trim(text);
        for (char &c : out) {
            if (c >= 'A' && c <= 'Z')
                c = static_cast<char>(c - 'A' + 'a');
        }
        return out;
    }
    return trimmedQString(text).toLower().toStdString();
}

bool isArrayIndexKey(std::string_view key) {
    if (key.empty() || key.size() > 10)
        return false;
    if (key.size() > 1 && key.front() == '0')
        return false;
    std::uint64_t value = 0;
    for (const char c : key) {
        if (c < '0' || c > '9')
            return false;
        value = value * 10 + static_cast<std::uint64_t>(c - '0');
    }
    return value < 4294967295ULL;
}

template<typename J> const J *member(const J &object, std::string_view key) {
    if (!object.is_object())
        return nullptr;
    for (const auto &entry : object.template get_ref<const typename J::object_t &>()) {
        if (sameText(entry.first, key))
            return &entry.second;
    }
    return nullptr;
}

template<typename J> J *member(J &object, std::string_view key) {
    if (!object.is_object())
        return nullptr;
    for (auto &entry : object.template get_ref<typename J::object_t &>()) {
        if (sameText(entry.first, key))
            return &entry.second;
    }
    return nullptr;
}

template<typename J> std::ptrdiff_t memberIndex(const J &object, std::string_view key) {
    if (!object.is_object())
        return -1;
    const auto &entries = object.template get_ref<const typename J::object_t &>();
    for (std::size_t i = 0; i < entries.size(); ++i) {
        if (entries.begin()[static_cast<std::ptrdiff_t>(i)].first == key)
            return static_cast<std::ptrdiff_t>(i);
    }
    return -1;
}

template<typename J> void assign(J &object, std::string_view key, std::type_identity_t<J> value) {
    if (J *existing = member(object, key)) {
        *existing = std::move(value);
        return;
    }
    object.template get_ref<typename J::object_t &>().emplace_back(typename J::string_t(key),
                                                                   std::move(value));
}

namespace {

// One decoding step: every `escape` (two characters) becomes `replacement`.
std::string unescape(std::string_view text, std::string_view escape, char replacement) {
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text.substr(i, 2) == escape) {
            out.push_back(replacement);
            ++i;
        } else {
            out.push_back(text[i]);
        }
    }
    return out;
}

} // namespace

std::string decodePointerSegment(std::string_view segment) {
    if (segment.find('~') == std::string_view::npos)
        return std::string(segment);
    return unescape(unescape(segment, "~1", '/'), "~0", '~');
}

bool hasLineTerminator(std::string_view text) {
    return text.find_first_of("\n\r") != std::string_view::npos ||
           text.find("\xE2\x80\xA8") != std::string_view::npos ||
           text.find("\xE2\x80\xA9") != std::string_view::npos;
}

template<typename J> void discard(J &value) {
    if (value.is_object()) {
        auto &entries = value.template get_ref<typename J::object_t &>();
        for (auto &entry : entries)
            discard(entry.second);
        entries.clear();
    } else if (value.is_array()) {
        auto &items = value.template get_ref<typename J::array_t &>();
        for (J &item : items)
            discard(item);
        items.clear();
    }
    value = nullptr;
}

template<> void discard<ArenaJson>(ArenaJson &value) {
    std::construct_at(&value); // no destructor: everything it holds is arena memory
}

template<typename J> std::size_t countNodes(const J &value) {
    std::size_t count = 0;
    std::vector<const J *> stack{&value};
    while (!stack.empty()) {
        const J *node = stack.back();
        stack.pop_back();
        ++count;
        if (node->is_object()) {
            for (const auto &entry : node->template get_ref<const typename J::object_t &>())
                stack.push_back(&entry.second);
        } else if (node->is_array()) {
            for (const auto &entry : node->template get_ref<const typename J::array_t &>())
                stack.push_back(&entry);
        }
    }
    return count;
}

template<typename J> std::size_t nestingDepth(const J &value, std::size_t limit) {
    std::size_t deepest = 0;
    std::vector<std::pair<const J *, std::size_t>> stack{{&value, 1}};
    while (!stack.empty()) {
        const auto [node, depth] = stack.back();
        stack.pop_back();
        if (!node->is_structured())
            continue;
        deepest = std::max(deepest, depth);
        if (deepest > limit)
            return deepest;
        if (node->is_object()) {
            for (const auto &entry : node->template get_ref<const typename J::object_t &>()) {
                if (entry.second.is_structured())
                    stack.emplace_back(&entry.second, depth + 1);
            }
        } else {
            for (const auto &entry : node->template get_ref<const typename J::array_t &>()) {
                if (entry.is_structured())
                    stack.emplace_back(&entry, depth + 1);
            }
        }
    }
    return deepest;
}

namespace {

// The value of a key isArrayIndexKey accepted (at most ten digits).
std::uint64_t indexValue(std::string_view key) {
    std::uint64_t value = 0;
    for (const char c : key)
        value = value * 10 + static_cast<std::uint64_t>(c - '0');
    return value;
}

} // namespace

// Reorders an object's entries the way JavaScript lists them: array-index keys first.
template<typename Entries> void applyJavaScriptKeyOrder(Entries &entries) {
    const auto isIndex = [](const auto &entry) { return isArrayIndexKey(entry.first); };
    if (std::none_of(entries.begin(), entries.end(), isIndex))
        return;
    std::vector<std::size_t> order(entries.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    const auto at = [&](std::size_t i) -> auto & {
        return entries.begin()[static_cast<std::ptrdiff_t>(i)];
    };
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        const bool aIndex = isIndex(at(a));
        const bool bIndex = isIndex(at(b));
        if (aIndex != bIndex)
            return aIndex;
        return aIndex && indexValue(at(a).first) < indexValue(at(b).first);
    });
    Entries sorted;
    sorted.reserve(entries.size());
    for (const std::size_t i : order)
        sorted.emplace_back(at(i).first, std::move(at(i).second));
    entries.swap(sorted);
}

// Both tree types: the input (Json) is read, the working copy (ArenaJson) read and rebuilt.
#define TOOLGATE_SCHEMAJS_INSTANTIATE(J)                                                           \
    template bool isTruthy<J>(const J &);                                                          \
    template std::string_view typeOf<J>(const J &);                                                \
    template bool isFiniteNumber<J>(const J &);                                                    \
    template double toDouble<J>(const J &);                                                        \
    template void applyJavaScriptKeyOrder<J::object_t>(J::object_t &);                             \
    template const J *member<J>(const J &, std::string_view);                                      \
    template J *member<J>(J &, std::string_view);                                                  \
    template std::ptrdiff_t memberIndex<J>(const J &, std::string_view);                           \
    template void assign<J>(J &, std::string_view, J);                                             \
    template std::size_t countNodes<J>(const J &);                                                 \
    template std::size_t nestingDepth<J>(const J &, std::size_t);

TOOLGATE_SCHEMAJS_INSTANTIATE(Json)
TOOLGATE_SCHEMAJS_INSTANTIATE(ArenaJson)
#undef TOOLGATE_SCHEMAJS_INSTANTIATE
template void discard<Json>(Json &);

} // namespace toolgate::core::schemajs
