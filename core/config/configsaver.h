// SPDX-License-Identifier: MIT
#pragma once

#include "config/configdocument.h"
#include "config/configfinding.h"
#include "util/result.h"

#include <QByteArray>
#include <QIODevice>
#include <QList>
#include <QString>

#include <functional>

namespace toolgate::core {

struct SaveOptions {
    // A document read with comments is only written after the caller has told the user that the
    // comments will not survive (see saveWarnings()) and set this; else Error{config.commentsLost}.
    bool acceptCommentLoss = false;
    // Keep the file being replaced as "<path>.bak".
    bool keepBackup = true;
    // Writes `bytes` into `device` and returns the count written or -1 (QIODevice::write when
    // empty). Exists so tests can simulate a full disk halfway through a write.
    std::function<qint64(QIODevice &device, const QByteArray &bytes)> writeHook;
};

// What a save writes: pretty JSON with two-space indent and a trailing newline, keys in tree order.
// Error{config.nonFinite, where = key path} when the tree holds Infinity or NaN (read from JSON5):
// JSON has no spelling for them and writing null would silently change the value.
Result<QByteArray> serializeConfig(const Json &root);

// What the user must hear before saving this document: config.commentsLost (warning) when the
// source had comments, config.nonFinite (error) when it cannot be written as JSON at all.
QList<ConfigFinding> saveWarnings(const ConfigDocument &document);

// Saves atomically: the new content goes to a temporary file next to `path`, the file being
// replaced is copied to "<path>.bak" (atomically as well, with the same permissions), and only
// then is the temporary file renamed over `path`, keeping the original file's permissions.
// Any failure before that rename leaves `path` and an existing "<path>.bak" byte-for-byte as they
// were; a failure of the rename itself leaves `path` as it was. Errors: config.commentsLost,
// config.nonFinite, io.write (where = the file that could not be written).
Status saveConfig(const ConfigDocument &document, const QString &path,
                  const SaveOptions &options = {});

} // namespace toolgate::core
