// SPDX-License-Identifier: MIT
#include "clicommon.h"

namespace toolgate::cli {

// Placeholder until the approvals commands land; says so instead of pretending to work.
int runApprovalsCommand(const QStringList &)
{
    return badInput(QStringLiteral("toolgate-cli approvals: not available in this build yet"));
}

} // namespace toolgate::cli
