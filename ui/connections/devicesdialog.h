// SPDX-License-Identifier: MIT
#pragma once

#include "gateway/deviceservice.h"

#include <QDialog>
#include <QPointer>

class QComboBox;
class QLabel;
class QMessageBox;
class QPushButton;
class QTreeWidget;

namespace toolgate::gateway {
class ConnectionManager;
}

namespace toolgate::ui {

// A gateway's devices, for a console with operator.pairing: pending pairing requests (live),
// approve / reject; paired devices with roles and scopes, remove / rotate / revoke a token. Every
// action is confirmed first and the gateway's answer is shown below the lists.
class DevicesDialog final : public QDialog {
    Q_OBJECT

public:
    DevicesDialog(gateway::DeviceService *service, const QString &gatewayName,
                  QWidget *parent = nullptr);

    QTreeWidget *pendingList() const { return m_pending; }
    QTreeWidget *pairedList() const { return m_paired; }
    // The gateway's device service, again after a reconnect (null while it is away).
    void setService(gateway::DeviceService *service);
    // Follows the connection `id` rather than the session it was opened on: cleared when the
    // session goes, set again when the same connection comes back.
    void follow(gateway::ConnectionManager *connections, const QString &id);
    QPushButton *button(gateway::DeviceService::Action action) const;
    QComboBox *roleChooser() const { return m_role; }
    QLabel *answerLabel() const { return m_answer; }
    // The open confirmation, if any (for tests).
    QMessageBox *confirmation() const;

private:
    void reload();
    void updateButtons();
    void ask(gateway::DeviceService::Action action);
    void onFinished(gateway::DeviceService::Action action, const QString &target, bool ok,
                    const QString &message);

    QPointer<gateway::DeviceService> m_service;
    QTreeWidget *m_pending;
    QTreeWidget *m_paired;
    QPushButton *m_approve;
    QPushButton *m_reject;
    QPushButton *m_remove;
    QPushButton *m_rotate;
    QPushButton *m_revoke;
    QComboBox *m_role;
    QLabel *m_answer;
    QPointer<QMessageBox> m_confirm;
};

} // namespace toolgate::ui
