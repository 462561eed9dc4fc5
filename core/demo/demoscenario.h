// SPDX-License-Identifier: MIT
#pragma once

#include "approvals/execapprovalsfile.h"
#include "util/json.h"
#include "util/result.h"

#include <QMap>
#include <QString>
#include <QStringList>
#include <QVector>

#include <optional>

namespace toolgate::gateway::demo {

// What a scripted tool call returns when it is allowed to run.
struct DemoToolResult {
    QString text;
    bool isError = false;
    core::Json details = core::Json::object();
    std::optional<int> exitCode; // exec only: turns into exec's details (status, exitCode, ...)
    bool varies = false;         // append the call number so no two outcomes hash equal
};

struct DemoCall {
    qint64 atMs = -1;      // absolute virtual ms after the scenario starts, or -1
    qint64 afterMs = 1000; // else: virtual ms after the previous call of this agent finished
    QString tool;
    core::Json params = core::Json::object();
    DemoToolResult result;
    int line = 0; // where the call is written, for messages
};

struct DemoSender {
    QString id;
    QString channel;
    QString name;
    std::optional<bool> isOwner; // unset = unknown (owner-only step only on explicit false)
};

// One scripted session: an agent (from the config's roster) running in one session key.
struct DemoAgent {
    QString id;      // display id, unique in the scenario
    QString agentId; // agents.entries.<agentId>; defaults to id
    QString sessionKey;
    QString provider;
    QString model;
    QString messageProvider;
    bool sandboxed = false;
    QString cwd;
    DemoSender sender;
    QVector<DemoCall> calls; // repeats and cycles already expanded
    int line = 0;
};

struct DemoPluginRule {
    enum class Action { Block, Rewrite, RequireApproval };
    QString tool;                 // glob over the normalised tool name
    QMap<QString, QString> match; // param name -> glob over its string value
    Action action = Action::Block;
    QString reason;                           // block
    core::Json params = core::Json::object(); // rewrite: shallow-merged over the call's params
    QString title;                            // requireApproval
    QString description;
    QString severity = QStringLiteral("warning");
    std::optional<qint64> timeoutMs;
    QStringList allowedDecisions;
    QString timeoutReason;
};

// A demo plugin: the tools it registers and its before_tool_call rules (first match wins).
struct DemoPlugin {
    QString id = QStringLiteral("demo-guard");
    QStringList tools;
    QVector<DemoPluginRule> rules;
};

struct DemoScenario {
    QString name;
    QString title;
    QString description;
    QString sourceName;
    core::Json config = core::Json::object();
    QMap<QString, QStringList> execAllowlist; // agentId -> program patterns, added to the document
    core::ExecApprovalsPolicy execDefaults;   // exec-approvals defaults set by the scenario
    DemoPlugin plugin;
    QVector<DemoAgent> agents;
};

// Reads a scenario (format: resources/demo/README.md). Errors carry `where` = "FILE:LINE[:COL]" and
// a message that starts with the key path, e.g. "agents[0].calls[2].tool: expected a string".
core::Result<DemoScenario> parseDemoScenario(const QByteArray &text, const QString &sourceName);
core::Result<DemoScenario> loadDemoScenario(const QString &path);

// The scenarios shipped in the resources (":/demo/scenarios/<name>.json"), by name.
QStringList builtinDemoScenarios();
// A name of a built-in scenario, or a path to a file.
core::Result<DemoScenario> resolveDemoScenario(const QString &nameOrPath);

} // namespace toolgate::gateway::demo
