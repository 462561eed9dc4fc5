// SPDX-License-Identifier: MIT
#include "clicommon.h"

namespace toolgate::cli {

// Placeholder until the loops benchmark lands; says so instead of pretending to work.
int runLoopsBench(const QString &)
{
    return badInput(QStringLiteral("toolgate-cli bench loops: not available in this build yet"));
}

} // namespace toolgate::cli
