// SPDX-License-Identifier: MIT
#include "config/configmerge.h"
#include "config/json5reader.h"
#include "failonwarning.h"

#include <QTest>

using namespace toolgate::core;

namespace {

Json parse(const char *text) {
    auto parsed = parseJson5(QByteArray(text), QStringLiteral("row"));
    if (!parsed)
        qFatal("bad test JSON5: %s", qPrintable(parsed.error().toString()));
    return parsed.value();
}

} // namespace

class TestConfigMerge : public QObject {
    Q_OBJECT

private slots:
    void init() { toolgate::test::failOnAnyWarning(); }
    void merge_data() {
        QTest::addColumn<QString>("base");
        QTest::addColumn<QString>("mine");
        QTest::addColumn<QString>("theirs");
        QTest::addColumn<QString>("merged");
        QTest::addColumn<QStringList>("conflicts");
        const auto row = [](const char *name, const char *base, const char *mine,
                            const char *theirs, const char *merged, QStringList conflicts = {}) {
            QTest::newRow(name) << QString::fromUtf8(base) << QString::fromUtf8(mine)
                                << QString::fromUtf8(theirs) << QString::fromUtf8(merged)
                                << conflicts;
        };
        // Lists.
        row("the issue: their entry stays, mine is added", R"({tools:{deny:["gateway"]}})",
            R"({tools:{deny:["gateway","cron"]}})", R"({tools:{deny:["gateway","nodes"]}})",
            R"({tools:{deny:["gateway","nodes","cron"]}})");
        row("both add the same entry once", R"({tools:{deny:[]}})", R"({tools:{deny:["a"]}})",
            R"({tools:{deny:["a"]}})", R"({tools:{deny:["a"]}})");
        row("both add different entries", R"({a:["x"]})", R"({a:["x","m"]})", R"({a:["x","t"]})",
            R"({a:["x","t","m"]})");
        row("mine removes, theirs adds", R"({a:["x","y"]})", R"({a:["x"]})", R"({a:["x","y","t"]})",
            R"({a:["x","t"]})");
        row("theirs removes, mine adds", R"({a:["x","y"]})", R"({a:["x","y","m"]})", R"({a:["y"]})",
            R"({a:["y","m"]})");
        row("both remove the same entry", R"({a:["x","y"]})", R"({a:["x"]})", R"({a:["x"]})",
            R"({a:["x"]})");
        row("both remove different entries", R"({a:["x","y","z"]})", R"({a:["y","z"]})",
            R"({a:["x","y"]})", R"({a:["y"]})");
        row("mine removes the last entry: key goes", R"({a:["x"],b:1})", R"({a:[],b:1})",
            R"({a:["x"],b:1})", R"({b:1})");
        row("removals empty a merged list: key goes", R"({a:["x","y"]})", R"({a:["y"]})",
            R"({a:["x"]})", R"({})");
        row("mine adds a list key", R"({})", R"({a:["m"]})", R"({b:2})", R"({b:2,a:["m"]})");
        row("both add a list key", R"({})", R"({a:["m"]})", R"({a:["t"]})", R"({a:["t","m"]})");
        row("theirs reorders, mine adds", R"({a:["x","y"]})", R"({a:["x","y","m"]})",
            R"({a:["y","x"]})", R"({a:["y","x","m"]})");
        row("object entries in a list", R"({l:[{id:"a"}]})", R"({l:[{id:"a"},{id:"m"}]})",
            R"({l:[{id:"a"},{id:"t"}]})", R"({l:[{id:"a"},{id:"t"},{id:"m"}]})");
        row("mine edits a list entry, theirs adds", R"({l:[{id:"a",v:1}]})",
            R"({l:[{id:"a",v:2}]})", R"({l:[{id:"a",v:1},{id:"t"}]})",
            R"({l:[{id:"t"},{id:"a",v:2}]})");
        // Objects and scalars.
        row("only mine changed", R"({a:1,b:2})", R"({a:5,b:2})", R"({a:1,b:2})", R"({a:5,b:2})");
        row("only theirs changed", R"({a:1,b:2})", R"({a:1,b:2})", R"({a:1,b:7})", R"({a:1,b:7})");
        row("different keys changed", R"({a:1,b:2})", R"({a:5,b:2})", R"({a:1,b:7})",
            R"({a:5,b:7})");
        row("same change on both", R"({a:1})", R"({a:3})", R"({a:3})", R"({a:3})");
        row("nested different keys", R"({tools:{exec:{ask:"off",security:"full"}}})",
            R"({tools:{exec:{ask:"always",security:"full"}}})",
            R"({tools:{exec:{ask:"off",security:"allowlist"}}})",
            R"({tools:{exec:{ask:"always",security:"allowlist"}}})");
        row("mine adds a key, theirs adds another", R"({})", R"({m:1})", R"({t:2})",
            R"({t:2,m:1})");
        row("mine adds a nested object", R"({tools:{}})", R"({tools:{exec:{ask:"always"}}})",
            R"({tools:{profile:"coding"}})", R"({tools:{profile:"coding",exec:{ask:"always"}}})");
        row("both add the same object differently", R"({})", R"({o:{a:1}})", R"({o:{b:2}})",
            R"({o:{b:2,a:1}})");
        // Deletes.
        row("mine deletes a key", R"({a:1,b:2})", R"({b:2})", R"({a:1,b:3})", R"({b:3})");
        row("theirs deletes a key", R"({a:1,b:2})", R"({a:4,b:2})", R"({a:4})", R"({a:4})");
        row("both delete the same key", R"({a:1,b:2})", R"({b:2})", R"({b:2})", R"({b:2})");
        row("mine deletes an object theirs left alone", R"({o:{x:1},k:1})", R"({k:1})",
            R"({o:{x:1},k:2})", R"({k:2})");
        row("mine sets null (kept as a value)", R"({a:1})", R"({a:null})", R"({a:1})",
            R"({a:null})");
        // Conflicts.
        row("both changed the same scalar", R"({tools:{profile:"minimal"}})",
            R"({tools:{profile:"coding"}})", R"({tools:{profile:"full"}})",
            R"({tools:{profile:"full"}})", {QStringLiteral("tools.profile")});
        row("mine deleted what theirs edited", R"({o:{x:1}})", R"({})", R"({o:{x:2}})",
            R"({o:{x:2}})", {QStringLiteral("o")});
        row("theirs deleted what mine edited", R"({o:{x:1}})", R"({o:{x:2}})", R"({})", R"({})",
            {QStringLiteral("o")});
        row("both added the same key differently", R"({})", R"({k:"m"})", R"({k:"t"})",
            R"({k:"t"})", {QStringLiteral("k")});
        row("list on one side, scalar on the other", R"({a:["x"]})", R"({a:["x","y"]})",
            R"({a:"x"})", R"({a:"x"})", {QStringLiteral("a")});
        row("conflict beside clean changes", R"({a:1,b:[1],c:"c"})", R"({a:2,b:[1,2],c:"c"})",
            R"({a:3,b:[1,3],c:"d"})", R"({a:3,b:[1,3,2],c:"d"})", {QStringLiteral("a")});
        row("two conflicts", R"({a:1,o:{b:1}})", R"({a:2,o:{b:2}})", R"({a:3,o:{b:3}})",
            R"({a:3,o:{b:3}})", {QStringLiteral("a"), QStringLiteral("o.b")});
        // JSON5 in: comments, unquoted keys, trailing commas (the tree is what is merged).
        row("JSON5 comments and trailing commas", "// base\n{tools:{deny:['a',],},}",
            "{ /* mine */ tools:{deny:['a','m',],},}", "{tools:{deny:['a','t'], // theirs\n}}",
            R"({tools:{deny:["a","t","m"]}})");
    }

