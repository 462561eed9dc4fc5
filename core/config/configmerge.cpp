// SPDX-License-Identifier: MIT
#include "config/configmerge.h"

#include <algorithm>

namespace toolgate::core {

namespace {

using Value = std::optional<Json>;

Value memberOf(const Value &object, const std::string &key) {
    if (!object || !object->is_object())
        return std::nullopt;
    const auto it = object->find(key);
    return it == object->end() ? Value() : Value(*it);
}

bool contains(const Json &array, const Json &entry) {
    return std::find(array.begin(), array.end(), entry) != array.end();
}

// Theirs, with mine's additions appended and mine's removals taken out.
Json mergeArrays(const Json &base, const Json &mine, const Json &theirs) {
    Json merged = Json::array();
    for (const Json &entry : theirs) {
        const bool mineRemoved = contains(base, entry) && !contains(mine, entry);
        if (!mineRemoved)
            merged.push_back(entry);
    }
    for (const Json &entry : mine) {
        if (!contains(base, entry) && !contains(merged, entry))
            merged.push_back(entry);
    }
    return merged;
}

class Merger {
public:
    std::vector<MergeConflict> conflicts;

    // The merged value at `path`, or nullopt when the key ends up absent.
    Value merge(const KeyPath &path, const Value &base, const Value &mine, const Value &theirs) {
        if (mine == theirs)
            return mine;
        if (mine == base)
            return theirs;
        // Objects are walked even when only mine changed, so a list mine emptied deep inside
        // loses its key there too.
        const bool objects = mine && theirs && mine->is_object() && theirs->is_object() &&
                             (!base || base->is_object());
        if (objects)
            return mergeObjects(path, base.value_or(Json::object()), *mine, *theirs);
        if (theirs == base)
            return emptiedList(base, mine) ? Value() : mine;
        const bool arrays =
            mine && theirs && mine->is_array() && theirs->is_array() && (!base || base->is_array());
        if (arrays) {
            Json merged = mergeArrays(base.value_or(Json::array()), *mine, *theirs);
            return emptiedList(base, merged) ? Value() : Value(merged);
        }
        conflicts.push_back({path, base, mine, theirs});
        return theirs;
    }

private:
    // A list whose last entries were removed: the key goes (OpenClaw reads absent as empty).
    static bool emptiedList(const Value &base, const Value &result) {
        return result && result->is_array() && result->empty() && base && base->is_array() &&
               !base->empty();
    }

    Value mergeObjects(const KeyPath &path, const Json &base, const Json &mine,
                       const Json &theirs) {
        Json merged = Json::object();
        // Theirs' key order first (it is the newer document), then keys only mine has.
        std::vector<std::string> keys;
        for (auto it = theirs.begin(); it != theirs.end(); ++it)
            keys.push_back(it.key());
        for (auto it = mine.begin(); it != mine.end(); ++it) {
            if (!theirs.contains(it.key()))
                keys.push_back(it.key());
        }
        for (auto it = base.begin(); it != base.end(); ++it) {
            if (!theirs.contains(it.key()) && !mine.contains(it.key()))
                keys.push_back(it.key()); // deleted on both sides: stays deleted below
        }
        for (const std::string &key : keys) {
            const Value value = merge(path.child(key), memberOf(base, key), memberOf(mine, key),
                                      memberOf(theirs, key));
            if (value)
                merged[key] = *value;
        }
        return merged;
    }
};

} // namespace

ConfigMerge mergeConfigThreeWay(const Json &base, const Json &mine, const Json &theirs) {
    Merger merger;
    ConfigMerge result;
    const Value merged = merger.merge(KeyPath(), base, mine, theirs);
    result.merged = merged ? *merged : Json::object();
    result.conflicts = std::move(merger.conflicts);
    return result;
}

Json resolveMergeConflict(const Json &merged, const MergeConflict &conflict, bool takeMine) {
    Json root = merged;
    const std::optional<Json> &chosen = takeMine ? conflict.mine : conflict.theirs;
    if (conflict.path.isEmpty())
        return chosen.value_or(Json::object());
    Json *parent = conflict.path.parent().find(root);
    if (!parent || !parent->is_object())
        return root;
    const std::string key = conflict.path.last().key;
    if (chosen)
        (*parent)[key] = *chosen;
    else
        parent->erase(key);
    return root;
}

std::optional<Json> resolveMergeConflicts(const ConfigMerge &merge, const QList<bool> &takeMine) {
    if (takeMine.size() != static_cast<qsizetype>(merge.conflicts.size()))
        return std::nullopt;
    Json merged = merge.merged;
    for (qsizetype i = 0; i < takeMine.size(); ++i)
        merged = resolveMergeConflict(merged, merge.conflicts.at(static_cast<std::size_t>(i)),
                                      takeMine.at(i));
    return merged;
}

} // namespace toolgate::core
