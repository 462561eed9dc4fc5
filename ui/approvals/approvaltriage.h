// SPDX-License-Identifier: MIT
#pragma once

#include "approvals/approvaldecision.h"
#include "approvals/batchplan.h"

#include <QList>
#include <QObject>
#include <QSet>
#include <QStringList>

#include <functional>
#include <vector>

namespace toolgate::core {
class ApprovalListModel;
struct ApprovalEntry;
} // namespace toolgate::core

namespace toolgate::ui {

// The inbox's triage and batch logic, apart from its widgets: which request comes next, which
// requests are alike, and sending one decision for many with every outcome reported back.
class ApprovalTriage final : public QObject {
    Q_OBJECT

public:
    // Sends one decision to the gateway holding the request; the error text, empty when sent.
    using Sender = std::function<QString(const QString &gatewayId, const QString &id,
                                         core::ApprovalDecision decision)>;

    explicit ApprovalTriage(const core::ApprovalListModel *model, QObject *parent = nullptr);

    // Pending and not stale: the owner can still decide it.
    static bool isDecidable(const core::ApprovalEntry *entry);
    // The first decidable row from `fromRow` on, wrapping around; -1 when there is none.
    int nextDecidableRow(int fromRow) const;
    // `current` moved by `delta`, kept inside the list (the first row when nothing is current);
    // -1 for an empty list.
    int steppedRow(int current, int delta) const;
    // The decidable rows with `row`'s agent and command shape (`row` among them).
    QList<int> similarRows(int row) const;
    // The ids of the decidable requests among `rows`.
    QStringList decidableIds(const QList<int> &rows) const;
    // The requests behind `ids` for the batch pre-flight, each with its gateway's name.
    std::vector<core::BatchRequest>
    batchRequests(const QStringList &ids,
                  const std::function<QString(const QString &gatewayId)> &gatewayName) const;

    // Sends `decision` for each of `ids`: a request that cannot be sent is reported at once, the
    // others when their gateway answers (noteFinished).
    void sendBatch(const QStringList &ids, core::ApprovalDecision decision, const Sender &send);
    // A gateway finished a decision (ApprovalService::decisionFinished).
    void noteFinished(const QString &id, bool ok, const QString &error);
    bool isWaitingFor(const QString &id) const { return m_waiting.contains(id); }

signals:
    // The outcome of one request of a batch.
    void resultReported(const QString &id, bool ok, const QString &error);

private:
    const core::ApprovalListModel *m_model;
    QSet<QString> m_waiting; // sent in a batch, not answered yet
};

} // namespace toolgate::ui
