// SPDX-License-Identifier: MIT
#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QTableView;

namespace toolgate::core {
class ApprovalHistory;
class HistoryTableModel;
} // namespace toolgate::core

namespace toolgate::ui {

// The local SQLite history as a table: free-text search, filters for decision, kind, agent, who
// decided and time range, and CSV export of exactly what is shown.
class HistoryView final : public QWidget {
    Q_OBJECT

public:
    explicit HistoryView(QWidget *parent = nullptr);

    // Not owned; null shows that no history is kept.
    void setHistory(core::ApprovalHistory *history);
    core::HistoryTableModel *model() const { return m_model; }
    // Re-runs the search with the current filters.
    void refresh();
    // Writes the shown rows as CSV to `path`; returns an error message or empty.
    QString exportCsv(const QString &path) const;

    QLineEdit *searchField() const { return m_search; }

private:
    void exportWithDialog();

    core::ApprovalHistory *m_history = nullptr;
    core::HistoryTableModel *m_model;
    QLineEdit *m_search;
    QComboBox *m_decision;
    QComboBox *m_kind;
    QLineEdit *m_agent;
    QLineEdit *m_who;
    QComboBox *m_range;
    QTableView *m_table;
    QLabel *m_count;
};

} // namespace toolgate::ui
