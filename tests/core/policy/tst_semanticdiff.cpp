// SPDX-License-Identifier: MIT
#include "catalog/toolcatalog.h"
#include "failonwarning.h"
#include "policy/semanticdiff.h"

#include <QTest>

using namespace toolgate::core;

namespace {

std::vector<PolicyTool> coreTools() {
    std::vector<PolicyTool> tools;
    for (const CatalogTool &t : ToolCatalog::builtin().tools())
        tools.push_back({t.id, {}});
    return tools;
}

} // namespace

class TestSemanticDiff : public QObject {
    Q_OBJECT

private slots:
    void init() { toolgate::test::failOnAnyWarning(); }
    void summary_data() {
        QTest::addColumn<QByteArray>("before");
        QTest::addColumn<QByteArray>("after");
        QTest::addColumn<QString>("agent"); // empty: every scope
        QTest::addColumn<QString>("summary");

        QTest::newRow("identical")
            << QByteArray(R"({"tools":{"profile":"coding"}})")
            << QByteArray(R"({"tools":{"profile":"coding"}})") << QString() << QString();
        QTest::newRow("key order only")
            << QByteArray(R"({"tools":{"profile":"coding","deny":["exec"]}})")
            << QByteArray(R"({"tools":{"deny":["exec"],"profile":"coding"}})") << QString()
            << QString();
        QTest::newRow("global deny loses for default")
            << QByteArray(R"({"tools":{"allow":["read","exec"]}})")
            << QByteArray(R"({"tools":{"allow":["read","exec"],"deny":["exec"]}})") << QString()
            << QStringLiteral("default: -exec");
        QTest::newRow("agent gains, other agent loses")
            << QByteArray(R"({"tools":{"allow":["read","exec","browser","web_fetch"]},
                 "agents":{"ownership":"explicit","entries":{
                   "ops":{"tools":{"deny":["browser","web_fetch"]}},
                   "family":{"tools":{}}}}})")
            << QByteArray(R"({"tools":{"allow":["read","exec","browser","web_fetch"]},
                 "agents":{"ownership":"explicit","entries":{
                   "ops":{"tools":{}},
                   "family":{"tools":{"deny":["exec"]}}}}})")
            << QString() << QStringLiteral("agent ops: +web_fetch, +browser; agent family: -exec");
        QTest::newRow("only the named agent")
            << QByteArray(R"({"tools":{"allow":["read","exec"]},"agents":{"ownership":"explicit",
                 "entries":{"a":{},"b":{}}}})")
            << QByteArray(R"({"tools":{"allow":["read","exec"],"deny":["exec"]},
                 "agents":{"ownership":"explicit","entries":{"a":{},"b":{}}}})")
            << QStringLiteral("b") << QStringLiteral("agent b: -exec");
        QTest::newRow("agent only in the new config")
            << QByteArray(R"({"tools":{"allow":["read"]}})")
            << QByteArray(R"({"tools":{"allow":["read"]},
                 "agents":{"entries":{"solo":{"tools":{"deny":["read"]}}}}})")
            << QStringLiteral("solo") << QStringLiteral("agent solo: -read");
    }
    void summary() {
        QFETCH(QByteArray, before);
        QFETCH(QByteArray, after);
        QFETCH(QString, agent);
        QFETCH(QString, summary);
        PolicyContext ctx;
        if (!agent.isEmpty()) {
            ctx.agentId = agent.toStdString();
            ctx.sessionKey = "agent:" + agent.toStdString() + ":main";
        }
        const auto changes = semanticDiff(Json::parse(before.toStdString()),
                                          Json::parse(after.toStdString()), coreTools(), ctx);
        QCOMPARE(semanticDiffSummary(changes), summary);
        QCOMPARE(changes.isEmpty(), summary.isEmpty());
    }

    void emptySummary() { QCOMPARE(semanticDiffSummary({}), QString()); }

    void summaryFormat() {
        const QList<AgentToolChange> changes{
            {QString(), {QStringLiteral("exec")}, {}, {}, {}},
            {QStringLiteral("x"), {}, {QStringLiteral("read")}, {}, QStringLiteral("E: no")},
            {QStringLiteral("y"), {}, {}, QStringLiteral("E: no"), {}}};
        QCOMPARE(semanticDiffSummary(changes),
                 QStringLiteral("default: +exec; agent x: -read, error: E: no; agent y: error "
                                "cleared"));
    }
};

QTEST_APPLESS_MAIN(TestSemanticDiff)
#include "tst_semanticdiff.moc"
