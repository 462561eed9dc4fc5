// SPDX-License-Identifier: MIT
#include "config/configvalidator.h"

#include <QHash>
#include <QRegularExpression>

namespace toolgate::core {

namespace {

const QString kBothSuffix = QStringLiteral(" cannot set both allow and alsoAllow in the same scope "
                                           "(merge alsoAllow into allow, or remove allow and use "
                                           "profile + alsoAllow)");

QString typeName(const Json &v) {
    return QString::fromLatin1(v.type_name());
}

class Validator {
public:
    explicit Validator(const Json &root)
        : m_root(root) {}

    QList<ConfigFinding> run() {
        if (const Json *tools = member(m_root, "tools", KeyPath{"tools"}))
            checkTools(KeyPath{"tools"}, *tools, false);
        checkAgents();
        checkChannels();
        return m_findings;
    }

private:
    void add(const char *code, FindingSeverity severity, const KeyPath &path,
             const QString &message) {
        m_findings.append(ConfigFinding{QString::fromLatin1(code), severity, path, message});
    }

    void invalidType(const KeyPath &path, const char *expected, const Json &got) {
        add("config.invalidType", FindingSeverity::Error, path,
            QStringLiteral("Invalid input: expected %1, received %2")
                .arg(QLatin1String(expected), typeName(got)));
    }

    // The object at parent[key]; reports a non-object value and returns nullptr for it.
    const Json *member(const Json &parent, const char *key, const KeyPath &path,
                       const char *expected = "object") {
        if (!parent.is_object())
            return nullptr;
        const auto it = parent.find(key);
        if (it == parent.end())
            return nullptr;
        if (!it->is_object()) {
            invalidType(path, expected, *it);
            return nullptr;
        }
        return &*it;
    }

    // profile / allow / alsoAllow / deny of one policy object.
    void checkPolicy(const KeyPath &path, const Json &policy, ScopeKind kind) {
        const bool acceptsProfile = kind == ScopeKind::Global || kind == ScopeKind::Provider ||
                                    kind == ScopeKind::Agent || kind == ScopeKind::AgentProvider;
        if (const auto it = policy.find("profile"); it != policy.end()) {
            if (!acceptsProfile) {
                add("config.profileNotApplicable", FindingSeverity::Warning, path.child("profile"),
                    QStringLiteral(
                        "profile has no effect here: profiles apply to tools, tools.byProvider.*, "
                        "agents.entries.*.tools and their byProvider entries"));
            } else if (!it->is_string() || !knownProfileIds().contains(
                                               QString::fromStdString(it->get<std::string>()))) {
                add("config.invalidProfile", FindingSeverity::Error, path.child("profile"),
                    QStringLiteral("Invalid input (allowed: \"minimal\", \"coding\", "
                                   "\"messaging\", \"full\")"));
            }
        }
        bool nonEmpty[2] = {false, false};
        const char *lists[] = {"allow", "alsoAllow", "deny"};
        for (int i = 0; i < 3; ++i) {
            const auto it = policy.find(lists[i]);
            if (it == policy.end())
                continue;
            const KeyPath listPath = path.child(lists[i]);
            if (!it->is_array()) {
                invalidType(listPath, "array", *it);
                continue;
            }
            for (std::size_t e = 0; e < it->size(); ++e) {
                if (!(*it)[e].is_string())
                    invalidType(listPath.index(qsizetype(e)), "string", (*it)[e]);
            }
            if (i < 2)
                nonEmpty[i] = !it->empty();
        }
        if (nonEmpty[0] && nonEmpty[1]) {
            QString subject;
            switch (kind) {
            case ScopeKind::Global:
                subject = QStringLiteral("tools");
                break;
            case ScopeKind::Agent:
                subject = QStringLiteral("agent tools");
                break;
            case ScopeKind::Provider:
            case ScopeKind::AgentProvider:
                subject = QStringLiteral("tools.byProvider policy");
                break;
            default:
                subject = QStringLiteral("tools policy");
                break;
            }
            // Channel group schemas come from the channel plugins; OpenClaw's core schema accepts
            // both lists there (they are merged), so this is advice, not a load error.
            const bool channel =
                kind == ScopeKind::ChannelGroup || kind == ScopeKind::ChannelGroupSender;
            add("config.allowWithAlsoAllow",
                channel ? FindingSeverity::Warning : FindingSeverity::Error, path,
                subject + kBothSuffix);
        }
    }

