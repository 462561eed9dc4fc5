// SPDX-License-Identifier: MIT
// zh_CN: the catalog is complete and uses one term per concept, and every text the main screens
// show in English comes out translated — the window is built once in English and once in Chinese
// and the visible texts of the same widgets are compared.
#include "../testutils.h"
#include "failonwarning.h"

#include "config/configfinding.h"
#include "models/policyworkspace.h"
#include "policy/explain.h"
#include "ui/document/documentcontroller.h"
#include "ui/document/recentfiles.h"
#include "ui/loops/loopsscreen.h"
#include "ui/shell/actionregistry.h"
#include "ui/shell/consoleservices.h"
#include "ui/shell/errortext.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/screen.h"
#include "ui/shell/translations.h"
#include "util/result.h"
#include "widgetdriver.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAction>
#include <QDir>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMap>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QSettings>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QUndoCommand>
#include <QUndoStack>
#include <QXmlStreamReader>

using namespace toolgate::ui;
using namespace toolgate::test;

namespace {

QString plain(QString text) {
    text.remove(QLatin1Char('&'));
    return text.trimmed();
}

// A stable key for a widget: its chain of class names and sibling positions.
QString keyOf(const QObject *object) {
    QStringList parts;
    for (const QObject *o = object; o; o = o->parent()) {
        const QObject *parent = o->parent();
        const int index = parent ? static_cast<int>(parent->children().indexOf(o)) : 0;
        parts.prepend(QStringLiteral("%1#%2")
                          .arg(QString::fromLatin1(o->metaObject()->className()))
                          .arg(index));
    }
    return parts.join(QLatin1Char('/'));
}

bool hiddenByParent(const QWidget *widget, const QWidget *top) {
    for (const QWidget *w = widget; w && w != top; w = w->parentWidget()) {
        if (w->isHidden() && !qobject_cast<const Screen *>(w))
            return true;
    }
    return false;
}

// Every text the user can read: labels, buttons, group titles, placeholders, view headers and
// menu actions.
QMap<QString, QString> visibleTexts(QWidget *top) {
    QMap<QString, QString> texts;
    auto add = [&](const QString &key, const QString &text) {
        const QString t = plain(text);
        if (!t.isEmpty())
            texts.insert(key, t);
    };
    const QList<QWidget *> widgets = top->findChildren<QWidget *>();
    for (QWidget *w : widgets) {
        if (hiddenByParent(w, top))
            continue;
        const QString key = keyOf(w);
        if (auto *label = qobject_cast<QLabel *>(w))
            add(key, label->text());
        else if (auto *button = qobject_cast<QAbstractButton *>(w))
            add(key, button->text());
        else if (auto *group = qobject_cast<QGroupBox *>(w))
            add(key, group->title());
        if (auto *edit = qobject_cast<QLineEdit *>(w))
            add(key + QStringLiteral("/placeholder"), edit->placeholderText());
        if (auto *edit = qobject_cast<QPlainTextEdit *>(w))
            add(key + QStringLiteral("/placeholder"), edit->placeholderText());
        if (auto *view = qobject_cast<QAbstractItemView *>(w); view && view->model()) {
            for (int c = 0; c < view->model()->columnCount(); ++c)
                add(key + QStringLiteral("/h%1").arg(c),
                    view->model()->headerData(c, Qt::Horizontal).toString());
        }
    }
    const QList<QAction *> actions = top->findChildren<QAction *>();
    for (QAction *a : actions)
        add(keyOf(a) + QStringLiteral("/action"), a->text());
    return texts;
}

// English prose: words of three or more letters (data such as tool ids and brand names aside).
bool isEnglishProse(const QString &text) {
    static const QStringList names{
        QStringLiteral("Toolgate"), QStringLiteral("OpenAI / Anthropic"), QStringLiteral("Gemini"),
        QStringLiteral("xAI"), QStringLiteral("OpenClaw"),
        // Each language is listed by its own name in the Language menu.
        QStringLiteral("American English"),
        // Demo scenario titles are data from the scenario files.
        QStringLiteral("Everyday coding agent"), QStringLiteral("Multi-agent team"),
        QStringLiteral("Runaway agent")};
    if (names.contains(text))
        return false;
    static const QRegularExpression word(QStringLiteral("[A-Za-z]{3,}"));
    return word.match(text).hasMatch();
}

// The texts of the window and its menu bar, keyed by widget.
QMap<QString, QString> windowTexts(MainWindow &window) {
    QMap<QString, QString> texts = visibleTexts(&window);
    const QList<QMenu *> menus = window.menuBar()->findChildren<QMenu *>();
    for (QMenu *menu : menus)
        texts.insert(keyOf(menu) + QStringLiteral("/title"), plain(menu->title()));
    return texts;
}

// Clicks View > Language > the entry for `code` ("" = system default) the way a user does.
bool chooseLanguage(MainWindow &window, const QString &code) {
    auto *menu = window.findChild<QMenu *>(QStringLiteral("languageMenu"));
    if (!menu)
        return false;
    QAction *entry = nullptr;
    for (QAction *action : menu->actions()) {
        if (action->data().toString() == code)
            entry = action;
    }
    if (!entry)
        return false;
    menu->popup(window.mapToGlobal(QPoint(40, 40)));
    if (!QTest::qWaitForWindowExposed(menu))
        return false;
    QTest::mouseClick(menu, Qt::LeftButton, {}, menu->actionGeometry(entry).center());
    return entry->isChecked() && !menu->isVisible();
}

QString catalogPath() {
    return QDir(dataPath(QStringLiteral(".")))
        .absoluteFilePath(QStringLiteral("../../translations/toolgate_zh_CN.ts"));
}

} // namespace

