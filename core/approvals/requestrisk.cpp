// SPDX-License-Identifier: MIT
#include "approvals/requestrisk.h"

#include "approvals/riskhints.h"
#include "approvals/shellwords.h"

#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace toolgate::core {

namespace {

// Every reason in severity order; the position ranks it.
const QStringList &reasonOrder() {
    static const QStringList order{QStringLiteral("destructive"),
                                   QStringLiteral("privilege"),
                                   QStringLiteral("pipe-to-shell"),
                                   QStringLiteral("inline-eval"),
                                   QStringLiteral("network-post"),
                                   QStringLiteral("remote-shell"),
                                   QStringLiteral("payment"),
                                   QStringLiteral("external-post"),
                                   QStringLiteral("message-send"),
                                   QStringLiteral("critical"),
                                   QStringLiteral("network"),
                                   QStringLiteral("write-outside-cwd"),
                                   QStringLiteral("shell-metacharacters"),
                                   QStringLiteral("standing-grant"),
                                   QStringLiteral("warning")};
    return order;
}
constexpr qsizetype kFirstCaution = 10; // "network"

void addReason(RequestRisk &risk, const QString &reason) {
    if (risk.reasons.contains(reason))
        return;
    risk.reasons.append(reason);
    risk.level = std::max(risk.level, riskLevelOf(reason));
}

bool isDestructive(const QString &base, const QStringList &words) {
    static const QSet<QString> programs{
        QStringLiteral("rm"),     QStringLiteral("dd"),     QStringLiteral("shred"),
        QStringLiteral("wipefs"), QStringLiteral("fdisk"),  QStringLiteral("sfdisk"),
        QStringLiteral("parted"), QStringLiteral("mkswap"), QStringLiteral("truncate")};
    if (programs.contains(base) || base.startsWith(QLatin1String("mkfs")))
        return true;
    if (base == QLatin1String("chmod") || base == QLatin1String("chown") ||
        base == QLatin1String("chgrp"))
        return std::any_of(words.begin() + 1, words.end(), [](const QString &w) {
            return shell::hasFlag(w, u'R', {QStringLiteral("--recursive")});
        });
    return base == QLatin1String("find") && words.contains(QStringLiteral("-delete"));
}

bool isInterpreter(const QString &base) {
    static const QSet<QString> programs{
        QStringLiteral("sh"),   QStringLiteral("bash"), QStringLiteral("zsh"),
        QStringLiteral("dash"), QStringLiteral("ksh"),  QStringLiteral("fish"),
        QStringLiteral("perl"), QStringLiteral("ruby"), QStringLiteral("node"),
        QStringLiteral("php"),  QStringLiteral("bun"),  QStringLiteral("deno")};
    return programs.contains(base) || base.startsWith(QLatin1String("python"));
}

// curl/wget sending data or using a non-GET method; copying to a host; raw sockets; git push.
bool postsOverNetwork(const QString &base, const QStringList &words) {
    static const QSet<QString> raw{QStringLiteral("scp"),    QStringLiteral("sftp"),
                                   QStringLiteral("nc"),     QStringLiteral("ncat"),
                                   QStringLiteral("netcat"), QStringLiteral("socat"),
                                   QStringLiteral("telnet"), QStringLiteral("ftp")};
    if (raw.contains(base))
        return true;
    if (base == QLatin1String("git"))
        return words.size() > 1 && words.at(1) == QLatin1String("push");
    if (base == QLatin1String("rsync")) {
        static const QRegularExpression remote(QStringLiteral("^[A-Za-z0-9_.@-]+:"));
        return std::any_of(words.begin() + 1, words.end(),
                           [](const QString &w) { return remote.match(w).hasMatch(); });
    }
    if (base != QLatin1String("curl") && base != QLatin1String("wget"))
        return false;
    static const QRegularExpression sending(
        QStringLiteral("^(--data.*|--json|--form.*|--upload-file|--post-data|--post-file|"
                       "--body-data|--body-file)(=.*)?$"));
    // curl's short forms: -d DATA, -F FIELD, -T FILE (value attached or not).
    static const QRegularExpression curlSending(QStringLiteral("^-[dFT]"));
    static const QRegularExpression method(QStringLiteral("^(-X|--request=?|--method=?)(.*)$"));
    for (qsizetype i = 1; i < words.size(); ++i) {
        const QString &w = words.at(i);
        if (sending.match(w).hasMatch() ||
            (base == QLatin1String("curl") && curlSending.match(w).hasMatch()))
            return true;
        const auto m = method.match(w);
        if (!m.hasMatch())
            continue;
        const QString verb = !m.captured(2).isEmpty() ? m.captured(2)
                             : i + 1 < words.size()   ? words.at(i + 1)
                                                      : QString();
        if (verb.compare(QLatin1String("GET"), Qt::CaseInsensitive) != 0 &&
            verb.compare(QLatin1String("HEAD"), Qt::CaseInsensitive) != 0)
            return true;
    }
    return false;
}

void addExecRisks(RequestRisk &risk, const ApprovalRequest &request) {
    for (const RiskHint &hint : riskHintsFor(request)) {
        switch (hint.kind) {
        case RiskHintKind::InlineEval:
            addReason(risk, QStringLiteral("inline-eval"));
            break;
        case RiskHintKind::ShellMetacharacters:
            addReason(risk, QStringLiteral("shell-metacharacters"));
            break;
        case RiskHintKind::Sudo:
            addReason(risk, QStringLiteral("privilege"));
            break;
        case RiskHintKind::RecursiveDelete:
            addReason(risk, QStringLiteral("destructive"));
            break;
        case RiskHintKind::NetworkTool:
            addReason(risk, QStringLiteral("network"));
            break;
        case RiskHintKind::WriteOutsideCwd:
            addReason(risk, QStringLiteral("write-outside-cwd"));
            break;
        }
    }
    const auto segments = shell::scanCommandOrArgv(request.command, request.commandArgv).segments;
    for (std::size_t i = 0; i < segments.size(); ++i) {
        const QStringList words = shell::commandWords(segments[i].words);
        if (words.isEmpty())
            continue;
        const QString base = shell::baseName(words.first());
        if (isDestructive(base, words))
            addReason(risk, QStringLiteral("destructive"));
        if (postsOverNetwork(base, words))
            addReason(risk, QStringLiteral("network-post"));
        if (base == QLatin1String("ssh"))
            addReason(risk, QStringLiteral("remote-shell"));
        if ((base == QLatin1String("curl") || base == QLatin1String("wget")) &&
            segments[i].separator == QLatin1String("|") && i + 1 < segments.size()) {
            const QStringList next = shell::commandWords(segments[i + 1].words);
            if (!next.isEmpty() && isInterpreter(shell::baseName(next.first())))
                addReason(risk, QStringLiteral("pipe-to-shell"));
        }
    }
    static const QSet<QString> scopes{QStringLiteral("payment"), QStringLiteral("external-post"),
                                      QStringLiteral("message-send"),
                                      QStringLiteral("standing-grant")};
    if (scopes.contains(request.scopeKind))
        addReason(risk, request.scopeKind);
}

} // namespace

RiskLevel riskLevelOf(const QString &reason) {
    const qsizetype rank = reasonOrder().indexOf(reason);
    if (rank < 0)
        return RiskLevel::None;
    return rank < kFirstCaution ? RiskLevel::High : RiskLevel::Caution;
}

int riskReasonRank(const QString &reason) {
    const qsizetype rank = reasonOrder().indexOf(reason);
    return static_cast<int>(rank < 0 ? reasonOrder().size() : rank);
}

void mergeRisk(RequestRisk &into, const RequestRisk &more) {
    for (const QString &reason : more.reasons)
        addReason(into, reason);
    std::sort(into.reasons.begin(), into.reasons.end(), [](const QString &a, const QString &b) {
        return riskReasonRank(a) < riskReasonRank(b);
    });
}

RequestRisk requestRisk(const ApprovalRequest &request) {
    RequestRisk risk;
    if (request.kind == ApprovalKind::Exec)
        addExecRisks(risk, request);
    if (request.severity == QLatin1String("critical") ||
        request.severity == QLatin1String("warning"))
        addReason(risk, request.severity);
    mergeRisk(risk, {}); // sorts
    return risk;
}

} // namespace toolgate::core
