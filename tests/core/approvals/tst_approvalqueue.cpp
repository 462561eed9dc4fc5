// SPDX-License-Identifier: MIT
#include "approvals/approvalqueue.h"
#include "approvals/gatewayhistory.h"
#include "failonwarning.h"

#include <QTest>

using namespace toolgate::core;

namespace {

ApprovalRequest request(const QString &id, qint64 expiresAtMs = 10000,
                        QStringList allowed = {QStringLiteral("allow-once"),
                                               QStringLiteral("allow-always"),
                                               QStringLiteral("deny")}) {
    ApprovalRequest r;
    r.id = id;
    r.kind = approvalKindForId(id);
    r.command = QStringLiteral("echo ") + id;
    r.allowedDecisions = std::move(allowed);
    r.createdAtMs = 0;
    r.expiresAtMs = expiresAtMs;
    return r;
}

// Applies a script of steps to a fresh queue holding approval "a" and returns its final state.
// Steps: "at:T" (the clock), "decide:D", "ok", "fail:already|notfound|transient|rejected",
// "resolved:D:BY" (BY may be empty), "expire:T", "cancel", "stale", "list:present|absent",
// "history:STATUS:REASON:RESOLVERKIND[:DECISION]" (an approval.history row).
ApprovalState run(const QStringList &steps, QString *decision = nullptr, QString *error = nullptr) {
    ApprovalQueue queue;
    (void)queue.upsert(request(QStringLiteral("a")), 0);
    qint64 now = 100;
    for (const QString &step : steps) {
        const QStringList p = step.split(QLatin1Char(':'));
        const QString op = p.first();
        if (op == QLatin1String("decide")) {
            auto r = queue.beginResolve(QStringLiteral("a"), p.at(1), now);
            if (!r && error)
                *error = r.error().code;
        } else if (op == QLatin1String("ok")) {
            (void)queue.resolveSucceeded(QStringLiteral("a"), now);
        } else if (op == QLatin1String("fail")) {
            if (!QStringList{QStringLiteral("already"), QStringLiteral("notfound"),
                             QStringLiteral("transient"), QStringLiteral("rejected")}
                     .contains(p.at(1)))
                qFatal("unknown failure \"%s\" in an approval queue script", qPrintable(step));
            const ResolveFailure f =
                p.at(1) == QLatin1String("already")     ? ResolveFailure::AlreadyResolved
                : p.at(1) == QLatin1String("notfound")  ? ResolveFailure::NotFound
                : p.at(1) == QLatin1String("transient") ? ResolveFailure::Transient
                                                        : ResolveFailure::Rejected;
            (void)queue.resolveFailed(QStringLiteral("a"), f, QStringLiteral("x"), now);
        } else if (op == QLatin1String("resolved")) {
            (void)queue.applyResolved(QStringLiteral("a"), p.at(1), p.value(2), now);
        } else if (op == QLatin1String("at")) {
            now = p.at(1).toLongLong();
        } else if (op == QLatin1String("expire")) {
            now = p.at(1).toLongLong();
            (void)queue.expire(now);
        } else if (op == QLatin1String("cancel")) {
            (void)queue.cancel(QStringLiteral("a"), QStringLiteral("run-aborted"), now);
        } else if (op == QLatin1String("stale")) {
            queue.markStale();
        } else if (op == QLatin1String("list")) {
            const quint64 mark = queue.mark();
            std::vector<ApprovalRequest> listed;
            if (p.at(1) == QLatin1String("present"))
                listed.push_back(request(QStringLiteral("a")));
            (void)queue.applySnapshot(ApprovalKind::Exec, listed, mark, now);
        } else if (op == QLatin1String("history")) {
            GatewayHistoryItem item{QStringLiteral("a"),     p.at(1), p.value(4), p.at(2), p.at(3),
                                    QStringLiteral("dev-1"), now};
            const GoneVerdict v = verdictFromGatewayHistory(item);
            (void)queue.settleGone(QStringLiteral("a"), v.state, v.decision, v.resolvedBy, v.reason,
                                   now);
        } else {
            // A misspelt step ("decied:deny") must fail the row, not be skipped.
            qFatal("unknown step \"%s\" in an approval queue script", qPrintable(step));
        }
        now += 1;
    }
    if (decision)
        *decision = queue.find(QStringLiteral("a"))->decision;
    return queue.find(QStringLiteral("a"))->state;
}

} // namespace

