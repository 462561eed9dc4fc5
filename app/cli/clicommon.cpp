// SPDX-License-Identifier: MIT
#include "clicommon.h"

namespace toolgate::cli {

QTextStream &out()
{
    static QTextStream stream(stdout);
    return stream;
}

QTextStream &err()
{
    static QTextStream stream(stderr);
    return stream;
}

int badInput(const QString &line)
{
    err() << line << Qt::endl;
    return kExitBadInput;
}

} // namespace toolgate::cli
