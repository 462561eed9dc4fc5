// SPDX-License-Identifier: MIT
#include "demo/demoengines.h"

#include "catalog/toolcatalog.h"
#include "loops/loopconfig.h"
#include "loops/loopdetector.h"
#include "loops/loophashing.h"
#include "policy/policyengine.h"

#include <QHash>

#include <map>
#include <unordered_map>

namespace toolgate::gateway::demo {

using core::Json;

namespace {

std::string s(const QString &value) {
    return value.toStdString();
}

// Thin adapter over core::PolicyEngine: one compiled engine per (config, tool list), reused until
// the config changes.
class RealPolicyEngine final : public DemoPolicyEngine {
public:
    QStringList availableTools(const Json &config, const DemoCallContext &context,
                               const QStringList &candidates,
                               const QMap<QString, QString> &pluginOf) const override {
        const core::PolicyEngine &engine = engineFor(config, candidates, pluginOf);
        core::PolicyContext pc;
        if (!context.agentId.isEmpty())
            pc.agentId = s(context.agentId);
        pc.sessionKey = s(context.sessionKey);
        if (!context.provider.isEmpty())
            pc.modelProvider = s(context.provider);
        if (!context.model.isEmpty())
            pc.modelId = s(context.model);
        if (!context.messageProvider.isEmpty())
            pc.messageProvider = s(context.messageProvider);
        pc.senderIsOwner = context.senderIsOwner;
        if (!context.senderId.isEmpty() || !context.senderName.isEmpty()) {
            core::PolicySender sender;
            sender.id = s(context.senderId);
            sender.name = s(context.senderName);
            pc.sender = sender;
        }
        pc.sandboxed = context.sandboxed;
        const core::PolicyTrace trace = engine.evaluate(pc);
        QStringList out;
        if (trace.error)
            return out; // OpenClaw refuses the run: no tool is callable
        for (const std::string &name : engine.names(trace.final))
            out << QString::fromStdString(name);
        return out;
    }

    QStringList coreToolIds() const override {
        QStringList ids;
        for (const core::CatalogTool &tool : core::ToolCatalog::builtin().tools())
            ids << QString::fromStdString(tool.id);
        return ids;
    }

    Json catalogPayload(const QString &agentId,
                        const QMap<QString, QString> &pluginOf) const override {
        const core::ToolCatalog &catalog = core::ToolCatalog::builtin();
        Json profiles = Json::array();
        for (const std::string id : {"minimal", "coding", "messaging", "full"}) {
            if (!catalog.profile(id))
                continue;
            std::string label = id;
            if (!label.empty())
                label[0] = char(std::toupper(static_cast<unsigned char>(label[0])));
            profiles.push_back(Json{{"id", id}, {"label", label}});
        }
        Json groups = Json::array();
        for (const core::CatalogSection &section : catalog.sections()) {
            Json tools = Json::array();
            for (const core::CatalogTool &tool : catalog.tools()) {
                // The UI listing hides GitHub publication tools while their availability is
                // unknown, as a gateway without GitHub set up does.
                if (tool.section != section.id || tool.id == "github_identity_status" ||
                    tool.id == "github_publish")
                    continue;
                tools.push_back(Json{{"id", tool.id},
                                     {"label", tool.id},
                                     {"description", tool.description},
                                     {"source", "core"},
                                     {"defaultProfiles", tool.profiles}});
            }
            if (!tools.empty())
                groups.push_back(Json{{"id", section.id},
                                      {"label", section.label},
                                      {"source", "core"},
                                      {"tools", tools}});
        }
        std::map<std::string, Json> plugins;
        for (auto it = pluginOf.cbegin(); it != pluginOf.cend(); ++it) {
            Json &tools = plugins[s(it.value())];
            if (tools.is_null())
                tools = Json::array();
            tools.push_back(Json{{"id", s(it.key())},
                                 {"label", s(it.key())},
                                 {"description", "Demo plugin tool"},
                                 {"source", "plugin"},
                                 {"pluginId", s(it.value())},
                                 {"optional", false},
                                 {"defaultProfiles", Json::array()}});
        }
        for (auto &[pluginId, tools] : plugins)
            groups.push_back(Json{{"id", "plugin:" + pluginId},
                                  {"label", pluginId},
                                  {"source", "plugin"},
                                  {"pluginId", pluginId},
                                  {"tools", tools}});
        return Json{{"agentId", s(agentId)}, {"profiles", profiles}, {"groups", groups}};
    }

private:
    const core::PolicyEngine &engineFor(const Json &config, const QStringList &candidates,
                                        const QMap<QString, QString> &pluginOf) const {
        std::string key = config.dump();
        for (const QString &tool : candidates)
            key += '\n' + s(tool) + '\t' + s(pluginOf.value(tool));
        if (!m_engine || key != m_key) {
            std::vector<core::PolicyTool> tools;
            for (const QString &tool : candidates)
                tools.push_back({s(tool), s(pluginOf.value(tool))});
            m_engine = std::make_unique<core::PolicyEngine>(config, std::move(tools));
            m_key = std::move(key);
        }
        return *m_engine;
    }

    mutable std::unique_ptr<core::PolicyEngine> m_engine;
    mutable std::string m_key;
};

DemoLoopVerdict toDemo(const core::LoopVerdict &verdict) {
    DemoLoopVerdict out;
    out.level = verdict.level == core::LoopLevel::Critical  ? DemoLoopVerdict::Level::Critical
                : verdict.level == core::LoopLevel::Warning ? DemoLoopVerdict::Level::Warning
                                                            : DemoLoopVerdict::Level::None;
    out.detector = QString::fromUtf8(core::loopDetectorName(verdict.detector).data(),
                                     qsizetype(core::loopDetectorName(verdict.detector).size()));
    out.count = verdict.count;
    out.message = QString::fromStdString(verdict.message);
    out.emitted = verdict.emitted;
    return out;
}

// Thin adapter over core::LoopDetector: one detector per session key.
class RealLoopEngine final : public DemoLoopEngine {
public:
    bool isEnabled(const Json &config, const QString &agentId) const override {
        return core::isLoopDetectionEnabled(config, s(agentId));
    }

    DemoLoopVerdict admit(const QString &sessionKey, const QString &runId, const QString &tool,
                          const Json &params, const QString &toolCallId) override {
        const auto call = core::LoopCall::make(s(tool), params, s(runId));
        return toDemo(m_sessions[s(sessionKey)].admit(call, s(toolCallId)));
    }

    void recordOutcome(const QString &sessionKey, const QString &runId, const QString &tool,
                       const Json &params, const QString &toolCallId, const Json &result,
                       const std::optional<QString> &errorMessage) override {
        const auto call = core::LoopCall::make(s(tool), params, s(runId));
        const std::string name = core::loopToolName(s(tool));
        core::OutcomeHash outcome;
        if (errorMessage) {
            const std::string message = s(*errorMessage);
            outcome = core::hashToolOutcome(name, params, nullptr, &message);
        } else {
            outcome = core::hashToolOutcome(name, params, &result, nullptr);
        }
        m_sessions[s(sessionKey)].recordOutcome(call, s(toolCallId), outcome);
    }

private:
    std::unordered_map<std::string, core::LoopDetector> m_sessions;
};

} // namespace

std::unique_ptr<DemoPolicyEngine> makeDemoPolicyEngine() {
    return std::make_unique<RealPolicyEngine>();
}

std::unique_ptr<DemoLoopEngine> makeDemoLoopEngine() {
    return std::make_unique<RealLoopEngine>();
}

} // namespace toolgate::gateway::demo
