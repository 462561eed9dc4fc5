// SPDX-License-Identifier: MIT
#pragma once

#include "gateway/devicelist.h"

#include <QObject>

namespace toolgate::gateway {

class GatewayClient;

// The gateway's devices as seen by a console with `operator.pairing` (or admin): pending pairing
// requests kept live from device.pair.requested/resolved, paired devices with their roles and
// scopes, and the owner's actions on them. Every action reports the gateway's answer; tokens that
// come back from a rotation are never kept or shown. Also lets this console ask for more scopes
// where the gateway offers device.scopes.requestUpgrade.
class DeviceService final : public QObject {
    Q_OBJECT

public:
    enum class Action { Approve, Reject, Remove, Rotate, Revoke };
    Q_ENUM(Action)

    explicit DeviceService(GatewayClient *client, QObject *parent = nullptr);

    // Connected with operator.pairing or operator.admin.
    bool isAvailable() const;
    const DeviceList &devices() const { return m_devices; }
    bool isLoaded() const { return m_loaded; }

    void refresh();
    // `target` is a request id (approve/reject) or a device id (remove/rotate/revoke); `role`
    // only for rotate/revoke.
    void run(Action action, const QString &target, const QString &role = {});
    static QString actionName(Action action);

    // This console's own device asks for `scopes` (device.scopes.requestUpgrade) and waits for
    // the owner's answer (device.scopes.waitUpgrade); on approval the client reconnects.
    bool canRequestScopeUpgrade() const;
    void requestScopeUpgrade(const QStringList &scopes);

signals:
    void devicesChanged();
    void refreshFailed(const QString &message);
    void actionFinished(toolgate::gateway::DeviceService::Action action, const QString &target,
                        bool ok, const QString &message);
    // pending → the request id; then approved / rejected / expired / failed with a sentence.
    void scopeUpgradeChanged(const QString &state, const QString &message);

private:
    void onEvent(const QString &event, const core::Json &payload);

    GatewayClient *m_client;
    DeviceList m_devices;
    bool m_loaded = false;
    bool m_refreshing = false;
    bool m_refreshAgain = false;
};

} // namespace toolgate::gateway
