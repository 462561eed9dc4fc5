// SPDX-License-Identifier: MIT
#include "ui/execapprovals/grantspanel.h"

#include "gateway/execapprovalsservice.h"
#include "ui/execapprovals/policytables.h"
#include "ui/shell/languagechange.h"
#include "ui/widgets/tonedelegate.h"

#include <QDateTime>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace toolgate::ui {

GrantsPanel::GrantsPanel(QWidget *parent)
    : QWidget(parent) {
    auto *layout = new QVBoxLayout(this);
    m_grants = new QTableWidget(this);
    m_grants->setObjectName(QStringLiteral("execGrantsTable"));
    m_grants->verticalHeader()->hide();
    m_grants->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_grants->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_grants->setSelectionMode(QAbstractItemView::SingleSelection);
    m_grants->setItemDelegate(new ToneDelegate(m_grants)); // inactive grants muted
    layout->addWidget(m_grants, 1);
    m_revoke = new QPushButton(this);
    m_revoke->setObjectName(QStringLiteral("execRevokeGrant"));
    auto *buttons = new QHBoxLayout;
    auto *note = new QLabel(this);
    note->setWordWrap(true);
    buttons->addWidget(note, 1);
    buttons->addWidget(m_revoke);
    layout->addLayout(buttons);
    connect(m_grants, &QTableWidget::itemSelectionChanged, this, &GrantsPanel::updateButtons);
    connect(m_revoke, &QPushButton::clicked, this, &GrantsPanel::confirmRevoke);
    retranslateWith(this, [this, note] {
        m_revoke->setText(tr("Revoke…"));
        note->setText(tr("Cron runs approved with \"allow always\" keep a standing grant; "
                         "revoking it makes the next run ask."));
    });
    updateButtons();
}

void GrantsPanel::setService(gateway::ExecApprovalsService *service) {
    if (m_service)
        disconnect(m_service, nullptr, this, nullptr);
    m_service = service;
    m_grants->setRowCount(0);
    updateButtons();
    if (!service)
        return;
    connect(service, &gateway::ExecApprovalsService::grantsLoaded, this,
            [this](const std::vector<core::StandingGrant> &grants) {
                fillGrantsTable(m_grants, grants, QDateTime::currentMSecsSinceEpoch());
                updateButtons();
            });
    connect(service, &gateway::ExecApprovalsService::grantRevoked, this,
            [this](const QString &, const QString &outcome) {
                emit status(outcome == QLatin1String("not-found")
                                ? tr("That grant no longer exists.")
                                : tr("Grant revoked."));
                if (m_service)
                    m_service->fetchGrants();
            });
}

void GrantsPanel::confirmRevoke() {
    const QList<QTableWidgetItem *> selected = m_grants->selectedItems();
    if (selected.isEmpty() || !m_service)
        return;
    const QTableWidgetItem *first = m_grants->item(selected.first()->row(), 0);
    const QString grantId = first->data(Qt::UserRole).toString();
    if (!m_confirm) {
        m_confirm = new QMessageBox(QMessageBox::Question, tr("Revoke standing grant"), QString(),
                                    QMessageBox::Yes | QMessageBox::Cancel, this);
        m_confirm->setObjectName(QStringLiteral("execRevokeConfirm"));
        m_confirm->button(QMessageBox::Yes)->setText(tr("Revoke"));
        m_confirm->setDefaultButton(QMessageBox::Cancel);
    }
    m_confirm->setText(tr("Revoke the standing grant for \"%1\"?\nIts next run will ask again.")
                           .arg(first->text()));
    m_confirm->disconnect(this);
    connect(m_confirm, &QMessageBox::finished, this, [this, grantId](int result) {
        if (result == QMessageBox::Yes && m_service)
            m_service->revokeGrant(grantId);
    });
    m_confirm->open();
}

void GrantsPanel::updateButtons() {
    const QList<QTableWidgetItem *> grant = m_grants->selectedItems();
    m_revoke->setEnabled(m_service && !grant.isEmpty() &&
                         m_grants->item(grant.first()->row(), 0)->data(Qt::UserRole + 1) ==
                             QStringLiteral("active"));
}

} // namespace toolgate::ui
