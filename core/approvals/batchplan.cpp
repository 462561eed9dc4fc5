// SPDX-License-Identifier: MIT
#include "approvals/batchplan.h"

#include <QSet>

#include <algorithm>

namespace toolgate::core {

namespace {
QStringList sortedDistinct(QStringList list) {
    list.removeDuplicates();
    list.sort();
    return list;
}
} // namespace

BatchPlan::BatchPlan(std::vector<BatchRequest> requests)
    : m_requests(std::move(requests)) {
    for (const BatchRequest &item : m_requests) {
        const CommandShape shape = commandShape(item.request);
        auto group = std::find_if(m_groups.begin(), m_groups.end(),
                                  [&shape](const ShapeGroup &g) { return g.shape == shape; });
        if (group == m_groups.end()) {
            m_groups.push_back(ShapeGroup{shape, {}, {}, {}});
            group = std::prev(m_groups.end());
        }
        mergeRisk(group->risk, requestRisk(item.request));
        group->ids.append(item.request.id);
        group->agents = sortedDistinct(group->agents << item.request.agentId);
    }
    std::stable_sort(
        m_groups.begin(), m_groups.end(), [](const ShapeGroup &a, const ShapeGroup &b) {
            if (a.risk.level != b.risk.level)
                return a.risk.level > b.risk.level;
            const auto worst = [](const ShapeGroup &g) {
                return g.risk.reasons.isEmpty() ? 0 : riskReasonRank(g.risk.reasons.first());
            };
            if (worst(a) != worst(b))
                return worst(a) < worst(b);
            if (a.ids.size() != b.ids.size())
                return a.ids.size() > b.ids.size();
            return a.shape.label < b.shape.label;
        });
}

QStringList BatchPlan::ids() const {
    QStringList out;
    for (const ShapeGroup &group : m_groups)
        out += group.ids;
    return out;
}

RiskLevel BatchPlan::highestRisk() const {
    return m_groups.empty() ? RiskLevel::None : m_groups.front().risk.level;
}

QStringList BatchPlan::agents() const {
    QStringList out;
    for (const BatchRequest &item : m_requests)
        out << item.request.agentId;
    return sortedDistinct(out);
}

QStringList BatchPlan::gateways() const {
    QStringList out;
    for (const BatchRequest &item : m_requests)
        out << item.gatewayName;
    return sortedDistinct(out);
}

std::vector<ApprovalDecision> BatchPlan::commonDecisions() const {
    std::vector<ApprovalDecision> common;
    if (m_requests.empty())
        return common;
    for (const ApprovalDecision decision : kApprovalDecisions) {
        if (std::all_of(m_requests.begin(), m_requests.end(), [decision](const BatchRequest &r) {
                return r.request.allowsDecision(decision);
            }))
            common.push_back(decision);
    }
    return common;
}

QString similarityKey(const ApprovalRequest &request) {
    return request.agentId + u'|' + commandShape(request).key;
}

} // namespace toolgate::core
