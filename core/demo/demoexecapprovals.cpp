// SPDX-License-Identifier: MIT
#include "demo/demoexecapprovals.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QRegularExpression>
#include <QUuid>

namespace toolgate::gateway {

namespace {

using core::Json;

const char *const kPath = "/home/demo/.openclaw/state/openclaw.sqlite#exec_approvals_config";
constexpr qint64 kDay = 86400000;

QString newId() {
    return QUuid::createUuid().toString(QUuid::WithoutBraces);
}

QString qs(const Json &v) {
    return v.is_string() ? QString::fromStdString(v.get<std::string>()) : QString();
}

// A document a team would plausibly have after a few weeks: defaults that ask on a miss, a few
// hand-written entries, one broad entry worth a warning, and an agent that may not run anything.
// clang-format off
const char *const kSeed = R"json({"version": 1,
  "socket": {"path": "/home/demo/.openclaw/exec-approvals.sock"},
  "defaults": {"security": "allowlist", "ask": "on-miss", "askFallback": "deny"},
  "agents": {
    "*": {"allowlist": [{"pattern": "/usr/bin/uname"}, {"pattern": "/usr/bin/date"}]},
    "main": {"autoAllowSkills": true, "allowlist": [
      {"pattern": "/usr/bin/git", "argPattern": "^(status|diff|log)( |$)"},
      {"pattern": "~/Projects/**/bin/rg"},
      {"pattern": "/usr/bin/python3"}]},
    "reviewer": {"security": "deny"},
    "deploy": {"ask": "always",
      "allowlist": [{"pattern": "/usr/local/bin/kubectl", "argPattern": "^get "}]}}})json";
// clang-format on

void assignIds(core::ExecApprovalsFile &file) {
    for (auto &[agentId, agent] : file.agents)
        for (core::ExecAllowlistEntry &entry : agent.allowlist)
            if (entry.id.isEmpty())
                entry.id = newId();
}

} // namespace

DemoExecApprovals::DemoExecApprovals() {
    m_file = core::execApprovalsFileFromJson(Json::parse(kSeed)).value();
    assignIds(m_file);
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    // Entries "allow always" stored earlier, with their last use.
    core::ExecAllowlistEntry npm;
    npm.id = newId();
    npm.pattern = QStringLiteral("/usr/bin/npm");
    npm.argPattern = QStringLiteral("^test$");
    npm.source = QStringLiteral("allow-always");
    npm.lastUsedAt = now - 2 * 3600000;
    npm.lastUsedCommand = QStringLiteral("npm test");
    npm.lastResolvedPath = QStringLiteral("/usr/bin/npm");
    m_file.ensureAgent(QStringLiteral("main")).allowlist.push_back(npm);
    core::McpToolGrant issues;
    issues.server = QStringLiteral("github");
    issues.tool = QStringLiteral("list_issues");
    issues.source = QStringLiteral("allow-always");
    issues.addedAt = now - 6 * kDay;
    issues.lastUsedAt = now - kDay;
    m_file.ensureAgent(QStringLiteral("main")).mcpTools.push_back(issues);

    core::StandingGrant backup;
    backup.grantId = QStringLiteral("grant-7f3a2c");
    backup.mintedByApprovalId = newId();
    backup.agentId = QStringLiteral("main");
    backup.cronJobId = QStringLiteral("cron-nightly-backup");
    backup.cronJobName = QStringLiteral("Nightly backup");
    backup.command = QStringLiteral("restic backup /srv/data --tag nightly");
    backup.cwd = QStringLiteral("/srv");
    backup.createdAtMs = now - 12 * kDay;
    backup.expiresAtMs = now + 78 * kDay;
    backup.lastUsedAtMs = now - 9 * 3600000;
    backup.useCount = 12;
    core::StandingGrant report = backup;
    report.grantId = QStringLiteral("grant-19be04");
    report.mintedByApprovalId = newId();
    report.cronJobId = QStringLiteral("cron-weekly-report");
    report.cronJobName = QStringLiteral("Weekly usage report");
    report.command = QStringLiteral("python3 scripts/usage_report.py --week");
    report.cwd = QStringLiteral("/home/demo/Projects/ops");
    report.expiresAtMs = 0;
    report.useCount = 3;
    report.lastUsedAtMs = now - 4 * kDay;
    core::StandingGrant old = backup;
    old.grantId = QStringLiteral("grant-0c81d9");
    old.cronJobId = QStringLiteral("cron-cache-warm");
    old.cronJobName = QStringLiteral("Cache warm-up");
    old.command = QStringLiteral("curl -s https://cache.internal/warm");
    old.revokedAtMs = now - 3 * kDay;
    old.revokedBy = QStringLiteral("Toolgate");
    old.useCount = 40;
    m_grants = {backup, report, old};
}

