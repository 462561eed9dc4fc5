// SPDX-License-Identifier: MIT
#include "config/configfinding.h"

namespace toolgate::core {

QString findingSeverityName(FindingSeverity severity) {
    switch (severity) {
    case FindingSeverity::Error:
        return QStringLiteral("error");
    case FindingSeverity::Warning:
        return QStringLiteral("warning");
    case FindingSeverity::Info:
        break;
    }
    return QStringLiteral("info");
}

QString ConfigFinding::toString() const {
    const QString where = path.isEmpty() ? QStringLiteral("(root)") : path.toString();
    return QStringLiteral("%1 %2: %3").arg(findingSeverityName(severity), where, message);
}

} // namespace toolgate::core
