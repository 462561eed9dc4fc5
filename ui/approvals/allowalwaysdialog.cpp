// SPDX-License-Identifier: MIT
#include "ui/approvals/allowalwaysdialog.h"

#include "approvals/allowalwayseffect.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace toolgate::ui {

QString AllowAlwaysDialog::storedText(const core::ApprovalRequest &request) {
    const core::AllowAlwaysEffect effect = core::allowAlwaysEffectFor(request);
    const QString agent = request.agentId.isEmpty() ? tr("(unknown)") : request.agentId;
    const QString argv = request.commandArgv.isEmpty()
                             ? request.command
                             : QStringLiteral("[") +
                                   request.commandArgv.join(QStringLiteral(", ")) +
                                   QStringLiteral("]");
    switch (effect.store) {
    case core::AllowAlwaysStore::AllowlistEntry:
        return tr("The gateway adds an entry to agent %1's exec allowlist bound to exactly this "
                  "command line, %2, run in %3. The same program with other arguments, or in "
                  "another directory, will ask again. The entry does not expire; remove it from "
                  "the allowlist to take it back.")
            .arg(agent, argv,
                 request.cwd.isEmpty() ? tr("the same working directory") : request.cwd);
    case core::AllowAlwaysStore::OnceOnly:
        return tr("This command cannot be stored as a reusable allowlist entry (%1), so the "
                  "gateway treats \"allow always\" as \"allow once\": it runs this time and "
                  "asks again next time.")
            .arg(effect.downgradeReason == QLatin1String("inline-eval")
                     ? tr("it runs code given on the command line")
                     : tr("it builds part of itself at run time"));
    case core::AllowAlwaysStore::CronStandingGrant:
        return tr("The gateway mints a standing grant for cron job %1: its future runs by agent "
                  "%2 may run this without asking, until the grant expires or is revoked.")
            .arg(request.cronJobId, agent);
    case core::AllowAlwaysStore::PluginDecision:
        return tr("The plugin %1 will not ask again for %2 in this session.")
            .arg(request.pluginId, request.toolName);
    case core::AllowAlwaysStore::NotOffered:
        break;
    }
    return tr("The gateway does not offer \"allow always\" for this request.");
}

AllowAlwaysDialog::AllowAlwaysDialog(const core::ApprovalRequest &request, QWidget *parent)
    : QDialog(parent)
    , m_id(request.id) {
    setObjectName(QStringLiteral("allowAlwaysDialog"));
    setWindowTitle(tr("Allow always?"));
    auto *layout = new QVBoxLayout(this);
    auto *text = new QLabel(storedText(request), this);
    text->setObjectName(QStringLiteral("allowAlwaysStored"));
    text->setWordWrap(true);
    text->setMinimumWidth(420);
    layout->addWidget(text);
    // The gateway applies grantExpiresInDays only to cron standing grants: offered only there.
    if (core::allowAlwaysEffectFor(request).expiryApplies()) {
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
