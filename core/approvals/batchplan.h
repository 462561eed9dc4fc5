// SPDX-License-Identifier: MIT
#pragma once

#include "approvals/approvalrequest.h"
#include "approvals/commandshape.h"
#include "approvals/requestrisk.h"

#include <QStringList>

#include <vector>

namespace toolgate::core {

// One request picked for a batch decision, with the name of the gateway it came from.
struct BatchRequest {
    QString gatewayName;
    ApprovalRequest request;
};

// The requests that share one command shape within a batch.
struct ShapeGroup {
    CommandShape shape; // the label is the first request's
    RequestRisk risk;   // every reason any of its requests has
    QStringList ids;    // in selection order
    QStringList agents; // distinct, sorted
};

// What a batch decision is about to do, before anything is sent: every distinct command shape
// in the selection with its count, the risky shapes first (High, then Caution, then the rest;
// within a level the most serious reason first, then larger groups, then by label), and the
// decisions every request allows.
// Pure: built from values, no gateway, no widgets.
class BatchPlan {
public:
    explicit BatchPlan(std::vector<BatchRequest> requests);

    const std::vector<BatchRequest> &requests() const { return m_requests; }
    const std::vector<ShapeGroup> &groups() const { return m_groups; }
    // The ids in group order (what the owner reads first comes first).
    QStringList ids() const;
    int size() const { return static_cast<int>(m_requests.size()); }
    // More than one command shape: the summary must list them all.
    bool isMixed() const { return m_groups.size() > 1; }
    RiskLevel highestRisk() const;
    QStringList agents() const;   // distinct, sorted
    QStringList gateways() const; // distinct, sorted
    // allow-once, allow-always, deny: those every request allows, in that order.
    std::vector<ApprovalDecision> commonDecisions() const;

private:
    std::vector<BatchRequest> m_requests;
    std::vector<ShapeGroup> m_groups;
};

// "Select similar": the requests with the same agent and the same command shape share this key.
QString similarityKey(const ApprovalRequest &request);

} // namespace toolgate::core
