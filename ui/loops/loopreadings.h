// SPDX-License-Identifier: MIT
#pragma once

#include "loops/looptypes.h"
#include "ui/loops/loopsource.h"
#include "ui/shell/theme.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace toolgate::ui {

// One detector's meter: its count for repeating the run's latest call now, the thresholds that
// apply to it (0 = does not apply) and what the count means.
struct LoopMeterReading {
    core::LoopDetectorKind kind = core::LoopDetectorKind::GenericRepeat;
    int warning = 0;
    int critical = 0;
    int breaker = 0;
    int count = 0;
    QString detail;
};

// What the Loops screen says about a run, worked out without widgets: the meters keyed by
// detector kind, the detection banner and the what-if summary.
class LoopReadings final {
    Q_DECLARE_TR_FUNCTIONS(LoopReadings)

public:
    // The six detectors in display order.
    static QList<core::LoopDetectorKind> detectorKinds();
    static QList<LoopMeterReading> meters(const core::LoopCounts &counts,
                                          const core::LoopThresholds &thresholds);

    struct Banner {
        QString text;
        Theme::Tone tone = Theme::Tone::Neutral;
    };
    // Whether the messages below reached the agent, and how many trace lines were unusable.
    static Banner banner(LoopSource::Detection detection, int skippedLines);
    // "source · session … · run …".
    static QString runTitle(const QString &source, const QString &session, const QString &run);
    // Under the what-if bar: own thresholds, or how many verdicts the others move.
    static QString whatIfSummary(bool hasRun, bool active, int moved);
};

} // namespace toolgate::ui
