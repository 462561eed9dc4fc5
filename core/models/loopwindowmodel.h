// SPDX-License-Identifier: MIT
#pragma once

#include "loops/loopmonitor.h"

#include <QAbstractTableModel>
#include <QList>
#include <QStringList>

namespace toolgate::core {

// Short forms shared by the loop views: a digest cut to 10 hex digits, a verdict as
// "warning · generic_repeat (12)".
QString shortLoopDigest(const QString &digest);
QString loopVerdictText(const LoopVerdict &verdict);

// The run's rolling window (the calls still in the session's history), oldest first.
class LoopWindowModel final : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { TimeColumn, ToolColumn, ArgsColumn, OutcomeColumn, VerdictColumn, ColumnCount };
    enum Role { LevelRole = Qt::UserRole + 1, BlockedRole };

    explicit LoopWindowModel(QObject *parent = nullptr);

    // `times` runs parallel to `entries` (empty strings are fine).
    void setWindow(const QList<LoopMonitorEntry> &entries, const QStringList &times);
    const QList<LoopMonitorEntry> &entries() const { return m_entries; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    QList<LoopMonitorEntry> m_entries;
    QStringList m_times;
};

} // namespace toolgate::core
