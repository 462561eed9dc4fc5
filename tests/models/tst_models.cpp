// SPDX-License-Identifier: MIT
// The console's item models over a real config and the real engine, each watched by
// QAbstractItemModelTester from before the first document goes in.
#include "config/configdocument.h"
#include "failonwarning.h"
#include "models/matrixmodel.h"
#include "models/pipelinemodel.h"
#include "models/policyworkspace.h"
#include "models/scopetreemodel.h"
#include "policy/policycase.h"
#include "policy/semanticdiff.h"
#include "util/jsonio.h"

#include "requirevalue.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace toolgate::core;

namespace {

QString dataFile(const char *name) {
    return QStringLiteral(TOOLGATE_MODEL_DATA_DIR "/") + QLatin1String(name);
}

std::vector<PolicyTool> sampleTools() {
    const Json json = toolgate::test::requireValue(readJsonFile(dataFile("sample-tools.json")),
                                                   "sample-tools.json");
    return toolgate::test::requireValue(parsePolicyTools(json), "sample tools");
}

ConfigDocument sampleDocument() {
    return toolgate::test::requireValue(ConfigDocument::load(dataFile("sample-openclaw.json5")),
                                        "sample-openclaw.json5");
}

// The tree as indented "name [count]" lines, the way a person reads it.
QStringList dump(const QAbstractItemModel &model, const QModelIndex &parent = {}, int depth = 0) {
    QStringList lines;
    for (int row = 0; row < model.rowCount(parent); ++row) {
        const QModelIndex name = model.index(row, 0, parent);
        const QString count = model.index(row, 1, parent).data().toString();
        lines << QString(depth * 2, QLatin1Char(' ')) + name.data().toString() +
                     (count.isEmpty() ? QString() : QStringLiteral(" [%1]").arg(count));
        lines += dump(model, name, depth + 1);
    }
    return lines;
}

QStringList columnNames(const PipelineModel &model, const QList<int> &rows) {
    QStringList names;
    for (int row : rows)
        names << model.headerData(row, Qt::Vertical).toString();
    return names;
}

PolicyContext agentContext(const char *agent) {
    PolicyContext context;
    context.agentId = agent;
    context.sessionKey = std::string("agent:") + agent + ":main";
    return context;
}

} // namespace

class TestModels final : public QObject {
    Q_OBJECT

private slots:
    void init() { toolgate::test::failOnAnyWarning(); }
    void scopeTree();
    void scopeTreeKeepsRowsOnEdit();
    void pipelineColumns_data();
    void pipelineColumns();
    void pipelineFollowsEditsAndUndo();
    void matrixAndReverseLookup();
    void semanticDiffListsGainsAndLosses();
};

void TestModels::scopeTree() {
    PolicyWorkspace workspace;
    ScopeTreeModel model(&workspace);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    workspace.setTools(sampleTools());
    workspace.setDocument(sampleDocument());
    QCOMPARE(dump(model), (QStringList{
                              QStringLiteral("Global (tools) [1]"),
                              QStringLiteral("  byProvider: openai/gpt-5.4 [1]"),
                              QStringLiteral("  toolsBySender: * [1]"),
                              QStringLiteral("  Sandbox [1]"),
                              QStringLiteral("  Subagents [1]"),
                              QStringLiteral("Agents [9]"), // headings sum their entries
                              QStringLiteral("  ops [3]"),
                              QStringLiteral("  family [1]"),
                              QStringLiteral("  research [4]"),
                              QStringLiteral("    byProvider: openai [1]"),
                              QStringLiteral("Channel groups [1]"),
                              QStringLiteral("  telegram: -100123 [1]"),
                          }));
    const QModelIndex family = model.index(1, 0, model.index(1, 0));
    QCOMPARE(family.data(ScopeTreeModel::ProfileRole).toString(), QStringLiteral("messaging"));
    QCOMPARE(family.data(ScopeTreeModel::KeyPathRole).toString(),
             QStringLiteral("agents.entries.family.tools"));
    QVERIFY(model.scope(family));
    QVERIFY(!model.scope(model.index(1, 0))); // a heading
}

