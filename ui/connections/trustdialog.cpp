// SPDX-License-Identifier: MIT
#include "ui/connections/trustdialog.h"

#include "gateway/tlsfingerprint.h"
#include "ui/shell/theme.h"

#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace toolgate::ui {

TrustDialog::TrustDialog(const QString &gatewayName, const QString &url, const QString &fingerprint,
                         QWidget *parent)
    : QDialog(parent)
    , m_fingerprint(fingerprint) {
    setObjectName(QStringLiteral("trustDialog"));
    setWindowTitle(tr("Trust this gateway?"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(
        tr("<b>%1</b> (%2) presented a TLS certificate that no certificate authority vouches "
           "for — usually the gateway's own self-signed certificate. Trust it only if this "
           "fingerprint matches the gateway's:")
            .arg(gatewayName.toHtmlEscaped(), url.toHtmlEscaped()),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    const auto parsed = gateway::TlsFingerprint::parse(fingerprint);
    const QString display = parsed ? parsed->toDisplay() : fingerprint;
    // Two lines of sixteen byte pairs, easy to compare by eye.
    auto *shown = new QLabel(display.left(47) + QLatin1Char('\n') + display.mid(48), this);
    shown->setObjectName(QStringLiteral("trustFingerprint"));
    shown->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    shown->setTextInteractionFlags(Qt::TextSelectableByMouse);
    shown->setAlignment(Qt::AlignCenter);
    shown->setContentsMargins(8, 8, 8, 8);
    layout->addWidget(shown);

    auto *how = new QLabel(
        tr("On the gateway host: <code>openssl x509 -noout -fingerprint -sha256 -in "
           "~/.openclaw/gateway/tls/gateway-cert.pem</code>. Once trusted, the fingerprint is "
           "pinned with this connection and a different certificate is refused."),
        this);
    how->setWordWrap(true);
    Theme::setTone(how, Theme::Tone::Secondary);
    layout->addWidget(how);

    auto *buttons = new QDialogButtonBox(this);
    m_trust = buttons->addButton(tr("Trust and connect"), QDialogButtonBox::AcceptRole);
    m_trust->setObjectName(QStringLiteral("trustButton"));
    QPushButton *cancel = buttons->addButton(QDialogButtonBox::Cancel);
    cancel->setDefault(true);
    cancel->setFocus();
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}

} // namespace toolgate::ui
