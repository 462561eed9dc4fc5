// SPDX-License-Identifier: MIT
#pragma once

#include "approvals/approvalhistory.h"

#include <QAbstractTableModel>

#include <vector>

namespace toolgate::core {

// Rows of the approval history (one per approval, latest outcome). Either a fixed list
// (setRecords) or a live search (setSource) that reads a page at a time as the view scrolls
// (canFetchMore/fetchMore), so a year of approvals opens as fast as a day's. Times are shown in
// local time.
class HistoryTableModel final : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column {
        TimeColumn,
        KindColumn,
        RequestColumn,
        AgentColumn,
        DecisionColumn,
        StateColumn,
        ByColumn,
        ReasonColumn,
        ColumnCount
    };
    enum Role {
        IdRole = Qt::UserRole + 1,
        RequestedAtRole,
        DecisionRole, // the raw decision ("allow-once", "deny", ...), for colouring in ui/
    };

    explicit HistoryTableModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    void setRecords(std::vector<HistoryRecord> records);
    // The rows read so far.
    const std::vector<HistoryRecord> &records() const { return m_records; }

    // Shows what `filter` finds in `history` (not owned; its limit and offset are ignored),
    // reading the first page now and the next ones on fetchMore(). A read that fails ends the
    // list; lastError() says why.
    void setSource(const ApprovalHistory *history, HistoryFilter filter);
    // Every row of the source (or the fixed list), e.g. for export.
    Result<std::vector<HistoryRecord>> allRecords() const;
    QString lastError() const { return m_error; }
    static constexpr int kPageSize = 200;

    bool canFetchMore(const QModelIndex &parent) const override;
    void fetchMore(const QModelIndex &parent) override;

private:
    // The next page of the source; false when nothing was added.
    bool readPage(std::vector<HistoryRecord> &into);

    std::vector<HistoryRecord> m_records;
    const ApprovalHistory *m_source = nullptr;
    HistoryFilter m_filter;
    bool m_exhausted = true;
    QString m_error;
};

} // namespace toolgate::core
