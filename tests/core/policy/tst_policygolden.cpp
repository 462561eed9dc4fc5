// SPDX-License-Identifier: MIT
#include "failonwarning.h"
#include "testutils.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

using namespace toolgate::test;

// Every golden policy case through the real CLI (`policy eval DIR --out TMP`), compared as JSON
// values (key order ignored, array order significant), plus the CLI's bad-input contract.
class TestPolicyGolden : public QObject {
    Q_OBJECT

private slots:
    void init() { toolgate::test::failOnAnyWarning(); }
    void initTestCase() {
        QVERIFY(m_out.isValid());
        const CliRun run =
            runCli({QStringLiteral("policy"), QStringLiteral("eval"),
                    dataPath(QStringLiteral("policy")), QStringLiteral("--out"), m_out.path()});
        QVERIFY2(run.exitCode == 0, run.err.constData());
    }

    void golden_data() {
        QTest::addColumn<QString>("name");
        const QStringList cases =
            QDir(dataPath(QStringLiteral("policy")))
                .entryList({QStringLiteral("*.case.json")}, QDir::Files, QDir::Name);
        QCOMPARE(cases.size(), 240);
        for (QString c : cases) {
            c.chop(QStringLiteral(".case.json").size());
            QTest::newRow(qPrintable(c)) << c;
        }
    }
    void golden() {
        QFETCH(QString, name);
        const nlohmann::json expected =
            parseUnordered(readAll(dataPath(QStringLiteral("policy/%1.expected.json").arg(name))));
        const nlohmann::json actual =
            parseUnordered(readAll(m_out.filePath(name + QStringLiteral(".actual.json"))));
        QVERIFY(!expected.is_discarded());
        QVERIFY2(!actual.is_discarded(), "missing or unreadable actual file");
        QVERIFY2(actual == expected, (actual.dump() + "\n  expected: " + expected.dump()).c_str());
    }

    void singleCaseToStdout() {
        const CliRun run =
            runCli({QStringLiteral("policy"), QStringLiteral("eval"),
                    dataPath(QStringLiteral("policy/003-profile-coding.case.json"))});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(parseUnordered(run.out) == parseUnordered(readAll(dataPath(QStringLiteral(
                                               "policy/003-profile-coding.expected.json")))));
    }

    void badInput_data() {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("wrong-typed field")
            << QByteArray(R"({"tools":[],"context":{"sandboxed":"yes"}})")
            << QStringLiteral("context.sandboxed");
        QTest::newRow("unknown field")
            << QByteArray(R"({"tools":[],"contxt":{}})") << QStringLiteral("contxt");
        QTest::newRow("duplicate tool")
            << QByteArray(R"({"tools":[{"name":"read"},{"name":"read"}]})")
            << QStringLiteral("tools[1].name");
        QTest::newRow("not json") << QByteArray("{\"tools\": [")
                                  << QStringLiteral("bad.case.json:");
        QTest::newRow("tools missing") << QByteArray(R"({"config":{}})") << QStringLiteral("tools");
    }
    void badInput() {
        QFETCH(QByteArray, content);
        QFETCH(QString, mentions);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString file = dir.filePath(QStringLiteral("bad.case.json"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(content);
        f.close();
        const QString outDir = dir.filePath(QStringLiteral("out"));
        const CliRun run = runCli({QStringLiteral("policy"), QStringLiteral("eval"), file,
                                   QStringLiteral("--out"), outDir});
        QCOMPARE(run.exitCode, 2);
        const QString err = QString::fromUtf8(run.err).trimmed();
        QCOMPARE(err.count(QLatin1Char('\n')), 0);
        QVERIFY2(err.contains(QStringLiteral("bad.case.json")), qPrintable(err));
        QVERIFY2(err.contains(mentions), qPrintable(err));
        QVERIFY(!QFile::exists(QDir(outDir).filePath(QStringLiteral("bad.actual.json"))));
    }

    void explainAndLint() {
        QTemporaryDir dir;
        const QString config = dir.filePath(QStringLiteral("openclaw.json"));
        QFile f(config);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"tools":{"profile":"coding","allow":["read"],"alsoAllow":["browser"]}})");
        f.close();
        const CliRun explain = runCli({QStringLiteral("policy"), QStringLiteral("explain"),
                                       QStringLiteral("--config"), config, QStringLiteral("exec")});
        QCOMPARE(explain.exitCode, 0);
        QVERIFY2(explain.out.contains("tools.allow"), explain.out.constData());
        QVERIFY2(explain.out.contains("fix: add exec to tools.allow"), explain.out.constData());
        const CliRun lint = runCli(
            {QStringLiteral("policy"), QStringLiteral("lint"), QStringLiteral("--config"), config});
        QCOMPARE(lint.exitCode, 1);
        QVERIFY2(lint.out.contains("error tools: tools cannot set both allow and alsoAllow"),
                 lint.out.constData());
        const CliRun badOwner = runCli(
            {QStringLiteral("policy"), QStringLiteral("explain"), QStringLiteral("--config"),
             config, QStringLiteral("--owner"), QStringLiteral("maybe"), QStringLiteral("exec")});
        QCOMPARE(badOwner.exitCode, 2);
    }

private:
    QTemporaryDir m_out;
};

QTEST_GUILESS_MAIN(TestPolicyGolden)
#include "tst_policygolden.moc"
