// SPDX-License-Identifier: MIT
#include "loops/looptrace.h"

#include "util/errorcode.h"

namespace toolgate::core {

namespace {

bool isBlank(const char *begin, const char *end) {
    for (const char *p = begin; p != end; ++p) {
        if (*p != ' ' && *p != '\t' && *p != '\r' && *p != '\n')
            return false;
    }
    return true;
}

struct LineParse {
    Json value;
    int column = 0; // error column, 0 = ok
    QString message;
};

LineParse parseLine(const char *begin, const char *end) {
    LineParse parsed;
    try {
        parsed.value = Json::parse(begin, end);
    } catch (const Json::parse_error &e) {
        QString message = QString::fromUtf8(e.what());
        // Drop nlohmann's "[json.exception.parse_error.101] parse error at line 1, column 2: ".
        if (const auto colon = message.indexOf(QStringLiteral(": ")); colon >= 0)
            message = message.mid(colon + 2);
        parsed.column = static_cast<int>(std::max<std::size_t>(1, e.byte));
        parsed.message = QStringLiteral("malformed JSON: %1").arg(message);
    } catch (const Json::exception &e) {
        // A number beyond a double (1e400) is out_of_range, with no offset (fuzz_looptrace).
        QString message = QString::fromUtf8(e.what());
        if (const auto bracket = message.indexOf(QStringLiteral("] ")); bracket >= 0)
            message = message.mid(bracket + 2);
        parsed.column = 1;
        parsed.message = QStringLiteral("malformed JSON: %1").arg(message);
    }
    return parsed;
}

QString fieldName(const std::string &key) {
    return QString::fromStdString(key);
}

// Validates one call line; returns an empty message when it is usable.
QString readCall(const Json &line, LoopTraceCall &call) {
    if (!line.is_object())
        return QStringLiteral("a call line must be a JSON object");
    bool hasResult = false;
    for (auto it = line.begin(); it != line.end(); ++it) {
        const std::string &key = it.key();
        const Json &value = it.value();
        if (key == "tool") {
            if (!value.is_string())
                return QStringLiteral("field 'tool' must be a string");
            call.tool = value.get<std::string>();
        } else if (key == "params") {
            if (value.is_null())
                continue;
            if (!value.is_object())
                return QStringLiteral("field 'params' must be an object");
            call.params = value;
        } else if (key == "result") {
            hasResult = true;
            call.result = value;
        } else if (key == "error") {
            if (!value.is_string())
                return QStringLiteral("field 'error' must be a string");
            call.hasError = true;
            call.error = value.get<std::string>();
        } else if (key == "runId") {
            if (value.is_null())
                continue;
            if (!value.is_string())
                return QStringLiteral("field 'runId' must be a string");
            call.runId = value.get<std::string>();
        } else if (key == "comment") {
            continue;
        } else {
            return QStringLiteral("unknown field '%1'").arg(fieldName(key));
        }
    }
    if (!line.contains("tool"))
        return QStringLiteral("field 'tool' is required");
    if (hasResult == call.hasError)
        return QStringLiteral("exactly one of 'result' and 'error' is required");
    return {};
}

QString readHeader(const Json &line, LoopTrace &trace) {
    if (!line.is_object())
        return QStringLiteral("the header line must be a JSON object");
    if (!line.contains("config"))
        return QStringLiteral("the header line needs 'config' (is line 1 a call?)");
    for (auto it = line.begin(); it != line.end(); ++it) {
        const std::string &key = it.key();
        if (key == "config") {
            if (!it.value().is_object())
                return QStringLiteral("field 'config' must be an object");
            trace.config = it.value();
        } else if (key == "agentId") {
            if (it.value().is_null())
                continue;
            if (!it.value().is_string())
                return QStringLiteral("field 'agentId' must be a string");
            trace.agentId = it.value().get<std::string>();
        } else if (key != "comment") {
            return QStringLiteral("unknown field '%1'").arg(fieldName(key));
        }
    }
    return {};
}

} // namespace

Result<LoopTrace> parseLoopTrace(const QByteArray &bytes, const QString &sourceName) {
    LoopTrace trace;
    bool haveHeader = false;
    const char *p = bytes.constData();
    const char *const end = p + bytes.size();
    int lineNo = 0;
    while (p < end) {
        const char *eol = static_cast<const char *>(memchr(p, '\n', static_cast<size_t>(end - p)));
        const char *lineEnd = eol ? eol : end;
        ++lineNo;
        const char *begin = p;
        p = eol ? eol + 1 : end;
        if (isBlank(begin, lineEnd))
            continue;
        LineParse parsed = parseLine(begin, lineEnd);
        if (!haveHeader) {
            const QString where = QStringLiteral("%1:%2").arg(sourceName).arg(lineNo);
            if (parsed.column > 0)
                return Error{errorCodeText(ErrorCode::LoopsHeader), parsed.message,
                             where + QStringLiteral(":%1").arg(parsed.column)};
            const QString problem = readHeader(parsed.value, trace);
            if (!problem.isEmpty())
                return Error{errorCodeText(ErrorCode::LoopsHeader), problem, where};
            haveHeader = true;
            continue;
        }
        if (parsed.column > 0) {
            trace.issues.push_back({lineNo, parsed.column, parsed.message});
            continue;
        }
        LoopTraceCall call;
        call.line = lineNo;
        const QString problem = readCall(parsed.value, call);
        if (!problem.isEmpty()) {
            trace.issues.push_back({lineNo, 0, problem});
            continue;
        }
        trace.calls.push_back(std::move(call));
    }
    if (!haveHeader)
        return Error{errorCodeText(ErrorCode::LoopsHeader),
                     QStringLiteral("empty trace: the header line {\"config\": …} is missing"),
                     sourceName};
    return trace;
}

} // namespace toolgate::core
