// SPDX-License-Identifier: MIT
// The `toolgate-cli config` contract, run against the real binary.
#include "failonwarning.h"
#include "testutils.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using toolgate::test::dataPath;
using toolgate::test::readAll;
using toolgate::test::runCli;

class TestConfigCli : public QObject {
    Q_OBJECT

private slots:
    void init() { toolgate::test::failOnAnyWarning(); }
    void parsePrintsCompactJson() {
        const auto run = runCli({QStringLiteral("config"), QStringLiteral("parse"),
                                 dataPath(QStringLiteral("json5/objects/unquoted-keys.json5"))});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out,
                 QByteArray("{\"hello\":\"world\",\"_\":\"underscore\",\"$\":\"dollar "
                            "sign\",\"one1\":\"numerals\","
                            "\"_$_\":\"multiple symbols\",\"$_$hello123world_$_\":\"mixed\"}\n"));
    }

    void parseErrorExitsTwoWithPosition() {
        const QString file = dataPath(QStringLiteral("json5/arrays/no-comma-array.txt"));
        const auto run = runCli({QStringLiteral("config"), QStringLiteral("parse"), file});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.out.isEmpty());
        QVERIFY2(run.err.startsWith((file + QStringLiteral(":3:5: ")).toUtf8()),
                 run.err.constData());
        QCOMPARE(run.err.count('\n'), 1);
    }

    void missingFileExitsTwo() {
        const auto run = runCli({QStringLiteral("config"), QStringLiteral("parse"),
                                 QStringLiteral("/nonexistent/x.json")});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.startsWith("/nonexistent/x.json: "));
    }

    void lint() {
        QTemporaryDir dir;
        const QString bad = dir.filePath(QStringLiteral("bad.json5"));
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        // The invalid profile aborts the scope, so its allow + alsoAllow check is skipped (§12.1).
        f.write("{tools: {profile: 'bogus', allow: ['a'], alsoAllow: ['b'], byProvider: {openai: "
                "{allow: ['a'], alsoAllow: ['b']}}}}");
        f.close();
        const auto run = runCli({QStringLiteral("config"), QStringLiteral("lint"), bad});
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(run.out, QByteArray("error tools.profile: Invalid input (allowed: \"minimal\", "
                                     "\"coding\", \"messaging\", \"full\")\n"
                                     "error tools.byProvider.openai: tools.byProvider policy "
                                     "cannot set both allow and alsoAllow in the same scope "
                                     "(merge alsoAllow into allow, or remove allow and use "
                                     "profile + alsoAllow)\n"));
        const auto json = runCli(
            {QStringLiteral("config"), QStringLiteral("lint"), QStringLiteral("--json"), bad});
        QCOMPARE(json.exitCode, 1);
        const auto parsed = nlohmann::json::parse(json.out.toStdString());
        QCOMPARE(parsed.size(), std::size_t(2));
        QCOMPARE(parsed[0]["code"].get<std::string>(), std::string("config.invalidProfile"));
        const auto clean = runCli({QStringLiteral("config"), QStringLiteral("lint"),
                                   dataPath(QStringLiteral("config/samples/openclaw.json5"))});
        QCOMPARE(clean.exitCode, 0);
        QVERIFY(clean.out.isEmpty());
    }

    void migrate() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("openclaw.json"));
        const QByteArray original =
            readAll(dataPath(QStringLiteral("config/samples/openclaw-legacy.json5")));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(original);
        f.close();

        const auto listed = runCli({QStringLiteral("config"), QStringLiteral("migrate"), path});
        QCOMPARE(listed.exitCode, 1);
        QVERIFY(listed.out.contains("migration agents.list-to-entries:"));
        QVERIFY(listed.out.contains("migration loopDetection.retired-keys:"));
        QCOMPARE(readAll(path), original);

        // The sample has comments: --write alone refuses and changes nothing.
        const auto refused = runCli(
            {QStringLiteral("config"), QStringLiteral("migrate"), path, QStringLiteral("--write")});
        QCOMPARE(refused.exitCode, 2);
        QVERIFY(refused.err.contains("comments"));
        QCOMPARE(readAll(path), original);

        const auto written =
            runCli({QStringLiteral("config"), QStringLiteral("migrate"), path,
                    QStringLiteral("--write"), QStringLiteral("--accept-comment-loss")});
        QCOMPARE(written.exitCode, 0);
        QCOMPARE(readAll(path + QStringLiteral(".bak")), original);
        const auto migrated = nlohmann::json::parse(readAll(path).toStdString());
        QVERIFY(!migrated["agents"].contains("list"));
        QVERIFY(migrated["agents"]["entries"].contains("coder"));
        QVERIFY(migrated["tools"]["loopDetection"] == nlohmann::json::parse("{\"enabled\":true}"));

        const auto again = runCli({QStringLiteral("config"), QStringLiteral("migrate"), path});
        QCOMPARE(again.exitCode, 0);
        QCOMPARE(again.out, QByteArray("no migrations needed\n"));
    }

    void diff() {
        const auto same = runCli({QStringLiteral("config"), QStringLiteral("diff"),
                                  dataPath(QStringLiteral("json5/misc/npm-package.json")),
                                  dataPath(QStringLiteral("json5/misc/npm-package.json5"))});
        QCOMPARE(same.exitCode, 0);
        const auto differ =
            runCli({QStringLiteral("config"), QStringLiteral("diff"),
                    dataPath(QStringLiteral("config/samples/openclaw.json5")),
                    dataPath(QStringLiteral("config/samples/openclaw-legacy.json5"))});
        QCOMPARE(differ.exitCode, 1);
        QVERIFY(differ.out.contains("~ tools.loopDetection.enabled") == false);
        QVERIFY(differ.out.contains("+ tools.loopDetection.historySize: 30"));
    }

    // Admin B set tools.deny to [gateway, nodes] while admin A added cron: B's entry stays.
    void mergeKeepsTheOtherAdminsEntry() {
        QTemporaryDir dir;
        const auto write = [&](const char *name, const QByteArray &text) {
            QFile f(dir.filePath(QLatin1String(name)));
            f.open(QIODevice::WriteOnly);
            f.write(text);
            return f.fileName();
        };
        const QString base = write("base.json5", "{tools: {deny: ['gateway'], profile: 'coding'}}");
        const QString theirs =
            write("theirs.json", R"({"tools":{"deny":["gateway","nodes"],"profile":"coding"}})");
        const QString mine = write("mine.json5", "// A's edit\n{tools: {deny: ['gateway', "
                                                 "'cron'], profile: 'coding'}}");
        const auto clean = runCli({QStringLiteral("config"), QStringLiteral("merge"), base, theirs,
                                   mine, QStringLiteral("--json")});
        QCOMPARE(clean.exitCode, 0);
        const auto result = nlohmann::json::parse(clean.out.toStdString());
        QVERIFY(result["merged"]["tools"]["deny"] ==
                nlohmann::json::parse(R"(["gateway","nodes","cron"])"));
        QVERIFY(result["conflicts"].empty());
        QVERIFY(clean.err.contains("comments"));

        const QString rival =
            write("rival.json", R"({"tools":{"deny":["gateway"],"profile":"full"}})");
        const QString minimal =
            write("minimal.json", R"({"tools":{"deny":["gateway"],"profile":"minimal"}})");
        const auto conflicted =
            runCli({QStringLiteral("config"), QStringLiteral("merge"), base, rival, minimal});
        QCOMPARE(conflicted.exitCode, 1);
        QVERIFY(nlohmann::json::parse(conflicted.out.toStdString())["tools"]["profile"] == "full");
        QVERIFY2(
            conflicted.err.contains(
                "conflict at tools.profile: base \"coding\", mine \"minimal\", theirs \"full\""),
            conflicted.err.constData());
        const auto usage = runCli({QStringLiteral("config"), QStringLiteral("merge"), base});
        QCOMPARE(usage.exitCode, 2);
    }
};

QTEST_APPLESS_MAIN(TestConfigCli)
#include "tst_configcli.moc"
