// SPDX-License-Identifier: MIT
#pragma once

#include "approvals/execapprovalsfile.h"
#include "approvals/standinggrant.h"
#include "ui/shell/screen.h"
#include "util/json.h"

#include <QPointer>

#include <optional>

class QComboBox;
class QGroupBox;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSortFilterProxyModel;
class QTabWidget;
class QTableView;
class QTableWidget;
class QVBoxLayout;

namespace toolgate::gateway {
class ExecApprovalsService;
class GatewayClient;
} // namespace toolgate::gateway

namespace toolgate::ui {

class AllowlistModel;
class DocumentWatch;
class ViewportColumnFit;
class GrantsPanel;
class NodePicker;
class RequestedPolicyEditor;

// What makes agents ask, per gateway: the exec-approvals document (scope Defaults / "*" / each
// agent: security, ask, askFallback, autoAllowSkills with "use default", and the allowlist as a
// searchable, sortable table with breadth warnings), requested vs host vs effective policy side
// by side with sources, and the standing grants with a confirmed revoke. Edits stay local until
// Save; a save against a stale hash is shown as a conflict and the edits are kept.
class ExecApprovalsScreen final : public Screen {
    Q_OBJECT

public:
    explicit ExecApprovalsScreen(const ScreenContext &context, QWidget *parent = nullptr);
    ~ExecApprovalsScreen() override;

    // Its name, title and subtitle: the navigation shows them before the screen is built.
    static const ScreenDescriptor kDescriptor;
    void activated() override;

    // Reads everything again from the gateway (discards unsaved edits).
    void reload();
    bool isDirty() const;
    const core::ExecApprovalsFile &editedFile() const { return m_edited; }

private:
    // The gateway and node pickers, Reload and Save, and the status line under them.
    void buildGatewayBar();
    void buildTabs();
    QWidget *buildAllowlistTab(); // the scope list beside the settings and the allowlist
    QGroupBox *buildSettingsBox(QWidget *parent);
    // Search, hint, the allowlist table and the breadth and MCP notes under it.
    void buildAllowlistTable(QWidget *parent, QVBoxLayout *layout);
    QHBoxLayout *buildEntryRow(QWidget *parent); // pattern fields and Add/Edit/Remove
    QWidget *buildEffectiveTab();
    void connectSignals();
    // The picker follows the ConnectionManager's gateways.
    void followConnections();
    void retranslate();
    QString currentScope() const; // "" for Defaults, "*" or an agent id
    // Follows the connection with this id: resolved through the ConnectionManager each time it
    // (re)appears, so a Disconnect/Connect, Edit or restart never leaves a dead client behind.
    // Unsaved edits of the same gateway survive a re-attach; Save then checks them against the
    // gateway's current document by the hash they were made on.
    void attach(const QString &gatewayId);
    void detach();
    void onConnected();
    void onGatewayChanged();
    void refillGateways();
    void onLoaded(const core::ExecApprovalsSnapshot &snapshot);
    void rebuildScopes();
    void showScope();
    void applySetting(int which);
    void addOrUpdateEntry();
    void editSelected();
    void removeSelected();
    void save();
    void refreshEffective();
    void setStatus(const QString &text, bool problem = false);
    void updateButtons();
    const core::Json &requestedConfig() const;
    core::ExecApprovalsPolicy *scopePolicy();
    std::vector<core::ExecAllowlistEntry> *scopeAllowlist();

    QLabel *m_gatewayLabel = nullptr;
    QComboBox *m_gateway;
    NodePicker *m_node;
    QPushButton *m_reload;
    QPushButton *m_save;
    QLabel *m_status;
    QTabWidget *m_tabs;
    QListWidget *m_scopes;
    QGroupBox *m_settings = nullptr;
    QLabel *m_securityLabel = nullptr;
    QComboBox *m_security;
    QLabel *m_askLabel = nullptr;
    QComboBox *m_ask;
    QLabel *m_fallbackLabel = nullptr;
    QComboBox *m_askFallback;
    QLabel *m_skillsLabel = nullptr;
    QComboBox *m_autoAllow;
    QLineEdit *m_search;
    QTableView *m_table;
    AllowlistModel *m_model;
    QSortFilterProxyModel *m_proxy;
    QLineEdit *m_pattern;
    QLineEdit *m_argPattern;
    QPushButton *m_add;
    QPushButton *m_edit;
    QPushButton *m_remove;
    QLabel *m_allowlistHint;
    QLabel *m_breadth;
    QLabel *m_mcp;
    QTableWidget *m_effective;
    ViewportColumnFit *m_effectiveFit = nullptr;
    RequestedPolicyEditor *m_requested;
    GrantsPanel *m_grants;
    DocumentWatch *m_watch;

    QString m_gatewayId;
    QPointer<gateway::GatewayClient> m_client;
    QPointer<gateway::ExecApprovalsService> m_service;
    QList<QMetaObject::Connection> m_wires; // to the current client and service
    std::optional<core::ExecApprovalsSnapshot> m_snapshot;
    core::ExecApprovalsFile m_edited;
    core::Json m_config = core::Json::object();
    int m_editingRow = -1; // source row being edited, -1 when adding
    bool m_filling = false;
};

} // namespace toolgate::ui
