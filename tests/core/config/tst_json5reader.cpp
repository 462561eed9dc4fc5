// SPDX-License-Identifier: MIT
#include "config/json5reader.h"
#include "failonwarning.h"
#include "testutils.h"

#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QTest>

#include <cmath>
#include <limits>

using toolgate::core::Json;
using toolgate::core::Json5Info;
using toolgate::core::parseJson5;
using toolgate::core::readJson5File;
using toolgate::test::dataPath;
using toolgate::test::parseUnordered;
using toolgate::test::readAll;

namespace {

// The expected-values file encodes non-finite numbers as {"$number": "..."}; do the same to ours
// and drop key order, so both sides compare as plain values.
nlohmann::json comparable(const Json &value) {
    if (value.is_number_float() && !std::isfinite(value.get<double>())) {
        const double d = value.get<double>();
        const char *name = std::isnan(d) ? "NaN" : (d > 0 ? "Infinity" : "-Infinity");
        return nlohmann::json{{"$number", name}};
    }
    if (value.is_object()) {
        nlohmann::json out = nlohmann::json::object();
        for (const auto &[k, v] : value.items())
            out[k] = comparable(v);
        return out;
    }
    if (value.is_array()) {
        nlohmann::json out = nlohmann::json::array();
        for (const auto &v : value)
            out.push_back(comparable(v));
        return out;
    }
    return nlohmann::json::parse(value.dump());
}

const nlohmann::json &expectedValues() {
    static const nlohmann::json values =
        parseUnordered(readAll(dataPath(QStringLiteral("config/json5-expected.json"))));
    return values;
}

} // namespace

class TestJson5Reader : public QObject {
    Q_OBJECT

private slots:
    void init() { toolgate::test::failOnAnyWarning(); }
    // The official JSON5 parse suite, one row per file.
    void suite_data() {
        QTest::addColumn<QString>("relative");
        const QDir root(dataPath(QStringLiteral("json5")));
        QDirIterator it(root.path(),
                        {QStringLiteral("*.json"), QStringLiteral("*.json5"),
                         QStringLiteral("*.js"), QStringLiteral("*.txt")},
                        QDir::Files, QDirIterator::Subdirectories);
        QStringList files;
        while (it.hasNext())
            files << root.relativeFilePath(it.next());
        files.sort();
        for (const QString &f : files)
            QTest::newRow(qPrintable(f)) << f;
    }
    void suite() {
        QFETCH(QString, relative);
        const QString path = dataPath(QStringLiteral("json5/") + relative);
        const QByteArray bytes = readAll(path);
        Json5Info info;
        const auto result = parseJson5(bytes, relative, &info);
        const QString suffix = QFileInfo(relative).suffix();
        if (suffix == QLatin1String("json") || suffix == QLatin1String("json5")) {
            QVERIFY2(result.hasValue(),
                     qPrintable(result.hasValue() ? QString() : result.error().toString()));
            QVERIFY(expectedValues().contains(relative.toStdString()));
            // Numbers compare by value (JavaScript has one number type; 0 and 0.0 are equal).
            const nlohmann::json actual = comparable(*result);
            const nlohmann::json &expected = expectedValues().at(relative.toStdString());
            QVERIFY2(actual == expected,
                     qPrintable(QString::fromStdString(actual.dump() + " != " + expected.dump())));
            if (suffix == QLatin1String("json")) {
                const Json strict =
                    Json::parse(bytes.constBegin(), bytes.constEnd(), nullptr, false);
                QVERIFY(!strict.is_discarded());
                QVERIFY(strict == *result);
            }
            return;
        }
        QVERIFY2(!result.hasValue(), "must be rejected");
        QCOMPARE(result.error().code, QStringLiteral("json5.parse"));
        QVERIFY(info.errorLine > 0);
        const QString specPath =
            path.left(path.size() - suffix.size()) + QStringLiteral("errorSpec");
        if (!QFileInfo::exists(specPath))
            return;
        const auto spec = parseJson5(readAll(specPath), specPath);
        QVERIFY(spec.hasValue());
        // One upstream spec spells the key "columNumber".
        const int column = spec->contains("columnNumber") ? spec->at("columnNumber").get<int>()
                                                          : spec->at("columNumber").get<int>();
        QCOMPARE(info.errorLine, spec->at("lineNumber").get<int>());
        QCOMPARE(info.errorColumn, column);
        QCOMPARE(result.error().where,
                 QStringLiteral("%1:%2:%3").arg(relative).arg(info.errorLine).arg(column));
    }

