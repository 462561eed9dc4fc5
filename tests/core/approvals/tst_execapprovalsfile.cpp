// SPDX-License-Identifier: MIT
// The exec-approvals document: read leniently, written back without losing unknown keys,
// allowlist add/remove, and the breadth warnings shown next to entries.
#include "approvals/allowlistbreadth.h"
#include "approvals/execapprovalsfile.h"
#include "failonwarning.h"

#include "testutils.h"

#include <QTest>

using namespace toolgate::core;

namespace {

Json parse(const char *text) {
    return Json::parse(text);
}

} // namespace

class TestExecApprovalsFile : public QObject {
    Q_OBJECT

private slots:
    void init() { toolgate::test::failOnAnyWarning(); }
    void readsEveryField() {
        auto file = execApprovalsFileFromJson(parse(
            "{\n"
            "            \"version\": 1, \"socket\": {\"path\": \"/s.sock\"},\n"
            "            \"defaults\": {\"security\": \"allowlist\", \"ask\": \"on-miss\", "
            "\"askFallback\": \"deny\",\n"
            "                         \"autoAllowSkills\": true},\n"
            "            \"agents\": {\n"
            "              \"*\": {\"allowlist\": [\"/usr/bin/uname\"]},\n"
            "              \"main\": {\"ask\": \"always\", \"allowlist\": [\n"
            "                {\"id\": \"e1\", \"pattern\": \"/usr/bin/git\", \"argPattern\": "
            "\"^status$\",\n"
            "                 \"source\": \"allow-always\", \"lastUsedAt\": 1796038023934,\n"
            "                 \"lastUsedCommand\": \"git status\", \"lastResolvedPath\": "
            "\"/usr/bin/git\"}],\n"
            "                \"mcpTools\": [{\"server\": \"github\", \"tool\": \"create_issue\",\n"
            "                              \"source\": \"allow-always\", \"addedAt\": 17}]}}}"));
        QVERIFY(file);
        QCOMPARE(file->defaults.security, QStringLiteral("allowlist"));
        QCOMPARE(file->defaults.autoAllowSkills, std::optional<bool>(true));
        QCOMPARE(file->agents.size(), size_t(2));
        const ExecApprovalsAgent *wild = file->agent(QStringLiteral("*"));
        QVERIFY(wild);
        QCOMPARE(wild->allowlist.at(0).pattern, QStringLiteral("/usr/bin/uname")); // bare string
        const ExecApprovalsAgent *main = file->agent(QStringLiteral("main"));
        QCOMPARE(main->policy.ask, QStringLiteral("always"));
        QVERIFY(main->policy.security.isEmpty()); // "use default"
        const ExecAllowlistEntry &e = main->allowlist.at(0);
        QCOMPARE(e.argPattern, QStringLiteral("^status$"));
        QCOMPARE(e.source, QStringLiteral("allow-always"));
        QCOMPARE(e.lastUsedAt, std::optional<qint64>(1796038023934));
        QCOMPARE(e.lastUsedCommand, QStringLiteral("git status"));
        QCOMPARE(e.lastResolvedPath, QStringLiteral("/usr/bin/git"));
        QCOMPARE(main->mcpTools.at(0).tool, QStringLiteral("create_issue"));
        QCOMPARE(main->mcpTools.at(0).addedAt, qint64(17));
    }

    void roundTripKeepsUnknownKeys() {
        const Json in = parse(
            "{\"version\": 1, \"future\": {\"x\": 1},\n"
            "            \"defaults\": {\"ask\": \"off\", \"newPolicy\": true},\n"
            "            \"agents\": {\"main\": {\"security\": \"deny\", \"notes\": \"keep\",\n"
            "              \"allowlist\": [{\"id\": \"a\", \"pattern\": \"/bin/ls\", "
            "\"futureField\": [1, 2]}]}}}");
        auto file = execApprovalsFileFromJson(in);
        QVERIFY(file);
        const auto out =
            toolgate::test::parseUnordered(QByteArray::fromStdString(toJson(*file).dump()));
        QVERIFY(out == toolgate::test::parseUnordered(QByteArray::fromStdString(in.dump())));
    }

    void entryWithoutPatternIsAnErrorWithItsPath() {
        auto file = execApprovalsFileFromJson(parse(
            "{\"agents\": {\"ops\": {\"allowlist\": [{\"pattern\": \"/a\"}, {\"id\": \"x\"}]}}}"));
        QVERIFY(!file);
        QCOMPARE(file.error().where, QStringLiteral("agents.ops.allowlist[1]"));
        QVERIFY(!execApprovalsFileFromJson(parse("[1]")));
    }

    void snapshot() {
        auto s = execApprovalsSnapshotFromJson(
            parse("{\"path\": \"/db#x\", \"exists\": true,\n"
                  "            \"hash\": \"h1\", \"file\": {\"version\": 1, \"defaults\": {}, "
                  "\"agents\": {}},\n"
                  "            \"resolvedDefaults\": {\"security\": \"full\", \"ask\": \"off\", "
                  "\"askFallback\": \"deny\",\n"
                  "                                 \"autoAllowSkills\": false}}"));
        QVERIFY(s);
        QCOMPARE(s->hash, QStringLiteral("h1"));
        QCOMPARE(s->resolvedDefaults.security, QStringLiteral("full"));
        QCOMPARE(s->resolvedDefaults.autoAllowSkills, std::optional<bool>(false));
        QVERIFY(!execApprovalsSnapshotFromJson(parse("{\"hash\": \"h\"}")));
    }

