// SPDX-License-Identifier: MIT
#pragma once

#include "util/result.h"

#include <QSqlError>

namespace toolgate::core {

// A failed history statement: what was being done, SQLite's words, and the file or row.
inline Error sqlError(const QString &what, const QSqlError &error, const QString &where) {
    return Error{QStringLiteral("HISTORY_SQL_ERROR"), what + QStringLiteral(": ") + error.text(),
                 where};
}

} // namespace toolgate::core
