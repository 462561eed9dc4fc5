// SPDX-License-Identifier: MIT
#include "clicommon.h"

namespace toolgate::cli {

// Placeholder until the schema commands land; says so instead of pretending to work.
int runSchemaCommand(const QStringList &)
{
    return badInput(QStringLiteral("toolgate-cli schema: not available in this build yet"));
}

} // namespace toolgate::cli
