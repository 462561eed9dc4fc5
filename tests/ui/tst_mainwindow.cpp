// SPDX-License-Identifier: MIT
// The shell: screen navigation from the keyboard and the palette, undo/redo state, empty states.
#include "failonwarning.h"
#include "models/policyworkspace.h"
#include "ui/document/documentcontroller.h"
#include "ui/document/recentfiles.h"
#include "ui/pipeline/explainpanel.h"
#include "ui/shell/actionregistry.h"
#include "ui/shell/commandpalette.h"
#include "ui/shell/connectionindicator.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/screen.h"
#include "ui/shell/shortcutsdialog.h"
#include "ui/widgets/focusedcombobox.h"
#include "ui/widgets/screenheader.h"
#include "widgetdriver.h"

#include <QAction>
#include <QApplication>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QListWidget>
#include <QPainter>
#include <QPushButton>
#include <QSet>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStyleOptionViewItem>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoCommand>
#include <QUndoStack>
#include <QWheelEvent>

using namespace toolgate::ui;

namespace {
// A do-nothing edit, enough to exercise the stack the window's actions follow.
class NoteCommand final : public QUndoCommand {
public:
    explicit NoteCommand(int *counter)
        : QUndoCommand(QStringLiteral("note"))
        , m_counter(counter) {}
    void redo() override { ++*m_counter; }
    void undo() override { --*m_counter; }

private:
    int *m_counter;
};
} // namespace

class TestMainWindow final : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void screensInOrder();
    void deferredScreensAreBuiltAfterTheFirstPaint();
    void ctrlNumberSwitchesScreens_data();
    void ctrlNumberSwitchesScreens();
    void navigationClickSwitchesScreens();
    void ctrlFReachesThePipelineSearchFromTheSidebar();
    void statusBarSaysSeveralGatewaysOnce();
    void firstWindowFitsTheScreen();
    void paletteRunsAction();
    void paletteFiltersByWords();
    void undoRedoEnabledState();
    void openFileUpdatesStatusAndRecent();
    void paletteSaysNoMatchesAndDrawsEachRowOnce();
    void shortcutsListApprovalKeysNotUndoLabels();
    void everyShortcutReachesItsActionOnTheRealWindow();
    void lazyScreensShowWholeOnTheirFirstFrame();
    void explainApplyShownOnlyWithAFix();
    void comboIgnoresWheelUntilFocused();

private:
    QTemporaryDir m_dir;
    toolgate::core::PolicyWorkspace *m_workspace = nullptr;
    DocumentController *m_document = nullptr;
    RecentFiles *m_recent = nullptr;
    MainWindow *m_window = nullptr;
};

void TestMainWindow::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("ToolgateTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_mainwindow"));
    QVERIFY(m_dir.isValid());
}

