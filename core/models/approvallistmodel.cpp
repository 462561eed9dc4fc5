// SPDX-License-Identifier: MIT
#include "models/approvallistmodel.h"

#include "models/approvalwords.h"
#include "util/languagewatcher.h"

#include "approvals/batchplan.h"

#include <algorithm>

namespace toolgate::core {

ApprovalListModel::ApprovalListModel(QObject *parent)
    : QAbstractTableModel(parent) {
    LanguageWatcher::refreshOnLanguageChange(this);
}

int ApprovalListModel::rowCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int ApprovalListModel::columnCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QString ApprovalListModel::countdownText(qint64 remainingMs) {
    if (remainingMs <= 0)
        return tr("expired");
    const qint64 seconds = (remainingMs + 999) / 1000;
    if (seconds < 60)
        return tr("%n s", nullptr, static_cast<int>(seconds));
    const qint64 hours = seconds / 3600;
    const qint64 minutes = (seconds % 3600) / 60;
    const qint64 rest = seconds % 60;
    if (hours > 0)
        return QStringLiteral("%1:%2:%3")
            .arg(hours)
            .arg(minutes, 2, 10, QLatin1Char('0'))
            .arg(rest, 2, 10, QLatin1Char('0'));
    return QStringLiteral("%1:%2").arg(minutes).arg(rest, 2, 10, QLatin1Char('0'));
}

QString ApprovalListModel::stateText(const ApprovalEntry &entry, bool restarted) {
    switch (entry.state) {
    case ApprovalState::Pending:
        return entry.stale ? tr("Connection lost, waiting to re-list") : tr("Pending");
    case ApprovalState::Resolving:
        return tr("Resolving…");
    case ApprovalState::ResolvedHere:
        return tr("Resolved here: %1").arg(decisionWord(entry.decision));
    case ApprovalState::ResolvedElsewhere:
        if (!entry.resolvedBy.isEmpty() && !entry.decision.isEmpty())
            return tr("Resolved elsewhere by %1: %2")
                .arg(entry.resolvedBy, decisionWord(entry.decision));
        if (!entry.resolvedBy.isEmpty())
            return tr("Resolved elsewhere by %1").arg(entry.resolvedBy);
        return tr("Resolved elsewhere");
    case ApprovalState::Expired:
        return tr("Expired");
    case ApprovalState::Cancelled:
        return tr("Cancelled");
    case ApprovalState::Gone:
        if (entry.reason == QLatin1String("gateway-restart") ||
            (restarted && entry.reason == QLatin1String("not-listed")))
            return tr("Gone: the gateway restarted");
        if (entry.reason == QLatin1String("expired-offline"))
            return tr("Gone: expired while offline");
        if (entry.reason == QLatin1String("not-found"))
            return tr("Gone: the gateway no longer knows it");
        if (entry.reason == QLatin1String("scenario-switched"))
            return tr("Gone: the demo scenario was switched");
        if (entry.reason == QLatin1String("ended-by-gateway"))
            return tr("Gone: the gateway ended it before its deadline, nobody decided");
        return tr("Gone: no longer listed by the gateway");
    }
    return {};
}

QVariant ApprovalListModel::data(const QModelIndex &index, int role) const {
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const Row &row = m_rows[static_cast<std::size_t>(index.row())];
    const ApprovalEntry &entry = row.entry;
    const ApprovalRequest &request = entry.request;
    const qint64 remaining = request.expiresAtMs - m_nowMs;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case GatewayColumn: // the view shows it on the first row of each group only
            return row.gatewayName;
        case RequestColumn:
            return request.displayText().simplified();
        case AgentColumn:
            return request.agentId;
        case ExpiresColumn:
            return entry.state == ApprovalState::Pending || entry.state == ApprovalState::Resolving
                       ? countdownText(remaining)
                       : QString();
        case StateColumn:
            return stateText(entry, row.restarted);
        default:
            return {};
        }
    case Qt::ToolTipRole:
        if (index.column() == RequestColumn)
            return request.displayText();
        if (index.column() == StateColumn) // whole, where the column elides it
            return entry.lastError.isEmpty()
                       ? stateText(entry, row.restarted)
                       : stateText(entry, row.restarted) + u'\n' + entry.lastError;
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == ExpiresColumn)
            return static_cast<int>(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case IdRole:
        return request.id;
    case GatewayIdRole:
        return row.gatewayId;
    case StateRole:
        return static_cast<int>(entry.state);
    case StaleRole:
        return entry.stale;
    case KindRole:
        return approvalKindName(request.kind);
    case RemainingMsRole:
        return remaining;
    case ShapeRole:
        return similarityKey(request);
    case GroupStartRole:
        return index.row() == 0 ||
               m_rows[static_cast<std::size_t>(index.row() - 1)].gatewayId != row.gatewayId;
    case RestartedRole:
        return row.restarted;
    case DecisionRole:
        return entry.decision;
    default:
        return {};
    }
}

QVariant ApprovalListModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case GatewayColumn:
        return tr("Gateway");
    case RequestColumn:
        return tr("Request");
    case AgentColumn:
        return tr("Agent");
    case ExpiresColumn:
        return tr("Expires");
    case StateColumn:
        return tr("State");
    default:
        return {};
    }
}

