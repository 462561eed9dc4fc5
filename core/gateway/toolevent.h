// SPDX-License-Identifier: MIT
#pragma once

#include "util/json.h"
#include "util/result.h"

#include <QMetaType>
#include <QString>

namespace toolgate::gateway {

// One live tool event: an `agent` event with stream "tool" (needs operator.read + cap
// tool-events). The loop monitor consumes start (name + args) and result (outcome) phases.
struct ToolEvent {
    QString runId;
    QString sessionKey;
    QString agentId;
    qint64 seq = 0; // per run
    qint64 ts = 0;
    QString phase; // start | update | result
    QString name;  // tool name as the agent called it (e.g. "exec")
    QString toolCallId;
    core::Json args;          // start
    core::Json partialResult; // update
    core::Json result;        // result ({content, details})
    bool isError = false;     // result
    QString meta;             // result: the gateway's short summary, if any

    // The result's text content joined (for outcome hashing and display).
    QString resultText() const;
};

// Reads an `agent` event payload; fails when it is not a tool event or has no phase/name.
core::Result<ToolEvent> toolEventFromJson(const core::Json &agentPayload);

} // namespace toolgate::gateway

Q_DECLARE_METATYPE(toolgate::gateway::ToolEvent)
