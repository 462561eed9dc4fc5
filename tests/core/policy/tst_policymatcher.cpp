// SPDX-License-Identifier: MIT
#include "catalog/toolcatalog.h"
#include "failonwarning.h"
#include "policy/globpattern.h"
#include "policy/policyengine.h"
#include "policy/sessionkey.h"

#include <QTest>

using namespace toolgate::core;

namespace {

std::vector<PolicyTool> toolsOf(const QString &spec) {
    // "read,write,lobster@lobster" — name[@pluginId]
    std::vector<PolicyTool> tools;
    for (const QString &item : spec.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QStringList parts = item.split(QLatin1Char('@'));
        tools.push_back({parts.at(0).toStdString(),
                         parts.size() > 1 ? parts.at(1).toStdString() : std::string()});
    }
    return tools;
}

QString join(const std::vector<std::string> &names) {
    QStringList out;
    for (const auto &n : names)
        out << QString::fromStdString(n);
    return out.join(QLatin1Char(','));
}

} // namespace

class TestPolicyMatcher : public QObject {
    Q_OBJECT

private slots:
    void init() { toolgate::test::failOnAnyWarning(); }
    void catalogLoadsFromResource() {
        const ToolCatalog &catalog = ToolCatalog::builtin();
        QCOMPARE(catalog.tools().size(), std::size_t(61));
        QCOMPARE(catalog.sections().size(), std::size_t(11));
        QCOMPARE(catalog.group("group:openclaw")->size(), std::size_t(53));
        QCOMPARE(catalog.group("group:fs")->size(), std::size_t(5));
        QCOMPARE(catalog.ownerOnly().size(), std::size_t(14));
        QVERIFY(catalog.find("sessions")->ownerOnly);
        QVERIFY(!catalog.find("read")->ownerOnly);
        QVERIFY(!catalog.find("canvas")->openclawGroup);
        QCOMPARE(catalog.profile("minimal")->size(), std::size_t(2));
        QVERIFY(catalog.profile("bogus") == nullptr);
        QCOMPARE(QString::fromStdString(catalog.sections().front().label), QStringLiteral("Files"));
    }

    void catalogRejectsBrokenData_data() {
        QTest::addColumn<QString>("json");
        QTest::addColumn<QString>("where");
        QTest::newRow("not an object") << QStringLiteral("[]") << QString();
        QTest::newRow("no sections")
            << QStringLiteral("{\"tools\": []}") << QStringLiteral("sections");
        QTest::newRow("tools wrong type")
            << QStringLiteral("{\"sections\": [], \"tools\": {}}") << QStringLiteral("tools");
        QTest::newRow("tool without id")
            << QStringLiteral("{\"sections\": [], \"tools\": [{\"section\": \"fs\"}]}")
            << QStringLiteral("tools");
    }
    void catalogRejectsBrokenData() {
        QFETCH(QString, json);
        QFETCH(QString, where);
        const auto parsed = ToolCatalog::fromJson(Json::parse(json.toStdString()));
        QVERIFY(!parsed);
        QCOMPARE(parsed.error().where, where);
    }

    void glob_data() {
        QTest::addColumn<QString>("pattern");
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("matches");
        QTest::newRow("star") << QStringLiteral("*") << QStringLiteral("anything") << true;
        QTest::newRow("exact") << QStringLiteral("read") << QStringLiteral("read") << true;
        QTest::newRow("exact other") << QStringLiteral("read") << QStringLiteral("reads") << false;
        QTest::newRow("suffix") << QStringLiteral("*_search") << QStringLiteral("web_search")
                                << true;
        QTest::newRow("prefix") << QStringLiteral("mem*") << QStringLiteral("memory_get") << true;
        QTest::newRow("infix") << QStringLiteral("s*s") << QStringLiteral("sessions") << true;
        QTest::newRow("infix needs both ends")
            << QStringLiteral("s*s") << QStringLiteral("sessions_list") << false;
        QTest::newRow("anchored end")
            << QStringLiteral("web_*") << QStringLiteral("x_web_fetch") << false;
        QTest::newRow("double star")
            << QStringLiteral("s**_list") << QStringLiteral("sessions_list") << true;
        QTest::newRow("question mark literal")
            << QStringLiteral("rea?") << QStringLiteral("read") << false;
        QTest::newRow("brackets literal")
            << QStringLiteral("[r]ead") << QStringLiteral("read") << false;
        QTest::newRow("dot literal")
            << QStringLiteral("web.search") << QStringLiteral("web_search") << false;
        QTest::newRow("pattern normalised")
            << QStringLiteral("  WEB_* ") << QStringLiteral("web_fetch") << true;
        QTest::newRow("alias in pattern")
            << QStringLiteral("Bash") << QStringLiteral("exec") << true;
        QTest::newRow("overlapping parts")
            << QStringLiteral("a*ab*b") << QStringLiteral("aabb") << true;
        QTest::newRow("parts must not overlap")
            << QStringLiteral("ab*ba") << QStringLiteral("aba") << false;
    }
    void glob() {
        QFETCH(QString, pattern);
        QFETCH(QString, name);
        QFETCH(bool, matches);
        const auto compiled = GlobPattern::compile(pattern.toStdString());
        QVERIFY(compiled.has_value());
        QCOMPARE(compiled->matches(name.toStdString()), matches);
    }

