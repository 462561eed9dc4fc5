// SPDX-License-Identifier: MIT
#include "config/configvalidator.h"

#include "catalog/toolcatalog.h"
#include "config/safetysettings.h"
#include "policy/policyschema.h"

#include <QRegularExpression>

#include <string>

namespace toolgate::core {

namespace {

QString typeName(const Json &v) {
    return QString::fromLatin1(v.type_name());
}

// The schema issue's segments as a KeyPath: a segment is an index where the tree has an array.
KeyPath keyPathOf(const Json &root, const std::vector<std::string> &keys) {
    KeyPath path;
    const Json *node = &root;
    for (const std::string &key : keys) {
        if (node && node->is_array()) {
            const qsizetype i = std::stoll(key);
            path = path.index(i);
            node = std::size_t(i) < node->size() ? &(*node)[std::size_t(i)] : nullptr;
        } else {
            path = path.child(key);
            const bool has = node && node->is_object() && node->contains(key);
            node = has ? &node->at(key) : nullptr;
        }
    }
    return path;
}

ErrorCode codeOf(const SchemaIssue &issue) {
    switch (issue.kind) {
    case SchemaIssueKind::InvalidType: {
        // A byProvider / toolsBySender value that is not an object has its own code.
        const std::size_t n = issue.keys.size();
        if (n >= 2 && issue.keys[n - 2] == "byProvider")
            return ErrorCode::ConfigProviderNotObject;
        if (n >= 2 && issue.keys[n - 2] == "toolsBySender")
            return ErrorCode::ConfigSenderNotObject;
        return ErrorCode::ConfigInvalidType;
    }
    case SchemaIssueKind::InvalidProfile:
        return ErrorCode::ConfigInvalidProfile;
    case SchemaIssueKind::AllowWithAlsoAllow:
        return ErrorCode::ConfigAllowWithAlsoAllow;
    case SchemaIssueKind::UnrecognizedKey:
        return ErrorCode::ConfigUnrecognizedKey;
    case SchemaIssueKind::OwnershipRequired:
        return ErrorCode::ConfigOwnershipRequired;
    case SchemaIssueKind::InvalidRoster:
        return ErrorCode::ConfigInvalidRoster;
    case SchemaIssueKind::InvalidAgentKey:
        return ErrorCode::ConfigInvalidAgentId;
    case SchemaIssueKind::DuplicateAgentId:
        return ErrorCode::ConfigDuplicateAgentId;
    case SchemaIssueKind::DefaultMarkers:
        return ErrorCode::ConfigDefaultMarkers;
    }
    return ErrorCode::ConfigInvalidType;
}

// The document-level rules on top of the OpenClaw schema (validatePolicyConfig): agent id
// pattern and duplicates, the legacy roster, retired loop keys, channel group tool lists.
class Extras {
public:
    explicit Extras(const Json &root, QList<ConfigFinding> *findings)
        : m_root(root)
        , m_findings(findings) {}

    void run() {
        if (!m_root.is_object())
            return;
        if (const auto tools = m_root.find("tools"); tools != m_root.end() && tools->is_object())
            checkLoopDetection(KeyPath{"tools"}, *tools);
        checkAgents();
        checkChannels();
    }

private:
    void add(ErrorCode code, FindingSeverity severity, const KeyPath &path,
             const QString &message) {
        m_findings->append(ConfigFinding{code, severity, path, message});
    }

    void invalidType(const KeyPath &path, const char *expected, const Json &got) {
        add(ErrorCode::ConfigInvalidType, FindingSeverity::Error, path,
            QStringLiteral("Invalid input: expected %1, received %2")
                .arg(QLatin1String(expected), typeName(got)));
    }

    void checkLoopDetection(const KeyPath &toolsPath, const Json &tools) {
        const auto loop = tools.find("loopDetection");
        if (loop == tools.end() || !loop->is_object())
            return;
        const QStringList retired = retiredLoopDetectionKeys();
        for (const auto &[k, value] : loop->items()) {
            if (retired.contains(QString::fromStdString(k))) {
                add(ErrorCode::ConfigRetiredLoopKey, FindingSeverity::Warning,
                    toolsPath.child("loopDetection").child(k),
                    QStringLiteral("retired loop-detection tuning key (thresholds are fixed "
                                   "constants; only \"enabled\" is read); the migration removes "
                                   "it"));
            }
        }
    }

    void checkAgentTools(const KeyPath &agentPath, const Json &agent) {
        const auto tools = agent.find("tools");
        if (tools != agent.end() && tools->is_object())
            checkLoopDetection(agentPath.child("tools"), *tools);
    }

    void checkAgentId(const KeyPath &path, const QString &id) {
        if (!isValidAgentId(id)) {
            add(ErrorCode::ConfigInvalidAgentId, FindingSeverity::Error, path,
                QStringLiteral("Invalid agent id \"%1\": must match ^[a-z0-9_][a-z0-9_-]{0,63}$ "
                               "(case-insensitive)")
                    .arg(id));
        }
    }

