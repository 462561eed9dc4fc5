// SPDX-License-Identifier: MIT
// The demo gateway's config-side methods: health, config.get, config.patch and tools.catalog.
#include "demo/demomethods.h"

#include "config/configmergepatch.h"
#include "config/json5reader.h"
#include "demo/demoserver.h"

namespace toolgate::gateway::demo {

using core::Json;

namespace {

void health(DemoServer &g, const DemoRequest &call) {
    g.respond(call.conn, call.id, Json{{"ok", true}, {"ts", g.clock->nowMs()}});
}

void configGet(DemoServer &g, const DemoRequest &call) {
    const QByteArray text = g.raw();
    g.respond(call.conn, call.id,
              Json{{"path", DemoServer::kConfigPath},
                   {"exists", true},
                   {"raw", text.toStdString()},
                   {"parsed", g.config},
                   {"sourceConfig", g.config},
                   {"resolved", g.config},
                   {"valid", true},
                   {"runtimeConfig", g.config},
                   {"config", g.config},
                   {"hash", s(g.hashOf(text))},
                   {"issues", Json::array()},
                   {"warnings", Json::array()},
                   {"legacyIssues", Json::array()}});
}

void configPatch(DemoServer &g, const DemoRequest &call) {
    Connection &c = call.conn;
    const QString &id = call.id;
    const Json &params = call.params;
    const Json rawPatch = params.value("raw", Json());
    if (!rawPatch.is_string())
        return g.respondError(
            c, id, invalid(QStringLiteral("invalid config.patch params: at /raw: must be string")));
    if (qs(params.value("baseHash", Json())) != g.hashOf(g.raw()))
        return g.respondError(
            c, id,
            invalid(QStringLiteral("config changed since last load; re-run config.get and retry")));
    auto patch = core::parseJson5(QByteArray::fromStdString(rawPatch.get<std::string>()),
                                  QStringLiteral("raw"));
    if (!patch)
        return g.respondError(
            c, id,
            invalid(QStringLiteral("invalid config.patch raw: %1").arg(patch.error().toString())));
    auto patched = core::applyConfigMergePatch(
        g.config, core::ConfigMergePatch{
                      patch.value(), toStringList(params.value("replacePaths", Json::array()))});
    if (!patched)
        return g.respondError(c, id, invalid(patched.error().message));
    const QStringList changedPaths = core::changedConfigPaths(g.config, patched.value());
    if (changedPaths.isEmpty()) {
        return g.respond(c, id,
                         Json{{"ok", true},
                              {"noop", true},
                              {"changedPaths", Json::array()},
                              {"path", DemoServer::kConfigPath},
                              {"config", g.config}});
    }
    g.config = std::move(patched).value();
    g.broadcastConfigChanged();
    const QString hash = g.hashOf(g.raw());
    const qint64 now = g.clock->nowMs();
    g.respond(
        c, id,
        Json{{"ok", true},
             {"path", DemoServer::kConfigPath},
             {"hash", s(hash)},
             {"config", g.config},
             {"changedPaths", stringArray(changedPaths)},
             {"sentinel", Json{{"persisted", true},
                               {"payload", Json{{"kind", "config-patch"},
                                                {"status", "ok"},
                                                {"ts", now},
                                                {"message", params.value("note", Json(nullptr))},
                                                {"stats", Json{{"mode", "config.patch"},
                                                               {"root", DemoServer::kConfigPath},
                                                               {"requiresRestart", false}}}}}}}});
    emit g.q->configChanged(hash);
}

void toolsCatalog(DemoServer &g, const DemoRequest &call) {
    const QString agentId = qs(call.params.value("agentId", Json("main")));
    g.respond(call.conn, call.id,
              g.policy->catalogPayload(agentId.isEmpty() ? QStringLiteral("main") : agentId,
                                       g.player ? g.player->pluginOf() : QMap<QString, QString>()));
}

} // namespace

std::vector<DemoMethod> demoConfigMethods() {
    return {{"health", "operator.read", health},
            {"config.get", "operator.read", configGet},
            {"config.patch", "operator.admin", configPatch},
            {"tools.catalog", "operator.read", toolsCatalog}};
}

} // namespace toolgate::gateway::demo
