// SPDX-License-Identifier: MIT
// Over 600 lines for now: the screen owns the document being edited and every control bound to
// it (scopes, settings, allowlist, save/reload, the connection it follows); the tables and
// panels already live in their own files beside it.
#include "ui/execapprovals/execapprovalsscreen.h"

#include "approvals/execpolicy.h"
#include "gateway/connectionmanager.h"
#include "gateway/execapprovalsservice.h"
#include "gateway/gatewayclient.h"
#include "models/allowlistmodel.h"
#include "models/policyworkspace.h"
#include "ui/document/documentcontroller.h"
#include "ui/execapprovals/allowlistcolumns.h"
#include "ui/execapprovals/documentwatch.h"
#include "ui/execapprovals/grantspanel.h"
#include "ui/execapprovals/nodepicker.h"
#include "ui/execapprovals/policytables.h"
#include "ui/execapprovals/requestedpolicyeditor.h"
#include "ui/shell/errortext.h"
#include "ui/shell/languagechange.h"
#include "ui/shell/theme.h"
#include "ui/widgets/viewportcolumnfit.h"
#include "util/errorcode.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QVBoxLayout>

namespace toolgate::ui {

namespace {

const QStringList kSecurity{QStringLiteral("deny"), QStringLiteral("allowlist"),
                            QStringLiteral("full")};
const QStringList kAsk{QStringLiteral("off"), QStringLiteral("on-miss"), QStringLiteral("always")};
enum Setting { SecuritySetting, AskSetting, FallbackSetting, AutoAllowSetting };

QComboBox *settingCombo(const QString &name, const QStringList &values, QWidget *parent) {
    auto *combo = new QComboBox(parent);
    combo->setObjectName(name);
    combo->addItem(QString(), QString()); // "use default (X)", text set per scope
    for (const QString &v : values)
        combo->addItem(v, v);
    return combo;
}

} // namespace

const ScreenDescriptor ExecApprovalsScreen::kDescriptor{
    "execApprovalsScreen", "toolgate::ui::ExecApprovalsScreen",
    QT_TRANSLATE_NOOP("toolgate::ui::ExecApprovalsScreen", "Exec approvals"),
    QT_TRANSLATE_NOOP(
        "toolgate::ui::ExecApprovalsScreen",
        "What makes agents ask: the gateway's allowlists and ask settings, the effective "
        "policy, and standing grants")};

ExecApprovalsScreen::ExecApprovalsScreen(const ScreenContext &context, QWidget *parent)
    : Screen(kDescriptor, context, parent)
    , m_model(new AllowlistModel(this))
    , m_proxy(new QSortFilterProxyModel(this)) {
    initHeader();
    buildGatewayBar();
    buildTabs();
    connectSignals();
    // Attaches the picked gateway at once: it needs the controls built and wired above.
    followConnections();
    // Texts are set here so View > Language re-words the screen in place.
    retranslateWith(this, [this] { retranslate(); });
    updateButtons();
}

void ExecApprovalsScreen::buildGatewayBar() {
    auto *bar = new QHBoxLayout;
    m_gateway = new QComboBox(this);
    m_gateway->setObjectName(QStringLiteral("execGatewayPicker"));
    m_reload = new QPushButton(this);
    m_reload->setObjectName(QStringLiteral("execReload"));
    m_save = new QPushButton(this);
    m_save->setObjectName(QStringLiteral("execSave"));
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("execStatus"));
    m_status->setWordWrap(true);
    m_gatewayLabel = new QLabel(this);
    bar->addWidget(m_gatewayLabel);
    bar->addWidget(m_gateway);
    m_node = new NodePicker(this);
    bar->addWidget(m_node);
    bar->addWidget(m_reload);
    bar->addWidget(m_save);
    bar->addStretch(1);
    pageLayout()->addLayout(bar);
    // Its own line: squeezed beside the buttons it wrapped to three lines at 1024 px.
    pageLayout()->addWidget(m_status);
}