class TestTranslations final : public QObject {
    Q_OBJECT

private slots:
    void init() { toolgate::test::failOnAnyWarning(); }
    void initTestCase();
    void catalogIsComplete();
    void embeddedCatalogLoads();
    void mainScreensAreTranslated();
    void switchingLanguageIsLiveAndKeepsState();
    void errorCodesAreWordedInTheLanguage();
    void everyErrorCodeHasASentence();
    void findingsAreWordedByCode();

private:
    QMap<QString, QString> build(bool chinese);
};

void TestTranslations::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
}

void TestTranslations::catalogIsComplete() {
    QFile file(catalogPath());
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(catalogPath()));
    QXmlStreamReader xml(&file);
    int messages = 0;
    QString source;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("source")) {
            source = xml.readElementText();
        } else if (xml.name() == QLatin1String("translation")) {
            ++messages;
            const QString type = xml.attributes().value(QStringLiteral("type")).toString();
            QVERIFY2(type != QLatin1String("unfinished"), qPrintable(source));
            QVERIFY2(type != QLatin1String("vanished") && type != QLatin1String("obsolete"),
                     qPrintable(source));
            const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            QVERIFY2(!text.trimmed().isEmpty(), qPrintable(source));
            // One term per concept: the rejected synonym of each term the catalog settled on.
            static const QList<std::pair<QString, QString>> rejected{
                {QStringLiteral("管道"), QStringLiteral("流水线 (pipeline)")},
                {QStringLiteral("页面"), QStringLiteral("界面 (screen)")},
                {QStringLiteral("您"), QStringLiteral("你")},
                {QStringLiteral("代理"), QStringLiteral("智能体 (agent)")}};
            for (const auto &[term, instead] : rejected)
                QVERIFY2(!text.contains(term),
                         qPrintable(source + QStringLiteral(": use ") + instead +
                                    QStringLiteral(", not ") + term));
            if (source.contains(QLatin1String("schema"), Qt::CaseInsensitive))
                QVERIFY2(!text.contains(QStringLiteral("模式")),
                         qPrintable(source + QStringLiteral(": schema is Schema")));
        }
    }
    QVERIFY(!xml.hasError());
    QVERIFY(messages > 150);
}

