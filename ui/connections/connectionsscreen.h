// SPDX-License-Identifier: MIT
#pragma once

#include "ui/shell/screen.h"

#include <QSet>

class QAction;
class QFrame;
class QLabel;
class QPushButton;
class QStackedWidget;
class QTableView;
class QVBoxLayout;

namespace toolgate::core {
class ConnectionListModel;
struct ConnectionEntry;
} // namespace toolgate::core

namespace toolgate::gateway {
class GatewayClient;
struct ConnectionStatus;
struct HelloInfo;
} // namespace toolgate::gateway

namespace toolgate::ui {

class EmptyState;

// The gateways this console knows: add/edit/remove (URL and token), connect/disconnect, health,
// granted scopes and what is missing for approvals, and this device's id. The built-in demo
// gateway is listed first when it runs.
class ConnectionsScreen final : public Screen {
    Q_OBJECT

public:
    explicit ConnectionsScreen(const ScreenContext &context, QWidget *parent = nullptr);

    // Its name, title and subtitle: the navigation shows them before the screen is built.
    static const ScreenDescriptor kDescriptor;
    void registerActions(ActionRegistry &registry) override;
    void activated() override;

    core::ConnectionListModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }
    QString currentId() const;

private:
    void startRetryCountdown();
    void buildEmptyState();
    // The connection list above the detail panel, stacked with the empty state.
    void buildPages();
    QVBoxLayout *buildConnectionList(); // the table and its add/edit/remove row
    QFrame *buildDetailPanel();
    void connectSignals();
    void retranslate();
    void selectId(const QString &id);
    void reload();
    void updateStatus(const QString &id);
    void updateDetail();
    // Enables and words the buttons for the selected entry (null: none selected).
    void updateDetailButtons(const QString &id, const core::ConnectionEntry *entry);
    // The detail pane's table; `client` is null while the entry is not connected.
    QString detailHtml(const core::ConnectionEntry &entry,
                       const gateway::GatewayClient *client) const;
    // State, health, certificate and pairing rows of a client's status.
    QString statusRows(const core::ConnectionEntry &entry,
                       const gateway::GatewayClient &client) const;
    // Server, role and scope rows of a connected session.
    QString sessionRows(const gateway::HelloInfo &hello,
                        const gateway::ConnectionStatus &status) const;
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
    QAction *m_addFirst = nullptr; // the empty state's "Add gateway…"
    QTableView *m_table;
    QPushButton *m_add = nullptr;
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
