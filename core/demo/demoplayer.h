// SPDX-License-Identifier: MIT
#pragma once

#include "demo/demoengines.h"
#include "demo/demoscenario.h"

#include <QObject>
#include <QVector>

namespace toolgate::gateway::demo {

class DemoHost;

// Plays a scenario's scripted agents. Each call goes, in OpenClaw's order, through: the policy
// pipeline for the agent's context under the CURRENT config (a removed tool fails like OpenClaw's
// "Tool <name> not found"), the loop detector (critical blocks with the detector's text), the demo
// plugin's before_tool_call rules (block / rewrite / plugin approval), and for `exec` the
// tools.exec security/ask rules with an exec approval. Every call emits agent `tool` events.
class DemoScenarioPlayer final : public QObject {
    Q_OBJECT

public:
    enum class Outcome {
        Ran,           // the tool ran (possibly after approvals) and returned the scripted result
        NotFound,      // removed by policy: "Tool <name> not found"
        LoopBlocked,   // critical loop verdict
        PluginBlocked, // before_tool_call block (or approval timeout with a timeoutReason)
        PluginDenied,  // plugin approval denied / timed out / no route
        ExecDenied,    // exec refused: security=deny, allowlist miss, denied or expired approval
    };
    Q_ENUM(Outcome)

    struct CallRecord {
        QString agent; // DemoAgent::id
        QString sessionKey;
        QString toolCallId;
        QString tool;      // normalised name
        core::Json params; // after plugin rewrites
        Outcome outcome = Outcome::Ran;
        bool isError = false;
        QString text; // the text the agent got back
        QString approvalId;
        QString approvalKind;     // "exec" | "plugin" | ""
        QString approvalDecision; // decision, or "" when none/timeout
        QString approvalTerminalReason;
        DemoLoopVerdict verdict;
        bool loopNoteAppended = false;
    };

    DemoScenarioPlayer(DemoHost *host, DemoScenario scenario, DemoPolicyEngine *policy,
                       DemoLoopEngine *loops, QObject *parent = nullptr);

    const DemoScenario &scenario() const { return m_scenario; }
    void start();
    bool isStarted() const { return m_started; }
    bool isFinished() const { return m_started && m_activeAgents == 0; }
    const QVector<CallRecord> &records() const { return m_records; }
    // The policy context of a scenario agent (what tests feed the engine to derive expectations).
    static DemoCallContext contextFor(const DemoAgent &agent);
    // Candidate tools for every agent: catalog core tools + the demo plugin's tools.
    QStringList candidateTools() const;
    QMap<QString, QString> pluginOf() const;

signals:
    void callStarted(const QString &agent, const QString &toolCallId, const QString &tool);
    void callFinished(int recordIndex);
    void finished();

private:
    struct AgentState {
        int next = 0;
        int seq = 0;
        QString runId;
        bool started = false;
    };
    struct Pending; // one call on its way through the checks

    void scheduleNext(int agentIndex, bool first);
    void runCall(int agentIndex);
    void afterPolicy(std::shared_ptr<Pending> call);
    void afterPlugin(std::shared_ptr<Pending> call);
    void execute(std::shared_ptr<Pending> call);
    void finish(std::shared_ptr<Pending> call, Outcome outcome, bool isError, const QString &text,
                core::Json details);
    void emitAgent(int agentIndex, const QString &stream, core::Json data);
    // The call now waits for approval `id`: recorded, and announced on the agent's lifecycle.
    void markWaitingApproval(const Pending &pending, CallRecord &record, const QString &id,
                             const QString &kind);
    void endAgent(int agentIndex);

    DemoHost *m_host;
    DemoScenario m_scenario;
    DemoPolicyEngine *m_policy;
    DemoLoopEngine *m_loops;
    QVector<AgentState> m_agents;
    QVector<CallRecord> m_records;
    int m_activeAgents = 0;
    int m_callCounter = 0;
    qint64 m_startedAtMs = 0;
    bool m_started = false;
};

} // namespace toolgate::gateway::demo
