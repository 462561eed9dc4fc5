// SPDX-License-Identifier: MIT
#pragma once

#include "approvals/approvalrequest.h"

#include <QDialog>

class QComboBox;

namespace toolgate::ui {

// Confirms "allow always" before it is sent, saying what the gateway will really store (an
// allowlist entry bound to the exact argv and cwd, a cron standing grant, or nothing beyond this
// once), and offers a grant expiry only where the gateway applies one (cron standing grants).
class AllowAlwaysDialog final : public QDialog {
    Q_OBJECT

public:
    AllowAlwaysDialog(const core::ApprovalRequest &request, QWidget *parent = nullptr);

    QString approvalId() const { return m_id; }
    // The sentence the dialog shows for `request`.
    static QString storedText(const core::ApprovalRequest &request);
    // Whether the grant-expiry choice is offered.
    bool offersExpiry() const { return m_expiry != nullptr; }
    // 0: no expiry.
    int grantExpiresInDays() const;
    void setGrantExpiresInDays(int days);

private:
    QString m_id;
    QComboBox *m_expiry = nullptr;
};

} // namespace toolgate::ui
