// SPDX-License-Identifier: MIT
#include "clicommon.h"

namespace toolgate::cli {

// Placeholder until the policy benchmark lands; says so instead of pretending to work.
int runPolicyBench(const QString &)
{
    return badInput(QStringLiteral("toolgate-cli bench policy: not available in this build yet"));
}

} // namespace toolgate::cli
