// SPDX-License-Identifier: MIT
#include "util/errorcode.h"

#include "util/result.h"

#include <array>
#include <utility>

namespace toolgate::core {

namespace {

struct Entry {
    ErrorCode code;
    const char *text;
};

// In enum order, so errorCodeText can index it.
constexpr std::array kCodes{
    Entry{ErrorCode::IoRead, "io.read"},
    Entry{ErrorCode::IoWrite, "io.write"},
    Entry{ErrorCode::IoNoPath, "io.noPath"},
    Entry{ErrorCode::JsonParse, "json.parse"},
    Entry{ErrorCode::Json5Parse, "json5.parse"},
    Entry{ErrorCode::ConfigNotObject, "config.notObject"},
    Entry{ErrorCode::ConfigNotFound, "config.notFound"},
    Entry{ErrorCode::ConfigConflict, "config.conflict"},
    Entry{ErrorCode::ConfigPath, "config.path"},
    Entry{ErrorCode::ConfigPatch, "config.patch"},
    Entry{ErrorCode::ConfigNonFinite, "config.nonFinite"},
    Entry{ErrorCode::ConfigCommentsLost, "config.commentsLost"},
    Entry{ErrorCode::ExecModeMixed, "exec.modeMixed"},
    Entry{ErrorCode::ExecBadValue, "exec.badValue"},
    Entry{ErrorCode::ExecBadKey, "exec.badKey"},
    Entry{ErrorCode::SafetyBadValue, "safety.badValue"},
    Entry{ErrorCode::ConfigInvalidType, "config.invalidType"},
    Entry{ErrorCode::ConfigProviderNotObject, "config.providerNotObject"},
    Entry{ErrorCode::ConfigSenderNotObject, "config.senderNotObject"},
    Entry{ErrorCode::ConfigInvalidProfile, "config.invalidProfile"},
    Entry{ErrorCode::ConfigAllowWithAlsoAllow, "config.allowWithAlsoAllow"},
    Entry{ErrorCode::ConfigUnrecognizedKey, "config.unrecognizedKey"},
    Entry{ErrorCode::ConfigOwnershipRequired, "config.ownershipRequired"},
    Entry{ErrorCode::ConfigInvalidRoster, "config.invalidRoster"},
    Entry{ErrorCode::ConfigInvalidAgentId, "config.invalidAgentId"},
    Entry{ErrorCode::ConfigDuplicateAgentId, "config.duplicateAgentId"},
    Entry{ErrorCode::ConfigDefaultMarkers, "config.defaultMarkers"},
    Entry{ErrorCode::ConfigRetiredLoopKey, "config.retiredLoopDetectionKey"},
    Entry{ErrorCode::ConfigLegacyAgentsList, "config.legacyAgentsList"},
    Entry{ErrorCode::ConfigMissingAgentId, "config.missingAgentId"},
    Entry{ErrorCode::ConfigProfileNotApplicable, "config.profileNotApplicable"},
    Entry{ErrorCode::SafetyApplyPatchOutsideWorkspace, "safety.applyPatchOutsideWorkspace"},
    Entry{ErrorCode::SafetySafeBinInterpreter, "safety.safeBinInterpreter"},
    Entry{ErrorCode::SafetyPrivateNetwork, "safety.privateNetwork"},
    Entry{ErrorCode::SafetyHostnameAllowedAndBlocked, "safety.hostnameAllowedAndBlocked"},
    Entry{ErrorCode::SafetyFetchAboveCap, "safety.fetchAboveCap"},
    Entry{ErrorCode::SafetyElevatedWidened, "safety.elevatedWidened"},
    Entry{ErrorCode::ScopeNameEmpty, "scope.nameEmpty"},
    Entry{ErrorCode::ScopeNameTaken, "scope.nameTaken"},
    Entry{ErrorCode::ScopeNameInvalid, "scope.nameInvalid"},
    Entry{ErrorCode::ScopeExists, "scope.exists"},
    Entry{ErrorCode::ScopeSenderPrefix, "scope.senderPrefix"},
    Entry{ErrorCode::ScopeNotAddable, "scope.notAddable"},
    Entry{ErrorCode::ScopeNotRemovable, "scope.notRemovable"},
    Entry{ErrorCode::SchemaCase, "schema.case"},
    Entry{ErrorCode::PolicyCase, "policy.case"},
    Entry{ErrorCode::CatalogInvalid, "catalog.invalid"},
    Entry{ErrorCode::LoopsHeader, "loops.header"},
    Entry{ErrorCode::ScenarioUnknown, "scenario.unknown"},
    Entry{ErrorCode::ScenarioParse, "scenario.parse"},
    Entry{ErrorCode::ScenarioInvalid, "scenario.invalid"},
    Entry{ErrorCode::DemoListen, "demo.listen"},
    Entry{ErrorCode::BenchFailed, "BENCH_FAILED"},
    Entry{ErrorCode::NotFound, "NOT_FOUND"},
    Entry{ErrorCode::BadUrl, "BAD_URL"},
    Entry{ErrorCode::BadFile, "BAD_FILE"},
    Entry{ErrorCode::WriteFailed, "WRITE_FAILED"},
    Entry{ErrorCode::Builtin, "BUILTIN"},
    Entry{ErrorCode::InsecureTransport, "INSECURE_TRANSPORT"},
    Entry{ErrorCode::BadFingerprint, "BAD_FINGERPRINT"},
    Entry{ErrorCode::DeviceIdentityError, "DEVICE_IDENTITY_ERROR"},
    Entry{ErrorCode::ApprovalNotFound, "APPROVAL_NOT_FOUND"},
    Entry{ErrorCode::ApprovalNotPending, "APPROVAL_NOT_PENDING"},
    Entry{ErrorCode::ApprovalExpired, "APPROVAL_EXPIRED"},
    Entry{ErrorCode::ApprovalAlreadyResolved, "APPROVAL_ALREADY_RESOLVED"},
    Entry{ErrorCode::ApprovalResolveFailed, "APPROVAL_RESOLVE_FAILED"},
    Entry{ErrorCode::ApprovalMalformed, "APPROVAL_MALFORMED"},
    Entry{ErrorCode::ApprovalDecisionNotAllowed, "APPROVAL_DECISION_NOT_ALLOWED"},
    Entry{ErrorCode::ExecApprovalsShape, "EXEC_APPROVALS_SHAPE"},
    Entry{ErrorCode::ExecApprovalsEntry, "EXEC_APPROVALS_ENTRY"},
    Entry{ErrorCode::ExecApprovalsConflict, "EXEC_APPROVALS_CONFLICT"},
    Entry{ErrorCode::GatewayConfigConflict, "CONFIG_CONFLICT"},
    Entry{ErrorCode::HistoryOpenFailed, "HISTORY_OPEN_FAILED"},
    Entry{ErrorCode::HistorySqlError, "HISTORY_SQL_ERROR"},
    Entry{ErrorCode::HistoryMigrationFailed, "HISTORY_MIGRATION_FAILED"},
    Entry{ErrorCode::NotAToolEvent, "NOT_A_TOOL_EVENT"},
    Entry{ErrorCode::ToolEventMalformed, "TOOL_EVENT_MALFORMED"},
    Entry{ErrorCode::InvalidRequest, "INVALID_REQUEST"},
    Entry{ErrorCode::Unavailable, "UNAVAILABLE"},
    Entry{ErrorCode::NotPaired, "NOT_PAIRED"},
    Entry{ErrorCode::UnknownError, "UNKNOWN"},
    Entry{ErrorCode::ProtocolMismatch, "PROTOCOL_MISMATCH"},
    Entry{ErrorCode::AuthTokenMismatch, "AUTH_TOKEN_MISMATCH"},
    Entry{ErrorCode::AuthDeviceTokenMismatch, "AUTH_DEVICE_TOKEN_MISMATCH"},
    Entry{ErrorCode::AuthScopeMismatch, "AUTH_SCOPE_MISMATCH"},
    Entry{ErrorCode::AuthRateLimited, "AUTH_RATE_LIMITED"},
    Entry{ErrorCode::DeviceAuthNonceMismatch, "DEVICE_AUTH_NONCE_MISMATCH"},
    Entry{ErrorCode::DeviceAuthNonceRequired, "DEVICE_AUTH_NONCE_REQUIRED"},
    Entry{ErrorCode::DeviceAuthSignatureExpired, "DEVICE_AUTH_SIGNATURE_EXPIRED"},
    Entry{ErrorCode::DeviceAuthSignatureInvalid, "DEVICE_AUTH_SIGNATURE_INVALID"},
    Entry{ErrorCode::PairingRequired, "PAIRING_REQUIRED"},
    Entry{ErrorCode::MissingScope, "MISSING_SCOPE"},
    Entry{ErrorCode::Disconnected, "DISCONNECTED"},
    Entry{ErrorCode::Timeout, "TIMEOUT"},
    Entry{ErrorCode::TickTimeout, "TICK_TIMEOUT"},
    Entry{ErrorCode::NotConnected, "NOT_CONNECTED"},
    Entry{ErrorCode::PayloadTooLarge, "PAYLOAD_TOO_LARGE"},
    Entry{ErrorCode::BufferFull, "BUFFER_FULL"},
    Entry{ErrorCode::HandshakeRefused, "HANDSHAKE_REFUSED"},
    Entry{ErrorCode::TlsUntrusted, "TLS_UNTRUSTED"},
    Entry{ErrorCode::TlsPinMismatch, "TLS_PIN_MISMATCH"},
    Entry{ErrorCode::PairingExpired, "PAIRING_EXPIRED"},
    Entry{ErrorCode::ConnectionRefused, "CONNECTION_REFUSED"},
    Entry{ErrorCode::NotAGateway, "NOT_A_GATEWAY"},
    Entry{ErrorCode::TlsExpected, "TLS_EXPECTED"},
    Entry{ErrorCode::AuthTokenMissing, "AUTH_TOKEN_MISSING"},
};
static_assert(kCodes.size() == std::size_t(kLastErrorCode) - std::size_t(ErrorCode::Other));

constexpr bool inEnumOrder() {
    for (std::size_t i = 0; i < kCodes.size(); ++i) {
        if (std::size_t(kCodes[i].code) != std::size_t(ErrorCode::Other) + 1 + i)
            return false;
    }
    return true;
}
static_assert(inEnumOrder());

} // namespace

QString errorCodeText(ErrorCode code) {
    if (code == ErrorCode::None || code == ErrorCode::Other)
        return {};
    return QString::fromLatin1(kCodes[std::size_t(code) - std::size_t(ErrorCode::Other) - 1].text);
}

ErrorCode errorCodeFrom(QStringView text) {
    if (text.isEmpty())
        return ErrorCode::None;
    for (const Entry &entry : kCodes) {
        if (text == QLatin1String(entry.text))
            return entry.code;
    }
    return ErrorCode::Other;
}

ErrorCode errorCodeOf(const Error &error) {
    return errorCodeFrom(error.code);
}

Error makeError(ErrorCode code, const QString &message, const QString &where) {
    return Error{errorCodeText(code), message, where};
}

ErrorFamily errorFamily(QStringView text) {
    if (text.startsWith(QLatin1String("AUTH_")))
        return ErrorFamily::Auth;
    if (text.startsWith(QLatin1String("DEVICE_")))
        return ErrorFamily::Device;
    if (text.startsWith(QLatin1String("PAIRING_")))
        return ErrorFamily::Pairing;
    if (text.startsWith(QLatin1String("TLS_")))
        return ErrorFamily::Tls;
    return ErrorFamily::Other;
}

} // namespace toolgate::core
