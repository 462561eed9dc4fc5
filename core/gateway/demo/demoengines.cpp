// SPDX-License-Identifier: MIT
#include "gateway/demo/demoengines.h"

namespace toolgate::gateway::demo {

namespace {

// Placeholder adapters until core/policy and core/loops land on main; they are replaced by thin
// adapters over the real engines (no policy or loop logic lives here).
class PendingPolicyEngine final : public DemoPolicyEngine {
public:
    QStringList availableTools(const core::Json &, const DemoCallContext &,
                               const QStringList &candidates,
                               const QMap<QString, QString> &) const override {
        return candidates;
    }
    QStringList coreToolIds() const override {
        return {QStringLiteral("read"), QStringLiteral("write"),   QStringLiteral("edit"),
                QStringLiteral("exec"), QStringLiteral("process"), QStringLiteral("web_fetch")};
    }
    core::Json catalogPayload(const QString &agentId,
                              const QMap<QString, QString> &) const override {
        return core::Json{{"agentId", agentId.toStdString()},
                          {"profiles", core::Json::array()},
                          {"groups", core::Json::array()}};
    }
};

class PendingLoopEngine final : public DemoLoopEngine {
public:
    DemoLoopVerdict check(const QString &, const QString &, const QString &,
                          const core::Json &) override {
        return {};
    }
    void recordCall(const QString &, const QString &, const QString &, const core::Json &,
                    const QString &) override {}
    void recordOutcome(const QString &, const QString &, const QString &, const core::Json &,
                       const QString &, const core::Json &, bool) override {}
};

} // namespace

std::unique_ptr<DemoPolicyEngine> makeDemoPolicyEngine() {
    return std::make_unique<PendingPolicyEngine>();
}

std::unique_ptr<DemoLoopEngine> makeDemoLoopEngine() {
    return std::make_unique<PendingLoopEngine>();
}

} // namespace toolgate::gateway::demo
