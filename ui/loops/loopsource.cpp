// SPDX-License-Identifier: MIT
#include "ui/loops/loopsource.h"

#include "gateway/toolevent.h"
#include "loops/loopconfig.h"
#include "loops/looptrace.h"

#include <QDateTime>
#include <QSet>

namespace toolgate::ui {

namespace {
// A stream of calls is told ten times a second: a table moving faster cannot be read, and
// repainting the shown run at 60 Hz on a busy gateway cost the console a third of a core.
constexpr qint64 kChangeIntervalMs = 100;
} // namespace

LoopSource::LoopSource(const QString &label, QObject *parent)
    : QObject(parent)
    , m_label(label)
    , m_monitor(std::make_unique<core::LoopMonitor>())
    , m_announce(kChangeIntervalMs, this, [this] { emit changed(); })
    , m_clock([] { return QDateTime::currentMSecsSinceEpoch(); }) {}

LoopSource::~LoopSource() = default;

core::Result<LoopSource *> LoopSource::fromTrace(const QByteArray &bytes, const QString &name,
                                                 QObject *parent) {
    core::Result<core::LoopTrace> parsed = core::parseLoopTrace(bytes, name);
    if (!parsed)
        return parsed.error();
    const core::LoopTrace &trace = parsed.value();
    auto *source = new LoopSource(name, parent);
    source->m_detection = core::isLoopDetectionEnabled(trace.config, trace.agentId)
                              ? Detection::Enabled
                              : Detection::Disabled;
    source->m_skippedLines = static_cast<int>(trace.issues.size());
    // One session per trace, tool call ids numbered like the reference runner's.
    const QString session =
        QStringLiteral("agent:%1:trace").arg(QString::fromStdString(trace.agentId));
    int n = 0;
    for (const core::LoopTraceCall &call : trace.calls) {
        const QString id = QStringLiteral("call_%1").arg(++n);
        source->recordStart(session, QString::fromStdString(call.runId), id,
                            QString::fromStdString(call.tool), call.params,
                            tr("line %1").arg(call.line));
        if (call.hasError)
            source->recordError(session, id, QString::fromStdString(call.error));
        else
            source->recordResult(session, id, call.result);
    }
    return source;
}

void LoopSource::recordStart(const QString &sessionKey, const QString &runId,
                             const QString &toolCallId, const QString &toolName,
                             const core::Json &args, const QString &when) {
    m_times[sessionKey].insert(toolCallId, when);
    add({Event::Kind::Start, sessionKey, runId, toolCallId, toolName, args, {}});
}

void LoopSource::recordResult(const QString &sessionKey, const QString &toolCallId,
                              const core::Json &result) {
    add({Event::Kind::Result, sessionKey, {}, toolCallId, {}, result, {}});
}

void LoopSource::recordError(const QString &sessionKey, const QString &toolCallId,
                             const QString &message) {
    add({Event::Kind::Error, sessionKey, {}, toolCallId, {}, {}, message});
}

void LoopSource::recordToolEvent(const gateway::ToolEvent &event) {
    if (event.phase == QLatin1String("start")) {
        const QString when =
            event.ts > 0
                ? QDateTime::fromMSecsSinceEpoch(event.ts).toString(QStringLiteral("HH:mm:ss.zzz"))
                : QDateTime::currentDateTime().toString(QStringLiteral("HH:mm:ss.zzz"));
        recordStart(event.sessionKey, event.runId, event.toolCallId, event.name, event.args, when);
    } else if (event.phase == QLatin1String("result")) {
        if (event.isError)
            recordError(event.sessionKey, event.toolCallId, event.resultText());
        else
            recordResult(event.sessionKey, event.toolCallId, event.result);
    }
}

QString LoopSource::callTime(const QString &sessionKey, const QString &toolCallId) const {
    const auto session = m_times.constFind(sessionKey);
    return session == m_times.cend() ? QString() : session->value(toolCallId);
}

std::unique_ptr<core::LoopMonitor>
LoopSource::replay(const core::LoopThresholds &thresholds) const {
    auto monitor = std::make_unique<core::LoopMonitor>();
    monitor->setThresholds(thresholds);
    for (const Event &event : m_events)
        feed(*monitor, event);
    return monitor;
}

void LoopSource::feed(core::LoopMonitor &monitor, const Event &event) {
    switch (event.kind) {
    case Event::Kind::Start:
        monitor.recordToolStart(event.sessionKey, event.runId, event.toolCallId, event.toolName,
                                event.payload);
        break;
    case Event::Kind::Result:
        monitor.recordToolResult(event.sessionKey, event.toolCallId, event.payload);
        break;
    case Event::Kind::Error:
        monitor.recordToolError(event.sessionKey, event.toolCallId, event.error);
        break;
    }
}

void LoopSource::add(Event &&event) {
    feed(*m_monitor, event);
    m_lastSeenMs.insert(event.sessionKey, m_clock());
    m_events.push_back(std::move(event));
    if (m_events.size() > kMaxEvents)
        m_events.pop_front();
    m_announce.changed();
}

core::LoopTrace LoopSource::sessionTrace(const QString &sessionKey) const {
    core::LoopTrace trace;
    // agent:<id>:… names the agent; anything else is the default agent's.
    const QStringList parts = sessionKey.split(QLatin1Char(':'));
    if (parts.size() >= 3 && parts.first() == QLatin1String("agent") && !parts.at(1).isEmpty())
        trace.agentId = parts.at(1).toStdString();
    if (m_detection != Detection::Unknown)
        trace.config = core::Json{
            {"tools", {{"loopDetection", {{"enabled", m_detection == Detection::Enabled}}}}}};
    QHash<QString, std::size_t> open; // call id -> its place in `calls`, until its outcome
    std::vector<bool> finished;
    for (const Event &event : m_events) {
        if (event.sessionKey != sessionKey)
            continue;
        if (event.kind == Event::Kind::Start) {
            core::LoopTraceCall call;
            call.tool = event.toolName.toStdString();
            call.params = event.payload.is_object() ? event.payload : core::Json::object();
            call.runId = event.runId.toStdString();
            open.insert(event.toolCallId, trace.calls.size());
            trace.calls.push_back(std::move(call));
            finished.push_back(false);
            continue;
        }
        const auto at = open.constFind(event.toolCallId);
        if (at == open.cend())
            continue; // its start was dropped with the oldest events
        core::LoopTraceCall &call = trace.calls[*at];
        call.hasError = event.kind == Event::Kind::Error;
        call.error = event.error.toStdString();
        call.result = event.payload;
        finished[*at] = true;
        open.erase(at);
    }
    std::vector<core::LoopTraceCall> done;
    for (std::size_t i = 0; i < trace.calls.size(); ++i)
        if (finished[i])
            done.push_back(std::move(trace.calls[i]));
    trace.calls = std::move(done);
    return trace;
}

QStringList LoopSource::pruneIdle(qint64 nowMs, qint64 idleMs, const QString &keepSession) {
    QStringList idle;
    for (auto it = m_lastSeenMs.cbegin(); it != m_lastSeenMs.cend(); ++it) {
        if (it.value() < nowMs - idleMs && it.key() != keepSession)
            idle.append(it.key());
    }
    if (idle.isEmpty())
        return idle;
    const QSet<QString> gone(idle.cbegin(), idle.cend());
    std::erase_if(m_events,
                  [&gone](const Event &event) { return gone.contains(event.sessionKey); });
    for (const QString &key : std::as_const(idle)) {
        m_lastSeenMs.remove(key);
        m_times.remove(key);
        m_monitor->removeSession(key);
    }
    return idle;
}

bool LoopSource::changePending() const {
    return m_announce.pending();
}

} // namespace toolgate::ui
