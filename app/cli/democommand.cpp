// SPDX-License-Identifier: MIT
#include "clicommon.h"

namespace toolgate::cli {

// Placeholder until the demo commands land; says so instead of pretending to work.
int runDemoCommand(const QStringList &)
{
    return badInput(QStringLiteral("toolgate-cli demo: not available in this build yet"));
}

} // namespace toolgate::cli
