// SPDX-License-Identifier: MIT
#include "approvals/riskhints.h"

#include "approvals/shellwords.h"

#include <QDir>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <map>
#include <optional>

namespace toolgate::core {

namespace {

using shell::baseName;
using shell::hasFlag;
using shell::isAssignment;
using shell::Scan;
using shell::Segment;

// Interpreters and the flags that make them run the next argument as code.
struct Interpreter {
    QString shortFlags; // letters usable in a short cluster
    QStringList longForms;
    bool caseInsensitive = false;
};

std::optional<Interpreter> interpreterFor(const QString &base) {
    static const QRegularExpression python(QStringLiteral("^(python|pypy)[0-9.]*$"));
    static const QSet<QString> shells{QStringLiteral("sh"),  QStringLiteral("bash"),
                                      QStringLiteral("zsh"), QStringLiteral("dash"),
                                      QStringLiteral("ksh"), QStringLiteral("fish"),
                                      QStringLiteral("ash"), QStringLiteral("mksh")};
    if (python.match(base).hasMatch() || shells.contains(base))
        return Interpreter{QStringLiteral("c"), {}, false};
    if (base == QLatin1String("node") || base == QLatin1String("nodejs"))
        return Interpreter{
            QStringLiteral("ep"), {QStringLiteral("--eval"), QStringLiteral("--print")}, false};
    if (base == QLatin1String("bun"))
        return Interpreter{QStringLiteral("e"), {QStringLiteral("--eval")}, false};
    if (base == QLatin1String("perl"))
        return Interpreter{QStringLiteral("eE"), {}, false};
    if (base == QLatin1String("ruby") || base == QLatin1String("lua") ||
        base == QLatin1String("luajit") || base == QLatin1String("Rscript") ||
        base == QLatin1String("osascript"))
        return Interpreter{QStringLiteral("e"), {}, false};
    if (base == QLatin1String("php"))
        return Interpreter{QStringLiteral("r"), {}, false};
    if (base == QLatin1String("pwsh") || base == QLatin1String("powershell") ||
        base == QLatin1String("powershell.exe"))
        return Interpreter{QString(),
                           {QStringLiteral("-c"), QStringLiteral("-command"),
                            QStringLiteral("-encodedcommand"), QStringLiteral("-ec"),
                            QStringLiteral("-e")},
                           true};
    return std::nullopt;
}

// The flag word that makes `words[0]` evaluate inline code, or empty.
QString inlineEvalFlag(const QStringList &words) {
    const QString base = baseName(words.first());
    if (base == QLatin1String("eval"))
        return base;
    if (base == QLatin1String("deno") && words.size() > 1 && words.at(1) == QLatin1String("eval"))
        return QStringLiteral("deno eval");
    const auto interpreter = interpreterFor(base);
    if (!interpreter)
        return {};
    for (qsizetype i = 1; i < words.size(); ++i) {
        const QString &w = words.at(i);
        if (w == QLatin1String("--") || !w.startsWith(u'-'))
            break; // a script file: what follows are its arguments
        const QString cmp = interpreter->caseInsensitive ? w.toLower() : w;
        if (interpreter->longForms.contains(cmp))
            return base + u' ' + w;
        if (!w.startsWith(QLatin1String("--"))) {
            for (const QChar letter : interpreter->shortFlags) {
                if (hasFlag(w, letter))
                    return base + u' ' + w;
            }
        }
    }
    return {};
}

QStringList nonFlagArgs(const QStringList &words, const QSet<QString> &flagsWithValue = {}) {
    QStringList args;
    bool flagsDone = false;
    for (qsizetype i = 1; i < words.size(); ++i) {
        const QString &w = words.at(i);
        if (!flagsDone && w == QLatin1String("--")) {
            flagsDone = true;
            continue;
        }
        if (!flagsDone && w.startsWith(u'-') && w.size() > 1) {
            if (flagsWithValue.contains(w))
                ++i;
            continue;
        }
        args.append(w);
    }
    return args;
}

// Paths a simple command writes to (beyond its redirects).
QStringList writtenPaths(const QStringList &words) {
    const QString base = baseName(words.first());
    static const QSet<QString> allArgs{QStringLiteral("tee"),   QStringLiteral("touch"),
                                       QStringLiteral("mkdir"), QStringLiteral("rm"),
                                       QStringLiteral("rmdir"), QStringLiteral("shred"),
                                       QStringLiteral("unlink")};
    static const QSet<QString> lastArg{QStringLiteral("cp"), QStringLiteral("mv"),
                                       QStringLiteral("install"), QStringLiteral("ln"),
                                       QStringLiteral("rsync")};
    static const QSet<QString> afterFirst{QStringLiteral("chmod"), QStringLiteral("chown"),
                                          QStringLiteral("chgrp")};
    if (allArgs.contains(base))
        return nonFlagArgs(words, {QStringLiteral("-m"), QStringLiteral("--mode")});
    if (base == QLatin1String("truncate"))
        return nonFlagArgs(words, {QStringLiteral("-s"), QStringLiteral("-r")});
    if (lastArg.contains(base)) {
        for (qsizetype i = 1; i + 1 < words.size(); ++i) {
            if (words.at(i) == QLatin1String("-t") ||
                words.at(i) == QLatin1String("--target-directory"))
                return {words.at(i + 1)};
        }
        const QStringList args =
            nonFlagArgs(words, {QStringLiteral("-m"), QStringLiteral("-o"), QStringLiteral("-g")});
        return args.size() >= 2 ? QStringList{args.last()} : QStringList();
    }
    if (afterFirst.contains(base)) {
        QStringList args = nonFlagArgs(words);
        if (!args.isEmpty())
            args.removeFirst();
        return args;
    }
    if (base == QLatin1String("dd")) {
        for (const QString &w : words) {
            if (w.startsWith(QLatin1String("of=")))
                return {w.mid(3)};
        }
    }
    return {};
}

bool isOutside(const QString &path, const QString &cwd) {
    if (path.isEmpty())
        return false;
    static const QSet<QString> harmless{QStringLiteral("/dev/null"), QStringLiteral("/dev/stdout"),
                                        QStringLiteral("/dev/stderr"), QStringLiteral("/dev/tty")};
    if (harmless.contains(path) || path.startsWith(QLatin1String("/dev/fd/")))
        return false;
    if (path.startsWith(u'~') || path.startsWith(u'$'))
        return true; // home or a variable: not provably inside the working directory
    const QString base = QDir::cleanPath(cwd);
    if (QDir::isAbsolutePath(path)) {
        if (cwd.isEmpty())
            return true;
        const QString p = QDir::cleanPath(path);
        return !(p == base || p.startsWith(base == QLatin1String("/") ? base : base + u'/'));
    }
    if (cwd.isEmpty()) {
        const QString p = QDir::cleanPath(path);
        return p == QLatin1String("..") || p.startsWith(QLatin1String("../"));
    }
    return isOutside(QDir::cleanPath(base + u'/' + path), cwd);
}

const QSet<QString> &networkTools() {
    static const QSet<QString> tools{
        QStringLiteral("curl"),   QStringLiteral("wget"),   QStringLiteral("nc"),
        QStringLiteral("ncat"),   QStringLiteral("netcat"), QStringLiteral("ssh"),
        QStringLiteral("scp"),    QStringLiteral("sftp"),   QStringLiteral("rsync"),
        QStringLiteral("ftp"),    QStringLiteral("telnet"), QStringLiteral("socat"),
        QStringLiteral("http"),   QStringLiteral("https"),  QStringLiteral("xh"),
        QStringLiteral("aria2c"), QStringLiteral("nmap"),   QStringLiteral("ping")};
    return tools;
}

} // namespace

QString riskHintKindName(RiskHintKind kind) {
    switch (kind) {
    case RiskHintKind::InlineEval:
        return QStringLiteral("inline-eval");
    case RiskHintKind::ShellMetacharacters:
        return QStringLiteral("shell-metacharacters");
    case RiskHintKind::Sudo:
        return QStringLiteral("sudo");
    case RiskHintKind::RecursiveDelete:
        return QStringLiteral("recursive-delete");
    case RiskHintKind::NetworkTool:
        return QStringLiteral("network-tool");
    case RiskHintKind::WriteOutsideCwd:
        return QStringLiteral("write-outside-cwd");
    }
    return {};
}

std::vector<RiskHint> riskHintsForCommand(const QString &command, const QStringList &argv,
                                          const QString &cwd) {
    const Scan scan = shell::scanCommandOrArgv(command, argv);

    std::map<RiskHintKind, QString> found;
    const auto add = [&found](RiskHintKind kind, const QString &evidence) {
        found.emplace(kind, evidence); // keeps the first occurrence
    };
    if (!scan.metachar.isEmpty())
        add(RiskHintKind::ShellMetacharacters, scan.metachar);

    for (const Segment &segment : scan.segments) {
        for (const QString &target : segment.writeTargets) {
            if (isOutside(target, cwd))
                add(RiskHintKind::WriteOutsideCwd, target);
        }
        QString elevator;
        const QStringList words = shell::commandWords(segment.words, &elevator);
        if (!elevator.isEmpty())
            add(RiskHintKind::Sudo, elevator);
        if (words.isEmpty())
            continue;
        const QString base = baseName(words.first());

        if (const QString flag = inlineEvalFlag(words); !flag.isEmpty())
            add(RiskHintKind::InlineEval, flag);

        if (base == QLatin1String("rm")) {
            bool recursive = false;
            bool force = false;
            for (qsizetype i = 1; i < words.size() && words.at(i) != QLatin1String("--"); ++i) {
                recursive = recursive ||
                            hasFlag(words.at(i), u'r', {QStringLiteral("--recursive")}) ||
                            hasFlag(words.at(i), u'R');
                force = force || hasFlag(words.at(i), u'f', {QStringLiteral("--force")});
            }
            if (recursive && force)
                add(RiskHintKind::RecursiveDelete, words.join(u' '));
        }

        if (networkTools().contains(base)) {
            add(RiskHintKind::NetworkTool, base);
        } else if (base == QLatin1String("git")) {
            static const QSet<QString> remote{QStringLiteral("clone"), QStringLiteral("fetch"),
                                              QStringLiteral("pull"), QStringLiteral("push"),
                                              QStringLiteral("ls-remote")};
            for (qsizetype i = 1; i < words.size(); ++i) {
                if (remote.contains(words.at(i))) {
                    add(RiskHintKind::NetworkTool, QStringLiteral("git ") + words.at(i));
                    break;
                }
            }
        }

        for (const QString &path : writtenPaths(words)) {
            if (isOutside(path, cwd))
                add(RiskHintKind::WriteOutsideCwd, path);
        }
    }

    std::vector<RiskHint> hints;
    for (const auto &[kind, evidence] : found)
        hints.push_back(RiskHint{kind, evidence});
    return hints;
}

std::vector<RiskHint> riskHintsFor(const ApprovalRequest &request) {
    if (request.kind != ApprovalKind::Exec)
        return {};
    return riskHintsForCommand(request.command, request.commandArgv, request.cwd);
}

} // namespace toolgate::core
