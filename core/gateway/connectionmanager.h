// SPDX-License-Identifier: MIT
#pragma once

#include "connections/connectionregistry.h"
#include "gateway/gatewayoptions.h"
#include "gateway/toolevent.h"
#include "util/result.h"

#include <QHash>
#include <QObject>

#include <functional>

namespace toolgate::core {
class ApprovalHistory;
}

namespace toolgate::gateway {

class ApprovalService;
class ConfigService;
class DeviceService;
class ExecApprovalsService;
class GatewayClient;

// The console's live gateways: one GatewayClient and its services per connected registry entry,
// all recording into one shared approval history. The manager is the one owner: a session's
// services are children of its client and die with it, so screens keep the connection id (or a
// QPointer) and resolve it here each time; sessionRemoved/sessionAdded tell them to detach and
// re-attach (the same id comes back after Disconnect/Connect, Edit or a trust decision).
// Nothing here blocks.
class ConnectionManager final : public QObject {
    Q_OBJECT

public:
    ConnectionManager(core::ConnectionRegistry *registry, QString identityPath,
                      QObject *parent = nullptr);
    ~ConnectionManager() override;

    core::ConnectionRegistry *registry() const { return m_registry; }
    // Not owned; may be null. Applies to sessions created afterwards.
    void setHistory(core::ApprovalHistory *history) { m_history = history; }
    core::ApprovalHistory *history() const { return m_history; }
    // Lets tests and the app adjust client options (timeouts, display name) before each connect.
    void setOptionsHook(std::function<void(GatewayOptions &)> hook) { m_hook = std::move(hook); }

    // Creates the session for `id` (if needed) and starts connecting.
    core::Status connectTo(const QString &id);
    // Stops and deletes the session; its approvals stay in the history.
    void disconnectFrom(const QString &id);
    bool isActive(const QString &id) const { return m_sessions.contains(id); }
    QStringList activeIds() const;

    GatewayClient *client(const QString &id) const;
    ApprovalService *service(const QString &id) const;
    ConfigService *configService(const QString &id) const;
    DeviceService *deviceService(const QString &id) const;
    ExecApprovalsService *execApprovalsService(const QString &id) const;
    QString displayName(const QString &id) const;
    // Every session at a glance (the status bar): counts by state and one line naming them.
    struct Summary {
        int total = 0;
        int connected = 0;
        int waiting = 0; // retrying, or waiting for a pairing approval
        int failed = 0;
        bool demoOnly = false; // the only session is the built-in demo gateway
        QString text;          // "" without sessions; the gateway's name for one
    };
    Summary summary() const;

    // The device id of this console (same identity for every gateway).
    QString deviceId() const;

    // Registry edits that keep the screens in step.
    core::Result<QString> saveEntry(const core::ConnectionEntry &entry);
    core::Status removeEntry(const QString &id);
    // The built-in demo entry appears (a demo started while the console runs); the screens
    // listing connections hear it like any other change.
    void setBuiltinDemo(const QString &url, const QString &token);
    // The owner trusts the certificate `fingerprint` ("sha256:<hex>") for `id`: pins it, saves,
    // and connects again.
    core::Status trustCertificate(const QString &id, const QString &fingerprint);

signals:
    void sessionAdded(const QString &id);
    void sessionRemoved(const QString &id);
    // Connection state, scopes or message changed for `id`.
    void statusChanged(const QString &id);
    void registryChanged();
    // A tool event (start/update/result) from any connected gateway.
    void toolEventReceived(const QString &id, const toolgate::gateway::ToolEvent &event);

private:
    struct Session {
        GatewayClient *client = nullptr;
        ApprovalService *service = nullptr;
        ConfigService *config = nullptr;
        DeviceService *devices = nullptr;
        ExecApprovalsService *execApprovals = nullptr;
    };

    core::ConnectionRegistry *m_registry;
    QString m_identityPath;
    core::ApprovalHistory *m_history = nullptr;
    std::function<void(GatewayOptions &)> m_hook;
    QHash<QString, Session> m_sessions;
    QStringList m_order;
};

} // namespace toolgate::gateway