void TestTranslations::embeddedCatalogLoads() {
    QVERIFY(Translations::available().contains(QStringLiteral("zh_CN")));
    QTranslator translator;
    QVERIFY(translator.load(QStringLiteral(":/i18n/toolgate_zh_CN.qm")));
    QCOMPARE(translator.translate("toolgate::ui::LoopsScreen", "Loops"), QStringLiteral("循环"));
    QCOMPARE(translator.translate("toolgate::ui::SchemasScreen", "Schemas"),
             QStringLiteral("Schema"));
}

QMap<QString, QString> TestTranslations::build(bool chinese) {
    QTranslator translator;
    if (chinese) {
        if (!translator.load(QStringLiteral(":/i18n/toolgate_zh_CN.qm")))
            return {};
        QCoreApplication::installTranslator(&translator);
    }
    toolgate::core::PolicyWorkspace workspace;
    DocumentController document(&workspace);
    RecentFiles recent;
    MainWindow window(&document, &recent);
    window.resize(1440, 900);
    // Fill the screens with content so their working widgets (not only the empty states) count.
    if (auto *loops = window.findChild<LoopsScreen *>()) {
        loops->openTrace(readAll(dataPath(QStringLiteral(
                             "loops/002-generic-repeat-to-circuit-breaker-32.trace.jsonl"))),
                         QStringLiteral("trace"));
    }
    window.show();
    QMap<QString, QString> texts = visibleTexts(&window);
    const QList<QMenu *> menus = window.menuBar()->findChildren<QMenu *>();
    for (QMenu *menu : menus)
        texts.insert(keyOf(menu) + QStringLiteral("/title"), plain(menu->title()));
    window.close();
    if (chinese)
        QCoreApplication::removeTranslator(&translator);
    return texts;
}

void TestTranslations::mainScreensAreTranslated() {
    const QMap<QString, QString> english = build(false);
    const QMap<QString, QString> chinese = build(true);
    QVERIFY(english.size() > 100);
    QStringList untranslated;
    int compared = 0;
    for (auto it = english.cbegin(); it != english.cend(); ++it) {
        if (!isEnglishProse(it.value()) || !chinese.contains(it.key()))
            continue;
        ++compared;
        if (chinese.value(it.key()) == it.value())
            untranslated << it.value();
    }
    QVERIFY(compared > 100);
    QVERIFY2(untranslated.isEmpty(), qPrintable(untranslated.join(QStringLiteral(" | "))));
}

// A console with a file open, a trace replayed, an unsaved edit and the Loops screen showing.
struct Console {
    QTemporaryDir dir;
    ConsoleServices services{dir.path(), dir.filePath(QStringLiteral("identity.json"))};
    DocumentController &document = services.document;
    MainWindow window{&services.document, &services.recentFiles};

    bool open() {
        window.resize(1440, 900);
        if (!document.open(dataPath(QStringLiteral("config/samples/openclaw.json5"))))
            return false;
        window.findChild<LoopsScreen *>()->openTrace(
            readAll(dataPath(
                QStringLiteral("loops/002-generic-repeat-to-circuit-breaker-32.trace.jsonl"))),
            QStringLiteral("trace"));
        window.show();
        if (!QTest::qWaitForWindowExposed(&window))
            return false;
        document.push(new QUndoCommand(QStringLiteral("note")));
        return toolgate::test::clickNavigation(
            &window, 2); // Loops: its tables have headers from core models
    }
    QMap<QString, QString> texts() {
        // Actions replaced during the switch are deleted later; let that happen first.
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        return windowTexts(window);
    }
};

