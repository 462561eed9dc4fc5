// SPDX-License-Identifier: MIT
#pragma once

#include "loops/loopmonitor.h"
#include "models/looprowsmodel.h"

#include <QList>
#include <QStringList>

namespace toolgate::core {

// Short forms shared by the loop views: a digest cut to 10 hex digits, a verdict as
// "warning · generic_repeat (12)".
QString shortLoopDigest(const QString &digest);
QString loopVerdictText(const LoopVerdict &verdict);
// A call the gateway itself blocked (outcome "veto") though this monitor judged it otherwise — the
// gateway runs other thresholds: it reads as blocked, never as a warning.
bool loopBlockedByGateway(const LoopMonitorEntry &entry);
// The call's verdict as a view shows it: the monitor's, or "blocked by the gateway".
QString loopEntryVerdictText(const LoopMonitorEntry &entry);
LoopLevel loopEntryLevel(const LoopMonitorEntry &entry);

// The run's rolling window (the calls still in the session's history), oldest first.
class LoopWindowModel final : public LoopRowsModel {
    Q_OBJECT

public:
    enum Column { TimeColumn, ToolColumn, ArgsColumn, OutcomeColumn, VerdictColumn, ColumnCount };
    enum Role { LevelRole = Qt::UserRole + 1, BlockedRole };

    explicit LoopWindowModel(QObject *parent = nullptr);

    // `times` runs parallel to `entries` (empty strings are fine). A window that slid keeps the
    // rows still in it (see LoopRowsModel).
    void setWindow(const QList<LoopMonitorEntry> &entries, const QStringList &times);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    struct Row {
        LoopMonitorEntry entry;
        QString time;
    };
    QList<Row> m_rows;
};

} // namespace toolgate::core
