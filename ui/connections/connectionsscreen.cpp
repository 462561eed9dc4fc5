// SPDX-License-Identifier: MIT
#include "ui/connections/connectionsscreen.h"

#include "gateway/connectionmanager.h"
#include "gateway/deviceservice.h"
#include "gateway/gatewayclient.h"
#include "models/connectionlistmodel.h"
#include "ui/connections/connectioneditdialog.h"
#include "ui/connections/devicesdialog.h"
#include "ui/connections/trustdialog.h"
#include "ui/shell/actionregistry.h"
#include "ui/shell/errortext.h"
#include "ui/shell/languagechange.h"
#include "ui/shell/theme.h"
#include "ui/shell/themechange.h"
#include "ui/widgets/emptystate.h"
#include "util/errorcode.h"

#include <QAction>
#include <QDateTime>
#include <QDebug>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QStackedWidget>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

namespace toolgate::ui {

using core::ConnectionListModel;
using Health = core::ConnectionListModel::Health;

namespace {

// A connection that cannot start (a bad saved pin) or be removed says why in the detail panel;
// the refusal is logged for the record too, never dropped.
void logRefusal(const char *what, const core::Status &status) {
    if (!status)
        qWarning().noquote() << "connections:" << what << status.error().toString();
}
class HealthDelegate final : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override {
        QStyledItemDelegate::initStyleOption(option, index);
        if (index.column() != ConnectionListModel::StatusColumn)
            return;
        Theme::Tone tone = Theme::Tone::Muted;
        switch (static_cast<Health>(index.data(ConnectionListModel::HealthRole).toInt())) {
        case Health::Healthy:
            tone = Theme::Tone::Success;
            break;
        case Health::Working:
            tone = Theme::Tone::Accent;
            break;
        case Health::Degraded:
            tone = Theme::Tone::Warning;
            break;
        case Health::Failed:
            tone = Theme::Tone::Danger;
            break;
        case Health::Offline:
            break;
        }
        option->palette.setColor(QPalette::Text, Theme::tone(tone));
        option->palette.setColor(QPalette::HighlightedText, Theme::tone(tone));
    }
};

QString esc(const QString &text) {
    return text.toHtmlEscaped();
}

// One label/value row of the detail table; `value` is HTML already.
void addDetailRow(QString &html, const QString &label, const QString &value) {
    html += QStringLiteral("<tr><td style='color:%1; padding-right:12px; "
                           "white-space:nowrap'>%2</td><td>%3</td></tr>")
                .arg(Theme::textSecondary().name(), esc(label), value);
}

// A fingerprint or id, monospace and breakable.
QString mono(const QString &text) {
    return QStringLiteral("<span style='font-family:monospace'>%1</span>")
        .arg(esc(text.left(39)) + QStringLiteral("<br>") + esc(text.mid(39)));
}
} // namespace

const ScreenDescriptor ConnectionsScreen::kDescriptor{
    "connectionsScreen", "toolgate::ui::ConnectionsScreen",
    QT_TRANSLATE_NOOP("toolgate::ui::ConnectionsScreen", "Connections"),
    QT_TRANSLATE_NOOP("toolgate::ui::ConnectionsScreen",
                      "Gateways, device identity and granted scopes.")};

ConnectionsScreen::ConnectionsScreen(const ScreenContext &context, QWidget *parent)
    : Screen(kDescriptor, context, parent)
    , m_model(new ConnectionListModel(this))
    , m_stack(new QStackedWidget(this))
    , m_emptyState(new EmptyState(this))
    , m_table(new QTableView(this))
    , m_title(new QLabel(this))
    , m_detail(new QLabel(this))
    , m_connect(new QPushButton(this))
    , m_disconnect(new QPushButton(this))
    , m_edit(new QPushButton(this))
    , m_remove(new QPushButton(this))
    , m_devices(new QPushButton(this))
    , m_requestScopes(new QPushButton(this))
    , m_scopeNote(new QLabel(this)) {
    initHeader();
    startRetryCountdown();
    buildEmptyState();
    buildPages();
    connectSignals();
    retranslateWith(this, [this] { retranslate(); });
    recolourWith(m_detail, [this] { updateDetail(); }); // its rich text spells the tones
}

