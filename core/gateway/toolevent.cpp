// SPDX-License-Identifier: MIT
#include "gateway/toolevent.h"

#include "approvals/approvaljson.h"
#include "util/errorcode.h"

namespace toolgate::gateway {

using core::jsonInt;
using core::jsonString;

QString ToolEvent::resultText() const {
    QStringList parts;
    if (!result.is_object())
        return {};
    const auto content = result.find("content");
    if (content == result.end() || !content->is_array())
        return {};
    for (const core::Json &block : *content) {
        if (jsonString(block, "type") == QLatin1String("text"))
            parts.append(jsonString(block, "text"));
    }
    return parts.join(QLatin1Char('\n'));
}

core::Result<ToolEvent> toolEventFromJson(const core::Json &payload) {
    if (jsonString(payload, "stream") != QLatin1String("tool"))
        return core::Error{errorCodeText(core::ErrorCode::NotAToolEvent),
                           QStringLiteral("agent event is not a tool event"),
                           {}};
    const auto dataIt = payload.find("data");
    if (dataIt == payload.end() || !dataIt->is_object())
        return core::Error{errorCodeText(core::ErrorCode::ToolEventMalformed),
                           QStringLiteral("tool event without data"),
                           {}};
    const core::Json &data = *dataIt;
    ToolEvent e;
    e.runId = jsonString(payload, "runId");
    e.sessionKey = jsonString(payload, "sessionKey");
    e.agentId = jsonString(payload, "agentId");
    e.seq = jsonInt(payload, "seq");
    e.ts = jsonInt(payload, "ts");
    e.phase = jsonString(data, "phase");
    e.name = jsonString(data, "name");
    e.toolCallId = jsonString(data, "toolCallId");
    e.meta = jsonString(data, "meta");
    if (e.phase.isEmpty())
        return core::Error{errorCodeText(core::ErrorCode::ToolEventMalformed),
                           QStringLiteral("tool event without a phase"),
                           {}};
    if (const auto it = data.find("args"); it != data.end())
        e.args = *it;
    if (const auto it = data.find("partialResult"); it != data.end())
        e.partialResult = *it;
    if (const auto it = data.find("result"); it != data.end())
        e.result = *it;
    if (const auto it = data.find("isError"); it != data.end() && it->is_boolean())
        e.isError = it->get<bool>();
    return e;
}

} // namespace toolgate::gateway
