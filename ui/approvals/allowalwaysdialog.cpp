// SPDX-License-Identifier: MIT
#include "ui/approvals/allowalwaysdialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace toolgate::ui {

AllowAlwaysDialog::AllowAlwaysDialog(const core::ApprovalRequest &request, QWidget *parent)
    : QDialog(parent)
    , m_id(request.id) {
    setObjectName(QStringLiteral("allowAlwaysDialog"));
    setWindowTitle(tr("Allow always?"));
    auto *layout = new QVBoxLayout(this);
    auto *text = new QLabel(this);
    text->setWordWrap(true);
    text->setMinimumWidth(420);
    if (request.kind == core::ApprovalKind::Exec) {
        text->setText(
            tr("Agent %1 will be able to run %2 again without asking: the gateway adds its "
               "resolved path to the agent's exec allowlist.")
                .arg(request.agentId.isEmpty() ? tr("(unknown)") : request.agentId,
                     request.resolvedPath.isEmpty() ? request.command : request.resolvedPath));
    } else {
        text->setText(tr("The plugin %1 will not ask again for %2 in this session.")
                          .arg(request.pluginId, request.toolName));
    }
    layout->addWidget(text);
    if (request.kind == core::ApprovalKind::Exec) {
        auto *form = new QFormLayout;
        m_expiry = new QComboBox(this);
        m_expiry->setObjectName(QStringLiteral("grantExpiry"));
        m_expiry->addItem(tr("Never (until revoked)"), 0);
        m_expiry->addItem(tr("1 day"), 1);
        m_expiry->addItem(tr("7 days"), 7);
        m_expiry->addItem(tr("30 days"), 30);
        m_expiry->addItem(tr("90 days"), 90);
        m_expiry->addItem(tr("1 year"), 365);
        m_expiry->setCurrentIndex(2);
        form->addRow(tr("Grant expires after"), m_expiry);
        layout->addLayout(form);
    }
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    QPushButton *ok = buttons->addButton(tr("Allow always"), QDialogButtonBox::AcceptRole);
    ok->setObjectName(QStringLiteral("confirmAllowAlways"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}

int AllowAlwaysDialog::grantExpiresInDays() const {
    return m_expiry ? m_expiry->currentData().toInt() : 0;
}

void AllowAlwaysDialog::setGrantExpiresInDays(int days) {
    if (!m_expiry)
        return;
    const int index = m_expiry->findData(days);
    if (index >= 0)
        m_expiry->setCurrentIndex(index);
}

} // namespace toolgate::ui
