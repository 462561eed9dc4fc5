// SPDX-License-Identifier: MIT
#include "ui/connections/devicesdialog.h"

#include "gateway/connectionmanager.h"

#include "ui/shell/theme.h"

#include <QComboBox>
#include <QDateTime>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace toolgate::ui {

using gateway::DeviceService;
using Action = DeviceService::Action;

namespace {

constexpr int kIdRole = Qt::UserRole;

QTreeWidget *makeList(const QStringList &headers, const QString &name, QWidget *parent) {
    auto *list = new QTreeWidget(parent);
    list->setObjectName(name);
    list->setHeaderLabels(headers);
    list->setRootIsDecorated(false);
    list->setSelectionMode(QAbstractItemView::SingleSelection);
    list->header()->setStretchLastSection(true);
    list->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    return list;
}

QString joined(const QStringList &list) {
    return list.isEmpty() ? QStringLiteral("—") : list.join(QStringLiteral(", "));
}

// Actions follow the highlighted row. The current item alone is not enough: a list that gains focus
// makes its first row current without highlighting it, and nothing unhighlighted may be approved.
const QTreeWidgetItem *selectedItem(const QTreeWidget *list) {
    const QList<QTreeWidgetItem *> items = list->selectedItems();
    return items.isEmpty() ? nullptr : items.first();
}

QString selectedId(const QTreeWidget *list) {
    const QTreeWidgetItem *item = selectedItem(list);
    return item ? item->data(0, kIdRole).toString() : QString();
}

} // namespace

DevicesDialog::DevicesDialog(DeviceService *service, const QString &gatewayName, QWidget *parent)
    : QDialog(parent)
    , m_service(service)
    , m_pending(makeList({tr("Device"), tr("Role"), tr("Scopes"), tr("From"), tr("Request")},
                         QStringLiteral("pendingDevices"), this))
    , m_paired(makeList({tr("Device"), tr("Roles"), tr("Scopes"), tr("Tokens"), tr("Online")},
                        QStringLiteral("pairedDevices"), this))
    , m_approve(new QPushButton(tr("Approve…"), this))
    , m_reject(new QPushButton(tr("Reject…"), this))
    , m_remove(new QPushButton(tr("Remove…"), this))
    , m_rotate(new QPushButton(tr("Rotate token…"), this))
    , m_revoke(new QPushButton(tr("Revoke token…"), this))
    , m_role(new QComboBox(this))
    , m_answer(new QLabel(this)) {
    setObjectName(QStringLiteral("devicesDialog"));
    setWindowTitle(tr("Devices of %1").arg(gatewayName));
    resize(760, 520);
    auto *layout = new QVBoxLayout(this);

    layout->addWidget(new QLabel(tr("<b>Waiting for approval</b>"), this));
    layout->addWidget(m_pending, 1);
    auto *pendingButtons = new QHBoxLayout;
    pendingButtons->addWidget(m_approve);
    pendingButtons->addWidget(m_reject);
    pendingButtons->addStretch(1);
    layout->addLayout(pendingButtons);

    layout->addWidget(new QLabel(tr("<b>Paired devices</b>"), this));
    layout->addWidget(m_paired, 2);
    auto *pairedButtons = new QHBoxLayout;
    pairedButtons->addWidget(m_remove);
    pairedButtons->addWidget(new QLabel(tr("Token role"), this));
    m_role->setObjectName(QStringLiteral("tokenRole"));
    pairedButtons->addWidget(m_role);
    pairedButtons->addWidget(m_rotate);
    pairedButtons->addWidget(m_revoke);
    pairedButtons->addStretch(1);
    layout->addLayout(pairedButtons);

    m_answer->setObjectName(QStringLiteral("devicesAnswer"));
    m_answer->setWordWrap(true);
    m_answer->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_answer);
    auto *close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(close);

    const std::pair<QPushButton *, Action> buttons[] = {{m_approve, Action::Approve},
                                                        {m_reject, Action::Reject},
                                                        {m_remove, Action::Remove},
                                                        {m_rotate, Action::Rotate},
                                                        {m_revoke, Action::Revoke}};
    for (const auto &[pushButton, action] : buttons) {
        pushButton->setObjectName(DeviceService::actionName(action) + QStringLiteral("Device"));
        connect(pushButton, &QPushButton::clicked, this, [this, a = action] { ask(a); });
    }
    connect(m_pending, &QTreeWidget::itemSelectionChanged, this, &DevicesDialog::updateButtons);
    connect(m_paired, &QTreeWidget::itemSelectionChanged, this, &DevicesDialog::updateButtons);
    m_service = nullptr;
    setService(service);
}

void DevicesDialog::setService(DeviceService *service) {
    if (m_service)
        disconnect(m_service, nullptr, this, nullptr);
    m_service = service;
    if (m_service) {
        connect(m_service, &DeviceService::devicesChanged, this, &DevicesDialog::reload);
        connect(m_service, &DeviceService::refreshFailed, this,
                [this](const QString &message) { m_answer->setText(message); });
        connect(m_service, &DeviceService::actionFinished, this, &DevicesDialog::onFinished);
        m_answer->clear();
        m_service->refresh();
    } else {
        m_answer->setText(tr("Not connected to the gateway: the lists come back when it "
                             "reconnects."));
    }
    reload();
}

