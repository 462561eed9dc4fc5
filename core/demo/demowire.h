// SPDX-License-Identifier: MIT
#pragma once

#include "util/json.h"

#include <QString>
#include <QStringList>
#include <QUuid>

// Small helpers the demo gateway's server, handshake and method files share to build frames.
// Internal to the demo: nothing outside core/gateway/demo includes this.
namespace toolgate::gateway::demo {

inline std::string s(const QString &value) {
    return value.toStdString();
}
inline QString qs(const core::Json &value) {
    return value.is_string() ? QString::fromStdString(value.get<std::string>()) : QString();
}
inline QString uuid() {
    return QUuid::createUuid().toString(QUuid::WithoutBraces);
}
inline core::Json stringArray(const QStringList &list) {
    core::Json out = core::Json::array();
    for (const QString &item : list)
        out.push_back(s(item));
    return out;
}
inline QStringList toStringList(const core::Json &value) {
    QStringList out;
    if (value.is_array()) {
        for (const core::Json &item : value) {
            if (item.is_string())
                out << qs(item);
        }
    }
    return out;
}

// An error answer's `error` object: code, message and optional details.
struct ProtocolError {
    QString code;
    QString message;
    core::Json details; // null when absent
};

inline core::Json errorJson(const ProtocolError &error) {
    core::Json e{{"code", s(error.code)}, {"message", s(error.message)}};
    if (!error.details.is_null())
        e["details"] = error.details;
    return e;
}

inline ProtocolError invalid(const QString &message, core::Json details = nullptr) {
    return {QStringLiteral("INVALID_REQUEST"), message, std::move(details)};
}

} // namespace toolgate::gateway::demo
