// SPDX-License-Identifier: MIT
#pragma once

#include "config/keypath.h"
#include "util/json.h"

#include <QList>
#include <QString>

#include <optional>

namespace toolgate::core {

// One difference between two config trees at the level of key paths.
struct PathChange {
    enum class Kind { Added, Removed, Changed };
    Kind kind = Kind::Changed;
    KeyPath path;
    std::optional<Json> oldValue; // absent for Added
    std::optional<Json> newValue; // absent for Removed

    // "+ tools.deny: [\"exec\"]", "- agents.list", "~ tools.profile: \"minimal\" -> \"coding\"".
    QString toString() const;
};

// Objects are compared key by key (recursively; keys in `before` order, then keys only in
// `after` in their order); any other pair of values that differs - arrays included, since a
// shifted list is one change to the user, not n - is one Changed entry. Key order alone is not a
// change. Numbers compare by value (1 == 1.0).
QList<PathChange> diffConfigs(const Json &before, const Json &after);

} // namespace toolgate::core
