// SPDX-License-Identifier: MIT
// Every toolgate-cli command answers --help alike: its usage on stdout, exit 0 (never read as a
// file name, never "unknown option"); an unknown option exits 2 with a message naming it.
#include "failonwarning.h"
#include "testutils.h"

#include <QTest>

using toolgate::test::runCli;

class TestCliHelp : public QObject {
    Q_OBJECT

private:
    static QList<QStringList> commands() {
        QList<QStringList> out;
        for (const char *command : {"policy",
                                    "policy eval",
                                    "policy explain",
                                    "policy lint",
                                    "policy diff",
                                    "policy test",
                                    "loops",
                                    "loops replay",
                                    "loops watch",
                                    "schema",
                                    "schema normalize",
                                    "config",
                                    "config parse",
                                    "config lint",
                                    "config migrate",
                                    "config diff",
                                    "config merge",
                                    "approvals",
                                    "approvals pending",
                                    "approvals resolve",
                                    "approvals watch",
                                    "approvals history",
                                    "exec-approvals",
                                    "exec-approvals get",
                                    "exec-approvals effective",
                                    "exec-approvals allowlist",
                                    "exec-approvals set",
                                    "exec-approvals grants",
                                    "demo",
                                    "demo list",
                                    "demo serve",
                                    "bench",
                                    "bench policy",
                                    "bench loops",
                                    "bench schema",
                                    "bench matrix",
                                    "bench matrix-generate",
                                    "bench startup",
                                    "bench history"})
            out.append(QString::fromLatin1(command).split(u' '));
        return out;
    }

private slots:
    void init() { toolgate::test::failOnAnyWarning(); }
    void helpPrintsUsage_data() {
        QTest::addColumn<QStringList>("command");
        for (const QStringList &command : commands())
            QTest::newRow(qPrintable(command.join(u' '))) << command;
    }
    void helpPrintsUsage() {
        QFETCH(QStringList, command);
        const auto run = runCli(command + QStringList{QStringLiteral("--help")}, 30000);
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QVERIFY2(run.out.contains("usage") || run.out.contains("Usage"), run.out.constData());
        QVERIFY2(run.out.contains(command.first().toUtf8()), run.out.constData());
        QVERIFY2(run.err.isEmpty(), run.err.constData());
    }

    // Subcommands only: a family alone takes its subcommand first.
    void unknownOptionNamesIt_data() {
        QTest::addColumn<QStringList>("command");
        for (const QStringList &command : commands())
            if (command.size() > 1)
                QTest::newRow(qPrintable(command.join(u' '))) << command;
    }
    void unknownOptionNamesIt() {
        QFETCH(QStringList, command);
        const auto run = runCli(command + QStringList{QStringLiteral("--no-such-option")}, 30000);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains("--no-such-option"), run.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestCliHelp)
#include "tst_clihelp.moc"