class TestApprovalQueue : public QObject {
    Q_OBJECT

private slots:
    void init() { toolgate::test::failOnAnyWarning(); }
    void transitions_data() {
        QTest::addColumn<QStringList>("steps");
        QTest::addColumn<ApprovalState>("state");
        QTest::addColumn<QString>("decision");
        QTest::addColumn<QString>("error");
        const auto S = [](const char *text) {
            return QString::fromLatin1(text).split(QLatin1Char(' '), Qt::SkipEmptyParts);
        };
        QTest::newRow("new is pending")
            << S("") << ApprovalState::Pending << QString() << QString();
        QTest::newRow("decide -> resolving") << S("decide:allow-once") << ApprovalState::Resolving
                                             << QStringLiteral("allow-once") << QString();
        QTest::newRow("decide ok -> resolved here")
            << S("decide:allow-once ok") << ApprovalState::ResolvedHere
            << QStringLiteral("allow-once") << QString();
        QTest::newRow("deny ok") << S("decide:deny ok") << ApprovalState::ResolvedHere
                                 << QStringLiteral("deny") << QString();
        QTest::newRow("event before answer, same decision")
            << S("decide:deny resolved:deny:Toolgate ok") << ApprovalState::ResolvedHere
            << QStringLiteral("deny") << QString();
        QTest::newRow("already resolved -> elsewhere")
            << S("decide:allow-once fail:already") << ApprovalState::ResolvedElsewhere << QString()
            << QString();
        QTest::newRow("not found -> gone") << S("decide:allow-once fail:notfound")
                                           << ApprovalState::Gone << QString() << QString();
        QTest::newRow("transient -> pending again")
            << S("decide:allow-once fail:transient") << ApprovalState::Pending << QString()
            << QString();
        QTest::newRow("rejected -> pending again")
            << S("decide:allow-always fail:rejected") << ApprovalState::Pending << QString()
            << QString();
        QTest::newRow("retry after transient")
            << S("decide:allow-once fail:transient decide:deny ok") << ApprovalState::ResolvedHere
            << QStringLiteral("deny") << QString();
        QTest::newRow("other console decided")
            << S("resolved:allow-once:alice") << ApprovalState::ResolvedElsewhere
            << QStringLiteral("allow-once") << QString();
        QTest::newRow("other decided while resolving")
            << S("decide:deny resolved:allow-once:alice fail:already")
            << ApprovalState::ResolvedElsewhere << QStringLiteral("allow-once") << QString();
        // Nobody decided: at the deadline it expired; well before it the gateway ended it.
        QTest::newRow("resolvedBy null at the deadline -> expired")
            << S("at:9000 resolved:deny:") << ApprovalState::Expired << QStringLiteral("deny")
            << QString();
        QTest::newRow("resolvedBy null long before the deadline -> gone, no decision")
            << S("resolved:deny:") << ApprovalState::Gone << QString() << QString();
        QTest::newRow("resolvedBy null while resolving -> gone, no decision")
            << S("decide:allow-once resolved:deny:") << ApprovalState::Gone << QString()
            << QString();
        QTest::newRow("resolvedBy null while resolving at the deadline -> expired")
            << S("decide:allow-once at:9500 resolved:deny:") << ApprovalState::Expired
            << QStringLiteral("deny") << QString();
        QTest::newRow("deadline passes")
            << S("expire:10000") << ApprovalState::Expired << QString() << QString();
        // Our clock's expiry is a guess: the gateway's resolved event, arriving after it, wins.
        QTest::newRow("decided elsewhere after our clock expired it")
            << S("expire:10000 resolved:allow-once:alice") << ApprovalState::ResolvedElsewhere
            << QStringLiteral("allow-once") << QString();
        QTest::newRow("gateway confirms the timeout our clock saw")
            << S("expire:10000 resolved:deny:") << ApprovalState::Expired << QStringLiteral("deny")
            << QString();
        QTest::newRow("a confirmed expiry is final")
            << S("expire:10000 resolved:deny: resolved:allow-once:alice") << ApprovalState::Expired
            << QStringLiteral("deny") << QString();
        QTest::newRow("before deadline stays")
            << S("expire:9999") << ApprovalState::Pending << QString() << QString();
        QTest::newRow("decide after expiry refused")
            << S("expire:10000 decide:deny") << ApprovalState::Expired << QString()
            << QStringLiteral("APPROVAL_NOT_PENDING");
        QTest::newRow("not allowed refused")
            << S("decide:maybe") << ApprovalState::Pending << QString()
            << QStringLiteral("APPROVAL_DECISION_NOT_ALLOWED");
        QTest::newRow("double decide refused")
            << S("decide:deny decide:allow-once") << ApprovalState::Resolving
            << QStringLiteral("deny") << QStringLiteral("APPROVAL_NOT_PENDING");
        QTest::newRow("cancel") << S("cancel") << ApprovalState::Cancelled << QString()
                                << QString();
        QTest::newRow("terminal ignores events")
            << S("cancel resolved:deny:bob") << ApprovalState::Cancelled << QString() << QString();
        QTest::newRow("stale then listed")
            << S("stale list:present") << ApprovalState::Pending << QString() << QString();
        QTest::newRow("stale then not listed")
            << S("stale list:absent") << ApprovalState::Gone << QString() << QString();
        QTest::newRow("gone, history: restart keeps it gone")
            << S("stale list:absent history:cancelled:gateway-restart:system")
            << ApprovalState::Gone << QString() << QString();
        QTest::newRow("gone, history: another device allowed")
            << S("stale list:absent history:allowed:user:device:allow-always")
            << ApprovalState::ResolvedElsewhere << QStringLiteral("allow-always") << QString();
        QTest::newRow("gone, history: timed out")
            << S("stale list:absent history:denied:timeout:system:deny") << ApprovalState::Expired
            << QStringLiteral("deny") << QString();
        QTest::newRow("gone, history: run aborted")
            << S("stale list:absent history:cancelled:run-aborted:system")
            << ApprovalState::Cancelled << QString() << QString();
        QTest::newRow("history never touches a live entry")
            << S("history:allowed:user:device:allow-once") << ApprovalState::Pending << QString()
            << QString();
        QTest::newRow("history never overrides a resolved event")
            << S("resolved:deny:bob history:allowed:user:device:allow-once")
            << ApprovalState::ResolvedElsewhere << QStringLiteral("deny") << QString();
        QTest::newRow("resolving not reconciled by list")
            << S("decide:deny list:absent") << ApprovalState::Resolving << QStringLiteral("deny")
            << QString();
        QTest::newRow("listed after resolution not revived")
            << S("resolved:deny:bob list:present") << ApprovalState::ResolvedElsewhere
            << QStringLiteral("deny") << QString();
    }
    void transitions() {
        QFETCH(QStringList, steps);
        QFETCH(ApprovalState, state);
        QFETCH(QString, decision);
        QFETCH(QString, error);
        QString actualDecision;
        QString actualError;
        QCOMPARE(run(steps, &actualDecision, &actualError), state);
        QCOMPARE(actualDecision, decision);
        QCOMPARE(actualError, error);
    }

