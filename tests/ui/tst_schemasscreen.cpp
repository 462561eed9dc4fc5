// SPDX-License-Identifier: MIT
// The schemas screen shows, for every golden case whose target is one of the three provider
// families it compares, exactly the golden normalised schema in that family's pane.
#include "../testutils.h"
#include "failonwarning.h"

#include "schema/schemacase.h"
#include "ui/schemas/schemapane.h"
#include "ui/schemas/schemasscreen.h"
#include "ui/shell/actionregistry.h"
#include "util/jsonio.h"
#include "widgetdriver.h"

#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QPlainTextEdit>
#include <QTest>
#include <QTextEdit>
#include <QTimer>

using namespace toolgate;
using namespace toolgate::ui;
using namespace toolgate::test;

namespace {
bool sameTarget(const core::SchemaTarget &a, const core::SchemaTarget &b) {
    return a.provider == b.provider && a.modelId == b.modelId &&
           a.toolSchemaProfile == b.toolSchemaProfile &&
           a.strippedKeywords() == b.strippedKeywords() &&
           a.omitEmptyArrayItems == b.omitEmptyArrayItems;
}
constexpr int kToolIdRole = Qt::UserRole + 1; // the tool picker's tool ids

bool showScreen(SchemasScreen &screen) {
    screen.resize(1024, 700);
    screen.show();
    return QTest::qWaitForWindowExposed(&screen);
}

// Pastes `text` into the declared-schema editor and waits until it has been compared.
bool pasteSchema(SchemasScreen &screen, const QString &text) {
    auto *editor = screen.findChild<QPlainTextEdit *>(QStringLiteral("schemaEditor"));
    auto *delay = screen.findChild<QTimer *>(QStringLiteral("schemaCompareDelay"));
    if (!delay || !test::pasteInto(editor, text))
        return false;
    return QTest::qWaitFor([delay] { return !delay->isActive(); });
}

} // namespace

class TestSchemasScreen final : public QObject {
    Q_OBJECT

private slots:
    void init() { toolgate::test::failOnAnyWarning(); }
    void goldenCaseInItsPane_data();
    void goldenCaseInItsPane();
    void lossesAreListed();
    void lossesBehindAFlattenedUnionAreListed();
    void invalidJsonIsReported();
    void toolPickerListsTheCatalog();
    void toolWithoutSchemaShowsNoSchema();
    void panesAreReadableAtLaptopSize();

private:
    ActionRegistry m_actions;
};

// In a 1024x700 window (about 800 pixels for the screen) the panes take two rows of two: each
// JSON view shows a readable line (40 characters), not a sliver; wide, they share one row.
void TestSchemasScreen::panesAreReadableAtLaptopSize() {
    SchemasScreen screen(ScreenContext{nullptr, &m_actions});
    screen.resize(800, 600);
    screen.show();
    QVERIFY(QTest::qWaitForWindowExposed(&screen));
    for (SchemaPane *pane : screen.panes()) {
        auto *json = pane->findChild<QTextEdit *>();
        QVERIFY(json);
        const int columns = json->viewport()->width() / json->fontMetrics().averageCharWidth();
        QVERIFY2(columns >= 40, qPrintable(QString::number(columns)));
    }
    screen.resize(1600, 900);
    QTRY_VERIFY(screen.panes().at(0)->y() == screen.panes().at(2)->y());
    QVERIFY(screen.panes().at(2)->mapTo(&screen, QPoint(0, 0)).y() ==
            screen.panes().at(0)->mapTo(&screen, QPoint(0, 0)).y());
}

void TestSchemasScreen::goldenCaseInItsPane_data() {
    QTest::addColumn<QString>("casePath");
    QTest::addColumn<int>("pane");
    const QDir dir(dataPath(QStringLiteral("schema")));
    const core::SchemaTarget targets[] = {core::SchemaTarget::openAi(),
                                          core::SchemaTarget::gemini(), core::SchemaTarget::xai()};
    int rows = 0;
    for (const QString &name :
         dir.entryList({QStringLiteral("*.case.json")}, QDir::Files, QDir::Name)) {
        core::Result<core::Json> json = core::parseJson(readAll(dir.filePath(name)), name);
        QVERIFY(json);
        core::Result<core::SchemaCase> parsed = core::parseSchemaCase(std::move(json.value()));
        QVERIFY(parsed);
        for (int pane = 0; pane < 3; ++pane) {
            if (sameTarget(parsed.value().target, targets[pane])) {
                QTest::newRow(qPrintable(name)) << dir.filePath(name) << pane;
                ++rows;
            }
        }
    }
    // The golden set holds cases for all three families.
    QVERIFY(rows >= 15);
}

