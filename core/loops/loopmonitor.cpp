// SPDX-License-Identifier: MIT
#include "loops/loopmonitor.h"

#include "loops/loopdetector.h"
#include "loops/loophashing.h"

#include <deque>

namespace toolgate::core {

namespace {

constexpr int kLogLimit = 1000;

QString outcomeText(const LoopRecord &record) {
    if (!record.hasOutcome)
        return {};
    if (record.outcome.kind == OutcomeKind::ToolLoopVeto)
        return QStringLiteral("veto");
    return QString::fromStdString(record.outcome.resultText());
}

} // namespace

struct LoopMonitor::Session {
    explicit Session(const LoopThresholds &t)
        : detector(t) {}

    struct Pending {
        LoopCall call;
        Json args;
        QString runId;
    };
    struct Run {
        QString runId;
        LoopCall lastCall;
        bool hasCall = false;
        std::deque<LoopMonitorEntry> log;
    };

    Run &run(const QString &runId) {
        for (Run &r : runs) {
            if (r.runId == runId)
                return r;
        }
        runs.emplace_back();
        runs.back().runId = runId;
        return runs.back();
    }
    const Run *findRun(const QString &runId) const {
        for (const Run &r : runs) {
            if (r.runId == runId)
                return &r;
        }
        return nullptr;
    }
    Run *findRun(const QString &runId) {
        for (Run &r : runs) {
            if (r.runId == runId)
                return &r;
        }
        return nullptr;
    }

    LoopDetector detector;
    // Small: a console mirrors many sessions, and 512 slots (40 KB, 512 strings) per session
    // made a busy gateway's first 50 calls a long stall of the console thread; a session's
    // repeats sit in its 30-call window.
    DigestMemo memo{64};
    std::map<QString, Pending> pending; // started, not finished, not vetoed
    std::deque<Run> runs;
};

LoopMonitor::LoopMonitor(QObject *parent)
    : QObject(parent) {}

LoopMonitor::~LoopMonitor() = default;

LoopMonitor::Session *LoopMonitor::session(const QString &sessionKey) const {
    const auto it = m_sessions.find(sessionKey);
    return it == m_sessions.end() ? nullptr : it->second.get();
}

LoopVerdict LoopMonitor::recordToolStart(const QString &sessionKey, const QString &runId,
                                         const QString &toolCallId, const QString &toolName,
                                         const Json &args) {
    Session *s = session(sessionKey);
    if (!s) {
        s = m_sessions.emplace(sessionKey, std::make_unique<Session>(m_thresholds))
                .first->second.get();
        emit sessionAdded(sessionKey);
    }
    const Json params = args.is_object() ? args : Json::object();
    const LoopCall call =
        LoopCall::make(toolName.toStdString(), params, runId.toStdString(), &s->memo);
    const std::string id = toolCallId.toStdString();
    LoopMonitorEntry entry;
    entry.toolCallId = toolCallId;
    entry.toolName = QString::fromStdString(call.hash.toolName());
    entry.argsDigest = QString::fromStdString(call.hash.digest.hex());
    entry.verdict = s->detector.admit(call, id);
    if (entry.verdict.blocked)
        entry.outcomeDigest = QStringLiteral("veto");
    else
        s->pending[toolCallId] = Session::Pending{call, params, runId};

    Session::Run &run = s->run(runId);
    run.lastCall = call;
    run.hasCall = true;
    run.log.push_back(entry);
    while (static_cast<int>(run.log.size()) > kLogLimit)
        run.log.pop_front();
    emit callJudged(sessionKey, runId, entry);
    return entry.verdict;
}

void LoopMonitor::recordToolResult(const QString &sessionKey, const QString &toolCallId,
                                   const Json &result) {
    recordOutcome(sessionKey, toolCallId, &result, nullptr);
}

void LoopMonitor::recordToolError(const QString &sessionKey, const QString &toolCallId,
                                  const QString &errorMessage) {
    const std::string message = errorMessage.toStdString();
    recordOutcome(sessionKey, toolCallId, nullptr, &message);
}

void LoopMonitor::recordOutcome(const QString &sessionKey, const QString &toolCallId,
                                const Json *result, const std::string *error) {
    Session *s = session(sessionKey);
    if (!s)
        return;
    const auto it = s->pending.find(toolCallId);
    if (it == s->pending.end())
        return;
    const Session::Pending pending = std::move(it->second);
    s->pending.erase(it);
    const OutcomeHash outcome =
        hashToolOutcome(pending.call.hash.toolName(), pending.args, result, error, &s->memo);
    s->detector.recordOutcome(pending.call, toolCallId.toStdString(), outcome);
    if (Session::Run *run = s->findRun(pending.runId)) {
        for (auto e = run->log.rbegin(); e != run->log.rend(); ++e) {
            if (e->toolCallId == toolCallId) {
                e->outcomeDigest = outcome.kind == OutcomeKind::ToolLoopVeto
                                       ? QStringLiteral("veto")
                                       : QString::fromStdString(outcome.resultText());
                break;
            }
        }
    }
    emit outcomeRecorded(sessionKey, pending.runId, toolCallId);
}

QStringList LoopMonitor::sessionKeys() const {
    QStringList keys;
    for (const auto &[key, s] : m_sessions)
        keys << key;
    return keys;
}

QStringList LoopMonitor::runIds(const QString &sessionKey) const {
    QStringList ids;
    if (const Session *s = session(sessionKey)) {
        for (const auto &run : s->runs)
            ids << run.runId;
    }
    return ids;
}

LoopCounts LoopMonitor::counts(const QString &sessionKey, const QString &runId) const {
    const Session *s = session(sessionKey);
    const Session::Run *run = s ? s->findRun(runId) : nullptr;
    if (!run || !run->hasCall)
        return {};
    return s->detector.counts(run->lastCall);
}

QList<LoopMonitorEntry> LoopMonitor::window(const QString &sessionKey, const QString &runId) const {
    QList<LoopMonitorEntry> entries;
    const Session *s = session(sessionKey);
    const Session::Run *run = s ? s->findRun(runId) : nullptr;
    if (!run)
        return entries;
    const std::string wanted(jsTrim(runId.toStdString()));
    for (const LoopRecord &record : s->detector.history()) {
        if (record.runId.text != wanted)
            continue;
        LoopMonitorEntry entry;
        entry.toolCallId = QString::fromStdString(record.toolCallId);
        entry.toolName = QString::fromStdString(record.call.toolName());
        entry.argsDigest = QString::fromStdString(record.call.digest.hex());
        entry.outcomeDigest = outcomeText(record);
        for (auto e = run->log.rbegin(); e != run->log.rend(); ++e) {
            if (e->toolCallId == entry.toolCallId) {
                entry.verdict = e->verdict;
                break;
            }
        }
        entries << entry;
    }
    return entries;
}

QList<LoopMonitorEntry> LoopMonitor::verdictLog(const QString &sessionKey,
                                                const QString &runId) const {
    QList<LoopMonitorEntry> entries;
    const Session *s = session(sessionKey);
    if (const Session::Run *run = s ? s->findRun(runId) : nullptr) {
        entries.reserve(static_cast<qsizetype>(run->log.size())); // a busy run's is 1000 long
        for (const auto &entry : run->log)
            entries << entry;
    }
    return entries;
}

void LoopMonitor::removeSession(const QString &sessionKey) {
    if (m_sessions.erase(sessionKey) > 0)
        emit sessionRemoved(sessionKey);
}

} // namespace toolgate::core
