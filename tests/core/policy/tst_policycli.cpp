// SPDX-License-Identifier: MIT
// `toolgate-cli policy lint | diff | test` through the real binary, on small JSON5 configs in
// tests/data/policy-lint.
#include "failonwarning.h"
#include "testutils.h"

#include <QTest>

using toolgate::test::CliRun;
using toolgate::test::dataPath;
using toolgate::test::runCli;

namespace {

QString data(const char *name) {
    return dataPath(QStringLiteral("policy-lint/") + QLatin1String(name));
}

QStringList lines(const QByteArray &text) {
    return QString::fromUtf8(text).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

} // namespace

class TestPolicyCli : public QObject {
    Q_OBJECT

private slots:
    void init() { toolgate::test::failOnAnyWarning(); }
    void lint_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QStringList>("expected"); // each must be one output line

        QTest::newRow("clean") << data("clean.json5") << 0
                               << QStringList{QStringLiteral("0 error(s), 0 warning(s)")};
        QTest::newRow("messy")
            << data("messy.json5") << 0
            << QStringList{
                   QStringLiteral("warning tools.loopDetection.historySize: retired loop-detection "
                                  "tuning key (thresholds are fixed constants; only \"enabled\" "
                                  "is read); the migration removes it"),
                   QStringLiteral("warning agents.list: agents.list is the legacy agent roster; "
                                  "migrate it to agents.entries.<id> (what openclaw doctor --fix "
                                  "does)"),
                   QStringLiteral("warning tools.deny.0: glob \"web_*x\" matches no core tool "
                                  "(fine if a plugin or MCP server provides one)"),
                   QStringLiteral("warning tools.allow.2: \"nope_tool\" is not a core tool, group "
                                  "or declared MCP server (fine if a plugin provides it)"),
                   QStringLiteral("warning agents.list.0.tools.allow.1: \"browser\" can never "
                                  "pass for agent ops: tools.allow does not include it and the "
                                  "global allow step runs first")};
        QTest::newRow("guard")
            << data("guard.json5") << 1
            << QStringList{QStringLiteral(
                   "error tools: No callable tools remain after resolving explicit tool allowlist "
                   "(tools.allow: nope); no registered tools matched. Fix the allowlist or enable "
                   "the plugin that registers the requested tool.")};
    }
    void lint() {
        QFETCH(QString, file);
        QFETCH(int, exitCode);
        QFETCH(QStringList, expected);
        const CliRun run = runCli(
            {QStringLiteral("policy"), QStringLiteral("lint"), QStringLiteral("--config"), file});
        QVERIFY2(run.exitCode == exitCode, run.out.constData());
        const QStringList got = lines(run.out);
        for (const QString &line : expected)
            QVERIFY2(got.contains(line), qPrintable(line + QStringLiteral("\n--- got:\n") +
                                                    got.join(QLatin1Char('\n'))));
        // Every finding is one line: severity, key path, message.
        for (const QString &line : got.mid(0, got.size() - 1))
            QVERIFY2(line.startsWith(QLatin1String("error ")) ||
                         line.startsWith(QLatin1String("warning ")) ||
                         line.startsWith(QLatin1String("info ")),
                     qPrintable(line));
    }

    void lintOffersMigrations() {
        const CliRun run = runCli({QStringLiteral("policy"), QStringLiteral("lint"),
                                   QStringLiteral("--config"), data("messy.json5")});
        QVERIFY2(run.out.contains("info ") && run.out.contains("migration agents.list-to-entries"),
                 run.out.constData());
        QVERIFY2(run.out.contains("migration loopDetection.retired-keys"), run.out.constData());
    }

    void parseErrors_data() {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("lint") << QStringList{QStringLiteral("lint"), QStringLiteral("--config"),
                                             data("broken.json5")};
        QTest::newRow("explain") << QStringList{QStringLiteral("explain"),
                                                QStringLiteral("--config"), data("broken.json5"),
                                                QStringLiteral("exec")};
        QTest::newRow("diff") << QStringList{QStringLiteral("diff"), data("clean.json5"),
                                             data("broken.json5")};
        QTest::newRow("test") << QStringList{QStringLiteral("test"), QStringLiteral("--config"),
                                             data("broken.json5"), data("assertions.json")};
    }
    void parseErrors() {
        QFETCH(QStringList, args);
        const CliRun run = runCli(QStringList{QStringLiteral("policy")} + args);
        QCOMPARE(run.exitCode, 2);
        const QString err = QString::fromUtf8(run.err).trimmed();
        QCOMPARE(err.count(QLatin1Char('\n')), 0);
        // FILE:LINE:COL: message
        QVERIFY2(err.startsWith(data("broken.json5") + QStringLiteral(":3:")), qPrintable(err));
    }