void TestSchemasScreen::goldenCaseInItsPane() {
    QFETCH(QString, casePath);
    QFETCH(int, pane);
    const nlohmann::json input = parseUnordered(readAll(casePath));
    QString expectedPath = casePath;
    expectedPath.replace(QStringLiteral(".case.json"), QStringLiteral(".expected.json"));
    const nlohmann::json expected = parseUnordered(readAll(expectedPath));

    SchemasScreen screen(ScreenContext{nullptr, &m_actions});
    QVERIFY(showScreen(screen));
    QVERIFY(pasteSchema(screen, QString::fromStdString(input.at("schema").dump(2))));
    SchemaPane *shown = screen.panes().at(pane);
    if (expected.contains("error")) {
        QCOMPARE(shown->schemaText(),
                 QString::fromStdString(expected.at("error").get<std::string>()));
        return;
    }
    const QByteArray text = shown->schemaText().toUtf8();
    const nlohmann::json actual = parseUnordered(text);
    QVERIFY2(!actual.is_discarded(), text.constData());
    QCOMPARE(QString::fromStdString(actual.dump()),
             QString::fromStdString(expected.at("schema").dump()));
}

void TestSchemasScreen::lossesAreListed() {
    SchemasScreen screen(ScreenContext{nullptr, &m_actions});
    QVERIFY(showScreen(screen));
    QVERIFY(pasteSchema(
        screen,
        QStringLiteral(
            R"({"type":"object","properties":{"id":{"type":"string","minLength":1,"format":"uuid"}}})")));
    // Gemini drops the validation keywords it does not support; OpenAI keeps the schema as is.
    QVERIFY(screen.panes().at(0)->lostPaths().isEmpty());
    const QStringList gemini = screen.panes().at(1)->lostPaths();
    QVERIFY(!gemini.isEmpty());
    for (const QString &path : gemini)
        QVERIFY(path.startsWith(QStringLiteral("properties.id")));
}

void TestSchemasScreen::lossesBehindAFlattenedUnionAreListed() {
    SchemasScreen screen(ScreenContext{nullptr, &m_actions});
    QVERIFY(showScreen(screen));
    // The union is flattened for every provider, so against the declared schema each copy only
    // "lost" anyOf; what Gemini and xAI drop beyond that shows against the OpenAI copy.
    QVERIFY(pasteSchema(
        screen,
        QStringLiteral(
            "{\"anyOf\":[{\"type\":\"object\",\"properties\":{\"action\":{\"const\":\"get\"},"
            "\"id\":{\"type\":\"string\",\"minLength\":1}},\"required\":[\"action\"]},"
            "{\"type\":\"object\",\"properties\":{\"action\":{\"const\":\"list\"},"
            "\"ids\":{\"type\":\"array\",\"items\":{\"type\":\"string\"},\"minContains\":1}},"
            "\"required\":[\"action\"]}]}")));
    QCOMPARE(screen.panes().at(0)->lostPaths(), QStringList{QStringLiteral("anyOf")});
    const QStringList gemini = screen.panes().at(1)->lostPaths();
    QVERIFY2(gemini.contains(QStringLiteral("properties.id.minLength")),
             qPrintable(gemini.join(u',')));
    const QStringList xai = screen.panes().at(2)->lostPaths();
    QVERIFY2(xai.contains(QStringLiteral("properties.ids.minContains")),
             qPrintable(xai.join(u',')));
    QVERIFY(!xai.contains(QStringLiteral("properties.id.minLength"))); // xAI keeps minLength
}

