// SPDX-License-Identifier: MIT
#include "approvals/allowalwayseffect.h"

#include "approvals/riskhints.h"

#include <algorithm>

namespace toolgate::core {

AllowAlwaysEffect allowAlwaysEffectFor(const ApprovalRequest &request) {
    AllowAlwaysEffect effect;
    if (!request.allowsDecision(ApprovalDecision::AllowAlways) ||
        request.kind == ApprovalKind::SystemAgent)
        return effect;
    if (request.kind == ApprovalKind::Plugin) {
        effect.store = AllowAlwaysStore::PluginDecision;
        return effect;
    }
    if (!request.cronJobId.isEmpty() && !request.cronOperationBinding.trimmed().isEmpty() &&
        !request.agentId.trimmed().isEmpty()) {
        effect.store = AllowAlwaysStore::CronStandingGrant;
        return effect;
    }
    const std::vector<RiskHint> hints = riskHintsFor(request);
    const bool inlineEval = std::any_of(hints.cbegin(), hints.cend(), [](const RiskHint &hint) {
        return hint.kind == RiskHintKind::InlineEval;
    });
    const QString text = request.commandArgv.isEmpty() ? request.command
                                                       : request.commandArgv.join(QLatin1Char(' '));
    const bool runtimePayload =
        text.contains(QLatin1String("$(")) || text.contains(QLatin1Char('`'));
    if (inlineEval || runtimePayload) {
        effect.store = AllowAlwaysStore::OnceOnly;
        effect.downgradeReason =
            inlineEval ? QStringLiteral("inline-eval") : QStringLiteral("runtime-payload");
        return effect;
    }
    effect.store = AllowAlwaysStore::AllowlistEntry;
    return effect;
}

} // namespace toolgate::core
