// SPDX-License-Identifier: MIT
#include "util/jsonio.h"

#include "util/errorcode.h"

#include <QFile>
#include <QSaveFile>

namespace toolgate::core {

namespace {

// nlohmann reports a byte offset; turn it into 1-based line and column for the user.
QString positionOf(const QByteArray &text, std::size_t byteOffset) {
    int line = 1;
    int column = 1;
    const auto end = std::min<qsizetype>(qsizetype(byteOffset), text.size());
    for (qsizetype i = 0; i < end; ++i) {
        if (text.at(i) == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
    }
    return QStringLiteral("%1:%2").arg(line).arg(std::max(1, column - 1));
}

} // namespace

Result<Json> parseJson(const QByteArray &text, const QString &sourceName) {
    try {
        return Json::parse(text.constBegin(), text.constEnd());
    } catch (const Json::parse_error &e) {
        QString message = QString::fromUtf8(e.what());
        // Drop nlohmann's "[json.exception.parse_error.101] parse error at line 1, column 2: "
        // prefix.
        if (const auto colon = message.indexOf(QStringLiteral(": ")); colon >= 0)
            message = message.mid(colon + 2);
        return Error{errorCodeText(ErrorCode::JsonParse), message,
                     sourceName + QLatin1Char(':') + positionOf(text, e.byte)};
    } catch (const Json::exception &e) {
        // A number too large for a double (1e400) is out_of_range, not a parse_error, and has
        // no byte offset (found by fuzz_cases): still a bad file, said as such.
        QString message = QString::fromUtf8(e.what());
        if (const auto bracket = message.indexOf(QStringLiteral("] ")); bracket >= 0)
            message = message.mid(bracket + 2);
        return Error{errorCodeText(ErrorCode::JsonParse), message, sourceName};
    }
}

Result<Json> readJsonFile(const QString &path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error{errorCodeText(ErrorCode::IoRead), file.errorString(), path};
    return parseJson(file.readAll(), path);
}

QByteArray toJsonBytes(const Json &value, bool pretty) {
    const std::string text = pretty ? value.dump(2) + '\n' : value.dump();
    return QByteArray::fromStdString(text);
}

Status writeFileAtomically(const QString &path, const QByteArray &bytes) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return Error{errorCodeText(ErrorCode::IoWrite), file.errorString(), path};
    if (file.write(bytes) != bytes.size()) {
        const QString reason = file.errorString();
        file.cancelWriting();
        return Error{errorCodeText(ErrorCode::IoWrite), reason, path};
    }
    if (!file.commit())
        return Error{errorCodeText(ErrorCode::IoWrite), file.errorString(), path};
    return Ok{};
}

} // namespace toolgate::core
