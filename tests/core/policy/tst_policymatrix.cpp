// SPDX-License-Identifier: MIT
#include "failonwarning.h"
#include "policy/matrixworkload.h"
#include "policy/policycase.h"
#include "policy/policyengine.h"
#include "policy/policymatrix.h"
#include "util/jsonio.h"

#include <QTest>

using namespace toolgate::core;

namespace {

const QString kDataDir = QStringLiteral(TOOLGATE_TEST_DATA_DIR "/bench/");

Json readData(const char *name) {
    auto json = readJsonFile(kDataDir + QLatin1String(name));
    if (!json)
        qFatal("%s", qPrintable(json.error().toString()));
    return *json;
}

std::vector<std::string> agentsOf(const Json &config) {
    std::vector<std::string> ids;
    for (auto it = config["agents"]["entries"].begin(); it != config["agents"]["entries"].end();
         ++it)
        ids.push_back(it.key());
    return ids;
}

} // namespace

class TestPolicyMatrix : public QObject {
    Q_OBJECT

private slots:
    void init() { toolgate::test::failOnAnyWarning(); }
    void initTestCase() { m_w1 = readData("W1-policy.json"); }

    void generatorIsDeterministic() {
        const Json a = generateMatrixWorkload(m_w1, 19);
        const Json b = generateMatrixWorkload(m_w1, 19);
        QCOMPARE(a.dump(), b.dump());
        QVERIFY(generateMatrixWorkload(m_w1, 20)["config"] != a["config"]);
    }

    // The committed workload is the generator's output (regenerate it with
    // `toolgate-cli bench matrix-generate tests/data/bench/W1-policy.json 19` when this fails).
    void committedWorkloadMatchesGenerator() {
        QCOMPARE(readData("M1-matrix.json").dump(), generateMatrixWorkload(m_w1, 19).dump());
    }

    // 200 agents that use every layer, and a config OpenClaw accepts.
    void workloadCoversEveryLayer() {
        const Json w = generateMatrixWorkload(m_w1, 19);
        const Json &entries = w["config"]["agents"]["entries"];
        QCOMPARE(entries.size(), std::size_t(200));
        int profiles = 0, allow = 0, also = 0, deny = 0, modelKeys = 0, providerKeys = 0,
            senders = 0, sandboxes = 0;
        for (const Json &agent : entries) {
            const Json &t = agent["tools"];
            profiles += t.contains("profile");
            allow += t.contains("allow");
            also += t.contains("alsoAllow");
            deny += t.contains("deny");
            senders += t.contains("toolsBySender");
            sandboxes += t.contains("sandbox");
            if (t.contains("byProvider"))
                for (auto it = t["byProvider"].begin(); it != t["byProvider"].end(); ++it)
                    (it.key().find('/') != std::string::npos ? modelKeys : providerKeys)++;
        }
        for (int count : {profiles, allow, also, deny, modelKeys, providerKeys, senders, sandboxes})
            QVERIFY2(count >= 20, qPrintable(QString::number(count)));
        QVERIFY(w["config"]["tools"]["subagents"]["tools"].contains("deny"));
        QVERIFY(w["context"]["sandboxed"].get<bool>());

        auto tools = parsePolicyTools(w["tools"]);
        QVERIFY(tools);
        QCOMPARE(tools->size(), std::size_t(2561));
        const PolicyEngine engine(w["config"], *tools);
        QVERIFY(engine.configIssues().empty());
    }

    // Every cell names the first stage of the agent's own trace that removed the tool.
    void cellsAgreeWithTheTrace() {
        const Json w = generateMatrixWorkload(m_w1, 19);
        const PolicyEngine engine(w["config"], *parsePolicyTools(w["tools"]));
        const PolicyContext base = *parsePolicyContext(w["context"]);
        const std::vector<std::string> agents = agentsOf(w["config"]);
        PolicyMatrix matrix;
        evaluatePolicyMatrix(engine, base, agents, matrix);
        QCOMPARE(matrix.rows.size(), agents.size());
        std::size_t decidedByDeny = 0;
        for (std::size_t r = 0; r < agents.size(); r += 7) {
            const PolicyTrace trace = engine.evaluate(contextForAgent(base, agents[r]));
            const PolicyMatrixRow &row = matrix.rows[r];
            QCOMPARE(row.allowed, trace.final.count());
            std::vector<std::pair<const ToolMask *, std::string>> stages;
            for (const PrefilterTrace &pf : trace.prefilters)
                stages.emplace_back(&pf.removed, pf.label);
            for (const StepTrace &st : trace.steps)
                stages.emplace_back(&st.removed, st.label);
            for (std::size_t t = 0; t < matrix.tools; ++t) {
                std::string expected;
                for (const auto &[removed, label] : stages)
                    if (removed->test(t)) {
                        expected = label;
                        break;
                    }
                const int d = matrix.decider(r, t);
                QCOMPARE(d < 0, trace.final.test(t));
                QCOMPARE(d < 0 ? std::string() : row.stages[std::size_t(d)].label, expected);
                decidedByDeny += expected.find("toolsBySender") != std::string::npos;
            }
        }
        QVERIFY(decidedByDeny > 0);
    }

    void contextForAgentKeepsTheRunKind() {
        PolicyContext base;
        base.sessionKey = "agent:main:subagent:w1";
        QCOMPARE(contextForAgent(base, "ops").sessionKey, std::string("agent:ops:subagent:w1"));
        QCOMPARE(*contextForAgent(base, "ops").agentId, std::string("ops"));
        base.sessionKey = "global";
        QCOMPARE(contextForAgent(base, "ops").sessionKey, std::string("agent:ops:main"));
    }

private:
    Json m_w1;
};

QTEST_GUILESS_MAIN(TestPolicyMatrix)
#include "tst_policymatrix.moc"