void TestMainWindow::init() {
    toolgate::test::failOnAnyWarning();
    m_workspace = new toolgate::core::PolicyWorkspace;
    m_document = new DocumentController(m_workspace);
    m_recent = new RecentFiles;
    m_recent->clear();
    m_window = new MainWindow(m_document, m_recent);
    m_window->resize(1200, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
    m_window->activateWindow();
}

void TestMainWindow::cleanup() {
    delete m_window;
    delete m_recent;
    delete m_document;
    delete m_workspace;
}

void TestMainWindow::screensInOrder() {
    QStringList names;
    for (const Screen *screen : m_window->screens())
        names << screen->objectName();
    QCOMPARE(names,
             (QStringList{QStringLiteral("policyScreen"), QStringLiteral("pipelineScreen"),
                          QStringLiteral("loopsScreen"), QStringLiteral("approvalsScreen"),
                          QStringLiteral("schemasScreen"), QStringLiteral("connectionsScreen"),
                          QStringLiteral("execApprovalsScreen")}));
    const auto *navigation = m_window->findChild<QListWidget *>(QStringLiteral("navigation"));
    QVERIFY(navigation);
    QCOMPARE(navigation->count(), 7);
    QCOMPARE(navigation->item(1)->text(), QStringLiteral("Pipeline"));
}

void TestMainWindow::deferredScreensAreBuiltAfterTheFirstPaint() {
    MainWindow window(m_document, m_recent, ScreenContext{}, MainWindow::ScreenBuild::ShownFirst);
    auto *stack = window.findChild<QStackedWidget *>(QStringLiteral("screenStack"));
    QVERIFY(stack);
    const auto built = [stack] {
        return stack->findChildren<Screen *>(QString(), Qt::FindDirectChildrenOnly).size();
    };
    // Only the first screen exists; the navigation names all seven already.
    QCOMPARE(built(), 1);
    const auto *navigation = window.findChild<QListWidget *>(QStringLiteral("navigation"));
    QCOMPARE(navigation->count(), 7);
    QCOMPARE(navigation->item(2)->text(), QStringLiteral("Loops"));
    // Asking for one builds it in its place (main.cpp asks before the window shows: no input yet).
    window.showScreen(3);
    QCOMPARE(window.currentScreen()->objectName(), QStringLiteral("approvalsScreen"));
    QCOMPARE(stack->currentWidget(), window.currentScreen());
    QCOMPARE(built(), 2);
    window.showScreen(0); // back, still before the window shows
    // The rest follow the first paint, in navigation order.
    window.resize(1200, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTRY_COMPARE(built(), 7);
    QStringList names;
    for (int i = 0; i < stack->count(); ++i)
        names << stack->widget(i)->objectName();
    QCOMPARE(names,
             (QStringList{QStringLiteral("policyScreen"), QStringLiteral("pipelineScreen"),
                          QStringLiteral("loopsScreen"), QStringLiteral("approvalsScreen"),
                          QStringLiteral("schemasScreen"), QStringLiteral("connectionsScreen"),
                          QStringLiteral("execApprovalsScreen")}));
    QCOMPARE(stack->currentWidget()->objectName(), QStringLiteral("policyScreen"));
    // Their actions reached the palette (the Loops screen registers its own).
    QVERIFY(window.actionRegistry()->action(QStringLiteral("view.screen.loopsScreen")));
}

void TestMainWindow::ctrlNumberSwitchesScreens_data() {
    QTest::addColumn<int>("key");
    QTest::addColumn<QString>("screen");
    QTest::newRow("ctrl+1 policy") << int(Qt::Key_1) << QStringLiteral("policyScreen");
    QTest::newRow("ctrl+2 pipeline") << int(Qt::Key_2) << QStringLiteral("pipelineScreen");
    QTest::newRow("ctrl+3 loops") << int(Qt::Key_3) << QStringLiteral("loopsScreen");
    QTest::newRow("ctrl+4 approvals") << int(Qt::Key_4) << QStringLiteral("approvalsScreen");
    QTest::newRow("ctrl+5 schemas") << int(Qt::Key_5) << QStringLiteral("schemasScreen");
    QTest::newRow("ctrl+6 connections") << int(Qt::Key_6) << QStringLiteral("connectionsScreen");
    QTest::newRow("ctrl+7 exec approvals")
        << int(Qt::Key_7) << QStringLiteral("execApprovalsScreen");
}

void TestMainWindow::ctrlNumberSwitchesScreens() {
    QFETCH(int, key);
    QFETCH(QString, screen);
    // Start elsewhere so every row proves a change.
    QVERIFY(toolgate::test::clickNavigation(m_window, key == Qt::Key_1 ? 5 : 0));
    QTest::keyClick(m_window, static_cast<Qt::Key>(key), Qt::ControlModifier);
    QCOMPARE(m_window->currentScreen()->objectName(), screen);
    const auto *stack = m_window->findChild<QStackedWidget *>(QStringLiteral("screenStack"));
    QCOMPARE(stack->currentWidget()->objectName(), screen);
    const auto *navigation = m_window->findChild<QListWidget *>(QStringLiteral("navigation"));
    QCOMPARE(navigation->currentRow(), key - int(Qt::Key_1));
}

// Issue 32: choosing Pipeline in the sidebar leaves the focus there; Ctrl+F still finds the
// search, and on another screen it does not steal the focus for the hidden one.
void TestMainWindow::ctrlFReachesThePipelineSearchFromTheSidebar() {
    auto *navigation = m_window->findChild<QListWidget *>(QStringLiteral("navigation"));
    QVERIFY(toolgate::test::clickNavigation(m_window, 1));
    navigation->setFocus();
    QTRY_VERIFY(navigation->hasFocus());
    QTest::keyClick(navigation, Qt::Key_F, Qt::ControlModifier);
    auto *filter = m_window->findChild<QLineEdit *>(QStringLiteral("pipelineFilter"));
    QVERIFY(filter);
    QTRY_VERIFY(filter->hasFocus());
    QVERIFY(toolgate::test::clickNavigation(m_window, 0));
    navigation->setFocus();
    QTRY_VERIFY(navigation->hasFocus());
    QTest::keyClick(navigation, Qt::Key_F, Qt::ControlModifier);
    QVERIFY(!filter->hasFocus());
}

// Issue 32: "Connected to 2 of 2 gateways connected" — a summary of several gateways is the whole
// sentence, a single gateway is named inside ours.
void TestMainWindow::statusBarSaysSeveralGatewaysOnce() {
    using Indicator = toolgate::ui::ConnectionIndicator;
    Indicator *indicator = m_window->connectionIndicator();
    indicator->setState(Indicator::State::Connected, QStringLiteral("2 of 2 gateways connected"),
                        Indicator::Detail::Sentence);
    QCOMPARE(indicator->text(), QStringLiteral("2 of 2 gateways connected"));
    indicator->setState(Indicator::State::Connected, QStringLiteral("staging"));
    QCOMPARE(indicator->text(), QStringLiteral("Connected to staging"));
}

// Issue 32: the first window opened at 1280×800 on a 1024×700 screen.
void TestMainWindow::firstWindowFitsTheScreen() {
    QCOMPARE(MainWindow::firstSize(QSize(1024, 700)), QSize(1024, 700));
    QCOMPARE(MainWindow::firstSize(QSize(1920, 1080)), QSize(1280, 800));
    QCOMPARE(MainWindow::firstSize(QSize()), QSize(1280, 800));
}

void TestMainWindow::navigationClickSwitchesScreens() {
    auto *navigation = m_window->findChild<QListWidget *>(QStringLiteral("navigation"));
    const QRect rect = navigation->visualItemRect(navigation->item(3));
    QTest::mouseClick(navigation->viewport(), Qt::LeftButton, {}, rect.center());
    QCOMPARE(m_window->currentScreen()->objectName(), QStringLiteral("approvalsScreen"));
}

void TestMainWindow::paletteRunsAction() {
    QTest::keyClick(m_window, Qt::Key_K, Qt::ControlModifier);
    CommandPalette *palette = m_window->commandPalette();
    QTRY_VERIFY(palette->isVisible());
    QTest::keyClicks(palette->filterEdit(), QStringLiteral("schemas"));
    QCOMPARE(palette->listView()->model()->rowCount(), 1);
    QTest::keyClick(palette->filterEdit(), Qt::Key_Return);
    QTRY_COMPARE(m_window->currentScreen()->objectName(), QStringLiteral("schemasScreen"));
    QVERIFY(!palette->isVisible());
}

void TestMainWindow::paletteFiltersByWords() {
    QTest::keyClick(m_window, Qt::Key_K, Qt::ControlModifier);
    CommandPalette *palette = m_window->commandPalette();
    QTRY_VERIFY(palette->isVisible());
    const QAbstractItemModel *model = palette->listView()->model();
    // Every registered, visible action is listed before filtering.
    int visible = 0;
    for (const ActionRegistry::Entry &entry : m_window->actionRegistry()->entries())
        visible += entry.action->isVisible() ? 1 : 0;
    QCOMPARE(model->rowCount(), visible);
    // Words match text and category in any order: "go loops" = the Loops entry of "Go to screen".
    QTest::keyClicks(palette->filterEdit(), QStringLiteral("loops go"));
    QCOMPARE(model->rowCount(), 1);
    QCOMPARE(model->index(0, 0).data().toString(), QStringLiteral("Loops"));
    // Arrow keys move through the list; Escape closes without running anything.
    QVERIFY(toolgate::test::typeInto(palette->filterEdit(), QStringLiteral("file")));
    QVERIFY(model->rowCount() > 3);
    const int before = palette->listView()->currentIndex().row();
    QTest::keyClick(palette->filterEdit(), Qt::Key_Down);
    QVERIFY(palette->listView()->currentIndex().row() != before);
    QTest::keyClick(palette->filterEdit(), Qt::Key_Escape);
    QTRY_VERIFY(!palette->isVisible());
    QCOMPARE(m_window->currentScreen()->objectName(), QStringLiteral("policyScreen"));
}

void TestMainWindow::undoRedoEnabledState() {
    QAction *undo = m_window->actionRegistry()->action(QStringLiteral("edit.undo"));
    QAction *redo = m_window->actionRegistry()->action(QStringLiteral("edit.redo"));
    QVERIFY(undo && redo);
    QVERIFY(!undo->isEnabled());
    QVERIFY(!redo->isEnabled());

    int value = 0;
    m_document->push(new NoteCommand(&value));
    QCOMPARE(value, 1);
    QVERIFY(undo->isEnabled());
    QVERIFY(!redo->isEnabled());
    QVERIFY(m_window->isWindowModified());

    QTest::keyClick(m_window, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(value, 0);
    QVERIFY(!undo->isEnabled());
    QVERIFY(redo->isEnabled());
    QVERIFY(!m_window->isWindowModified());

    QTest::keyClick(m_window, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(value, 1);
    QVERIFY(undo->isEnabled());
    QVERIFY(!redo->isEnabled());
}

void TestMainWindow::openFileUpdatesStatusAndRecent() {
    QAction *save = m_window->actionRegistry()->action(QStringLiteral("file.save"));
    QVERIFY(!save->isEnabled());
    const QString path = m_dir.filePath(QStringLiteral("openclaw.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"tools": {"profile": "coding"}})");
    file.close();

    QVERIFY(m_window->openFile(
        path)); // what main.cpp does with a path; File > Open's dialog is the platform's
    QVERIFY(save->isEnabled());
    const auto *source = m_window->findChild<QLabel *>(QStringLiteral("statusSource"));
    QVERIFY(source);
    QCOMPARE(source->text(), QStringLiteral("openclaw.json"));
    QCOMPARE(m_recent->files().value(0), QFileInfo(path).absoluteFilePath());
    QAction *recent = m_window->actionRegistry()->action(QStringLiteral("file.recent.0"));
    QVERIFY(recent->isVisible());
    QVERIFY(recent->text().contains(QStringLiteral("openclaw.json")));
}

void TestMainWindow::paletteSaysNoMatchesAndDrawsEachRowOnce() {
    QTest::keyClick(m_window, Qt::Key_K, Qt::ControlModifier);
    CommandPalette *palette = m_window->commandPalette();
    QTRY_VERIFY(palette->isVisible());
    auto *noMatches = palette->findChild<QLabel *>(QStringLiteral("paletteNoMatches"));
    QVERIFY(noMatches);
    QVERIFY(!noMatches->isVisible());
    QTest::keyClicks(palette->filterEdit(), QStringLiteral("zzzqqq"));
    QCOMPARE(palette->listView()->model()->rowCount(), 0);
    QVERIFY(noMatches->isVisible());
    QVERIFY(noMatches->text().contains(QStringLiteral("zzzqqq")));
    QVERIFY(!palette->listView()->isVisible());

    // An unselected row, rendered alone: its text is drawn once, so the pixels of a second,
    // offset copy (the old bug) are absent to the right of where the row's text ends.
    QVERIFY(toolgate::test::typeInto(palette->filterEdit(), QStringLiteral("file")));
    QVERIFY(palette->listView()->isVisible());
    QAbstractItemModel *model = palette->listView()->model();
    QVERIFY(model->rowCount() > 1);
    const QModelIndex unselected = model->index(1, 0);
    QVERIFY(palette->listView()->currentIndex() != unselected);
    QStyleOptionViewItem option;
    option.initFrom(palette->listView());
    option.rect = QRect(0, 0, 500, 32);
    option.widget = palette->listView();
    option.state &= ~QStyle::State_Selected;
    QImage drawn(option.rect.size(), QImage::Format_ARGB32);
    drawn.fill(Qt::white);
    QImage empty = drawn;
    {
        QPainter painter(&drawn);
        palette->listView()->itemDelegate()->paint(&painter, option, unselected);
    }
    QStyleOptionViewItem blank = option;
    {
        QPainter painter(&empty);
        palette->listView()->style()->drawControl(QStyle::CE_ItemViewItem, &blank, &painter,
                                                  palette->listView());
    }
    // Only the delegate's own text: the style's text starts at x < 12 where ours does not.
    for (int y = 0; y < drawn.height(); ++y)
        for (int x = 0; x < 10; ++x)
            QCOMPARE(drawn.pixel(x, y), empty.pixel(x, y));
}

void TestMainWindow::shortcutsListApprovalKeysNotUndoLabels() {
    int value = 0;
    m_document->push(new NoteCommand(&value)); // Edit > Undo now reads "Undo note"
    ShortcutsDialog dialog(*m_window->actionRegistry());
    auto *table = dialog.findChild<QTableWidget *>();
    QVERIFY(table);
    QStringList commands;
    QStringList keys;
    for (int row = 0; row < table->rowCount(); ++row) {
        commands << table->item(row, 0)->text();
        keys << table->item(row, 2)->text();
    }
    QVERIFY(commands.contains(QStringLiteral("Undo")));
    QVERIFY(!commands.join(u'|').contains(QStringLiteral("note")));
    for (const QString &key :
         {QStringLiteral("J"), QStringLiteral("K"), QStringLiteral("A"), QStringLiteral("Shift+A"),
          QStringLiteral("D"), QStringLiteral("S"), QStringLiteral("B"), QStringLiteral("Esc")})
        QVERIFY2(keys.contains(key), qPrintable(key));
    // Each key once: the inbox's keys are its actions' own shortcuts, listed with their texts.
    QCOMPARE(keys.count(QStringLiteral("D")), 1);
    QCOMPARE(commands.at(keys.indexOf(QStringLiteral("D"))),
             QStringLiteral("Deny the selected request"));
}

// Each enabled action's key, pressed on the window with the action's screen shown, triggers that
// action once: no key is taken by two actions (Qt triggers neither then) or by a widget filter.
// Handlers are detached first, so no dialog opens and the window stays.
void TestMainWindow::everyShortcutReachesItsActionOnTheRealWindow() {
    QVERIFY(QTest::qWaitForWindowActive(m_window));
    int value = 0;
    m_document->push(new NoteCommand(&value)); // Undo enabled
    const QList<Screen *> screens = m_window->screens();
    QSet<QString> pressed;
    for (int index = 0; index < screens.size(); ++index) {
        QVERIFY(toolgate::test::clickNavigation(m_window, index));
        QCOMPARE(m_window->currentScreen(), screens.at(index));
        for (const ActionRegistry::Entry &entry : m_window->actionRegistry()->entries()) {
            QAction *action = entry.action.data();
            if (!action || action->shortcut().isEmpty() || !action->isEnabled() ||
                pressed.contains(entry.id))
                continue;
            // Active now: window-wide, or on a widget of the screen shown (focused first when its
            // keys act only there, as a click into it would).
            QWidget *owner = nullptr;
            for (QObject *object : action->associatedObjects()) {
                auto *widget = qobject_cast<QWidget *>(object);
                if (widget && widget->isVisible() &&
                    (widget == m_window || screens.at(index) == widget ||
                     screens.at(index)->isAncestorOf(widget)))
                    owner = widget;
            }
            if (!owner)
                continue;
            if (action->shortcutContext() == Qt::WidgetShortcut ||
                action->shortcutContext() == Qt::WidgetWithChildrenShortcut) {
                owner->setFocus();
                QTRY_VERIFY(owner->hasFocus());
            }
            QObject::disconnect(action, &QAction::triggered, nullptr, nullptr);
            QSignalSpy triggered(action, &QAction::triggered);
            const QKeyCombination keys = action->shortcut()[0];
            QTest::keyClick(m_window, keys.key(), keys.keyboardModifiers());
            QVERIFY2(triggered.count() == 1,
                     qPrintable(entry.id + QStringLiteral(": ") +
                                action->shortcut().toString(QKeySequence::NativeText)));
            pressed.insert(entry.id);
        }
    }
    // The inbox's keys act while its list is on screen, that is with requests listed:
    // tst_approvals presses each of them there.
    for (const char *id : {"file.open", "file.openTrace", "edit.undo", "view.commandPalette",
                           "help.shortcuts", "view.screen.loopsScreen", "pipeline.filter"})
        QVERIFY2(pressed.contains(QLatin1String(id)), id);
}

// The console's start builds only the first screen; each other one, opened before the rest are
// built, is built then and its very first frame shows it whole: the screen in the stack (not its
// stand-in) with its header, at a small laptop's size. With TOOLGATE_SCREENSHOT_DIR set, saves
// each first frame as lazy-NAME-1024x700.png.
void TestMainWindow::lazyScreensShowWholeOnTheirFirstFrame() {
    MainWindow window(m_document, m_recent, ScreenContext{}, MainWindow::ScreenBuild::ShownFirst);
    window.resize(1024, 700);
    window.show();
    auto *stack = window.findChild<QStackedWidget *>(QStringLiteral("screenStack"));
    QVERIFY(stack);
    // Not painted yet: the other screens still wait (stand-ins in the stack).
    QVERIFY(!qobject_cast<Screen *>(stack->widget(stack->count() - 1)));
    const QString dir = qEnvironmentVariable("TOOLGATE_SCREENSHOT_DIR");
    for (int index = stack->count() - 1; index >= 0; --index) {
        QVERIFY(toolgate::test::clickNavigation(&window, index));
        const QImage frame = window.grab().toImage();
        auto *screen = qobject_cast<Screen *>(stack->currentWidget());
        QVERIFY2(screen, qPrintable(QString::number(index)));
        QCOMPARE(window.currentScreen(), screen);
        QVERIFY(screen->isVisible());
        auto *header = screen->findChild<ScreenHeader *>();
        QVERIFY(header && header->isVisible());
        QCOMPARE(screen->geometry().size(), stack->size());
        // Something drawn where the screen is: not one flat colour.
        const QRect area = screen->geometry().translated(stack->mapTo(&window, QPoint(0, 0)));
        const QImage part = frame.copy(area);
        bool varied = false;
        for (int y = 0; y < part.height() && !varied; y += 7)
            for (int x = 0; x < part.width() && !varied; x += 7)
                varied = part.pixel(x, y) != part.pixel(0, 0);
        QVERIFY2(varied, qPrintable(screen->objectName()));
        if (!dir.isEmpty())
            QVERIFY(frame.save(dir + QStringLiteral("/lazy-") + screen->objectName() +
                               QStringLiteral("-1024x700.png")));
    }
}

// "Nothing to fix." never sits beside a live-looking "Apply fix".
void TestMainWindow::explainApplyShownOnlyWithAFix() {
    ExplainPanel panel;
    QVERIFY(panel.applyButton()->isHidden());
    toolgate::core::PolicyExplanation blocked;
    blocked.tool = "exec";
    blocked.stepLabel = "tools.allow";
    blocked.reason.denied = true;
    blocked.reason.configEntry = "exec";
    blocked.fix.push_back({"tools.deny", toolgate::core::PolicyFix::Action::Remove, "exec", {}});
    panel.showExplanation(blocked, {QStringLiteral("tools.allow")}, {1}, {QStringLiteral("exec")});
    QVERIFY(!panel.applyButton()->isHidden());
    toolgate::core::PolicyExplanation allowed;
    allowed.tool = "exec";
    allowed.allowed = true;
    panel.showExplanation(allowed, {QStringLiteral("tools.allow")}, {0}, {QString()});
    QVERIFY(panel.applyButton()->isHidden());
    auto *fix = panel.findChild<QLabel *>(QStringLiteral("explainFix"));
    QVERIFY(fix);
    QCOMPARE(fix->text(), QStringLiteral("Nothing to fix."));
}

void TestMainWindow::comboIgnoresWheelUntilFocused() {
    QWidget page;
    auto *combo = new FocusedComboBox(&page);
    auto *other = new QLineEdit(&page);
    other->move(0, 40);
    combo->addItems({QStringLiteral("minimal"), QStringLiteral("coding"), QStringLiteral("full")});
    combo->setCurrentIndex(1);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    other->setFocus();
    const auto wheel = [combo] {
        QWheelEvent event(QPointF(5, 5), combo->mapToGlobal(QPointF(5, 5)), {}, QPoint(0, -120),
                          Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(combo, &event);
        return event.isAccepted();
    };
    QVERIFY(!wheel()); // passed on to the page
    QCOMPARE(combo->currentIndex(), 1);
    combo->setFocus();
    QVERIFY(combo->hasFocus());
    wheel();
    QCOMPARE(combo->currentIndex(), 2);
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
