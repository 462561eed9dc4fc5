// SPDX-License-Identifier: MIT
#pragma once

#include "ui/shell/screen.h"

#include <QSet>

class QLabel;
class QPushButton;
class QStackedWidget;
class QTableView;

namespace toolgate::core {
class ConnectionListModel;
}

namespace toolgate::ui {

class EmptyState;

// The gateways this console knows: add/edit/remove (URL and token), connect/disconnect, health,
// granted scopes and what is missing for approvals, and this device's id. The built-in demo
// gateway is listed first when it runs.
class ConnectionsScreen final : public Screen {
    Q_OBJECT

public:
    explicit ConnectionsScreen(const ScreenContext &context, QWidget *parent = nullptr);

    QString title() const override;
    QString subtitle() const override;
    // The same texts without an instance: the navigation names a screen before it is built.
    static QString titleText();
    static QString subtitleText();
    void registerActions(ActionRegistry &registry) override;
    void activated() override;

    core::ConnectionListModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }
    QString currentId() const;

private:
    void selectId(const QString &id);
    void reload();
    void updateStatus(const QString &id);
    void updateDetail();
    void addConnection();
    void editConnection();
    void removeConnection();
    // TLS_UNTRUSTED on `id`: ask once per presented certificate whether to trust it.
    void askTrust(const QString &id);
    void openDevices();
    void requestScopes();
    void showScopeUpgrade(const QString &state, const QString &message);

    core::ConnectionListModel *m_model;
    QStackedWidget *m_stack;
    EmptyState *m_emptyState;
    QTableView *m_table;
    QLabel *m_title;
    QLabel *m_detail;
    QPushButton *m_connect;
    QPushButton *m_disconnect;
    QPushButton *m_edit;
    QPushButton *m_remove;
    QPushButton *m_devices;
    QPushButton *m_requestScopes; // device.scopes.requestUpgrade, where the gateway offers it
    QLabel *m_scopeNote;
    QSet<QString> m_askedTrust; // "id|fingerprint" already asked about
};

} // namespace toolgate::ui
