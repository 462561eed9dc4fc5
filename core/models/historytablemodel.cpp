// SPDX-License-Identifier: MIT
#include "models/historytablemodel.h"

#include "models/approvalwords.h"
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
        return kindWord(r.kind);
    case RequestColumn:
        return r.text.simplified();
    case AgentColumn:
        return r.agent;
    case DecisionColumn:
        return decisionWord(r.decision);
    case StateColumn:
        return outcomeWord(r.state);
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
    m_source = nullptr;
    m_exhausted = true;
    m_error.clear();
    endResetModel();
}

void HistoryTableModel::setSource(const ApprovalHistory *history, HistoryFilter filter) {
    beginResetModel();
    m_records.clear();
    m_source = history;
    m_filter = std::move(filter);
    m_exhausted = history == nullptr;
    m_error.clear();
    (void)readPage(m_records); // a failure is kept in m_error for the view
    endResetModel();
}

bool HistoryTableModel::readPage(std::vector<HistoryRecord> &into) {
    if (m_exhausted)
        return false;
    HistoryFilter page = m_filter;
    page.limit = kPageSize;
    page.offset = static_cast<int>(m_records.size());
    auto found = m_source->search(page);
    if (!found) {
        m_error = found.error().toString();
        m_exhausted = true;
        return false;
    }
    m_exhausted = found->size() < static_cast<std::size_t>(kPageSize);
    if (found->empty())
        return false;
    into.insert(into.end(), std::make_move_iterator(found->begin()),
                std::make_move_iterator(found->end()));
    return true;
}

bool HistoryTableModel::canFetchMore(const QModelIndex &parent) const {
    return !parent.isValid() && !m_exhausted;
}

void HistoryTableModel::fetchMore(const QModelIndex &parent) {
    if (parent.isValid())
        return;
    std::vector<HistoryRecord> page;
    if (!readPage(page))
        return;
    const int first = rowCount();
    beginInsertRows({}, first, first + static_cast<int>(page.size()) - 1);
    m_records.insert(m_records.end(), std::make_move_iterator(page.begin()),
                     std::make_move_iterator(page.end()));
    endInsertRows();
}

Result<std::vector<HistoryRecord>> HistoryTableModel::allRecords() const {
    if (!m_source)
        return m_records;
    HistoryFilter all = m_filter;
    all.limit = 0;
    all.offset = 0;
    return m_source->search(all);
}

} // namespace toolgate::core