void ExecApprovalsScreen::buildTabs() {
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("execTabs"));
    pageLayout()->addWidget(m_tabs, 1);
    m_tabs->addTab(buildAllowlistTab(), QString());
    m_tabs->addTab(buildEffectiveTab(), QString());
    m_grants = new GrantsPanel(m_tabs);
    m_watch = new DocumentWatch(this);
    connect(m_watch, &DocumentWatch::changed, this, &ExecApprovalsScreen::onGatewayChanged);
    m_tabs->addTab(m_grants, QString());
}

QWidget *ExecApprovalsScreen::buildAllowlistTab() {
    auto *editor = new QWidget(m_tabs);
    auto *editorLayout = new QHBoxLayout(editor);
    m_scopes = new QListWidget(editor);
    m_scopes->setObjectName(QStringLiteral("execScopeList"));
    m_scopes->setFixedWidth(170);
    auto *right = new QWidget(editor);
    editorLayout->addWidget(m_scopes);
    editorLayout->addWidget(right, 1);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(buildSettingsBox(right));
    buildAllowlistTable(right, rightLayout);
    rightLayout->addLayout(buildEntryRow(right));
    return editor;
}

QGroupBox *ExecApprovalsScreen::buildSettingsBox(QWidget *parent) {
    m_settings = new QGroupBox(parent);
    auto *form = new QFormLayout(m_settings);
    m_security = settingCombo(QStringLiteral("execSecurity"), kSecurity, m_settings);
    m_ask = settingCombo(QStringLiteral("execAsk"), kAsk, m_settings);
    m_askFallback = settingCombo(QStringLiteral("execAskFallback"), kSecurity, m_settings);
    m_autoAllow = new QComboBox(m_settings);
    m_autoAllow->setObjectName(QStringLiteral("execAutoAllowSkills"));
    m_autoAllow->addItem(QString(), QString());
    m_autoAllow->addItem(QString(), QStringLiteral("true"));
    m_autoAllow->addItem(QString(), QStringLiteral("false"));
    auto *row1 = new QHBoxLayout;
    m_securityLabel = new QLabel(m_settings);
    m_askLabel = new QLabel(m_settings);
    m_fallbackLabel = new QLabel(m_settings);
    m_skillsLabel = new QLabel(m_settings);
    row1->addWidget(m_securityLabel);
    row1->addWidget(m_security, 1);
    row1->addWidget(m_askLabel);
    row1->addWidget(m_ask, 1);
    auto *row2 = new QHBoxLayout;
    row2->addWidget(m_fallbackLabel);
    row2->addWidget(m_askFallback, 1);
    row2->addWidget(m_skillsLabel);
    row2->addWidget(m_autoAllow, 1);
    form->addRow(row1);
    form->addRow(row2);
    return m_settings;
}

