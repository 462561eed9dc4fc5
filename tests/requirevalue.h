// SPDX-License-Identifier: MIT
#pragma once

// Fixture helpers return values, so QVERIFY (which returns void) cannot guard them, and Q_ASSERT
// compiles out in RelWithDebInfo: a broken fixture would crash later on an empty value. This stops
// the test at once, saying which fixture failed and why.

#include <QtGlobal>

#include <utility>

namespace toolgate::test {

template<typename ResultT> auto requireValue(ResultT &&result, const char *what) {
    if (!result)
        qFatal("fixture failed: %s: %s", what, qPrintable(result.error().toString()));
    return std::forward<ResultT>(result).value();
}

} // namespace toolgate::test
