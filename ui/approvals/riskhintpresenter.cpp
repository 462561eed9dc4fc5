// SPDX-License-Identifier: MIT
#include "ui/approvals/riskhintpresenter.h"

namespace toolgate::ui {

QString RiskHintPresenter::text(const core::RiskHint &hint) {
    using core::RiskHintKind;
    switch (hint.kind) {
    case RiskHintKind::InlineEval:
        return tr("Runs code given inline on the command line (%1).").arg(hint.evidence);
    case RiskHintKind::ShellMetacharacters:
        return tr("Uses shell syntax (%1): more than one command may run.").arg(hint.evidence);
    case RiskHintKind::Sudo:
        return tr("Asks for elevated privileges (%1).").arg(hint.evidence);
    case RiskHintKind::RecursiveDelete:
        return tr("Deletes recursively without asking (%1).").arg(hint.evidence);
    case RiskHintKind::NetworkTool:
        return tr("Talks to the network (%1).").arg(hint.evidence);
    case RiskHintKind::WriteOutsideCwd:
        return tr("Writes outside the working directory (%1).").arg(hint.evidence);
    }
    return {};
}

} // namespace toolgate::ui
