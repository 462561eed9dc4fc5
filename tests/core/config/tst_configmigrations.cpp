// SPDX-License-Identifier: MIT
#include "config/configmigrations.h"
#include "config/configvalidator.h"
#include "failonwarning.h"

#include <QTest>

using namespace toolgate::core;

namespace {

ConfigDocument parse(const QByteArray &text) {
    auto doc = ConfigDocument::fromText(text, QStringLiteral("t"));
    if (!doc)
        qFatal("bad test input: %s", qPrintable(doc.error().toString()));
    return *doc;
}

QString dumpOf(const Json &value) {
    return QString::fromStdString(value.dump());
}

} // namespace

class TestConfigMigrations : public QObject {
    Q_OBJECT

private slots:
    void init() { toolgate::test::failOnAnyWarning(); }
    // Each row: input, the ids of the migrations offered, and the tree after applying them all
    // (one at a time, re-planning after each, as the CLI does). Undo restores the input exactly.
    void migrations_data() {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QStringList>("offered");
        QTest::addColumn<QString>("after");

        QTest::newRow("current config: nothing")
            << QByteArray("{tools: {loopDetection: {enabled: true}}, agents: {entries: {a: {}}}}")
            << QStringList() << QString();
        QTest::newRow("single legacy agent")
            << QByteArray("{agents: {defaults: {x: 1}, list: [{id: 'coder', tools: {deny: "
                          "['exec']}}], extra: true}}")
            << QStringList{QStringLiteral("agents.list-to-entries")}
            << QStringLiteral("{\"agents\":{\"defaults\":{\"x\":1},\"entries\":{\"coder\":{"
                              "\"tools\":{\"deny\":[\"exec\"]}}},"
                              "\"extra\":true}}");
        QTest::newRow("legacy roster with default marker keeps it")
            << QByteArray(
                   "{agents: {list: [{id: 'main', default: true, model: 'm'}, {id: 'coder'}]}}")
            << QStringList{QStringLiteral("agents.list-to-entries")}
            << QStringLiteral("{\"agents\":{\"entries\":{\"main\":{\"default\":true,\"model\":"
                              "\"m\"},\"coder\":{}}}}");
        QTest::newRow("markerless roster gets explicit ownership")
            << QByteArray("{agents: {list: [{id: 'ops'}, {id: 'research', model: 'r'}]}}")
            << QStringList{QStringLiteral("agents.list-to-entries")}
            << QStringLiteral("{\"agents\":{\"entries\":{\"ops\":{},\"research\":{\"model\":\"r\"}}"
                              ",\"ownership\":\"explicit\"}}");
        QTest::newRow("existing ownership untouched")
            << QByteArray("{agents: {ownership: 'explicit', list: [{id: 'a'}, {id: 'b'}]}}")
            << QStringList{QStringLiteral("agents.list-to-entries")}
            << QStringLiteral(
                   "{\"agents\":{\"ownership\":\"explicit\",\"entries\":{\"a\":{},\"b\":{}}}}");
        QTest::newRow("merge into existing entries, conflicts and bad ids stay")
            << QByteArray("{agents: {entries: {ops: {m: 1}}, list: [{id: 'OPS', m: 2}, {id: "
                          "'new'}, {id: 'bad id'}, {x: 1}], "
                          "ownership: 'explicit'}}")
            << QStringList{QStringLiteral("agents.list-to-entries")}
            << QStringLiteral("{\"agents\":{\"entries\":{\"ops\":{\"m\":1},\"new\":{}},\"list\":[{"
                              "\"id\":\"OPS\",\"m\":2},"
                              "{\"id\":\"bad id\"},{\"x\":1}],\"ownership\":\"explicit\"}}");
        QTest::newRow("nothing movable: not offered")
            << QByteArray("{agents: {list: [{x: 1}]}}") << QStringList() << QString();
        QTest::newRow("retired loop keys, global and per agent")
            << QByteArray(
                   "{tools: {loopDetection: {historySize: 30, enabled: true, warningThreshold: 10, "
                   "unknownToolThreshold: 10, criticalThreshold: 20, "
                   "globalCircuitBreakerThreshold: 30, "
                   "detectors: {pingPong: true}, windowSize: 5, postCompactionGuard: {}, custom: "
                   "1}}, "
                   "agents: {entries: {a: {tools: {loopDetection: {enabled: false, historySize: "
                   "3}}}}}}")
            << QStringList{QStringLiteral("loopDetection.retired-keys")}
            << QStringLiteral("{\"tools\":{\"loopDetection\":{\"enabled\":true,\"custom\":1}},"
                              "\"agents\":{\"entries\":"
                              "{\"a\":{\"tools\":{\"loopDetection\":{\"enabled\":false}}}}}}");
        QTest::newRow("both: legacy agent with retired keys")
            << QByteArray("{agents: {list: [{id: 'c', tools: {loopDetection: {enabled: true, "
                          "windowSize: 4}}}]}}")
            << QStringList{QStringLiteral("agents.list-to-entries"),
                           QStringLiteral("loopDetection.retired-keys")}
            << QStringLiteral("{\"agents\":{\"entries\":{\"c\":{\"tools\":{\"loopDetection\":{"
                              "\"enabled\":true}}}}}}");
    }
    void migrations() {
        QFETCH(QByteArray, input);
        QFETCH(QStringList, offered);
        QFETCH(QString, after);
        ConfigDocument doc = parse(input);
        const Json original = doc.root();
        const QList<ConfigMigration> planned = planMigrations(doc);
        QStringList ids;
        for (const ConfigMigration &m : planned) {
            ids << m.id;
            QVERIFY(!m.title.isEmpty());
            QVERIFY(!m.details.isEmpty());
            QVERIFY(!m.edits.isEmpty());
        }
        QCOMPARE(ids, offered);
        QVERIFY(doc.root() == original); // planning changes nothing
        if (offered.isEmpty())
            return;

        QList<ConfigEdit> all;
        for (QList<ConfigMigration> next = planned; !next.isEmpty(); next = planMigrations(doc)) {
            auto applied = applyMigration(doc, next.first());
            QVERIFY(applied);
            all << *applied;
            QVERIFY(all.size() < 50);
        }
        QCOMPARE(dumpOf(doc.root()), after);
        // Migrated configs no longer carry the warnings the migrations address.
        for (const ConfigFinding &f : validateConfig(doc)) {
            QVERIFY(f.code != ErrorCode::ConfigRetiredLoopKey);
            QVERIFY(f.code != ErrorCode::ConfigOwnershipRequired);
        }
        for (auto it = all.crbegin(); it != all.crend(); ++it)
            QVERIFY(doc.apply(it->inverted()));
        QCOMPARE(dumpOf(doc.root()), dumpOf(original));
    }

    void staleMigrationRollsBack() {
        ConfigDocument doc = parse("{tools: {loopDetection: {historySize: 1, windowSize: 2}}}");
        const QList<ConfigMigration> planned = planMigrations(doc);
        QCOMPARE(planned.size(), 1);
        QCOMPARE(planned.first().edits.size(), 2);
        QVERIFY(doc.removeKey(
            KeyPath{"tools", "loopDetection", "windowSize"})); // the user changed it meanwhile
        const Json before = doc.root();
        const auto result = applyMigration(doc, planned.first());
        QVERIFY(!result);
        QCOMPARE(result.error().code, QStringLiteral("config.conflict"));
        QVERIFY(doc.root() == before); // the first edit was rolled back
    }
};

QTEST_APPLESS_MAIN(TestConfigMigrations)
#include "tst_configmigrations.moc"
