// SPDX-License-Identifier: MIT
#include "config/configdiff.h"

namespace toolgate::core {

namespace {

QString compact(const Json &value) {
    return QString::fromStdString(value.dump(-1, ' ', false, Json::error_handler_t::replace));
}

// Value equality with object key order ignored (ordered_json's == compares order too).
bool sameValue(const Json &a, const Json &b) {
    if (a.is_object() && b.is_object()) {
        if (a.size() != b.size())
            return false;
        for (const auto &[key, value] : a.items()) {
            const auto other = b.find(key);
            if (other == b.end() || !sameValue(value, *other))
                return false;
        }
        return true;
    }
    if (a.is_array() && b.is_array()) {
        if (a.size() != b.size())
            return false;
        for (std::size_t i = 0; i < a.size(); ++i) {
            if (!sameValue(a[i], b[i]))
                return false;
        }
        return true;
    }
    return a == b;
}

void diffInto(QList<PathChange> &out, const Json &before, const Json &after, const KeyPath &at) {
    if (before.is_object() && after.is_object()) {
        for (const auto &[key, value] : before.items()) {
            const auto other = after.find(key);
            if (other == after.end())
                out << PathChange{PathChange::Kind::Removed, at.child(key), value, std::nullopt};
            else
                diffInto(out, value, *other, at.child(key));
        }
        for (const auto &[key, value] : after.items()) {
            if (!before.contains(key))
                out << PathChange{PathChange::Kind::Added, at.child(key), std::nullopt, value};
        }
        return;
    }
    if (!sameValue(before, after))
        out << PathChange{PathChange::Kind::Changed, at, before, after};
}

} // namespace

QString PathChange::toString() const {
    const QString where = path.isEmpty() ? QStringLiteral("(root)") : path.toString();
    switch (kind) {
    case Kind::Added:
        return QStringLiteral("+ %1: %2").arg(where, compact(*newValue));
    case Kind::Removed:
        return QStringLiteral("- %1: %2").arg(where, compact(*oldValue));
    case Kind::Changed:
        break;
    }
    return QStringLiteral("~ %1: %2 -> %3").arg(where, compact(*oldValue), compact(*newValue));
}

QList<PathChange> diffConfigs(const Json &before, const Json &after) {
    QList<PathChange> out;
    diffInto(out, before, after, {});
    return out;
}

} // namespace toolgate::core