void ConnectionsScreen::startRetryCountdown() {
    // "Retrying in N s" counts down instead of showing the delay it was scheduled with.
    auto *countdown = new QTimer(this);
    countdown->setInterval(1000);
    connect(countdown, &QTimer::timeout, this, [this] {
        gateway::ConnectionManager *connections = context().connections;
        for (const QString &id : connections ? connections->activeIds() : QStringList()) {
            const gateway::GatewayClient *client = connections->client(id);
            if (client && client->state() == gateway::ConnectionState::WaitingToRetry)
                updateStatus(id);
        }
    });
    countdown->start();
}

void ConnectionsScreen::buildEmptyState() {
    m_addFirst = new QAction(this);
    m_addFirst->setObjectName(QStringLiteral("addFirstConnection"));
    connect(m_addFirst, &QAction::triggered, this, [this] { addConnection(); });
    m_emptyState->addActionButton(m_addFirst, true);
    QAction *demo =
        context().actions ? context().actions->action(QStringLiteral("demo.start")) : nullptr;
    if (demo)
        m_emptyState->addActionButton(demo);
}

void ConnectionsScreen::buildPages() {
    auto *page = new QWidget(this);
    // The list above the details, both full width: addresses and health lines are never cut
    // off at 1024 px.
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(12);
    layout->addLayout(buildConnectionList(), 2);
    layout->addWidget(buildDetailPanel(), 3);

    m_stack->addWidget(m_emptyState);
    m_stack->addWidget(page);
    pageLayout()->addWidget(m_stack, 1);
}

QVBoxLayout *ConnectionsScreen::buildConnectionList() {
    auto *left = new QVBoxLayout;
    m_table->setObjectName(QStringLiteral("connectionTable"));
    m_table->setModel(m_model);
    m_table->setItemDelegate(new HealthDelegate(m_table));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(28);
    m_table->setShowGrid(false);
    // Header text starts where the cell text starts (headers default to centred).
    m_table->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_table->horizontalHeader()->setSectionResizeMode(ConnectionListModel::NameColumn,
                                                      QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(ConnectionListModel::UrlColumn,
                                                      QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(ConnectionListModel::StatusColumn,
                                                      QHeaderView::ResizeToContents);
    left->addWidget(m_table, 1);
    auto *buttons = new QHBoxLayout;
    m_add = new QPushButton(this);
    m_add->setObjectName(QStringLiteral("addConnection"));
    buttons->addWidget(m_add);
    buttons->addWidget(m_edit);
    buttons->addWidget(m_remove);
    buttons->addStretch(1);
    left->addLayout(buttons);
    return left;
}

QFrame *ConnectionsScreen::buildDetailPanel() {
    auto *panel = new QFrame(this);
    panel->setObjectName(QStringLiteral("connectionDetail"));
    panel->setFrameShape(QFrame::StyledPanel);
    auto *right = new QVBoxLayout(panel);
    right->setContentsMargins(16, 16, 16, 16);
    QFont big = m_title->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.2);
    m_title->setFont(big);
    right->addWidget(m_title);
    m_detail->setObjectName(QStringLiteral("connectionDetail"));
    m_detail->setWordWrap(true);
    m_detail->setTextFormat(Qt::RichText);
    m_detail->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_detail->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    right->addWidget(m_detail, 1);
    auto *actions = new QHBoxLayout;
    m_connect->setObjectName(QStringLiteral("connectButton"));
    m_disconnect->setObjectName(QStringLiteral("disconnectButton"));
    actions->addWidget(m_connect);
    actions->addWidget(m_disconnect);
    m_devices->setObjectName(QStringLiteral("devicesButton"));
    actions->addWidget(m_devices);
    m_requestScopes->setObjectName(QStringLiteral("requestScopesButton"));
    actions->addWidget(m_requestScopes);
    actions->addStretch(1);
    m_scopeNote->setObjectName(QStringLiteral("scopeNote"));
    m_scopeNote->setWordWrap(true);
    m_scopeNote->hide();
    right->addWidget(m_scopeNote);
    right->addLayout(actions);
    return panel;
}

void ConnectionsScreen::connectSignals() {
    connect(m_add, &QPushButton::clicked, this, &ConnectionsScreen::addConnection);
    connect(m_edit, &QPushButton::clicked, this, &ConnectionsScreen::editConnection);
    connect(m_remove, &QPushButton::clicked, this, &ConnectionsScreen::removeConnection);
    connect(m_connect, &QPushButton::clicked, this, [this] {
        // Retrying after "Cancel" on the trust prompt asks again.
        const QString prefix = currentId() + QLatin1Char('|');
        m_askedTrust.removeIf([&prefix](const QString &key) { return key.startsWith(prefix); });
        if (auto *connections = context().connections)
            logRefusal("connect", connections->connectTo(currentId()));
        updateDetail();
    });
    connect(m_disconnect, &QPushButton::clicked, this, [this] {
        if (auto *connections = context().connections)
            connections->disconnectFrom(currentId());
        updateDetail();
    });
    connect(m_devices, &QPushButton::clicked, this, &ConnectionsScreen::openDevices);
    connect(m_requestScopes, &QPushButton::clicked, this, &ConnectionsScreen::requestScopes);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &ConnectionsScreen::updateDetail);
    if (gateway::ConnectionManager *connections = context().connections) {
        connect(connections, &gateway::ConnectionManager::registryChanged, this,
                &ConnectionsScreen::reload);
        connect(connections, &gateway::ConnectionManager::statusChanged, this,
                &ConnectionsScreen::updateStatus);
        connect(connections, &gateway::ConnectionManager::sessionAdded, this,
                &ConnectionsScreen::updateStatus);
    }
}

