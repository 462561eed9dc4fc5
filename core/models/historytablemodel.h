// SPDX-License-Identifier: MIT
#pragma once

#include "approvals/approvalhistory.h"

#include <QAbstractTableModel>

#include <vector>

namespace toolgate::core {

// Rows of the approval history (one per approval, latest outcome), as ApprovalHistory::search
// returned them. Times are shown in local time.
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
    const std::vector<HistoryRecord> &records() const { return m_records; }

private:
    std::vector<HistoryRecord> m_records;
};

} // namespace toolgate::core
