// SPDX-License-Identifier: MIT
#include "config/configmergepatch.h"

#include "util/errorcode.h"

#include <algorithm>

namespace toolgate::core {

namespace {

QString join(const QString &path, const std::string &key) {
    const QString k = QString::fromStdString(key);
    return path.isEmpty() ? k : path + QLatin1Char('.') + k;
}

// The arrays a deletion takes with it: the value itself when it is one, else every array reached
// through objects (arrays inside array entries go with their array).
void collectArrayPaths(const Json &value, const QString &path, QStringList &out) {
    if (value.is_array()) {
        out << path;
        return;
    }
    if (!value.is_object())
        return;
    for (const auto &[key, child] : value.items())
        collectArrayPaths(child, join(path, key), out);
}

void diffInto(const Json &base, const Json &edited, const QString &path, ConfigMergePatch &out,
              Json &patch) {
    for (const auto &[key, before] : base.items()) {
        if (edited.contains(key))
            continue;
        patch[key] = nullptr;
        collectArrayPaths(before, join(path, key), out.replacePaths);
    }
    for (const auto &[key, after] : edited.items()) {
        const QString childPath = join(path, key);
        const auto old = base.find(key);
        if (old != base.end() && *old == after)
            continue;
        if (old != base.end() && old->is_object() && after.is_object()) {
            Json child = Json::object();
            diffInto(*old, after, childPath, out, child);
            patch[key] = std::move(child);
            continue;
        }
        if (old != base.end())
            collectArrayPaths(*old, childPath, out.replacePaths);
        patch[key] = after;
    }
}

// Every array `old` takes with it when it is deleted or overwritten must be listed.
Status checkDroppedArrays(const Json &old, const QString &path, const QStringList &replacePaths,
                          bool deleting) {
    QStringList arrays;
    collectArrayPaths(old, path, arrays);
    for (const QString &array : std::as_const(arrays)) {
        if (replacePaths.contains(array))
            continue;
        const QString message =
            deleting ? QStringLiteral("config.patch would delete the array %1; include \"%1\" in "
                                      "replacePaths to delete it")
                     : QStringLiteral("config.patch would remove entries from %1; include \"%1\" "
                                      "in replacePaths to replace the array");
        return Error{errorCodeText(ErrorCode::ConfigPatch), message.arg(array), path};
    }
    return Ok{};
}

bool keepsEveryEntry(const Json &old, const Json &value) {
    return old.is_array() && value.is_array() &&
           std::all_of(old.begin(), old.end(), [&](const Json &entry) {
               return std::find(value.begin(), value.end(), entry) != value.end();
           });
}

Status mergeInto(Json &target, const Json &patch, const QString &path,
                 const QStringList &replacePaths) {
    for (const auto &[key, value] : patch.items()) {
        const QString childPath = join(path, key);
        const auto existing = target.find(key);
        if (value.is_null()) {
            if (existing == target.end())
                continue;
            if (Status checked = checkDroppedArrays(*existing, childPath, replacePaths, true);
                !checked)
                return checked;
            target.erase(key);
            continue;
        }
        // An object merged into an object has its arrays checked deeper.
        const bool mergesObjects =
            value.is_object() && existing != target.end() && existing->is_object();
        if (existing != target.end() && !mergesObjects && !keepsEveryEntry(*existing, value)) {
            if (Status checked = checkDroppedArrays(*existing, childPath, replacePaths, false);
                !checked)
                return checked;
        }
        if (value.is_object()) {
            if (!mergesObjects)
                target[key] = Json::object();
            if (Status merged = mergeInto(target[key], value, childPath, replacePaths); !merged)
                return merged;
            continue;
        }
        target[key] = value;
    }
    return Ok{};
}

void changedInto(const Json &a, const Json &b, const QString &path, QStringList &out) {
    const bool bothObjects = a.is_object() && b.is_object();
    if (bothObjects || (a.is_object() && b.is_null()) || (a.is_null() && b.is_object())) {
        if (a.is_object()) {
            for (const auto &[key, value] : a.items()) {
                const auto other = b.is_object() ? b.find(key) : b.end();
                changedInto(value, b.is_object() && other != b.end() ? *other : Json(),
                            join(path, key), out);
            }
        }
        if (b.is_object()) {
            for (const auto &[key, value] : b.items()) {
                if (!a.is_object() || !a.contains(key))
                    changedInto(Json(), value, join(path, key), out);
            }
        }
        return;
    }
    if (a != b)
        out << path;
}

} // namespace

ConfigMergePatch makeConfigMergePatch(const Json &base, const Json &edited) {
    ConfigMergePatch out;
    static const Json empty = Json::object();
    diffInto(base.is_object() ? base : empty, edited.is_object() ? edited : empty, QString(), out,
             out.patch);
    return out;
}

Result<Json> applyConfigMergePatch(const Json &base, const ConfigMergePatch &patch) {
    if (!patch.patch.is_object())
        return Error{errorCodeText(ErrorCode::ConfigPatch),
                     QStringLiteral("config.patch raw must be an object"), QString()};
    Json config = base.is_object() ? base : Json::object();
    if (Status merged = mergeInto(config, patch.patch, QString(), patch.replacePaths); !merged)
        return merged.error();
    return config;
}

QStringList changedConfigPaths(const Json &before, const Json &after) {
    QStringList out;
    changedInto(before, after, QString(), out);
    return out;
}

} // namespace toolgate::core
