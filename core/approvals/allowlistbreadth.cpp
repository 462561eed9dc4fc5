// SPDX-License-Identifier: MIT
#include "approvals/allowlistbreadth.h"

#include <QRegularExpression>

namespace toolgate::core {

namespace {

// Programs that run whatever code their arguments carry.
bool isInterpreter(const QString &program) {
    static const QRegularExpression re(QStringLiteral(
        "^(sh|bash|zsh|dash|ksh|fish|csh|tcsh|pwsh|powershell|cmd|python[0-9.]*|node|nodejs|deno|"
        "bun|"
        "perl[0-9.]*|ruby[0-9.]*|php[0-9.]*|lua[0-9.]*|osascript|env|sudo|doas|xargs|eval|"
        "awk|gawk|busybox)(\\.exe)?$"));
    return re.match(program.toLower()).hasMatch();
}

} // namespace

QString patternProgram(const QString &pattern) {
    const QString trimmed = pattern.trimmed();
    const QString last = trimmed.section(QRegularExpression(QStringLiteral("[\\\\/]")), -1);
    if (last.isEmpty() || last.contains(QLatin1Char('*')) || last.contains(QLatin1Char('?')))
        return {};
    return last;
}

std::vector<AllowlistWarning> allowlistWarnings(const QString &agentId,
                                                const ExecAllowlistEntry &entry) {
    std::vector<AllowlistWarning> out;
    const QString program = patternProgram(entry.pattern);
    if (program.isEmpty())
        out.push_back({AllowlistBreadth::AnyProgram,
                       QStringLiteral("\"%1\" matches any program").arg(entry.pattern)});
    if (agentId == kWildcardAgent)
        out.push_back(
            {AllowlistBreadth::EveryAgent, QStringLiteral("applies to every agent (\"*\")")});
    if (!program.isEmpty() && isInterpreter(program) && entry.argPattern.isEmpty())
        out.push_back({AllowlistBreadth::FreeInterpreter,
                       QStringLiteral("%1 with any arguments runs any code").arg(program)});
    return out;
}

} // namespace toolgate::core
