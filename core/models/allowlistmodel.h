// SPDX-License-Identifier: MIT
#pragma once

#include "approvals/execapprovalsfile.h"

#include <QAbstractTableModel>

#include <vector>

namespace toolgate::ui {

// One agent's allowlist as a table (pattern, arguments, source, last used, last command, last
// resolved path, breadth warnings). Sorting goes through SortRole: last used sorts by time.
class AllowlistModel final : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column {
        PatternColumn,
        ArgumentsColumn,
        WarningsColumn,
        SourceColumn,
        LastUsedColumn,
        LastCommandColumn,
        ResolvedPathColumn,
        ColumnCount
    };
    static constexpr int SortRole = Qt::UserRole + 1;

    explicit AllowlistModel(QObject *parent = nullptr);

    void setEntries(const QString &agentId, const std::vector<core::ExecAllowlistEntry> &entries);
    const core::ExecAllowlistEntry &entry(int row) const { return m_entries.at(size_t(row)); }
    int warningCount() const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // The translated warning lines for an entry of `agentId`.
    static QStringList warningsFor(const QString &agentId, const core::ExecAllowlistEntry &entry);
    // What the entry's arguments allow, in words for the hashed and marker forms of allow-always.
    static QString argumentsText(const core::ExecAllowlistEntry &entry);

private:
    QString m_agentId;
    std::vector<core::ExecAllowlistEntry> m_entries;
};

} // namespace toolgate::ui
