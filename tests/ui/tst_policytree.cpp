// SPDX-License-Identifier: MIT
// The Policy screen's scope tree driven through real widgets: adding scopes from the button and
// the context menu, removing them with Delete, undo/redo, name checks in the prompt, the Entries
// sums, the profile description, and findings that appear without moving the form.
#include "consolewindowtest.h"
#include "failonwarning.h"
#include "models/policyworkspace.h"
#include "models/scopetreemodel.h"
#include "policy/policycase.h"
#include "requirevalue.h"
#include "ui/document/documentcontroller.h"
#include "ui/document/recentfiles.h"
#include "ui/policy/chiplisteditor.h"
#include "ui/policy/policyscopedialog.h"
#include "ui/policy/policyscreen.h"
#include "ui/shell/mainwindow.h"
#include "util/jsonio.h"

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <QTreeView>
#include <QUndoStack>

#include <functional>

using namespace toolgate;
using namespace toolgate::ui;

namespace {

using test::whenOpen;

QPushButton *okButton(PolicyScopeDialog *dialog) {
    return dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
}

} // namespace

class TestPolicyTree final : public test::ConsoleWindowTest {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void addButtonAddsProviderEntryUndoRedo();
    void promptRejectsBadNamesUntilFixed();
    void contextMenuAddsSandboxToAgent();
    void deleteKeyRemovesScopeAndUndoRestores();
    void globalScopeCannotBeRemoved();
    void entriesColumnSumsUnderHeadings();
    void profileBoxSaysWhatItGrants();
    void findingDoesNotMoveTheForm();

private:
    PolicyScreen *policy() const {
        return m_window->findChild<PolicyScreen *>(QStringLiteral("policyScreen"));
    }
    QTreeView *tree() const { return policy()->scopeTree(); }
    bool has(const char *dotted) const {
        return m_workspace->document().value(core::KeyPath::fromDotted(QLatin1String(dotted)));
    }
    QString selectedPath() const {
        return tree()->currentIndex().data(core::ScopeTreeModel::KeyPathRole).toString();
    }
};

void TestPolicyTree::initTestCase() {
    useTestSettings(QStringLiteral("tst_policytree"));
}

void TestPolicyTree::init() {
    toolgate::test::failOnAnyWarning();
    openConsole(test::modelDataFile("sample-openclaw.json5"), test::sampleTools(), {1024, 700});
    QTest::keyClick(m_window, Qt::Key_1, Qt::ControlModifier);
    QVERIFY(policy()->isVisible());
}

void TestPolicyTree::cleanup() {
    closeConsole();
}

