// SPDX-License-Identifier: MIT
#include "config/configsaver.h"

#include "util/errorcode.h"

#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include <cmath>
#include <optional>

namespace toolgate::core {

namespace {

// The first non-finite number in the tree, depth first.
std::optional<KeyPath> findNonFinite(const Json &value, const KeyPath &at) {
    if (value.is_number_float())
        return std::isfinite(value.get<double>()) ? std::nullopt : std::optional<KeyPath>(at);
    if (value.is_object()) {
        for (const auto &[key, child] : value.items()) {
            if (auto found = findNonFinite(child, at.child(key)))
                return found;
        }
    } else if (value.is_array()) {
        for (std::size_t i = 0; i < value.size(); ++i) {
            if (auto found = findNonFinite(value[i], at.index(qsizetype(i))))
                return found;
        }
    }
    return std::nullopt;
}

Error nonFiniteError(const KeyPath &at) {
    return Error{
        errorCodeText(ErrorCode::ConfigNonFinite),
        QStringLiteral("Infinity/NaN cannot be written as JSON; change the value before saving"),
        at.toString()};
}

// Writes through the hook (or plainly) into an open QSaveFile; cancels it on failure.
Status writeAll(QSaveFile &file, const QByteArray &bytes, const SaveOptions &options) {
    const qint64 written = options.writeHook ? options.writeHook(file, bytes) : file.write(bytes);
    if (written != bytes.size()) {
        const QString reason = file.error() != QFileDevice::NoError ? file.errorString()
                                                                    : QStringLiteral("short write");
        file.cancelWriting();
        return Error{errorCodeText(ErrorCode::IoWrite), reason, file.fileName()};
    }
    return Ok{};
}

} // namespace

Result<QByteArray> serializeConfig(const Json &root) {
    if (auto at = findNonFinite(root, {}))
        return nonFiniteError(*at);
    // Strings in the tree are valid UTF-8 (the reader guarantees it); `replace` keeps a tree built
    // elsewhere from throwing here.
    return QByteArray::fromStdString(root.dump(2, ' ', false, Json::error_handler_t::replace) +
                                     '\n');
}

QList<ConfigFinding> saveWarnings(const ConfigDocument &document) {
    QList<ConfigFinding> out;
    if (document.hadComments()) {
        out << ConfigFinding{
            ErrorCode::ConfigCommentsLost,
            FindingSeverity::Warning,
            {},
            QStringLiteral(
                "the file has comments; saving rewrites it as plain JSON and the comments "
                "will be lost (the previous file is kept as .bak)")};
    }
    if (auto at = findNonFinite(document.root(), {})) {
        const Error e = nonFiniteError(*at);
        out << ConfigFinding{errorCodeOf(e), FindingSeverity::Error, *at, e.message};
    }
    return out;
}

Status saveConfig(const ConfigDocument &document, const QString &path, const SaveOptions &options) {
    if (document.hadComments() && !options.acceptCommentLoss) {
        return Error{
            errorCodeText(ErrorCode::ConfigCommentsLost),
            QStringLiteral("the file has comments that a save would drop; confirm before saving"),
            path};
    }
    auto bytes = serializeConfig(document.root());
    if (!bytes)
        return bytes.error();

    // The file being replaced (if any): its bytes for the backup and its mode for both files.
    QByteArray previous;
    std::optional<QFileDevice::Permissions> mode;
    if (const QFileInfo info(path); info.exists() && info.isFile()) {
        QFile current(path);
        if (!current.open(QIODevice::ReadOnly))
            return Error{errorCodeText(ErrorCode::IoRead), current.errorString(), path};
        previous = current.readAll();
        mode = current.permissions();
    }

    QSaveFile out(path);
    if (!out.open(QIODevice::WriteOnly))
        return Error{errorCodeText(ErrorCode::IoWrite), out.errorString(), path};
    if (auto ok = writeAll(out, *bytes, options); !ok)
        return ok;
    if (mode && !out.setPermissions(*mode)) {
        const QString reason = out.errorString();
        out.cancelWriting();
        return Error{errorCodeText(ErrorCode::IoWrite), reason, path};
    }

    if (mode && options.keepBackup) {
        QSaveFile backup(path + QStringLiteral(".bak"));
        if (!backup.open(QIODevice::WriteOnly)) {
            const Error e{errorCodeText(ErrorCode::IoWrite), backup.errorString(),
                          backup.fileName()};
            out.cancelWriting();
            return e;
        }
        if (auto ok = writeAll(backup, previous, options); !ok) {
            out.cancelWriting();
            return ok;
        }
        if (!backup.setPermissions(*mode) || !backup.commit()) {
            const Error e{errorCodeText(ErrorCode::IoWrite), backup.errorString(),
                          backup.fileName()};
            backup.cancelWriting();
            out.cancelWriting();
            return e;
        }
    }

    if (!out.commit())
        return Error{errorCodeText(ErrorCode::IoWrite), out.errorString(), path};
    return Ok{};
}

} // namespace toolgate::core
