// SPDX-License-Identifier: MIT
#pragma once

#include "approvals/execapprovalsfile.h"

#include <QStringList>

#include <optional>
#include <vector>

namespace toolgate::core {

// How OpenClaw 2026.9.6 matches a host command against an agent's exec allowlist, and what "allow
// always" stores for a simple command. Since 2026.9 an allow-always entry is bound to the exact
// argv and working directory by a hash ("sha256:cwd-argv:v1:<hex>"); older allow-always entries
// with a regex argPattern, or with none, no longer match anything.

// What an allowlist entry lets through, as `openclaw approvals get` classifies it.
enum class AllowlistEntryScope {
    AnyArgs,     // the program with any arguments (hand-written, no argPattern)
    Argv,        // the program with arguments matching a regex (hand-written)
    ArgvAndCwd,  // exactly one argv in one working directory (allow always)
    CommandText, // a marker for one exact command text ("=command:…", "=node-command:…")
    Inactive,    // an allow-always entry of an older form: matches nothing
};
AllowlistEntryScope allowlistEntryScope(const ExecAllowlistEntry &entry);

// The argPattern allow-always stores for `argv` run in `cwd`.
QString cwdBoundArgPattern(const QStringList &argv, const QString &cwd);
// The marker pattern allow-always adds for a whole command text.
QString nodeCommandPattern(const QString &commandText);

// A glob over paths: `*` within one path segment, `**` across segments, `?` one character;
// a leading `~` is `home`.
bool execPathPatternMatches(const QString &pattern, const QString &path, const QString &home);

// The command being checked: argv[0] as written, the path it resolved to, and where it runs.
struct ExecCommandTarget {
    QStringList argv;
    QString resolvedPath;
    QString cwd;
    QString home; // the gateway user's home, for `~` patterns
};

// The agent's effective allowlist: the "*" agent's entries, then the agent's own.
std::vector<ExecAllowlistEntry> effectiveAllowlist(const ExecApprovalsFile &file,
                                                   const QString &agentId);

// The entry that allows `target`, or nullopt (an index into `entries`).
std::optional<std::size_t> matchExecAllowlist(const std::vector<ExecAllowlistEntry> &entries,
                                              const ExecCommandTarget &target);

// The entries allow-always adds for a simple (one-segment) command, in the order OpenClaw adds
// them: the program bound to argv and cwd, then the command-text marker.
std::vector<ExecAllowlistEntry> allowAlwaysEntries(const ExecCommandTarget &target,
                                                   const QString &commandText);

} // namespace toolgate::core
