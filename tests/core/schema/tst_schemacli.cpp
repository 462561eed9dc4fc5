// SPDX-License-Identifier: MIT
// `toolgate-cli schema normalize` against OpenClaw 2026.9.6's golden outputs: one row per case,
// compared as JSON values (key order ignored, as the golden format specifies).

#include "failonwarning.h"
#include "testutils.h"

#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace toolgate::test;

namespace {

QStringList caseNames() {
    QStringList names;
    const QStringList files =
        QDir(dataPath(QStringLiteral("schema")))
            .entryList({QStringLiteral("*.case.json")}, QDir::Files, QDir::Name);
    for (const QString &file : files)
        names.append(file.chopped(int(qstrlen(".case.json"))));
    return names;
}

QString casePath(const QString &name) {
    return dataPath(QStringLiteral("schema/%1.case.json").arg(name));
}

QString expectedPath(const QString &name) {
    return dataPath(QStringLiteral("schema/%1.expected.json").arg(name));
}

QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &content) {
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {};
    file.write(content);
    return path;
}

} // namespace

class TestSchemaCli : public QObject {
    Q_OBJECT

private slots:
    void init() { toolgate::test::failOnAnyWarning(); }
    void goldenCase_data() {
        QTest::addColumn<QString>("name");
        const QStringList names = caseNames();
        QVERIFY2(names.size() >= 67, "the golden schema set is missing");
        for (const QString &name : names)
            QTest::newRow(qPrintable(name)) << name;
    }

