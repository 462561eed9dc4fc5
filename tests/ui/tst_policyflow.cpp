// SPDX-License-Identifier: MIT
// The admin's loop, driven through real widgets: open a config, type into an allow list, watch the
// pipeline columns and the matrix follow, undo, review the diff, apply a fix from the explain
// panel.
#include "consolewindowtest.h"
#include "failonwarning.h"
#include "models/matrixmodel.h"
#include "models/pipelinemodel.h"
#include "models/policyworkspace.h"
#include "models/toolsource.h"
#include "policy/policycase.h"
#include "requirevalue.h"
#include "ui/document/diffdialog.h"
#include "ui/document/documentcontroller.h"
#include "ui/document/recentfiles.h"
#include "ui/pipeline/contextbar.h"
#include "ui/pipeline/explainpanel.h"
#include "ui/pipeline/matrixview.h"
#include "ui/pipeline/pipelinescreen.h"
#include "ui/pipeline/pipelineview.h"
#include "ui/policy/chiplisteditor.h"
#include "ui/policy/policyscreen.h"
#include "ui/shell/mainwindow.h"
#include "util/jsonio.h"

#include <QAbstractItemView>
#include <QComboBox>
#include <QCompleter>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QStandardPaths>
#include <QTest>
#include <QTreeView>
#include <QTreeWidget>

using namespace toolgate;
using namespace toolgate::ui;

namespace {

using test::modelDataFile;
using test::sampleTools;

// What a person sees in the Result column: the final tools by name.
QStringList finalTools(const core::PipelineModel *model) {
    QStringList names;
    for (int row : model->finalRows())
        names << model->headerData(row, Qt::Vertical).toString();
    return names;
}

} // namespace

class TestPolicyFlow final : public test::ConsoleWindowTest {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void typingIntoAllowListUpdatesPipelineAndMatrix();
    void profileComboIsUndoable();
    void diffDialogListsGainsAndLosses();
    void aLongLossListIsReadableInTheDiff();
    void explainFixMakesToolAppear();
    void filterHighlightsAcrossColumns();
    void removedToolsComeFirstAndResultStaysInView();
    void anEmptyConfigSaysWhyThereAreNoSteps();

private:
    PolicyScreen *policy() const {
        return m_window->findChild<PolicyScreen *>(QStringLiteral("policyScreen"));
    }
    PipelineScreen *pipeline() const {
        return m_window->findChild<PipelineScreen *>(QStringLiteral("pipelineScreen"));
    }
    void selectAgent(const QString &agent);
};

void TestPolicyFlow::initTestCase() {
    useTestSettings(QStringLiteral("tst_policyflow"));
}

void TestPolicyFlow::init() {
    toolgate::test::failOnAnyWarning();
    openConsole(modelDataFile("sample-openclaw.json5"), sampleTools());
}

void TestPolicyFlow::cleanup() {
    closeConsole();
}

void TestPolicyFlow::selectAgent(const QString &agent) {
    auto *combo = pipeline()->contextBar()->findChild<QComboBox *>(QStringLiteral("contextAgent"));
    QVERIFY(combo);
    QVERIFY(test::chooseText(combo, agent));
    QCOMPARE(m_workspace->context().agentId.value_or(std::string()), agent.toStdString());
}

