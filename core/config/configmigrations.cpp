// SPDX-License-Identifier: MIT
#include "config/configmigrations.h"

#include "config/configvalidator.h"

namespace toolgate::core {

namespace {

std::optional<ConfigMigration> planAgentsList(const ConfigDocument &document) {
    const Json &root = document.root();
    const auto agentsIt = root.find("agents");
    if (agentsIt == root.end() || !agentsIt->is_object())
        return std::nullopt;
    const Json &agents = *agentsIt;
    const auto listIt = agents.find("list");
    if (listIt == agents.end() || !listIt->is_array())
        return std::nullopt;

    const auto entriesIt = agents.find("entries");
    if (entriesIt != agents.end() && !entriesIt->is_object())
        return std::nullopt; // a malformed roster is for the user to fix, not for a migration
    Json entries = entriesIt != agents.end() ? *entriesIt : Json::object();

    ConfigMigration migration;
    migration.id = QStringLiteral("agents.list-to-entries");
    migration.title = QStringLiteral("Move the legacy agents.list[] roster to agents.entries.<id>");
    Json remaining = Json::array();
    QStringList taken;
    for (const auto &[key, value] : entries.items())
        taken << QString::fromStdString(key).toLower();
    for (std::size_t i = 0; i < listIt->size(); ++i) {
        const Json &element = (*listIt)[i];
        const QString where = QStringLiteral("agents.list.%1").arg(i);
        const auto id = element.is_object() ? element.find("id") : element.end();
        if (!element.is_object() || id == element.end() || !id->is_string()) {
            migration.details << QStringLiteral("%1 stays: it has no string id").arg(where);
            remaining.push_back(element);
            continue;
        }
        const QString agentId = QString::fromStdString(id->get<std::string>());
        if (!isValidAgentId(agentId)) {
            migration.details
                << QStringLiteral("%1 stays: \"%2\" is not a valid agent id").arg(where, agentId);
            remaining.push_back(element);
            continue;
        }
        if (taken.contains(agentId.toLower())) {
            migration.details << QStringLiteral("%1 stays: agents.entries already has agent \"%2\"")
                                     .arg(where, agentId);
            remaining.push_back(element);
            continue;
        }
        Json entry = Json::object();
        for (const auto &[key, value] : element.items()) {
            if (key != "id")
                entry[key] = value;
        }
        entries[agentId.toStdString()] = std::move(entry);
        taken << agentId.toLower();
        migration.details
            << QStringLiteral("%1 (id \"%2\") -> agents.entries.%2").arg(where, agentId);
    }
    if (remaining.size() == listIt->size())
        return std::nullopt; // nothing can move

    // Rebuild `agents` key by key so every other key keeps its place; entries takes the list's
    // place when it did not exist before.
    Json migrated = Json::object();
    for (const auto &[key, value] : agents.items()) {
        if (key == "list") {
            if (entriesIt == agents.end())
                migrated["entries"] = entries;
            if (!remaining.empty())
                migrated["list"] = remaining;
        } else if (key == "entries") {
            migrated["entries"] = entries;
        } else {
            migrated[key] = value;
        }
    }
    if (!migrated.contains("ownership") && entries.size() > 1) {
        int markers = 0;
        for (const auto &[key, entry] : entries.items()) {
            const auto d = entry.is_object() ? entry.find("default") : entry.end();
            if (d != entry.end() && d->is_boolean() && d->get<bool>())
                ++markers;
        }
        if (markers != 1) {
            migrated["ownership"] = "explicit";
            migration.details << QStringLiteral("set agents.ownership = \"explicit\" (several "
                                                "agents and no single default=true marker)");
        }
    }
    if (remaining.empty())
        migration.details << QStringLiteral("remove the empty agents.list");

    ConfigDocument scratch = document;
    auto edit = scratch.setValue(KeyPath{"agents"}, std::move(migrated));
    if (!edit)
        return std::nullopt;
    migration.edits << *edit;
    return migration;
}

std::optional<ConfigMigration> planLoopDetection(const ConfigDocument &document) {
    ConfigMigration migration;
    migration.id = QStringLiteral("loopDetection.retired-keys");
    migration.title =
        QStringLiteral("Remove retired loop-detection tuning keys (thresholds are constants now)");
    ConfigDocument scratch = document;
    const QStringList retired = retiredLoopDetectionKeys();
    for (const PolicyScope &scope : document.scopes()) {
        if (scope.kind != ScopeKind::LoopDetection && scope.kind != ScopeKind::AgentLoopDetection)
            continue;
        for (const auto &[key, value] : scope.settings.items()) {
            if (!retired.contains(QString::fromStdString(key)))
                continue;
            auto edit = scratch.removeKey(scope.path.child(key));
            if (!edit)
                continue;
            migration.details << QStringLiteral("remove %1").arg(edit->path.toString());
            migration.edits << *edit;
        }
    }
    if (migration.edits.isEmpty())
        return std::nullopt;
    return migration;
}

} // namespace

QList<ConfigMigration> planMigrations(const ConfigDocument &document) {
    QList<ConfigMigration> out;
    if (auto m = planAgentsList(document))
        out << *m;
    if (auto m = planLoopDetection(document))
        out << *m;
    return out;
}

Result<QList<ConfigEdit>> applyMigration(ConfigDocument &document,
                                         const ConfigMigration &migration) {
    QList<ConfigEdit> applied;
    for (const ConfigEdit &edit : migration.edits) {
        if (auto ok = document.apply(edit); !ok) {
            for (auto it = applied.crbegin(); it != applied.crend(); ++it)
                (void)document.apply(it->inverted()); // undoing an applied edit applies
            return ok.error();
        }
        applied << edit;
    }
    return applied;
}

} // namespace toolgate::core
