// SPDX-License-Identifier: MIT
#include "clicommon.h"

namespace toolgate::cli {

// Placeholder until the policy commands land; says so instead of pretending to work.
int runPolicyCommand(const QStringList &)
{
    return badInput(QStringLiteral("toolgate-cli policy: not available in this build yet"));
}

} // namespace toolgate::cli