void TestPolicyTree::addButtonAddsProviderEntryUndoRedo() {
    QVERIFY(clickScope("tools"));
    auto *button = policy()->findChild<QToolButton *>(QStringLiteral("addScopeButton"));
    QVERIFY(button && button->isVisible());
    bool sawDialog = false;
    // The button's menu opens; pick "byProvider entry in tools…"; the prompt asks for the key.
    whenOpen<QMenu>([&](QMenu *menu) {
        whenOpen<PolicyScopeDialog>([&](PolicyScopeDialog *dialog) {
            sawDialog = true;
            QTest::keyClicks(dialog->findChild<QLineEdit *>(QStringLiteral("scopeName")),
                             QStringLiteral("anthropic"));
            QVERIFY(okButton(dialog)->isEnabled());
            QTest::mouseClick(okButton(dialog), Qt::LeftButton);
        });
        QVERIFY(test::clickMenuItem(menu, QStringLiteral("add-provider")));
    });
    QTest::mouseClick(button, Qt::LeftButton);
    QTRY_VERIFY(sawDialog);
    QVERIFY(has("tools.byProvider.anthropic"));
    QCOMPARE(selectedPath(), QStringLiteral("tools.byProvider.anthropic"));
    QCOMPARE(tree()->currentIndex().data().toString(), QStringLiteral("byProvider: anthropic"));

    QApplication::setActiveWindow(m_window);
    QTest::keyClick(m_window, Qt::Key_Z, Qt::ControlModifier);
    QVERIFY(!has("tools.byProvider.anthropic"));
    QVERIFY(has("tools.byProvider"));
    QTest::keyClick(m_window, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(has("tools.byProvider.anthropic"));
}

void TestPolicyTree::promptRejectsBadNamesUntilFixed() {
    QStringList problems;
    bool okForGood = false;
    whenOpen<PolicyScopeDialog>([&](PolicyScopeDialog *dialog) {
        auto *name = dialog->findChild<QLineEdit *>(QStringLiteral("scopeName"));
        auto *problem = dialog->findChild<QLabel *>(QStringLiteral("scopeNameProblem"));
        QVERIFY(!okButton(dialog)->isEnabled()); // empty
        for (const QString &bad : {QStringLiteral("my agent"), QStringLiteral("Ops")}) {
            QVERIFY(test::typeInto(name, bad));
            QVERIFY2(!okButton(dialog)->isEnabled(), qPrintable(bad));
            problems << problem->text();
        }
        QVERIFY(test::typeInto(name, QStringLiteral("reviewer")));
        okForGood = okButton(dialog)->isEnabled() && problem->text().isEmpty();
        QVERIFY(test::clickDialogButton(dialog, QDialogButtonBox::Cancel));
    });
    whenOpen<QMenu>(
        [](QMenu *menu) { QVERIFY(test::clickMenuItem(menu, QStringLiteral("add-agent"))); });
    QVERIFY(test::clickButton(policy(), QStringLiteral("addScopeButton")));
    QCOMPARE(problems.size(), 2);
    QVERIFY(problems.at(0).contains(QLatin1String("64")));                 // what an id may hold
    QVERIFY(problems.at(1).contains(QLatin1String("agents.entries.ops"))); // taken, any case
    QVERIFY(okForGood);
    QVERIFY(!has("agents.entries.reviewer")); // cancelled: nothing changed
    QVERIFY(!m_document->undoStack()->canUndo());
}

void TestPolicyTree::contextMenuAddsSandboxToAgent() {
    QVERIFY(clickScope("agents.entries.ops.tools"));
    QStringList offered;
    whenOpen<QMenu>([&](QMenu *menu) {
        QMenu *add = nullptr;
        for (QAction *action : menu->actions()) {
            if (action->menu())
                add = action->menu();
        }
        QVERIFY(add);
        QAction *sandbox = nullptr;
        for (QAction *action : add->actions()) {
            offered << action->objectName();
            if (action->objectName() == QLatin1String("add-sandbox"))
                sandbox = action;
        }
        // Into the Add submenu, then its sandbox entry (no name needed).
        QVERIFY(test::clickMenuAction(menu, add->menuAction()));
        QTRY_VERIFY(add->isVisible());
        QVERIFY(test::clickMenuAction(add, sandbox));
    });
    QVERIFY(
        test::rightClick(tree()->viewport(), tree()->visualRect(tree()->currentIndex()).center()));
    QTRY_VERIFY(!offered.isEmpty());
    QVERIFY(offered.contains(QStringLiteral("add-provider")));
    QVERIFY(offered.contains(QStringLiteral("add-sender")));
    QVERIFY(!offered.contains(QStringLiteral("add-subagents"))); // global only
    QVERIFY(has("agents.entries.ops.tools.sandbox.tools"));
    QCOMPARE(selectedPath(), QStringLiteral("agents.entries.ops.tools.sandbox.tools"));
}

void TestPolicyTree::deleteKeyRemovesScopeAndUndoRestores() {
    const QByteArray before = QByteArray::fromStdString(m_workspace->document().root().dump());
    QVERIFY(clickScope("channels.telegram.groups.-100123.tools"));
    QVERIFY(clickScope("agents.entries.research.tools.byProvider.openai"));
    QTest::keyClick(tree(), Qt::Key_Delete);
    QVERIFY(!has("agents.entries.research.tools.byProvider"));
    QVERIFY(has("agents.entries.research.tools.allow")); // only the entry went
    QCOMPARE(selectedPath(), QStringLiteral("agents.entries.research.tools"));
    QTest::keyClick(m_window, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(QByteArray::fromStdString(m_workspace->document().root().dump()), before);

    // The visible Remove button does the same.
    QVERIFY(clickScope("tools.subagents.tools"));
    auto *remove = policy()->findChild<QToolButton *>(QStringLiteral("removeScopeButton"));
    QVERIFY(remove && remove->isEnabled());
    QTest::mouseClick(remove, Qt::LeftButton);
    QVERIFY(!has("tools.subagents"));
}

void TestPolicyTree::globalScopeCannotBeRemoved() {
    QVERIFY(clickScope("tools"));
    auto *remove = policy()->findChild<QToolButton *>(QStringLiteral("removeScopeButton"));
    QVERIFY(!remove->isEnabled());
    QTest::keyClick(tree(), Qt::Key_Delete);
    QVERIFY(has("tools"));
    QVERIFY(!m_document->undoStack()->canUndo());
}

void TestPolicyTree::entriesColumnSumsUnderHeadings() {
    auto *model = tree()->model();
    QModelIndex agents;
    for (int row = 0; row < model->rowCount(); ++row) {
        if (model->index(row, 0).data().toString() == QLatin1String("Agents"))
            agents = model->index(row, 0);
    }
    QVERIFY(agents.isValid());
    // ops 3 + family 1 + research 4 + research's byProvider 1, not "3 agents".
    QCOMPARE(agents.siblingAtColumn(1).data().toString(), QStringLiteral("9"));
    QVERIFY(clickScope("agents.entries.ops.tools"));
    ChipListEditor *deny = policy()->listEditor(core::ListField::Deny);
    auto *entry = deny->findChild<QLineEdit *>();
    QVERIFY(entry);
    QTest::keyClicks(entry, QStringLiteral("exec"));
    QTest::keyClick(entry, Qt::Key_Return);
    QCOMPARE(agents.siblingAtColumn(1).data().toString(), QStringLiteral("10"));
}

void TestPolicyTree::profileBoxSaysWhatItGrants() {
    QVERIFY(clickScope("tools"));
    auto *help = policy()->findChild<QLabel *>(QStringLiteral("profileHelp"));
    QVERIFY(help && help->isVisible());
    QVERIFY(help->text().contains(QLatin1String("exec"))); // coding grants exec
    auto *combo = policy()->findChild<QComboBox *>(QStringLiteral("profileCombo"));
    QVERIFY(test::chooseItem(combo, QStringLiteral("minimal")));
    QVERIFY(help->text().contains(QLatin1String("session_status")));
    QVERIFY(!help->text().contains(QLatin1String("exec")));
    QVERIFY(test::chooseItem(combo, QStringLiteral("full")));
    QVERIFY(help->text().contains(QLatin1String("every tool")));
}

void TestPolicyTree::findingDoesNotMoveTheForm() {
    // ops has alsoAllow; adding an allow entry makes the allow+alsoAllow error appear.
    QVERIFY(clickScope("agents.entries.ops.tools"));
    auto *findings = policy()->findChild<QWidget *>(QStringLiteral("findingsBox"));
    ChipListEditor *allow = policy()->listEditor(core::ListField::Allow);
    QApplication::processEvents(); // let the layouts settle
    const QPoint before = allow->mapTo(m_window, QPoint(0, 0));
    const int findingsBefore =
        findings->isVisible() ? findings->findChildren<QLabel *>().size() : 0;
    auto *entry = allow->findChild<QLineEdit *>();
    QTest::keyClicks(entry, QStringLiteral("read"));
    QTest::keyClick(entry, Qt::Key_Return);
    QVERIFY(has("agents.entries.ops.tools.allow"));
    QVERIFY(findings->isVisible());
    QVERIFY(findings->findChildren<QLabel *>().size() > findingsBefore);
    // Worded by its code, with OpenClaw's own words beneath.
    const QString finding = findings->findChildren<QLabel *>().constLast()->text();
    QVERIFY2(finding.contains(QLatin1String("keep one of them")), qPrintable(finding));
    QVERIFY2(finding.contains(QLatin1String("alsoAllow")), qPrintable(finding));
    QApplication::processEvents(); // let the layouts settle
    QCOMPARE(allow->mapTo(m_window, QPoint(0, 0)), before);
    // Below the form, not above it.
    QVERIFY(findings->mapTo(m_window, QPoint(0, 0)).y() >
            policy()->listEditor(core::ListField::Deny)->mapTo(m_window, QPoint(0, 0)).y());

    // Where the user is: a count beside the scope's title that scrolls to them, and the scope
    // row's tooltip.
    auto *jump = policy()->findChild<QPushButton *>(QStringLiteral("findingsJump"));
    QVERIFY(jump && jump->isVisible());
    QVERIFY2(jump->text().contains(QLatin1String("1 error")), qPrintable(jump->text()));
    QTest::mouseClick(jump, Qt::LeftButton);
    const QWidget *viewport = findings->parentWidget();
    while (viewport && viewport->objectName() != QLatin1String("qt_scrollarea_viewport"))
        viewport = viewport->parentWidget();
    QVERIFY(viewport);
    const QRect shown = QRect(findings->mapTo(viewport, QPoint(0, 0)), findings->size());
    QVERIFY(viewport->rect().intersects(shown));
    const QModelIndex ops = policy()->scopeTree()->currentIndex();
    const QString tip = ops.data(Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains(QLatin1String("lint finding")), qPrintable(tip));

    // Save says how many errors the config still has, and Enter would not send it.
    const Review review = reviewSave();
    QVERIFY2(review.errors.contains(QLatin1String("1 lint error")), qPrintable(review.errors));
    QVERIFY2(review.errors.contains(QLatin1String("agents.entries.ops.tools")),
             qPrintable(review.errors));
    QVERIFY(review.cancelIsDefault);
}

QTEST_MAIN(TestPolicyTree)
#include "tst_policytree.moc"
