// SPDX-License-Identifier: MIT
#include "models/loopwindowmodel.h"

#include <QCoreApplication>

namespace toolgate::core {

QString shortLoopDigest(const QString &digest) {
    if (digest.isEmpty())
        return QCoreApplication::translate("LoopWindowModel", "pending");
    if (digest == QLatin1String("veto"))
        return QCoreApplication::translate("LoopWindowModel", "blocked");
    if (digest.startsWith(QLatin1String("error:")))
        return QStringLiteral("error:") + digest.mid(6, 10);
    return digest.left(10);
}

QString loopVerdictText(const LoopVerdict &verdict) {
    if (verdict.level == LoopLevel::None)
        return QCoreApplication::translate("LoopWindowModel", "ok");
    const QString level = verdict.level == LoopLevel::Critical
                              ? QCoreApplication::translate("LoopWindowModel", "critical")
                              : QCoreApplication::translate("LoopWindowModel", "warning");
    return QStringLiteral("%1 · %2 (%3)")
        .arg(level, QString::fromUtf8(loopDetectorName(verdict.detector)))
        .arg(verdict.count);
}

LoopWindowModel::LoopWindowModel(QObject *parent)
    : QAbstractTableModel(parent) {}

void LoopWindowModel::setWindow(const QList<LoopMonitorEntry> &entries, const QStringList &times) {
    beginResetModel();
    m_entries = entries;
    m_times = times;
    endResetModel();
}

int LoopWindowModel::rowCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_entries.size());
}

int LoopWindowModel::columnCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant LoopWindowModel::data(const QModelIndex &index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const LoopMonitorEntry &entry = m_entries.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case TimeColumn:
            return m_times.value(index.row());
        case ToolColumn:
            return entry.toolName;
        case ArgsColumn:
            return entry.argsDigest.left(10);
        case OutcomeColumn:
            return shortLoopDigest(entry.outcomeDigest);
        case VerdictColumn:
            return loopVerdictText(entry.verdict);
        default:
            return {};
        }
    case Qt::ToolTipRole:
        if (index.column() == ArgsColumn)
            return entry.argsDigest;
        if (index.column() == OutcomeColumn)
            return entry.outcomeDigest;
        if (index.column() == VerdictColumn && entry.verdict.level != LoopLevel::None)
            return QString::fromStdString(entry.verdict.message);
        return {};
    case LevelRole:
        return static_cast<int>(entry.verdict.level);
    case BlockedRole:
        return entry.verdict.blocked;
    default:
        return {};
    }
}

QVariant LoopWindowModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case TimeColumn:
        return tr("Time");
    case ToolColumn:
        return tr("Tool");
    case ArgsColumn:
        return tr("Arguments");
    case OutcomeColumn:
        return tr("Outcome");
    case VerdictColumn:
        return tr("Verdict");
    default:
        return {};
    }
}

} // namespace toolgate::core