    // Every accepted case has an expected value and the suite has not shrunk.
    void suiteIsComplete() {
        QCOMPARE(int(expectedValues().size()), 82);
        for (const auto &[name, value] : expectedValues().items())
            QVERIFY2(QFileInfo::exists(
                         dataPath(QStringLiteral("json5/") + QString::fromStdString(name))),
                     name.c_str());
    }

    void values_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QByteArray>("expected"); // compact dump of our tree
        QTest::newRow("duplicate keeps first position")
            << QByteArray("{a:1,b:2,a:3}") << QByteArray("{\"a\":3,\"b\":2}");
        QTest::newRow("key order kept")
            << QByteArray("{z:1,'1':2,a:3}") << QByteArray("{\"z\":1,\"1\":2,\"a\":3}");
        QTest::newRow("big hex is uint64")
            << QByteArray("0xFFFFFFFFFFFFFFFF") << QByteArray("18446744073709551615");
        QTest::newRow("hex beyond uint64 is double")
            << QByteArray("0x10000000000000000") << QByteArray("1.8446744073709552e+19");
        QTest::newRow("negative hex") << QByteArray("-0x10") << QByteArray("-16");
        QTest::newRow("int64 max")
            << QByteArray("9223372036854775807") << QByteArray("9223372036854775807");
        QTest::newRow("beyond int64 negative is double")
            << QByteArray("-9223372036854775809") << QByteArray("-9.223372036854776e+18");
        QTest::newRow("trailing point is float") << QByteArray("5.") << QByteArray("5.0");
        QTest::newRow("leading point") << QByteArray("-.5e1") << QByteArray("-5.0");
        QTest::newRow("underflow is zero") << QByteArray("1e-400") << QByteArray("0.0");
        QTest::newRow("escapes") << QByteArray("'\\b\\f\\n\\r\\t\\v\\0\\x41\\u00e9\\'\\\"\\\\\\q'")
                                 << QByteArray("\"\\b\\f\\n\\r\\t\\u000b\\u0000Aé'\\\"\\\\q\"");
        QTest::newRow("surrogate pair")
            << QByteArray("\"\\uD83D\\uDE00\"") << QByteArray("\"\xF0\x9F\x98\x80\"");
        QTest::newRow("lone surrogate")
            << QByteArray("\"\\uD800x\"") << QByteArray("\"\xEF\xBF\xBDx\"");
        QTest::newRow("line continuation crlf") << QByteArray("'a\\\r\nb'") << QByteArray("\"ab\"");
        QTest::newRow("u2028 in string")
            << QByteArray("'a\xE2\x80\xA8'") << QByteArray("\"a\xE2\x80\xA8\"");
        QTest::newRow("bom and nbsp") << QByteArray("\xEF\xBB\xBF\xC2\xA0[1]") << QByteArray("[1]");
        QTest::newRow("escaped key") << QByteArray("{\\u0061b$_: 1}") << QByteArray("{\"ab$_\":1}");
        QTest::newRow("reserved words as keys")
            << QByteArray("{null:1,true:2,Infinity:3}")
            << QByteArray("{\"null\":1,\"true\":2,\"Infinity\":3}");
        QTest::newRow("nested trailing commas")
            << QByteArray("[{a:[1,],},]") << QByteArray("[{\"a\":[1]}]");
    }
    void values() {
        QFETCH(QByteArray, text);
        QFETCH(QByteArray, expected);
        const auto result = parseJson5(text, QStringLiteral("t"));
        QVERIFY2(result.hasValue(),
                 qPrintable(result.hasValue() ? QString() : result.error().toString()));
        QCOMPARE(QByteArray::fromStdString(result->dump()), expected);
    }

    void nonFinite() {
        const auto result =
            parseJson5("[Infinity, -Infinity, NaN, +NaN, -NaN]", QStringLiteral("t"));
        QVERIFY(result.hasValue());
        const Json &v = *result;
        QVERIFY(std::isinf(v[0].get<double>()) && v[0].get<double>() > 0);
        QVERIFY(std::isinf(v[1].get<double>()) && v[1].get<double>() < 0);
        QVERIFY(std::isnan(v[2].get<double>()) && std::isnan(v[3].get<double>()) &&
                std::isnan(v[4].get<double>()));
        QVERIFY(std::isinf(parseJson5("1e400", QStringLiteral("t"))->get<double>()));
    }

    void errors_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::newRow("empty") << QByteArray("") << 1 << 1;
        QTest::newRow("eof after newline") << QByteArray("{\n") << 2 << 1;
        QTest::newRow("missing colon") << QByteArray("{a 1}") << 1 << 4;
        QTest::newRow("crlf lines") << QByteArray("{\r\n\r\n  a: x}") << 3 << 6;
        QTest::newRow("cr-only lines") << QByteArray("[\r1,\r@]") << 3 << 1;
        QTest::newRow("columns count code points") << QByteArray("{'é': @}") << 1 << 7;
        QTest::newRow("octal escape") << QByteArray("'\\1'") << 1 << 3;
        QTest::newRow("unterminated block comment") << QByteArray("1 /* x") << 1 << 7;
        QTest::newRow("single slash") << QByteArray("1 / 2") << 1 << 4;
        QTest::newRow("invalid utf8") << QByteArray("\"a\xFF\"") << 1 << 3;
        QTest::newRow("overlong utf8") << QByteArray("\"\xC0\xAF\"") << 1 << 2;
        QTest::newRow("bad key escape") << QByteArray("{\\u0031a: 1}") << 1 << 2;
        QTest::newRow("bad escape inside a key") << QByteArray("{ab\\u002D: 1}") << 1 << 4;
        QTest::newRow("hex without digits") << QByteArray("0x") << 1 << 3;
        QTest::newRow("exponent without digits") << QByteArray("1e+") << 1 << 4;
        QTest::newRow("trailing garbage") << QByteArray("{} x") << 1 << 4;
        QTest::newRow("infinity misspelt") << QByteArray("Infinit") << 1 << 8;
        QTest::newRow("control char after value") << QByteArray("1\x01") << 1 << 2;
        QTest::newRow("double comma") << QByteArray("[1,,2]") << 1 << 4;
    }
    void errors() {
        QFETCH(QByteArray, text);
        QFETCH(int, line);
        QFETCH(int, column);
        Json5Info info;
        const auto result = parseJson5(text, QStringLiteral("f.json5"), &info);
        QVERIFY(!result.hasValue());
        QCOMPARE(result.error().code, QStringLiteral("json5.parse"));
        QVERIFY(!result.error().message.isEmpty());
        QCOMPARE(info.errorLine, line);
        QCOMPARE(info.errorColumn, column);
        QCOMPARE(result.error().where, QStringLiteral("f.json5:%1:%2").arg(line).arg(column));
    }

    void depthLimit() {
        const int limit = toolgate::core::kMaxJson5Depth;
        QByteArray ok = QByteArray(limit, '[') + QByteArray(limit, ']');
        QVERIFY(parseJson5(ok, QStringLiteral("t")).hasValue());
        QByteArray deep = QByteArray(limit + 1, '[') + QByteArray(limit + 1, ']');
        const auto result = parseJson5(deep, QStringLiteral("t"));
        QVERIFY(!result.hasValue());
        QCOMPARE(result.error().code, QStringLiteral("json5.parse"));
    }

    void reportsComments_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<bool>("hadComments");
        QTest::newRow("none") << QByteArray("{a: 'x // not a comment /* nor this */'}") << false;
        QTest::newRow("line") << QByteArray("{a: 1} // c") << true;
        QTest::newRow("block") << QByteArray("/* c */ {a: 1}") << true;
    }
    void reportsComments() {
        QFETCH(QByteArray, text);
        QFETCH(bool, hadComments);
        Json5Info info;
        QVERIFY(parseJson5(text, QStringLiteral("t"), &info).hasValue());
        QCOMPARE(info.hadComments, hadComments);
    }

    void readsFiles() {
        const auto ok = readJson5File(dataPath(QStringLiteral("json5/misc/readme-example.json5")));
        QVERIFY(ok.hasValue());
        QCOMPARE(ok->at("hex").get<std::int64_t>(), std::int64_t(0xDEADBEEF));
        const auto missing = readJson5File(dataPath(QStringLiteral("config/does-not-exist.json5")));
        QVERIFY(!missing.hasValue());
        QCOMPARE(missing.error().code, QStringLiteral("io.read"));
    }
};

QTEST_APPLESS_MAIN(TestJson5Reader)
#include "tst_json5reader.moc"
