// SPDX-License-Identifier: MIT
#pragma once

#include "util/json.h"
#include "util/result.h"

#include <QString>

namespace toolgate::core {

// Strict JSON (RFC 8259) from a file or a string; errors name the file and line:column.
Result<Json> readJsonFile(const QString &path);
Result<Json> parseJson(const QByteArray &text, const QString &sourceName);

// Pretty (two-space indent, trailing newline) or compact serialisation.
QByteArray toJsonBytes(const Json &value, bool pretty);

// Writes atomically (QSaveFile): either the whole new content lands or the old file stays.
Status writeFileAtomically(const QString &path, const QByteArray &bytes);

} // namespace toolgate::core