bool DemoExecApprovals::handles(const QString &method) {
    return method.startsWith(QLatin1String("exec.approvals.")) ||
           method.startsWith(QLatin1String("exec.approval.grants."));
}

QString DemoExecApprovals::hash() const {
    return QString::fromLatin1(
        QCryptographicHash::hash(QByteArray::fromStdString(core::toJson(m_file).dump()),
                                 QCryptographicHash::Sha256)
            .toHex());
}

Json DemoExecApprovals::snapshot() const {
    return Json{
        {"path", kPath},
        {"exists", true},
        {"file", core::toJson(m_file)},
        {"hash", hash().toStdString()},
        {"resolvedDefaults",
         {{"security", m_file.defaults.security.isEmpty() ? std::string("full")
                                                          : m_file.defaults.security.toStdString()},
          {"ask",
           m_file.defaults.ask.isEmpty() ? std::string("off") : m_file.defaults.ask.toStdString()},
          {"askFallback", m_file.defaults.askFallback.isEmpty()
                              ? std::string("deny")
                              : m_file.defaults.askFallback.toStdString()},
          {"autoAllowSkills", m_file.defaults.autoAllowSkills.value_or(false)}}}};
}

DemoExecApprovals::Reply DemoExecApprovals::handle(const QString &method, const Json &params,
                                                   const QString &revokedBy, qint64 nowMs) {
    const bool node = method.startsWith(QLatin1String("exec.approvals.node."));
    if (node && qs(params.value("nodeId", Json())).isEmpty())
        return {false, {}, QStringLiteral("invalid %1 params: at /nodeId: required").arg(method)};
    if (method.endsWith(QLatin1String(".get")) && !method.contains(QLatin1String("grants")))
        return {true, snapshot(), {}};
    if (method.endsWith(QLatin1String(".set"))) {
        if (qs(params.value("baseHash", Json())) != hash())
            return {
                false,
                {},
                QStringLiteral(
                    "exec approvals changed since last load; re-run exec.approvals.get and retry")};
        auto file = core::execApprovalsFileFromJson(params.value("file", Json()));
        if (!file)
            return {false,
                    {},
                    QStringLiteral("invalid %1 params: at /file: %2")
                        .arg(method, file.error().toString())};
        m_file = std::move(file.value());
        assignIds(m_file);
        return {true, snapshot(), {}};
    }
    if (method == QLatin1String("exec.approval.grants.list")) {
        Json rows = Json::array();
        for (auto it = m_grants.rbegin(); it != m_grants.rend(); ++it)
            rows.push_back(core::toJson(*it));
        return {true, Json{{"grants", rows}}, {}};
    }
    if (method == QLatin1String("exec.approval.grants.revoke")) {
        const QString grantId = qs(params.value("grantId", Json()));
        for (core::StandingGrant &g : m_grants) {
            if (g.grantId != grantId)
                continue;
            if (g.revokedAtMs > 0)
                return {true, Json{{"outcome", "already-revoked"}}, {}};
            g.revokedAtMs = nowMs;
            g.revokedBy = revokedBy;
            return {true, Json{{"outcome", "revoked"}}, {}};
        }
        return {true, Json{{"outcome", "not-found"}}, {}};
    }
    return {false, {}, QStringLiteral("unknown method: %1").arg(method)};
}

void DemoExecApprovals::recordAllowAlways(const Json &request, qint64 nowMs) {
    QStringList argv;
    if (const auto it = request.find("commandArgv"); it != request.end() && it->is_array())
        for (const Json &arg : *it)
            argv.append(qs(arg));
    const QString command = qs(request.value("command", Json()));
    if (argv.isEmpty())
        argv = command.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (argv.isEmpty())
        return;
    QString resolved = qs(request.value("resolvedPath", Json()));
    if (resolved.isEmpty())
        resolved = argv.first().contains(QLatin1Char('/'))
                       ? argv.first()
                       : QStringLiteral("/usr/bin/") + argv.first();
    QStringList args = argv.mid(1);
    for (QString &arg : args)
        arg = QRegularExpression::escape(arg);
    QString agentId = qs(request.value("agentId", Json()));
    if (agentId.isEmpty())
        agentId = QStringLiteral("main");
    core::ExecAllowlistEntry entry;
    entry.id = newId();
    entry.pattern = resolved;
    entry.argPattern = QStringLiteral("^%1$").arg(args.join(QLatin1Char(' ')));
    entry.source = QStringLiteral("allow-always");
    entry.lastUsedAt = nowMs;
    entry.lastUsedCommand = command;
    entry.lastResolvedPath = resolved;
    m_file.ensureAgent(agentId).allowlist.push_back(std::move(entry));
}

} // namespace toolgate::gateway
