// SPDX-License-Identifier: MIT
#include "failonwarning.h"
#include "schema/providerschemaviews.h"

#include <QTest>

using namespace toolgate::core;

namespace {

bool hasChange(const QList<SchemaChange> &changes, SchemaChange::Kind kind, const QString &path) {
    return changes.contains(SchemaChange{kind, path});
}

} // namespace

class TestProviderSchemaViews : public QObject {
    Q_OBJECT

private slots:
    void init() { toolgate::test::failOnAnyWarning(); }
    void threeViewsAndWhatTheyLost() {
        const Json schema = Json::parse(R"({"type":"object","properties":{
            "path":{"type":"string","minLength":1,"format":"uri"},
            "tags":{"type":"array","minContains":1},
            "mode":{"const":"r"}},"required":["path"]})");
        const ProviderSchemaViews views = buildProviderSchemaViews(schema);

        QCOMPARE(views.openAiAnthropic.label, QStringLiteral("OpenAI / Anthropic"));
        QVERIFY(views.openAiAnthropic.error.isEmpty());
        QCOMPARE(views.openAiAnthropic.changes,
                 (QList<SchemaChange>{
                     {SchemaChange::Kind::Added, QStringLiteral("properties.tags.items")}}));

        const auto &gemini = views.gemini.changes;
        QVERIFY(hasChange(gemini, SchemaChange::Kind::Removed,
                          QStringLiteral("properties.path.minLength")));
        QVERIFY(hasChange(gemini, SchemaChange::Kind::Removed,
                          QStringLiteral("properties.path.format")));
        QVERIFY(hasChange(gemini, SchemaChange::Kind::Removed,
                          QStringLiteral("properties.mode.const")));
        QVERIFY(
            hasChange(gemini, SchemaChange::Kind::Added, QStringLiteral("properties.mode.enum")));
        QVERIFY(!hasChange(gemini, SchemaChange::Kind::Removed,
                           QStringLiteral("properties.tags.minContains")));
        QVERIFY(views.gemini.schema["properties"]["mode"] == Json::parse(R"({"enum":["r"]})"));

        const auto &xai = views.xai.changes;
        QVERIFY(hasChange(xai, SchemaChange::Kind::Removed,
                          QStringLiteral("properties.tags.minContains")));
        QVERIFY(!hasChange(xai, SchemaChange::Kind::Removed,
                           QStringLiteral("properties.path.minLength")));
        QVERIFY(std::all_of(xai.begin(), xai.end(), [](const SchemaChange &change) {
            return change.isLoss() ? change.path == QStringLiteral("properties.tags.minContains")
                                   : true;
        }));
        QVERIFY(!views.xai.nullArgsToEmptyObject);
    }

    void diffPaths() {
        const Json before = Json::parse(R"({"a":[1,{"b":2}],"c":[1,2],"d":"x"})");
        const Json after = Json::parse(R"({"a":[1,{"b":3}],"c":[1],"e":true})");
        const QList<SchemaChange> expected{
            {SchemaChange::Kind::Changed, QStringLiteral("a[1].b")},
            {SchemaChange::Kind::Changed, QStringLiteral("c")},
            {SchemaChange::Kind::Removed, QStringLiteral("d")},
            {SchemaChange::Kind::Added, QStringLiteral("e")},
        };
        QCOMPARE(diffSchemas(before, after), expected);
        QVERIFY(diffSchemas(before, before).isEmpty());
    }

    void refusedSchemaHasAnError() {
        std::string text;
        for (int i = 0; i < 1000; ++i)
            text += "{\"not\":";
        text += "{}" + std::string(1000, '}');
        const ProviderSchemaViews views = buildProviderSchemaViews(Json::parse(text));
        for (const ProviderSchemaView *view : {&views.openAiAnthropic, &views.gemini, &views.xai}) {
            QVERIFY(!view->error.isEmpty());
            QVERIFY(view->schema.is_null());
            QVERIFY(view->changes.isEmpty());
        }
    }
};

QTEST_APPLESS_MAIN(TestProviderSchemaViews)
#include "tst_providerschemaviews.moc"
