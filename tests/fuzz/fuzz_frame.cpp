// SPDX-License-Identifier: MIT
// libFuzzer entry for the gateway frame parser (every text frame the gateway sends goes through
// parseFrame first) and for what the client does next with a frame's payload: GatewayError for a
// failed response, the approval readers for approval events and list answers. Beyond "no crash,
// no sanitizer report, nothing thrown" it checks that each parse gives a frame or a reason, that a
// frame has what its type needs, and that a request survives serializeRequest and parsing again.
#include "approvals/approvaljson.h"
#include "gateway/frame.h"
#include "gateway/gatewayerror.h"

#include <cmath>
#include <cstdint>
#include <cstdlib>

using toolgate::core::Json;
using toolgate::gateway::Frame;

namespace {

void check(bool condition) {
    if (!condition)
        std::abort();
}

// nlohmann writes inf and NaN as null, so only finite trees can round-trip.
bool allFinite(const Json &value) {
    if (value.is_number_float())
        return std::isfinite(value.get<double>());
    if (value.is_structured()) {
        for (const auto &item : value)
            if (!allFinite(item))
                return false;
    }
    return true;
}

void readApprovalPayload(const Frame &frame) {
    using namespace toolgate::core;
    // The approval service picks the kind from the event name's prefix.
    const ApprovalKind kind = frame.event.startsWith(QLatin1String("plugin."))
                                  ? ApprovalKind::Plugin
                                  : ApprovalKind::Exec;
    if (frame.event.endsWith(QLatin1String(".approval.requested"))) {
        const auto request = approvalFromJson(frame.payload, kind);
        check(request.hasValue() ? !request->id.isEmpty() : !request.error().message.isEmpty());
    } else if (frame.event.endsWith(QLatin1String(".approval.resolved"))) {
        const auto resolution = approvalResolutionFromJson(frame.payload);
        check(resolution.hasValue() || !resolution.error().message.isEmpty());
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size) {
    using namespace toolgate::gateway;
    const QByteArray text(reinterpret_cast<const char *>(data), qsizetype(size));
    const FrameParseResult parsed = parseFrame(text);
    // Exactly one of: a frame, or why there is none.
    check(parsed.frame.has_value() == parsed.problem.isEmpty());
    if (!parsed.frame)
        return 0;
    const Frame &frame = *parsed.frame;
    switch (frame.type) {
    case Frame::Type::Event:
        check(!frame.event.isEmpty());
        readApprovalPayload(frame);
        break;
    case Frame::Type::Response:
        check(!frame.id.isEmpty());
        if (frame.ok) {
            int skipped = 0;
            const auto rows = toolgate::core::approvalListFromJson(
                frame.payload, toolgate::core::ApprovalKind::Exec, &skipped);
            check(skipped >= 0);
            for (const auto &row : rows)
                check(!row.id.isEmpty());
        } else {
            // A failed response always carries a code (UNKNOWN_ERROR when the gateway sent none).
            check(!frame.error.code.isEmpty());
            check(!frame.error.toString().isEmpty());
            const ConnectErrorVerdict verdict = classifyConnectError(frame.error);
            check(verdict.errorClass == ErrorClass::Transient || !verdict.action.isEmpty());
        }
        break;
    case Frame::Type::Request: {
        check(!frame.id.isEmpty() && !frame.method.isEmpty());
        if (!allFinite(frame.payload))
            break;
        const FrameParseResult again =
            parseFrame(serializeRequest(frame.id, frame.method, frame.payload));
        check(again.frame.has_value() && again.frame->type == Frame::Type::Request);
        check(again.frame->id == frame.id && again.frame->method == frame.method);
        check(again.frame->payload == frame.payload);
        break;
    }
    }
    return 0;
}