void ExecApprovalsScreen::buildAllowlistTable(QWidget *parent, QVBoxLayout *layout) {
    m_search = new QLineEdit(parent);
    m_search->setObjectName(QStringLiteral("execSearch"));
    m_search->setClearButtonEnabled(true);
    layout->addWidget(m_search);
    m_allowlistHint = new QLabel(parent);
    m_allowlistHint->setObjectName(QStringLiteral("execAllowlistHint"));
    m_allowlistHint->setWordWrap(true);
    layout->addWidget(m_allowlistHint);
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(AllowlistModel::SortRole);
    m_proxy->setFilterKeyColumn(-1);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_table = new QTableView(parent);
    m_table->setObjectName(QStringLiteral("execAllowlistTable"));
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(-1, Qt::AscendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    auto *fit = new ViewportColumnFit(m_table, 220);
    // The pattern is what the owner reads: the secondary columns narrow before it does.
    fit->setMinimumWidth(AllowlistModel::PatternColumn, 220);
    new AllowlistColumns(m_table, fit);
    layout->addWidget(m_table, 1);
    m_breadth = new QLabel(parent);
    m_breadth->setObjectName(QStringLiteral("execBreadth"));
    m_breadth->setWordWrap(true);
    layout->addWidget(m_breadth);
    m_mcp = new QLabel(parent);
    m_mcp->setObjectName(QStringLiteral("execMcpTools"));
    m_mcp->setWordWrap(true);
    layout->addWidget(m_mcp);
}

QHBoxLayout *ExecApprovalsScreen::buildEntryRow(QWidget *parent) {
    auto *entryRow = new QHBoxLayout;
    m_pattern = new QLineEdit(parent);
    m_pattern->setObjectName(QStringLiteral("execPattern"));
    m_argPattern = new QLineEdit(parent);
    m_argPattern->setObjectName(QStringLiteral("execArgPattern"));
    m_add = new QPushButton(parent);
    m_add->setObjectName(QStringLiteral("execAdd"));
    m_edit = new QPushButton(parent);
    m_edit->setObjectName(QStringLiteral("execEdit"));
    m_remove = new QPushButton(parent);
    m_remove->setObjectName(QStringLiteral("execRemove"));
    entryRow->addWidget(m_pattern, 2);
    entryRow->addWidget(m_argPattern, 2);
    entryRow->addWidget(m_add);
    entryRow->addWidget(m_edit);
    entryRow->addWidget(m_remove);
    return entryRow;
}

QWidget *ExecApprovalsScreen::buildEffectiveTab() {
    // Effective policy, with the requested side editable in the open config.
    auto *effectivePage = new QWidget(m_tabs);
    auto *effectiveLayout = new QVBoxLayout(effectivePage);
    m_requested = new RequestedPolicyEditor(context().document, effectivePage);
    effectiveLayout->addWidget(m_requested);
    m_effective = new QTableWidget(effectivePage);
    m_effective->setObjectName(QStringLiteral("execEffectiveTable"));
    m_effective->verticalHeader()->hide();
    m_effective->setEditTriggers(QAbstractItemView::NoEditTriggers);
    // Eight columns in a laptop window: they share the width (cells elide, tooltips show them
    // whole) and the effective value, the reason the table exists, keeps its room.
    m_effectiveFit = new ViewportColumnFit(m_effective, 260);
    m_effectiveFit->setMinimumWidth(kEffectiveColumn,
                                    10 * m_effective->fontMetrics().averageCharWidth());
    effectiveLayout->addWidget(m_effective, 1);
    return effectivePage;
}

void ExecApprovalsScreen::connectSignals() {
    if (context().workspace)
        connect(context().workspace, &core::PolicyWorkspace::configEdited, this,
                &ExecApprovalsScreen::refreshEffective);
    connect(m_grants, &GrantsPanel::status, this, [this](const QString &text) { setStatus(text); });
    connect(m_reload, &QPushButton::clicked, this, &ExecApprovalsScreen::reload);
    connect(m_save, &QPushButton::clicked, this, &ExecApprovalsScreen::save);
    connect(m_scopes, &QListWidget::currentRowChanged, this, [this] { showScope(); });
    connect(m_search, &QLineEdit::textChanged, m_proxy,
            &QSortFilterProxyModel::setFilterFixedString);
    connect(m_security, &QComboBox::currentIndexChanged, this,
            [this] { applySetting(SecuritySetting); });
    connect(m_ask, &QComboBox::currentIndexChanged, this, [this] { applySetting(AskSetting); });
    connect(m_askFallback, &QComboBox::currentIndexChanged, this,
            [this] { applySetting(FallbackSetting); });
    connect(m_autoAllow, &QComboBox::currentIndexChanged, this,
            [this] { applySetting(AutoAllowSetting); });
    connect(m_add, &QPushButton::clicked, this, &ExecApprovalsScreen::addOrUpdateEntry);
    connect(m_pattern, &QLineEdit::returnPressed, this, &ExecApprovalsScreen::addOrUpdateEntry);
    connect(m_edit, &QPushButton::clicked, this, &ExecApprovalsScreen::editSelected);
    connect(m_remove, &QPushButton::clicked, this, &ExecApprovalsScreen::removeSelected);
    connect(m_pattern, &QLineEdit::textChanged, this, &ExecApprovalsScreen::updateButtons);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &ExecApprovalsScreen::updateButtons);
    connect(m_node, &NodePicker::nodeChanged, this, [this] {
        m_snapshot.reset();
        if (m_service && m_client && m_client->isConnected())
            m_service->fetch(m_node->currentNodeId());
    });
    connect(m_gateway, &QComboBox::currentIndexChanged, this,
            [this] { attach(m_gateway->currentData().toString()); });
}

