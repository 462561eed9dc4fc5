// SPDX-License-Identifier: MIT
#pragma once

// Internal to core/schema: the limits that keep hostile schemas from exhausting the stack or
// memory, and the exception the passes use to abort (caught at the public API, never escapes).

#include "schema/schemalimits.h"

#include <QString>

#include <cstddef>

namespace toolgate::core::schemaguard {

struct LimitExceeded {
    QString code;
    QString message;
};

[[noreturn]] void throwDepthExceeded();
[[noreturn]] void throwExpansionExceeded();

// Counts nodes created by $ref expansion for one normalisation.
class ExpansionBudget {
public:
    void spend(std::size_t nodes) {
        m_spent += nodes;
        if (m_spent > SchemaLimits::maxExpandedNodes)
            throwExpansionExceeded();
    }

private:
    std::size_t m_spent = 0;
};

inline void checkDepth(std::size_t depth, std::size_t limit = SchemaLimits::maxDepth) {
    if (depth > limit)
        throwDepthExceeded();
}

} // namespace toolgate::core::schemaguard
