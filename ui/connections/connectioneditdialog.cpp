// SPDX-License-Identifier: MIT
#include "ui/connections/connectioneditdialog.h"

#include "ui/theme.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

namespace toolgate::ui {

ConnectionEditDialog::ConnectionEditDialog(const core::ConnectionEntry &entry, QWidget *parent)
    : QDialog(parent)
    , m_entry(entry)
    , m_name(new QLineEdit(entry.name, this))
    , m_url(new QLineEdit(entry.url, this))
    , m_token(new QLineEdit(entry.token, this))
    , m_error(new QLabel(this)) {
    setObjectName(QStringLiteral("connectionEditDialog"));
    setWindowTitle(entry.id.isEmpty() ? tr("Add gateway") : tr("Edit gateway"));
    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    m_name->setPlaceholderText(tr("e.g. Home server"));
    m_url->setPlaceholderText(QStringLiteral("ws://127.0.0.1:18789/"));
    m_url->setMinimumWidth(340);
    m_token->setEchoMode(QLineEdit::Password);
    m_token->setPlaceholderText(tr("gateway.auth.token"));
    form->addRow(tr("Name"), m_name);
    form->addRow(tr("Address"), m_url);
    form->addRow(tr("Token"), m_token);
    layout->addLayout(form);
    auto *note = new QLabel(tr("The token is stored in a separate file readable only by you, "
                               "never in the connections list or an OpenClaw config."),
                            this);
    note->setWordWrap(true);
    note->setStyleSheet(QStringLiteral("color: %1;").arg(Theme::textSecondary().name()));
    layout->addWidget(note);
    m_error->setStyleSheet(
        QStringLiteral("color: %1;").arg(Theme::tone(Theme::Tone::Danger).name()));
    m_error->setWordWrap(true);
    m_error->hide();
    layout->addWidget(m_error);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &ConnectionEditDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}

core::ConnectionEntry ConnectionEditDialog::entry() const {
    core::ConnectionEntry e = m_entry;
    e.name = m_name->text().trimmed();
    e.url = m_url->text().trimmed();
    e.token = m_token->text();
    return e;
}

void ConnectionEditDialog::accept() {
    if (auto valid = core::ConnectionRegistry::validateUrl(m_url->text()); !valid) {
        m_error->setText(tr("Enter a gateway address starting with ws:// or wss://, such as "
                            "ws://127.0.0.1:18789/."));
        m_error->show();
        return;
    }
    QDialog::accept();
}

} // namespace toolgate::ui
