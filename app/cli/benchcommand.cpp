// SPDX-License-Identifier: MIT
#include "clicommon.h"

namespace toolgate::cli {

// Placeholder until the bench commands land; says so instead of pretending to work.
int runBenchCommand(const QStringList &)
{
    return badInput(QStringLiteral("toolgate-cli bench: not available in this build yet"));
}

} // namespace toolgate::cli
