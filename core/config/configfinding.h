// SPDX-License-Identifier: MIT
#pragma once

#include "config/keypath.h"
#include "util/errorcode.h"

#include <QString>

namespace toolgate::core {

enum class FindingSeverity { Error, Warning, Info };

// "error", "warning", "info".
QString findingSeverityName(FindingSeverity severity);

// One validation or migration finding. `code` is stable (the CLI prints its text; the console
// words it, by code, in its language); `message` is OpenClaw's own text where OpenClaw has one,
// so users can search for it.
struct ConfigFinding {
    ErrorCode code = ErrorCode::None;
    FindingSeverity severity = FindingSeverity::Error;
    KeyPath path;
    QString message;

    // "error tools.profile: Invalid input (...)"
    QString toString() const;
};

} // namespace toolgate::core
