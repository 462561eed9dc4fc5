// SPDX-License-Identifier: MIT
#pragma once

#include "util/json.h"

#include <QString>

namespace toolgate::gateway {

// A gateway `error` object ({code, message, details?, retryable?, retryAfterMs?}) or a local
// failure (DISCONNECTED, TIMEOUT, NOT_CONNECTED, PAYLOAD_TOO_LARGE, BUFFER_FULL) in the same shape.
struct GatewayError {
    QString code;
    QString message;
    QString detailsCode; // details.code (e.g. AUTH_TOKEN_MISMATCH, MISSING_SCOPE, PAIRING_REQUIRED)
    QString detailsReason; // details.reason (e.g. APPROVAL_ALREADY_RESOLVED)
    core::Json details;
    bool retryable = false;
    qint64 retryAfterMs = 0;

    bool isEmpty() const { return code.isEmpty(); }
    // "CODE (DETAIL): message"
    QString toString() const;

    static GatewayError fromJson(const core::Json &error);
    static GatewayError local(const QString &code, const QString &message, bool retryable);
};

// How a failed connect is handled: retry with backoff, or stop and tell the user what to do.
enum class ErrorClass { Transient, Persistent };

struct ConnectErrorVerdict {
    ErrorClass errorClass = ErrorClass::Transient;
    QString action; // what the user should do; empty for transient errors
};

// Classifies an error answer to `connect` (pure; see the protocol spec's error list).
ConnectErrorVerdict classifyConnectError(const GatewayError &error);

} // namespace toolgate::gateway
