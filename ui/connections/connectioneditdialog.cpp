// SPDX-License-Identifier: MIT
#include "ui/connections/connectioneditdialog.h"

#include "gateway/transportguard.h"
#include "ui/shell/errortext.h"
#include "ui/shell/theme.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QUrl>
#include <QVBoxLayout>

namespace toolgate::ui {

ConnectionEditDialog::ConnectionEditDialog(const core::ConnectionEntry &entry, QWidget *parent)
    : QDialog(parent)
    , m_entry(entry)
    , m_name(new QLineEdit(entry.name, this))
    , m_url(new QLineEdit(entry.url, this))
    , m_token(new QLineEdit(entry.token, this))
    , m_fingerprint(new QLineEdit(entry.tlsFingerprint, this))
    , m_allowInsecure(new QCheckBox(tr("Allow unencrypted ws:// to this host"), this))
    , m_noAuth(new QCheckBox(tr("No authentication (the gateway needs no token)"), this))
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
    m_noAuth->setObjectName(QStringLiteral("noAuthentication"));
    m_noAuth->setChecked(!entry.id.isEmpty() && entry.token.isEmpty());
    m_token->setEnabled(!m_noAuth->isChecked());
    connect(m_noAuth, &QCheckBox::toggled, m_token, [this](bool none) {
        m_token->setEnabled(!none);
        if (none)
            m_token->clear();
    });
    form->addRow(QString(), m_noAuth);
    m_fingerprint->setObjectName(QStringLiteral("tlsFingerprint"));
    m_fingerprint->setPlaceholderText(tr("wss:// only; empty: asked on first contact"));
    m_fingerprint->setToolTip(tr("SHA-256 of the gateway's TLS certificate (sha256:HEX or "
                                 "AB:CD:…), as OpenClaw's --tls-fingerprint takes it."));
    form->addRow(tr("Certificate"), m_fingerprint);
    m_allowInsecure->setObjectName(QStringLiteral("allowInsecure"));
    m_allowInsecure->setChecked(entry.allowInsecure);
    m_allowInsecure->setToolTip(tr("Without TLS the gateway token travels in clear. Only for a "
                                   "network you trust."));
    form->addRow(QString(), m_allowInsecure);
    layout->addLayout(form);
    auto *note = new QLabel(tr("The token is stored in a separate file readable only by you, "
                               "never in the connections list or an OpenClaw config."),
                            this);
    note->setWordWrap(true);
    Theme::setTone(note, Theme::Tone::Secondary);
    layout->addWidget(note);
    Theme::setTone(m_error, Theme::Tone::Danger);
    m_error->setObjectName(QStringLiteral("connectionError"));
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
    e.token = m_noAuth->isChecked() ? QString() : m_token->text().trimmed();
    const auto pin = gateway::TlsFingerprint::parse(m_fingerprint->text());
    e.tlsFingerprint = pin ? pin->toString() : QString();
    e.allowInsecure = m_allowInsecure->isChecked();
    return e;
}

void ConnectionEditDialog::showError(const QString &text) {
    m_error->setText(text);
    m_error->show();
    // The message takes room of its own: the dialog grows rather than squeezing its fields.
    layout()->activate();
    const int needed = layout()->hasHeightForWidth() ? layout()->totalHeightForWidth(width())
                                                     : layout()->totalMinimumSize().height();
    if (height() < needed)
        resize(width(), needed);
}

void ConnectionEditDialog::accept() {
    if (auto valid = core::ConnectionRegistry::validateUrl(m_url->text()); !valid) {
        showError(tr("Enter a gateway address starting with ws:// or wss://, such as "
                     "ws://127.0.0.1:18789/."));
        return;
    }
    if (m_token->text().trimmed().isEmpty() && !m_noAuth->isChecked()) {
        showError(tr("Enter the gateway's token (gateway.auth.token in its config), or "
                     "choose \"No authentication\" if the gateway has none."));
        m_token->setFocus();
        return;
    }
    gateway::TransportSettings transport{{}, m_allowInsecure->isChecked()};
    if (!m_fingerprint->text().trimmed().isEmpty()) {
        auto pin = gateway::TlsFingerprint::parse(m_fingerprint->text());
        if (!pin) {
            showError(ErrorText::describe(pin.error()));
            return;
        }
        transport.pin = pin.value();
    }
    const gateway::TransportGuard guard(QUrl(m_url->text().trimmed()), transport);
    if (auto allowed = guard.checkUrl(); !allowed) {
        showError(ErrorText::describe(allowed.error()));
        return;
    }
    QDialog::accept();
}

} // namespace toolgate::ui
