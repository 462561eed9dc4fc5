// SPDX-License-Identifier: MIT
#pragma once

#include "gateway/gatewayerror.h"
#include "util/json.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace toolgate::gateway {

// One decoded text frame: request, response or event. Parsing is lenient on purpose: the real
// gateway sends fields its own schema forbids, so only what is needed to route a frame is checked.
struct Frame {
    enum class Type { Request, Response, Event };
    Type type = Type::Event;
    QString id;     // req/res
    QString method; // req
    bool ok = false;
    core::Json payload; // res payload / event payload / req params
    GatewayError error; // res with ok:false
    QString event;
    std::optional<qint64> seq;
    std::optional<qint64> stateVersion;
};

struct FrameParseResult {
    std::optional<Frame> frame;
    QString problem; // why the frame was ignored (when `frame` is empty)
};

FrameParseResult parseFrame(const QByteArray &text);

QByteArray serializeRequest(const QString &id, const QString &method, const core::Json &params);

} // namespace toolgate::gateway
