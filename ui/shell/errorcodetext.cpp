// SPDX-License-Identifier: MIT
// ErrorText::forCode: the one place that words an error code for the console.
#include "ui/shell/errortext.h"

namespace toolgate::ui {

using core::ErrorCode;

QString ErrorText::forCode(ErrorCode code, const QString &detail) {
    switch (code) {
    case ErrorCode::None:
    case ErrorCode::Other:
        return {};
    case ErrorCode::IoRead:
        return tr("The file could not be read (%1).").arg(detail);
    case ErrorCode::IoWrite:
        return tr("The file could not be written (%1). Nothing was changed.").arg(detail);
    case ErrorCode::IoNoPath:
        return tr("The configuration has no file yet.");
    case ErrorCode::JsonParse:
    case ErrorCode::Json5Parse:
        return tr("This is not valid JSON or JSON5 (%1).").arg(detail);
    case ErrorCode::ConfigNotObject:
        return tr("The configuration must be a JSON object.");
    case ErrorCode::ConfigNotFound:
        return tr("That setting is not in the configuration.");
    case ErrorCode::ConfigConflict:
        return tr("The configuration changed in a way that conflicts with this edit.");
    case ErrorCode::ConfigPath:
        return tr("That is not a valid place in the configuration (%1).").arg(detail);
    case ErrorCode::ConfigPatch:
        return tr("The change could not be applied to the configuration (%1).").arg(detail);
    case ErrorCode::ConfigNonFinite:
        return tr("Infinity or NaN cannot be saved as JSON: change the value first.");
    case ErrorCode::ConfigCommentsLost:
        return tr("Saving would drop comments from the file (%1).").arg(detail);
    case ErrorCode::ExecModeMixed:
        return tr("exec.mode cannot be combined with exec.security or exec.ask in the same "
                  "object (%1).")
            .arg(detail);
    case ErrorCode::ExecBadValue:
    case ErrorCode::SafetyBadValue:
        return tr("That value is not allowed here (%1).").arg(detail);
    case ErrorCode::ConfigInvalidType:
        return tr("This value has a type OpenClaw does not accept here.");
    case ErrorCode::ConfigProviderNotObject:
        return tr("A byProvider entry must be an object holding tool lists.");
    case ErrorCode::ConfigSenderNotObject:
        return tr("A toolsBySender entry must be an object holding tool lists.");
    case ErrorCode::ConfigInvalidProfile:
        return tr("This is not a tool profile OpenClaw knows.");
    case ErrorCode::ConfigAllowWithAlsoAllow:
        return tr("allow and alsoAllow are both set in one list: keep one of them.");
    case ErrorCode::ConfigUnrecognizedKey:
        return tr("OpenClaw does not know this key; the gateway refuses the config until it goes.");
    case ErrorCode::ConfigOwnershipRequired:
        return tr("Several agents need agents.ownership set to \"explicit\" (or one default "
                  "agent).");
    case ErrorCode::ConfigInvalidRoster:
        return tr("The agent roster is not in a shape OpenClaw accepts.");
    case ErrorCode::ConfigInvalidAgentId:
        return tr("This is not a valid agent id: letters, digits, _ and -, up to 64 characters.");
    case ErrorCode::ConfigDuplicateAgentId:
        return tr("This agent id is defined more than once.");
    case ErrorCode::ConfigDefaultMarkers:
        return tr("Too many agents are marked as the default.");
    case ErrorCode::ConfigRetiredLoopKey:
        return tr("This loop-detection setting is retired and has no effect; the migration "
                  "removes it.");
    case ErrorCode::ConfigLegacyAgentsList:
        return tr("agents.list is the old agent roster; the migration moves it to agents.entries.");
    case ErrorCode::ConfigMissingAgentId:
        return tr("This agent has no id.");
    case ErrorCode::ConfigProfileNotApplicable:
        return tr("A profile has no effect in this place.");
    case ErrorCode::SafetyApplyPatchOutsideWorkspace:
        return tr("apply_patch may change files outside the workspace.");
    case ErrorCode::SafetySafeBinInterpreter:
        return tr("A safe bin runs arbitrary code without an approval.");
    case ErrorCode::SafetyPrivateNetwork:
        return tr("web_fetch may reach private-network addresses.");
    case ErrorCode::SafetyHostnameAllowedAndBlocked:
        return tr("A host is both allowed and blocked; blocked wins.");
    case ErrorCode::SafetyFetchAboveCap:
        return tr("maxChars is above its cap, so the cap applies.");
    case ErrorCode::SafetyElevatedWidened:
        return tr("An agent cannot widen elevated access beyond the global setting.");
    case ErrorCode::ExecBadKey:
        return tr("That exec setting does not exist (%1).").arg(detail);
    case ErrorCode::ScopeNameEmpty:
        return tr("Type a name.");
    case ErrorCode::ScopeNameTaken:
        return tr("%1 already exists.").arg(detail);
    case ErrorCode::ScopeNameInvalid:
        return tr("That name is not valid here (%1).").arg(detail);
    case ErrorCode::ScopeExists:
        return tr("That scope already exists.");
    case ErrorCode::ScopeSenderPrefix:
        return tr("Start with channel:, id:, e164:, username: or name: — or use * for every "
                  "sender.");
    case ErrorCode::ScopeNotAddable:
        return tr("This scope cannot be added here.");
    case ErrorCode::ScopeNotRemovable:
        return tr("This scope cannot be removed: %1").arg(detail);
    case ErrorCode::SchemaCase:
    case ErrorCode::PolicyCase:
        return tr("This test case file is not valid (%1).").arg(detail);
    case ErrorCode::CatalogInvalid:
        return tr("The tool catalog is not valid (%1).").arg(detail);
    case ErrorCode::LoopsHeader:
        return tr("This is not a tool-call trace Toolgate can replay (%1).").arg(detail);
    case ErrorCode::ScenarioUnknown:
        return tr("There is no demo scenario with that name (%1).").arg(detail);
    case ErrorCode::ScenarioParse:
    case ErrorCode::ScenarioInvalid:
        return tr("The demo scenario is not valid (%1).").arg(detail);
    case ErrorCode::DemoListen:
        return tr("The demo gateway could not listen (%1).").arg(detail);
    case ErrorCode::BenchFailed:
        return tr("The benchmark failed (%1).").arg(detail);
    case ErrorCode::NotFound:
        return tr("No such connection.");
    case ErrorCode::BadUrl:
        return tr("The address is not a ws:// or wss:// address.");
    case ErrorCode::BadFile:
        return tr("The saved connections file is not valid (%1).").arg(detail);
    case ErrorCode::WriteFailed:
        return tr("The saved connections could not be written (%1). Nothing was changed.")
            .arg(detail);
    case ErrorCode::Builtin:
        return tr("The built-in demo connection cannot be changed or removed.");
    case ErrorCode::InsecureTransport:
        return tr("Plain ws:// to another host would send the gateway token "
                  "unencrypted: use wss://, or allow unencrypted ws:// for this "
                  "connection explicitly.");
    case ErrorCode::BadFingerprint:
        return tr("That is not a SHA-256 certificate fingerprint.");
    case ErrorCode::DeviceIdentityError:
        return tr("The device identity could not be used (%1).").arg(detail);
    case ErrorCode::ApprovalNotFound:
        return tr("The gateway no longer knows this approval request.");
    case ErrorCode::ApprovalNotPending:
    case ErrorCode::ApprovalAlreadyResolved:
        return tr("This approval request was already resolved.");
    case ErrorCode::ApprovalExpired:
        return tr("This approval request has expired.");
    case ErrorCode::ApprovalResolveFailed:
        return tr("The decision could not be sent to the gateway (%1).").arg(detail);
    case ErrorCode::ApprovalMalformed:
        return tr("The gateway sent an approval request Toolgate cannot read (%1).").arg(detail);
    case ErrorCode::ApprovalDecisionNotAllowed:
        return tr("That decision is not offered for this approval request.");
    case ErrorCode::ExecApprovalsShape:
    case ErrorCode::ExecApprovalsEntry:
        return tr("The exec approvals file is not valid (%1).").arg(detail);
    case ErrorCode::ExecApprovalsConflict:
    case ErrorCode::GatewayConfigConflict:
        return tr("Someone else changed it on the gateway meanwhile: reload and apply again.");
    case ErrorCode::HistoryOpenFailed:
    case ErrorCode::HistorySqlError:
    case ErrorCode::HistoryMigrationFailed:
        return tr("The approval history could not be read or written (%1).").arg(detail);
    case ErrorCode::NotAToolEvent:
    case ErrorCode::ToolEventMalformed:
        return tr("The gateway sent a tool event Toolgate cannot read (%1).").arg(detail);
    case ErrorCode::InvalidRequest:
        return tr("The gateway refused the request (%1).").arg(detail);
    case ErrorCode::Unavailable:
        return tr("The gateway is busy or starting; Toolgate tries again.");
    case ErrorCode::NotPaired:
    case ErrorCode::PairingRequired:
    case ErrorCode::PairingExpired:
        return tr("This device was not paired: connect again to ask the gateway's owner anew.");
    case ErrorCode::UnknownError:
        return tr("The gateway reported an error without a code (%1).").arg(detail);
    case ErrorCode::ProtocolMismatch:
        return tr("The gateway does not speak protocol 4; Toolgate needs an OpenClaw gateway "
                  "2026.9 or newer.");
    case ErrorCode::AuthTokenMismatch:
    case ErrorCode::AuthRateLimited:
        return tr("The gateway refused the token (%1): check the gateway auth token and "
                  "reconnect.")
            .arg(errorCodeText(code));
    case ErrorCode::AuthDeviceTokenMismatch:
        return tr("The saved device token was refused: connect once with the gateway token to "
                  "get a new one.");
    case ErrorCode::AuthScopeMismatch:
        return tr("The gateway knows this device, but its approved scopes do not cover what "
                  "Toolgate asks for: approve the device's scope upgrade on the gateway host, or "
                  "connect once with the gateway token to request it.");
    case ErrorCode::DeviceAuthNonceMismatch:
    case ErrorCode::DeviceAuthNonceRequired:
    case ErrorCode::DeviceAuthSignatureExpired:
    case ErrorCode::DeviceAuthSignatureInvalid:
        return tr("The gateway refused this device identity (%1): remove the identity file to "
                  "create a new one, then reconnect.")
            .arg(errorCodeText(code));
    case ErrorCode::MissingScope:
        return tr("The gateway did not grant the scopes an approval console needs.");
    case ErrorCode::Disconnected:
        return tr("The connection to the gateway was lost (%1).").arg(detail);
    case ErrorCode::Timeout:
    case ErrorCode::TickTimeout:
        return tr("The gateway did not answer in time.");
    case ErrorCode::NotConnected:
        return tr("Not connected to a gateway.");
    case ErrorCode::PayloadTooLarge:
        return tr("The message is larger than the gateway accepts.");
    case ErrorCode::BufferFull:
        return tr("Too much is waiting to be sent to the gateway; try again shortly.");
    case ErrorCode::HandshakeRefused:
        return tr("The gateway closed the connection during the handshake. Check the client "
                  "settings and the gateway version.");
    case ErrorCode::TlsUntrusted:
        return tr("The gateway's TLS certificate is not trusted.");
    case ErrorCode::TlsPinMismatch:
        return tr("The gateway's TLS certificate does not match the pinned fingerprint.");
    case ErrorCode::ConnectionRefused:
        return tr("Connection refused: nothing is listening at that address. Is the gateway "
                  "running, and is the port right?");
    case ErrorCode::NotAGateway:
        return tr("Not a gateway: the server at that address answered HTTP but is not an "
                  "OpenClaw gateway (no WebSocket upgrade). Check the port.");
    case ErrorCode::TlsExpected:
        return tr("The gateway at that address speaks TLS: use wss:// instead of ws://.");
    case ErrorCode::AuthTokenMissing:
        return tr("The gateway requires a token and this connection has none: add the gateway "
                  "token (Connections > Edit…, or --token-file).");
    }
    return {};
}

} // namespace toolgate::ui
