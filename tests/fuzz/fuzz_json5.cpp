// SPDX-License-Identifier: MIT
// libFuzzer entry for the JSON5 reader. Beyond "no crash, no sanitizer report", it checks that
// nothing throws, that an error always carries a position, and that an accepted value survives a
// round trip: written as JSON it parses again (strictly and as JSON5) to the same tree.
#include "config/json5reader.h"

#include <cmath>
#include <cstdint>
#include <cstdlib>

using toolgate::core::Json;

namespace {

bool allFinite(const Json &value) {
    if (value.is_number_float())
        return std::isfinite(value.get<double>());
    if (value.is_structured()) {
        for (const auto &item : value)
            if (!allFinite(item))
                return false;
    }
    return true;
}

void check(bool condition) {
    if (!condition)
        std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size) {
    const QByteArrayView text(reinterpret_cast<const char *>(data), qsizetype(size));
    toolgate::core::Json5Info info;
    const auto result = toolgate::core::parseJson5(text, QStringLiteral("fuzz"), &info);
    if (!result.hasValue()) {
        check(info.errorLine >= 1 && info.errorColumn >= 0 && !result.error().message.isEmpty());
        return 0;
    }
    const std::string dumped = result->dump(); // throws (and so aborts) on invalid UTF-8
    if (!allFinite(*result))
        return 0;
    const Json strict = Json::parse(dumped, nullptr, false);
    check(!strict.is_discarded() && strict == *result);
    const auto again = toolgate::core::parseJson5(
        QByteArrayView(dumped.data(), qsizetype(dumped.size())), QStringLiteral("fuzz"));
    check(again.hasValue() && *again == *result);
    return 0;
}
