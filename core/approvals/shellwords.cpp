// SPDX-License-Identifier: MIT
#include "approvals/shellwords.h"

#include <QRegularExpression>
#include <QSet>

namespace toolgate::core::shell {

Scan scanCommand(const QString &text) {
    Scan scan;
    Segment segment;
    QString word;
    bool inWord = false;
    enum class Quote { None, Single, Double } quote = Quote::None;
    enum class Pending { None, Write, Read } pending = Pending::None;

    const auto noteMeta = [&scan](const QString &meta) {
        if (scan.metachar.isEmpty())
            scan.metachar = meta;
    };
    const auto endWord = [&] {
        if (!inWord)
            return;
        if (pending == Pending::Write)
            segment.writeTargets.append(word);
        else if (pending != Pending::Read)
            segment.words.append(word);
        pending = Pending::None;
        word.clear();
        inWord = false;
    };
    const auto endSegment = [&](const QString &separator) {
        endWord();
        if (!segment.words.isEmpty() || !segment.writeTargets.isEmpty()) {
            segment.separator = separator;
            scan.segments.push_back(segment);
        }
        segment = Segment();
    };

    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        const QChar next = i + 1 < text.size() ? text.at(i + 1) : QChar();
        if (quote == Quote::Single) {
            if (c == u'\'')
                quote = Quote::None;
            else
                word.append(c);
            continue;
        }
        if (quote == Quote::Double) {
            if (c == u'"') {
                quote = Quote::None;
            } else if (c == u'\\' && i + 1 < text.size()) {
                word.append(next);
                ++i;
            } else {
                if (c == u'`')
                    noteMeta(QStringLiteral("`"));
                else if (c == u'$' && next == u'(')
                    noteMeta(QStringLiteral("$("));
                word.append(c);
            }
            continue;
        }
        if (c == u'\\' && i + 1 < text.size()) {
            word.append(next);
            inWord = true;
            ++i;
        } else if (c == u'\'') {
            quote = Quote::Single;
            inWord = true;
        } else if (c == u'"') {
            quote = Quote::Double;
            inWord = true;
        } else if (c.isSpace() && c != u'\n') {
            endWord();
        } else if (c == u';' || c == u'\n' || c == u'|' || c == u'&') {
            if (c == u'&' && next == u'>') { // &> file
                noteMeta(QStringLiteral("&>"));
                endWord();
                pending = Pending::Write;
                ++i;
                if (i + 1 < text.size() && text.at(i + 1) == u'>')
                    ++i;
                continue;
            }
            QString meta(c);
            if ((c == u'|' || c == u'&') && next == c) {
                meta.append(next);
                ++i;
            }
            noteMeta(c == u'\n' ? QStringLiteral("\\n") : meta);
            endSegment(c == u'\n' ? QStringLiteral(";") : meta);
        } else if (c == u'>' || c == u'<') {
            noteMeta(QString(c));
            // "2>" / "1>": the digits are a file descriptor, not a word.
            static const QRegularExpression fd(QStringLiteral("^[0-9]+$"));
            if (inWord && fd.match(word).hasMatch()) {
                word.clear();
                inWord = false;
            } else {
                endWord();
            }
            if (next == c)
                ++i;
            // ">&2": a descriptor duplication, no file.
            if (c == u'>' && i + 1 < text.size() && text.at(i + 1) == u'&') {
                ++i;
                while (i + 1 < text.size() && text.at(i + 1).isDigit())
                    ++i;
                continue;
            }
            pending = c == u'>' ? Pending::Write : Pending::Read;
        } else {
            if (c == u'`')
                noteMeta(QStringLiteral("`"));
            else if (c == u'$' && next == u'(')
                noteMeta(QStringLiteral("$("));
            word.append(c);
            inWord = true;
        }
    }
    endSegment(QString());
    return scan;
}

QString baseName(const QString &word) {
    const qsizetype slash = word.lastIndexOf(u'/');
    return slash < 0 ? word : word.mid(slash + 1);
}

bool isAssignment(const QString &word) {
    static const QRegularExpression re(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*="));
    return re.match(word).hasMatch();
}

bool hasFlag(const QString &word, QChar letter, const QStringList &longForms) {
    if (longForms.contains(word))
        return true;
    return word.size() >= 2 && word.at(0) == u'-' && word.at(1) != u'-' &&
           word.mid(1).contains(letter);
}

Scan scanCommandOrArgv(const QString &command, const QStringList &argv) {
    if (!command.trimmed().isEmpty())
        return scanCommand(command);
    Scan scan;
    if (!argv.isEmpty()) {
        Segment segment;
        segment.words = argv;
        scan.segments.push_back(segment);
    }
    return scan;
}

bool isElevator(const QString &base) {
    static const QSet<QString> elevators{QStringLiteral("sudo"), QStringLiteral("doas"),
                                         QStringLiteral("su"), QStringLiteral("pkexec"),
                                         QStringLiteral("run0")};
    return elevators.contains(base);
}

bool isWrapper(const QString &base) {
    static const QSet<QString> wrappers{QStringLiteral("env"),     QStringLiteral("nice"),
                                        QStringLiteral("nohup"),   QStringLiteral("time"),
                                        QStringLiteral("command"), QStringLiteral("exec"),
                                        QStringLiteral("xargs"),   QStringLiteral("stdbuf")};
    return wrappers.contains(base);
}

QStringList commandWords(QStringList words, QString *elevator) {
    while (!words.isEmpty()) {
        const QString base = baseName(words.first());
        if (isAssignment(words.first())) {
            words.removeFirst();
        } else if (isElevator(base)) {
            if (elevator && elevator->isEmpty())
                *elevator = base;
            words.removeFirst();
            while (!words.isEmpty() && words.first().startsWith(u'-')) {
                const QString flag = words.takeFirst();
                if ((flag == QLatin1String("-u") || flag == QLatin1String("-g") ||
                     flag == QLatin1String("-c")) &&
                    !words.isEmpty() && base != QLatin1String("su"))
                    words.removeFirst();
            }
        } else if (isWrapper(base)) {
            words.removeFirst();
            while (!words.isEmpty() &&
                   (words.first().startsWith(u'-') || isAssignment(words.first())))
                words.removeFirst();
        } else {
            break;
        }
    }
    return words;
}

} // namespace toolgate::core::shell
