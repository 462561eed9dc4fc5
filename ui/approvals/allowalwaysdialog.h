// SPDX-License-Identifier: MIT
#pragma once

#include "approvals/approvalrequest.h"

#include <QDialog>

class QComboBox;

namespace toolgate::ui {

// Confirms a standing grant before it is sent, saying what it covers, and offers the grant expiry
// the gateway supports (exec: grantExpiresInDays 1-3650; plugin approvals have none).
class AllowAlwaysDialog final : public QDialog {
    Q_OBJECT

public:
    AllowAlwaysDialog(const core::ApprovalRequest &request, QWidget *parent = nullptr);

    QString approvalId() const { return m_id; }
    // 0: no expiry.
    int grantExpiresInDays() const;
    void setGrantExpiresInDays(int days);

private:
    QString m_id;
    QComboBox *m_expiry = nullptr;
};

} // namespace toolgate::ui
