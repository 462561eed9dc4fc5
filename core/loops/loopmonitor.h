// SPDX-License-Identifier: MIT
#pragma once

#include "loops/looptypes.h"
#include "util/json.h"

#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>

#include <map>
#include <memory>

namespace toolgate::core {

// One call as the monitor saw it: what a loop view lists.
struct LoopMonitorEntry {
    QString toolCallId;
    QString toolName;      // normalised, as the detector sees it
    QString argsDigest;    // SHA-256 hex of the stable arguments (OpenClaw's call hash digest)
    QString outcomeDigest; // SHA-256 hex, "error:<hex>", "veto" (blocked), or empty while pending
    LoopVerdict verdict;
};

// Mirrors OpenClaw's loop detector over a live tool-event stream (or a replayed trace): one
// detector state per session key — its history window is shared by the session's runs exactly as
// in OpenClaw, and every view below is per (session key, run id). Feed it tool starts (with
// arguments) and their results or errors; it judges each start like OpenClaw's single-call
// admission. A call judged critical counts as vetoed, as OpenClaw would have vetoed it, so a
// "would have fired" view stays in step with OpenClaw even when the gateway's own detector is off;
// the real result of such a call is then ignored.
//
// A QObject so a Qt item model can follow it through signals (emitted synchronously, past tense);
// it has no event loop needs and no I/O. Not thread-safe: use it from one thread.
class LoopMonitor final : public QObject {
    Q_OBJECT

public:
    explicit LoopMonitor(QObject *parent = nullptr);
    ~LoopMonitor() override;

    // Thresholds for sessions created from now on (defaults = OpenClaw's).
    void setThresholds(const LoopThresholds &thresholds) { m_thresholds = thresholds; }
    const LoopThresholds &thresholds() const { return m_thresholds; }

    // Judges a tool call that is about to run and records it (or its veto).
    LoopVerdict recordToolStart(const QString &sessionKey, const QString &runId,
                                const QString &toolCallId, const QString &toolName,
                                const Json &args);
    // Records the outcome of a started call: the value the tool returned, or the message of the
    // error it threw. Unknown or vetoed tool call ids are ignored.
    void recordToolResult(const QString &sessionKey, const QString &toolCallId, const Json &result);
    void recordToolError(const QString &sessionKey, const QString &toolCallId,
                         const QString &errorMessage);

    QStringList sessionKeys() const;
    QStringList runIds(const QString &sessionKey) const; // in order of first appearance

    // Every detector's count for repeating the run's latest call now (UI meters).
    LoopCounts counts(const QString &sessionKey, const QString &runId) const;
    // The run's records still in the session's history window, oldest first.
    QList<LoopMonitorEntry> window(const QString &sessionKey, const QString &runId) const;
    // Every call judged in the run, oldest first (the newest 1000 are kept).
    QList<LoopMonitorEntry> verdictLog(const QString &sessionKey, const QString &runId) const;

    void removeSession(const QString &sessionKey);

signals:
    void sessionAdded(const QString &sessionKey);
    void callJudged(const QString &sessionKey, const QString &runId,
                    const toolgate::core::LoopMonitorEntry &entry);
    void outcomeRecorded(const QString &sessionKey, const QString &runId,
                         const QString &toolCallId);
    void sessionRemoved(const QString &sessionKey);

private:
    struct Session;
    Session *session(const QString &sessionKey) const;
    void recordOutcome(const QString &sessionKey, const QString &toolCallId, const Json *result,
                       const std::string *error);

    LoopThresholds m_thresholds;
    std::map<QString, std::unique_ptr<Session>> m_sessions;
};

} // namespace toolgate::core
