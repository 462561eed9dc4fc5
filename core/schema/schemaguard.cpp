// SPDX-License-Identifier: MIT
#include "schema/schemaguard.h"

namespace toolgate::core::schemaguard {

void throwDepthExceeded() {
    throw LimitExceeded{QString::fromLatin1(kSchemaDepthError),
                        QStringLiteral("Tool schema nests deeper than the limit of %1 levels.")
                            .arg(SchemaLimits::maxDepth)};
}

void throwExpansionExceeded() {
    throw LimitExceeded{
        QString::fromLatin1(kSchemaExpansionError),
        QStringLiteral("Tool schema expands to more than %1 nodes while inlining $ref definitions.")
            .arg(SchemaLimits::maxExpandedNodes)};
}

} // namespace toolgate::core::schemaguard
