// SPDX-License-Identifier: MIT
#pragma once

#include "config/keypath.h"

#include <QString>

namespace toolgate::core {

enum class FindingSeverity { Error, Warning, Info };

// "error", "warning", "info".
QString findingSeverityName(FindingSeverity severity);

// One validation or migration finding. `code` is stable (tests and the UI key on it); `message`
// is OpenClaw's own text where OpenClaw has one, so users can search for it.
struct ConfigFinding {
    QString code;
    FindingSeverity severity = FindingSeverity::Error;
    KeyPath path;
    QString message;

    // "error tools.profile: Invalid input (...)"
    QString toString() const;
};

} // namespace toolgate::core
