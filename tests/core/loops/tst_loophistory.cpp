// SPDX-License-Identifier: MIT
// The detector's bookkeeping: run/tool numbering (fingerprint collisions stay apart) and the
// history window's per-run chains (always the run's records of the window, oldest first).
#include "failonwarning.h"
#include "loops/loophistory.h"
#include "loops/slotinterner.h"

#include <QTest>

#include <random>

using namespace toolgate::core;

class TestLoopHistory : public QObject {
    Q_OBJECT

private slots:
    void init() { toolgate::test::failOnAnyWarning(); }
    void internerNumbersInOrderOfFirstSight() {
        SlotInterner interner;
        QCOMPARE(interner.slot(KeyedString("run-a")), 0u);
        QCOMPARE(interner.slot(KeyedString("run-b")), 1u);
        QCOMPARE(interner.slot(KeyedString("run-a")), 0u);
        QCOMPARE(interner.slot(KeyedString("")), 2u);
        QCOMPARE(interner.size(), size_t(3));
    }

    void internerKeepsCollidingFingerprintsApart() {
        // Forge equal fingerprints: only the text may decide.
        SlotInterner interner;
        KeyedString a("exec");
        KeyedString b("read");
        b.key = a.key;
        const auto sa = interner.slot(a);
        const auto sb = interner.slot(b);
        QVERIFY(sa != sb);
        QCOMPARE(interner.slot(a), sa);
        QCOMPARE(interner.slot(b), sb);
    }

    void internerSurvivesGrowth() {
        SlotInterner interner;
        for (std::uint32_t i = 0; i < 1000; ++i)
            QCOMPARE(interner.slot(KeyedString("run-" + std::to_string(i))), i);
        for (std::uint32_t i = 0; i < 1000; i += 7)
            QCOMPARE(interner.slot(KeyedString("run-" + std::to_string(i))), i);
    }

    void chainsMatchTheWindow() {
        // Random runs through a 30-record window: each run's chain equals the window filtered by
        // run, in order, before and after the ring wraps.
        LoopHistory history(30);
        std::mt19937 rng(19);
        std::vector<const LoopRecord *> chain;
        for (int n = 0; n < 500; ++n) {
            const std::uint32_t run = rng() % (n < 200 ? 3 : 9);
            history.append(run).toolCallId = "call_" + std::to_string(n);
            for (std::uint32_t r = 0; r < 10; ++r) {
                std::vector<const LoopRecord *> expected;
                for (const LoopRecord &record : history) {
                    if (record.runSlot == r)
                        expected.push_back(&record);
                }
                history.collectRun(r, chain);
                QCOMPARE(chain, expected);
            }
        }
        QCOMPARE(history.size(), size_t(30));
        QCOMPARE(history[29].toolCallId, std::string("call_499"));
    }
};

QTEST_APPLESS_MAIN(TestLoopHistory)
#include "tst_loophistory.moc"
