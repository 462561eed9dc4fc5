// SPDX-License-Identifier: MIT
#include "demo/demoexecapprovals.h"

#include "approvals/allowalwayseffect.h"
#include "approvals/approvaljson.h"
#include "approvals/execallowlistmatch.h"
#include "demo/demohost.h"

#include <QCryptographicHash>
#include <QDateTime>
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
    // What "allow always" on `npm test` stored earlier, used since.
    const core::ExecCommandTarget npmTest{{QStringLiteral("npm"), QStringLiteral("test")},
                                          QStringLiteral("/usr/bin/npm"),
                                          QStringLiteral("/home/demo/project"),
                                          QString::fromLatin1(demo::kDemoHome)};
    for (core::ExecAllowlistEntry entry :
         core::allowAlwaysEntries(npmTest, QStringLiteral("npm test"))) {
        entry.id = newId();
        entry.lastUsedAt = now - 2 * 3600000;
        if (!entry.pattern.startsWith(QLatin1Char('='))) {
            entry.lastUsedCommand = QStringLiteral("npm test");
            entry.lastResolvedPath = npmTest.resolvedPath;
        }
        m_file.ensureAgent(QStringLiteral("main")).allowlist.push_back(entry);
    }
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
    m_seed = m_file;
}

void DemoExecApprovals::applyScenario(const QMap<QString, QStringList> &programs,
                                      const core::ExecApprovalsPolicy &defaults) {
    m_file = m_seed;
    for (auto [field, value] :
         {std::pair{&core::ExecApprovalsPolicy::security, defaults.security},
          std::pair{&core::ExecApprovalsPolicy::ask, defaults.ask},
          std::pair{&core::ExecApprovalsPolicy::askFallback, defaults.askFallback}})
        if (!value.isEmpty())
            m_file.defaults.*field = value;
    for (auto it = programs.cbegin(); it != programs.cend(); ++it) {
        auto &allowlist = m_file.ensureAgent(it.key()).allowlist;
        for (const QString &pattern : it.value()) {
            const bool listed =
                std::any_of(allowlist.begin(), allowlist.end(), [&](const auto &entry) {
                    return entry.pattern == pattern && entry.argPattern.isEmpty();
                });
            if (listed)
                continue;
            core::ExecAllowlistEntry entry;
            entry.pattern = pattern;
            allowlist.push_back(entry);
        }
    }
    assignIds(m_file);
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
    const auto parsed = core::approvalFromJson(Json{{"id", "allow-always"}, {"request", request}},
                                               core::ApprovalKind::Exec);
    if (!parsed ||
        core::allowAlwaysEffectFor(parsed.value()).store != core::AllowAlwaysStore::AllowlistEntry)
        return;
    const core::ApprovalRequest &r = parsed.value();
    core::ExecCommandTarget target{
        r.commandArgv.isEmpty() ? r.command.split(QLatin1Char(' '), Qt::SkipEmptyParts)
                                : r.commandArgv,
        qs(request.value("resolvedPath", Json())), r.cwd, QString::fromLatin1(demo::kDemoHome)};
    // The demo's PATH lookup for a requester that did not resolve the program.
    if (target.resolvedPath.isEmpty() && !target.argv.isEmpty())
        target.resolvedPath = target.argv.first().contains(QLatin1Char('/'))
                                  ? target.argv.first()
                                  : QStringLiteral("/usr/bin/") + target.argv.first();
    const QString agentId = r.agentId.isEmpty() ? QStringLiteral("main") : r.agentId;
    auto &allowlist = m_file.ensureAgent(agentId).allowlist;
    for (core::ExecAllowlistEntry entry : core::allowAlwaysEntries(target, r.command)) {
        const auto same = std::find_if(allowlist.begin(), allowlist.end(), [&](const auto &e) {
            return e.pattern == entry.pattern && e.argPattern == entry.argPattern;
        });
        if (same != allowlist.end()) {
            same->source = entry.source;
            same->lastUsedAt = nowMs;
            continue;
        }
        entry.id = newId();
        entry.lastUsedAt = nowMs;
        allowlist.push_back(std::move(entry));
    }
}

} // namespace toolgate::gateway
