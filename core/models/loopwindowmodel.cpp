// SPDX-License-Identifier: MIT
#include "models/loopwindowmodel.h"
#include "util/languagewatcher.h"

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

bool loopBlockedByGateway(const LoopMonitorEntry &entry) {
    return !entry.verdict.blocked && entry.outcomeDigest == QLatin1String("veto");
}

QString loopEntryVerdictText(const LoopMonitorEntry &entry) {
    if (!loopBlockedByGateway(entry))
        return loopVerdictText(entry.verdict);
    return QCoreApplication::translate("LoopWindowModel", "blocked by the gateway");
}

LoopLevel loopEntryLevel(const LoopMonitorEntry &entry) {
    return loopBlockedByGateway(entry) ? LoopLevel::Critical : entry.verdict.level;
}

LoopWindowModel::LoopWindowModel(QObject *parent)
    : LoopRowsModel(parent) {
    LanguageWatcher::refreshOnLanguageChange(this);
}

void LoopWindowModel::setWindow(const QList<LoopMonitorEntry> &entries, const QStringList &times) {
    QList<Row> rows;
    rows.reserve(entries.size());
    for (qsizetype i = 0; i < entries.size(); ++i)
        rows.append(Row{entries.at(i), times.value(i)});
    replaceRows(m_rows, std::move(rows), [](const Row &row) { return row.entry.toolCallId; });
}

int LoopWindowModel::rowCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int LoopWindowModel::columnCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant LoopWindowModel::data(const QModelIndex &index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const LoopMonitorEntry &entry = m_rows.at(index.row()).entry;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case TimeColumn:
            return m_rows.at(index.row()).time;
        case ToolColumn:
            return entry.toolName;
        case ArgsColumn:
            return entry.argsDigest.left(10);
        case OutcomeColumn:
            return shortLoopDigest(entry.outcomeDigest);
        case VerdictColumn:
            return loopEntryVerdictText(entry);
        default:
            return {};
        }
    case Qt::ToolTipRole:
        if (index.column() == ArgsColumn)
            return entry.argsDigest;
        if (index.column() == OutcomeColumn)
            return entry.outcomeDigest;
        if (index.column() == VerdictColumn && loopBlockedByGateway(entry))
            return tr("The gateway blocked this call as a loop: it runs other thresholds than "
                      "the ones this replay uses.");
        if (index.column() == VerdictColumn && entry.verdict.level != LoopLevel::None)
            return QString::fromStdString(entry.verdict.message);
        return {};
    case LevelRole:
        return static_cast<int>(loopEntryLevel(entry));
    case BlockedRole:
        return entry.verdict.blocked || loopBlockedByGateway(entry);
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