void ExecApprovalsScreen::followConnections() {
    gateway::ConnectionManager *connections = context().connections;
    if (!connections)
        return;
    connect(connections, &gateway::ConnectionManager::sessionAdded, this,
            &ExecApprovalsScreen::refillGateways);
    connect(connections, &gateway::ConnectionManager::sessionRemoved, this,
            &ExecApprovalsScreen::refillGateways);
    connect(connections, &gateway::ConnectionManager::registryChanged, this,
            &ExecApprovalsScreen::refillGateways);
    refillGateways();
}

void ExecApprovalsScreen::retranslate() {
    m_reload->setText(tr("Reload"));
    m_save->setText(tr("Save to gateway"));
    m_gatewayLabel->setText(tr("Gateway:"));
    m_settings->setTitle(tr("Settings"));
    m_autoAllow->setItemText(1, tr("on"));
    m_autoAllow->setItemText(2, tr("off"));
    m_securityLabel->setText(tr("Security"));
    m_askLabel->setText(tr("Ask"));
    m_fallbackLabel->setText(tr("When nobody answers"));
    m_skillsLabel->setText(tr("Skills allowed"));
    m_search->setPlaceholderText(tr("Search patterns, commands, paths…"));
    m_table->horizontalHeader()->setToolTip(tr("Right-click to show or hide columns"));
    m_pattern->setPlaceholderText(tr("Program pattern, e.g. /usr/bin/git"));
    m_argPattern->setPlaceholderText(tr("Arguments (regex, empty = any)"));
    m_add->setText(m_editingRow >= 0 ? tr("Update") : tr("Add"));
    m_edit->setText(tr("Edit"));
    m_remove->setText(tr("Remove"));
    m_tabs->setTabText(0, tr("Allowlist and settings"));
    m_tabs->setTabText(1, tr("Requested vs host vs effective"));
    m_tabs->setTabText(2, tr("Standing grants"));
    if (m_gatewayId.isEmpty())
        setStatus(tr("No gateway connected."));
    refreshEffective(); // its headers and words
}

ExecApprovalsScreen::~ExecApprovalsScreen() {
    // The table owns its model, which resets as the table is destroyed: the fit must not hear it.
    delete m_effectiveFit;
}

void ExecApprovalsScreen::activated() {
    if (!m_snapshot && m_client && m_client->isConnected())
        reload();
}

void ExecApprovalsScreen::detach() {
    for (const QMetaObject::Connection &wire : std::as_const(m_wires))
        disconnect(wire);
    m_wires.clear();
    m_grants->setService(nullptr);
    m_watch->watch(nullptr);
    m_client = nullptr;
    m_service = nullptr;
}

