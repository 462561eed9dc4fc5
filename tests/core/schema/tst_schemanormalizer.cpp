// SPDX-License-Identifier: MIT
// Rule-by-rule rows for the schema normaliser (OpenClaw 2026.9.6 semantics, spec §7), plus
// hostile input that must end in a clear error.

#include "failonwarning.h"
#include "schema/schemacase.h"
#include "schema/schemakeys.h"
#include "schema/schemanormalizer.h"
#include "schemarulerows.h"

#include <QTest>

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>
#include <vector>

using namespace toolgate::core;

namespace {

// Normalises a case document and returns the result document (unordered for comparison).
nlohmann::json run(const QByteArray &caseText) {
    Result<SchemaCase> parsed = parseSchemaCase(Json::parse(caseText.constData()));
    if (!parsed)
        return nlohmann::json{{"caseError", parsed.error().toString().toStdString()}};
    const auto result = normalizeToolSchema(parsed->schema, parsed->target);
    return nlohmann::json::parse(schemaResultDocument(result).dump());
}

QString dump(const nlohmann::json &value) {
    return QString::fromStdString(value.dump());
}

// A schema nested `levels` deep through `items`.
Json nested(int levels) {
    std::string text;
    for (int i = 0; i < levels - 1; ++i)
        text += "{\"items\":";
    text += "{}";
    text += std::string(static_cast<std::size_t>(levels - 1), '}');
    return Json::parse(text);
}

} // namespace

class TestSchemaNormalizer : public QObject {
    Q_OBJECT

private slots:
    void init() { toolgate::test::failOnAnyWarning(); }
    void rules_data() {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QByteArray>("expected");
        for (const SchemaRuleRow &row : schemaRuleRows())
            QTest::newRow(row.name) << row.input << row.expected;
    }

    void rules() {
        QFETCH(QByteArray, input);
        QFETCH(QByteArray, expected);
        const nlohmann::json actual = run(input);
        const nlohmann::json wanted = nlohmann::json::parse(expected.constData());
        QVERIFY2(actual == wanted,
                 qPrintable(
                     QStringLiteral("\nactual   %1\nexpected %2").arg(dump(actual), dump(wanted))));
    }

    // The compile-time perfect hash finds every listed key, and only those: near misses (one
    // byte off, a byte short or long, case) are plain keys.
    void keyClassification() {
        using namespace schemakeys;
        // The flags by a linear search of the list (0 for keys not listed).
        const auto listed = [](std::string_view key) {
            for (const detail::KeySpec &spec : detail::kKeys) {
                if (spec.name == key)
                    return spec.flags;
            }
            return 0u;
        };
        for (const detail::KeySpec &spec : detail::kKeys) {
            QCOMPARE(classify(spec.name), spec.flags);
            const std::string name(spec.name);
            std::vector<std::string> nearMisses = {name.substr(1), name.substr(0, name.size() - 1),
                                                   name + "s"};
            for (std::size_t at = 0; at < name.size(); ++at) {
                nearMisses.push_back(name);
                nearMisses.back()[at] = static_cast<char>(name[at] ^ 0x20);
            }
            for (const std::string &key : nearMisses)
                QCOMPARE(classify(key), listed(key));
        }
        for (const char *plain :
             {"", "t", "type", "title", "description", "required", "$weird key"})
            QCOMPARE(classify(plain), 0u);
        QCOMPARE(classify("items"), Array | Object | StripObject | LlamacppChild);
        QCOMPARE(classify("examples"), Literal | GeminiUnsupported);
        QVERIFY(!has("minContains", GeminiUnsupported));
        QVERIFY(has("maxLength", GeminiUnsupported));
    }

    // JavaScript lists array-index keys first; OpenClaw's output follows that order.
    void javaScriptKeyOrder() {
        const Json schema =
            Json::parse(R"({"properties":{"b":{},"10":{},"a":{},"2":{}},"type":"object"})");
        const auto result = normalizeToolSchema(schema, SchemaTarget::openAi());
        QVERIFY(result);
        QCOMPARE(QString::fromStdString(result->schema.toJson()["properties"].dump()),
                 QStringLiteral(R"({"2":{},"10":{},"b":{},"a":{}})"));
    }

    void providerTargets() {
        QVERIFY(SchemaTarget::gemini().usesGeminiCleaner());
        QVERIFY(!SchemaTarget::openAi().usesGeminiCleaner());
        QVERIFY(!SchemaTarget::xai().usesGeminiCleaner());
        QVERIFY(SchemaTarget::xai().strippedKeywords() ==
                (std::vector<std::string>{"minContains", "maxContains"}));
        SchemaTarget anthropic{"Anthropic", "gemini-2.5-pro", "gemini", {}, false};
        QVERIFY(!anthropic.usesGeminiCleaner());
        SchemaTarget profile{" custom ", "m", " GEMINI ", {}, false};
        QVERIFY(profile.usesGeminiCleaner());
        // Ids that need trimming or lower-casing take the slow path; both must agree with JS.
        QVERIFY(
            (SchemaTarget{"openai", "models/Gemini-2.5-flash", {}, {}, false}).usesGeminiCleaner());
        QVERIFY(
            (SchemaTarget{"openai", "\xC2\xA0gemini\xC2\xA0", {}, {}, false}).usesGeminiCleaner());
        QVERIFY(!(SchemaTarget{"openai", "geminis", {}, {}, false}).usesGeminiCleaner());
        QVERIFY((SchemaTarget{"x", "m", "llamacpp", {}, false}).usesLlamacppCleaner());
        QVERIFY((SchemaTarget{"x", "m", "\t LlamaCpp\n", {}, false}).usesLlamacppCleaner());
        QVERIFY(!(SchemaTarget{"x", "m", "llama", {}, false}).usesLlamacppCleaner());
    }

