// SPDX-License-Identifier: MIT
#pragma once

#include "loops/loopmonitor.h"
#include "models/looprowsmodel.h"

#include <QList>
#include <QStringList>

#include <functional>

namespace toolgate::core {

// A run's verdict history: every call that drew a warning or a critical, with the exact message,
// and — when a what-if replay is set — the verdict the same call gets with the other thresholds.
// A row is listed when either side has a verdict; rows whose verdict moved are flagged, and their
// what-if cell says which way (▲ stricter, ▼ looser, ◆ another detector or count) in text, so the
// move reads without colour. The what-if sits beside the real verdict, before the long message.
class LoopVerdictModel final : public LoopRowsModel {
    Q_OBJECT

public:
    enum Column { CallColumn, ToolColumn, VerdictColumn, WhatIfColumn, MessageColumn, ColumnCount };
    enum Role {
        LevelRole = Qt::UserRole + 1,
        MovedRole,
        MessageRole,
        CallIndexRole,
        ToolCallIdRole,
        MoveRole,          // +1 stricter with the what-if, -1 looser, 0 unchanged or sideways
        WhatIfMessageRole, // the message the what-if verdict carries
    };

    explicit LoopVerdictModel(QObject *parent = nullptr);

    // When a call started ("12:04:31.200") or where it is written ("line 14"), by its id.
    using CallTime = std::function<QString(const QString &toolCallId)>;

    // `log` is the run's verdict log (every judged call, oldest first); `whatIf` the same calls
    // judged with other thresholds (matched by tool call id; empty = no what-if). A live run's
    // update slides the rows instead of resetting them. Only listed calls are looked up in
    // `callTime`: a busy run's log is a thousand calls, its verdicts a few.
    void update(const QList<LoopMonitorEntry> &log, const CallTime &callTime,
                const QList<LoopMonitorEntry> &whatIf);
    bool hasWhatIf() const { return m_hasWhatIf; }
    int movedCount() const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    struct Row {
        int call = 0; // index in the log
        QString time;
        LoopMonitorEntry entry;
        LoopVerdict whatIf;
        bool moved = false;
        int move = 0;
    };
    void rebuild();

    QList<LoopMonitorEntry> m_log;
    QStringList m_times;
    QList<LoopMonitorEntry> m_whatIfLog;
    bool m_hasWhatIf = false;
    QList<Row> m_rows;
};

} // namespace toolgate::core