    void checkAgents() {
        const auto agents = m_root.find("agents");
        if (agents == m_root.end() || !agents->is_object())
            return;
        QStringList ids; // normalised, from entries then list
        if (const auto entries = agents->find("entries");
            entries != agents->end() && entries->is_object()) {
            // Keys that normalise to one id: OpenClaw's own finding (validatePolicyConfig).
            for (const auto &[key, entry] : entries->items()) {
                const KeyPath path = KeyPath{"agents", "entries"}.child(key);
                const QString norm = QString::fromStdString(key).toLower();
                if (!ids.contains(norm))
                    ids << norm;
                if (entry.is_object())
                    checkAgentTools(path, entry);
            }
        }
        const auto list = agents->find("list");
        if (list == agents->end())
            return;
        const KeyPath listPath{"agents", "list"};
        if (!list->is_array()) {
            invalidType(listPath, "array", *list);
            return;
        }
        add(ErrorCode::ConfigLegacyAgentsList, FindingSeverity::Warning, listPath,
            QStringLiteral("agents.list is the legacy agent roster; migrate it to "
                           "agents.entries.<id> (what openclaw doctor --fix does)"));
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
                add(ErrorCode::ConfigMissingAgentId, FindingSeverity::Error, path.child("id"),
                    QStringLiteral("agents.list entries need a string id"));
            } else {
                const QString agentId = QString::fromStdString(id->get<std::string>());
                checkAgentId(path.child("id"), agentId);
                const QString norm = agentId.toLower();
                if (listIds.contains(norm)) {
                    add(ErrorCode::ConfigDuplicateAgentId, FindingSeverity::Error, path.child("id"),
                        QStringLiteral("agent id \"%1\" appears more than once in agents.list")
                            .arg(agentId));
                } else if (ids.contains(norm)) {
                    add(ErrorCode::ConfigDuplicateAgentId, FindingSeverity::Warning,
                        path.child("id"),
                        QStringLiteral("agent id \"%1\" is in both agents.entries and agents.list; "
                                       "agents.entries wins when migrating")
                            .arg(agentId));
                } else {
                    ids << norm;
                }
                listIds << norm;
            }
            checkAgentTools(path, entry);
        }
    }

    // Channel group tool lists: channel plugins own that schema (OpenClaw's core schema merges
    // allow and alsoAllow there), so allow + alsoAllow is advice, and a profile does nothing.
    void checkGroupPolicy(const KeyPath &path, const Json &policy) {
        if (policy.contains("profile")) {
            add(ErrorCode::ConfigProfileNotApplicable, FindingSeverity::Warning,
                path.child("profile"),
                QStringLiteral("profile has no effect here: profiles apply to tools, "
                               "tools.byProvider.*, agents.entries.*.tools and their byProvider "
                               "entries"));
        }
        for (const SchemaIssue &issue : validateToolLists(policy, {}, "tools policy")) {
            const KeyPath at = path + keyPathOf(policy, issue.keys);
            const bool both = issue.kind == SchemaIssueKind::AllowWithAlsoAllow;
            add(both ? ErrorCode::ConfigAllowWithAlsoAllow : ErrorCode::ConfigInvalidType,
                both ? FindingSeverity::Warning : FindingSeverity::Error, at,
                QString::fromStdString(issue.message));
        }
    }

    void checkGroups(const KeyPath &path, const Json &owner) {
        const auto groups = owner.find("groups");
        if (groups == owner.end())
            return;
        if (!groups->is_object()) {
            invalidType(path, "record", *groups);
            return;
        }
        for (const auto &[groupId, group] : groups->items()) {
            if (!group.is_object())
                continue;
            const KeyPath groupPath = path.child(groupId);
            if (const auto tools = group.find("tools"); tools != group.end()) {
                if (tools->is_object())
                    checkGroupPolicy(groupPath.child("tools"), *tools);
                else
                    invalidType(groupPath.child("tools"), "object", *tools);
            }
            const auto senders = group.find("toolsBySender");
            if (senders == group.end())
                continue;
            const KeyPath sendersPath = groupPath.child("toolsBySender");
            if (!senders->is_object()) {
                invalidType(sendersPath, "record", *senders);
                continue;
            }
            for (const auto &[sender, policy] : senders->items()) {
                if (policy.is_object()) {
                    checkGroupPolicy(sendersPath.child(sender), policy);
                } else {
                    add(ErrorCode::ConfigSenderNotObject, FindingSeverity::Error,
                        sendersPath.child(sender),
                        QStringLiteral("Invalid input: expected object, received %1")
                            .arg(typeName(policy)));
                }
            }
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
    QList<ConfigFinding> *m_findings;
};

} // namespace

QStringList knownProfileIds() {
    QStringList ids;
    for (const std::string &id : ToolCatalog::builtin().profileIds())
        ids << QString::fromStdString(id);
    return ids;
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
    const Json &root = document.root();
    QList<ConfigFinding> findings;
    for (const SchemaIssue &issue : validatePolicyConfig(root, ToolCatalog::builtin())) {
        findings.append(ConfigFinding{
            codeOf(issue), FindingSeverity::Error,
            keyPathOf(root, issue.documentKeys.empty() ? issue.keys : issue.documentKeys),
            QString::fromStdString(issue.message)});
    }
    Extras(root, &findings).run();
    findings << lintSafetySettings(document);
    return findings;
}

} // namespace toolgate::core