void TestPolicyFlow::typingIntoAllowListUpdatesPipelineAndMatrix() {
    QTest::keyClick(m_window, Qt::Key_2, Qt::ControlModifier);
    selectAgent(QStringLiteral("research"));
    const core::PipelineModel *model = pipeline()->pipelineModel();
    const QStringList before = finalTools(model);
    QVERIFY(!before.contains(QStringLiteral("exec")));
    QVERIFY(!m_window->findChild<core::MatrixModel *>()
                 ->agentsAllowing(QStringLiteral("exec"))
                 .contains(QStringLiteral("research")));

    // Policy screen: research's scope, type "exec" into its allow list.
    QTest::keyClick(m_window, Qt::Key_1, Qt::ControlModifier);
    QVERIFY(clickScope("agents.entries.research.tools"));
    ChipListEditor *allow = policy()->listEditor(core::ListField::Allow);
    QVERIFY(allow->isVisible());
    QVERIFY(allow->entries().contains(QStringLiteral("group:web")));
    QTest::mouseClick(allow->input(), Qt::LeftButton);
    QTest::keyClicks(allow->input(), QStringLiteral("exec"));
    QTest::keyClick(allow->input(), Qt::Key_Return);
    QTRY_VERIFY(allow->entries().contains(QStringLiteral("exec")));

    // The pipeline's result column and the matrix follow at once.
    QVERIFY(finalTools(model).contains(QStringLiteral("exec")));
    auto *matrix = pipeline()->matrixModel();
    QVERIFY(matrix->agentsAllowing(QStringLiteral("exec")).contains(QStringLiteral("research")));
    const int agentColumn = model->columnCount() - 1;
    QVERIFY(agentColumn >= 0);
    QVERIFY(m_window->isWindowModified());

    // Undo restores both.
    QTest::keyClick(m_window, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(finalTools(model), before);
    QVERIFY(!matrix->agentsAllowing(QStringLiteral("exec")).contains(QStringLiteral("research")));
    QVERIFY(!allow->entries().contains(QStringLiteral("exec")));
    QVERIFY(!m_window->isWindowModified());
    // Redo brings it back.
    QTest::keyClick(m_window, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(finalTools(model).contains(QStringLiteral("exec")));
}

void TestPolicyFlow::profileComboIsUndoable() {
    QVERIFY(clickScope("agents.entries.family.tools"));
    auto *combo = policy()->findChild<QComboBox *>(QStringLiteral("profileCombo"));
    QCOMPARE(combo->currentText(), QStringLiteral("messaging"));
    QTest::keyClick(m_window, Qt::Key_2, Qt::ControlModifier);
    selectAgent(QStringLiteral("family"));
    QVERIFY(!finalTools(pipeline()->pipelineModel()).contains(QStringLiteral("read")));
    QTest::keyClick(m_window, Qt::Key_1, Qt::ControlModifier);
    QVERIFY(test::chooseText(combo, QStringLiteral("coding")));
    QVERIFY(finalTools(pipeline()->pipelineModel()).contains(QStringLiteral("read")));
    QTest::keyClick(m_window, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(combo->currentText(), QStringLiteral("messaging"));
    QVERIFY(!finalTools(pipeline()->pipelineModel()).contains(QStringLiteral("read")));
}

void TestPolicyFlow::diffDialogListsGainsAndLosses() {
    QVERIFY(clickScope("agents.entries.ops.tools"));
    ChipListEditor *deny = policy()->listEditor(core::ListField::Deny);
    QTest::keyClicks(deny->input(), QStringLiteral("exec"));
    QTest::keyClick(deny->input(), Qt::Key_Return);
    QTRY_VERIFY(deny->entries().contains(QStringLiteral("exec")));
    QVERIFY(clickScope("agents.entries.family.tools"));
    ChipListEditor *alsoAllow = policy()->listEditor(core::ListField::AlsoAllow);
    QTest::keyClicks(alsoAllow->input(), QStringLiteral("browser"));
    QTest::keyClick(alsoAllow->input(), Qt::Key_Return);
    QTRY_VERIFY(alsoAllow->entries().contains(QStringLiteral("browser")));

    const Review review = reviewSave();
    QCOMPARE(review.semantic, (QStringList{QStringLiteral("ops |  | −exec"),
                                           QStringLiteral("family | +browser | ")}));
    QCOMPARE(review.paths.size(), 2);
    QVERIFY(review.paths.at(0).contains(QStringLiteral("agents.entries.ops.tools.deny")));
    QVERIFY(review.paths.at(1).contains(QStringLiteral("agents.entries.family.tools.alsoAllow")));
    QVERIFY(m_window->isWindowModified()); // cancelled: nothing saved
}

// A change that takes many tools away: every one is on a line of its own, wholly in the column.
void TestPolicyFlow::aLongLossListIsReadableInTheDiff() {
    core::AgentToolChange change;
    change.agentId = QStringLiteral("ops");
    for (const char *tool : {"exec", "process", "read", "write", "edit", "apply_patch", "browser",
                             "canvas", "web_search", "web_fetch", "memory_search", "memory_get"})
        change.lost << QString::fromLatin1(tool);
    ui::DiffDialog dialog({change}, {QStringLiteral("agents.entries.ops.tools.deny")}, {},
                          QStringLiteral("Save"));
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QTreeWidget *view = dialog.semanticView();
    const QTreeWidgetItem *row = view->topLevelItem(0);
    const QRect cell = view->visualRect(view->model()->index(0, 2));
    const QFontMetrics metrics = view->fontMetrics();
    QVERIFY2(cell.height() >= 12 * metrics.height(), qPrintable(QString::number(cell.height())));
    for (const QString &line : row->text(2).split(QLatin1Char('\n')))
        QVERIFY2(metrics.horizontalAdvance(line) <= cell.width(), qPrintable(line));
}

void TestPolicyFlow::explainFixMakesToolAppear() {
    QTest::keyClick(m_window, Qt::Key_2, Qt::ControlModifier);
    selectAgent(QStringLiteral("research"));
    PipelineScreen *screen = pipeline();
    const core::PipelineModel *model = screen->pipelineModel();
    QVERIFY(!finalTools(model).contains(QStringLiteral("memory_get")));

    // Click memory_get's chip where it is removed.
    const int row = model->rowOfTool(QStringLiteral("memory_get"));
    QRect chip;
    for (int column = 0; column < model->columnCount() && chip.isNull(); ++column) {
        if (model->removedRows(column).contains(row))
            chip = screen->pipelineView()->chipRect(column, row);
    }
    QVERIFY(!chip.isNull());
    QTest::mouseClick(screen->pipelineView(), Qt::LeftButton, {}, chip.center());
    ExplainPanel *panel = screen->explainPanel();
    QVERIFY(panel->isVisible());
    QCOMPARE(panel->tool(), QStringLiteral("memory_get"));
    QVERIFY(panel->applyButton()->isVisible() && panel->applyButton()->isEnabled());

    QTest::mouseClick(panel->applyButton(), Qt::LeftButton);
    QVERIFY(finalTools(model).contains(QStringLiteral("memory_get")));
    QVERIFY(panel->applyButton()->isHidden()); // now callable: nothing to fix, no button
    QTest::keyClick(m_window, Qt::Key_Z, Qt::ControlModifier);
    QVERIFY(!finalTools(model).contains(QStringLiteral("memory_get")));
}

void TestPolicyFlow::filterHighlightsAcrossColumns() {
    QTest::keyClick(m_window, Qt::Key_2, Qt::ControlModifier);
    PipelineScreen *screen = pipeline();
    QLineEdit *filter = screen->filterEdit();
    QTest::keyClicks(filter, QStringLiteral("exec"));
    QCOMPARE(filter->text(), QStringLiteral("exec"));
    // Every column is laid out, the result in its own view beside them.
    QCOMPARE(screen->pipelineView()->columnCountShown(), screen->pipelineModel()->columnCount());
    QCOMPARE(screen->resultView()->columnCountShown(), 1);
    PipelineView *view = screen->pipelineView();
    const int exec = screen->pipelineModel()->rowOfTool(QStringLiteral("exec"));
    const int read = screen->pipelineModel()->rowOfTool(QStringLiteral("read"));
    QVERIFY(exec >= 0 && read >= 0);
    // exec is drawn highlighted in every column it reaches, read dimmed.
    for (int column = 0; column < screen->pipelineModel()->columnCount(); ++column)
        QVERIFY2(!view->chipRect(column, exec).isNull(), qPrintable(QString::number(column)));
    QVERIFY(!screen->resultView()->chipRect(-1, exec).isNull());
    QVERIFY(screen->resultView()->isHighlighted(exec));
    QVERIFY(view->isHighlighted(exec));
    QVERIFY(!view->isDimmed(exec));
    QVERIFY(view->isDimmed(read));
    QVERIFY(!view->isHighlighted(read));
    QVERIFY(test::typeInto(filter, QString()));
    QVERIFY(!view->isDimmed(read));
    QVERIFY(!view->isHighlighted(exec));
}

void TestPolicyFlow::removedToolsComeFirstAndResultStaysInView() {
    m_window->resize(1024, 700);
    QTest::keyClick(m_window, Qt::Key_2, Qt::ControlModifier);
    selectAgent(QStringLiteral("research"));
    PipelineScreen *screen = pipeline();
    const core::PipelineModel *model = screen->pipelineModel();
    PipelineView *view = screen->pipelineView();
    // In every column that removes something, the removed chips sit above the kept ones.
    int checked = 0;
    for (int column = 0; column < model->columnCount(); ++column) {
        const QList<int> removed = model->removedRows(column);
        const QList<int> kept = model->keptRows(column);
        if (removed.isEmpty() || kept.isEmpty())
            continue;
        const int lastRemoved = view->chipRect(column, removed.last()).bottom();
        const int firstKept = view->chipRect(column, kept.first()).top();
        QVERIFY2(lastRemoved < firstKept, qPrintable(view->columnTitle(column)));
        ++checked;
    }
    QVERIFY(checked > 0);
    // The steps scroll sideways at 1024 px; the result column stays fully on screen.
    QVERIFY(view->width() >
            screen->findChild<QWidget *>(QStringLiteral("pipelineScroll"))->width());
    PipelineView *result = screen->resultView();
    QVERIFY(result->isVisible());
    const QRect onWindow(result->mapTo(m_window, QPoint(0, 0)), result->size());
    QVERIFY2(
        m_window->rect().contains(QRect(onWindow.topLeft(), QSize(onWindow.width(), 1))),
        qPrintable(
            QStringLiteral("%1,%2 %3").arg(onWindow.x()).arg(onWindow.y()).arg(onWindow.width())));
    // Clicking a result chip opens the explanation like any other chip.
    const int read = model->rowOfTool(QStringLiteral("read"));
    QVERIFY(model->finalRows().contains(read));
    QTest::mouseClick(result, Qt::LeftButton, {}, result->chipRect(-1, read).center());
    QCOMPARE(screen->explainPanel()->tool(), QStringLiteral("read"));
}

void TestPolicyFlow::anEmptyConfigSaysWhyThereAreNoSteps() {
    QTest::keyClick(m_window, Qt::Key_2, Qt::ControlModifier);
    PipelineScreen *screen = pipeline();
    const core::PipelineModel *model = screen->pipelineModel();
    auto *note = screen->findChild<QLabel *>(QStringLiteral("pipelineNoSteps"));
    QVERIFY(note);
    QVERIFY(model->columnCount() > 0);
    QVERIFY(!note->isVisible());

    // A fresh gateway's config sets no policy at all (fed as File > Open would, without the
    // dialog): no step column, a sentence instead of a blank area.
    m_document->openTree(core::Json::object(), DocumentController::Source::File,
                         QStringLiteral("empty.json"));
    QCOMPARE(model->columnCount(), 0);
    QCOMPARE(screen->pipelineView()->columnCountShown(), 0);
    QVERIFY(note->isVisible());
    QVERIFY(note->text().startsWith(QLatin1String("No policy step applies")));
    QCOMPARE(model->finalRows().size(), model->rowCount());
    // The result still tells plugin and MCP tools apart, though no step has a cell for them.
    const int lobster = model->rowOfTool(QStringLiteral("lobster"));
    QVERIFY(lobster >= 0);
    QCOMPARE(model->headerData(lobster, Qt::Vertical, core::PipelineModel::ToolSourceRole).toInt(),
             int(core::ToolSource::Plugin));
    QCOMPARE(model
                 ->headerData(model->rowOfTool(QStringLiteral("read")), Qt::Vertical,
                              core::PipelineModel::ToolSourceRole)
                 .toInt(),
             int(core::ToolSource::Core));

    m_document->openTree(core::Json{{"tools", {{"profile", "coding"}}}},
                         DocumentController::Source::File, QStringLiteral("coding.json"));
    QVERIFY(model->columnCount() > 0);
    QVERIFY(!note->isVisible());
}

QTEST_MAIN(TestPolicyFlow)
#include "tst_policyflow.moc"
