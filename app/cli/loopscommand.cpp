// SPDX-License-Identifier: MIT
#include "clicommon.h"

namespace toolgate::cli {

// Placeholder until the loops commands land; says so instead of pretending to work.
int runLoopsCommand(const QStringList &)
{
    return badInput(QStringLiteral("toolgate-cli loops: not available in this build yet"));
}

} // namespace toolgate::cli
