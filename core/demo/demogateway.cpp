// SPDX-License-Identifier: MIT
#include "demo/demogateway.h"

#include "demo/demoserver.h"

namespace toolgate::gateway::demo {

using core::Json;

DemoGateway::DemoGateway(QObject *parent)
    : QObject(parent)
    , d(std::make_unique<DemoServer>(this)) {}

DemoGateway::~DemoGateway() {
    stop();
}
void DemoGateway::setScenario(const DemoScenario &scenario) {
    d->endAgentApprovals();
    d->scenario = scenario;
    d->config = scenario.config;
    d->execApprovals.applyScenario(scenario.execAllowlist, scenario.execDefaults);
    d->broadcastConfigChanged(); // consoles already connected re-read both
    d->player =
        std::make_unique<DemoScenarioPlayer>(this, scenario, d->policy.get(), d->loops.get());
    connect(d->player.get(), &DemoScenarioPlayer::finished, this, &DemoGateway::scenarioFinished);
}

void DemoGateway::setToken(const QString &token) {
    d->token = token;
}

QString DemoGateway::token() const {
    return d->token;
}

void DemoGateway::setAutoPlay(bool autoPlay) {
    d->autoPlay = autoPlay;
}

core::Status DemoGateway::start(quint16 port) {
    return d->listen(port);
}

void DemoGateway::stop() {
    d->close();
}

bool DemoGateway::isListening() const {
    return d->server.isListening();
}

QUrl DemoGateway::url() const {
    return QUrl(QStringLiteral("ws://127.0.0.1:%1/").arg(port()));
}

quint16 DemoGateway::port() const {
    return d->server.serverPort();
}

void DemoGateway::play() {
    d->startPlayer();
}

DemoScenarioPlayer *DemoGateway::player() const {
    return d->player.get();
}

bool DemoGateway::isScenarioFinished() const {
    return d->player && d->player->isFinished();
}

DemoClock *DemoGateway::clock() const {
    return d->clock;
}

const Json &DemoGateway::currentConfig() const {
    return d->config;
}

const core::ExecApprovalsFile &DemoGateway::execApprovals() const {
    return d->execApprovals.file();
}

QString DemoGateway::configHash() const {
    return d->hashOf(d->raw());
}

int DemoGateway::connectionCount() const {
    return int(std::count_if(d->connections.begin(), d->connections.end(),
                             [](const auto &entry) { return entry.second->connected; }));
}

QStringList DemoGateway::pendingApprovalIds() const {
    QStringList out;
    for (const QString &id : d->order) {
        if (!d->approvals.at(id)->resolved)
            out << id;
    }
    return out;
}

QString DemoGateway::raiseApproval(const QString &kind, const Json &request, qint64 timeoutMs,
                                   const QStringList &allowedDecisions, ApprovalDone done) {
    return d->create(kind, QString(), request, timeoutMs, allowedDecisions, 0, QString(),
                     std::move(done));
}

void DemoGateway::publishAgentEvent(const Json &payload) {
    Json event = payload;
    event["ts"] = d->clock->nowMs();
    event["isHeartbeat"] = false;
    // Tool-level streams need cap "tool-events"; run lifecycle needs only operator.read.
    const QString stream = qs(payload.value("stream", Json()));
    const bool toolLevel = stream == QLatin1String("tool") || stream == QLatin1String("approval") ||
                           stream == QLatin1String("item") ||
                           stream == QLatin1String("command_output");
    for (auto &[socket, conn] : d->connections) {
        if (!conn->connected || !conn->hasScope(QStringLiteral("operator.read")))
            continue;
        if (toolLevel && !conn->caps.contains(QStringLiteral("tool-events")))
            continue;
        d->sendEvent(*conn, "agent", event);
    }
}

} // namespace toolgate::gateway::demo