void TestModels::scopeTreeKeepsRowsOnEdit() {
    PolicyWorkspace workspace;
    ScopeTreeModel model(&workspace);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    workspace.setDocument(sampleDocument());
    QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
    QSignalSpy changes(&model, &QAbstractItemModel::dataChanged);
    const QPersistentModelIndex family = model.index(1, 0, model.index(1, 0));
    QVERIFY(workspace.addListEntry(KeyPath{"agents", "entries", "family", "tools"}, ListField::Deny,
                                   QStringLiteral("message")));
    QCOMPARE(resets.count(), 0);
    QVERIFY(changes.count() > 0);
    QVERIFY(family.isValid());
    QCOMPARE(model.index(family.row(), 1, family.parent()).data().toString(), QStringLiteral("2"));
}

void TestModels::pipelineColumns_data() {
    QTest::addColumn<QString>("agent");
    QTest::addColumn<QString>("tool");
    QTest::addColumn<QString>("removedAt");
    QTest::addColumn<QString>("removedBy");
    QTest::newRow("ops loses secrets to its own deny")
        << QStringLiteral("ops") << QStringLiteral("secrets")
        << QStringLiteral("agents.ops.tools.allow") << QStringLiteral("deny: secrets");
    QTest::newRow("messaging profile lacks exec")
        << QStringLiteral("family") << QStringLiteral("exec")
        << QStringLiteral("tools.profile (messaging)") << QStringLiteral("not in allow list");
    QTest::newRow("coding profile lacks nodes")
        << QStringLiteral("ops") << QStringLiteral("nodes")
        << QStringLiteral("tools.profile (coding)") << QStringLiteral("not in allow list");
    QTest::newRow("coding profile lacks browser")
        << QStringLiteral("main") << QStringLiteral("browser")
        << QStringLiteral("tools.profile (coding)") << QStringLiteral("not in allow list");
    QTest::newRow("ops keeps browser via alsoAllow")
        << QStringLiteral("ops") << QStringLiteral("browser") << QString() << QString();
}

void TestModels::pipelineColumns() {
    QFETCH(QString, agent);
    QFETCH(QString, tool);
    QFETCH(QString, removedAt);
    QFETCH(QString, removedBy);
    PolicyWorkspace workspace;
    PipelineModel model(&workspace);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    workspace.setTools(sampleTools());
    workspace.setDocument(sampleDocument());
    workspace.setContext(agentContext(agent.toUtf8().constData()));

    const int row = model.rowOfTool(tool);
    QVERIFY(row >= 0);
    QString foundAt;
    QString foundBy;
    for (int column = 0; column < model.columnCount(); ++column) {
        const QModelIndex cell = model.index(row, column);
        if (cell.data(PipelineModel::CellStateRole).toInt() ==
            static_cast<int>(PipelineModel::CellState::Removed)) {
            foundAt = model.headerData(column, Qt::Horizontal).toString();
            foundBy = cell.data(PipelineModel::RemovedByRole).toString();
            QVERIFY(model.removedRows(column).contains(row));
            QVERIFY(!model.keptRows(column).contains(row));
            break;
        }
        QVERIFY(model.keptRows(column).contains(row));
    }
    QCOMPARE(foundAt, removedAt);
    QCOMPARE(foundBy, removedBy);
    QCOMPARE(model.headerData(row, Qt::Vertical, PipelineModel::FinalStateRole).toBool(),
             removedAt.isEmpty());
}