// Texts of the same widget that differ between two windows.
QStringList differences(const QMap<QString, QString> &a, const QMap<QString, QString> &b,
                        int *compared) {
    QStringList differ;
    for (auto it = a.cbegin(); it != a.cend(); ++it) {
        if (!b.contains(it.key()))
            continue;
        ++*compared;
        if (b.value(it.key()) != it.value())
            differ << it.value() + QStringLiteral(" → ") + b.value(it.key());
    }
    return differ;
}

void TestTranslations::switchingLanguageIsLiveAndKeepsState() {
    QSettings().remove(QStringLiteral("language"));
    Console console;
    QVERIFY(console.open());
    MainWindow &window = console.window;
    QVERIFY(console.document.isModified());
    const int undoSteps = console.document.undoStack()->count();
    const auto *navigation = window.findChild<QListWidget *>(QStringLiteral("navigation"));
    const auto *title = window.currentScreen()->findChild<QLabel *>(QStringLiteral("screenTitle"));
    const auto *verdicts = window.findChild<QAbstractItemView *>(QStringLiteral("loopVerdicts"));
    const auto *source = window.statusBar()->findChild<QLabel *>(QStringLiteral("statusSource"));
    QVERIFY(navigation && title && verdicts && source);
    const QString fileMenu = window.menuBar()->actions().constFirst()->text();
    QCOMPARE(fileMenu, QStringLiteral("&File"));
    QCOMPARE(navigation->item(1)->text(), QStringLiteral("Pipeline"));
    QCOMPARE(title->text(), QStringLiteral("Loops"));
    QCOMPARE(verdicts->model()->headerData(2, Qt::Horizontal).toString(),
             QStringLiteral("Verdict"));
    QVERIFY(source->text().contains(QStringLiteral("modified")));
    const QMap<QString, QString> english = console.texts();

    QVERIFY(chooseLanguage(window, QStringLiteral("zh_CN")));
    QCOMPARE(QSettings().value(QStringLiteral("language")).toString(), QStringLiteral("zh_CN"));
    QCOMPARE(navigation->item(1)->text(), QStringLiteral("流水线"));
    QCOMPARE(title->text(), QStringLiteral("循环"));
    QCOMPARE(window.menuBar()->actions().constFirst()->text(), QStringLiteral("文件(&F)"));
    QVERIFY(verdicts->model()->headerData(2, Qt::Horizontal).toString() !=
            QStringLiteral("Verdict"));
    QVERIFY(!source->text().contains(QStringLiteral("modified")));
    // Switching at runtime shows what a console started in Chinese shows.
    {
        Console fresh;
        QVERIFY(fresh.open());
        int compared = 0;
        const QStringList differ = differences(fresh.texts(), console.texts(), &compared);
        QVERIFY(compared > 150);
        QVERIFY2(differ.isEmpty(), qPrintable(differ.join(QStringLiteral(" | "))));
    }
    // Nothing was rebuilt: the document, its edits and the screen are as they were.
    QVERIFY(console.document.isModified());
    QVERIFY(window.isWindowModified());
    QCOMPARE(console.document.undoStack()->count(), undoSteps);
    QCOMPARE(window.currentScreenIndex(), 2);

    QVERIFY(chooseLanguage(window, QStringLiteral("en")));
    QCOMPARE(navigation->item(1)->text(), QStringLiteral("Pipeline"));
    QCOMPARE(title->text(), QStringLiteral("Loops"));
    QCOMPARE(window.menuBar()->actions().constFirst()->text(), fileMenu);
    QCOMPARE(verdicts->model()->headerData(2, Qt::Horizontal).toString(),
             QStringLiteral("Verdict"));
    QVERIFY(source->text().contains(QStringLiteral("modified")));
    int compared = 0;
    const QStringList differ = differences(english, console.texts(), &compared);
    QVERIFY(compared > 150);
    QVERIFY2(differ.isEmpty(), qPrintable(differ.join(QStringLiteral(" | "))));
    QVERIFY(console.document.isModified());
    QCOMPARE(window.currentScreenIndex(), 2);
    QSettings().remove(QStringLiteral("language"));
}

