// SPDX-License-Identifier: MIT
// `toolgate-cli loops replay` edge cases: malformed lines, stdout mode, what-if flags, bad usage.
#include "failonwarning.h"
#include "testutils.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace toolgate::test;

namespace {

QString writeTrace(const QTemporaryDir &dir, const QString &name, const QByteArray &text) {
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {};
    file.write(text);
    return path;
}

QByteArray repeatedReads(int n) {
    QByteArray text = R"({"config":{"tools":{"loopDetection":{"enabled":true}}}})"
                      "\n";
    for (int i = 0; i < n; ++i)
        text +=
            R"({"tool":"read","params":{"path":"a"},"result":{"content":[{"type":"text","text":"x"}]}})"
            "\n";
    return text;
}

} // namespace

class TestLoopsCli : public QObject {
    Q_OBJECT

private slots:
    void init() { toolgate::test::failOnAnyWarning(); }
    void malformedLineIsReportedAndSkipped() {
        QTemporaryDir dir;
        QByteArray text = repeatedReads(2);
        text += "{\"tool\": broken\n";
        text += R"({"tool":"read","params":{"path":"a"},"result":1})"
                "\n";
        const QString path = writeTrace(dir, QStringLiteral("bad.trace.jsonl"), text);
        const CliRun run = runCli({QStringLiteral("loops"), QStringLiteral("replay"), path});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains((path + QStringLiteral(":4:")).toUtf8()), run.err.constData());
        QVERIFY(run.err.contains("line skipped"));
        const QList<QByteArray> lines = run.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 3); // one per usable call line
        for (const QByteArray &line : lines)
            QCOMPARE(parseUnordered(line)["level"].get<std::string>(), std::string("none"));
    }

    void outDirAndWhatIf() {
        QTemporaryDir dir;
        const QString path = writeTrace(dir, QStringLiteral("rep.trace.jsonl"), repeatedReads(12));
        const QString out = dir.filePath(QStringLiteral("out"));
        CliRun run = runCli({QStringLiteral("loops"), QStringLiteral("replay"), path,
                             QStringLiteral("--out"), out});
        QCOMPARE(run.exitCode, 0);
        QList<QByteArray> lines =
            readAll(out + QStringLiteral("/rep.actual.jsonl")).trimmed().split('\n');
        QCOMPARE(lines.size(), 12);
        QCOMPARE(parseUnordered(lines.at(10))["count"].get<int>(), 10);
        QCOMPARE(parseUnordered(lines.at(9))["level"].get<std::string>(), std::string("none"));

        run = runCli({QStringLiteral("loops"), QStringLiteral("replay"), path,
                      QStringLiteral("--warning"), QStringLiteral("3"),
                      QStringLiteral("--critical"), QStringLiteral("5")});
        QCOMPARE(run.exitCode, 0);
        lines = run.out.trimmed().split('\n');
        QCOMPARE(parseUnordered(lines.at(3))["detector"].get<std::string>(),
                 std::string("generic_repeat"));
        QCOMPARE(parseUnordered(lines.at(5))["level"].get<std::string>(), std::string("critical"));
        QCOMPARE(parseUnordered(lines.at(5))["blocked"].get<bool>(), true);
    }

    void badUsage_data() {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("no path") << QStringList{QStringLiteral("loops"), QStringLiteral("replay")};
        QTest::newRow("unknown subcommand")
            << QStringList{QStringLiteral("loops"), QStringLiteral("play")};
        QTest::newRow("bad threshold") << QStringList{
            QStringLiteral("loops"), QStringLiteral("replay"), QStringLiteral("x.trace.jsonl"),
            QStringLiteral("--warning"), QStringLiteral("0")};
        QTest::newRow("missing file")
            << QStringList{QStringLiteral("loops"), QStringLiteral("replay"),
                           QStringLiteral("/nonexistent/x.trace.jsonl")};
    }
    void badUsage() {
        QFETCH(QStringList, args);
        const CliRun run = runCli(args);
        QCOMPARE(run.exitCode, 2);
        QVERIFY(!run.err.isEmpty());
    }

    void badHeaderNamesTheFile() {
        QTemporaryDir dir;
        const QString path = writeTrace(dir, QStringLiteral("h.trace.jsonl"),
                                        R"({"tool":"read","result":1})"
                                        "\n");
        const CliRun run = runCli({QStringLiteral("loops"), QStringLiteral("replay"), path});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.startsWith((path + QStringLiteral(":1")).toUtf8()));
        QVERIFY(run.out.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestLoopsCli)
#include "tst_loopscli.moc"