void TestSchemasScreen::invalidJsonIsReported() {
    SchemasScreen screen(ScreenContext{nullptr, &m_actions});
    QVERIFY(showScreen(screen));
    QVERIFY(pasteSchema(screen, QStringLiteral("{\"type\": ")));
    QVERIFY(screen.statusText().startsWith(QStringLiteral("Not valid JSON")));
}

void TestSchemasScreen::toolPickerListsTheCatalog() {
    SchemasScreen screen(ScreenContext{nullptr, &m_actions});
    QVERIFY(showScreen(screen));
    auto *tools = screen.findChild<QComboBox *>(QStringLiteral("schemaToolPicker"));
    QVERIFY(test::chooseItem(tools, QStringLiteral("exec"), kToolIdRole));
    screen.setToolSchema(QStringLiteral("read"), core::Json{{"type", "object"}});
    QVERIFY(test::chooseItem(tools, QStringLiteral("read"), kToolIdRole));
    QVERIFY(screen.panes().at(0)->schemaText().contains(QStringLiteral("\"type\": \"object\"")));
}

// Picking a tool with no known schema empties the comparison and says so; it never leaves the
// example that was showing under the tool's name. Picking an example lets go of the tool.
void TestSchemasScreen::toolWithoutSchemaShowsNoSchema() {
    SchemasScreen screen(ScreenContext{nullptr, &m_actions});
    screen.resize(1024, 700);
    screen.show();
    QVERIFY(QTest::qWaitForWindowExposed(&screen));
    auto *tools = screen.findChild<QComboBox *>(QStringLiteral("schemaToolPicker"));
    auto *examples = screen.findChild<QComboBox *>(QStringLiteral("schemaExamplePicker"));
    auto *editor = screen.findChild<QPlainTextEdit *>(QStringLiteral("schemaEditor"));
    auto *info = screen.findChild<QLabel *>(QStringLiteral("schemaToolInfo"));
    QVERIFY(tools && examples && editor && info);
    QVERIFY(!screen.schemaText().isEmpty()); // the first example shows at start
    QVERIFY(!screen.panes().at(0)->schemaText().isEmpty());

    // The user picks "exec" from the tool box (keyboard on the real combo).
    tools->setFocus();
    const int exec = tools->findData(QStringLiteral("exec"), kToolIdRole);
    QVERIFY(exec > 0);
    while (tools->currentIndex() < exec)
        QTest::keyClick(tools, Qt::Key_Down);
    QTRY_COMPARE(tools->currentIndex(), exec);
    QVERIFY(info->text().contains(QStringLiteral("exec")));
    QVERIFY(screen.schemaText().isEmpty());
    QCOMPARE(examples->currentIndex(), 0);
    const QStringList providers{QStringLiteral("OpenAI / Anthropic"), QStringLiteral("Gemini"),
                                QStringLiteral("xAI")};
    for (SchemaPane *pane : screen.panes()) {
        QVERIFY(pane->schemaText().isEmpty());
        // Never three blank, unlabelled panes: each names its provider and why it is empty.
        const QList<QLabel *> labels = pane->findChildren<QLabel *>();
        QStringList texts;
        for (const QLabel *label : labels)
            texts << label->text();
        const QString all = texts.join(u'|');
        QVERIFY2(all.contains(providers.at(screen.panes().indexOf(pane))), qPrintable(all));
        QVERIFY2(all.contains(QStringLiteral("no schema for exec")), qPrintable(all));
    }
    QVERIFY(screen.statusText().contains(QStringLiteral("No schema for exec")));
    QVERIFY(editor->placeholderText().contains(QStringLiteral("exec")));

    // Then an example: the tool picker lets go of "exec".
    examples->setFocus();
    QTest::keyClick(examples, Qt::Key_Down);
    QTRY_VERIFY(examples->currentIndex() > 0);
    QCOMPARE(tools->currentIndex(), 0);
    QVERIFY(info->text().isEmpty());
    QVERIFY(!screen.schemaText().isEmpty());
    QVERIFY(!screen.statusText().contains(QStringLiteral("No schema")));
}

QTEST_MAIN(TestSchemasScreen)
#include "tst_schemasscreen.moc"