void TestTranslations::errorCodesAreWordedInTheLanguage() {
    Translations::switchTo(QStringLiteral("en"));
    using toolgate::core::Error;
    const Error unreadable{QStringLiteral("io.read"), QStringLiteral("No such file"),
                           QStringLiteral("a.json")};
    const Error unknown{QStringLiteral("some.new.code"), QStringLiteral("Core's own words."), {}};
    toolgate::core::PolicyExplanation owner;
    owner.tool = "exec";
    owner.blocked = toolgate::core::ExplainBlock::OwnerOnly;
    toolgate::core::PolicyFix fix;
    fix.path = "tools.allow";
    fix.entry = "exec";
    QCOMPARE(ErrorText::describe(unreadable),
             QStringLiteral("a.json: The file could not be read (No such file)."));
    QCOMPARE(ErrorText::describe(unknown), QStringLiteral("Core's own words."));
    QCOMPARE(ErrorText::fixSentence(fix), QStringLiteral("Add “exec” to tools.allow."));

    QCOMPARE(Translations::switchTo(QStringLiteral("zh_CN")), QStringLiteral("zh_CN"));
    const QString chinese = ErrorText::describe(unreadable);
    Translations::switchTo(QStringLiteral("en"));
    QCOMPARE(chinese, QStringLiteral("a.json：无法读取该文件（No such file）。"));
}

// ErrorText::forCode words every code of the vocabulary, in English and in Chinese.
void TestTranslations::findingsAreWordedByCode() {
    using toolgate::core::ConfigFinding;
    using toolgate::core::ErrorCode;
    const ConfigFinding finding{ErrorCode::ConfigDuplicateAgentId,
                                toolgate::core::FindingSeverity::Error,
                                toolgate::core::KeyPath{"agents", "list", "1", "id"},
                                QStringLiteral("agent id \"ops\" appears more than once")};
    Translations::switchTo(QStringLiteral("en"));
    const QString english = ErrorText::forFinding(finding);
    QCOMPARE(english, QStringLiteral("This agent id is defined more than once."));
    QCOMPARE(Translations::switchTo(QStringLiteral("zh_CN")), QStringLiteral("zh_CN"));
    const QString chinese = ErrorText::forFinding(finding);
    Translations::switchTo(QStringLiteral("en"));
    QVERIFY(!chinese.isEmpty() && chinese != english);
    // A finding without a known code keeps core's words.
    ConfigFinding unknown = finding;
    unknown.code = ErrorCode::Other;
    QCOMPARE(ErrorText::forFinding(unknown), unknown.message);
}

void TestTranslations::everyErrorCodeHasASentence() {
    using toolgate::core::ErrorCode;
    QVERIFY(ErrorText::forCode(ErrorCode::None).isEmpty());
    QVERIFY(ErrorText::forCode(ErrorCode::Other).isEmpty());
    QMap<int, QString> english;
    Translations::switchTo(QStringLiteral("en"));
    for (int i = int(ErrorCode::Other) + 1; i <= int(toolgate::core::kLastErrorCode); ++i) {
        english[i] = ErrorText::forCode(ErrorCode(i), QStringLiteral("detail"));
        QVERIFY2(!english[i].isEmpty(), qPrintable(errorCodeText(ErrorCode(i))));
    }
    QCOMPARE(Translations::switchTo(QStringLiteral("zh_CN")), QStringLiteral("zh_CN"));
    QStringList untranslated;
    for (auto it = english.cbegin(); it != english.cend(); ++it) {
        if (ErrorText::forCode(ErrorCode(it.key()), QStringLiteral("detail")) == it.value())
            untranslated << errorCodeText(ErrorCode(it.key()));
    }
    Translations::switchTo(QStringLiteral("en"));
    QVERIFY2(untranslated.isEmpty(), qPrintable(untranslated.join(QLatin1Char(' '))));
}

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