void ExecApprovalsScreen::attach(const QString &gatewayId) {
    const bool keepEdits = gatewayId == m_gatewayId && isDirty();
    detach();
    if (!keepEdits) {
        m_node->setNodes({}, QString());
        m_snapshot.reset();
    }
    m_gatewayId = gatewayId;
    gateway::ConnectionManager *connections = context().connections;
    m_client = connections ? connections->client(gatewayId) : nullptr;
    m_service = connections ? connections->execApprovalsService(gatewayId) : nullptr;
    if (!m_client || !m_service) {
        setStatus(gatewayId.isEmpty()
                      ? tr("No gateway connected.")
                      : tr("Not connected to %1. Unsaved edits are kept; connect it on the "
                           "Connections screen to save them.")
                            .arg(connections->displayName(gatewayId)),
                  !gatewayId.isEmpty());
        updateButtons();
        return;
    }
    // Answers for a host no longer picked are dropped.
    m_wires << connect(m_service, &gateway::ExecApprovalsService::loaded, this,
                       [this](const core::ExecApprovalsSnapshot &s, const QString &node) {
                           if (node == m_node->currentNodeId())
                               onLoaded(s);
                       });
    m_wires << connect(m_service, &gateway::ExecApprovalsService::saved, this,
                       [this](const core::ExecApprovalsSnapshot &s, const QString &node) {
                           if (node != m_node->currentNodeId())
                               return;
                           onLoaded(s);
                           setStatus(tr("Saved. The gateway now has this document."));
                       });
    m_grants->setService(m_service);
    m_wires << connect(m_service, &gateway::ExecApprovalsService::nodesLoaded, m_node,
                       &NodePicker::setNodes);
    m_wires << connect(
        m_service, &gateway::ExecApprovalsService::requestFailed, this,
        [this](const QString &method, const core::Error &error) {
            if (core::errorCodeOf(error) == core::ErrorCode::ExecApprovalsConflict)
                setStatus(tr("Conflict: the document changed on the gateway since it was "
                             "loaded. Nothing was written and your edits are still here; "
                             "Reload shows the current document (and drops your edits)."),
                          true);
            else
                setStatus(tr("%1 failed: %2").arg(method, ErrorText::describe(error)), true);
        });
    m_watch->watch(m_client);
    m_wires << connect(m_client, &gateway::GatewayClient::connected, this,
                       &ExecApprovalsScreen::onConnected);
    m_wires << connect(m_client, &gateway::GatewayClient::disconnected, this, [this] {
        setStatus(tr("Connection to %1 lost; reconnecting. Unsaved edits are kept.")
                      .arg(context().connections->displayName(m_gatewayId)),
                  true);
        updateButtons();
    });
    if (m_client->isConnected())
        onConnected();
    else
        setStatus(tr("Connecting to %1…").arg(connections->displayName(gatewayId)));
    updateButtons();
}

void ExecApprovalsScreen::onConnected() {
    if (!isDirty()) {
        reload();
        return;
    }
    // Edits made before the connection dropped stay; the document itself is not re-read (that
    // would drop them), and Save is refused as a conflict if the gateway's copy moved on.
    m_service->fetchNodes();
    m_service->fetchGrants();
    setStatus(tr("Reconnected to %1. Your unsaved edits are kept; Save checks them against the "
                 "gateway's current document.")
                  .arg(context().connections->displayName(m_gatewayId)));
    updateButtons();
}

void ExecApprovalsScreen::onGatewayChanged() {
    if (!isDirty()) {
        reload(); // what the gateway applies now (an allow-always entry, a new scenario)
        return;
    }
    setStatus(tr("The gateway's document or config changed since you loaded it (an approval "
                 "allowed always, or a config change). Your edits are kept; Save will report a "
                 "conflict, and Reload shows the gateway's document (dropping your edits)."),
              true);
}

void ExecApprovalsScreen::refillGateways() {
    gateway::ConnectionManager *connections = context().connections;
    QSignalBlocker block(m_gateway);
    m_gateway->clear();
    QStringList ids = connections->activeIds();
    // A gateway that went away while picked stays listed (its edits wait for it) unless removed.
    if (!m_gatewayId.isEmpty() && !ids.contains(m_gatewayId) &&
        connections->registry()->find(m_gatewayId))
        ids.append(m_gatewayId);
    for (const QString &id : std::as_const(ids))
        m_gateway->addItem(connections->isActive(id)
                               ? connections->displayName(id)
                               : tr("%1 (not connected)").arg(connections->displayName(id)),
                           id);
    const int index = std::max(0, m_gateway->findData(m_gatewayId));
    m_gateway->setCurrentIndex(index);
    const QString picked = m_gateway->count() > 0 ? m_gateway->currentData().toString() : QString();
    const bool live = connections->isActive(picked);
    // Re-attach when the picked gateway changed, or came back or went away (a new client).
    if (picked != m_gatewayId || live != (m_service != nullptr))
        attach(picked);
}

