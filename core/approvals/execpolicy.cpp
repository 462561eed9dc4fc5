// SPDX-License-Identifier: MIT
#include "approvals/execpolicy.h"

#include "approvals/approvaljson.h"

#include <algorithm>

namespace toolgate::core {

namespace {

const QString kDefaultSecurity = QStringLiteral("full");
const QString kDefaultAsk = QStringLiteral("off");
const QString kDefaultAskFallback = QStringLiteral("deny");
const QString kGlobalPath = QStringLiteral("tools.exec");

int securityRank(const QString &v) {
    return v == QLatin1String("deny") ? 0 : v == QLatin1String("allowlist") ? 1 : 2;
}
int askRank(const QString &v) {
    return v == QLatin1String("always") ? 2 : v == QLatin1String("on-miss") ? 1 : 0;
}

QString stringAt(const Json &object, const char *key) {
    const Json &v = jsonMember(object, key);
    return v.is_string() ? QString::fromStdString(v.get<std::string>()) : QString();
}

bool has(const Json &object, const char *key) {
    return !jsonMember(object, key).is_null();
}

struct Requested {
    QString mode, modeSource, security, securitySource, ask, askSource;
};

QString derivedSource(const QString &securitySource, const QString &askSource) {
    return securitySource == askSource
               ? QStringLiteral("derived from %1").arg(securitySource)
               : QStringLiteral("derived from %1 and %2").arg(securitySource, askSource);
}

Requested fromMode(const QString &mode, const QString &source) {
    Requested r;
    r.mode = mode;
    execPolicyForMode(mode, &r.security, &r.ask);
    r.modeSource = r.securitySource = r.askSource = source;
    return r;
}

// The requested policy of one scope: its own mode wins; then the global mode unless the scope
// sets security/ask itself; a scope's legacy fields layer over an inherited global mode;
// otherwise field by field (scope, then tools.exec, then OpenClaw's defaults full/off).
Requested resolveRequested(const Json &scope, const Json &global, const QString &configPath) {
    QString tmpS, tmpA;
    const QString scopeMode = stringAt(scope, "mode");
    const QString globalMode = stringAt(global, "mode");
    const bool scopeLegacy = has(scope, "security") || has(scope, "ask");
    if (execPolicyForMode(scopeMode, &tmpS, &tmpA))
        return fromMode(scopeMode, configPath + QStringLiteral(".mode"));
    const bool globalModeValid = execPolicyForMode(globalMode, &tmpS, &tmpA);
    if (!scopeLegacy && globalModeValid)
        return fromMode(globalMode, kGlobalPath + QStringLiteral(".mode"));
    Requested r;
    if (scopeLegacy && globalModeValid) {
        const Requested inherited = fromMode(globalMode, kGlobalPath + QStringLiteral(".mode"));
        const bool ownSecurity = has(scope, "security");
        const bool ownAsk = has(scope, "ask");
        r.security = ownSecurity ? stringAt(scope, "security") : inherited.security;
        r.ask = ownAsk ? stringAt(scope, "ask") : inherited.ask;
        r.securitySource =
            ownSecurity ? configPath + QStringLiteral(".security") : inherited.modeSource;
        r.askSource = ownAsk ? configPath + QStringLiteral(".ask") : inherited.modeSource;
    } else {
        auto field = [&](const char *key, const QString &fallback, QString *value,
                         QString *source) {
            if (has(scope, key)) {
                *value = stringAt(scope, key);
                *source = configPath + QLatin1Char('.') + QLatin1String(key);
            } else if (has(global, key)) {
                *value = stringAt(global, key);
                *source = kGlobalPath + QLatin1Char('.') + QLatin1String(key);
            } else {
                *value = fallback;
                *source = QStringLiteral("OpenClaw default (%1)").arg(fallback);
            }
        };
        field("security", kDefaultSecurity, &r.security, &r.securitySource);
        field("ask", kDefaultAsk, &r.ask, &r.askSource);
    }
    r.mode = execModeFromPolicy(r.security, r.ask);
    r.modeSource = derivedSource(r.securitySource, r.askSource);
    return r;
}

struct HostField {
    QString value;
    QString source; // "agents.main.security", "defaults.ask"; empty when nothing in the document
};

// The agent's own value, else the "*" agent's, else defaults, else `fallback`. A set but unknown
// value falls through to defaults, not to "*" (as OpenClaw resolves it).
HostField resolveHost(const ExecApprovalsFile &file, const QString &agentKey,
                      QString ExecApprovalsPolicy::*field, const char *name,
                      bool (*valid)(const QString &), const QString &fallback) {
    const QString fieldName = QLatin1String(name);
    HostField fromDefaults{fallback, {}};
    if (valid(file.defaults.*field))
        fromDefaults = {file.defaults.*field, QStringLiteral("defaults.") + fieldName};
    auto pick = [&](const ExecApprovalsAgent *agent,
                    const QString &key) -> std::optional<HostField> {
        if (!agent || (agent->policy.*field).isEmpty())
            return std::nullopt;
        if (!valid(agent->policy.*field))
            return fromDefaults;
        return HostField{agent->policy.*field, QStringLiteral("agents.%1.%2").arg(key, fieldName)};
    };
    if (auto own = pick(agentKey.isEmpty() ? nullptr : file.agent(agentKey), agentKey))
        return *own;
    if (auto wildcard = pick(file.agent(kWildcardAgent), kWildcardAgent))
        return *wildcard;
    return fromDefaults;
}

QString hostSource(const QString &hostPath, const HostField &field, const QString &unsetText) {
    return field.source.isEmpty() ? unsetText : hostPath + QLatin1Char(' ') + field.source;
}

} // namespace

QString stricterSecurity(const QString &a, const QString &b) {
    return securityRank(a) <= securityRank(b) ? a : b;
}

QString moreAsking(const QString &a, const QString &b) {
    return askRank(a) >= askRank(b) ? a : b;
}

QString execModeFromPolicy(const QString &security, const QString &ask) {
    if (security == QLatin1String("deny"))
        return QStringLiteral("deny");
    if (security == QLatin1String("allowlist") && ask == QLatin1String("off"))
        return QStringLiteral("allowlist");
    if (security == QLatin1String("full") && ask != QLatin1String("always"))
        return QStringLiteral("full");
    return QStringLiteral("ask");
}

bool execPolicyForMode(const QString &mode, QString *security, QString *ask) {
    struct Row {
        const char *mode, *security, *ask;
    };
    // "auto" asks like "ask" and adds an automatic reviewer.
    static constexpr Row rows[] = {{"deny", "deny", "off"},
                                   {"allowlist", "allowlist", "off"},
                                   {"ask", "allowlist", "on-miss"},
                                   {"auto", "allowlist", "on-miss"},
                                   {"full", "full", "off"}};
    for (const Row &row : rows) {
        if (mode == QLatin1String(row.mode)) {
            *security = QLatin1String(row.security);
            *ask = QLatin1String(row.ask);
            return true;
        }
    }
    return false;
}

ExecPolicyScope resolveExecPolicyScope(const Json &scopeExec, const Json &globalExec,
                                       const QString &configPath, const QString &scopeLabel,
                                       const QString &agentId, const ExecApprovalsFile &file,
                                       const QString &hostPath) {
    ExecPolicyScope s;
    s.scopeLabel = scopeLabel;
    s.configPath = configPath;
    s.agentId = agentId;
    if (has(scopeExec, "host")) {
        s.host = stringAt(scopeExec, "host");
        s.hostRequestedSource = configPath + QStringLiteral(".host");
    } else if (has(globalExec, "host")) {
        s.host = stringAt(globalExec, "host");
        s.hostRequestedSource = kGlobalPath + QStringLiteral(".host");
    } else {
        s.host = QStringLiteral("auto");
        s.hostRequestedSource = QStringLiteral("OpenClaw default (auto)");
    }

    const Requested req = resolveRequested(scopeExec, globalExec, configPath);
    s.mode = req.mode;
    s.modeSource = req.modeSource;

    // A field the document leaves unset inherits the requested value; askFallback defaults to deny.
    const QString agentKey = agentId; // no agent id: only "*" and defaults apply
    const HostField security = resolveHost(file, agentKey, &ExecApprovalsPolicy::security,
                                           "security", isExecSecurity, req.security);
    const HostField ask =
        resolveHost(file, agentKey, &ExecApprovalsPolicy::ask, "ask", isExecAsk, req.ask);
    const HostField fallback = resolveHost(file, agentKey, &ExecApprovalsPolicy::askFallback,
                                           "askFallback", isExecSecurity, kDefaultAskFallback);
    const QString inherits = QStringLiteral("inherits requested tool policy");

    s.security = {req.security,
                  req.securitySource,
                  security.value,
                  hostSource(hostPath, security, inherits),
                  stricterSecurity(req.security, security.value),
                  {}};
    s.security.note = s.security.effective == req.security
                          ? QStringLiteral("requested security applies")
                          : QStringLiteral("stricter host security wins");
    s.ask = {req.ask,
             req.askSource,
             ask.value,
             hostSource(hostPath, ask, inherits),
             moreAsking(req.ask, ask.value),
             {}};
    s.ask.note = s.ask.effective == req.ask ? QStringLiteral("requested ask applies")
                                            : QStringLiteral("more aggressive ask wins");
    s.askFallback = stricterSecurity(s.security.effective, fallback.value);
    s.askFallbackSource = hostSource(
        hostPath, fallback, QStringLiteral("OpenClaw default (%1)").arg(kDefaultAskFallback));

    s.effectiveMode = s.security.effective == req.security && s.ask.effective == req.ask
                          ? req.mode
                          : execModeFromPolicy(s.security.effective, s.ask.effective);
    s.modeNote = s.effectiveMode == req.mode ? QStringLiteral("requested mode applies")
                                             : QStringLiteral("host policy changes effective mode");
    s.allowedDecisions = s.ask.effective == QLatin1String("always")
                             ? QStringList{QStringLiteral("allow-once"), QStringLiteral("deny")}
                             : QStringList{QStringLiteral("allow-once"),
                                           QStringLiteral("allow-always"), QStringLiteral("deny")};
    return s;
}

namespace {

// (id, agent object) pairs of agents.entries or agents.list.
std::vector<std::pair<QString, const Json *>> agentEntries(const Json &config) {
    std::vector<std::pair<QString, const Json *>> out;
    const Json &agents = jsonMember(config, "agents");
    const Json &entries = jsonMember(agents, "entries");
    if (entries.is_object()) {
        for (auto it = entries.begin(); it != entries.end(); ++it)
            if (it->is_object())
                out.emplace_back(QString::fromStdString(it.key()), &*it);
        return out;
    }
    const Json &list = jsonMember(agents, "list");
    if (list.is_array())
        for (const Json &entry : list)
            if (!stringAt(entry, "id").isEmpty())
                out.emplace_back(stringAt(entry, "id"), &entry);
    return out;
}

// The agent the global tools.exec scope stands for: with agents.ownership "explicit" the
// recorded system agent; otherwise the one marked default, else the sole agent, else "main" when
// no agent is configured; none when several agents have no marker (as 2026.9.6 resolves it).
QString defaultAgentId(const Json &config) {
    const auto entries = agentEntries(config);
    const Json &agents = jsonMember(config, "agents");
    auto listed = [&](const QString &wanted) {
        return std::any_of(entries.begin(), entries.end(),
                           [&](const auto &entry) { return entry.first == wanted; });
    };
    if (stringAt(agents, "ownership") == QLatin1String("explicit")) {
        const QString recorded =
            stringAt(jsonMember(jsonMember(agents, "defaults"), "systemAgent"), "agentId");
        return listed(recorded) ? recorded : QString();
    }
    for (const auto &[id, entry] : entries)
        if (jsonMember(*entry, "default").is_boolean() && jsonMember(*entry, "default").get<bool>())
            return id;
    if (entries.size() == 1)
        return entries.front().first;
    return entries.empty() ? QStringLiteral("main") : QString();
}

} // namespace

QStringList configuredAgentIds(const Json &config) {
    QStringList ids;
    for (const auto &[id, entry] : agentEntries(config))
        ids.append(id);
    return ids;
}

ExecPolicyScope resolveAgentExecPolicy(const Json &config, const QString &agentId,
                                       const ExecApprovalsFile &file) {
    static const Json null;
    const Json *scopeExec = &null;
    for (const auto &[id, entry] : agentEntries(config))
        if (id == agentId)
            scopeExec = &jsonMember(jsonMember(*entry, "tools"), "exec");
    return resolveExecPolicyScope(*scopeExec, jsonMember(jsonMember(config, "tools"), "exec"),
                                  QStringLiteral("agents.entries.%1.tools.exec").arg(agentId),
                                  QStringLiteral("agent:") + agentId, agentId, file, QString());
}

std::vector<ExecPolicyScope> collectExecPolicyScopes(const Json &config,
                                                     const ExecApprovalsFile &file,
                                                     const QString &hostPath) {
    static const Json null;
    const Json &globalExec = jsonMember(jsonMember(config, "tools"), "exec");
    const QString defaultId = defaultAgentId(config);
    std::vector<ExecPolicyScope> scopes;
    scopes.push_back(resolveExecPolicyScope(globalExec, null, kGlobalPath, kGlobalPath, defaultId,
                                            file, hostPath));
    const auto entries = agentEntries(config);
    QStringList ids;
    for (const auto &[id, entry] : entries)
        if (id != defaultId || has(jsonMember(*entry, "tools"), "exec"))
            ids.append(id);
    for (const auto &[id, agent] : file.agents)
        if (id != kWildcardAgent && id != QLatin1String("default") && id != defaultId)
            ids.append(id);
    ids.removeDuplicates();
    std::sort(ids.begin(), ids.end());
    for (const QString &id : ids) {
        const Json *scopeExec = &null;
        for (const auto &[entryId, entry] : entries)
            if (entryId == id)
                scopeExec = &jsonMember(jsonMember(*entry, "tools"), "exec");
        scopes.push_back(resolveExecPolicyScope(
            *scopeExec, globalExec, QStringLiteral("agents.entries.%1.tools.exec").arg(id),
            QStringLiteral("agent:") + id, id, file, hostPath));
    }
    return scopes;
}

Json toJson(const ExecPolicyScope &s) {
    auto str = [](const QString &v) { return v.toStdString(); };
    Json out = Json::object();
    out["scopeLabel"] = str(s.scopeLabel);
    out["configPath"] = str(s.configPath);
    if (!s.agentId.isEmpty())
        out["agentId"] = str(s.agentId);
    out["host"] = {{"requested", str(s.host)}, {"requestedSource", str(s.hostRequestedSource)}};
    out["mode"] = {{"requested", str(s.mode)},
                   {"requestedSource", str(s.modeSource)},
                   {"effective", str(s.effectiveMode)},
                   {"note", str(s.modeNote)}};
    auto field = [&](const ExecPolicyField &f) {
        return Json{{"requested", str(f.requested)}, {"requestedSource", str(f.requestedSource)},
                    {"host", str(f.host)},           {"hostSource", str(f.hostSource)},
                    {"effective", str(f.effective)}, {"note", str(f.note)}};
    };
    out["security"] = field(s.security);
    out["ask"] = field(s.ask);
    out["askFallback"] = {{"effective", str(s.askFallback)}, {"source", str(s.askFallbackSource)}};
    Json decisions = Json::array();
    for (const QString &d : s.allowedDecisions)
        decisions.push_back(str(d));
    out["allowedDecisions"] = std::move(decisions);
    return out;
}

} // namespace toolgate::core