    void blankPatternIsIgnored() {
        QVERIFY(!GlobPattern::compile("   ").has_value());
        QVERIFY(!GlobPattern::compile("").has_value());
    }

    // One `tools` scope over a small tool list: deny before allow, empty allow passes, groups,
    // plugin groups, renames, coupling.
    void match_data() {
        QTest::addColumn<QString>("tools");
        QTest::addColumn<QString>("scope");
        QTest::addColumn<QString>("expected");
        const QString t = QStringLiteral(
            "read,write,apply_patch,exec,web_search,canvas,show_widget,progress_card,"
            "automations,lobster@lobster,lobster_status@Lobster,outlook__send@bundle-mcp");
        QTest::newRow("deny beats allow")
            << t << QStringLiteral(R"({"allow":["read","exec"],"deny":["exec"]})")
            << QStringLiteral("read");
        QTest::newRow("empty allow passes")
            << t << QStringLiteral(R"({"allow":[],"deny":["group:plugins"]})")
            << QStringLiteral("read,write,apply_patch,exec,web_search,canvas,"
                              "show_widget,progress_card,automations");
        QTest::newRow("write couples apply_patch")
            << t << QStringLiteral(R"({"allow":["write"]})") << QStringLiteral("write,apply_patch");
        QTest::newRow("deny write keeps apply_patch")
            << t << QStringLiteral(R"({"allow":["group:fs"],"deny":["write"]})")
            << QStringLiteral("read,apply_patch");
        QTest::newRow("group expands")
            << t << QStringLiteral(R"({"allow":["group:runtime","group:web"]})")
            << QStringLiteral("exec,web_search");
        QTest::newRow("group glob is not a group")
            << t << QStringLiteral(R"({"allow":["group:f*"]})") << QString();
        QTest::newRow("plugin id case-insensitive")
            << t << QStringLiteral(R"({"allow":["LOBSTER"]})")
            << QStringLiteral("lobster,lobster_status");
        QTest::newRow("bundle-mcp") << t << QStringLiteral(R"({"allow":["bundle-mcp"]})")
                                    << QStringLiteral("outlook__send");
        QTest::newRow("update_plan rename") << t << QStringLiteral(R"({"allow":["update_plan"]})")
                                            << QStringLiteral("progress_card");
        QTest::newRow("canvas family")
            << t << QStringLiteral(R"({"deny":["canvas"]})")
            << QStringLiteral("read,write,apply_patch,exec,web_search,progress_card,"
                              "automations,lobster,lobster_status,outlook__send");
        QTest::newRow("cron alias")
            << t << QStringLiteral(R"({"allow":["cron"]})") << QStringLiteral("automations");
        QTest::newRow("deny star")
            << t << QStringLiteral(R"({"allow":["*"],"deny":["*"]})") << QString();
        QTest::newRow("alsoAllow alone is allow-all")
            << t << QStringLiteral(R"({"alsoAllow":["lobster"],"deny":["exec"]})")
            << QStringLiteral(
                   "read,write,apply_patch,web_search,canvas,show_widget,progress_card,automations,"
                   "lobster,lobster_status,outlook__send");
        QTest::newRow("non-string entries ignored")
            << t << QStringLiteral(R"({"allow":["read",7,null]})") << QStringLiteral("read");
    }
    void match() {
        QFETCH(QString, tools);
        QFETCH(QString, scope);
        QFETCH(QString, expected);
        Json config = Json::object();
        config["tools"] = Json::parse(scope.toStdString());
        PolicyEngine engine(config, toolsOf(tools));
        const PolicyTrace trace = engine.evaluate(PolicyContext{});
        QCOMPARE(join(engine.names(trace.final)), expected);
    }