void TestModels::pipelineFollowsEditsAndUndo() {
    PolicyWorkspace workspace;
    PipelineModel model(&workspace);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    workspace.setTools(sampleTools());
    workspace.setDocument(sampleDocument());
    workspace.setContext(agentContext("research"));
    const int exec = model.rowOfTool(QStringLiteral("exec"));
    QVERIFY(!model.finalRows().contains(exec));

    Result<ConfigEdit> edit =
        workspace.addListEntry(KeyPath{"agents", "entries", "research", "tools"}, ListField::Allow,
                               QStringLiteral("exec"));
    QVERIFY(edit);
    QVERIFY(model.finalRows().contains(exec));
    QVERIFY(workspace.apply(edit->inverted()));
    QVERIFY(!model.finalRows().contains(exec));
    // research's allow list keeps the MCP glob's tools.
    QVERIFY(columnNames(model, model.finalRows()).contains(QStringLiteral("outlook__send_mail")));
}

void TestModels::matrixAndReverseLookup() {
    PolicyWorkspace workspace;
    MatrixModel model(&workspace);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    workspace.setTools(sampleTools());
    workspace.setDocument(sampleDocument());
    QCOMPARE(model.agents(), (QStringList{QStringLiteral("main"), QStringLiteral("ops"),
                                          QStringLiteral("family"), QStringLiteral("research")}));
    QCOMPARE(model.agentsAllowing(QStringLiteral("exec")),
             (QStringList{QStringLiteral("main"), QStringLiteral("ops")}));
    QCOMPARE(model.agentsAllowing(QStringLiteral("browser")), QStringList{QStringLiteral("ops")});

    const QModelIndex opsSecrets = model.index(1, model.columnOfTool(QStringLiteral("secrets")));
    QVERIFY(!opsSecrets.data(MatrixModel::AllowedRole).toBool());
    QCOMPARE(opsSecrets.data(MatrixModel::DecidingLabelRole).toString(),
             QStringLiteral("agents.ops.tools.allow"));
    QCOMPARE(opsSecrets.data(MatrixModel::DecidingStageRole).toInt(),
             MatrixModel::stepKey(static_cast<int>(PolicyStepKind::AgentAllow)));
    QCOMPARE(model.agentsAllowing(QStringLiteral("secrets")), QStringList{QStringLiteral("main")});

    // An edit keeps the shape: cells change in place, the reverse lookup follows.
    QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    QVERIFY(workspace.removeListEntry(KeyPath{"agents", "entries", "ops", "tools"}, ListField::Deny,
                                      QStringLiteral("secrets")));
    QCOMPARE(resets.count(), 0);
    QVERIFY(changed.count() > 0);
    QVERIFY(opsSecrets.data(MatrixModel::AllowedRole).toBool());
    QCOMPARE(model.agentsAllowing(QStringLiteral("secrets")),
             (QStringList{QStringLiteral("main"), QStringLiteral("ops")}));
}

void TestModels::semanticDiffListsGainsAndLosses() {
    const ConfigDocument document = sampleDocument();
    ConfigDocument edited = document;
    QVERIFY(edited.addListEntry(KeyPath{"agents", "entries", "ops", "tools"}, ListField::Deny,
                                QStringLiteral("exec")));
    QVERIFY(edited.addListEntry(KeyPath{"agents", "entries", "family", "tools"},
                                ListField::AlsoAllow, QStringLiteral("browser")));
    const QList<AgentToolChange> changes =
        semanticDiff(document.root(), edited.root(), sampleTools(), PolicyContext{});
    QCOMPARE(changes.size(), 2);
    QCOMPARE(changes.at(0).agentId, QStringLiteral("ops"));
    QCOMPARE(changes.at(0).lost, QStringList{QStringLiteral("exec")});
    QVERIFY(changes.at(0).gained.isEmpty());
    QCOMPARE(changes.at(1).agentId, QStringLiteral("family"));
    QCOMPARE(changes.at(1).gained, QStringList{QStringLiteral("browser")});
    QCOMPARE(semanticDiffSummary(changes),
             QStringLiteral("agent ops: -exec; agent family: +browser"));
}

QTEST_GUILESS_MAIN(TestModels)
#include "tst_models.moc"
