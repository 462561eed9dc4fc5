// SPDX-License-Identifier: MIT
#pragma once

#include "config/configdocument.h"
#include "config/configedit.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace toolgate::core {

// A fix OpenClaw's `doctor --fix` would make, offered to the user and applied only on request.
struct ConfigMigration {
    QString id;    // "agents.list-to-entries", "loopDetection.retired-keys"
    QString title; // one line for a list
    QStringList
        details; // one line per change, e.g. "agents.list.0 (id \"coder\") -> agents.entries.coder"
    // The edits, planned in order against the document the migration was planned for; applying
    // them in order performs it, applying their inverses in reverse order undoes it.
    QList<ConfigEdit> edits;
};

// The migrations that apply to this document (none when it is already current):
// - agents.list-to-entries: each legacy agents.list[] element with a valid, unused string id
//   becomes agents.entries.<id> (the element minus its `id`, other keys - `default` included -
//   kept in order); elements that cannot move (no id, invalid id, id already in agents.entries)
//   stay in agents.list, which is removed once empty. A roster of several agents without
//   agents.ownership and without exactly one default=true marker gets agents.ownership =
//   "explicit", as doctor does.
// - loopDetection.retired-keys: removes the retired tuning keys (retiredLoopDetectionKeys()) from
//   tools.loopDetection and every agent's tools.loopDetection; `enabled` and unknown keys stay.
QList<ConfigMigration> planMigrations(const ConfigDocument &document);

// Applies a planned migration's edits in order. If one fails (the document changed since
// planning), the edits already applied are undone and the error is returned.
Result<QList<ConfigEdit>> applyMigration(ConfigDocument &document,
                                         const ConfigMigration &migration);

} // namespace toolgate::core
