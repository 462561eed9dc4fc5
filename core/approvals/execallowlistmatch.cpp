// SPDX-License-Identifier: MIT
#include "approvals/execallowlistmatch.h"

#include <QCryptographicHash>
#include <QRegularExpression>

namespace toolgate::core {

namespace {

const QString kAllowAlways = QStringLiteral("allow-always");
const QString kLegacyHashPrefix = QStringLiteral("sha256:argv:");
const QString kCwdHashPrefix = QStringLiteral("sha256:cwd-argv:v1:");

bool isCwdBound(const QString &argPattern) {
    return argPattern.startsWith(kCwdHashPrefix);
}

QString sha256Hex(const QByteArray &bytes) {
    return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
}

// POSIX path normalisation as Node's path.posix.normalize: "." and ".." segments resolved,
// repeated slashes folded, a trailing slash kept.
QString normalizePosix(const QString &path) {
    if (path.isEmpty())
        return QStringLiteral(".");
    const bool absolute = path.startsWith(QLatin1Char('/'));
    const bool trailing = path.endsWith(QLatin1Char('/'));
    QStringList out;
    for (const QString &segment : path.split(QLatin1Char('/'), Qt::SkipEmptyParts)) {
        if (segment == QLatin1String("."))
            continue;
        if (segment == QLatin1String("..")) {
            if (!out.isEmpty() && out.last() != QLatin1String(".."))
                out.removeLast();
            else if (!absolute)
                out.append(segment);
            continue;
        }
        out.append(segment);
    }
    QString joined = out.join(QLatin1Char('/'));
    if (joined.isEmpty() && !absolute)
        joined = QStringLiteral(".");
    if (trailing && !joined.isEmpty() && joined != QLatin1String("."))
        joined += QLatin1Char('/');
    return absolute ? QLatin1Char('/') + joined : joined;
}

QByteArray lengthPrefixed(const QString &text) {
    const QByteArray utf8 = text.toUtf8();
    return QByteArray::number(utf8.size()) + '\0' + utf8 + '\0';
}

QRegularExpression globRegex(const QString &pattern) {
    QString regex = QStringLiteral("^");
    for (qsizetype i = 0; i < pattern.size(); ++i) {
        const QChar ch = pattern.at(i);
        if (ch == QLatin1Char('*')) {
            if (i + 1 < pattern.size() && pattern.at(i + 1) == QLatin1Char('*')) {
                regex += QStringLiteral(".*");
                ++i;
            } else {
                regex += QStringLiteral("[^/]*");
            }
        } else if (ch == QLatin1Char('?')) {
            regex += QStringLiteral("[^/]");
        } else {
            regex += QRegularExpression::escape(QString(ch));
        }
    }
    return QRegularExpression(regex + QLatin1Char('$'));
}

bool hasPathSelector(const QString &value) {
    return value.contains(QLatin1Char('/')) || value.contains(QLatin1Char('\\')) ||
           value.contains(QLatin1Char('~'));
}

QString baseName(const QString &path) {
    return path.mid(path.lastIndexOf(QLatin1Char('/')) + 1);
}

// A hand-written regex over the arguments: joined by spaces, or NUL-terminated when the pattern
// itself contains a NUL.
bool argPatternMatches(const QString &argPattern, const QStringList &argv) {
    if (argPattern.startsWith(kLegacyHashPrefix))
        return false;
    const QStringList args = argv.mid(1);
    QString subject;
    if (argPattern.contains(QChar(0)))
        subject = args.isEmpty() ? QString(2, QChar(0)) : args.join(QChar(0)) + QChar(0);
    else
        subject = args.join(QLatin1Char(' '));
    const QRegularExpression regex(argPattern);
    return regex.isValid() && regex.match(subject).hasMatch();
}

bool programMatches(const QString &pattern, const ExecCommandTarget &target) {
    if (hasPathSelector(pattern))
        return execPathPatternMatches(pattern, target.resolvedPath, target.home);
    if (pattern == QLatin1String("*") || target.argv.isEmpty() ||
        hasPathSelector(target.argv.first()))
        return false;
    const QRegularExpression regex = globRegex(pattern);
    return regex.match(baseName(target.argv.first())).hasMatch() ||
           regex.match(baseName(target.resolvedPath)).hasMatch();
}

} // namespace

AllowlistEntryScope allowlistEntryScope(const ExecAllowlistEntry &entry) {
    const QString pattern = entry.pattern.trimmed();
    const bool generated = entry.source == kAllowAlways;
    if (generated && (pattern.startsWith(QLatin1String("=command:")) ||
                      pattern.startsWith(QLatin1String("=node-command:"))))
        return AllowlistEntryScope::CommandText;
    if (entry.argPattern.startsWith(kLegacyHashPrefix) ||
        (generated && !isCwdBound(entry.argPattern)))
        return AllowlistEntryScope::Inactive;
    if (isCwdBound(entry.argPattern))
        return AllowlistEntryScope::ArgvAndCwd;
    return entry.argPattern.isEmpty() ? AllowlistEntryScope::AnyArgs : AllowlistEntryScope::Argv;
}

QString cwdBoundArgPattern(const QStringList &argv, const QString &cwd) {
    QByteArray subject = lengthPrefixed(normalizePosix(cwd));
    const QStringList args = argv.mid(1);
    subject += QByteArray::number(args.size()) + '\0';
    for (const QString &arg : args)
        subject += lengthPrefixed(arg);
    return kCwdHashPrefix + sha256Hex(subject);
}

QString nodeCommandPattern(const QString &commandText) {
    return QStringLiteral("=node-command:") + sha256Hex(commandText.trimmed().toUtf8()).left(16);
}

bool execPathPatternMatches(const QString &pattern, const QString &path, const QString &home) {
    QString expanded = pattern.trimmed();
    if (expanded.isEmpty())
        return false;
    if (!home.isEmpty() && expanded.startsWith(QLatin1Char('~')) &&
        (expanded.size() == 1 || expanded.at(1) == QLatin1Char('/')))
        expanded = home + expanded.mid(1);
    const bool wildcard =
        expanded.contains(QLatin1Char('*')) || expanded.contains(QLatin1Char('?'));
    QString target = path;
    if (wildcard &&
        (target.contains(QLatin1String("/./")) || target.contains(QLatin1String("/../"))))
        target = normalizePosix(target);
    return globRegex(expanded).match(target).hasMatch();
}

std::vector<ExecAllowlistEntry> effectiveAllowlist(const ExecApprovalsFile &file,
                                                   const QString &agentId) {
    std::vector<ExecAllowlistEntry> entries;
    auto append = [&](const QString &key) {
        if (const ExecApprovalsAgent *agent = file.agent(key))
            entries.insert(entries.end(), agent->allowlist.begin(), agent->allowlist.end());
    };
    append(kWildcardAgent);
    if (agentId != kWildcardAgent)
        append(agentId);
    return entries;
}

std::optional<std::size_t> matchExecAllowlist(const std::vector<ExecAllowlistEntry> &entries,
                                              const ExecCommandTarget &target) {
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const ExecAllowlistEntry &e = entries[i];
        if (e.pattern.trimmed() == QLatin1String("*") && e.argPattern.isEmpty() &&
            e.source != kAllowAlways && !target.argv.isEmpty())
            return i;
    }
    if (target.resolvedPath.isEmpty())
        return std::nullopt;
    std::optional<std::size_t> pathOnly;
    QString cwdHash;
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const ExecAllowlistEntry &e = entries[i];
        const QString pattern = e.pattern.trimmed();
        if (pattern.isEmpty() || !programMatches(pattern, target))
            continue;
        if (e.argPattern.isEmpty()) {
            if (e.source != kAllowAlways && !pathOnly)
                pathOnly = i;
            continue;
        }
        if (isCwdBound(e.argPattern)) {
            if (target.cwd.isEmpty())
                continue;
            if (cwdHash.isEmpty())
                cwdHash = cwdBoundArgPattern(target.argv, target.cwd);
            if (e.argPattern == cwdHash)
                return i;
        } else if (e.source != kAllowAlways && argPatternMatches(e.argPattern, target.argv)) {
            return i;
        }
    }
    return pathOnly;
}

std::vector<ExecAllowlistEntry> allowAlwaysEntries(const ExecCommandTarget &target,
                                                   const QString &commandText) {
    std::vector<ExecAllowlistEntry> entries;
    if (target.resolvedPath.isEmpty() || target.argv.isEmpty())
        return entries;
    ExecAllowlistEntry program;
    program.pattern = target.resolvedPath;
    program.argPattern = cwdBoundArgPattern(target.argv, target.cwd);
    program.source = kAllowAlways;
    entries.push_back(program);
    if (!commandText.trimmed().isEmpty()) {
        ExecAllowlistEntry marker;
        marker.pattern = nodeCommandPattern(commandText);
        marker.source = kAllowAlways;
        entries.push_back(marker);
    }
    return entries;
}

} // namespace toolgate::core