void ConnectionsScreen::retranslate() {
    m_emptyState->setTitle(tr("No gateways configured"));
    m_emptyState->setBody(
        tr("A connection to an OpenClaw gateway lets Toolgate read and apply its live config, "
           "receive approval requests and follow tool calls. Each entry shows its health, "
           "this device's identity, the granted scopes and what is missing for approvals."));
    m_emptyState->setHints(
        {tr("Add a gateway with its URL and token; the token is stored outside the config "
            "file, readable only by you."),
         tr("The built-in demo gateway needs nothing installed: Start Demo (or toolgate "
            "--demo) plays scripted agents against it.")});
    m_addFirst->setText(tr("Add gateway…"));
    m_add->setText(tr("Add gateway…"));
    m_connect->setText(tr("Connect")); // "Retry" after a failure, see updateDetail()
    m_disconnect->setText(tr("Disconnect"));
    m_edit->setText(tr("Edit…"));
    m_remove->setText(tr("Remove"));
    m_devices->setText(tr("Devices…"));
    m_devices->setToolTip(tr("Pairing requests and paired devices of this gateway (needs "
                             "operator.pairing)."));
    m_requestScopes->setText(tr("Request missing scopes"));
    m_requestScopes->setToolTip(tr("Ask the gateway's owner to approve the scopes approvals "
                                   "need for this device."));
    reload(); // statuses and the detail pane, worded again
}

void ConnectionsScreen::registerActions(ActionRegistry &registry) {
    auto *add = new QAction(this);
    connect(add, &QAction::triggered, this, &ConnectionsScreen::addConnection);
    retranslateWith(add, [this, add, &registry] {
        add->setText(tr("Add a gateway connection…"));
        registry.addAction(QStringLiteral("connections.add"), add, title());
    });
}

void ConnectionsScreen::activated() {
    if (currentId().isEmpty() && m_model->rowCount() > 0)
        m_table->selectRow(0);
    updateDetail();
}

QString ConnectionsScreen::currentId() const {
    return m_model->idAt(m_table->currentIndex().row());
}

void ConnectionsScreen::selectId(const QString &id) {
    const int row = m_model->rowOf(id);
    if (row >= 0)
        m_table->selectRow(row);
}

void ConnectionsScreen::reload() {
    const QString current = currentId();
    gateway::ConnectionManager *connections = context().connections;
    m_model->setEntries(connections ? connections->registry()->entries()
                                    : std::vector<core::ConnectionEntry>{});
    if (connections) {
        for (const core::ConnectionEntry &entry : connections->registry()->entries())
            updateStatus(entry.id);
    }
    m_stack->setCurrentIndex(m_model->rowCount() > 0 ? 1 : 0);
    if (!current.isEmpty() && m_model->rowOf(current) >= 0)
        selectId(current);
    else if (m_model->rowCount() > 0)
        m_table->selectRow(0);
    updateDetail();
}

