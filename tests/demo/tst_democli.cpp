// SPDX-License-Identifier: MIT
// `toolgate-cli demo serve` / `demo list` parse their options like every other subcommand: an
// error names the option and the command, exits 2 and starts no gateway; --help lists the
// subcommand's own options.
#include "failonwarning.h"
#include "testutils.h"

#include <QTest>

using toolgate::test::runCli;

class TestDemoCli : public QObject {
    Q_OBJECT

private slots:
    void init() { toolgate::test::failOnAnyWarning(); }
    void optionErrorsNameOptionAndCommand_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const QString serve = QStringLiteral("serve");
        QTest::newRow("unknown option")
            << QStringList{serve, QStringLiteral("--bogus")}
            << QStringLiteral(
                   "toolgate-cli demo serve: unknown option --bogus for `demo serve` (see --help)");
        QTest::newRow("gateway option")
            << QStringList{serve, QStringLiteral("--url"), QStringLiteral("ws://x/")}
            << QStringLiteral(
                   "toolgate-cli demo serve: unknown option --url for `demo serve` (see --help)");
        QTest::newRow("missing value")
            << QStringList{serve, QStringLiteral("--port")}
            << QStringLiteral("toolgate-cli demo serve: --port needs a value");
        QTest::newRow("bad port") << QStringList{serve, QStringLiteral("--port=70000")}
                                  << QStringLiteral("toolgate-cli demo serve: --port must be "
                                                    "0..65535, not \"70000\"");
        QTest::newRow("bad speed")
            << QStringList{serve, QStringLiteral("--speed"), QStringLiteral("0")}
            << QStringLiteral("toolgate-cli demo serve: --speed must be > 0, not \"0\"");
        QTest::newRow("empty token")
            << QStringList{serve, QStringLiteral("--token="), QStringLiteral("everyday-coding")}
            << QStringLiteral("toolgate-cli demo serve: --token must not be empty");
        QTest::newRow("two scenarios")
            << QStringList{serve, QStringLiteral("everyday-coding"), QStringLiteral("other")}
            << QStringLiteral("toolgate-cli demo serve: unexpected argument other");
        QTest::newRow("list takes nothing")
            << QStringList{QStringLiteral("list"), QStringLiteral("--json")}
            << QStringLiteral(
                   "toolgate-cli demo list: unknown option --json for `demo list` (see --help)");
    }

    void optionErrorsNameOptionAndCommand() {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const auto run = runCli(QStringList{QStringLiteral("demo")} + args);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.out.isEmpty(), run.out.constData());
        QCOMPARE(QString::fromUtf8(run.err).trimmed(), message);
    }

    void helpListsTheSubcommandsOptions() {
        const auto run =
            runCli({QStringLiteral("demo"), QStringLiteral("serve"), QStringLiteral("--help")});
        QCOMPARE(run.exitCode, 0);
        const QString text = QString::fromUtf8(run.out);
        QVERIFY2(text.startsWith(QLatin1String("usage: toolgate-cli demo serve [options] "
                                               "[SCENARIO]")),
                 qPrintable(text));
        for (const char *option :
             {"--port <N>", "--token <TOKEN>", "--speed <X>", "--exit-when-finished"})
            QVERIFY2(text.contains(QLatin1String(option)), option);
        QVERIFY2(!text.contains(QLatin1String("--url")), qPrintable(text));
    }

    void listNamesTheBuiltinScenarios() {
        const auto run = runCli({QStringLiteral("demo"), QStringLiteral("list")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.split('\n').contains("everyday-coding"), run.out.constData());
    }
};

QTEST_GUILESS_MAIN(TestDemoCli)
#include "tst_democli.moc"
