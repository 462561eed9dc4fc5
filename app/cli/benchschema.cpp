// SPDX-License-Identifier: MIT
#include "clicommon.h"

namespace toolgate::cli {

// Placeholder until the schema benchmark lands; says so instead of pretending to work.
int runSchemaBench(const QString &)
{
    return badInput(QStringLiteral("toolgate-cli bench schema: not available in this build yet"));
}

} // namespace toolgate::cli