    void goldenCase() {
        QFETCH(QString, name);
        const CliRun run =
            runCli({QStringLiteral("schema"), QStringLiteral("normalize"), casePath(name)});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.err.isEmpty(), run.err.constData());
        const auto actual = parseUnordered(run.out);
        const auto expected = parseUnordered(readAll(expectedPath(name)));
        QVERIFY(!expected.is_discarded());
        QVERIFY2(actual == expected, qPrintable(QStringLiteral("actual %1\nexpected %2")
                                                    .arg(QString::fromStdString(actual.dump()),
                                                         QString::fromStdString(expected.dump()))));
    }

    // The directory form writes DIR/<name>.actual.json for every case, same values.
    void directoryWithOut() {
        QTemporaryDir out;
        QVERIFY(out.isValid());
        const CliRun run =
            runCli({QStringLiteral("schema"), QStringLiteral("normalize"),
                    dataPath(QStringLiteral("schema")), QStringLiteral("--out"), out.path()});
        QCOMPARE(run.exitCode, 0);
        const QStringList names = caseNames();
        int matching = 0;
        for (const QString &name : names) {
            const auto actual = parseUnordered(
                readAll(QDir(out.path()).filePath(name + QStringLiteral(".actual.json"))));
            if (actual == parseUnordered(readAll(expectedPath(name))))
                ++matching;
        }
        QCOMPARE(matching, names.size());
    }

    // OpenClaw keeps property order; so does Toolgate (the GUI shows schemas as written).
    void keepsOpenClawKeyOrder() {
        const QString name = QStringLiteral("016-anyof-with-top-level-properties-and-required");
        const CliRun run =
            runCli({QStringLiteral("schema"), QStringLiteral("normalize"), casePath(name)});
        QCOMPARE(run.exitCode, 0);
        const auto ordered =
            nlohmann::ordered_json::parse(run.out.constBegin(), run.out.constEnd());
        const QByteArray expectedBytes = readAll(expectedPath(name));
        const auto expected =
            nlohmann::ordered_json::parse(expectedBytes.constBegin(), expectedBytes.constEnd());
        QCOMPARE(QString::fromStdString(ordered.dump()), QString::fromStdString(expected.dump()));
    }

    void badInput_data() {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("malformed JSON") << QByteArray("{\"schema\": {") << QStringLiteral(":1:");
        QTest::newRow("missing schema")
            << QByteArray("{\"provider\": \"openai\"}") << QStringLiteral("schema");
        QTest::newRow("unknown field")
            << QByteArray("{\"schema\": {}, \"model\": \"x\"}") << QStringLiteral("model");
        QTest::newRow("provider wrong type")
            << QByteArray("{\"schema\": {}, \"provider\": 3}") << QStringLiteral("provider");
        QTest::newRow("compat wrong type")
            << QByteArray("{\"schema\": {}, \"compat\": []}") << QStringLiteral("compat");
        QTest::newRow("keywords wrong type")
            << QByteArray(
                   "{\"schema\": {}, \"compat\": {\"unsupportedToolSchemaKeywords\": \"x\"}}")
            << QStringLiteral("compat.unsupportedToolSchemaKeywords");
        QTest::newRow("not an object") << QByteArray("[1, 2]") << QStringLiteral("object");
    }

    void badInput() {
        QFETCH(QByteArray, content);
        QFETCH(QString, mentions);
        QTemporaryDir dir;
        const QString path = writeFile(dir, QStringLiteral("bad.case.json"), content);
        QVERIFY(!path.isEmpty());
        QTemporaryDir out;
        const CliRun run = runCli({QStringLiteral("schema"), QStringLiteral("normalize"), path,
                                   QStringLiteral("--out"), out.path()});
        QCOMPARE(run.exitCode, 2);
        const QString err = QString::fromUtf8(run.err).trimmed();
        QVERIFY2(!err.contains(QLatin1Char('\n')), qPrintable(err));
        QVERIFY2(err.contains(QStringLiteral("bad.case.json")), qPrintable(err));
        QVERIFY2(err.contains(mentions), qPrintable(err));
        QVERIFY(QDir(out.path()).entryList(QDir::Files).isEmpty()); // nothing written
    }

    void usageErrors_data() {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("no path") << QStringList{QStringLiteral("schema"),
                                                QStringLiteral("normalize")};
        QTest::newRow("missing file")
            << QStringList{QStringLiteral("schema"), QStringLiteral("normalize"),
                           QStringLiteral("/nonexistent/x.case.json")};
        QTest::newRow("several cases, no --out")
            << QStringList{QStringLiteral("schema"), QStringLiteral("normalize"),
                           dataPath(QStringLiteral("schema"))};
        QTest::newRow("unknown verb")
            << QStringList{QStringLiteral("schema"), QStringLiteral("flatten")};
    }

    void usageErrors() {
        QFETCH(QStringList, args);
        const CliRun run = runCli(args);
        QCOMPARE(run.exitCode, 2);
        QVERIFY(!run.err.trimmed().isEmpty());
        QVERIFY(run.out.isEmpty());
    }

    // Hostile schemas end in a clear `{"error": …}` result, never a crash or hang.
    void hostileDepthReportsError() {
        QTemporaryDir dir;
        QByteArray deep;
        const int levels = 100000;
        deep.reserve(levels * 20);
        deep.append("{\"schema\": ");
        for (int i = 0; i < levels; ++i)
            deep.append("{\"items\": ");
        deep.append("{}");
        for (int i = 0; i < levels; ++i)
            deep.append('}');
        deep.append('}');
        const QString path = writeFile(dir, QStringLiteral("deep.case.json"), deep);
        const CliRun run = runCli({QStringLiteral("schema"), QStringLiteral("normalize"), path});
        QCOMPARE(run.exitCode, 0);
        const auto result = parseUnordered(run.out);
        QVERIFY(result.contains("error"));
        QVERIFY(QString::fromStdString(result["error"].get<std::string>())
                    .contains(QStringLiteral("256")));
    }

    void benchCheckValues() {
        const CliRun run = runCli({QStringLiteral("bench"), QStringLiteral("schema"),
                                   dataPath(QStringLiteral("bench/W3-schema.json"))});
        QCOMPARE(run.exitCode, 0);
        const QList<QByteArray> lines = run.out.trimmed().split('\n');
        const auto summary = parseUnordered(lines.last());
        QVERIFY(summary["workload"] == "W3");
        QVERIFY(summary["ops"] == 1000);
        QVERIFY(summary["check"] ==
                nlohmann::json::parse(R"({"errors":0,"nullArgsToEmptyObject":573})"));
        QVERIFY(summary["opsPerSec"].get<double>() > 0);
    }
};

QTEST_GUILESS_MAIN(TestSchemaCli)
#include "tst_schemacli.moc"
