// SPDX-License-Identifier: MIT
#pragma once

#include "approvals/approvalrequest.h"

#include <QString>
#include <QStringList>

namespace toolgate::core {

// What an owner would call "the same request": the same program asked to run with the same
// flags, the arguments differing only in their values. Pure text rules, no file system.
//
// Exec requests (the shell text, or the argv when there is no text):
// - Each simple command keeps its program by file name (`/usr/bin/git` -> `git`); the operators
//   between commands (| || && ; &) and `>` redirects (target abstracted) are kept.
// - Flags are kept: `--long`; `--long=value` -> `--long <arg>`; a cluster of letters `-rf` (its
//   letters sorted for equality, so `-fr` is the same); a short flag with an attached value
//   (`-j4`, `-I/usr/include`) -> `-j <arg>`; a bare number `-5` -> `-<arg>`.
// - Values are abstracted: a run of positional words becomes one `<arg>` (`cat a b` is `cat
//   <arg>`); `name=value` words keep the name (`FOO=<arg>`, dd's `of=<arg>`).
// - For a program that has subcommands (any program not in the operand-only list: rm, cp, cat,
//   chmod, curl, interpreters, ...) its first lower-case bare word (no path, no extension) is
//   kept: `git status` and `git push` differ, so do `npm test` and `npm publish`, and
//   `git -C <arg> status`.
// - After a wrapper or elevator (sudo, env, nice, xargs, ...) the next positional word is a
//   program again: `sudo rm -rf <arg>`.
// - The resolved executable, when the gateway sends it, is part of the key: two `./deploy.sh`
//   in different directories are different programs.
// Plugin requests: the plugin, its tool and the MCP tool (values are in the free-text title).
// System-agent requests: each proposal stands alone.
struct CommandShape {
    QString key;   // equal keys: the same request but for values
    QString label; // what the owner reads: "make -j <arg>", "rm -rf <arg>", "github: create_issue"
    bool operator==(const CommandShape &other) const { return key == other.key; }
};

CommandShape commandShape(const ApprovalRequest &request);
// The exec rules on a command text (or argv when the text is empty).
CommandShape commandShapeOf(const QString &command, const QStringList &argv = {},
                            const QString &resolvedPath = {});

} // namespace toolgate::core
