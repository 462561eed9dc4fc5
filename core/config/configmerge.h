// SPDX-License-Identifier: MIT
#pragma once

#include "config/keypath.h"
#include "util/json.h"

#include <QList>

#include <optional>
#include <vector>

namespace toolgate::core {

// One place where both sides changed the same thing differently. A missing value (the key is
// absent on that side) is nullopt.
struct MergeConflict {
    KeyPath path;
    std::optional<Json> base;
    std::optional<Json> mine;
    std::optional<Json> theirs;
};

// The result of rebasing "mine" onto "theirs". `merged` holds every change that does not
// conflict, and theirs at each conflicting path until the user picks a side.
struct ConfigMerge {
    Json merged = Json::object();
    std::vector<MergeConflict> conflicts;
};

// Three-way merge of config trees: `mine` and `theirs` were both edited from `base`.
// - A value only one side changed takes that side's value; the same change on both is kept once.
// - Objects merge key by key (a key set or deleted on one side is set or deleted).
// - Arrays merge as sets: entries mine added (not in base) are appended to theirs unless already
//   there, entries mine removed (in base) are removed from theirs; theirs' own additions stay.
//   A list left empty by removals loses its key (OpenClaw reads absent and empty alike).
// - Both changed the same scalar differently, or one removed what the other edited: a conflict.
ConfigMerge mergeConfigThreeWay(const Json &base, const Json &mine, const Json &theirs);

// `merge.merged` with the conflict at `index` settled on mine (true) or theirs (false).
// A side where the key is absent deletes it.
Json resolveMergeConflict(const Json &merged, const MergeConflict &conflict, bool takeMine);
// `merge.merged` with every conflict settled: takeMine[i] for conflict i. Null when the number of
// choices does not match the number of conflicts.
std::optional<Json> resolveMergeConflicts(const ConfigMerge &merge, const QList<bool> &takeMine);

} // namespace toolgate::core