    void unavailableDecisionsAreRefused() {
        ApprovalQueue queue;
        ApprovalRequest r = request(QStringLiteral("u"));
        r.unavailableDecisions = {QStringLiteral("allow-always")};
        (void)queue.upsert(r, 0);
        QCOMPARE(
            queue.beginResolve(QStringLiteral("u"), QStringLiteral("allow-always"), 1).error().code,
            QStringLiteral("APPROVAL_DECISION_NOT_ALLOWED"));
        QVERIFY(queue.beginResolve(QStringLiteral("u"), QStringLiteral("allow-once"), 1));
    }

    // The console ends every live request itself (a demo scenario switch): gone, no decision.
    void endPendingLeavesFinishedEntriesAlone() {
        ApprovalQueue queue;
        (void)queue.upsert(request(QStringLiteral("a")), 0);
        (void)queue.upsert(request(QStringLiteral("b")), 0);
        (void)queue.upsert(request(QStringLiteral("c")), 0);
        QVERIFY(queue.beginResolve(QStringLiteral("b"), QStringLiteral("deny"), 1));
        (void)queue.applyResolved(QStringLiteral("c"), QStringLiteral("allow-once"),
                                  QStringLiteral("alice"), 2);
        const auto changes = queue.endPending(QStringLiteral("scenario-switched"), 3);
        QCOMPARE(changes.size(), std::size_t(2));
        for (const char *id : {"a", "b"}) {
            const ApprovalEntry *e = queue.find(QString::fromLatin1(id));
            QCOMPARE(e->state, ApprovalState::Gone);
            QVERIFY(e->decision.isEmpty());
            QCOMPARE(e->reason, QStringLiteral("scenario-switched"));
        }
        QCOMPARE(queue.find(QStringLiteral("c"))->state, ApprovalState::ResolvedElsewhere);
        QVERIFY(queue.endPending(QStringLiteral("again"), 4).empty());
    }

    void upsertMergesWithoutDuplicates() {
        ApprovalQueue queue;
        const auto added = queue.upsert(request(QStringLiteral("a")), 0);
        QVERIFY(added && !added->from);
        const auto again = queue.upsert(request(QStringLiteral("a")), 1);
        QVERIFY(again && again->from == ApprovalState::Pending);
        (void)queue.upsert(request(QStringLiteral("plugin:b")), 2);
        QCOMPARE(queue.count(), 2);
        QCOMPARE(queue.entries().front()->request.id, QStringLiteral("a"));
        QCOMPARE(queue.find(QStringLiteral("plugin:b"))->request.kind, ApprovalKind::Plugin);
        QVERIFY(!queue.upsert(ApprovalRequest{}, 3)); // no id, nothing added
    }

