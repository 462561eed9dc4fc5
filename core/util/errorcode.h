// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QStringView>

namespace toolgate::core {

struct Error;

// Every error code Toolgate makes or reads, in one place. Codes travel as text (core::Error::code,
// the gateway's `error.code` / `details.code`, ConnectionStatus::errorCode, the CLI's JSON) so the
// wire stays as it is; code compares them as this enum. A code not listed here reads as Other and
// keeps its text where it is stored. The console words each one in ui/errortext.cpp.
enum class ErrorCode {
    None,  // no code (empty text)
    Other, // a code not in this list

    // Files and parsing
    IoRead,     // io.read
    IoWrite,    // io.write
    IoNoPath,   // io.noPath
    JsonParse,  // json.parse
    Json5Parse, // json5.parse

    // Config edits
    ConfigNotObject,    // config.notObject
    ConfigNotFound,     // config.notFound
    ConfigConflict,     // config.conflict
    ConfigPath,         // config.path
    ConfigPatch,        // config.patch
    ConfigNonFinite,    // config.nonFinite
    ConfigCommentsLost, // config.commentsLost
    ExecModeMixed,      // exec.modeMixed
    ExecBadValue,       // exec.badValue
    ExecBadKey,         // exec.badKey
    SafetyBadValue,     // safety.badValue

    // Config findings: validation (OpenClaw's schema and rules) and the safety lint
    ConfigInvalidType,                // config.invalidType
    ConfigProviderNotObject,          // config.providerNotObject
    ConfigSenderNotObject,            // config.senderNotObject
    ConfigInvalidProfile,             // config.invalidProfile
    ConfigAllowWithAlsoAllow,         // config.allowWithAlsoAllow
    ConfigUnrecognizedKey,            // config.unrecognizedKey
    ConfigOwnershipRequired,          // config.ownershipRequired
    ConfigInvalidRoster,              // config.invalidRoster
    ConfigInvalidAgentId,             // config.invalidAgentId
    ConfigDuplicateAgentId,           // config.duplicateAgentId
    ConfigDefaultMarkers,             // config.defaultMarkers
    ConfigRetiredLoopKey,             // config.retiredLoopDetectionKey
    ConfigLegacyAgentsList,           // config.legacyAgentsList
    ConfigMissingAgentId,             // config.missingAgentId
    ConfigProfileNotApplicable,       // config.profileNotApplicable
    SafetyApplyPatchOutsideWorkspace, // safety.applyPatchOutsideWorkspace
    SafetySafeBinInterpreter,         // safety.safeBinInterpreter
    SafetyPrivateNetwork,             // safety.privateNetwork
    SafetyHostnameAllowedAndBlocked,  // safety.hostnameAllowedAndBlocked
    SafetyFetchAboveCap,              // safety.fetchAboveCap
    SafetyElevatedWidened,            // safety.elevatedWidened

    ScopeNameEmpty,    // scope.nameEmpty
    ScopeNameTaken,    // scope.nameTaken
    ScopeNameInvalid,  // scope.nameInvalid
    ScopeExists,       // scope.exists
    ScopeSenderPrefix, // scope.senderPrefix
    ScopeNotAddable,   // scope.notAddable
    ScopeNotRemovable, // scope.notRemovable

    // Test data and the demo
    SchemaCase,      // schema.case
    PolicyCase,      // policy.case
    CatalogInvalid,  // catalog.invalid
    LoopsHeader,     // loops.header
    ScenarioUnknown, // scenario.unknown
    ScenarioParse,   // scenario.parse
    ScenarioInvalid, // scenario.invalid
    DemoListen,      // demo.listen
    BenchFailed,     // BENCH_FAILED

    // Saved connections
    NotFound,            // NOT_FOUND (also a gateway error.code)
    BadUrl,              // BAD_URL
    BadFile,             // BAD_FILE
    WriteFailed,         // WRITE_FAILED
    Builtin,             // BUILTIN
    InsecureTransport,   // INSECURE_TRANSPORT
    BadFingerprint,      // BAD_FINGERPRINT
    DeviceIdentityError, // DEVICE_IDENTITY_ERROR