bool ApprovalListModel::lessThan(const Row &a, const Row &b) const {
    const auto ga = m_gatewayOrder.indexOf(a.gatewayId);
    const auto gb = m_gatewayOrder.indexOf(b.gatewayId);
    if (ga != gb)
        return ga < gb;
    const qint64 ta =
        a.entry.request.createdAtMs ? a.entry.request.createdAtMs : a.entry.firstSeenMs;
    const qint64 tb =
        b.entry.request.createdAtMs ? b.entry.request.createdAtMs : b.entry.firstSeenMs;
    if (ta != tb)
        return ta < tb;
    return a.entry.request.id < b.entry.request.id;
}

int ApprovalListModel::insertPosition(const Row &row) const {
    const auto it = std::upper_bound(m_rows.begin(), m_rows.end(), row,
                                     [this](const Row &a, const Row &b) { return lessThan(a, b); });
    return static_cast<int>(it - m_rows.begin());
}

void ApprovalListModel::reindex(int from) {
    for (int i = from; i < rowCount(); ++i)
        m_index.insert(m_rows[static_cast<std::size_t>(i)].entry.request.id, i);
}

void ApprovalListModel::upsert(const QString &gatewayId, const QString &gatewayName,
                               const ApprovalEntry &entry) {
    if (!m_gatewayOrder.contains(gatewayId))
        m_gatewayOrder.append(gatewayId);
    const QString &id = entry.request.id;
    if (isTerminal(entry.state) && m_cleared.contains(id))
        return;
    const bool restarted = m_restartedGateways.contains(gatewayId) &&
                           entry.state == ApprovalState::Gone &&
                           entry.reason == QLatin1String("not-listed");
    if (const auto it = m_index.constFind(id); it != m_index.constEnd()) {
        const int r = it.value();
        Row &row = m_rows[static_cast<std::size_t>(r)];
        row.entry = entry;
        row.gatewayName = gatewayName;
        row.restarted = row.restarted || restarted;
        emit dataChanged(index(r, 0), index(r, ColumnCount - 1));
        return;
    }
    Row row{gatewayId, gatewayName, entry, restarted};
    const int position = insertPosition(row);
    beginInsertRows({}, position, position);
    m_rows.insert(m_rows.begin() + position, std::move(row));
    reindex(position);
    endInsertRows();
    // The row after it may have stopped being the first of its group.
    if (position + 1 < rowCount())
        emit dataChanged(index(position + 1, GatewayColumn), index(position + 1, GatewayColumn),
                         {GroupStartRole});
}

void ApprovalListModel::remove(const QString &id) {
    const auto it = m_index.constFind(id);
    if (it == m_index.constEnd())
        return;
    const int r = it.value();
    beginRemoveRows({}, r, r);
    m_rows.erase(m_rows.begin() + r);
    m_index.remove(id);
    reindex(r);
    endRemoveRows();
}

int ApprovalListModel::clearFinished() {
    int removed = 0;
    for (int r = rowCount() - 1; r >= 0; --r) {
        if (isTerminal(m_rows[static_cast<std::size_t>(r)].entry.state)) {
            const QString id = m_rows[static_cast<std::size_t>(r)].entry.request.id;
            m_cleared.insert(id, m_nowMs);
            remove(id);
            ++removed;
        }
    }
    return removed;
}

QStringList ApprovalListModel::pruneFinished(qint64 nowMs, const ApprovalRetention &retention,
                                             const QString &keepId) {
    std::vector<FinishedApproval> finished;
    for (const Row &row : m_rows) {
        if (isTerminal(row.entry.state) && row.entry.request.id != keepId)
            finished.push_back({row.entry.request.id, row.entry.decidedAtMs});
    }
    const QStringList drop = finishedToDrop(std::move(finished), nowMs, retention);
    for (const QString &id : drop)
        remove(id);
    const qint64 cutoff = nowMs - retention.maxAgeMs;
    for (auto it = m_cleared.begin(); it != m_cleared.end();)
        it = it.value() < cutoff ? m_cleared.erase(it) : std::next(it);
    return drop;
}

void ApprovalListModel::noteGatewayRestart(const QString &gatewayId) {
    m_restartedGateways.insert(gatewayId);
}

void ApprovalListModel::setNow(qint64 nowMs) {
    m_nowMs = nowMs;
    if (!m_rows.empty())
        emit dataChanged(index(0, ExpiresColumn), index(rowCount() - 1, ExpiresColumn),
                         {Qt::DisplayRole, RemainingMsRole});
}

int ApprovalListModel::rowOf(const QString &id) const {
    return m_index.value(id, -1);
}

QString ApprovalListModel::idAt(int row) const {
    return row >= 0 && row < rowCount() ? m_rows[static_cast<std::size_t>(row)].entry.request.id
                                        : QString();
}

const ApprovalEntry *ApprovalListModel::entryAt(int row) const {
    return row >= 0 && row < rowCount() ? &m_rows[static_cast<std::size_t>(row)].entry : nullptr;
}

QString ApprovalListModel::gatewayIdAt(int row) const {
    return row >= 0 && row < rowCount() ? m_rows[static_cast<std::size_t>(row)].gatewayId
                                        : QString();
}

int ApprovalListModel::pendingCount() const {
    return static_cast<int>(std::count_if(m_rows.begin(), m_rows.end(), [](const Row &row) {
        return row.entry.state == ApprovalState::Pending;
    }));
}

} // namespace toolgate::core
