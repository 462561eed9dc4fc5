// SPDX-License-Identifier: MIT
// Reading node.list for the exec approvals node picker: which nodes keep their own document.
#include "approvals/execapprovalsnodes.h"
#include "failonwarning.h"

#include <QTest>

using namespace toolgate::core;

class TestExecApprovalsNodes : public QObject {
    Q_OBJECT

private slots:
    void init() { toolgate::test::failOnAnyWarning(); }
    void readsNodesAndTheirExecApprovalsCommands() {
        const Json payload = Json::parse(R"({"ts":1,"activeNodeId":"mac-1","nodes":[
            {"nodeId":"mac-1","displayName":"Studio Mac","platform":"darwin","connected":true,
             "commands":["system.run","system.execApprovals.get","system.execApprovals.set"]},
            {"nodeId":"pi-2","platform":"linux","connected":true,"commands":["system.run",
             "system.execApprovals.get"]},
            {"nodeId":"mac-3","connected":false,"commands":["system.execApprovals.get",
             "system.execApprovals.set"]},
            {"displayName":"no id"}, 7]})");
        const auto nodes = execApprovalsNodesFromJson(payload);
        QCOMPARE(nodes.size(), std::size_t(3));
        QCOMPARE(nodes[0].displayName, QStringLiteral("Studio Mac"));
        QVERIFY(nodes[0].connected && nodes[0].supportsExecApprovals);
        QCOMPARE(nodes[1].displayName, QStringLiteral("pi-2")); // no name: the id
        QVERIFY(!nodes[1].supportsExecApprovals);               // get without set
        QVERIFY(!nodes[2].connected && nodes[2].supportsExecApprovals);
    }

    void anythingElseIsNoNodes() {
        QVERIFY(execApprovalsNodesFromJson(Json::parse("[]")).empty());
        QVERIFY(execApprovalsNodesFromJson(Json::parse(R"({"nodes":{}})")).empty());
    }
};

QTEST_GUILESS_MAIN(TestExecApprovalsNodes)
#include "tst_execapprovalsnodes.moc"
