// SPDX-License-Identifier: MIT
#include "gateway/configservice.h"

#include "approvals/approvaljson.h"
#include "gateway/catalogtools.h"
#include "gateway/gatewayclient.h"
#include "gateway/tooleventfeed.h"
#include "util/errorcode.h"

namespace toolgate::gateway {

using core::jsonMember;
using core::jsonString;
using core::jsonStringList;

namespace {

core::Error toError(const GatewayReply *reply) {
    const GatewayError &e = reply->error();
    QString code = (e.detailsCode.isEmpty() ? e.code : e.detailsCode);
    if (e.message.contains(QLatin1String("changed since last load"), Qt::CaseInsensitive))
        code = errorCodeText(core::ErrorCode::GatewayConfigConflict);
    return core::Error{code, e.message, reply->method()};
}

} // namespace

ConfigService::ConfigService(GatewayClient *client, QObject *parent)
    : QObject(parent)
    , m_client(client) {
    qRegisterMetaType<ConfigSnapshot>();
    qRegisterMetaType<ConfigPatchResult>();
    qRegisterMetaType<ToolsCatalog>();
    qRegisterMetaType<ToolEvent>();
    qRegisterMetaType<core::Error>();
    connect(client, &GatewayClient::eventReceived, this, &ConfigService::onEvent);
    // Every session's tool calls (sessions.subscribe), not only the runs this console started.
    auto *feed = new ToolEventFeed(client, this);
    connect(feed, &ToolEventFeed::toolEvent, this, &ConfigService::toolEventReceived);
}

void ConfigService::fetchConfig() {
    GatewayReply *reply = m_client->request(QStringLiteral("config.get"), core::Json::object());
    connect(reply, &GatewayReply::finished, this, [this, reply] {
        if (!reply->isOk()) {
            emit requestFailed(reply->method(), toError(reply));
            return;
        }
        const core::Json &p = reply->payload();
        ConfigSnapshot s;
        s.path = jsonString(p, "path");
        s.exists = jsonMember(p, "exists").is_boolean() && jsonMember(p, "exists").get<bool>();
        s.hash = jsonString(p, "hash");
        s.raw = jsonString(p, "raw");
        s.parsed = jsonMember(p, "parsed");
        s.config = jsonMember(p, "config");
        s.valid = !jsonMember(p, "valid").is_boolean() || jsonMember(p, "valid").get<bool>();
        s.issues = jsonMember(p, "issues");
        m_lastHash = s.hash;
        emit configLoaded(s);
    });
}

void ConfigService::patchConfig(const QString &rawPatch, const QString &baseHash,
                                const QString &note, const QStringList &replacePaths) {
    core::Json params = core::Json::object();
    params["raw"] = rawPatch.toStdString();
    if (!baseHash.isEmpty())
        params["baseHash"] = baseHash.toStdString();
    if (!note.isEmpty())
        params["note"] = note.toStdString();
    if (!replacePaths.isEmpty()) {
        core::Json paths = core::Json::array();
        for (const QString &path : replacePaths)
            paths.push_back(path.toStdString());
        params["replacePaths"] = std::move(paths);
    }
    GatewayReply *reply = m_client->request(QStringLiteral("config.patch"), params);
    connect(reply, &GatewayReply::finished, this, [this, reply] {
        if (!reply->isOk()) {
            emit requestFailed(reply->method(), toError(reply));
            return;
        }
        const core::Json &p = reply->payload();
        ConfigPatchResult r;
        r.hash = jsonString(p, "hash");
        r.changedPaths = jsonStringList(p, "changedPaths");
        const core::Json &sentinel = jsonMember(p, "sentinel");
        r.requiresRestart = jsonMember(sentinel, "requiresRestart").is_boolean() &&
                            jsonMember(sentinel, "requiresRestart").get<bool>();
        r.config = jsonMember(p, "config");
        if (!r.hash.isEmpty())
            m_lastHash = r.hash;
        emit configPatched(r);
    });
}

void ConfigService::fetchToolsCatalog(const QString &agentId, bool includePlugins) {
    core::Json params = core::Json::object();
    if (!agentId.isEmpty())
        params["agentId"] = agentId.toStdString();
    params["includePlugins"] = includePlugins;
    GatewayReply *reply = m_client->request(QStringLiteral("tools.catalog"), params);
    connect(reply, &GatewayReply::finished, this, [this, reply] {
        if (!reply->isOk()) {
            emit requestFailed(reply->method(), toError(reply));
            return;
        }
        const ToolsCatalog catalog = toolsCatalogFromJson(reply->payload());
        emit toolsCatalogLoaded(catalog);
    });
}

void ConfigService::onEvent(const QString &event, const core::Json &payload) {
    if (event == QLatin1String("config.changed")) {
        const QString hash = jsonString(payload, "hash");
        emit configChanged(jsonString(payload, "path"), hash);
    }
}

} // namespace toolgate::gateway