    // A map of policy objects (byProvider, toolsBySender).
    void checkPolicyMap(const KeyPath &path, const Json &owner, const char *key, ScopeKind kind,
                        const char *code) {
        const Json *map = member(owner, key, path, "record");
        if (!map)
            return;
        for (const auto &[k, value] : map->items()) {
            const KeyPath entryPath = path.child(k);
            if (!value.is_object()) {
                add(code, FindingSeverity::Error, entryPath,
                    QStringLiteral("Invalid input: expected object, received %1")
                        .arg(typeName(value)));
                continue;
            }
            checkPolicy(entryPath, value, kind);
        }
    }

    void checkTools(const KeyPath &path, const Json &tools, bool agent) {
        checkPolicy(path, tools, agent ? ScopeKind::Agent : ScopeKind::Global);
        checkPolicyMap(path.child("byProvider"), tools, "byProvider",
                       agent ? ScopeKind::AgentProvider : ScopeKind::Provider,
                       "config.providerNotObject");
        checkPolicyMap(path.child("toolsBySender"), tools, "toolsBySender",
                       agent ? ScopeKind::AgentSender : ScopeKind::Sender,
                       "config.senderNotObject");
        if (const Json *sandbox = member(tools, "sandbox", path.child("sandbox"))) {
            if (const Json *st = member(*sandbox, "tools", path.child("sandbox").child("tools")))
                checkPolicy(path.child("sandbox").child("tools"), *st,
                            agent ? ScopeKind::AgentSandbox : ScopeKind::Sandbox);
        }
        if (!agent) {
            if (const Json *sub = member(tools, "subagents", path.child("subagents"))) {
                if (const Json *st = member(*sub, "tools", path.child("subagents").child("tools")))
                    checkPolicy(path.child("subagents").child("tools"), *st, ScopeKind::Subagents);
            }
        }
        if (const Json *loop = member(tools, "loopDetection", path.child("loopDetection"))) {
            const QStringList retired = retiredLoopDetectionKeys();
            for (const auto &[k, value] : loop->items()) {
                if (retired.contains(QString::fromStdString(k))) {
                    add("config.retiredLoopDetectionKey", FindingSeverity::Warning,
                        path.child("loopDetection").child(k),
                        QStringLiteral("retired loop-detection tuning key (thresholds are fixed "
                                       "constants; only "
                                       "\"enabled\" is read); the migration removes it"));
                }
            }
        }
    }

    void checkAgentId(const KeyPath &path, const QString &id) {
        if (!isValidAgentId(id)) {
            add("config.invalidAgentId", FindingSeverity::Error, path,
                QStringLiteral("Invalid agent id \"%1\": must match ^[a-z0-9_][a-z0-9_-]{0,63}$ "
                               "(case-insensitive)")
                    .arg(id));
        }
    }

    void checkAgents() {
        const Json *agents = member(m_root, "agents", KeyPath{"agents"});
        if (!agents)
            return;
        if (const Json *defaults = member(*agents, "defaults", KeyPath{"agents", "defaults"})) {
            if (defaults->contains("tools")) {
                add("config.unrecognizedKey", FindingSeverity::Error, KeyPath{"agents", "defaults"},
                    QStringLiteral("Unrecognized key: \"tools\""));
            }
        }
        QStringList ids; // normalised, from entries then list
        int defaultMarkers = 0;
        auto countDefault = [&defaultMarkers](const Json &entry) {
            const auto it = entry.find("default");
            if (it != entry.end() && it->is_boolean() && it->get<bool>())
                ++defaultMarkers;
        };
        if (const Json *entries =
                member(*agents, "entries", KeyPath{"agents", "entries"}, "record")) {
            QHash<QString, QString> seen; // normalised id -> first spelling
            for (const auto &[key, entry] : entries->items()) {
                const KeyPath path = KeyPath{"agents", "entries"}.child(key);
                const QString id = QString::fromStdString(key);
                checkAgentId(path, id);
                const QString norm = id.toLower();
                if (seen.contains(norm)) {
                    add("config.duplicateAgentId", FindingSeverity::Error, path,
                        QStringLiteral("agents.entries keys \"%1\" and \"%2\" resolve to the same "
                                       "agent id; rename one key")
                            .arg(seen.value(norm), id));
                } else {
                    seen.insert(norm, id);
                    ids << norm;
                }
                if (!entry.is_object()) {
                    invalidType(path, "object", entry);
                    continue;
                }
                countDefault(entry);
                if (const Json *tools = member(entry, "tools", path.child("tools")))
                    checkTools(path.child("tools"), *tools, true);
            }
        }
        if (const auto list = agents->find("list"); list != agents->end()) {
            const KeyPath listPath{"agents", "list"};
            if (!list->is_array()) {
                invalidType(listPath, "array", *list);
            } else {
                add("config.legacyAgentsList", FindingSeverity::Warning, listPath,
                    QStringLiteral(
                        "agents.list is the legacy agent roster; migrate it to agents.entries.<id> "
                        "(what openclaw doctor --fix does)"));
                QStringList listIds;
                for (std::size_t i = 0; i < list->size(); ++i) {
                    const Json &entry = (*list)[i];
                    const KeyPath path = listPath.index(qsizetype(i));
                    if (!entry.is_object()) {
                        invalidType(path, "object", entry);
                        continue;
                    }
                    const auto id = entry.find("id");
                    if (id == entry.end() || !id->is_string()) {
                        add("config.missingAgentId", FindingSeverity::Error, path.child("id"),
                            QStringLiteral("agents.list entries need a string id"));
                    } else {
                        const QString agentId = QString::fromStdString(id->get<std::string>());
                        checkAgentId(path.child("id"), agentId);
                        const QString norm = agentId.toLower();
                        if (listIds.contains(norm)) {
                            add("config.duplicateAgentId", FindingSeverity::Error, path.child("id"),
                                QStringLiteral(
                                    "agent id \"%1\" appears more than once in agents.list")
                                    .arg(agentId));
                        } else if (ids.contains(norm)) {
                            add("config.duplicateAgentId", FindingSeverity::Warning,
                                path.child("id"),
                                QStringLiteral(
                                    "agent id \"%1\" is in both agents.entries and agents.list; "
                                    "agents.entries wins when migrating")
                                    .arg(agentId));
                        } else {
                            ids << norm;
                        }
                        listIds << norm;
                    }
                    countDefault(entry);
                    if (const Json *tools = member(entry, "tools", path.child("tools")))
                        checkTools(path.child("tools"), *tools, true);
                }
            }
        }
        const auto ownership = agents->find("ownership");
        const bool explicitOwnership = ownership != agents->end() && ownership->is_string() &&
                                       ownership->get<std::string>() == "explicit";
        if (ids.size() > 1 && !explicitOwnership && defaultMarkers != 1) {
            add("config.ownershipRequired", FindingSeverity::Error, KeyPath{"agents", "ownership"},
                QStringLiteral("multi-agent rosters require agents.ownership=\"explicit\" or one "
                               "legacy default=true "
                               "marker; add agents.ownership=\"explicit\" or run openclaw doctor"));
        }
    }

