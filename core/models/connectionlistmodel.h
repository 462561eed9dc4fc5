// SPDX-License-Identifier: MIT
#pragma once

#include "connections/connectionregistry.h"

#include <QAbstractTableModel>
#include <QHash>

#include <vector>

namespace toolgate::core {

// The known gateways with a one-line live status each (set by the UI from the client state).
class ConnectionListModel final : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { NameColumn, UrlColumn, StatusColumn, ColumnCount };
    enum Role { IdRole = Qt::UserRole + 1, BuiltinRole, HealthRole };
    // Semantic health for colouring.
    enum class Health { Offline, Working, Healthy, Degraded, Failed };

    explicit ConnectionListModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    void setEntries(const std::vector<ConnectionEntry> &entries);
    void setStatus(const QString &id, const QString &text, Health health);
    int rowOf(const QString &id) const;
    QString idAt(int row) const;

private:
    struct Status {
        QString text;
        Health health = Health::Offline;
    };
    std::vector<ConnectionEntry> m_entries;
    QHash<QString, Status> m_status;
};

} // namespace toolgate::core
