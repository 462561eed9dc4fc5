// SPDX-License-Identifier: MIT
#include "gateway/gatewayerror.h"

#include "approvals/approvaljson.h"

namespace toolgate::gateway {

using core::jsonInt;
using core::jsonString;

QString GatewayError::toString() const {
    QString text = code;
    const QString detail = !detailsCode.isEmpty() ? detailsCode : detailsReason;
    if (!detail.isEmpty() && detail != code)
        text += QStringLiteral(" (%1)").arg(detail);
    if (!message.isEmpty())
        text += QStringLiteral(": ") + message;
    return text;
}

GatewayError GatewayError::fromJson(const core::Json &error) {
    GatewayError e;
    e.code = jsonString(error, "code");
    if (e.code.isEmpty())
        e.code = QStringLiteral("UNKNOWN");
    e.message = jsonString(error, "message");
    if (error.is_object()) {
        const auto details = error.find("details");
        if (details != error.end() && details->is_object()) {
            e.details = *details;
            e.detailsCode = jsonString(*details, "code");
            e.detailsReason = jsonString(*details, "reason");
        }
        const auto retryable = error.find("retryable");
        e.retryable = retryable != error.end() && retryable->is_boolean() && retryable->get<bool>();
    }
    e.retryAfterMs = jsonInt(error, "retryAfterMs");
    if (e.retryAfterMs == 0)
        e.retryAfterMs = jsonInt(e.details, "retryAfterMs");
    return e;
}

GatewayError GatewayError::local(const QString &code, const QString &message, bool retryable) {
    GatewayError e;
    e.code = code;
    e.message = message;
    e.retryable = retryable;
    return e;
}

ConnectErrorVerdict classifyConnectError(const GatewayError &error) {
    const QString detail = error.detailsCode;
    if (error.code == QLatin1String("UNAVAILABLE") || error.retryable ||
        detail == QLatin1String("AUTH_RATE_LIMITED") ||
        detail == QLatin1String("DEVICE_AUTH_NONCE_MISMATCH") ||
        detail == QLatin1String("DEVICE_AUTH_SIGNATURE_EXPIRED") ||
        detail == QLatin1String("DEVICE_AUTH_NONCE_REQUIRED"))
        return {ErrorClass::Transient, {}};
    if (error.code == QLatin1String("NOT_PAIRED") || detail == QLatin1String("PAIRING_REQUIRED")) {
        const QString requestId = jsonString(error.details, "requestId");
        return {
            ErrorClass::Persistent,
            requestId.isEmpty()
                ? QStringLiteral("This device must be paired: approve it on the gateway host with "
                                 "`openclaw devices approve`, then reconnect.")
                : QStringLiteral("This device must be paired: on the gateway host run "
                                 "`openclaw devices approve %1`, then reconnect.")
                      .arg(requestId)};
    }
    if (error.code == QLatin1String("PROTOCOL_MISMATCH") ||
        detail == QLatin1String("PROTOCOL_MISMATCH"))
        return {ErrorClass::Persistent,
                QStringLiteral("The gateway does not speak protocol 4; Toolgate needs an "
                               "OpenClaw gateway 2026.9 or newer.")};
    if (detail == QLatin1String("AUTH_DEVICE_TOKEN_MISMATCH"))
        return {ErrorClass::Persistent,
                QStringLiteral("The saved device token was refused: connect once with the "
                               "gateway token (--token) to get a new one.")};
    if (detail == QLatin1String("AUTH_SCOPE_MISMATCH"))
        return {ErrorClass::Persistent,
                QStringLiteral("The gateway knows this device, but its approved scopes do not "
                               "cover what Toolgate asks for (not a bad token): approve the "
                               "device's scope upgrade on the gateway host (`openclaw devices "
                               "list`, then `openclaw devices approve <requestId>`), or connect "
                               "once with the gateway token to request it.")};
    if (detail.startsWith(QLatin1String("AUTH_")))
        return {ErrorClass::Persistent,
                QStringLiteral("The gateway refused the token (%1): check the gateway auth "
                               "token and reconnect.")
                    .arg(detail)};
    if (detail.startsWith(QLatin1String("DEVICE_")))
        return {ErrorClass::Persistent,
                QStringLiteral("The gateway refused this device identity (%1): remove the "
                               "identity file to create a new one, then reconnect.")
                    .arg(detail)};
    return {ErrorClass::Persistent,
            QStringLiteral("The gateway refused the connection: %1").arg(error.toString())};
}

} // namespace toolgate::gateway
