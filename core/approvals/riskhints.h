// SPDX-License-Identifier: MIT
#pragma once

#include "approvals/approvalrequest.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace toolgate::core {

// What a command does that an owner should look at twice. Deterministic text checks only: no
// execution, no file system, no clock.
enum class RiskHintKind {
    InlineEval,          // an interpreter runs code given on the command line (python -c, sh -c)
    ShellMetacharacters, // unquoted ; | & ` $( > < or a newline: more than one simple command
    Sudo,                // sudo, doas, su, pkexec, run0
    RecursiveDelete,     // rm with both recursive and force flags
    NetworkTool,         // curl, wget, ssh, nc, ... or git clone/fetch/pull/push
    WriteOutsideCwd,     // a redirect or file-writing command targets a path outside cwd
};

// Stable machine name ("inline-eval", "shell-metacharacters", "sudo", "recursive-delete",
// "network-tool", "write-outside-cwd").
QString riskHintKindName(RiskHintKind kind);

struct RiskHint {
    RiskHintKind kind = RiskHintKind::InlineEval;
    QString evidence; // the part of the command that triggered it, e.g. "python3 -c", "/etc/hosts"
    bool operator==(const RiskHint &) const = default;
};

// One hint per kind at most, ordered by kind; evidence is the first occurrence. `command` is the
// shell text; when it is empty the argv is joined (each element then counts as one word).
std::vector<RiskHint> riskHintsForCommand(const QString &command, const QStringList &argv,
                                          const QString &cwd);
// Exec requests are analysed; plugin requests carry no command and get no hints.
std::vector<RiskHint> riskHintsFor(const ApprovalRequest &request);

} // namespace toolgate::core
