// SPDX-License-Identifier: MIT
#pragma once

#include "config/keypath.h"
#include "util/json.h"

#include <QString>

#include <optional>

namespace toolgate::core {

// One change to a config tree: the value at `path` goes from `before` to `after` (nullopt = the
// key is absent). Together with `position` it is exactly invertible, which is what undo needs.
struct ConfigEdit {
    KeyPath path;
    std::optional<Json> before;
    std::optional<Json> after;
    // Index of the key in its parent object (or of the element in its array) where it was before
    // the edit, or where it is inserted; -1 = append. Lets undo put a removed key back in place.
    qsizetype position = -1;

    ConfigEdit inverted() const { return ConfigEdit{path, after, before, position}; }
    bool isNoop() const { return before == after; }
    // "tools.profile: "minimal" -> "coding"", "added tools.deny: [...]", "removed ...".
    QString summary() const;
};

} // namespace toolgate::core