void ConnectionsScreen::updateStatus(const QString &id) {
    gateway::ConnectionManager *connections = context().connections;
    if (!connections)
        return;
    gateway::GatewayClient *client = connections->client(id);
    QString text = tr("Not connected");
    Health health = Health::Offline;
    if (client) {
        const gateway::ConnectionStatus &status = client->status();
        const core::ErrorCode code = core::errorCodeFrom(status.errorCode);
        switch (status.state) {
        case gateway::ConnectionState::Connected:
            if (status.missingScopes.isEmpty()) {
                text = tr("Connected");
                health = Health::Healthy;
            } else {
                text = tr("Connected, approvals unavailable");
                health = Health::Degraded;
            }
            break;
        case gateway::ConnectionState::Connecting:
        case gateway::ConnectionState::Handshaking:
            text = tr("Connecting…");
            health = Health::Working;
            break;
        case gateway::ConnectionState::WaitingToRetry:
            text = code == core::ErrorCode::PairingRequired
                       ? tr("Waiting for approval")
                       : tr("Retrying in %n s", nullptr,
                            status.retrySecondsLeft(QDateTime::currentMSecsSinceEpoch()));
            health = Health::Degraded;
            break;
        case gateway::ConnectionState::Failed:
            text = code == core::ErrorCode::TlsUntrusted     ? tr("Certificate not trusted")
                   : code == core::ErrorCode::TlsPinMismatch ? tr("Certificate changed")
                                                             : tr("Failed");
            health = Health::Failed;
            break;
        case gateway::ConnectionState::Disconnected:
            break;
        }
    }
    m_model->setStatus(id, text, health);
    if (id == currentId())
        updateDetail();
    if (client && core::errorCodeFrom(client->status().errorCode) == core::ErrorCode::TlsUntrusted)
        askTrust(id);
}

void ConnectionsScreen::updateDetail() {
    gateway::ConnectionManager *connections = context().connections;
    const QString id = currentId();
    const core::ConnectionEntry *entry =
        connections && !id.isEmpty() ? connections->registry()->find(id) : nullptr;
    updateDetailButtons(id, entry);
    if (!entry) {
        m_title->setText(tr("No gateway selected"));
        m_detail->setText(QString());
        return;
    }
    m_title->setText(entry->builtin ? tr("%1 (built-in)").arg(entry->displayName()) : entry->name);
    m_detail->setText(detailHtml(*entry, connections->client(id)));
}

void ConnectionsScreen::updateDetailButtons(const QString &id, const core::ConnectionEntry *entry) {
    gateway::ConnectionManager *connections = context().connections;
    m_connect->setEnabled(entry != nullptr);
    m_disconnect->setEnabled(entry && connections->isActive(id));
    m_edit->setEnabled(entry && !entry->builtin);
    gateway::DeviceService *devices = entry ? connections->deviceService(id) : nullptr;
    m_devices->setEnabled(devices && devices->isAvailable());
    gateway::GatewayClient *current = entry ? connections->client(id) : nullptr;
    m_requestScopes->setVisible(devices && devices->canRequestScopeUpgrade() && current &&
                                !current->status().missingScopes.isEmpty());
    m_remove->setEnabled(entry && !entry->builtin);
    if (!entry)
        return;
    gateway::GatewayClient *client = connections->client(id);
    m_connect->setText(client && client->state() == gateway::ConnectionState::Failed
                           ? tr("Retry")
                           : tr("Connect"));
    m_connect->setEnabled(!client || client->state() == gateway::ConnectionState::Failed ||
                          client->state() == gateway::ConnectionState::WaitingToRetry);
}

