// SPDX-License-Identifier: MIT
// libFuzzer entry for the config three-way merge. The input is three JSON5 documents separated by
// NUL bytes (base, mine, theirs; a missing one is `{}`), read with the project's JSON5 reader as
// config files are. Beyond "no crash, no sanitizer report, nothing thrown" it checks what
// configmerge.h promises:
// - a value only one side changed takes that side's value: merging with mine == base gives
//   theirs, and with mine == theirs gives that value, without conflicts;
// - with theirs == base the result is mine, except that a list mine emptied loses its key;
// - `merged` holds theirs at each conflict: settling one on theirs changes nothing, settling it
//   on mine puts mine's value (or its absence) at the conflict's path.
#include "config/configmerge.h"
#include "config/json5reader.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <optional>

using namespace toolgate::core;

namespace {

void check(bool condition) {
    if (!condition)
        std::abort();
}

// NaN is not equal to itself, which would break every comparison below.
bool allFinite(const Json &value) {
    if (value.is_number_float())
        return std::isfinite(value.get<double>());
    if (value.is_structured()) {
        for (const auto &item : value)
            if (!allFinite(item))
                return false;
    }
    return true;
}

// The merge of (base, mine, theirs = base), derived from the rules in configmerge.h: objects
// merge key by key in theirs' (here base's) key order, keys only mine has after them; a list
// that mine emptied loses its key; everything else is mine.
std::optional<Json> mineOnBase(const std::optional<Json> &base, const Json &mine) {
    if (base && *base == mine)
        return mine;
    if (base && base->is_object() && mine.is_object()) {
        Json merged = Json::object();
        for (auto it = base->begin(); it != base->end(); ++it) {
            const auto m = mine.find(it.key());
            if (m == mine.end())
                continue;
            if (const std::optional<Json> value = mineOnBase(it.value(), *m))
                merged[it.key()] = *value;
        }
        for (auto it = mine.begin(); it != mine.end(); ++it) {
            if (!base->contains(it.key()))
                merged[it.key()] = it.value();
        }
        return merged;
    }
    if (base && base->is_array() && !base->empty() && mine.is_array() && mine.empty())
        return std::nullopt;
    return mine;
}

std::optional<Json> parse(const char *begin, const char *end) {
    auto parsed = parseJson5(QByteArrayView(begin, end), QStringLiteral("fuzz"));
    if (!parsed)
        return std::nullopt;
    return std::move(parsed).value();
}

void checkConflicts(const ConfigMerge &merge) {
    for (const MergeConflict &conflict : merge.conflicts) {
        check(conflict.mine != conflict.theirs);
        check(resolveMergeConflict(merge.merged, conflict, false) == merge.merged);
        const Json settled = resolveMergeConflict(merge.merged, conflict, true);
        if (conflict.path.isEmpty()) {
            check(settled == conflict.mine.value_or(Json::object()));
            continue;
        }
        // Every conflict sits in an object that is part of the merged tree.
        check(conflict.path.parent().find(merge.merged) != nullptr);
        const Json *value = conflict.path.find(settled);
        check(conflict.mine ? value && *value == *conflict.mine : value == nullptr);
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size) {
    const char *p = reinterpret_cast<const char *>(data);
    const char *const end = p + size;
    Json documents[3] = {Json::object(), Json::object(), Json::object()};
    for (Json &document : documents) {
        if (p >= end)
            break;
        const char *stop = std::find(p, end, '\0');
        std::optional<Json> parsed = parse(p, stop);
        if (!parsed)
            return 0;
        document = std::move(*parsed);
        p = stop == end ? end : stop + 1;
    }
    const Json &base = documents[0];
    const Json &mine = documents[1];
    const Json &theirs = documents[2];
    const ConfigMerge merge = mergeConfigThreeWay(base, mine, theirs);
    if (!allFinite(base) || !allFinite(mine) || !allFinite(theirs))
        return 0;
    checkConflicts(merge);

    const ConfigMerge onlyTheirs = mergeConfigThreeWay(base, base, theirs);
    check(onlyTheirs.conflicts.empty() && onlyTheirs.merged == theirs);
    const ConfigMerge same = mergeConfigThreeWay(base, mine, mine);
    check(same.conflicts.empty() && same.merged == mine);
    const ConfigMerge onlyMine = mergeConfigThreeWay(base, mine, base);
    check(onlyMine.conflicts.empty());
    check(onlyMine.merged == mineOnBase(base, mine).value_or(Json::object()));
    return 0;
}
