// SPDX-License-Identifier: MIT
#include "gateway/gatewayerror.h"

#include "approvals/approvaljson.h"
#include "util/errorcode.h"

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
        e.code = errorCodeText(core::ErrorCode::UnknownError);
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
    using core::ErrorCode;
    const QString &detail = error.detailsCode;
    const ErrorCode code = core::errorCodeFrom(error.code);
    const ErrorCode detailCode = core::errorCodeFrom(error.detailsCode);
    if (code == ErrorCode::Unavailable || error.retryable ||
        detailCode == ErrorCode::AuthRateLimited ||
        detailCode == ErrorCode::DeviceAuthNonceMismatch ||
        detailCode == ErrorCode::DeviceAuthSignatureExpired ||
        detailCode == ErrorCode::DeviceAuthNonceRequired)
        return {ErrorClass::Transient, {}};
    if (code == ErrorCode::NotPaired || detailCode == ErrorCode::PairingRequired) {
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
    if (code == ErrorCode::ProtocolMismatch || detailCode == ErrorCode::ProtocolMismatch)
        return {ErrorClass::Persistent,
                QStringLiteral("The gateway does not speak protocol 4; Toolgate needs an "
                               "OpenClaw gateway 2026.9 or newer.")};
    if (detailCode == ErrorCode::AuthDeviceTokenMismatch)
        return {ErrorClass::Persistent,
                QStringLiteral("The saved device token was refused: connect once with the "
                               "gateway token (--token) to get a new one.")};
    if (detailCode == ErrorCode::AuthScopeMismatch)
        return {ErrorClass::Persistent,
                QStringLiteral("The gateway knows this device, but its approved scopes do not "
                               "cover what Toolgate asks for (not a bad token): approve the "
                               "device's scope upgrade on the gateway host (`openclaw devices "
                               "list`, then `openclaw devices approve <requestId>`), or connect "
                               "once with the gateway token to request it.")};
    if (core::errorFamily(detail) == core::ErrorFamily::Auth)
        return {ErrorClass::Persistent,
                QStringLiteral("The gateway refused the token (%1): check the gateway auth "
                               "token and reconnect.")
                    .arg(detail)};
    if (core::errorFamily(detail) == core::ErrorFamily::Device)
        return {ErrorClass::Persistent,
                QStringLiteral("The gateway refused this device identity (%1): remove the "
                               "identity file to create a new one, then reconnect.")
                    .arg(detail)};
    return {ErrorClass::Persistent,
            QStringLiteral("The gateway refused the connection: %1").arg(error.toString())};
}

} // namespace toolgate::gateway
