// SPDX-License-Identifier: MIT
#include "approvals/batchplan.h"
#include "failonwarning.h"

#include <QTest>

using namespace toolgate::core;

namespace {
BatchRequest exec(const QString &id, const QString &command,
                  const QString &agent = QStringLiteral("main"),
                  const QString &gateway = QStringLiteral("Home")) {
    BatchRequest item;
    item.gatewayName = gateway;
    item.request.id = id;
    item.request.command = command;
    item.request.cwd = QStringLiteral("/home/u/p");
    item.request.agentId = agent;
    item.request.allowedDecisions = {QStringLiteral("allow-once"), QStringLiteral("allow-always"),
                                     QStringLiteral("deny")};
    return item;
}

BatchRequest plugin(const QString &id, const QString &title) {
    BatchRequest item;
    item.gatewayName = QStringLiteral("Work");
    item.request.id = id;
    item.request.kind = ApprovalKind::Plugin;
    item.request.pluginId = QStringLiteral("github");
    item.request.toolName = QStringLiteral("create_issue");
    item.request.title = title;
    item.request.agentId = QStringLiteral("main");
    item.request.allowedDecisions = {QStringLiteral("allow-once"), QStringLiteral("deny")};
    return item;
}

// "count × label [reasons]" per group, in the plan's order.
QStringList describe(const BatchPlan &plan) {
    QStringList out;
    for (const ShapeGroup &g : plan.groups())
        out << QStringLiteral("%1 × %2 [%3]")
                   .arg(g.ids.size())
                   .arg(g.shape.label, g.risk.reasons.join(u','));
    return out;
}
} // namespace

class TestBatchPlan : public QObject {
    Q_OBJECT

private slots:
    void init() { toolgate::test::failOnAnyWarning(); }
    // A mixed selection lists every shape with its count, the risky ones first.
    void mixedSelectionListsEveryShapeRiskyFirst() {
        const BatchPlan plan({exec(QStringLiteral("1"), QStringLiteral("make -j4")),
                              exec(QStringLiteral("2"), QStringLiteral("git status")),
                              exec(QStringLiteral("3"), QStringLiteral("make -j8")),
                              plugin(QStringLiteral("4"), QStringLiteral("Open issue")),
                              exec(QStringLiteral("5"), QStringLiteral("rm -rf build")),
                              exec(QStringLiteral("6"), QStringLiteral("make -j 2")),
                              exec(QStringLiteral("7"), QStringLiteral("curl https://x.example")),
                              exec(QStringLiteral("8"), QStringLiteral("git status"))});
        QVERIFY(plan.isMixed());
        QCOMPARE(plan.size(), 8);
        QCOMPARE(describe(plan), (QStringList{QStringLiteral("1 × rm -rf <arg> [destructive]"),
                                              QStringLiteral("1 × curl <arg> [network]"),
                                              QStringLiteral("3 × make -j <arg> []"),
                                              QStringLiteral("2 × git status []"),
                                              QStringLiteral("1 × github: create_issue []")}));
        QCOMPARE(plan.ids(),
                 (QStringList{QStringLiteral("5"), QStringLiteral("7"), QStringLiteral("1"),
                              QStringLiteral("3"), QStringLiteral("6"), QStringLiteral("2"),
                              QStringLiteral("8"), QStringLiteral("4")}));
        QCOMPARE(plan.highestRisk(), RiskLevel::High);
        QCOMPARE(plan.gateways(), (QStringList{QStringLiteral("Home"), QStringLiteral("Work")}));
        // The plugin request cannot be allowed always, so the batch cannot either.
        QVERIFY(plan.commonDecisions() == (std::vector{toolgate::core::ApprovalDecision::AllowOnce,
                                                       toolgate::core::ApprovalDecision::Deny}));
    }

    void oneShapeIsNotMixed() {
        const BatchPlan plan(
            {exec(QStringLiteral("1"), QStringLiteral("make -j4")),
             exec(QStringLiteral("2"), QStringLiteral("make -j8"), QStringLiteral("w"))});
        QVERIFY(!plan.isMixed());
        QCOMPARE(plan.groups().front().agents,
                 (QStringList{QStringLiteral("main"), QStringLiteral("w")}));
        QCOMPARE(plan.agents(), (QStringList{QStringLiteral("main"), QStringLiteral("w")}));
        QCOMPARE(plan.highestRisk(), RiskLevel::None);
        QCOMPARE(plan.commonDecisions().size(), std::size_t(3));
    }

    // A group's risk is every reason any of its requests has: one value can make it risky.
    void groupRiskMergesItsRequests() {
        const BatchPlan plan({exec(QStringLiteral("1"), QStringLiteral("tee out.txt")),
                              exec(QStringLiteral("2"), QStringLiteral("tee /etc/hosts"))});
        QVERIFY(!plan.isMixed());
        QCOMPARE(plan.groups().front().risk.level, RiskLevel::Caution);
        QCOMPARE(plan.groups().front().risk.reasons,
                 QStringList{QStringLiteral("write-outside-cwd")});
    }

    // Within one level, the most serious reason comes first, whatever the labels say.
    void mostSeriousReasonFirstWithinALevel() {
        const BatchPlan plan({exec(QStringLiteral("1"), QStringLiteral("curl -d x https://a")),
                              exec(QStringLiteral("2"), QStringLiteral("rm -rf build"))});
        QCOMPARE(describe(plan),
                 (QStringList{QStringLiteral("1 × rm -rf <arg> [destructive]"),
                              QStringLiteral("1 × curl -d <arg> [network-post,network]")}));
    }

    void emptyPlan() {
        const BatchPlan plan({});
        QCOMPARE(plan.size(), 0);
        QVERIFY(!plan.isMixed());
        QVERIFY(plan.commonDecisions().empty());
        QCOMPARE(plan.highestRisk(), RiskLevel::None);
    }

    void similarityNeedsTheSameAgent() {
        const BatchRequest a = exec(QStringLiteral("1"), QStringLiteral("make -j4"));
        const BatchRequest b = exec(QStringLiteral("2"), QStringLiteral("make -j8"));
        const BatchRequest c =
            exec(QStringLiteral("3"), QStringLiteral("make -j8"), QStringLiteral("w"));
        QCOMPARE(similarityKey(a.request), similarityKey(b.request));
        QVERIFY(similarityKey(a.request) != similarityKey(c.request));
    }
};

QTEST_APPLESS_MAIN(TestBatchPlan)
#include "tst_batchplan.moc"
