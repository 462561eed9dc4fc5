// SPDX-License-Identifier: MIT
#pragma once

#include "gateway/toolevent.h"
#include "util/json.h"
#include "util/result.h"

#include <QObject>
#include <QStringList>

#include <vector>

namespace toolgate::gateway {

class GatewayClient;

// `config.get` answer (secrets come back as __OPENCLAW_REDACTED__).
struct ConfigSnapshot {
    QString path;
    bool exists = false;
    QString hash; // pass back as baseHash to patch
    QString raw;  // the file text (JSON5)
    core::Json parsed;
    core::Json config; // resolved view
    bool valid = true;
    core::Json issues;
};

// `config.patch` answer.
struct ConfigPatchResult {
    QString hash;
    QStringList changedPaths;
    bool requiresRestart = false;
    core::Json config;
};

// `tools.catalog` answer.
struct ToolsCatalogEntry {
    QString id;
    QString label;
    QString description;
    QString source; // "core" or "plugin"
    QStringList defaultProfiles;
    QString pluginId; // the owning plugin, for plugin tools
};
struct ToolsCatalogGroup {
    QString id;
    QString label;
    QString source;
    std::vector<ToolsCatalogEntry> tools;
    QString pluginId;
};
struct ToolsCatalog {
    QString agentId;
    QStringList profiles;
    std::vector<ToolsCatalogGroup> groups;
};

// Config and tool catalog calls, and the live tool-event stream. Results arrive as signals;
// a failed call emits requestFailed(method, error) with the gateway's code, or CONFIG_CONFLICT
// when config.patch was refused because the base hash is stale (nothing was written).
class ConfigService final : public QObject {
    Q_OBJECT

public:
    explicit ConfigService(GatewayClient *client, QObject *parent = nullptr);

    void fetchConfig();
    // `rawPatch` is a JSON5 merge patch (objects merge, null deletes). `baseHash` is the hash of
    // the config the patch was made against (lastHash() after fetchConfig()). `replacePaths` lists
    // the arrays the patch replaces or deletes on purpose.
    void patchConfig(const QString &rawPatch, const QString &baseHash, const QString &note = {},
                     const QStringList &replacePaths = {});
    void fetchToolsCatalog(const QString &agentId = {}, bool includePlugins = true);

    // Hash of the config last read or written through this service.
    QString lastHash() const { return m_lastHash; }

signals:
    void configLoaded(const toolgate::gateway::ConfigSnapshot &snapshot);
    void configPatched(const toolgate::gateway::ConfigPatchResult &result);
    void toolsCatalogLoaded(const toolgate::gateway::ToolsCatalog &catalog);
    void requestFailed(const QString &method, const toolgate::core::Error &error);
    // `config.changed` from the gateway (someone wrote the config).
    void configChanged(const QString &path, const QString &hash);
    // Tool events of every session (ToolEventFeed: `agent` stream "tool" and `session.tool`,
    // de-duplicated), in arrival order.
    void toolEventReceived(const toolgate::gateway::ToolEvent &event);

private:
    void onEvent(const QString &event, const core::Json &payload);

    GatewayClient *m_client;
    QString m_lastHash;
};

} // namespace toolgate::gateway

Q_DECLARE_METATYPE(toolgate::gateway::ConfigSnapshot)
Q_DECLARE_METATYPE(toolgate::gateway::ConfigPatchResult)
Q_DECLARE_METATYPE(toolgate::gateway::ToolsCatalog)
Q_DECLARE_METATYPE(toolgate::core::Error)
