// SPDX-License-Identifier: MIT
#pragma once

#include "util/json.h"
#include "util/result.h"

#include <QByteArrayView>
#include <QString>

namespace toolgate::core {

// What the reader noticed besides the value. `hadComments` matters to saving: a rewrite as JSON
// cannot keep comments, and the user must be told before that happens.
struct Json5Info {
    bool hadComments = false;
    // Set when parsing failed: 1-based line; column in code points. The position is where the
    // reader stands after consuming the offending character (a line break that may not appear
    // there is reported as column 0 of the next line; the end of input counts as one character,
    // and a line comment that runs to the end of input owns a virtual line end), which is how the
    // JSON5 reference suite's error specs count.
    int errorLine = 0;
    int errorColumn = 0;
};

// Reads JSON5 (https://spec.json5.org) into the project's JSON tree. Everything JSON5 accepts is
// accepted; everything else is rejected with Error{code "json5.parse", where "SOURCE:LINE:COL"}.
//
// Value mapping into nlohmann:
// - integers (decimal or hex) that fit int64 (or uint64 when positive) stay integers, like
//   nlohmann's own parser; anything else is a double. A number too large for a double is
//   +/-Infinity, as in JavaScript.
// - Infinity / -Infinity / NaN become the doubles +inf / -inf / quiet NaN. nlohmann writes these
//   as `null`, so ConfigSaver refuses to save a tree that holds one (see configsaver.h).
// - Duplicate keys: the last value wins and the key keeps its first position (JSON5.parse).
// - An escaped lone UTF-16 surrogate (\uD800) becomes U+FFFD: the tree holds valid UTF-8 only.
// Input must be valid UTF-8 (a leading BOM is whitespace). Nesting is limited to kMaxJson5Depth.
Result<Json> parseJson5(QByteArrayView text, const QString &sourceName, Json5Info *info = nullptr);

// Reads a file and parses it; an unreadable file is Error{"io.read", reason, path}.
Result<Json> readJson5File(const QString &path, Json5Info *info = nullptr);

inline constexpr int kMaxJson5Depth = 512;

} // namespace toolgate::core
