// SPDX-License-Identifier: MIT
#pragma once

#include "util/json.h"

#include <string>
#include <string_view>

namespace toolgate::core {

// OpenClaw's stableStringify over JSON values, byte for byte: object keys sorted by UTF-16 code
// units, no whitespace, strings escaped like JSON.stringify, numbers formatted like JavaScript's
// Number#toString (every JSON number is a double there: 1.0 -> 1, 1e21 -> 1e+21, -0 -> 0),
// non-finite numbers quoted. The loop detector hashes this text, so any difference changes hashes.

// A string rewrite applied to every string value and object key before it is serialised
// (OpenClaw's optional normaliser; the outcome digests use it to canonicalise nonces). Returns
// false when the text is unchanged, so the common case costs no copy.
using StableStringRewrite = bool (*)(std::string_view in, std::string &out);

// Appends the stable serialisation of `value` to `out`.
void appendStableJson(std::string &out, const Json &value, StableStringRewrite rewrite = nullptr);

// The stable serialisation as a new string.
std::string stableStringify(const Json &value, StableStringRewrite rewrite = nullptr);

// JSON.stringify of one string (quotes included) / of one double (JS Number#toString rules;
// NaN/Infinity come out quoted as stableStringify does).
void appendJsString(std::string &out, std::string_view utf8);
void appendJsNumber(std::string &out, double value);
std::string jsNumberToString(double value);

// JavaScript's default sort order for strings: UTF-16 code units, compared on UTF-8 input.
bool utf16Less(std::string_view a, std::string_view b);

// The number as JavaScript sees it (nlohmann keeps integers exact; JS has only doubles).
double jsonNumberAsDouble(const Json &value);

} // namespace toolgate::core
