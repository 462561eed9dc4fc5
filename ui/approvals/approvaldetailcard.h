// SPDX-License-Identifier: MIT
#pragma once

#include "approvals/approvalentry.h"

#include <QFrame>

class QFormLayout;
class QLabel;
class QPushButton;
class QVBoxLayout;

namespace toolgate::ui {

// Everything needed to decide one approval: the command (argv, cwd, host, resolved path,
// security/ask, warnings, analysis) or the plugin request (title, description, severity, tool,
// plugin), who asked (agent, session, turn source), risk hints, a live countdown and one button per
// decision the gateway allows, with the reason when allow-always is not offered.
class ApprovalDetailCard final : public QFrame {
    Q_OBJECT

public:
    explicit ApprovalDetailCard(QWidget *parent = nullptr);

    // Shows `entry` (copied); null shows the "nothing selected" hint.
    void setEntry(const core::ApprovalEntry *entry, const QString &gatewayName);
    QString currentId() const { return m_id; }
    // Refreshes the countdown.
    void setNow(qint64 nowMs);

    // Why allow-always is not offered for `request`, or empty when it is.
    static QString allowAlwaysUnavailableReason(const core::ApprovalRequest &request);
    // The exec `scope` kind in words (unknown kinds as the gateway names them).
    static QString scopeText(const QString &kind);
    // `command` as rich text with the gateway's commandSpans highlighted (escaped).
    static QString highlightedCommand(const QString &command, const QList<QPair<int, int>> &spans);

signals:
    void decisionRequested(const QString &id, core::ApprovalDecision decision);
    void dismissRequested();

private:
    void addRow(const QString &label, const QString &value, bool monospace = false);
    void clearRows();

    QString m_id;
    qint64 m_expiresAtMs = 0;
    bool m_live = false;
    QLabel *m_placeholder;
    QWidget *m_body;
    QLabel *m_kind;
    QLabel *m_countdown;
    QLabel *m_state;
    QLabel *m_headline;
    QLabel *m_detail;
    QFormLayout *m_form;
    QLabel *m_warnings;
    QLabel *m_hints;
    QLabel *m_alwaysReason;
    QPushButton *m_allowOnce;
    QPushButton *m_allowAlways;
    QPushButton *m_deny;
    QPushButton *m_dismiss;
};

} // namespace toolgate::ui
