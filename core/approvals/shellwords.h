// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QStringList>

#include <vector>

// A small POSIX-shell word splitter shared by the risk hints and the command shapes: enough to
// find command boundaries, redirects and words. No expansion, no execution.
namespace toolgate::core::shell {

// One simple command: its words (quotes removed), the files its `>`/`>>` redirects write, and
// the operator that ends it (|, ||, &&, ; or &; a newline counts as ;; empty for the last one).
struct Segment {
    QStringList words;
    QStringList writeTargets;
    QString separator;
};

struct Scan {
    std::vector<Segment> segments;
    QString metachar; // the first shell metacharacter seen outside single quotes
};

Scan scanCommand(const QString &text);
// The shell text when there is one, else the argv as one simple command (each element a word).
Scan scanCommandOrArgv(const QString &command, const QStringList &argv);

// "/usr/bin/git" -> "git".
QString baseName(const QString &word);
// NAME=value (an environment assignment before a command).
bool isAssignment(const QString &word);
// A short flag cluster ("-rf") containing `letter`, or exactly one of the long forms.
bool hasFlag(const QString &word, QChar letter, const QStringList &longForms = {});

// sudo, doas, su, pkexec, run0.
bool isElevator(const QString &base);
// env, nice, nohup, time, command, exec, xargs, stdbuf: they run the command that follows.
bool isWrapper(const QString &base);
// The words from the real program on: leading NAME=value assignments, wrappers and privilege
// elevation (with their flags) removed. `*elevator` receives the first elevator seen.
QStringList commandWords(QStringList words, QString *elevator = nullptr);

} // namespace toolgate::core::shell
