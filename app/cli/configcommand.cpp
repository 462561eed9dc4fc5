// SPDX-License-Identifier: MIT
#include "clicommon.h"

namespace toolgate::cli {

// Placeholder until the config commands land; says so instead of pretending to work.
int runConfigCommand(const QStringList &)
{
    return badInput(QStringLiteral("toolgate-cli config: not available in this build yet"));
}

} // namespace toolgate::cli
