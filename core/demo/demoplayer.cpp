// SPDX-License-Identifier: MIT
#include "demo/demoplayer.h"

#include "catalog/toolname.h"
#include "demo/democlock.h"
#include "demo/demohost.h"

#include "approvals/execallowlistmatch.h"
#include "approvals/execpolicy.h"

#include <QRegularExpression>
#include <QUuid>

namespace toolgate::gateway::demo {

using core::Json;

namespace {

// OpenClaw's texts (spec §6.6, §9.4; exec tool; pi-agent-core's missing-tool result).
const QString kLoopNote = QStringLiteral(
    "[System note: Tool-loop warning after %1 repeated calls. Change your approach or stop if you "
    "are not making progress.]");
const QString kPluginDenied = QStringLiteral(
    "Denied by user. The tool call did not run.\n"
    "This denial is final: the approval request is closed. Do not mention /approve or any other "
    "approval command to the user.\n"
    "Do not run the tool call again or ask the user to approve it again.\n"
    "If the user still wants the action, explain that a new tool call will trigger a fresh "
    "approval request.");
constexpr qint64 kPluginDefaultTimeoutMs = 120000;
constexpr qint64 kPluginMaxTimeoutMs = 600000;
constexpr qint64 kExecTimeoutMs = 1800000;

std::string s(const QString &value) {
    return value.toStdString();
}
QString q(const Json &value) {
    return value.is_string() ? QString::fromStdString(value.get<std::string>()) : QString();
}
QString normalized(const QString &tool) {
    return QString::fromStdString(core::normalizeToolName(tool.toStdString()));
}
bool globMatch(const QString &pattern, const QString &text) {
    const QRegularExpression re(QRegularExpression::wildcardToRegularExpression(
        pattern, QRegularExpression::UnanchoredWildcardConversion));
    return QRegularExpression(QRegularExpression::anchoredPattern(re.pattern()))
        .match(text)
        .hasMatch();
}
Json nullable(const QString &value) {
    return value.isEmpty() ? Json(nullptr) : Json(s(value));
}

// tools.exec with the agent's own tools.exec fields on top.
Json execSettings(const Json &config, const QString &agentId) {
    Json merged = Json::object();
    if (const auto tools = config.find("tools"); tools != config.end() && tools->is_object()) {
        if (const auto exec = tools->find("exec"); exec != tools->end() && exec->is_object())
            merged = *exec;
    }
    const Json::json_pointer agentExec("/agents/entries/" + s(agentId) + "/tools/exec");
    if (config.contains(agentExec) && config.at(agentExec).is_object()) {
        for (const auto &[key, value] : config.at(agentExec).items())
            merged[key] = value;
    }
    return merged;
}

QString settingOr(const Json &settings, const char *key, const QString &fallback) {
    const auto it = settings.find(key);
    return it != settings.end() && it->is_string() ? q(*it) : fallback;
}

QStringList splitCommand(const QString &command) {
    return command.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
}

QString resolvedPathOf(const QString &command) {
    const QStringList argv = splitCommand(command);
    if (argv.isEmpty())
        return QString();
    return argv.first().contains(QLatin1Char('/')) ? argv.first()
                                                   : QStringLiteral("/usr/bin/") + argv.first();
}

} // namespace

struct DemoScenarioPlayer::Pending {
    int agentIndex = 0;
    int recordIndex = 0;
    QString toolName; // as the model wrote it
    DemoCall call;
    DemoLoopVerdict verdict;
    bool loopTracked = false; // the detector saw the call and wants its outcome
};

DemoScenarioPlayer::DemoScenarioPlayer(DemoHost *host, DemoScenario scenario,
                                       DemoPolicyEngine *policy, DemoLoopEngine *loops,
                                       QObject *parent)
    : QObject(parent)
    , m_host(host)
    , m_scenario(std::move(scenario))
    , m_policy(policy)
    , m_loops(loops) {}

DemoCallContext DemoScenarioPlayer::contextFor(const DemoAgent &agent) {
    DemoCallContext context;
    context.agentId = agent.agentId;
    context.sessionKey = agent.sessionKey;
    context.provider = agent.provider;
    context.model = agent.model;
    context.messageProvider = agent.messageProvider;
    context.senderId = agent.sender.id;
    context.senderChannel = agent.sender.channel;
    context.senderName = agent.sender.name;
    context.senderIsOwner = agent.sender.isOwner;
    context.sandboxed = agent.sandboxed;
    return context;
}

QStringList DemoScenarioPlayer::candidateTools() const {
    QStringList tools = m_policy->coreToolIds();
    for (const QString &tool : m_scenario.plugin.tools) {
        const QString name = normalized(tool);
        if (!tools.contains(name))
            tools << name;
    }
    return tools;
}

QMap<QString, QString> DemoScenarioPlayer::pluginOf() const {
    QMap<QString, QString> map;
    for (const QString &tool : m_scenario.plugin.tools)
        map.insert(normalized(tool), m_scenario.plugin.id.toLower());
    return map;
}

void DemoScenarioPlayer::start() {
    if (m_started)
        return;
    m_started = true;
    m_startedAtMs = m_host->clock()->nowMs();
    m_agents.resize(m_scenario.agents.size());
    m_activeAgents = int(m_scenario.agents.size());
    for (int i = 0; i < m_scenario.agents.size(); ++i)
        scheduleNext(i, true);
}

void DemoScenarioPlayer::scheduleNext(int agentIndex, bool first) {
    AgentState &state = m_agents[agentIndex];
    const DemoAgent &agent = m_scenario.agents.at(agentIndex);
    if (state.next >= agent.calls.size()) {
        endAgent(agentIndex);
        return;
    }
    const DemoCall &call = agent.calls.at(state.next);
    qint64 delay = call.afterMs;
    if (call.atMs >= 0) // measured from the scenario start; never back in time
        delay = std::max<qint64>(0, call.atMs - (m_host->clock()->nowMs() - m_startedAtMs));
    else if (first)
        delay = call.afterMs;
    m_host->clock()->schedule(delay, this, [this, agentIndex] { runCall(agentIndex); });
}

void DemoScenarioPlayer::runCall(int agentIndex) {
    AgentState &state = m_agents[agentIndex];
    const DemoAgent &agent = m_scenario.agents.at(agentIndex);
    if (!state.started) {
        state.started = true;
        state.runId = QUuid::createUuid().toString(QUuid::WithoutBraces);
        emitAgent(agentIndex, QStringLiteral("lifecycle"),
                  Json{{"phase", "start"}, {"startedAt", m_host->clock()->nowMs()}});
    }
    auto pending = std::make_shared<Pending>();
    pending->agentIndex = agentIndex;
    pending->call = agent.calls.at(state.next++);
    pending->toolName = pending->call.tool;
    const QString tool = normalized(pending->call.tool);

    CallRecord record;
    record.agent = agent.id;
    record.sessionKey = agent.sessionKey;
    record.toolCallId = QStringLiteral("call_demo_%1").arg(++m_callCounter);
    record.tool = tool;
    record.params = pending->call.params;
    m_records.append(record);
    pending->recordIndex = int(m_records.size() - 1);
    emit callStarted(agent.id, record.toolCallId, tool);
    emitAgent(agentIndex, QStringLiteral("tool"),
              Json{{"phase", "start"},
                   {"name", s(pending->toolName)},
                   {"toolCallId", s(record.toolCallId)},
                   {"args", record.params}});

    // 1. The tool list the agent was built with, under the config as it is now.
    const Json &config = m_host->currentConfig();
    const QStringList available =
        m_policy->availableTools(config, contextFor(agent), candidateTools(), pluginOf());
    if (!available.contains(tool)) {
        finish(pending, Outcome::NotFound, true,
               QStringLiteral("Tool %1 not found").arg(pending->toolName), Json::object());
        return;
    }

    // 2. Loop detection runs first inside the before_tool_call wrapper.
    if (m_loops->isEnabled(config, agent.agentId)) {
        pending->verdict =
            m_loops->admit(agent.sessionKey, state.runId, tool, record.params, record.toolCallId);
        m_records[pending->recordIndex].verdict = pending->verdict;
        if (pending->verdict.level == DemoLoopVerdict::Level::Critical) {
            // The detector recorded its own veto; the agent gets the CRITICAL text as a result.
            const QString reason = pending->verdict.message;
            finish(
                pending, Outcome::LoopBlocked, false, reason,
                Json{{"status", "blocked"}, {"deniedReason", "tool-loop"}, {"reason", s(reason)}});
            return;
        }
        pending->loopTracked = true;
    }
    afterPolicy(pending);
}

void DemoScenarioPlayer::afterPolicy(std::shared_ptr<Pending> pending) {
    // 3. The demo plugin's before_tool_call hook: the first matching rule decides.
    CallRecord &record = m_records[pending->recordIndex];
    const DemoPluginRule *rule = nullptr;
    for (const DemoPluginRule &candidate : m_scenario.plugin.rules) {
        if (!globMatch(candidate.tool, record.tool))
            continue;
        bool all = true;
        for (auto it = candidate.match.cbegin(); it != candidate.match.cend() && all; ++it) {
            const auto value = record.params.find(s(it.key()));
            const QString text =
                value == record.params.end()
                    ? QString()
                    : (value->is_string() ? q(*value) : QString::fromStdString(value->dump()));
            all = value != record.params.end() && globMatch(it.value(), text);
        }
        if (all) {
            rule = &candidate;
            break;
        }
    }
    if (!rule) {
        afterPlugin(pending);
        return;
    }
    switch (rule->action) {
    case DemoPluginRule::Action::Block: {
        const QString reason = rule->reason.isEmpty()
                                   ? QStringLiteral("Tool call blocked by plugin hook")
                                   : rule->reason;
        finish(pending, Outcome::PluginBlocked, false, reason,
               Json{{"status", "blocked"},
                    {"deniedReason", "plugin-before-tool-call"},
                    {"reason", s(reason)}});
        return;
    }
    case DemoPluginRule::Action::Rewrite:
        for (const auto &[key, value] : rule->params.items())
            record.params[key] = value;
        afterPlugin(pending);
        return;
    case DemoPluginRule::Action::RequireApproval:
        break;
    }

    const DemoAgent &agent = m_scenario.agents.at(pending->agentIndex);
    const AgentState &state = m_agents.at(pending->agentIndex);
    qint64 timeoutMs = kPluginDefaultTimeoutMs;
    if (rule->timeoutMs && *rule->timeoutMs > 0)
        timeoutMs = std::min(*rule->timeoutMs, kPluginMaxTimeoutMs);
    QStringList allowed;
    for (const QString &decision : rule->allowedDecisions) {
        if (!allowed.contains(decision))
            allowed << decision;
    }
    Json request{
        {"pluginId", s(m_scenario.plugin.id)},
        {"title", s(rule->title)},
        {"description", s(rule->description)},
        {"scope", nullptr},
        {"detail", nullptr},
        {"severity", s(rule->severity)},
        {"toolName", s(record.tool)},
        {"toolCallId", s(record.toolCallId)},
        {"agentId", s(agent.agentId)},
        {"sessionKey", s(agent.sessionKey)},
        {"runId", s(state.runId)},
        {"turnSourceChannel", nullable(agent.sender.channel)},
        {"turnSourceTo", nullable(agent.sender.channel.isEmpty() ? QString() : agent.sessionKey)},
        {"turnSourceAccountId", nullptr},
        {"turnSourceThreadId", nullptr}};
    if (!allowed.isEmpty()) {
        Json list = Json::array();
        for (const QString &d : allowed)
            list.push_back(s(d));
        request["allowedDecisions"] = list;
    } else {
        allowed = {QStringLiteral("allow-once"), QStringLiteral("allow-always"),
                   QStringLiteral("deny")};
    }
    const QString timeoutReason = rule->timeoutReason;
    const auto id = std::make_shared<QString>();
    *id = m_host->raiseApproval(
        QStringLiteral("plugin"), request, timeoutMs, allowed,
        [this, pending, id, allowed, timeoutReason](const std::optional<QString> &decision,
                                                    const QString &terminalReason) {
            CallRecord &rec = m_records[pending->recordIndex];
            rec.approvalDecision = decision.value_or(QString());
            rec.approvalTerminalReason = terminalReason;
            emitAgent(pending->agentIndex, QStringLiteral("lifecycle"),
                      Json{{"phase", "approval-resolved"},
                           {"approvalId", s(*id)},
                           {"toolCallId", s(rec.toolCallId)}});
            if (decision && *decision != QLatin1String("deny") && allowed.contains(*decision)) {
                afterPlugin(pending);
            } else if (decision) {
                finish(pending, Outcome::PluginDenied, true, kPluginDenied, Json::object());
            } else if (terminalReason == QLatin1String("no-route")) {
                finish(pending, Outcome::PluginDenied, true,
                       QStringLiteral("Plugin approval unavailable (no approval route)"),
                       Json::object());
            } else if (!timeoutReason.isEmpty()) {
                finish(pending, Outcome::PluginBlocked, false, timeoutReason,
                       Json{{"status", "blocked"},
                            {"deniedReason", "plugin-approval"},
                            {"reason", s(timeoutReason)}});
            } else {
                finish(pending, Outcome::PluginDenied, true, QStringLiteral("Approval timed out"),
                       Json::object());
            }
        });
    markWaitingApproval(*pending, record, *id, QStringLiteral("plugin"));
}

void DemoScenarioPlayer::afterPlugin(std::shared_ptr<Pending> pending) {
    CallRecord &record = m_records[pending->recordIndex];
    if (record.tool != QLatin1String("exec")) {
        execute(pending);
        return;
    }
    // 4. The exec tool's own gate: tools.exec security/ask (agent fields over global ones).
    const DemoAgent &agent = m_scenario.agents.at(pending->agentIndex);
    const AgentState &state = m_agents.at(pending->agentIndex);
    const Json settings = execSettings(m_host->currentConfig(), agent.agentId);
    const QString host = settingOr(
        settings, "host", agent.sandboxed ? QStringLiteral("sandbox") : QStringLiteral("gateway"));
    if (host == QLatin1String("sandbox")) {
        execute(pending); // runs inside the sandbox; host approvals do not apply
        return;
    }
    // The effective policy and allowlist are the demo gateway's exec-approvals document applied
    // over the config, as the real gateway applies them (and as the Exec approvals screen shows).
    const core::ExecApprovalsFile &document = m_host->execApprovals();
    const core::ExecPolicyScope policy =
        core::resolveAgentExecPolicy(m_host->currentConfig(), agent.agentId, document);
    const QString security = policy.security.effective;
    const QString ask = policy.ask.effective;
    const QString askFallback = policy.askFallback;
    const QString command = q(record.params.value("command", Json()));
    const core::ExecCommandTarget target{splitCommand(command), resolvedPathOf(command), agent.cwd,
                                         QString::fromLatin1(kDemoHome)};
    if (security == QLatin1String("deny")) {
        finish(pending, Outcome::ExecDenied, true,
               QStringLiteral("exec denied: host=%1 security=deny").arg(host), Json::object());
        return;
    }
    const bool allowlisted =
        core::matchExecAllowlist(core::effectiveAllowlist(document, agent.agentId), target)
            .has_value();
    const bool needsAsk =
        ask == QLatin1String("always") ||
        (ask == QLatin1String("on-miss") && security == QLatin1String("allowlist") && !allowlisted);
    if (!needsAsk) {
        if (security == QLatin1String("allowlist") && !allowlisted) {
            finish(pending, Outcome::ExecDenied, true,
                   QStringLiteral("exec denied: allowlist miss"), Json::object());
            return;
        }
        execute(pending);
        return;
    }

    const bool always = ask == QLatin1String("always");
    const QStringList allowed =
        always ? QStringList{QStringLiteral("allow-once"), QStringLiteral("deny")}
               : QStringList{QStringLiteral("allow-once"), QStringLiteral("allow-always"),
                             QStringLiteral("deny")};
    Json argv = Json::array();
    for (const QString &arg : target.argv)
        argv.push_back(s(arg));
    const int segments =
        int(command.split(QRegularExpression(QStringLiteral("&&|\\|\\||;|\\|")), Qt::SkipEmptyParts)
                .size());
    Json allowedJson = Json::array();
    for (const QString &d : allowed)
        allowedJson.push_back(s(d));
    Json request{{"command", s(command)},
                 {"commandArgv", argv},
                 {"systemRunBinding", nullptr},
                 {"systemRunPlan", nullptr},
                 {"cwd", s(agent.cwd)},
                 {"nodeId", nullptr},
                 {"host", s(host)},
                 {"security", s(security)},
                 {"ask", s(ask)},
                 {"warningText", nullptr},
                 {"scope", nullptr},
                 {"commandAnalysis", Json{{"commandCount", std::max(1, segments)},
                                          {"nestedCommandCount", 0},
                                          {"riskKinds", Json::array()},
                                          {"warningLines", Json::array()}}}};
    if (always)
        request["unavailableDecisions"] = Json::array({"allow-always"});
    request["allowedDecisions"] = allowedJson;
    request["agentId"] = s(agent.agentId);
    request["resolvedPath"] = nullable(target.resolvedPath);
    request["sessionKey"] = s(agent.sessionKey);
    request["sessionId"] = nullptr;
    request["runId"] = s(state.runId);
    request["toolCallId"] = s(record.toolCallId);
    request["turnSourceChannel"] = nullable(agent.sender.channel);
    request["turnSourceTo"] =
        nullable(agent.sender.channel.isEmpty() ? QString() : agent.sessionKey);
    request["turnSourceAccountId"] = nullptr;
    request["turnSourceThreadId"] = nullptr;
    request["cronExecutionSource"] = nullptr;
    request["cronOperationBinding"] = nullptr;

    const auto id = std::make_shared<QString>();
    *id = m_host->raiseApproval(
        QStringLiteral("exec"), request, kExecTimeoutMs, allowed,
        [this, pending, id, command, askFallback, allowlisted,
         cwd = agent.cwd](const std::optional<QString> &decision, const QString &terminalReason) {
            CallRecord &rec = m_records[pending->recordIndex];
            rec.approvalDecision = decision.value_or(QString());
            rec.approvalTerminalReason = terminalReason;
            emitAgent(pending->agentIndex, QStringLiteral("lifecycle"),
                      Json{{"phase", "approval-resolved"},
                           {"approvalId", s(*id)},
                           {"toolCallId", s(rec.toolCallId)}});
            QString deniedReason;
            // allow-always was stored in the document by the gateway as it resolved.
            const bool fallbackRuns = askFallback == QLatin1String("full") ||
                                      (askFallback == QLatin1String("allowlist") && allowlisted);
            if (decision == QStringLiteral("deny"))
                deniedReason = QStringLiteral("user-denied");
            else if (!decision && !fallbackRuns)
                deniedReason = QStringLiteral("approval-timeout");
            if (deniedReason.isEmpty()) {
                execute(pending);
                return;
            }
            const QString text = QStringLiteral("Exec denied (gateway id=%1, %2): %3")
                                     .arg(*id, deniedReason, command);
            emitAgent(pending->agentIndex, QStringLiteral("approval"),
                      Json{{"phase", "resolved"},
                           {"kind", "exec"},
                           {"status", "denied"},
                           {"title", "Command approval resolved"},
                           {"itemId", s(QStringLiteral("command:") + rec.toolCallId)},
                           {"toolCallId", s(rec.toolCallId)},
                           {"message", s(command)}});
            finish(pending, Outcome::ExecDenied, true, text,
                   Json{{"status", "failed"},
                        {"exitCode", nullptr},
                        {"durationMs", 0},
                        {"aggregated", s(text)},
                        {"timedOut", deniedReason.contains(QStringLiteral("timeout"))},
                        {"cwd", s(cwd)}});
        });
    markWaitingApproval(*pending, record, *id, QStringLiteral("exec"));
}

void DemoScenarioPlayer::execute(std::shared_ptr<Pending> pending) {
    const DemoToolResult &result = pending->call.result;
    const CallRecord &record = m_records.at(pending->recordIndex);
    QString text = result.text;
    if (result.varies)
        text += QStringLiteral(" (#%1)").arg(m_callCounter);
    Json details = result.details;
    if (record.tool == QLatin1String("exec")) {
        const int exitCode = result.exitCode.value_or(0);
        Json execDetails{{"status", exitCode == 0 ? "completed" : "failed"},
                         {"exitCode", exitCode},
                         {"exitSignal", nullptr},
                         {"exitReason", "exit"},
                         {"durationMs", 25},
                         {"aggregated", s(text)},
                         {"noOutputTimedOut", false},
                         {"cwd", s(m_scenario.agents.at(pending->agentIndex).cwd)}};
        for (const auto &[key, value] : details.items())
            execDetails[key] = value;
        details = execDetails;
    }
    finish(pending, Outcome::Ran, result.isError, text, details);
}

void DemoScenarioPlayer::finish(std::shared_ptr<Pending> pending, Outcome outcome, bool isError,
                                const QString &text, Json details) {
    AgentState &state = m_agents[pending->agentIndex];
    const DemoAgent &agent = m_scenario.agents.at(pending->agentIndex);
    CallRecord &record = m_records[pending->recordIndex];
    record.outcome = outcome;
    record.isError = isError;
    record.text = text;

    Json result{{"content", Json::array({Json{{"type", "text"}, {"text", s(text)}}})},
                {"details", details}};
    if (pending->loopTracked) {
        // The detector hashes the tool's own result (before any note is added). A failure
        // without details is a thrown tool error; the rest are tool results.
        const bool thrown = isError && result["details"].empty();
        m_loops->recordOutcome(agent.sessionKey, state.runId, record.tool, record.params,
                               record.toolCallId, result,
                               thrown ? std::optional<QString>(text) : std::nullopt);
    }
    // A warning lets the call run; the agent sees a note only when the detector says the warning
    // surfaces now (a new bucket of ten).
    if (pending->verdict.level == DemoLoopVerdict::Level::Warning && pending->verdict.emitted) {
        result["content"].push_back(
            Json{{"type", "text"}, {"text", s(kLoopNote.arg(pending->verdict.count))}});
        record.loopNoteAppended = true;
    }
    emitAgent(pending->agentIndex, QStringLiteral("tool"),
              Json{{"phase", "result"},
                   {"name", s(pending->toolName)},
                   {"toolCallId", s(record.toolCallId)},
                   {"isError", isError},
                   {"result", result}});
    emit callFinished(pending->recordIndex);
    scheduleNext(pending->agentIndex, false);
}

void DemoScenarioPlayer::markWaitingApproval(const Pending &pending, CallRecord &record,
                                             const QString &id, const QString &kind) {
    record.approvalId = id;
    record.approvalKind = kind;
    emitAgent(pending.agentIndex, QStringLiteral("lifecycle"),
              Json{{"phase", "waiting-approval"},
                   {"approvalId", s(id)},
                   {"toolCallId", s(record.toolCallId)}});
}

void DemoScenarioPlayer::emitAgent(int agentIndex, const QString &stream, Json data) {
    AgentState &state = m_agents[agentIndex];
    const DemoAgent &agent = m_scenario.agents.at(agentIndex);
    m_host->publishAgentEvent(Json{{"runId", s(state.runId)},
                                   {"stream", s(stream)},
                                   {"data", std::move(data)},
                                   {"sessionKey", s(agent.sessionKey)},
                                   {"agentId", s(agent.agentId)},
                                   {"seq", ++state.seq}});
}

void DemoScenarioPlayer::endAgent(int agentIndex) {
    if (m_agents.at(agentIndex).started) {
        emitAgent(agentIndex, QStringLiteral("lifecycle"),
                  Json{{"phase", "end"},
                       {"stopReason", "stop"},
                       {"aborted", false},
                       {"endedAt", m_host->clock()->nowMs()}});
    }
    if (--m_activeAgents == 0)
        emit finished();
}

} // namespace toolgate::gateway::demo