    void sessionKey_data() {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("agent");
        QTest::addColumn<bool>("subagent");
        QTest::addColumn<int>("depth");
        QTest::addColumn<QString>("groupCandidates");
        QTest::addColumn<QString>("routeChannel");
        QTest::newRow("main") << QStringLiteral("agent:main:main") << QStringLiteral("main")
                              << false << 0 << QString() << QString();
        QTest::newRow("upper case") << QStringLiteral("Agent:Coder:main") << QStringLiteral("coder")
                                    << false << 0 << QString() << QString();
        QTest::newRow("not agent scoped")
            << QStringLiteral("main") << QString() << false << 0 << QString() << QString();
        QTest::newRow("subagent depth 2")
            << QStringLiteral("agent:main:subagent:a:subagent:b") << QStringLiteral("main") << true
            << 2 << QString() << QString();
        QTest::newRow("group topic")
            << QStringLiteral("agent:main:telegram:group:-1001:topic:7") << QStringLiteral("main")
            << false << 0 << QStringLiteral("-1001:topic:7,-1001") << QStringLiteral("telegram");
        QTest::newRow("subagent after group")
            << QStringLiteral("agent:main:telegram:group:-1:subagent:s") << QStringLiteral("main")
            << false << 1 << QStringLiteral("-1:subagent:s") << QStringLiteral("telegram");
        QTest::newRow("thread suffix dropped")
            << QStringLiteral("agent:main:slack:channel:C1:thread:99") << QStringLiteral("main")
            << false << 0 << QStringLiteral("C1") << QStringLiteral("slack");
        QTest::newRow("topic and sender")
            << QStringLiteral("agent:main:telegram:group:-5:topic:2:sender:9")
            << QStringLiteral("main") << false << 0
            << QStringLiteral("-5:topic:2:sender:9,-5:topic:2,-5") << QStringLiteral("telegram");
        QTest::newRow("subagent of a group")
            << QStringLiteral("agent:main:subagent:discord:group:7") << QStringLiteral("main")
            << true << 1 << QStringLiteral("7") << QStringLiteral("discord");
        QTest::newRow("bare subagent key")
            << QStringLiteral("subagent:abc") << QString() << true << 0 << QString() << QString();
        QTest::newRow("direct route")
            << QStringLiteral("agent:main:slack:direct:u1") << QStringLiteral("main") << false << 0
            << QString() << QStringLiteral("slack");
    }
    void sessionKey() {
        QFETCH(QString, key);
        QFETCH(QString, agent);
        QFETCH(bool, subagent);
        QFETCH(int, depth);
        QFETCH(QString, groupCandidates);
        QFETCH(QString, routeChannel);
        const SessionKeyInfo info = parseSessionKey(key.toStdString());
        QCOMPARE(QString::fromStdString(info.agentId), agent);
        QCOMPARE(info.isSubagent, subagent);
        QCOMPARE(info.subagentDepth, depth);
        QCOMPARE(join(info.groupCandidates), groupCandidates);
        QCOMPARE(QString::fromStdString(info.routeChannel), routeChannel);
    }

    void toolMaskOperations() {
        ToolMask all(130, true);
        QCOMPARE(all.count(), std::size_t(130));
        ToolMask some(130);
        some.set(0);
        some.set(64);
        some.set(129);
        ToolMask kept, removed;
        all.split(some, kept, removed);
        QCOMPARE(kept.count(), std::size_t(3));
        QCOMPARE(removed.count(), std::size_t(127));
        QVERIFY(kept.intersects(some));
        QVERIFY(!removed.intersects(some));
        std::vector<std::size_t> seen;
        kept.forEach([&](std::size_t i) { seen.push_back(i); });
        QCOMPARE(seen, (std::vector<std::size_t>{0, 64, 129}));
    }
};

QTEST_APPLESS_MAIN(TestPolicyMatcher)
#include "tst_policymatcher.moc"