    void snapshotOnlyReconcilesItsKindAndOlderEntries() {
        ApprovalQueue queue;
        (void)queue.upsert(request(QStringLiteral("old")), 0);
        (void)queue.upsert(request(QStringLiteral("plugin:p")), 0);
        const quint64 mark = queue.mark();
        (void)queue.upsert(request(QStringLiteral("fresh")),
                           1); // arrived after the list was requested
        const auto changes = queue.applySnapshot(ApprovalKind::Exec, {}, mark, 5);
        QCOMPARE(changes.size(), size_t(1));
        QCOMPARE(changes.front().id, QStringLiteral("old"));
        QCOMPARE(queue.find(QStringLiteral("fresh"))->state, ApprovalState::Pending);
        QCOMPARE(queue.find(QStringLiteral("plugin:p"))->state, ApprovalState::Pending);
        QCOMPARE(queue.find(QStringLiteral("old"))->state, ApprovalState::Gone);
        QCOMPARE(queue.find(QStringLiteral("old"))->reason, QStringLiteral("not-listed"));
        // Overdue entries missing from the list are gone, expired while we were away.
        (void)queue.upsert(request(QStringLiteral("late"), 10), 6);
        (void)queue.upsert(request(QStringLiteral("other")), 6);
        const quint64 mark2 = queue.mark();
        (void)queue.applySnapshot(ApprovalKind::Exec, {request(QStringLiteral("fresh"))}, mark2, 20,
                                  QStringLiteral("gateway-restart"));
        QCOMPARE(queue.find(QStringLiteral("late"))->state, ApprovalState::Gone);
        QCOMPARE(queue.find(QStringLiteral("late"))->reason, QStringLiteral("expired-offline"));
        QCOMPARE(queue.find(QStringLiteral("other"))->reason, QStringLiteral("gateway-restart"));
        QCOMPARE(queue.find(QStringLiteral("fresh"))->state, ApprovalState::Pending);
    }

    void nextExpiryAndPrune() {
        ApprovalQueue queue;
        QVERIFY(!queue.nextExpiry());
        (void)queue.upsert(request(QStringLiteral("a"), 500), 0);
        (void)queue.upsert(request(QStringLiteral("b"), 300), 0);
        QCOMPARE(*queue.nextExpiry(), 300);
        QCOMPARE(queue.expire(300).size(), size_t(1));
        QCOMPARE(*queue.nextExpiry(), 500);
        const ApprovalRetention retention{/*maxAgeMs*/ 1000, /*maxFinished*/ 500};
        QCOMPARE(queue.pruneFinished(1300, retention), QStringList()); // finished 1,000 ms ago
        QCOMPARE(queue.pruneFinished(1301, retention), QStringList{QStringLiteral("b")});
        QCOMPARE(queue.count(), 1);
        // Pending entries are never pruned, however old.
        QCOMPARE(queue.pruneFinished(10'000'000, ApprovalRetention{0, 0}), QStringList());
        QCOMPARE(queue.count(), 1);
    }

    void retentionKeepsOnlyTheMostRecentFinished() {
        ApprovalQueue queue;
        for (int i = 0; i < 8; ++i)
            (void)queue.upsert(request(QStringLiteral("r%1").arg(i), 100 + i), 0);
        QCOMPARE(queue.expire(200).size(), size_t(8));
        // All finished at 200; the cap keeps three, dropping in arrival order.
        const QStringList dropped = queue.pruneFinished(201, ApprovalRetention{60'000, 3});
        QCOMPARE(dropped.size(), 5);
        QCOMPARE(queue.count(), 3);
        QVERIFY(queue.find(QStringLiteral("r7")));
        QVERIFY(!queue.find(QStringLiteral("r0")));
    }

    void finishedToDropTakesAgeAndCap() {
        const std::vector<FinishedApproval> finished{{QStringLiteral("old"), 10},
                                                     {QStringLiteral("mid"), 500},
                                                     {QStringLiteral("new"), 900}};
        QCOMPARE(finishedToDrop(finished, 1000, {600, 10}), QStringList{QStringLiteral("old")});
        QCOMPARE(finishedToDrop(finished, 1000, {60'000, 1}),
                 (QStringList{QStringLiteral("old"), QStringLiteral("mid")}));
        QCOMPARE(finishedToDrop(finished, 1000, {60'000, 10}), QStringList());
    }
};

QTEST_APPLESS_MAIN(TestApprovalQueue)
#include "tst_approvalqueue.moc"
