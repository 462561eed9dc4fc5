// SPDX-License-Identifier: MIT
#pragma once

// What a GatewayReply finished with, copied out in its finished() handler: the reply deletes
// itself (deleteLater) once finished, so a test that waits and then reads the reply reads freed
// memory.

#include "gateway/gatewayreply.h"

#include <memory>

namespace toolgate::test {

struct ReplyOutcome {
    bool finished = false;
    bool ok = false;
    core::Json payload;
    QString error;
};

inline std::shared_ptr<const ReplyOutcome> watchReply(gateway::GatewayReply *reply) {
    auto outcome = std::make_shared<ReplyOutcome>();
    QObject::connect(reply, &gateway::GatewayReply::finished, reply, [outcome, reply] {
        outcome->finished = true;
        outcome->ok = reply->isOk();
        outcome->payload = reply->payload();
        outcome->error = reply->error().toString();
    });
    return outcome;
}

} // namespace toolgate::test