    void explainReadsJson5() {
        const CliRun run =
            runCli({QStringLiteral("policy"), QStringLiteral("explain"), QStringLiteral("--config"),
                    data("clean.json5"), QStringLiteral("gateway")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains("tools.deny"), run.out.constData());
    }

    void diff() {
        const CliRun run = runCli({QStringLiteral("policy"), QStringLiteral("diff"),
                                   data("diff-before.json5"), data("diff-after.json5")});
        QCOMPARE(run.exitCode, 1);
        const QStringList got = lines(run.out);
        QVERIFY2(got.contains(QStringLiteral("agent ops: +web_fetch, +browser")),
                 run.out.constData());
        QVERIFY2(got.contains(QStringLiteral("agent family: -sessions_list")), run.out.constData());
        QVERIFY2(run.out.contains("agents.entries.ops.tools"), run.out.constData());

        const CliRun json =
            runCli({QStringLiteral("policy"), QStringLiteral("diff"), data("diff-before.json5"),
                    data("diff-after.json5"), QStringLiteral("--json")});
        QCOMPARE(json.exitCode, 1);
        const auto value = nlohmann::json::parse(json.out.toStdString());
        QCOMPARE(value.at("agents").size(), std::size_t(2));
        QCOMPARE(value.at("agents")[0].at("agent").get<std::string>(), std::string("ops"));
        QVERIFY(value.at("agents")[0].at("gained") ==
                nlohmann::json::array({"web_fetch", "browser"}));
        QVERIFY(!value.at("paths").empty());

        const CliRun agentOnly =
            runCli({QStringLiteral("policy"), QStringLiteral("diff"), data("diff-before.json5"),
                    data("diff-after.json5"), QStringLiteral("--agent"), QStringLiteral("family")});
        QVERIFY2(!agentOnly.out.contains("agent ops"), agentOnly.out.constData());
        QVERIFY2(agentOnly.out.contains("agent family: -sessions_list"), agentOnly.out.constData());

        const CliRun same = runCli({QStringLiteral("policy"), QStringLiteral("diff"),
                                    data("diff-before.json5"), data("diff-before.json5")});
        QCOMPARE(same.exitCode, 0);
    }

    // A misspelt --agent is refused with the agents the config has, never evaluated silently.
    void unknownAgentIsRefusedWithTheKnownOnes() {
        const CliRun diff =
            runCli({QStringLiteral("policy"), QStringLiteral("diff"), data("diff-before.json5"),
                    data("diff-after.json5"), QStringLiteral("--agent"), QStringLiteral("famly")});
        QCOMPARE(diff.exitCode, 2);
        QVERIFY2(diff.err.contains("policy diff: unknown agent 'famly'"), diff.err.constData());
        QVERIFY2(diff.err.contains("ops") && diff.err.contains("family"), diff.err.constData());
        const CliRun explain =
            runCli({QStringLiteral("policy"), QStringLiteral("explain"), QStringLiteral("--config"),
                    data("diff-before.json5"), QStringLiteral("--agent"), QStringLiteral("nosuch"),
                    QStringLiteral("exec")});
        QCOMPARE(explain.exitCode, 2);
        QVERIFY2(explain.err.contains("policy explain: unknown agent 'nosuch'"),
                 explain.err.constData());
        const CliRun known =
            runCli({QStringLiteral("policy"), QStringLiteral("explain"), QStringLiteral("--config"),
                    data("diff-before.json5"), QStringLiteral("--agent"), QStringLiteral("Family"),
                    QStringLiteral("exec")});
        QVERIFY2(known.exitCode != 2, known.err.constData());
    }

    void assertions() {
        const CliRun pass =
            runCli({QStringLiteral("policy"), QStringLiteral("test"), QStringLiteral("--config"),
                    data("diff-before.json5"), data("assertions.json")});
        QVERIFY2(pass.exitCode == 0, pass.out.constData());
        QVERIFY2(pass.out.contains("0 failed"), pass.out.constData());

        const CliRun fail =
            runCli({QStringLiteral("policy"), QStringLiteral("test"), QStringLiteral("--config"),
                    data("diff-before.json5"), data("assertions-failing.json")});
        QCOMPARE(fail.exitCode, 1);
        const QStringList got = lines(fail.out);
        QCOMPARE(got.size(), 3);
        QVERIFY2(got[0].startsWith(
                     QLatin1String("FAIL [0] agent ops: browser must be allowed; "
                                   "removed by tools.profile (coding): not in allow list")) ||
                     got[0].contains(QLatin1String("deny entry \"browser\"")),
                 qPrintable(got[0]));
        QVERIFY2(got[1].startsWith(QLatin1String("FAIL [0] agent ops: exec must be denied; no "
                                                 "step removed it")),
                 qPrintable(got[1]));
        QCOMPARE(got[2], QStringLiteral("0 passed, 2 failed"));

        const CliRun bad =
            runCli({QStringLiteral("policy"), QStringLiteral("test"), QStringLiteral("--config"),
                    data("diff-before.json5"), data("clean.json5")});
        QCOMPARE(bad.exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(TestPolicyCli)
#include "tst_policycli.moc"