void ExecApprovalsScreen::reload() {
    if (!m_service || !m_client || !m_client->isConnected())
        return;
    m_service->fetch(m_node->currentNodeId());
    m_service->fetchNodes();
    m_service->fetchGrants();
    // The requested side of the effective policy comes from the gateway's resolved config.
    gateway::GatewayReply *reply = m_client->request(QStringLiteral("config.get"));
    connect(reply, &gateway::GatewayReply::finished, this, [this, reply] {
        if (reply->isOk())
            m_config = reply->payload().value("config", core::Json::object());
        refreshEffective();
    });
}

void ExecApprovalsScreen::onLoaded(const core::ExecApprovalsSnapshot &snapshot) {
    m_snapshot = snapshot;
    m_edited = snapshot.file;
    // The document's path is long (a SQLite row on 2026.9): in the tooltip, not the bar.
    setStatus(m_node->currentNodeId().isEmpty()
                  ? tr("Loaded the gateway's document.")
                  : tr("Loaded node %1's document.").arg(m_node->currentNodeId()));
    m_status->setToolTip(snapshot.path);
    rebuildScopes();
    refreshEffective();
}

void ExecApprovalsScreen::rebuildScopes() {
    const QString keep = currentScope();
    const bool hadSelection = m_scopes->currentRow() >= 0;
    QSignalBlocker block(m_scopes);
    m_scopes->clear();
    auto add = [this](const QString &text, const QString &key) {
        auto *item = new QListWidgetItem(text, m_scopes);
        item->setData(Qt::UserRole, key);
    };
    add(tr("Defaults"), QString());
    add(tr("* (every agent)"), core::kWildcardAgent);
    QStringList agents = core::configuredAgentIds(requestedConfig());
    for (const auto &[id, agent] : m_edited.agents)
        if (id != core::kWildcardAgent)
            agents.append(id);
    agents.removeDuplicates();
    agents.sort();
    for (const QString &id : agents)
        add(id, id);
    int row = 0;
    for (int i = 0; i < m_scopes->count(); ++i)
        if (hadSelection && m_scopes->item(i)->data(Qt::UserRole).toString() == keep)
            row = i;
    m_scopes->setCurrentRow(row);
    showScope();
}

QString ExecApprovalsScreen::currentScope() const {
    const QListWidgetItem *item = m_scopes->currentItem();
    return item ? item->data(Qt::UserRole).toString() : QString();
}

core::ExecApprovalsPolicy *ExecApprovalsScreen::scopePolicy() {
    const QString scope = currentScope();
    if (scope.isEmpty())
        return &m_edited.defaults;
    return &m_edited.ensureAgent(scope).policy;
}

std::vector<core::ExecAllowlistEntry> *ExecApprovalsScreen::scopeAllowlist() {
    const QString scope = currentScope();
    return scope.isEmpty() ? nullptr : &m_edited.ensureAgent(scope).allowlist;
}

