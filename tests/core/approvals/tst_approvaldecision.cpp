// SPDX-License-Identifier: MIT
// ApprovalDecision's wire names: exactly the strings the gateway, the history database and the CLI
// have always used, and nothing else parses.
#include "approvals/approvaldecision.h"
#include "approvals/approvalrequest.h"
#include "failonwarning.h"

#include <QTest>

using toolgate::core::ApprovalDecision;

class TestApprovalDecision : public QObject {
    Q_OBJECT

private slots:
    void init() { toolgate::test::failOnAnyWarning(); }
    void wireNames_data() {
        QTest::addColumn<ApprovalDecision>("decision");
        QTest::addColumn<QString>("name");
        QTest::newRow("allow once") << ApprovalDecision::AllowOnce << QStringLiteral("allow-once");
        QTest::newRow("allow always")
            << ApprovalDecision::AllowAlways << QStringLiteral("allow-always");
        QTest::newRow("deny") << ApprovalDecision::Deny << QStringLiteral("deny");
    }

    void wireNames() {
        QFETCH(ApprovalDecision, decision);
        QFETCH(QString, name);
        QCOMPARE(toolgate::core::approvalDecisionName(decision), name);
        QCOMPARE(toolgate::core::approvalDecisionFromName(name), std::optional(decision));
    }

    void listInGatewayOrder() {
        QCOMPARE(toolgate::core::approvalDecisionNames(),
                 (QStringList{QStringLiteral("allow-once"), QStringLiteral("allow-always"),
                              QStringLiteral("deny")}));
    }

    void otherStringsAreNotDecisions_data() {
        QTest::addColumn<QString>("name");
        QTest::newRow("empty") << QString();
        QTest::newRow("case") << QStringLiteral("Deny");
        QTest::newRow("underscore") << QStringLiteral("allow_once");
        QTest::newRow("padded") << QStringLiteral(" deny");
        QTest::newRow("allow") << QStringLiteral("allow");
    }

    void otherStringsAreNotDecisions() {
        QFETCH(QString, name);
        QCOMPARE(toolgate::core::approvalDecisionFromName(name), std::nullopt);
    }

    // The typed check agrees with the wire lists: allowed minus unavailable.
    void requestAllowsByType() {
        toolgate::core::ApprovalRequest r;
        r.allowedDecisions = {QStringLiteral("allow-once"), QStringLiteral("allow-always"),
                              QStringLiteral("deny")};
        r.unavailableDecisions = {QStringLiteral("allow-always")};
        QVERIFY(r.allowsDecision(ApprovalDecision::AllowOnce));
        QVERIFY(!r.allowsDecision(ApprovalDecision::AllowAlways));
        QVERIFY(r.allowsDecision(ApprovalDecision::Deny));
    }
};

QTEST_APPLESS_MAIN(TestApprovalDecision)
#include "tst_approvaldecision.moc"