QString ConnectionsScreen::detailHtml(const core::ConnectionEntry &entry,
                                      const gateway::GatewayClient *client) const {
    QString html = QStringLiteral("<table cellspacing='4'>");
    addDetailRow(html, tr("Address"), esc(entry.url));
    addDetailRow(html, tr("Token"), entry.token.isEmpty() ? tr("none") : tr("stored (hidden)"));
    if (!entry.tlsFingerprint.isEmpty())
        addDetailRow(html, tr("Certificate"), tr("pinned %1").arg(mono(entry.tlsFingerprint)));
    else if (entry.url.startsWith(QLatin1String("wss:")))
        addDetailRow(html, tr("Certificate"),
                     esc(tr("system trust; an unknown certificate is asked about")));
    else if (entry.allowInsecure)
        addDetailRow(html, tr("Transport"), esc(tr("unencrypted ws:// allowed for this host")));
    if (!client)
        addDetailRow(html, tr("State"), tr("Not connected"));
    else
        html += statusRows(entry, *client);
    const QString device = context().connections->deviceId();
    addDetailRow(html, tr("This device"),
                 QStringLiteral("<span style='font-family:monospace'>%1</span>")
                     .arg(device.isEmpty() ? esc(tr("no identity"))
                                           : esc(device.left(32)) + QStringLiteral("<br>") +
                                                 esc(device.mid(32))));
    html += QStringLiteral("</table>");
    return html;
}

QString ConnectionsScreen::statusRows(const core::ConnectionEntry &entry,
                                      const gateway::GatewayClient &client) const {
    QString html;
    const gateway::ConnectionStatus &status = client.status();
    const core::ErrorCode code = core::errorCodeFrom(status.errorCode);
    addDetailRow(html, tr("State"), esc(ErrorText::connectionState(status.state)));
    if (!status.message.isEmpty())
        addDetailRow(html, tr("Health"),
                     esc(ErrorText::healthLine(status, entry.url, client.hello().serverVersion)));
    const QString danger = Theme::tone(Theme::Tone::Danger).name();
    if (code == core::ErrorCode::TlsPinMismatch) {
        addDetailRow(html, tr("Pinned"), mono(status.tlsExpected));
        addDetailRow(html, tr("Presented"),
                     QStringLiteral("<span style='color:%1'>%2</span>")
                         .arg(danger, mono(status.tlsPresented)));
    } else if (code == core::ErrorCode::TlsUntrusted) {
        addDetailRow(html, tr("Presented"), mono(status.tlsPresented));
    }
    if (!status.pairingRequestId.isEmpty() ||
        core::errorFamily(status.errorCode) == core::ErrorFamily::Pairing) {
        addDetailRow(html, tr("Pairing"),
                     esc(tr("%1, request %2")
                             .arg(status.pairingReason, status.pairingRequestId.isEmpty()
                                                            ? tr("(id not given)")
                                                            : status.pairingRequestId)));
        if (status.state == gateway::ConnectionState::WaitingToRetry)
            addDetailRow(html, tr("Next"),
                         esc(tr("asking again in %n s; connects by itself once approved", nullptr,
                                status.retrySecondsLeft(QDateTime::currentMSecsSinceEpoch()))));
    }
    if (client.isConnected())
        html += sessionRows(client.hello(), status);
    return html;
}

QString ConnectionsScreen::sessionRows(const gateway::HelloInfo &hello,
                                       const gateway::ConnectionStatus &status) const {
    QString html;
    addDetailRow(html, tr("Server"),
                 esc(tr("%1, protocol %2").arg(hello.serverVersion).arg(hello.protocol)));
    addDetailRow(html, tr("Signed in as"), esc(tr("%1 via %2").arg(hello.role, hello.authMethod)));
    QStringList scopes;
    for (const QString &scope : hello.grantedScopes)
        scopes << esc(scope);
    addDetailRow(html, tr("Granted scopes"), scopes.join(QStringLiteral("<br>")));
    const QString ok = Theme::tone(Theme::Tone::Success).name();
    const QString bad = Theme::tone(Theme::Tone::Danger).name();
    if (status.missingScopes.isEmpty())
        addDetailRow(html, tr("Approvals"),
                     QStringLiteral("<span style='color:%1'>%2</span>")
                         .arg(ok, esc(tr("Everything approvals need is granted."))));
    else
        addDetailRow(html, tr("Approvals"),
                     QStringLiteral("<span style='color:%1'>%2</span>")
                         .arg(bad, esc(tr("Missing %1: approvals cannot be seen or answered.")
                                           .arg(status.missingScopes.join(QStringLiteral(", "))))));
    return html;
}

