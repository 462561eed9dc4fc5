// SPDX-License-Identifier: MIT
#include "catalog/toolname.h"

#include <algorithm>

namespace toolgate::core {

namespace {
bool isJsSpace(unsigned char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}
} // namespace

std::string normalizeToolName(std::string_view name) {
    while (!name.empty() && isJsSpace(static_cast<unsigned char>(name.front())))
        name.remove_prefix(1);
    while (!name.empty() && isJsSpace(static_cast<unsigned char>(name.back())))
        name.remove_suffix(1);
    std::string lower(name);
    std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) {
        return static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    });
    if (lower == "bash")
        return "exec";
    if (lower == "apply-patch")
        return "apply_patch";
    if (lower == "cron")
        return "automations";
    return lower;
}

} // namespace toolgate::core
