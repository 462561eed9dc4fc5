// SPDX-License-Identifier: MIT
#include "ui/shell/errortext.h"

#include "config/configfinding.h"
#include "gateway/connectionstatus.h"
#include "policy/explain.h"
#include "util/errorcode.h"
#include "util/result.h"

#include <QDateTime>

namespace toolgate::ui {

namespace {

QString fromStd(const std::string &text) {
    return QString::fromStdString(text);
}

} // namespace

QString ErrorText::forFinding(const core::ConfigFinding &finding) {
    const QString sentence = forCode(finding.code, finding.path.toString());
    return sentence.isEmpty() ? finding.message : sentence;
}

QString ErrorText::describe(const core::Error &error) {
    const QString sentence = forCode(core::errorCodeOf(error), error.message);
    if (sentence.isEmpty())
        return error.toString();
    return error.where.isEmpty() ? sentence : tr("%1: %2").arg(error.where, sentence);
}

QString ErrorText::blockedReason(const core::PolicyExplanation &explanation) {
    const QString tool = fromStd(explanation.tool);
    switch (explanation.blocked) {
    case core::ExplainBlock::None:
        return {};
    case core::ExplainBlock::NotInToolList:
        return tr("“%1” is not in the run's tool list, so no policy can make it available.")
            .arg(tool);
    case core::ExplainBlock::MessageProvider:
        return tr("The message-provider filter removes %1 for this channel before any policy "
                  "step; no config entry can bring it back.")
            .arg(tool);
    case core::ExplainBlock::ModelProvider:
        return tr("The model's native web search replaces web_search for this provider; it is "
                  "removed before the policy pipeline.");
    case core::ExplainBlock::SubagentDefault:
        return tr("%1 is on OpenClaw's built-in subagent deny list; no allow entry can lift it.")
            .arg(tool);
    case core::ExplainBlock::OwnerOnly:
        return tr("%1 is an owner-only tool and the sender is not the owner.").arg(tool);
    case core::ExplainBlock::RuntimeAllow:
        return tr("The run's own toolsAllow cap does not include %1; it is set by the caller.")
            .arg(tool);
    case core::ExplainBlock::AgentSelection:
        if (explanation.blockedReason.rfind("AGENT_SELECTION_REQUIRED", 0) == 0)
            return tr("OpenClaw refuses this run until an agent is selected.");
        return fromStd(explanation.blockedReason);
    case core::ExplainBlock::Unresolved:
        return tr("No config change found that lets it through.");
    }
    return fromStd(explanation.blockedReason);
}

QString ErrorText::explanationSummary(const core::PolicyExplanation &explanation) {
    const QString tool = fromStd(explanation.tool);
    if (explanation.allowed)
        return tr("%1 is available in this run.").arg(tool);
    const QString step = fromStd(explanation.stepLabel);
    if (explanation.blocked != core::ExplainBlock::None) {
        const QString reason = blockedReason(explanation);
        return step.isEmpty() ? reason : tr("%1 is removed by %2. %3").arg(tool, step, reason);
    }
    QString summary = explanation.reason.denied
                          ? tr("%1 is removed by %2: denied by “%3”.")
                                .arg(tool, step, fromStd(explanation.reason.configEntry))
                          : tr("%1 is removed by %2: not in the allow list.").arg(tool, step);
    if (!explanation.fixIssues.empty())
        summary += QLatin1Char(' ') + tr("Note: OpenClaw would reject the edited config (%1).")
                                          .arg(fromStd(explanation.fixIssues.front()));
    return summary;
}

QString ErrorText::fixSentence(const core::PolicyFix &fix) {
    const QString sentence = fixAction(fix);
    if (fix.alsoAffects.empty())
        return sentence;
    QStringList others;
    for (const std::string &id : fix.alsoAffects)
        others << fromStd(id);
    return sentence + u' ' +
           tr("This is the global scope: it also applies to agent(s) %1.")
               .arg(others.join(QStringLiteral(", ")));
}

QString ErrorText::fixAction(const core::PolicyFix &fix) {
    const QString entry = fromStd(fix.entry);
    const QString path = fromStd(fix.path);
    if (fix.action == core::PolicyFix::Action::Remove)
        return tr("Remove “%1” from %2.").arg(entry, path);
    switch (fix.why) {
    case core::PolicyFix::Why::SandboxDefaultDeny:
        return tr("Add “%1” to %2 (lifts the sandbox default deny).").arg(entry, path);
    case core::PolicyFix::Why::LocalModelLean:
        return tr("Add “%1” to %2 (exempts it from local-model lean).").arg(entry, path);
    case core::PolicyFix::Why::KeepGlobalAlsoAllow:
        return tr("Add “%1” to %2 (kept from tools.alsoAllow, which the agent's own list "
                  "replaces).")
            .arg(entry, path);
    case core::PolicyFix::Why::AllowList:
        break;
    }
    return tr("Add “%1” to %2.").arg(entry, path);
}

QString ErrorText::connectionState(gateway::ConnectionState state) {
    switch (state) {
    case gateway::ConnectionState::Disconnected:
        return tr("disconnected");
    case gateway::ConnectionState::Connecting:
        return tr("connecting");
    case gateway::ConnectionState::Handshaking:
        return tr("handshaking");
    case gateway::ConnectionState::Connected:
        return tr("connected");
    case gateway::ConnectionState::WaitingToRetry:
        return tr("waiting to retry");
    case gateway::ConnectionState::Failed:
        return tr("failed");
    }
    return {};
}

// Why a connection attempt failed, in the words the CLI uses too; empty for other codes.
QString ErrorText::connectReason(core::ErrorCode id) {
    switch (id) {
    case core::ErrorCode::ConnectionRefused:
    case core::ErrorCode::NotAGateway:
    case core::ErrorCode::TlsExpected:
    case core::ErrorCode::AuthTokenMissing:
        return forCode(id);
    default:
        return {};
    }
}

QString ErrorText::healthLine(const gateway::ConnectionStatus &status, const QString &address,
                              const QString &serverVersion) {
    const QString &code = status.errorCode;
    const core::ErrorCode id = core::errorCodeFrom(code);
    const int seconds = status.retrySecondsLeft(QDateTime::currentMSecsSinceEpoch());
    switch (status.state) {
    case gateway::ConnectionState::Connected:
        if (status.missingScopes.isEmpty())
            return tr("Connected to OpenClaw %1.").arg(serverVersion);
        return tr("Connected to OpenClaw %1, but the gateway did not grant %2: agents' approvals "
                  "will not reach this console. Connect with a device identity and the gateway "
                  "token, or approve the device's scopes on the gateway.")
            .arg(serverVersion, status.missingScopes.join(QStringLiteral(", ")));
    case gateway::ConnectionState::Connecting:
        return tr("Connecting to %1…").arg(address);
    case gateway::ConnectionState::Handshaking:
        return tr("Connected; waiting for the gateway's challenge.");
    case gateway::ConnectionState::WaitingToRetry:
        if (id == core::ErrorCode::PairingRequired)
            return status.pairingRequestId.isEmpty()
                       ? tr("This device waits to be paired: approve it on the gateway host with "
                            "`openclaw devices approve`; it connects by itself once approved.")
                       : tr("This device waits to be paired: on the gateway host run `openclaw "
                            "devices approve %1`; it connects by itself once approved.")
                             .arg(status.pairingRequestId);
        if (const QString reason = connectReason(id); !reason.isEmpty())
            return tr("%1 Trying again in %n s.", nullptr, seconds).arg(reason);
        return tr("Not connected (%1); trying again in %n s.", nullptr, seconds).arg(code);
    case gateway::ConnectionState::Failed:
        break;
    case gateway::ConnectionState::Disconnected:
        return code.isEmpty() ? tr("Disconnected.") : tr("Disconnected (%1).").arg(code);
    }
    switch (id) {
    case core::ErrorCode::TlsPinMismatch:
        return tr("The TLS certificate of %1 does not match the pin: expected %2, the gateway "
                  "presented %3. Nothing was sent. If the gateway's certificate was replaced on "
                  "purpose, update the pin.")
            .arg(address, status.tlsExpected, status.tlsPresented);
    case core::ErrorCode::TlsUntrusted:
        return tr("The TLS certificate of %1 is not trusted; its SHA-256 fingerprint is %2. Trust "
                  "it only if it matches the gateway's own certificate.")
            .arg(address, status.tlsPresented);
    case core::ErrorCode::ProtocolMismatch:
    case core::ErrorCode::AuthDeviceTokenMismatch:
    case core::ErrorCode::AuthScopeMismatch:
    case core::ErrorCode::PairingRequired:
    case core::ErrorCode::PairingExpired:
    case core::ErrorCode::InsecureTransport:
    case core::ErrorCode::BadUrl:
    case core::ErrorCode::HandshakeRefused:
        return forCode(id, status.message);
    default:
        if (const QString reason = connectReason(id); !reason.isEmpty())
            return reason;
        break;
    }
    // Codes the gateway may add later still say which family they belong to.
    switch (core::errorFamily(code)) {
    case core::ErrorFamily::Auth:
        return tr("The gateway refused the token (%1): check the gateway auth token and "
                  "reconnect.")
            .arg(code);
    case core::ErrorFamily::Device:
        return tr("The gateway refused this device identity (%1): remove the identity file to "
                  "create a new one, then reconnect.")
            .arg(code);
    default:
        break;
    }
    return status.message;
}

} // namespace toolgate::ui
