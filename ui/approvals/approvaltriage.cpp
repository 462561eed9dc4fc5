// SPDX-License-Identifier: MIT
#include "ui/approvals/approvaltriage.h"

#include "approvals/approvalentry.h"
#include "models/approvallistmodel.h"

#include <algorithm>

namespace toolgate::ui {

using core::ApprovalListModel;

ApprovalTriage::ApprovalTriage(const ApprovalListModel *model, QObject *parent)
    : QObject(parent)
    , m_model(model) {}

bool ApprovalTriage::isDecidable(const core::ApprovalEntry *entry) {
    return entry && entry->state == core::ApprovalState::Pending && !entry->stale;
}

int ApprovalTriage::nextDecidableRow(int fromRow) const {
    const int rows = m_model->rowCount();
    for (int i = 0; i < rows; ++i) {
        const int row = (std::max(0, fromRow) + i) % rows;
        if (isDecidable(m_model->entryAt(row)))
            return row;
    }
    return -1;
}

int ApprovalTriage::steppedRow(int current, int delta) const {
    const int rows = m_model->rowCount();
    if (rows == 0)
        return -1;
    return current < 0 ? 0 : std::clamp(current + delta, 0, rows - 1);
}

QList<int> ApprovalTriage::similarRows(int row) const {
    QList<int> rows;
    if (row < 0 || row >= m_model->rowCount())
        return rows;
    const QString shape = m_model->index(row, 0).data(ApprovalListModel::ShapeRole).toString();
    for (int other = 0; other < m_model->rowCount(); ++other) {
        if (isDecidable(m_model->entryAt(other)) &&
            m_model->index(other, 0).data(ApprovalListModel::ShapeRole).toString() == shape)
            rows << other;
    }
    return rows;
}

QStringList ApprovalTriage::decidableIds(const QList<int> &rows) const {
    QStringList ids;
    for (const int row : rows) {
        const core::ApprovalEntry *entry = m_model->entryAt(row);
        if (isDecidable(entry))
            ids << entry->request.id;
    }
    return ids;
}

std::vector<core::BatchRequest>
ApprovalTriage::batchRequests(const QStringList &ids,
                              const std::function<QString(const QString &)> &gatewayName) const {
    std::vector<core::BatchRequest> requests;
    for (const QString &id : ids) {
        const int row = m_model->rowOf(id);
        if (const core::ApprovalEntry *entry = m_model->entryAt(row))
            requests.push_back({gatewayName(m_model->gatewayIdAt(row)), entry->request});
    }
    return requests;
}

void ApprovalTriage::sendBatch(const QStringList &ids, core::ApprovalDecision decision,
                               const Sender &send) {
    for (const QString &id : ids) {
        m_waiting.insert(id);
        const QString error = send(m_model->gatewayIdAt(m_model->rowOf(id)), id, decision);
        if (!error.isEmpty()) {
            m_waiting.remove(id);
            emit resultReported(id, false, error);
        }
    }
}

void ApprovalTriage::noteFinished(const QString &id, bool ok, const QString &error) {
    if (m_waiting.remove(id))
        emit resultReported(id, ok, error);
}

} // namespace toolgate::ui
