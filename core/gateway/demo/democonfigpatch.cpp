// SPDX-License-Identifier: MIT
#include "gateway/demo/democonfigpatch.h"

#include "config/json5reader.h"

namespace toolgate::gateway::demo {

using core::Json;

namespace {

QString join(const QString &path, const std::string &key) {
    const QString k = QString::fromStdString(key);
    return path.isEmpty() ? k : path + QLatin1Char('.') + k;
}

bool merge(Json &target, const Json &patch, const QString &path, const QStringList &replacePaths,
           QString &problem) {
    for (const auto &[key, value] : patch.items()) {
        const QString p = join(path, key);
        if (value.is_null()) {
            target.erase(key);
            continue;
        }
        const auto existing = target.find(key);
        if (value.is_object() && existing != target.end() && existing->is_object()) {
            if (!merge(*existing, value, p, replacePaths, problem))
                return false;
            continue;
        }
        if (value.is_object()) {
            Json fresh = Json::object();
            if (!merge(fresh, value, p, replacePaths, problem))
                return false;
            target[key] = fresh;
            continue;
        }
        if (value.is_array() && existing != target.end() && existing->is_array() &&
            !replacePaths.contains(p)) {
            for (const Json &old : *existing) {
                if (std::find(value.begin(), value.end(), old) == value.end()) {
                    problem = QStringLiteral("config.patch would remove entries from %1; include "
                                             "\"%1\" in replacePaths to replace the array")
                                  .arg(p);
                    return false;
                }
            }
        }
        target[key] = value;
    }
    return true;
}

void diff(const Json &a, const Json &b, const QString &path, QStringList &out) {
    if (a.is_object() && b.is_object()) {
        for (const auto &[key, value] : a.items()) {
            const auto other = b.find(key);
            diff(value, other == b.end() ? Json() : *other, join(path, key), out);
        }
        for (const auto &[key, value] : b.items()) {
            if (!a.contains(key))
                diff(Json(), value, join(path, key), out);
        }
        return;
    }
    if (a.is_object() && b.is_null()) {
        for (const auto &[key, value] : a.items())
            diff(value, Json(), join(path, key), out);
        return;
    }
    if (b.is_object() && a.is_null()) {
        for (const auto &[key, value] : b.items())
            diff(Json(), value, join(path, key), out);
        return;
    }
    if (a != b)
        out << path;
}

} // namespace

core::Result<Json> parseDemoConfigText(const QByteArray &text) {
    return core::parseJson5(text, QStringLiteral("raw"));
}

QStringList demoConfigChangedPaths(const Json &before, const Json &after) {
    QStringList out;
    diff(before, after, QString(), out);
    return out;
}

core::Result<DemoConfigPatchResult> applyDemoConfigPatch(const Json &base, const Json &patch,
                                                         const QStringList &replacePaths) {
    if (!patch.is_object())
        return core::Error{QStringLiteral("config.patch"),
                           QStringLiteral("config.patch raw must be an object"), QString()};
    DemoConfigPatchResult result;
    result.config = base.is_object() ? base : Json::object();
    QString problem;
    if (!merge(result.config, patch, QString(), replacePaths, problem))
        return core::Error{QStringLiteral("config.patch"), problem, QString()};
    result.changedPaths = demoConfigChangedPaths(base, result.config);
    return result;
}

} // namespace toolgate::gateway::demo
