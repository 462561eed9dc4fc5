// SPDX-License-Identifier: MIT
#pragma once

#include "gateway/gatewayerror.h"
#include "util/json.h"

#include <QObject>
#include <QTimer>

namespace toolgate::gateway {

struct RequestOptions {
    int timeoutMs = -1; // -1: the client's default; 0: none
    // Two-phase request (e.g. exec.approval.request with twoPhase:true): a first `res` with
    // status "accepted" emits accepted(), the second `res` with the same id finishes the reply.
    bool twoPhase = false;
    int finalTimeoutMs = 0; // after accepted(); 0: wait until the connection ends
};

// One outstanding request. Owned by the GatewayClient; deletes itself (deleteLater) after
// finished() has been emitted, so read it in the slot connected to finished().
class GatewayReply final : public QObject {
    Q_OBJECT

public:
    GatewayReply(QString id, QString method, const RequestOptions &options, QObject *parent);

    QString id() const { return m_id; }
    QString method() const { return m_method; }
    bool isFinished() const { return m_finished; }
    bool isAccepted() const { return m_accepted; }
    bool isOk() const { return m_finished && m_error.isEmpty(); }
    const core::Json &payload() const { return m_payload; }
    const GatewayError &error() const { return m_error; }
    const RequestOptions &options() const { return m_options; }

    // Called by the client.
    void accept(const core::Json &payload);
    void finish(const core::Json &payload);
    void fail(const GatewayError &error);
    void startTimer(int timeoutMs);

signals:
    void accepted(const toolgate::core::Json &payload);
    void finished();
    void timedOut(); // internal: the client turns it into fail(TIMEOUT)

private:
    QString m_id;
    QString m_method;
    RequestOptions m_options;
    bool m_finished = false;
    bool m_accepted = false;
    core::Json m_payload;
    GatewayError m_error;
    QTimer m_timer;
};

} // namespace toolgate::gateway