void DevicesDialog::follow(gateway::ConnectionManager *connections, const QString &id) {
    connect(connections, &gateway::ConnectionManager::sessionRemoved, this,
            [this, id](const QString &gone) {
                if (gone == id)
                    setService(nullptr);
            });
    connect(connections, &gateway::ConnectionManager::sessionAdded, this,
            [this, id, connections](const QString &added) {
                if (added == id)
                    setService(connections->deviceService(id));
            });
}

QPushButton *DevicesDialog::button(Action action) const {
    switch (action) {
    case Action::Approve:
        return m_approve;
    case Action::Reject:
        return m_reject;
    case Action::Remove:
        return m_remove;
    case Action::Rotate:
        return m_rotate;
    case Action::Revoke:
        return m_revoke;
    }
    return nullptr;
}

QMessageBox *DevicesDialog::confirmation() const {
    return m_confirm.data();
}

void DevicesDialog::reload() {
    const QString pendingId = selectedId(m_pending);
    const QString pairedId = selectedId(m_paired);
    m_pending->clear();
    m_paired->clear();
    if (!m_service) {
        updateButtons();
        return;
    }
    const gateway::DeviceList &devices = m_service->devices();
    for (const gateway::PendingDevice &d : devices.pending) {
        auto *item = new QTreeWidgetItem(
            m_pending, {d.title(), d.role, joined(d.scopes),
                        d.remoteIp.isEmpty() ? QStringLiteral("—") : d.remoteIp, d.requestId});
        item->setData(0, kIdRole, d.requestId);
        item->setToolTip(0, d.deviceId);
        if (d.requestId == pendingId)
            m_pending->setCurrentItem(item);
    }
    for (const gateway::PairedDevice &d : devices.paired) {
        auto *item = new QTreeWidgetItem(
            m_paired,
            {d.title(), joined(d.roles.isEmpty() ? QStringList{d.role} : d.roles), joined(d.scopes),
             joined(d.tokenRoles()), d.connected ? tr("yes") : tr("no")});
        item->setData(0, kIdRole, d.deviceId);
        item->setToolTip(0, d.deviceId);
        if (d.deviceId == pairedId)
            m_paired->setCurrentItem(item);
    }
    updateButtons();
}

void DevicesDialog::updateButtons() {
    const bool pending = !selectedId(m_pending).isEmpty();
    m_approve->setEnabled(pending);
    m_reject->setEnabled(pending);
    const QString deviceId = selectedId(m_paired);
    m_remove->setEnabled(!deviceId.isEmpty());
    QStringList roles;
    if (m_service) {
        for (const gateway::PairedDevice &d : m_service->devices().paired) {
            if (d.deviceId == deviceId)
                roles = d.tokenRoles();
        }
    }
    const QString keep = m_role->currentText();
    m_role->clear();
    m_role->addItems(roles);
    if (roles.contains(keep))
        m_role->setCurrentText(keep);
    m_role->setEnabled(!roles.isEmpty());
    m_rotate->setEnabled(!roles.isEmpty());
    m_revoke->setEnabled(!roles.isEmpty());
}

void DevicesDialog::ask(Action action) {
    if (!m_service)
        return;
    const bool onRequest = action == Action::Approve || action == Action::Reject;
    const QTreeWidget *list = onRequest ? m_pending : m_paired;
    const QString target = selectedId(list);
    if (target.isEmpty())
        return;
    const QString who = selectedItem(list)->text(0);
    const QString role = m_role->currentText();
    QString question;
    switch (action) {
    case Action::Approve:
        question = tr("Approve %1 with the role and scopes it asks for (%2)?")
                       .arg(who, selectedItem(list)->text(2));
        break;
    case Action::Reject:
        question = tr("Reject the pairing request of %1?").arg(who);
        break;
    case Action::Remove:
        question = tr("Remove %1? It must be paired again before it can connect.").arg(who);
        break;
    case Action::Rotate:
        question = tr("Rotate the %1 token of %2? Its current token stops working.").arg(role, who);
        break;
    case Action::Revoke:
        question =
            tr("Revoke the %1 token of %2? It can no longer connect in that role.").arg(role, who);
        break;
    }
    if (m_confirm)
        m_confirm->close();
    m_confirm = new QMessageBox(QMessageBox::Question, windowTitle(), question,
                                QMessageBox::Yes | QMessageBox::Cancel, this);
    m_confirm->setDefaultButton(QMessageBox::Cancel);
    m_confirm->setAttribute(Qt::WA_DeleteOnClose);
    connect(m_confirm, &QMessageBox::finished, this, [this, action, target, role](int result) {
        if (result != QMessageBox::Yes || !m_service)
            return;
        m_answer->setText(tr("Waiting for the gateway…"));
        m_service->run(action, target, role);
    });
    m_confirm->open();
}

void DevicesDialog::onFinished(Action action, const QString &target, bool ok,
                               const QString &message) {
    Q_UNUSED(action)
    Theme::setTone(m_answer, ok ? Theme::Tone::Success : Theme::Tone::Danger);
    m_answer->setText(tr("%1: %2").arg(target.left(16), message));
}

} // namespace toolgate::ui
