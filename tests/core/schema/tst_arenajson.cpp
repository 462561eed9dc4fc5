// SPDX-License-Identifier: MIT
// The arena tree the schema normaliser builds: copies into and out of it keep every value and
// the key order, and a result stays readable however it is moved or whatever runs after it.

#include "failonwarning.h"
#include "schema/arenajson.h"
#include "schema/schemacase.h"
#include "schema/schemajs.h"
#include "schema/schemanormalizer.h"
#include "util/jsonio.h"

#include <QDir>
#include <QTest>

#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

using namespace toolgate::core;

namespace {

// Every JSON value of the test data a schema is made of: the W3 inputs, the golden cases and
// their expected outputs.
std::vector<Json> corpus() {
    std::vector<Json> values;
    Result<Json> w3 = readJsonFile(QStringLiteral(TOOLGATE_TEST_DATA_DIR "/bench/W3-schema.json"));
    if (w3) {
        for (Json &entry : (*w3)["cases"])
            values.push_back(std::move(entry["schema"]));
    }
    const QDir golden(QStringLiteral(TOOLGATE_TEST_DATA_DIR "/schema"));
    for (const QString &name : golden.entryList({QStringLiteral("*.json")}, QDir::Files)) {
        if (Result<Json> document = readJsonFile(golden.filePath(name)))
            values.push_back(std::move(*document));
    }
    return values;
}

Json roundTrip(const Json &value) {
    JsonArena arena;
    const ArenaScope scope(arena);
    return toJson(toArenaJson(value));
}

} // namespace

class TestArenaJson : public QObject {
    Q_OBJECT

private slots:
    void init() { toolgate::test::failOnAnyWarning(); }
    void roundTripKeepsValuesAndKeyOrder() {
        const std::vector<Json> values = corpus();
        QVERIFY(values.size() > 1000); // 1,000 W3 schemas and the golden files
        for (const Json &value : values) {
            const Json back = roundTrip(value);
            // ordered_json compares members in order; the text pins number types as well.
            QVERIFY(back == value);
            QCOMPARE(QString::fromStdString(back.dump()), QString::fromStdString(value.dump()));
        }
    }

    void scalarsKeepTheirType() {
        for (const Json &value :
             {Json(nullptr), Json(true), Json(-3), Json(3U), Json(0.5), Json("text"), Json("")}) {
            JsonArena arena;
            const ArenaScope scope(arena);
            const ArenaJson copy = toArenaScalar(value);
            QCOMPARE(int(copy.type()), int(value.type()));
            QCOMPARE(QString::fromStdString(toJson(copy).dump()),
                     QString::fromStdString(value.dump()));
        }
    }

    void valuesLargerThanABlockFit() {
        const std::string big(100'000, 'x');
        const Json value = Json::object({{"description", big}, {"tags", Json::array({big, 1})}});
        JsonArena arena;
        {
            const ArenaScope scope(arena);
            QVERIFY(toJson(toArenaJson(value)) == value);
        }
        QVERIFY(arena.reservedBytes() >= 2 * big.size());
    }

    void normalisedResultOutlivesItsScopeAndMoves() {
        const Json input = Json::parse(R"({"properties": {"b": {"type": "string"}, "a": {}}})");
        Result<NormalizedToolSchema> first = normalizeToolSchema(input, SchemaTarget::gemini());
        QVERIFY(first);
        const std::string expected = first->schema.toJson().dump();
        QVERIFY(first->schema.reservedBytes() > 0);
        // Other normalisations on this thread use arenas of their own.
        for (int i = 0; i < 50; ++i)
            QVERIFY(normalizeToolSchema(input, SchemaTarget::openAi()));
        NormalizedToolSchema moved = std::move(first).value();
        QCOMPARE(QString::fromStdString(moved.schema.toJson().dump()),
                 QString::fromStdString(expected));
        std::vector<NormalizedToolSchema> kept;
        kept.push_back(std::move(moved));
        kept.reserve(64); // reallocation moves the document, not the tree
        QCOMPARE(QString::fromStdString(kept.front().schema.toJson().dump()),
                 QString::fromStdString(expected));
        const ArenaJson *type = schemajs::member(kept.front().schema.root(), "type");
        // Read in place (building a JSON value to compare with would need an arena).
        QVERIFY(type && type->is_string());
        QCOMPARE(std::string_view(type->get_ref<const ArenaString &>()),
                 std::string_view("object"));
    }

    void movedArenaKeepsItsTree() {
        const Json value = Json::parse(R"({"b": ["a string longer than inline", 2], "a": {}})");
        auto first = std::make_unique<JsonArena>();
        const ArenaJson *root = nullptr;
        {
            const ArenaScope scope(*first);
            root = ArenaDocument::place(toArenaJson(value));
        }
        const std::size_t bytes = first->reservedBytes();
        JsonArena second(std::move(*first));
        first.reset(); // frees nothing: the blocks moved
        QCOMPARE(second.reservedBytes(), bytes);
        QVERIFY(toJson(*root) == value);
        JsonArena third;
        third = std::move(second);
        QVERIFY(toJson(*root) == value);
        QCOMPARE(second.reservedBytes(), std::size_t(0));
    }

    void emptyDocumentReadsAsNull() {
        const ArenaDocument document;
        QVERIFY(document.root().is_null());
        QVERIFY(document.toJson().is_null());
        QCOMPARE(document.reservedBytes(), std::size_t(0));
    }

    void discardForgetsAnArenaTree() {
        JsonArena arena;
        const ArenaScope scope(arena);
        ArenaJson tree = toArenaJson(Json::parse(R"({"a": [1, {"b": "long text, not inline"}]})"));
        schemajs::discard(tree);
        QVERIFY(tree.is_null());
    }

    void scopesNest() {
        JsonArena outer;
        JsonArena inner;
        const ArenaScope outerScope(outer);
        ArenaJson a = toArenaJson(Json::array({"a string longer than the inline buffer"}));
        const std::size_t outerBytes = outer.reservedBytes();
        {
            const ArenaScope innerScope(inner);
            ArenaJson b = toArenaJson(Json::array({"another string longer than inline"}));
            QVERIFY(inner.reservedBytes() > 0);
            schemajs::discard(b);
        }
        ArenaJson c = toArenaJson(Json::array({"and a third string, also long enough"}));
        QCOMPARE(outer.reservedBytes(), outerBytes); // back on the outer arena's first block
        QCOMPARE(QString::fromStdString(toJson(a).dump()),
                 QStringLiteral(R"(["a string longer than the inline buffer"])"));
        schemajs::discard(a);
        schemajs::discard(c);
    }
};

QTEST_GUILESS_MAIN(TestArenaJson)
#include "tst_arenajson.moc"
