// SPDX-License-Identifier: MIT
// What the Loops screen says about a run, without widgets: each detector's meter keyed by its
// kind with the thresholds that apply to it, the detection banner and the what-if summary.
#include "failonwarning.h"
#include "ui/loops/loopreadings.h"

#include <QTest>

using namespace toolgate;
using core::LoopDetectorKind;
using ui::LoopMeterReading;
using ui::LoopReadings;
using ui::LoopSource;

namespace {
LoopMeterReading readingFor(const QList<LoopMeterReading> &readings, LoopDetectorKind kind) {
    for (const LoopMeterReading &reading : readings) {
        if (reading.kind == kind)
            return reading;
    }
    return {};
}
} // namespace

class TestLoopReadings final : public QObject {
    Q_OBJECT

private slots:
    void init() { toolgate::test::failOnAnyWarning(); }
    void everyDetectorOnceInDisplayOrder() {
        const QList<LoopMeterReading> readings =
            LoopReadings::meters(core::LoopCounts{}, core::LoopThresholds{});
        QList<LoopDetectorKind> kinds;
        for (const LoopMeterReading &reading : readings)
            kinds << reading.kind;
        QCOMPARE(kinds, LoopReadings::detectorKinds());
        QCOMPARE(kinds.size(), 6);
        QCOMPARE(kinds.constFirst(), LoopDetectorKind::GenericRepeat);
        QCOMPARE(kinds.constLast(), LoopDetectorKind::GlobalCircuitBreaker);
    }

    void onlyTheThresholdsThatApply() {
        core::LoopThresholds t;
        t.warning = 4;
        t.critical = 8;
        t.breaker = 12;
        t.unknownTool = 6;
        const QList<LoopMeterReading> readings = LoopReadings::meters({}, t);
        const LoopMeterReading repeat = readingFor(readings, LoopDetectorKind::GenericRepeat);
        QCOMPARE(repeat.warning, 4);
        QCOMPARE(repeat.critical, 8);
        QCOMPARE(repeat.breaker, 0);
        const LoopMeterReading unknown = readingFor(readings, LoopDetectorKind::UnknownToolRepeat);
        QCOMPARE(unknown.warning, 0);
        QCOMPARE(unknown.critical, 6);
        const LoopMeterReading churn = readingFor(readings, LoopDetectorKind::ArgumentChurn);
        QCOMPARE(churn.warning, 4);
        QCOMPARE(churn.critical, 0);
        const LoopMeterReading breaker =
            readingFor(readings, LoopDetectorKind::GlobalCircuitBreaker);
        QCOMPARE(breaker.warning, 0);
        QCOMPARE(breaker.critical, 0);
        QCOMPARE(breaker.breaker, 12);
    }

    void aKnownPollCountsOnItsOwnMeter() {
        core::LoopCounts counts;
        counts.noProgressStreak = 7;
        counts.recentRepeats = 9;
        counts.knownPoll = true;
        QList<LoopMeterReading> readings = LoopReadings::meters(counts, {});
        QCOMPARE(readingFor(readings, LoopDetectorKind::KnownPollNoProgress).count, 7);
        QCOMPARE(readingFor(readings, LoopDetectorKind::GenericRepeat).count, 0);
        QCOMPARE(readingFor(readings, LoopDetectorKind::GlobalCircuitBreaker).count, 7);

        counts.knownPoll = false;
        readings = LoopReadings::meters(counts, {});
        QCOMPARE(readingFor(readings, LoopDetectorKind::KnownPollNoProgress).count, 0);
        const LoopMeterReading repeat = readingFor(readings, LoopDetectorKind::GenericRepeat);
        QCOMPARE(repeat.count, 9);
        QVERIFY2(repeat.detail.contains(QLatin1String("7 in a row")), qPrintable(repeat.detail));
    }

    void theBannerSaysWhetherTheAgentGotTheMessages() {
        const LoopReadings::Banner on = LoopReadings::banner(LoopSource::Detection::Enabled, 0);
        QCOMPARE(on.tone, ui::Theme::Tone::Success);
        QVERIFY(on.text.contains(QLatin1String("received")));
        const LoopReadings::Banner off = LoopReadings::banner(LoopSource::Detection::Disabled, 0);
        QCOMPARE(off.tone, ui::Theme::Tone::Warning);
        QVERIFY(off.text.contains(QLatin1String("would have received")));
        const LoopReadings::Banner unknown =
            LoopReadings::banner(LoopSource::Detection::Unknown, 2);
        QCOMPARE(unknown.tone, ui::Theme::Tone::Neutral);
        QVERIFY2(unknown.text.contains(QLatin1String("skipped")), qPrintable(unknown.text));
        QVERIFY(!on.text.contains(QLatin1String("skipped")));
    }

    void theWhatIfSummaryCountsMovedVerdicts() {
        QVERIFY(LoopReadings::whatIfSummary(false, true, 3).isEmpty());
        QVERIFY(LoopReadings::whatIfSummary(true, false, 0).contains(QLatin1String("own")));
        QVERIFY(LoopReadings::whatIfSummary(true, true, 0).contains(QLatin1String("no verdict")));
        const QString moved = LoopReadings::whatIfSummary(true, true, 3);
        QVERIFY2(moved.contains(QLatin1String("3 verdict")), qPrintable(moved));
        QCOMPARE(LoopReadings::runTitle(QStringLiteral("Live"), QStringLiteral("s"), {}),
                 QStringLiteral("Live · session s · run (no run id)"));
    }
};

QTEST_GUILESS_MAIN(TestLoopReadings)
#include "tst_loopreadings.moc"
