// SPDX-License-Identifier: MIT
#pragma once

#include "approvals/execapprovalsfile.h"

#include <QString>

#include <vector>

namespace toolgate::core {

// Why an allowlist entry allows more than it seems to.
enum class AllowlistBreadth {
    AnyProgram,      // the pattern has no literal program name ("*", "/usr/bin/*", "**")
    EveryAgent,      // the entry sits in the "*" agent, so it applies to all agents
    FreeInterpreter, // a shell or language interpreter without an argPattern: runs any code
};

struct AllowlistWarning {
    AllowlistBreadth kind;
    QString message; // one line, English (the UI translates by kind)
};

// Warnings for one entry of `agentId`'s allowlist; empty when the entry is narrow.
std::vector<AllowlistWarning> allowlistWarnings(const QString &agentId,
                                                const ExecAllowlistEntry &entry);

// The program name a pattern names ("python3" for "/usr/bin/python3"); empty when it is a wildcard.
QString patternProgram(const QString &pattern);

} // namespace toolgate::core