    void checkGroups(const KeyPath &path, const Json &owner) {
        const Json *groups = member(owner, "groups", path, "record");
        if (!groups)
            return;
        for (const auto &[groupId, group] : groups->items()) {
            if (!group.is_object())
                continue;
            const KeyPath groupPath = path.child(groupId);
            if (const Json *tools = member(group, "tools", groupPath.child("tools")))
                checkPolicy(groupPath.child("tools"), *tools, ScopeKind::ChannelGroup);
            checkPolicyMap(groupPath.child("toolsBySender"), group, "toolsBySender",
                           ScopeKind::ChannelGroupSender, "config.senderNotObject");
        }
    }

    void checkChannels() {
        const auto channels = m_root.find("channels");
        if (channels == m_root.end() || !channels->is_object())
            return;
        for (const auto &[channel, config] : channels->items()) {
            if (!config.is_object())
                continue;
            const KeyPath channelPath = KeyPath{"channels"}.child(channel);
            checkGroups(channelPath.child("groups"), config);
            const auto accounts = config.find("accounts");
            if (accounts == config.end() || !accounts->is_object())
                continue;
            for (const auto &[account, accountConfig] : accounts->items()) {
                if (accountConfig.is_object())
                    checkGroups(channelPath.child("accounts").child(account).child("groups"),
                                accountConfig);
            }
        }
    }

    const Json &m_root;
    QList<ConfigFinding> m_findings;
};

} // namespace

QStringList knownProfileIds() {
    return {QStringLiteral("minimal"), QStringLiteral("coding"), QStringLiteral("messaging"),
            QStringLiteral("full")};
}

bool isValidAgentId(const QString &id) {
    static const QRegularExpression pattern(
        QRegularExpression::anchoredPattern(QStringLiteral("[a-z0-9_][a-z0-9_-]{0,63}")),
        QRegularExpression::CaseInsensitiveOption);
    return pattern.match(id).hasMatch();
}

QStringList retiredLoopDetectionKeys() {
    return {QStringLiteral("historySize"),
            QStringLiteral("warningThreshold"),
            QStringLiteral("unknownToolThreshold"),
            QStringLiteral("criticalThreshold"),
            QStringLiteral("globalCircuitBreakerThreshold"),
            QStringLiteral("detectors"),
            QStringLiteral("windowSize"),
            QStringLiteral("postCompactionGuard")};
}

QList<ConfigFinding> validateConfig(const ConfigDocument &document) {
    return Validator(document.root()).run();
}

} // namespace toolgate::core
