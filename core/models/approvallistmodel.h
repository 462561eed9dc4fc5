// SPDX-License-Identifier: MIT
#pragma once

#include "approvals/approvalentry.h"
#include "approvals/approvalretention.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QSet>

#include <vector>

namespace toolgate::core {

// The inbox: every approval the console has seen, grouped by gateway (in the order gateways first
// appeared) and oldest first within a gateway. Fed by the UI from each gateway's approval service;
// the countdown column follows setNow(). Colours are the view's business: this model exposes
// semantic roles only.
class ApprovalListModel final : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column {
        GatewayColumn,
        RequestColumn,
        AgentColumn,
        ExpiresColumn,
        StateColumn,
        ColumnCount
    };
    enum Role {
        IdRole = Qt::UserRole + 1,
        GatewayIdRole,
        StateRole,       // int(ApprovalState)
        StaleRole,       // bool: connection lost, kept until re-listed
        KindRole,        // "exec" | "plugin"
        RemainingMsRole, // qint64: ms until expiresAtMs (negative once past)
        ShapeRole,       // similarityKey(): agent + command shape
        GroupStartRole,  // bool: first row of its gateway
        RestartedRole,   // bool: the entry vanished when its gateway restarted
        DecisionRole,    // the raw decision once resolved ("allow-once", "deny", ...)
    };

    explicit ApprovalListModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // Adds or refreshes one entry of `gatewayId` (shown as `gatewayName`).
    void upsert(const QString &gatewayId, const QString &gatewayName, const ApprovalEntry &entry);
    void remove(const QString &id);
    // Drops terminal entries (decided, expired, ...) and keeps the live ones. They stay cleared:
    // a later upsert of a cleared id that is still terminal (a re-list) is ignored.
    int clearFinished();
    // The retention: drops the finished rows it lets go, except `keepId` (the one on screen),
    // and forgets cleared ids as old. Returns the ids of the rows that left.
    QStringList pruneFinished(qint64 nowMs, const ApprovalRetention &retention,
                              const QString &keepId);
    // The gateway went away and came back as a new process: entries that then vanish from its
    // list are shown as "gone: the gateway restarted".
    void noteGatewayRestart(const QString &gatewayId);

    // Milliseconds since the epoch; updates the countdown column.
    void setNow(qint64 nowMs);
    qint64 now() const { return m_nowMs; }

    int rowOf(const QString &id) const;
    QString idAt(int row) const;
    const ApprovalEntry *entryAt(int row) const;
    QString gatewayIdAt(int row) const;
    int pendingCount() const;

    // "1:05", "59 s", "expired": the remaining time as the countdown column shows it.
    static QString countdownText(qint64 remainingMs);
    // What the state column says (translated), e.g. "Resolved elsewhere by Alice's phone".
    static QString stateText(const ApprovalEntry &entry, bool restarted);

private:
    struct Row {
        QString gatewayId;
        QString gatewayName;
        ApprovalEntry entry;
        bool restarted = false;
    };
    bool lessThan(const Row &a, const Row &b) const;
    int insertPosition(const Row &row) const;
    void reindex(int from);

    std::vector<Row> m_rows;
    QHash<QString, int> m_index; // approval id -> row
    QStringList m_gatewayOrder;
    QSet<QString> m_restartedGateways;
    QHash<QString, qint64> m_cleared; // id -> when cleared
    qint64 m_nowMs = 0;
};

} // namespace toolgate::core
