// SPDX-License-Identifier: MIT
// The inbox's triage and batch logic without widgets or a gateway: the next decidable request,
// stepping through the list, alike requests, and one decision sent for many with each outcome
// reported (failures at once, the others when their gateway answers).
#include "approvals/approvalentry.h"
#include "failonwarning.h"
#include "models/approvallistmodel.h"
#include "ui/approvals/approvaltray.h"
#include "ui/approvals/approvaltriage.h"

#include <QSignalSpy>
#include <QTest>

using namespace toolgate;
using core::ApprovalDecision;
using core::ApprovalEntry;
using core::ApprovalState;
using ui::ApprovalTriage;

namespace {
ApprovalEntry execEntry(const QString &id, const QString &command, qint64 seenMs,
                        ApprovalState state = ApprovalState::Pending, bool stale = false) {
    ApprovalEntry entry;
    entry.request.id = id;
    entry.request.kind = core::ApprovalKind::Exec;
    entry.request.command = command;
    entry.request.commandArgv = command.split(u' ');
    entry.request.agentId = QStringLiteral("main");
    entry.request.createdAtMs = seenMs;
    entry.request.expiresAtMs = seenMs + 120000;
    entry.state = state;
    entry.stale = stale;
    entry.firstSeenMs = seenMs;
    return entry;
}
} // namespace

class TestApprovalTriage final : public QObject {
    Q_OBJECT

    core::ApprovalListModel m_model;

    void fill() {
        // Rows in arrival order: a (npm test), b (git push, decided), c (npm test, stale),
        // d (npm test), e (cargo build).
        const QString gw = QStringLiteral("gw");
        m_model.upsert(gw, QStringLiteral("Gateway"),
                       execEntry(QStringLiteral("a"), QStringLiteral("npm test --shard=1"), 1000));
        m_model.upsert(gw, QStringLiteral("Gateway"),
                       execEntry(QStringLiteral("b"), QStringLiteral("git push origin main"), 2000,
                                 ApprovalState::ResolvedHere));
        m_model.upsert(gw, QStringLiteral("Gateway"),
                       execEntry(QStringLiteral("c"), QStringLiteral("npm test --shard=2"), 3000,
                                 ApprovalState::Pending, true));
        m_model.upsert(gw, QStringLiteral("Gateway"),
                       execEntry(QStringLiteral("d"), QStringLiteral("npm test --shard=3"), 4000));
        m_model.upsert(gw, QStringLiteral("Gateway"),
                       execEntry(QStringLiteral("e"), QStringLiteral("cargo build"), 5000));
    }
    int row(const char *id) const { return m_model.rowOf(QLatin1String(id)); }

private slots:
    void init() {
        toolgate::test::failOnAnyWarning();
        while (m_model.rowCount() > 0)
            m_model.remove(m_model.idAt(0));
        fill();
        QCOMPARE(m_model.rowCount(), 5);
    }

    void nextDecidableSkipsDecidedAndStale() {
        ApprovalTriage triage(&m_model);
        QCOMPARE(triage.nextDecidableRow(row("b")), row("d"));     // b decided, c stale
        QCOMPARE(triage.nextDecidableRow(row("e") + 1), row("a")); // wraps around
        QVERIFY(ApprovalTriage::isDecidable(m_model.entryAt(row("a"))));
        QVERIFY(!ApprovalTriage::isDecidable(m_model.entryAt(row("b"))));
        QVERIFY(!ApprovalTriage::isDecidable(m_model.entryAt(row("c"))));
        QVERIFY(!ApprovalTriage::isDecidable(nullptr));
    }

    void steppingStaysInTheList() {
        ApprovalTriage triage(&m_model);
        QCOMPARE(triage.steppedRow(-1, 1), 0);
        QCOMPARE(triage.steppedRow(0, -1), 0);
        QCOMPARE(triage.steppedRow(3, 1), 4);
        QCOMPARE(triage.steppedRow(4, 1), 4);
        core::ApprovalListModel empty;
        QCOMPARE(ApprovalTriage(&empty).steppedRow(0, 1), -1);
    }

