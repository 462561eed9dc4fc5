// SPDX-License-Identifier: MIT
#include "gateway/connectionmanager.h"

#include "gateway/approvalservice.h"
#include "gateway/configservice.h"
#include "gateway/deviceidentity.h"
#include "gateway/deviceservice.h"
#include "gateway/execapprovalsservice.h"
#include "gateway/gatewayclient.h"
#include "util/errorcode.h"

#include <QUrl>

namespace toolgate::gateway {

ConnectionManager::ConnectionManager(core::ConnectionRegistry *registry, QString identityPath,
                                     QObject *parent)
    : QObject(parent)
    , m_registry(registry)
    , m_identityPath(std::move(identityPath)) {}

ConnectionManager::~ConnectionManager() {
    const QStringList ids = m_order;
    for (const QString &id : ids)
        disconnectFrom(id);
}

core::Status ConnectionManager::connectTo(const QString &id) {
    const core::ConnectionEntry *entry = m_registry->find(id);
    if (!entry)
        return core::Error{errorCodeText(core::ErrorCode::NotFound), tr("No such connection."), id};
    if (auto it = m_sessions.constFind(id); it != m_sessions.constEnd()) {
        it->client->start(); // retry after a failure
        return core::Ok{};
    }
    GatewayOptions options;
    options.url = QUrl(entry->url);
    options.token = entry->token;
    options.transport.allowInsecure = entry->allowInsecure;
    if (!entry->tlsFingerprint.isEmpty()) {
        auto pin = TlsFingerprint::parse(entry->tlsFingerprint);
        if (!pin)
            return core::Error{pin.error().code, pin.error().message, entry->name};
        options.transport.pin = pin.value();
    }
    options.identityPath = m_identityPath;
    if (m_hook)
        m_hook(options);
    Session session;
    session.client = new GatewayClient(options, this);
    session.service = new ApprovalService(session.client, session.client);
    session.service->setHistory(m_history);
    session.config = new ConfigService(session.client, session.client);
    session.devices = new DeviceService(session.client, session.client);
    session.execApprovals = new ExecApprovalsService(session.client, session.client);
    connect(session.config, &ConfigService::toolEventReceived, this,
            [this, id](const ToolEvent &event) { emit toolEventReceived(id, event); });
    connect(session.client, &GatewayClient::statusChanged, this,
            [this, id] { emit statusChanged(id); });
    connect(session.client, &GatewayClient::connected, this,
            [this, id] { emit statusChanged(id); });
    m_sessions.insert(id, session);
    m_order.append(id);
    emit sessionAdded(id);
    session.client->start();
    emit statusChanged(id);
    return core::Ok{};
}

void ConnectionManager::disconnectFrom(const QString &id) {
    const auto it = m_sessions.find(id);
    if (it == m_sessions.end())
        return;
    Session session = it.value();
    m_sessions.erase(it);
    m_order.removeAll(id);
    session.client->stop();
    emit sessionRemoved(id);
    session.client->deleteLater();
    emit statusChanged(id);
}

QStringList ConnectionManager::activeIds() const {
    return m_order;
}

GatewayClient *ConnectionManager::client(const QString &id) const {
    return m_sessions.value(id).client;
}

ApprovalService *ConnectionManager::service(const QString &id) const {
    return m_sessions.value(id).service;
}

ConfigService *ConnectionManager::configService(const QString &id) const {
    return m_sessions.value(id).config;
}

DeviceService *ConnectionManager::deviceService(const QString &id) const {
    return m_sessions.value(id).devices;
}

ExecApprovalsService *ConnectionManager::execApprovalsService(const QString &id) const {
    return m_sessions.value(id).execApprovals;
}

QString ConnectionManager::displayName(const QString &id) const {
    const core::ConnectionEntry *entry = m_registry->find(id);
    return entry ? entry->displayName() : id;
}

QString ConnectionManager::deviceId() const {
    for (const Session &session : m_sessions) {
        if (!session.client->deviceId().isEmpty())
            return session.client->deviceId();
    }
    if (m_identityPath.isEmpty())
        return {};
    auto identity = DeviceIdentity::loadOrCreate(m_identityPath);
    return identity ? identity->deviceId() : QString();
}

core::Result<QString> ConnectionManager::saveEntry(const core::ConnectionEntry &entry) {
    auto saved = m_registry->upsert(entry);
    if (saved)
        emit registryChanged();
    return saved;
}

void ConnectionManager::setBuiltinDemo(const QString &url, const QString &token) {
    m_registry->setBuiltinDemo(url, token);
    emit registryChanged();
}

core::Status ConnectionManager::removeEntry(const QString &id) {
    disconnectFrom(id);
    auto removed = m_registry->remove(id);
    if (removed)
        emit registryChanged();
    return removed;
}

} // namespace toolgate::gateway

namespace toolgate::gateway {

core::Status ConnectionManager::trustCertificate(const QString &id, const QString &fingerprint) {
    const core::ConnectionEntry *entry = m_registry->find(id);
    if (!entry)
        return core::Error{errorCodeText(core::ErrorCode::NotFound), tr("No such connection."), id};
    auto pin = TlsFingerprint::parse(fingerprint);
    if (!pin)
        return pin.error();
    core::ConnectionEntry pinned = *entry;
    pinned.tlsFingerprint = pin->toString();
    disconnectFrom(id);
    auto saved = saveEntry(pinned);
    if (!saved)
        return saved.error();
    return connectTo(id);
}

ConnectionManager::Summary ConnectionManager::summary() const {
    Summary s;
    for (const QString &id : m_order) {
        const GatewayClient *client = m_sessions.value(id).client;
        ++s.total;
        if (client->isConnected())
            ++s.connected;
        else if (client->state() == ConnectionState::WaitingToRetry)
            ++s.waiting;
        else if (client->state() == ConnectionState::Failed)
            ++s.failed;
    }
    const core::ConnectionEntry *only = s.total == 1 ? m_registry->find(m_order.first()) : nullptr;
    s.demoOnly = only && only->builtin;
    if (only) {
        s.text = only->builtin ? only->url : only->name;
    } else if (s.total > 1) {
        // Whole sentences, so a translation can order the parts its own way.
        if (s.waiting > 0 && s.failed > 0)
            s.text = tr("%1 of %2 gateways connected, %3 waiting, %4 failed")
                         .arg(s.connected)
                         .arg(s.total)
                         .arg(s.waiting)
                         .arg(s.failed);
        else if (s.waiting > 0)
            s.text = tr("%1 of %2 gateways connected, %3 waiting")
                         .arg(s.connected)
                         .arg(s.total)
                         .arg(s.waiting);
        else if (s.failed > 0)
            s.text = tr("%1 of %2 gateways connected, %3 failed")
                         .arg(s.connected)
                         .arg(s.total)
                         .arg(s.failed);
        else
            s.text = tr("%1 of %2 gateways connected").arg(s.connected).arg(s.total);
    }
    return s;
}

} // namespace toolgate::gateway
