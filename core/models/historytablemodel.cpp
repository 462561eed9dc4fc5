// SPDX-License-Identifier: MIT
#include "models/historytablemodel.h"
#include "util/languagewatcher.h"

#include <QDateTime>

namespace toolgate::core {

HistoryTableModel::HistoryTableModel(QObject *parent)
    : QAbstractTableModel(parent) {
    LanguageWatcher::refreshOnLanguageChange(this);
}

int HistoryTableModel::rowCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_records.size());
}

int HistoryTableModel::columnCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant HistoryTableModel::data(const QModelIndex &index, int role) const {
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const HistoryRecord &r = m_records[static_cast<std::size_t>(index.row())];
    if (role == IdRole)
        return r.id;
    if (role == RequestedAtRole)
        return r.requestedAtMs;
    if (role == DecisionRole)
        return r.decision;
    if (role == Qt::ToolTipRole && index.column() == RequestColumn)
        return r.text;
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case TimeColumn: {
        const qint64 at = r.requestedAtMs ? r.requestedAtMs : r.seenAtMs;
        return QDateTime::fromMSecsSinceEpoch(at).toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"));
    }
    case KindColumn:
        return r.kind;
    case RequestColumn:
        return r.text.simplified();
    case AgentColumn:
        return r.agent;
    case DecisionColumn:
        return r.decision;
    case StateColumn:
        return r.state;
    case ByColumn:
        if (r.resolvedBy.isEmpty() && !r.decision.isEmpty())
            return tr("system");
        return r.resolvedBy;
    case ReasonColumn:
        return r.reason;
    default:
        return {};
    }
}

QVariant HistoryTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case TimeColumn:
        return tr("Requested");
    case KindColumn:
        return tr("Kind");
    case RequestColumn:
        return tr("Request");
    case AgentColumn:
        return tr("Agent");
    case DecisionColumn:
        return tr("Decision");
    case StateColumn:
        return tr("Outcome");
    case ByColumn:
        return tr("Decided by");
    case ReasonColumn:
        return tr("Reason");
    default:
        return {};
    }
}

void HistoryTableModel::setRecords(std::vector<HistoryRecord> records) {
    beginResetModel();
    m_records = std::move(records);
    endResetModel();
}

} // namespace toolgate::core
