// SPDX-License-Identifier: MIT
#include "ui/loops/loopreadings.h"

namespace toolgate::ui {

using Kind = core::LoopDetectorKind;

QList<Kind> LoopReadings::detectorKinds() {
    return {Kind::GenericRepeat,     Kind::KnownPollNoProgress, Kind::PingPong,
            Kind::UnknownToolRepeat, Kind::ArgumentChurn,       Kind::GlobalCircuitBreaker};
}

QList<LoopMeterReading> LoopReadings::meters(const core::LoopCounts &counts,
                                             const core::LoopThresholds &t) {
    const int streak = counts.noProgressStreak;
    return {
        {Kind::GenericRepeat, t.warning, t.critical, 0, counts.knownPoll ? 0 : counts.recentRepeats,
         tr("identical calls in the window; %1 in a row without progress")
             .arg(counts.knownPoll ? 0 : streak)},
        {Kind::KnownPollNoProgress, t.warning, t.critical, 0, counts.knownPoll ? streak : 0,
         counts.knownPoll ? tr("polls without progress")
                          : tr("the latest call is not a known poll")},
        {Kind::PingPong, t.warning, t.critical, 0, counts.pingPong,
         counts.pingPongNoProgress ? tr("alternating with no progress")
                                   : tr("alternating calls (critical needs no progress)")},
        {Kind::UnknownToolRepeat, 0, t.unknownTool, 0, counts.unknownToolStreak,
         tr("calls of a tool that does not exist")},
        {Kind::ArgumentChurn, t.warning, 0, 0, counts.argumentChurn,
         tr("%n argument variant(s) with the same outcome", nullptr, counts.argumentChurnVariants)},
        {Kind::GlobalCircuitBreaker, 0, 0, t.breaker, streak,
         tr("calls in a row without progress")},
    };
}

LoopReadings::Banner LoopReadings::banner(LoopSource::Detection detection, int skippedLines) {
    Banner banner;
    switch (detection) {
    case LoopSource::Detection::Enabled:
        banner = {tr("Loop detection is on for this gateway: the messages below are what the "
                     "agent received."),
                  Theme::Tone::Success};
        break;
    case LoopSource::Detection::Disabled:
        banner = {tr("Loop detection is off for this gateway (OpenClaw's default): nothing "
                     "reached the agent. The messages below are what it would have received."),
                  Theme::Tone::Warning};
        break;
    case LoopSource::Detection::Unknown:
        banner = {tr("Whether this gateway has loop detection on is not known: the messages "
                     "below are what the agent receives when it is on."),
                  Theme::Tone::Neutral};
        break;
    }
    if (skippedLines > 0)
        banner.text +=
            QLatin1Char(' ') + tr("%n unusable trace line(s) were skipped.", nullptr, skippedLines);
    return banner;
}

QString LoopReadings::runTitle(const QString &source, const QString &session, const QString &run) {
    return tr("%1 · session %2 · run %3")
        .arg(source, session, run.isEmpty() ? tr("(no run id)") : run);
}

QString LoopReadings::whatIfSummary(bool hasRun, bool active, int moved) {
    if (!hasRun)
        return {};
    if (!active)
        return tr("Showing the gateway's own thresholds.");
    if (moved == 0)
        return tr("With these thresholds no verdict moves; the meters show them.");
    return tr("With these thresholds %n verdict(s) move (▲ stricter, ▼ looser, in the What-if "
              "column); the meters show them.",
              nullptr, moved);
}

} // namespace toolgate::ui