void ExecApprovalsScreen::showScope() {
    m_filling = true;
    const QString scope = currentScope();
    const core::ExecApprovalsAgent *agent = scope.isEmpty() ? nullptr : m_edited.agent(scope);
    const core::ExecApprovalsPolicy policy =
        scope.isEmpty() ? m_edited.defaults : (agent ? agent->policy : core::ExecApprovalsPolicy{});
    const core::ExecApprovalsPolicy fallback =
        core::inheritedExecPolicy(m_snapshot ? &*m_snapshot : nullptr, m_edited, scope);
    auto fill = [this](QComboBox *combo, const QString &value, const QString &byDefault) {
        combo->setItemText(0, tr("use default (%1)").arg(byDefault));
        combo->setCurrentIndex(std::max(0, combo->findData(value)));
    };
    fill(m_security, policy.security, fallback.security);
    fill(m_ask, policy.ask, fallback.ask);
    fill(m_askFallback, policy.askFallback, fallback.askFallback);
    fill(m_autoAllow,
         policy.autoAllowSkills ? QString::fromLatin1(*policy.autoAllowSkills ? "true" : "false")
                                : QString(),
         fallback.autoAllowSkills.value_or(false) ? tr("on") : tr("off"));
    m_model->setEntries(scope, agent ? agent->allowlist : std::vector<core::ExecAllowlistEntry>{});
    // A disabled, empty table says nothing on its own: say why it is empty and what to do.
    m_allowlistHint->setText(
        scope.isEmpty() ? tr("Defaults hold only settings: allowlists belong to an agent. Pick "
                             "“* (every agent)” or an agent on the left to see its entries.")
        : m_model->rowCount() == 0
            ? tr("No allowlist entries for %1 yet: add a program pattern below.")
                  .arg(m_scopes->currentItem()->text())
            : QString());
    m_allowlistHint->setVisible(!m_allowlistHint->text().isEmpty());
    const int broad = m_model->warningCount();
    m_breadth->setText(
        broad == 0 ? QString()
                   : tr("Entries that allow more than they seem: %1 (see Breadth).").arg(broad));
    QStringList mcp;
    if (agent)
        for (const core::McpToolGrant &g : agent->mcpTools)
            mcp << QStringLiteral("%1/%2").arg(g.server, g.tool);
    m_mcp->setText(mcp.isEmpty()
                       ? QString()
                       : tr("MCP tools allowed always: %1").arg(mcp.join(QStringLiteral(", "))));
    m_mcp->setVisible(!mcp.isEmpty());
    m_editingRow = -1;
    m_add->setText(tr("Add"));
    m_filling = false;
    updateButtons();
}

void ExecApprovalsScreen::applySetting(int which) {
    if (m_filling || !m_snapshot)
        return;
    core::ExecApprovalsPolicy *policy = scopePolicy();
    switch (which) {
    case SecuritySetting:
        policy->security = m_security->currentData().toString();
        break;
    case AskSetting:
        policy->ask = m_ask->currentData().toString();
        break;
    case FallbackSetting:
        policy->askFallback = m_askFallback->currentData().toString();
        break;
    case AutoAllowSetting: {
        const QString v = m_autoAllow->currentData().toString();
        policy->autoAllowSkills =
            v.isEmpty() ? std::nullopt : std::optional<bool>(v == QLatin1String("true"));
        break;
    }
    default:
        break;
    }
    refreshEffective();
    updateButtons();
}

void ExecApprovalsScreen::addOrUpdateEntry() {
    std::vector<core::ExecAllowlistEntry> *list = scopeAllowlist();
    const QString pattern = m_pattern->text().trimmed();
    if (!list || pattern.isEmpty())
        return;
    if (m_editingRow >= 0 && m_editingRow < static_cast<int>(list->size())) {
        core::ExecAllowlistEntry &e = list->at(size_t(m_editingRow));
        e.pattern = pattern;
        e.argPattern = m_argPattern->text().trimmed();
    } else {
        core::ExecAllowlistEntry e;
        e.pattern = pattern;
        e.argPattern = m_argPattern->text().trimmed();
        list->push_back(std::move(e));
    }
    m_pattern->clear();
    m_argPattern->clear();
    showScope();
    refreshEffective();
}

void ExecApprovalsScreen::editSelected() {
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    if (rows.size() != 1)
        return;
    m_editingRow = m_proxy->mapToSource(rows.first()).row();
    const core::ExecAllowlistEntry &e = m_model->entry(m_editingRow);
    m_pattern->setText(e.pattern);
    m_argPattern->setText(e.argPattern);
    m_add->setText(tr("Update"));
    m_pattern->setFocus();
}

