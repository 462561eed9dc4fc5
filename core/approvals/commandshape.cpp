// SPDX-License-Identifier: MIT
#include "approvals/commandshape.h"

#include "approvals/shellwords.h"

#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace toolgate::core {

namespace {

const QString kValue = QStringLiteral("<arg>");

// Programs whose words are all operands (paths, patterns, code, hosts): no subcommand to keep.
bool isOperandOnly(const QString &base) {
    static const QSet<QString> programs{
        QStringLiteral("rm"),       QStringLiteral("rmdir"),     QStringLiteral("cp"),
        QStringLiteral("mv"),       QStringLiteral("ln"),        QStringLiteral("cat"),
        QStringLiteral("ls"),       QStringLiteral("mkdir"),     QStringLiteral("touch"),
        QStringLiteral("chmod"),    QStringLiteral("chown"),     QStringLiteral("chgrp"),
        QStringLiteral("head"),     QStringLiteral("tail"),      QStringLiteral("less"),
        QStringLiteral("more"),     QStringLiteral("grep"),      QStringLiteral("egrep"),
        QStringLiteral("rg"),       QStringLiteral("echo"),      QStringLiteral("printf"),
        QStringLiteral("wc"),       QStringLiteral("sort"),      QStringLiteral("uniq"),
        QStringLiteral("diff"),     QStringLiteral("du"),        QStringLiteral("df"),
        QStringLiteral("stat"),     QStringLiteral("file"),      QStringLiteral("tee"),
        QStringLiteral("dd"),       QStringLiteral("shred"),     QStringLiteral("wipefs"),
        QStringLiteral("truncate"), QStringLiteral("sleep"),     QStringLiteral("kill"),
        QStringLiteral("pkill"),    QStringLiteral("killall"),   QStringLiteral("which"),
        QStringLiteral("open"),     QStringLiteral("xdg-open"),  QStringLiteral("curl"),
        QStringLiteral("wget"),     QStringLiteral("ping"),      QStringLiteral("ssh"),
        QStringLiteral("scp"),      QStringLiteral("rsync"),     QStringLiteral("nc"),
        QStringLiteral("sed"),      QStringLiteral("awk"),       QStringLiteral("jq"),
        QStringLiteral("cut"),      QStringLiteral("tr"),        QStringLiteral("find"),
        QStringLiteral("tar"),      QStringLiteral("zip"),       QStringLiteral("unzip"),
        QStringLiteral("gzip"),     QStringLiteral("fdisk"),     QStringLiteral("parted"),
        QStringLiteral("sh"),       QStringLiteral("bash"),      QStringLiteral("zsh"),
        QStringLiteral("dash"),     QStringLiteral("node"),      QStringLiteral("perl"),
        QStringLiteral("ruby"),     QStringLiteral("php"),       QStringLiteral("vim"),
        QStringLiteral("nano"),     QStringLiteral("sha256sum"), QStringLiteral("base64")};
    return programs.contains(base) || base.startsWith(QLatin1String("python")) ||
           base.startsWith(QLatin1String("mkfs"));
}

// A word that reads as a subcommand: lower-case, no path or extension.
bool isBareWord(const QString &word) {
    static const QRegularExpression re(QStringLiteral("^[a-z][a-z0-9_:-]*$"));
    return re.match(word).hasMatch();
}

// Wrapper and elevator flags that take the next word as their value (sudo -u USER, nice -n 5).
bool takesWrapperValue(const QString &flag) {
    static const QSet<QString> flags{
        QStringLiteral("-u"), QStringLiteral("-g"), QStringLiteral("-n"), QStringLiteral("-I"),
        QStringLiteral("-P"), QStringLiteral("-L"), QStringLiteral("-d"), QStringLiteral("-s")};
    return flags.contains(flag);
}

// Key and label words, built side by side; runs of values collapse into one.
class ShapeWords {
public:
    void add(const QString &keyWord, const QString &labelWord) {
        m_key << keyWord;
        m_label << labelWord;
        m_lastValue = false;
    }
    void add(const QString &word) { add(word, word); }
    void value() {
        if (!m_lastValue)
            add(kValue);
        m_lastValue = true;
    }
    // A flag whose value follows in the same shape (`-j <arg>`, `--out <arg>`).
    void flagWithValue(const QString &flag) {
        add(flag);
        value();
    }
    QString key() const { return m_key.join(u' '); }
    QString label() const { return m_label.join(u' '); }

private:
    QStringList m_key;
    QStringList m_label;
    bool m_lastValue = false;
};

// `-rf`, `--force`, `--out=x`, `-j4`, `-5` into the shape (a lone "-" is a value: stdin).
void addFlag(ShapeWords &shape, const QString &word) {
    if (word.startsWith(QLatin1String("--"))) {
        const qsizetype eq = word.indexOf(u'=');
        if (eq < 0)
            shape.add(word);
        else
            shape.flagWithValue(word.left(eq));
        return;
    }
    const QString rest = word.mid(1);
    const bool letters = std::all_of(rest.begin(), rest.end(),
                                     [](QChar c) { return c.isLetter() && c.unicode() < 128; });
    if (letters) {
        QString sorted = rest;
        std::sort(sorted.begin(), sorted.end());
        shape.add(u'-' + sorted, word);
    } else if (rest.at(0).isLetter()) {
        shape.flagWithValue(word.left(2));
    } else {
        shape.add(QStringLiteral("-") + kValue);
    }
}

void addSegment(ShapeWords &shape, const shell::Segment &segment) {
    bool expectProgram = true;
    bool subcommandAllowed = false;
    bool flagsDone = false;
    bool wrapperValueNext = false;
    static const QRegularExpression nameValue(QStringLiteral("^([A-Za-z_][A-Za-z0-9_]*)="));
    for (const QString &word : segment.words) {
        if (wrapperValueNext) {
            wrapperValueNext = false;
            shape.value();
            continue;
        }
        const auto assignment = nameValue.match(word);
        if (expectProgram && !assignment.hasMatch() && !word.startsWith(u'-')) {
            const QString base = shell::baseName(word);
            shape.add(base);
            expectProgram = shell::isWrapper(base) || shell::isElevator(base);
            subcommandAllowed = !expectProgram && !isOperandOnly(base);
            continue;
        }
        if (!flagsDone && word.size() > 1 && word.startsWith(u'-')) {
            if (word == QLatin1String("--"))
                flagsDone = true;
            addFlag(shape, word);
            wrapperValueNext = expectProgram && takesWrapperValue(word);
            continue;
        }
        if (assignment.hasMatch()) {
            shape.add(assignment.captured(0) + kValue);
        } else if (subcommandAllowed && isBareWord(word)) {
            shape.add(word);
            subcommandAllowed = false; // one subcommand; what follows are its values
        } else {
            shape.value();
        }
    }
    for (qsizetype i = 0; i < segment.writeTargets.size(); ++i)
        shape.flagWithValue(QStringLiteral(">"));
}

} // namespace

CommandShape commandShapeOf(const QString &command, const QStringList &argv,
                            const QString &resolvedPath) {
    ShapeWords shape;
    for (const shell::Segment &segment : shell::scanCommandOrArgv(command, argv).segments) {
        addSegment(shape, segment);
        if (!segment.separator.isEmpty())
            shape.add(segment.separator);
    }
    return {QStringLiteral("exec|") + resolvedPath + u'|' + shape.key(), shape.label()};
}

CommandShape commandShape(const ApprovalRequest &request) {
    switch (request.kind) {
    case ApprovalKind::Exec:
        return commandShapeOf(request.command, request.commandArgv, request.resolvedPath);
    case ApprovalKind::Plugin: {
        QString label = request.pluginId + QStringLiteral(": ") + request.toolName;
        if (!request.mcpTool.isEmpty())
            label += QStringLiteral(" (MCP %1)").arg(request.mcpTool);
        return {QStringLiteral("plugin|%1|%2|%3")
                    .arg(request.pluginId, request.toolName, request.mcpTool),
                label};
    }
    case ApprovalKind::SystemAgent:
        return {QStringLiteral("system-agent|") + request.id, request.title};
    }
    return {};
}

} // namespace toolgate::core
