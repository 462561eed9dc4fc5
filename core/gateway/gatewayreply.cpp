// SPDX-License-Identifier: MIT
#include "gateway/gatewayreply.h"

namespace toolgate::gateway {

GatewayReply::GatewayReply(QString id, QString method, const RequestOptions &options,
                           QObject *parent)
    : QObject(parent)
    , m_id(std::move(id))
    , m_method(std::move(method))
    , m_options(options) {
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &GatewayReply::timedOut);
}

void GatewayReply::startTimer(int timeoutMs) {
    if (timeoutMs > 0)
        m_timer.start(timeoutMs);
    else
        m_timer.stop();
}

void GatewayReply::accept(const core::Json &payload) {
    if (m_finished || m_accepted)
        return;
    m_accepted = true;
    startTimer(m_options.finalTimeoutMs);
    emit accepted(payload);
}

void GatewayReply::finish(const core::Json &payload) {
    if (m_finished)
        return;
    m_finished = true;
    m_timer.stop();
    m_payload = payload;
    emit finished();
    deleteLater();
}

void GatewayReply::fail(const GatewayError &error) {
    if (m_finished)
        return;
    m_finished = true;
    m_timer.stop();
    m_error = error;
    emit finished();
    deleteLater();
}

} // namespace toolgate::gateway