    // Approvals, exec approvals and history
    ApprovalNotFound,           // APPROVAL_NOT_FOUND
    ApprovalNotPending,         // APPROVAL_NOT_PENDING
    ApprovalExpired,            // APPROVAL_EXPIRED
    ApprovalAlreadyResolved,    // APPROVAL_ALREADY_RESOLVED
    ApprovalResolveFailed,      // APPROVAL_RESOLVE_FAILED
    ApprovalMalformed,          // APPROVAL_MALFORMED
    ApprovalDecisionNotAllowed, // APPROVAL_DECISION_NOT_ALLOWED
    ExecApprovalsShape,         // EXEC_APPROVALS_SHAPE
    ExecApprovalsEntry,         // EXEC_APPROVALS_ENTRY
    ExecApprovalsConflict,      // EXEC_APPROVALS_CONFLICT
    GatewayConfigConflict,      // CONFIG_CONFLICT
    HistoryOpenFailed,          // HISTORY_OPEN_FAILED
    HistorySqlError,            // HISTORY_SQL_ERROR
    HistoryMigrationFailed,     // HISTORY_MIGRATION_FAILED
    NotAToolEvent,              // NOT_A_TOOL_EVENT
    ToolEventMalformed,         // TOOL_EVENT_MALFORMED

    // The gateway's error.code
    InvalidRequest,   // INVALID_REQUEST
    Unavailable,      // UNAVAILABLE
    NotPaired,        // NOT_PAIRED
    UnknownError,     // UNKNOWN (an error object without a code)
    ProtocolMismatch, // PROTOCOL_MISMATCH

    // The gateway's details.code
    AuthTokenMismatch,          // AUTH_TOKEN_MISMATCH
    AuthDeviceTokenMismatch,    // AUTH_DEVICE_TOKEN_MISMATCH
    AuthScopeMismatch,          // AUTH_SCOPE_MISMATCH
    AuthRateLimited,            // AUTH_RATE_LIMITED
    DeviceAuthNonceMismatch,    // DEVICE_AUTH_NONCE_MISMATCH
    DeviceAuthNonceRequired,    // DEVICE_AUTH_NONCE_REQUIRED
    DeviceAuthSignatureExpired, // DEVICE_AUTH_SIGNATURE_EXPIRED
    DeviceAuthSignatureInvalid, // DEVICE_AUTH_SIGNATURE_INVALID
    PairingRequired,            // PAIRING_REQUIRED
    MissingScope,               // MISSING_SCOPE

    // The gateway client's own failures
    Disconnected,      // DISCONNECTED
    Timeout,           // TIMEOUT
    TickTimeout,       // TICK_TIMEOUT
    NotConnected,      // NOT_CONNECTED
    PayloadTooLarge,   // PAYLOAD_TOO_LARGE
    BufferFull,        // BUFFER_FULL
    HandshakeRefused,  // HANDSHAKE_REFUSED
    TlsUntrusted,      // TLS_UNTRUSTED
    TlsPinMismatch,    // TLS_PIN_MISMATCH
    PairingExpired,    // PAIRING_EXPIRED
    ConnectionRefused, // CONNECTION_REFUSED: nothing listens at the address
    NotAGateway,       // NOT_A_GATEWAY: an HTTP server that does not upgrade to a WebSocket
    TlsExpected,       // TLS_EXPECTED: ws:// to a port that speaks TLS
    AuthTokenMissing,  // AUTH_TOKEN_MISSING: the gateway wants a token and none is set
};

// The last value, for tests and tables that walk them all.
inline constexpr ErrorCode kLastErrorCode = ErrorCode::AuthTokenMissing;

// The text of a code as it is stored and sent; empty for None and Other.
QString errorCodeText(ErrorCode code);
// The code for a text; None for empty, Other for a text not in the list.
ErrorCode errorCodeFrom(QStringView text);

// Families the gateway extends over time: a code not (yet) listed still says what it is about.
enum class ErrorFamily { Other, Auth, Device, Pairing, Tls };
ErrorFamily errorFamily(QStringView text);

// The code of a core::Error (whose `code` is the text, so a code from elsewhere survives).
ErrorCode errorCodeOf(const Error &error);
Error makeError(ErrorCode code, const QString &message, const QString &where = {});

} // namespace toolgate::core
