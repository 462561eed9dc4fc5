// SPDX-License-Identifier: MIT
// Presentation Mode and the demo scenario menu: F5 in and out keeps the screens where the
// navigation says they are, and a scenario never replaces unsaved edits without asking.
#include "demo/demoscenario.h"
#include "failonwarning.h"
#include "models/policyworkspace.h"
#include "ui/document/documentcontroller.h"
#include "ui/document/recentfiles.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/presentation.h"
#include "ui/shell/screen.h"
#include "widgetdriver.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>
#include <QUndoCommand>

#include <memory>

using namespace toolgate::ui;

namespace {
class NoteCommand final : public QUndoCommand {
public:
    NoteCommand()
        : QUndoCommand(QStringLiteral("note")) {}
    void redo() override {}
    void undo() override {}
};

// Presses `button` on the next modal message box, once it shows.
void answerNextMessageBox(QMessageBox::StandardButton button, QString *seenText) {
    toolgate::test::whenOpen<QMessageBox>([button, seenText](QMessageBox *box) {
        *seenText = box->text();
        QTest::mouseClick(box->button(button), Qt::LeftButton);
    });
}
} // namespace

class TestPresentation : public QObject {
    Q_OBJECT

    std::unique_ptr<toolgate::core::PolicyWorkspace> m_workspace;
    std::unique_ptr<DocumentController> m_document;
    std::unique_ptr<RecentFiles> m_recent;
    std::unique_ptr<MainWindow> m_window;

    PresentationMode *presentation() const { return m_window->findChild<PresentationMode *>(); }
    QString shownScreen() const {
        const auto *stack = m_window->findChild<QStackedWidget *>(QStringLiteral("screenStack"));
        return stack->currentWidget()->objectName();
    }

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("ToolgateTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_presentation"));
    }
    void init() {
        toolgate::test::failOnAnyWarning();
        m_workspace = std::make_unique<toolgate::core::PolicyWorkspace>();
        m_document = std::make_unique<DocumentController>(m_workspace.get());
        m_recent = std::make_unique<RecentFiles>();
        m_window = std::make_unique<MainWindow>(m_document.get(), m_recent.get());
        // What main() hands over: ui never reads the demo's scenario list itself.
        QList<PresentationMode::Scenario> scenarios;
        for (const QString &name : toolgate::gateway::demo::builtinDemoScenarios())
            scenarios.append({name, name, QString()});
        m_window->findChild<PresentationMode *>()->setScenarios(scenarios);
        m_window->resize(1280, 800);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        m_window->activateWindow();
    }
    void cleanup() {
        m_window.reset();
        m_recent.reset();
        m_document.reset();
        m_workspace.reset();
    }

    void f5TwiceKeepsEveryScreenUnderItsName() {
        QTest::keyClick(m_window.get(), Qt::Key_F5);
        QVERIFY(presentation()->isActive());
        QCOMPARE(shownScreen(), QStringLiteral("presentationSplitter"));
        QTest::keyClick(m_window.get(), Qt::Key_F5);
        QVERIFY(!presentation()->isActive());
        const QStringList names{
            QStringLiteral("policyScreen"),       QStringLiteral("pipelineScreen"),
            QStringLiteral("loopsScreen"),        QStringLiteral("approvalsScreen"),
            QStringLiteral("schemasScreen"),      QStringLiteral("connectionsScreen"),
            QStringLiteral("execApprovalsScreen")};
        QCOMPARE(m_window->screens().size(), names.size()); // every screen, none left out
        for (int row = 0; row < names.size(); ++row) {
            QVERIFY(toolgate::test::clickNavigation(m_window.get(), row));
            QCOMPARE(shownScreen(), names.at(row));
            QCOMPARE(m_window->currentScreen()->objectName(), names.at(row));
        }
    }

    void scenarioAsksBeforeReplacingUnsavedEdits() {
        m_document->openTree(toolgate::core::Json::object(), DocumentController::Source::File,
                             QStringLiteral("openclaw.json"));
        m_document->push(new NoteCommand);
        QVERIFY(m_document->isModified());
        QSignalSpy requested(presentation(), &PresentationMode::scenarioRequested);
        QAction *scenario = presentation()->scenarioMenu()->actions().value(0);
        QVERIFY(scenario);

        QString asked;
        answerNextMessageBox(QMessageBox::Cancel, &asked);
        QVERIFY(toolgate::test::runCommand(m_window.get(), scenario->text()));
        QTRY_VERIFY(asked.contains(QStringLiteral("unsaved changes")));
        QCOMPARE(requested.count(), 0);
        QVERIFY(m_document->isModified());

        QVERIFY(!scenario->isChecked());

        answerNextMessageBox(QMessageBox::Discard, &asked);
        QVERIFY(toolgate::test::runCommand(m_window.get(), scenario->text()));
        QTRY_COMPARE(requested.count(), 1);
        QVERIFY(scenario->isChecked());
        QCOMPARE(requested.at(0).at(0).toString(), scenario->data().toString());
    }

    void scenarioWithoutEditsDoesNotAsk() {
        QSignalSpy requested(presentation(), &PresentationMode::scenarioRequested);
        const QList<QAction *> scenarios = presentation()->scenarioMenu()->actions();
        QVERIFY(scenarios.size() > 1);
        // What main() does once the demo runs a scenario (no input involved).
        presentation()->setCurrentScenario(scenarios.at(1)->data().toString());
        QVERIFY(scenarios.at(1)->isChecked());
        QVERIFY(toolgate::test::runCommand(m_window.get(), scenarios.at(0)->text()));
        QTRY_COMPARE(requested.count(), 1);
        QVERIFY(scenarios.at(0)->isChecked());
        QVERIFY(!scenarios.at(1)->isChecked());
    }
};

QTEST_MAIN(TestPresentation)
#include "tst_presentation.moc"
