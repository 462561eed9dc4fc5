// SPDX-License-Identifier: MIT
#include "models/loopverdictmodel.h"

#include "models/loopwindowmodel.h"
#include "util/languagewatcher.h"

#include <QHash>

namespace toolgate::core {

namespace {
bool sameVerdict(const LoopVerdict &a, const LoopVerdict &b) {
    return a.level == b.level && a.detector == b.detector && a.count == b.count &&
           a.blocked == b.blocked;
}

// +1 when `to` is stricter than `from` (a higher level, or the same level reached earlier).
int moveDirection(const LoopVerdict &from, const LoopVerdict &to) {
    if (from.level != to.level)
        return to.level > from.level ? 1 : -1;
    return 0;
}
} // namespace

LoopVerdictModel::LoopVerdictModel(QObject *parent)
    : LoopRowsModel(parent) {
    LanguageWatcher::refreshOnLanguageChange(this);
}

void LoopVerdictModel::update(const QList<LoopMonitorEntry> &log, const CallTime &callTime,
                              const QList<LoopMonitorEntry> &whatIf) {
    m_hasWhatIf = !whatIf.isEmpty();
    QList<Row> rows;
    QHash<QString, qsizetype> whatIfById;
    for (qsizetype i = 0; i < whatIf.size(); ++i)
        whatIfById.insert(whatIf.at(i).toolCallId, i);
    for (qsizetype i = 0; i < log.size(); ++i) {
        const LoopMonitorEntry &entry = log.at(i);
        LoopVerdict other;
        if (m_hasWhatIf) {
            const qsizetype at = whatIfById.value(entry.toolCallId, -1);
            if (at >= 0)
                other = whatIf.at(at).verdict;
        }
        if (loopEntryLevel(entry) == LoopLevel::None && other.level == LoopLevel::None)
            continue;
        Row row;
        row.call = static_cast<int>(i);
        row.time = callTime ? callTime(entry.toolCallId) : QString();
        row.entry = entry;
        if (m_hasWhatIf) {
            row.whatIf = std::move(other);
            row.moved = !sameVerdict(row.entry.verdict, row.whatIf);
            row.move = moveDirection(row.entry.verdict, row.whatIf);
        }
        rows.append(std::move(row));
    }
    replaceRows(m_rows, std::move(rows), [](const Row &row) { return row.entry.toolCallId; });
}

int LoopVerdictModel::movedCount() const {
    int n = 0;
    for (const Row &row : m_rows)
        n += row.moved ? 1 : 0;
    return n;
}

int LoopVerdictModel::rowCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int LoopVerdictModel::columnCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant LoopVerdictModel::data(const QModelIndex &index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Row &row = m_rows.at(index.row());
    const LoopVerdict &verdict = row.entry.verdict;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case CallColumn: {
            return row.time.isEmpty() ? QStringLiteral("#%1").arg(row.call + 1)
                                      : QStringLiteral("#%1  %2").arg(row.call + 1).arg(row.time);
        }
        case ToolColumn:
            return row.entry.toolName;
        case VerdictColumn: {
            QString text = loopEntryVerdictText(row.entry);
            if (verdict.blocked)
                text += QLatin1Char(' ') + tr("· blocked");
            else if (verdict.level == LoopLevel::Warning && !verdict.emitted)
                text += QLatin1Char(' ') + tr("· not surfaced");
            return text;
        }
        case MessageColumn:
            return QString::fromStdString(verdict.message).section(QLatin1Char('\n'), 0, 0);
        case WhatIfColumn:
            if (!m_hasWhatIf)
                return {};
            if (!row.moved)
                return tr("unchanged");
            return QStringLiteral("%1 %2").arg(row.move > 0   ? QStringLiteral("▲")
                                               : row.move < 0 ? QStringLiteral("▼")
                                                              : QStringLiteral("◆"),
                                               loopVerdictText(row.whatIf));
        default:
            return {};
        }
    case Qt::ToolTipRole:
        if (index.column() == MessageColumn)
            return QString::fromStdString(verdict.message);
        if (index.column() == WhatIfColumn && row.moved)
            return row.move > 0   ? tr("Moved: stricter with the what-if thresholds.")
                   : row.move < 0 ? tr("Moved: looser with the what-if thresholds.")
                                  : tr("Moved: another detector or count with the what-if "
                                       "thresholds.");
        return {};
    case LevelRole:
        return static_cast<int>(index.column() == WhatIfColumn ? row.whatIf.level
                                                               : loopEntryLevel(row.entry));
    case MovedRole:
        return row.moved;
    case MoveRole:
        return row.move;
    case WhatIfMessageRole:
        return m_hasWhatIf ? QString::fromStdString(row.whatIf.message) : QString();
    case MessageRole:
        return QString::fromStdString(verdict.message);
    case CallIndexRole:
        return row.call;
    case ToolCallIdRole:
        return row.entry.toolCallId;
    default:
        return {};
    }
}

QVariant LoopVerdictModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case CallColumn:
        return tr("Call");
    case ToolColumn:
        return tr("Tool");
    case VerdictColumn:
        return tr("Verdict");
    case MessageColumn:
        return tr("Message to the agent");
    case WhatIfColumn:
        return tr("What-if");
    default:
        return {};
    }
}

} // namespace toolgate::core
