// SPDX-License-Identifier: MIT
#include "config/configedit.h"

namespace toolgate::core {

namespace {

QString compact(const Json &value) {
    return QString::fromStdString(value.dump(-1, ' ', false, Json::error_handler_t::replace));
}

} // namespace

QString ConfigEdit::summary() const {
    const QString where = path.toString();
    if (!before && after)
        return QStringLiteral("added %1: %2").arg(where, compact(*after));
    if (before && !after)
        return QStringLiteral("removed %1 (was %2)").arg(where, compact(*before));
    if (before && after)
        return QStringLiteral("%1: %2 -> %3").arg(where, compact(*before), compact(*after));
    return QStringLiteral("%1: unchanged").arg(where);
}

} // namespace toolgate::core
