// SPDX-License-Identifier: MIT
#include "gateway/frame.h"

#include "approvals/approvaljson.h"

namespace toolgate::gateway {

FrameParseResult parseFrame(const QByteArray &text) {
    const core::Json json = core::Json::parse(text.constBegin(), text.constEnd(), nullptr, false);
    if (json.is_discarded())
        return {std::nullopt, QStringLiteral("not valid JSON")};
    if (!json.is_object())
        return {std::nullopt, QStringLiteral("not a JSON object")};
    const QString type = core::jsonString(json, "type");
    Frame frame;
    const auto payload = json.find("payload");
    if (payload != json.end())
        frame.payload = *payload;
    if (type == QLatin1String("event")) {
        frame.type = Frame::Type::Event;
        frame.event = core::jsonString(json, "event");
        if (frame.event.isEmpty())
            return {std::nullopt, QStringLiteral("event without a name")};
        const auto seq = json.find("seq");
        if (seq != json.end() && seq->is_number_integer())
            frame.seq = seq->get<qint64>();
        const auto version = json.find("stateVersion");
        if (version != json.end() && version->is_number_integer())
            frame.stateVersion = version->get<qint64>();
        return {frame, {}};
    }
    if (type == QLatin1String("res")) {
        frame.type = Frame::Type::Response;
        frame.id = core::jsonString(json, "id");
        if (frame.id.isEmpty())
            return {std::nullopt, QStringLiteral("response without an id")};
        const auto ok = json.find("ok");
        if (ok == json.end() || !ok->is_boolean())
            return {std::nullopt, QStringLiteral("response without a boolean ok")};
        frame.ok = ok->get<bool>();
        if (!frame.ok) {
            const auto error = json.find("error");
            frame.error = GatewayError::fromJson(error != json.end() ? *error : core::Json());
        }
        return {frame, {}};
    }
    if (type == QLatin1String("req")) {
        frame.type = Frame::Type::Request;
        frame.id = core::jsonString(json, "id");
        frame.method = core::jsonString(json, "method");
        if (frame.id.isEmpty() || frame.method.isEmpty())
            return {std::nullopt, QStringLiteral("request without an id or method")};
        const auto params = json.find("params");
        if (params != json.end())
            frame.payload = *params;
        return {frame, {}};
    }
    return {std::nullopt, QStringLiteral("unknown frame type")};
}

QByteArray serializeRequest(const QString &id, const QString &method, const core::Json &params) {
    core::Json frame = core::Json::object();
    frame["type"] = "req";
    frame["id"] = id.toStdString();
    frame["method"] = method.toStdString();
    if (!params.is_null())
        frame["params"] = params;
    return QByteArray::fromStdString(
        frame.dump(-1, ' ', false, core::Json::error_handler_t::replace));
}

} // namespace toolgate::gateway
