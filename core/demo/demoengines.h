// SPDX-License-Identifier: MIT
#pragma once

#include "util/json.h"

#include <QMap>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

namespace toolgate::gateway::demo {

// Who is calling, as the policy resolver needs it.
struct DemoCallContext {
    QString agentId;
    QString sessionKey;
    QString provider;
    QString model;
    QString messageProvider;
    QString senderId;
    QString senderChannel;
    QString senderName;
    std::optional<bool> senderIsOwner;
    bool sandboxed = false;
};

// The seam between the scenario player and the policy engine (core/policy). The player only asks
// which tools survive for a context; the engine decides.
class DemoPolicyEngine {
public:
    virtual ~DemoPolicyEngine() = default;
    // `candidates` are normalised tool names; `pluginOf` maps plugin tool names to plugin ids.
    virtual QStringList availableTools(const core::Json &config, const DemoCallContext &context,
                                       const QStringList &candidates,
                                       const QMap<QString, QString> &pluginOf) const = 0;
    // Core tool ids of the catalog (the candidates every agent starts from).
    virtual QStringList coreToolIds() const = 0;
    // The `tools.catalog` payload for an agent.
    virtual core::Json catalogPayload(const QString &agentId,
                                      const QMap<QString, QString> &pluginOf) const = 0;
};

struct DemoLoopVerdict {
    enum class Level { None, Warning, Critical };
    Level level = Level::None;
    QString detector; // OpenClaw's snake_case name
    int count = 0;
    QString message;      // OpenClaw's exact text
    bool emitted = false; // a warning that surfaces now (its bucket of ten rose)
};

// The seam to the loop detector (core/loops): one history per session key.
class DemoLoopEngine {
public:
    virtual ~DemoLoopEngine() = default;
    // tools.loopDetection.enabled for the agent (agent block over global; off by default).
    virtual bool isEnabled(const core::Json &config, const QString &agentId) const = 0;
    // OpenClaw's single-call admission: judge the call on the session's history, then record it
    // (or, when critical, record the veto).
    virtual DemoLoopVerdict admit(const QString &sessionKey, const QString &runId,
                                  const QString &tool, const core::Json &params,
                                  const QString &toolCallId) = 0;
    // The call's outcome: `result` = {content:[…], details:{…}}, or `errorMessage` when the tool
    // threw (then `result` is ignored).
    virtual void recordOutcome(const QString &sessionKey, const QString &runId, const QString &tool,
                               const core::Json &params, const QString &toolCallId,
                               const core::Json &result,
                               const std::optional<QString> &errorMessage) = 0;
};

// The engines the demo uses: the project's real policy pipeline and loop detector.
std::unique_ptr<DemoPolicyEngine> makeDemoPolicyEngine();
std::unique_ptr<DemoLoopEngine> makeDemoLoopEngine();

} // namespace toolgate::gateway::demo
