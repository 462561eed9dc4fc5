// SPDX-License-Identifier: MIT
#pragma once

#include <QFutureWatcher>
#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QTableView;
class QTimer;

namespace toolgate::core {
class ApprovalHistory;
class HistoryTableModel;
struct HistoryCount;
} // namespace toolgate::core

namespace toolgate::ui {

// The local SQLite history as a table: free-text search, filters for decision, kind, agent, who
// decided and time range, and CSV export of exactly what is shown. The first rows show at once;
// the total is counted on a pool thread and fills in the line below the table.
class HistoryView final : public QWidget {
    Q_OBJECT

public:
    explicit HistoryView(QWidget *parent = nullptr);

    // Not owned; null shows that no history is kept.
    void setHistory(core::ApprovalHistory *history);
    core::HistoryTableModel *model() const { return m_model; }
    // Re-runs the search with the current filters.
    void refresh();
    // Writes the shown rows as CSV to `path`; returns an error message or empty. Success is
    // confirmed below the table (how many rows, where).
    QString exportCsv(const QString &path);

    QLineEdit *searchField() const { return m_search; }

private:
    void exportWithDialog();
    // The line below the table: the total once counted, and the search index still building.
    void showCount();

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
    QLabel *m_exportNote;
    QFutureWatcher<core::HistoryCount> *m_counting;
    QTimer *m_indexing; // re-reads the search index's backlog while it is being built
};

} // namespace toolgate::ui
