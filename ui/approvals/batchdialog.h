// SPDX-License-Identifier: MIT
#pragma once

#include "approvals/batchplan.h"

#include <QDialog>
#include <QHash>

#include <vector>

class QComboBox;
class QLabel;
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace toolgate::ui {

// One decision for several requests: a pre-flight summary from the BatchPlan (how many, which
// agents and gateways, every distinct command shape with its count and risk, the risky ones
// first, and the exact commands), then one decision applied to each with a per-item result. The
// screen sends the decisions and reports each outcome back.
class BatchDialog final : public QDialog {
    Q_OBJECT

public:
    explicit BatchDialog(core::BatchPlan plan, QWidget *parent = nullptr);

    const core::BatchPlan &plan() const { return m_plan; }
    QStringList ids() const { return m_plan.ids(); }
    core::ApprovalDecision decision() const;
    // Outcome of one item (from decisionFinished, or a refusal before sending).
    void reportResult(const QString &id, bool ok, const QString &message);
    bool isApplied() const { return m_applied; }

    // The translated name of a RequestRisk reason ("destructive" -> "deletes or overwrites").
    static QString riskReasonText(const QString &reason);

signals:
    // The owner confirmed: send `decision` for every id.
    void applyRequested(core::ApprovalDecision decision);

private:
    QString summaryText() const;
    void fillShapes(QTreeWidget *shapes) const;
    QString allowAlwaysText() const;
    void fillDecisions(const std::vector<core::ApprovalDecision> &common);
    bool hasDecision() const;
    void decisionChanged();
    void apply();

    core::BatchPlan m_plan;
    QTreeWidget *m_list;
    QComboBox *m_decision;
    QLabel *m_summary;
    QLabel *m_allowAlwaysText;
    QPushButton *m_apply;
    QPushButton *m_close;
    QHash<QString, QTreeWidgetItem *> m_rows;
    int m_done = 0;
    bool m_applied = false;
};

} // namespace toolgate::ui
