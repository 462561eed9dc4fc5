// SPDX-License-Identifier: MIT
#pragma once

#include <QPointer>
#include <QWidget>

class QMessageBox;
class QPushButton;
class QTableWidget;

namespace toolgate::gateway {
class ExecApprovalsService;
}

namespace toolgate::ui {

// The standing grants of one gateway (exec.approval.grants.list) with a confirmed revoke. Results
// arrive from the service; what happened is reported through status().
class GrantsPanel final : public QWidget {
    Q_OBJECT

public:
    explicit GrantsPanel(QWidget *parent = nullptr);

    // The gateway's service, or null when none is attached. Not owned.
    void setService(gateway::ExecApprovalsService *service);

signals:
    void status(const QString &text);

private:
    void confirmRevoke();
    void updateButtons();

    QTableWidget *m_grants;
    QPushButton *m_revoke;
    QMessageBox *m_confirm = nullptr;
    QPointer<gateway::ExecApprovalsService> m_service;
};

} // namespace toolgate::ui