    void inheritedPolicyFollowsTheGatewayThenTheWildcard() {
        ExecApprovalsSnapshot snapshot;
        snapshot.resolvedDefaults = {QStringLiteral("allowlist"), QStringLiteral("on-miss"),
                                     QStringLiteral("deny"), false};
        ExecApprovalsFile edited;
        edited.ensureAgent(QStringLiteral("*")).policy.ask = QStringLiteral("always");
        edited.ensureAgent(QStringLiteral("*")).policy.autoAllowSkills = true;
        // Defaults, or nothing loaded: OpenClaw's built-in.
        for (const ExecApprovalsSnapshot *loaded :
             {&snapshot, static_cast<decltype(&snapshot)>(nullptr)}) {
            const ExecApprovalsPolicy builtIn =
                inheritedExecPolicy(loaded, edited, loaded ? QString() : QStringLiteral("main"));
            QCOMPARE(builtIn.security, QStringLiteral("full"));
            QCOMPARE(builtIn.ask, QStringLiteral("off"));
        }
        // "*" itself inherits the resolved defaults; a named agent takes "*"'s fields first.
        const ExecApprovalsPolicy wildcard =
            inheritedExecPolicy(&snapshot, edited, QStringLiteral("*"));
        QCOMPARE(wildcard.ask, QStringLiteral("on-miss"));
        QCOMPARE(wildcard.autoAllowSkills, std::optional<bool>(false));
        const ExecApprovalsPolicy named =
            inheritedExecPolicy(&snapshot, edited, QStringLiteral("main"));
        QCOMPARE(named.security, QStringLiteral("allowlist"));
        QCOMPARE(named.ask, QStringLiteral("always"));
        QCOMPARE(named.askFallback, QStringLiteral("deny"));
        QCOMPARE(named.autoAllowSkills, std::optional<bool>(true));
    }

    void addAndRemove() {
        ExecApprovalsFile file;
        QVERIFY(addAllowlistPattern(file, QStringLiteral("main"), QStringLiteral(" /usr/bin/rg ")));
        QVERIFY(!addAllowlistPattern(file, QStringLiteral("main"), QStringLiteral("/usr/bin/rg")));
        QVERIFY(addAllowlistPattern(file, QStringLiteral("*"), QStringLiteral("/usr/bin/rg")));
        QCOMPARE(file.agent(QStringLiteral("main"))->allowlist.at(0).pattern,
                 QStringLiteral("/usr/bin/rg"));
        file.ensureAgent(QStringLiteral("main")).allowlist.at(0).id = QStringLiteral("id-1");
        QCOMPARE(removeAllowlistPattern(file, QStringLiteral("main"), QStringLiteral("id-1")), 1);
        QCOMPARE(removeAllowlistPattern(file, QStringLiteral("main"), QStringLiteral("/x")), 0);
        QCOMPARE(file.agent(QStringLiteral("*"))->allowlist.size(), size_t(1));
    }

    void breadth_data() {
        QTest::addColumn<QString>("agent");
        QTest::addColumn<QString>("pattern");
        QTest::addColumn<QString>("argPattern");
        QTest::addColumn<QList<int>>("kinds");
        const int any = int(AllowlistBreadth::AnyProgram);
        const int every = int(AllowlistBreadth::EveryAgent);
        const int interp = int(AllowlistBreadth::FreeInterpreter);
        QTest::newRow("narrow") << "main"
                                << "/usr/bin/git"
                                << "" << QList<int>{};
        QTest::newRow("star") << "main"
                              << "*"
                              << "" << QList<int>{any};
        QTest::newRow("directory glob") << "main"
                                        << "/usr/bin/*"
                                        << "" << QList<int>{any};
        QTest::newRow("every agent") << "*"
                                     << "/usr/bin/uname"
                                     << "" << QList<int>{every};
        QTest::newRow("python free args") << "main"
                                          << "/usr/bin/python3"
                                          << "" << QList<int>{interp};
        QTest::newRow("bash pinned args") << "main"
                                          << "/bin/bash"
                                          << "^deploy\\.sh$" << QList<int>{};
        QTest::newRow("star everywhere") << "*"
                                         << "**"
                                         << "" << QList<int>{any, every};
    }
    void breadth() {
        QFETCH(QString, agent);
        QFETCH(QString, pattern);
        QFETCH(QString, argPattern);
        QFETCH(QList<int>, kinds);
        ExecAllowlistEntry entry;
        entry.pattern = pattern;
        entry.argPattern = argPattern;
        QList<int> got;
        for (const AllowlistWarning &w : allowlistWarnings(agent, entry)) {
            got.append(int(w.kind));
            QVERIFY(!w.message.isEmpty());
        }
        QCOMPARE(got, kinds);
    }
};

QTEST_GUILESS_MAIN(TestExecApprovalsFile)
#include "tst_execapprovalsfile.moc"