void ExecApprovalsScreen::removeSelected() {
    std::vector<core::ExecAllowlistEntry> *list = scopeAllowlist();
    if (!list)
        return;
    QList<int> rows;
    for (const QModelIndex &index : m_table->selectionModel()->selectedRows())
        rows << m_proxy->mapToSource(index).row();
    std::sort(rows.begin(), rows.end(), std::greater<>());
    for (int row : rows)
        if (row < static_cast<int>(list->size()))
            list->erase(list->begin() + row);
    showScope();
    refreshEffective();
}

const core::Json &ExecApprovalsScreen::requestedConfig() const {
    // The open gateway config, unsaved edits included, so a requested-side edit shows at once;
    // the gateway's own config when no gateway config is open.
    const DocumentController *document = context().document;
    const bool live = document && (document->source() == DocumentController::Source::Gateway ||
                                   document->source() == DocumentController::Source::Demo);
    return live ? document->workspace()->document().root() : m_config;
}

bool ExecApprovalsScreen::isDirty() const {
    return m_snapshot && core::toJson(m_edited) != core::toJson(m_snapshot->file);
}

void ExecApprovalsScreen::save() {
    if (!m_snapshot || !isDirty())
        return;
    if (!m_service || !m_client || !m_client->isConnected()) {
        setStatus(tr("Not connected to %1: nothing was saved and your edits are kept. Save again "
                     "once it is connected.")
                      .arg(context().connections ? context().connections->displayName(m_gatewayId)
                                                 : m_gatewayId),
                  true);
        return;
    }
    // Agents created only by browsing a scope stay out of the document.
    std::erase_if(m_edited.agents, [this](const auto &pair) {
        const core::ExecApprovalsAgent &a = pair.second;
        const core::ExecApprovalsPolicy &p = a.policy;
        return !m_snapshot->file.agent(pair.first) && p.security.isEmpty() && p.ask.isEmpty() &&
               p.askFallback.isEmpty() && !p.autoAllowSkills && a.allowlist.empty() &&
               a.mcpTools.empty() && a.extra.empty();
    });
    setStatus(tr("Saving…"));
    m_service->save(m_edited, m_snapshot->hash, m_node->currentNodeId());
}

void ExecApprovalsScreen::refreshEffective() {
    if (!m_snapshot)
        return;
    fillEffectiveTable(m_effective,
                       core::collectExecPolicyScopes(requestedConfig(), m_edited, m_snapshot->path),
                       m_snapshot->path);
    m_effectiveFit->refit();
    updateButtons();
}

void ExecApprovalsScreen::setStatus(const QString &text, bool problem) {
    m_status->setText(text);
    m_status->setProperty("problem", problem);
    // The theme's danger tone: palette(highlight) was light blue on light grey, unreadable.
    Theme::setTone(m_status, problem ? Theme::Tone::Danger : Theme::Tone::Neutral);
    QFont font = m_status->font();
    font.setBold(problem);
    m_status->setFont(font);
}

void ExecApprovalsScreen::updateButtons() {
    const bool loaded = m_snapshot.has_value();
    const bool agentScope = loaded && !currentScope().isEmpty();
    const int selected = m_table->selectionModel()->selectedRows().size();
    m_reload->setEnabled(m_client && m_client->isConnected());
    m_save->setEnabled(isDirty());
    for (QComboBox *combo : {m_security, m_ask, m_askFallback, m_autoAllow})
        combo->setEnabled(loaded);
    m_table->setEnabled(agentScope);
    m_search->setEnabled(agentScope);
    m_pattern->setEnabled(agentScope);
    m_argPattern->setEnabled(agentScope);
    m_add->setEnabled(agentScope && !m_pattern->text().trimmed().isEmpty());
    m_edit->setEnabled(agentScope && selected == 1);
    m_remove->setEnabled(agentScope && selected > 0);
}

} // namespace toolgate::ui
