// SPDX-License-Identifier: MIT
#include "models/connectionlistmodel.h"
#include "util/languagewatcher.h"

namespace toolgate::core {

ConnectionListModel::ConnectionListModel(QObject *parent)
    : QAbstractTableModel(parent) {
    LanguageWatcher::refreshOnLanguageChange(this);
}

int ConnectionListModel::rowCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_entries.size());
}

int ConnectionListModel::columnCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ConnectionListModel::data(const QModelIndex &index, int role) const {
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const ConnectionEntry &e = m_entries[static_cast<std::size_t>(index.row())];
    const Status status = m_status.value(e.id, Status{tr("Not connected"), Health::Offline});
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case NameColumn:
            return e.builtin ? tr("%1 (built-in)").arg(e.displayName()) : e.name;
        case UrlColumn:
            return e.url;
        case StatusColumn:
            return status.text;
        default:
            return {};
        }
    case IdRole:
        return e.id;
    case BuiltinRole:
        return e.builtin;
    case HealthRole:
        return static_cast<int>(status.health);
    default:
        return {};
    }
}

QVariant ConnectionListModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn:
        return tr("Gateway");
    case UrlColumn:
        return tr("Address");
    case StatusColumn:
        return tr("Status");
    default:
        return {};
    }
}

void ConnectionListModel::setEntries(const std::vector<ConnectionEntry> &entries) {
    beginResetModel();
    m_entries = entries;
    endResetModel();
}

void ConnectionListModel::setStatus(const QString &id, const QString &text, Health health) {
    m_status.insert(id, Status{text, health});
    if (const int row = rowOf(id); row >= 0)
        emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

int ConnectionListModel::rowOf(const QString &id) const {
    for (std::size_t i = 0; i < m_entries.size(); ++i) {
        if (m_entries[i].id == id)
            return static_cast<int>(i);
    }
    return -1;
}

QString ConnectionListModel::idAt(int row) const {
    return row >= 0 && row < rowCount() ? m_entries[static_cast<std::size_t>(row)].id : QString();
}

} // namespace toolgate::core