    void similarAreTheDecidableOnesOfTheSameShape() {
        ApprovalTriage triage(&m_model);
        const QList<int> rows = triage.similarRows(row("a"));
        QCOMPARE(rows, (QList<int>{row("a"), row("d")})); // c is stale, e another command
        QCOMPARE(triage.similarRows(row("e")), QList<int>{row("e")});
        QVERIFY(triage.similarRows(-1).isEmpty());
        QCOMPARE(triage.decidableIds({row("a"), row("b"), row("c"), row("e")}),
                 (QStringList{QStringLiteral("a"), QStringLiteral("e")}));
        const std::vector<core::BatchRequest> requests =
            triage.batchRequests({QStringLiteral("a"), QStringLiteral("d")},
                                 [](const QString &gateway) { return gateway.toUpper(); });
        QCOMPARE(requests.size(), std::size_t(2));
        QCOMPARE(requests.at(1).request.id, QStringLiteral("d"));
        QCOMPARE(requests.at(1).gatewayName, QStringLiteral("GW"));
    }

    void aBatchReportsEveryOutcomeOnce() {
        ApprovalTriage triage(&m_model);
        QSignalSpy reported(&triage, &ApprovalTriage::resultReported);
        QStringList sent;
        triage.sendBatch(
            {QStringLiteral("a"), QStringLiteral("d"), QStringLiteral("e")}, ApprovalDecision::Deny,
            [&sent](const QString &gateway, const QString &id,
                    ApprovalDecision decision) -> QString {
                if (gateway != QLatin1String("gw") || decision != ApprovalDecision::Deny)
                    return QStringLiteral("wrong gateway or decision");
                if (id == QLatin1String("d"))
                    return QStringLiteral("socket closed");
                sent << id;
                return {};
            });
        QCOMPARE(sent, (QStringList{QStringLiteral("a"), QStringLiteral("e")}));
        // d could not be sent: reported at once; a and e wait for their gateway.
        QCOMPARE(reported.count(), 1);
        QCOMPARE(reported.at(0).at(0).toString(), QStringLiteral("d"));
        QCOMPARE(reported.at(0).at(1).toBool(), false);
        QCOMPARE(reported.at(0).at(2).toString(), QStringLiteral("socket closed"));
        QVERIFY(triage.isWaitingFor(QStringLiteral("a")));
        QVERIFY(!triage.isWaitingFor(QStringLiteral("d")));

        triage.noteFinished(QStringLiteral("a"), true, {});
        triage.noteFinished(QStringLiteral("a"), true, {});   // told twice: reported once
        triage.noteFinished(QStringLiteral("zzz"), true, {}); // not in the batch
        triage.noteFinished(QStringLiteral("e"), false, QStringLiteral("already resolved"));
        QCOMPARE(reported.count(), 3);
        QCOMPARE(reported.at(1).at(0).toString(), QStringLiteral("a"));
        QCOMPARE(reported.at(1).at(1).toBool(), true);
        QCOMPARE(reported.at(2).at(2).toString(), QStringLiteral("already resolved"));
        QVERIFY(!triage.isWaitingFor(QStringLiteral("e")));
    }

    void theTrayWordsTheHeadline() {
        core::ApprovalRequest exec = m_model.entryAt(row("a"))->request;
        QCOMPARE(ui::ApprovalTray::headline(exec), QStringLiteral("main wants to run a command"));
        core::ApprovalRequest plugin;
        plugin.kind = core::ApprovalKind::Plugin;
        plugin.pluginId = QStringLiteral("payments");
        plugin.title = QStringLiteral("Send 20 EUR");
        QCOMPARE(ui::ApprovalTray::headline(plugin), QStringLiteral("payments asks: Send 20 EUR"));
    }
};

QTEST_GUILESS_MAIN(TestApprovalTriage)
#include "tst_approvaltriage.moc"
