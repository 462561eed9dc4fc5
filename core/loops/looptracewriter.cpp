// SPDX-License-Identifier: MIT
#include "loops/looptracewriter.h"

namespace toolgate::core {

namespace {

void appendLine(QByteArray &out, const Json &line) {
    out += QByteArray::fromStdString(line.dump(-1, ' ', false, Json::error_handler_t::replace));
    out += '\n';
}

} // namespace

QByteArray writeLoopTrace(const LoopTrace &trace, const std::string &comment) {
    QByteArray out;
    Json header{{"config", trace.config.is_object() ? trace.config : Json::object()},
                {"agentId", trace.agentId}};
    if (!comment.empty())
        header["comment"] = comment;
    appendLine(out, header);
    for (const LoopTraceCall &call : trace.calls) {
        Json line{{"tool", call.tool}, {"params", call.params}};
        if (call.hasError)
            line["error"] = call.error;
        else
            line["result"] = call.result;
        if (!call.runId.empty())
            line["runId"] = call.runId;
        appendLine(out, line);
    }
    return out;
}

} // namespace toolgate::core