void ConnectionsScreen::addConnection() {
    if (!context().connections)
        return;
    auto *dialog = new ConnectionEditDialog(core::ConnectionEntry{}, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        auto saved = context().connections->saveEntry(dialog->entry());
        if (!saved) {
            QMessageBox::warning(this, tr("Gateway not saved"), ErrorText::describe(saved.error()));
            return;
        }
        selectId(saved.value());
        // A new gateway is for using: connect at once.
        logRefusal("connect", context().connections->connectTo(saved.value()));
        updateDetail();
    });
    dialog->open();
}

void ConnectionsScreen::editConnection() {
    gateway::ConnectionManager *connections = context().connections;
    const core::ConnectionEntry *entry =
        connections ? connections->registry()->find(currentId()) : nullptr;
    if (!entry || entry->builtin)
        return;
    auto *dialog = new ConnectionEditDialog(*entry, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        const core::ConnectionEntry edited = dialog->entry();
        const bool wasActive = context().connections->isActive(edited.id);
        context().connections->disconnectFrom(edited.id);
        auto saved = context().connections->saveEntry(edited);
        if (!saved) {
            QMessageBox::warning(this, tr("Gateway not saved"), ErrorText::describe(saved.error()));
            return;
        }
        if (wasActive)
            logRefusal("connect", context().connections->connectTo(edited.id));
    });
    dialog->open();
}

void ConnectionsScreen::removeConnection() {
    gateway::ConnectionManager *connections = context().connections;
    const core::ConnectionEntry *entry =
        connections ? connections->registry()->find(currentId()) : nullptr;
    if (!entry || entry->builtin)
        return;
    const auto answer = QMessageBox::question(
        this, tr("Remove gateway"),
        tr("Remove %1? Its token is deleted too; the approval history is kept.").arg(entry->name));
    if (answer == QMessageBox::Yes)
        logRefusal("remove", connections->removeEntry(entry->id));
}

} // namespace toolgate::ui

namespace toolgate::ui {

void ConnectionsScreen::askTrust(const QString &id) {
    gateway::ConnectionManager *connections = context().connections;
    gateway::GatewayClient *client = connections ? connections->client(id) : nullptr;
    const core::ConnectionEntry *entry = connections ? connections->registry()->find(id) : nullptr;
    if (!client || !entry)
        return;
    const QString fingerprint = client->status().tlsPresented;
    const QString key = id + QLatin1Char('|') + fingerprint;
    if (fingerprint.isEmpty() || m_askedTrust.contains(key))
        return;
    m_askedTrust.insert(key);
    auto *dialog = new TrustDialog(entry->name, entry->url, fingerprint, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, id, fingerprint] {
        auto trusted = context().connections->trustCertificate(id, fingerprint);
        if (!trusted)
            QMessageBox::warning(this, tr("Certificate not pinned"),
                                 ErrorText::describe(trusted.error()));
        selectId(id);
        updateDetail();
    });
    dialog->open();
}

void ConnectionsScreen::openDevices() {
    gateway::ConnectionManager *connections = context().connections;
    const QString id = currentId();
    gateway::DeviceService *devices = connections ? connections->deviceService(id) : nullptr;
    if (!devices)
        return;
    auto *dialog = new DevicesDialog(devices, connections->displayName(id), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->follow(connections, id);
    dialog->open();
}

void ConnectionsScreen::requestScopes() {
    gateway::ConnectionManager *connections = context().connections;
    const QString id = currentId();
    gateway::DeviceService *devices = connections ? connections->deviceService(id) : nullptr;
    gateway::GatewayClient *client = connections ? connections->client(id) : nullptr;
    if (!devices || !client)
        return;
    connect(devices, &gateway::DeviceService::scopeUpgradeChanged, this,
            &ConnectionsScreen::showScopeUpgrade, Qt::UniqueConnection);
    devices->requestScopeUpgrade(client->status().missingScopes);
    m_requestScopes->setEnabled(false);
}

void ConnectionsScreen::showScopeUpgrade(const QString &state, const QString &message) {
    Q_UNUSED(state)
    m_scopeNote->setText(message);
    m_scopeNote->show();
}

} // namespace toolgate::ui