    void depthLimit_data() {
        QTest::addColumn<int>("levels");
        QTest::addColumn<bool>("accepted");
        QTest::newRow("at the limit") << int(SchemaLimits::maxDepth) << true;
        QTest::newRow("one past the limit") << int(SchemaLimits::maxDepth) + 1 << false;
        QTest::newRow("100,000 levels") << 100000 << false;
    }

    void depthLimit() {
        QFETCH(int, levels);
        QFETCH(bool, accepted);
        const Json schema = nested(levels);
        for (const SchemaTarget &target :
             {SchemaTarget::openAi(), SchemaTarget::gemini(), SchemaTarget::xai()}) {
            const auto result = normalizeToolSchema(schema, target);
            QCOMPARE(result.hasValue(), accepted);
            if (!accepted) {
                QCOMPARE(result.error().code, QString::fromLatin1(kSchemaDepthError));
                QVERIFY(result.error().message.contains(QString::number(SchemaLimits::maxDepth)));
            }
        }
    }

    // A reference chain that doubles at every level would expand to 2^40 nodes.
    void exponentialReferenceFanOut() {
        // Built with std::string::append: GCC 12's -Wrestrict misfires on `"lit" + string` at -O3.
        const auto name = [](int i) { return std::string("D").append(std::to_string(i)); };
        Json defs = Json::object();
        defs["D0"] = Json::parse(R"({"type":"string"})");
        for (int i = 1; i <= 40; ++i) {
            const std::string previous = std::string("#/$defs/").append(name(i - 1));
            defs[name(i)] =
                Json{{"type", "object"},
                     {"properties", {{"l", {{"$ref", previous}}}, {"r", {{"$ref", previous}}}}}};
        }
        Json schema = Json::object();
        schema["type"] = "object";
        schema["$defs"] = defs;
        schema["properties"] = Json{{"root", {{"$ref", "#/$defs/D40"}}}};
        const auto result = normalizeToolSchema(schema, SchemaTarget::openAi());
        QVERIFY(!result);
        QCOMPARE(result.error().code, QString::fromLatin1(kSchemaExpansionError));
    }

    // Cycles through $ref end in `{}` on every provider; nothing loops.
    void referenceCycles() {
        const Json schema = Json::parse(
            "{\"$ref\":\"#/$defs/A\",\"$defs\":{"
            "\"A\":{\"type\":\"object\",\"properties\":{\"b\":{\"$ref\":\"#/$defs/B\"}}},"
            "\"B\":{\"type\":\"object\",\"properties\":{\"c\":{\"$ref\":\"#/$defs/C\"}}},"
            "\"C\":{\"anyOf\":[{\"$ref\":\"#/$defs/A\"},{\"$ref\":\"#/$defs/B\"}]}}}");
        for (const SchemaTarget &target :
             {SchemaTarget::openAi(), SchemaTarget::gemini(), SchemaTarget::xai()}) {
            const auto result = normalizeToolSchema(schema, target);
            QVERIFY(result);
            QVERIFY(result->schema.toJson().is_object());
            QVERIFY(!result->schema.toJson().dump().empty());
        }
        const auto plainResult = normalizeToolSchema(schema, SchemaTarget::openAi());
        QCOMPARE(QString::fromStdString(
                     plainResult->schema.toJson()["properties"]["b"]["properties"]["c"].dump()),
                 QStringLiteral(R"({"anyOf":[{},{}]})"));
    }

    // About 10 MB of schema: normalised completely, nothing dropped.
    void tenMegabyteSchema() {
        Json properties = Json::object();
        const int count = 60000;
        auto &entries = properties.get_ref<Json::object_t &>();
        entries.reserve(count);
        for (int i = 0; i < count; ++i) {
            // Appended directly: ordered_json's operator[] would search linearly per key.
            std::string key = "field_";
            key += std::to_string(i);
            entries.emplace_back(std::move(key), Json{{"type", "string"},
                                                      {"description", std::string(120, 'x')},
                                                      {"minLength", 1},
                                                      {"nullable", true}});
        }
        Json schema = Json::object();
        schema["anyOf"] = Json::array({Json{{"type", "object"}, {"properties", properties}},
                                       Json{{"type", "object"}, {"properties", properties}}});
        QVERIFY(schema.dump().size() > 10000000);
        for (const SchemaTarget &target : {SchemaTarget::openAi(), SchemaTarget::gemini()}) {
            const auto result = normalizeToolSchema(schema, target);
            QVERIFY(result);
            QCOMPARE(int(result->schema.toJson()["properties"].size()), count);
            QVERIFY(result->nullArgsToEmptyObject);
        }
    }

    void moveOverloadMatches() {
        const Json schema = Json::parse(R"({"anyOf":[{"properties":{"a":{"const":1}}}]})");
        const auto fromCopy = normalizeToolSchema(schema, SchemaTarget::gemini());
        const auto fromMove = normalizeToolSchema(Json(schema), SchemaTarget::gemini());
        QVERIFY(fromCopy && fromMove);
        QVERIFY(fromCopy->schema.toJson() == fromMove->schema.toJson());
        QCOMPARE(fromCopy->nullArgsToEmptyObject, fromMove->nullArgsToEmptyObject);
    }
};

QTEST_APPLESS_MAIN(TestSchemaNormalizer)
#include "tst_schemanormalizer.moc"