    void merge() {
        QFETCH(QString, base);
        QFETCH(QString, mine);
        QFETCH(QString, theirs);
        QFETCH(QString, merged);
        QFETCH(QStringList, conflicts);
        const ConfigMerge result =
            mergeConfigThreeWay(parse(base.toUtf8().constData()), parse(mine.toUtf8().constData()),
                                parse(theirs.toUtf8().constData()));
        const Json expected = parse(merged.toUtf8().constData());
        QVERIFY2(result.merged == expected, result.merged.dump().c_str());
        QStringList paths;
        for (const MergeConflict &c : result.conflicts)
            paths << c.path.toString();
        QCOMPARE(paths, conflicts);
    }

    void conflictsCarryBothValuesAndResolve() {
        const ConfigMerge result =
            mergeConfigThreeWay(parse(R"({p:"minimal",o:{x:1}})"), parse(R"({p:"coding"})"),
                                parse(R"({p:"full",o:{x:2}})"));
        QCOMPARE(result.conflicts.size(), size_t(2));
        const MergeConflict &profile = result.conflicts.at(0);
        QVERIFY(profile.base == Json("minimal"));
        QVERIFY(profile.mine == Json("coding"));
        QVERIFY(profile.theirs == Json("full"));
        const MergeConflict &deleted = result.conflicts.at(1);
        QVERIFY(!deleted.mine); // mine removed it
        QVERIFY(deleted.theirs == parse("{x:2}"));
        Json settled = resolveMergeConflict(result.merged, profile, true);
        settled = resolveMergeConflict(settled, deleted, true);
        QVERIFY2(settled == parse(R"({p:"coding"})"), settled.dump().c_str());
        QVERIFY(resolveMergeConflict(result.merged, profile, false) == result.merged);
    }
};

QTEST_APPLESS_MAIN(TestConfigMerge)
#include "tst_configmerge.moc"
