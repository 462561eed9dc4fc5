// SPDX-License-Identifier: MIT
#pragma once

#include "loops/loopmonitor.h"
#include "loops/looptrace.h"
#include "loops/looptypes.h"
#include "models/changethrottle.h"
#include "util/json.h"
#include "util/result.h"

#include <QByteArray>
#include <QHash>
#include <QObject>
#include <QString>

#include <deque>
#include <functional>
#include <memory>

namespace toolgate::gateway {
struct ToolEvent;
}

namespace toolgate::ui {

// One place tool calls come from (a gateway's live events or a trace file): the events as they
// arrived, kept so a what-if can replay them, and the loop monitor that judged them with the
// gateway's own thresholds.
class LoopSource final : public QObject {
    Q_OBJECT

public:
    // Whether the gateway (or the trace's config) has loop detection on: when it is off the
    // verdicts are what the agent *would* have received.
    enum class Detection { Enabled, Disabled, Unknown };

    LoopSource(const QString &label, QObject *parent = nullptr);
    ~LoopSource() override;

    // A trace file (golden format §2.1) replayed as one session; bad call lines are skipped.
    static core::Result<LoopSource *> fromTrace(const QByteArray &bytes, const QString &name,
                                                QObject *parent = nullptr);

    QString label() const { return m_label; }
    void setLabel(const QString &label) { m_label = label; }
    Detection detection() const { return m_detection; }
    void setDetection(Detection detection) { m_detection = detection; }
    core::LoopMonitor *monitor() const { return m_monitor.get(); }
    int skippedLines() const { return m_skippedLines; }

    void recordStart(const QString &sessionKey, const QString &runId, const QString &toolCallId,
                     const QString &toolName, const core::Json &args, const QString &when);
    void recordResult(const QString &sessionKey, const QString &toolCallId,
                      const core::Json &result);
    void recordError(const QString &sessionKey, const QString &toolCallId, const QString &message);
    // A gateway tool event (start and result phases; updates carry no outcome).
    void recordToolEvent(const gateway::ToolEvent &event);

    // Whether a change is still to be told (at the end of the current interval).
    bool changePending() const;

    // When the call started ("12:04:31.200") or where it is written ("line 14").
    QString callTime(const QString &sessionKey, const QString &toolCallId) const;
    // The same calls judged again with other thresholds, in a fresh monitor. A what-if replays
    // the calls still kept (the newest kMaxEvents; a pruned session's are gone).
    std::unique_ptr<core::LoopMonitor> replay(const core::LoopThresholds &thresholds) const;

    // The session's finished calls still kept, in the order they started, as a trace that
    // fromTrace replays (its header says whether detection was on here). Calls still running
    // are left out. For a session about to leave the live views.
    core::LoopTrace sessionTrace(const QString &sessionKey) const;

    // Sessions with no call for `idleMs` (except `keepSession`, the one on screen) leave: their
    // detector state, kept events and call times. Returns their keys.
    QStringList pruneIdle(qint64 nowMs, qint64 idleMs, const QString &keepSession = {});
    // Milliseconds since the epoch, stamped on each session's last call; replaceable for tests.
    void setClock(std::function<qint64()> clock) { m_clock = std::move(clock); }
    std::size_t keptEvents() const { return m_events.size(); }
    // A console left running for weeks keeps at most this many events for what-if replays.
    static constexpr std::size_t kMaxEvents = 20'000;

signals:
    // Calls were recorded. A stream of them (a busy gateway: a thousand a second) is told at most
    // ten times a second: the first change at once, the ones in the next 100 ms together at its
    // end.
    void changed();

private:
    struct Event {
        enum class Kind { Start, Result, Error };
        Kind kind = Kind::Start;
        QString sessionKey;
        QString runId;
        QString toolCallId;
        QString toolName;
        core::Json payload;
        QString error;
    };
    static void feed(core::LoopMonitor &monitor, const Event &event);
    void add(Event &&event);

    QString m_label;
    Detection m_detection = Detection::Unknown;
    std::unique_ptr<core::LoopMonitor> m_monitor;
    // A deque: a busy gateway adds 2,000 events a second, and a vector moving all of them when
    // it grows (at 16k, 32k, 64k...) stalled the console for 15-60 ms each time.
    std::deque<Event> m_events;
    core::ChangeThrottle m_announce;
    // Session -> call id -> time text: per session, so no key is built per lookup and no one
    // table of every call ever seen rehashes at once.
    QHash<QString, QHash<QString, QString>> m_times;
    QHash<QString, qint64> m_lastSeenMs; // session -> its last call
    std::function<qint64()> m_clock;
    int m_skippedLines = 0;
};

} // namespace toolgate::ui
