// SPDX-License-Identifier: MIT
#include "config/configdiff.h"
#include "config/json5reader.h"
#include "failonwarning.h"

#include <QTest>

using namespace toolgate::core;

class TestConfigDiff : public QObject {
    Q_OBJECT

private slots:
    void init() { toolgate::test::failOnAnyWarning(); }
    void diff_data() {
        QTest::addColumn<QByteArray>("before");
        QTest::addColumn<QByteArray>("after");
        QTest::addColumn<QStringList>("changes");
        QTest::newRow("identical")
            << QByteArray("{a: 1, b: [1, 2]}") << QByteArray("{a: 1, b: [1, 2]}") << QStringList();
        QTest::newRow("key order is not a change")
            << QByteArray("{a: 1, b: {c: 1, d: 2}}") << QByteArray("{b: {d: 2, c: 1}, a: 1}")
            << QStringList();
        QTest::newRow("int vs float same value")
            << QByteArray("{a: 1}") << QByteArray("{a: 1.0}") << QStringList();
        QTest::newRow("changed scalar")
            << QByteArray("{tools: {profile: 'minimal'}}")
            << QByteArray("{tools: {profile: 'coding'}}")
            << QStringList{QStringLiteral("~ tools.profile: \"minimal\" -> \"coding\"")};
        QTest::newRow("added and removed keys")
            << QByteArray("{tools: {deny: ['exec'], x: 1}}")
            << QByteArray("{tools: {x: 1, allow: ['read']}, agents: {}}")
            << QStringList{QStringLiteral("- tools.deny: [\"exec\"]"),
                           QStringLiteral("+ tools.allow: [\"read\"]"),
                           QStringLiteral("+ agents: {}")};
        QTest::newRow("array is one change")
            << QByteArray("{d: ['a', 'b']}") << QByteArray("{d: ['x', 'a', 'b']}")
            << QStringList{QStringLiteral("~ d: [\"a\",\"b\"] -> [\"x\",\"a\",\"b\"]")};
        QTest::newRow("array of objects ignores key order")
            << QByteArray("{l: [{a: 1, b: 2}]}") << QByteArray("{l: [{b: 2, a: 1}]}")
            << QStringList();
        QTest::newRow("type change") << QByteArray("{t: {a: 1}}") << QByteArray("{t: 'x'}")
                                     << QStringList{QStringLiteral("~ t: {\"a\":1} -> \"x\"")};
        QTest::newRow("dotted keys")
            << QByteArray("{tools: {byProvider: {'openai/gpt-5.4': {deny: []}}}}")
            << QByteArray("{tools: {byProvider: {'openai/gpt-5.4': {deny: ['x']}}}}")
            << QStringList{QStringLiteral("~ tools.byProvider.openai/gpt-5.4.deny: [] -> [\"x\"]")};
    }
    void diff() {
        QFETCH(QByteArray, before);
        QFETCH(QByteArray, after);
        QFETCH(QStringList, changes);
        const auto a = parseJson5(before, QStringLiteral("a"));
        const auto b = parseJson5(after, QStringLiteral("b"));
        QVERIFY(a && b);
        QStringList actual;
        for (const PathChange &c : diffConfigs(*a, *b))
            actual << c.toString();
        QCOMPARE(actual, changes);
    }

    void carriesValues() {
        const auto changes =
            diffConfigs(Json::parse("{\"a\":{\"b\":1}}"), Json::parse("{\"a\":{\"b\":2,\"c\":3}}"));
        QCOMPARE(changes.size(), 2);
        QCOMPARE(changes[0].kind, PathChange::Kind::Changed);
        QCOMPARE(changes[0].path, (KeyPath{"a", "b"}));
        QCOMPARE(changes[0].oldValue->get<int>(), 1);
        QCOMPARE(changes[0].newValue->get<int>(), 2);
        QCOMPARE(changes[1].kind, PathChange::Kind::Added);
        QVERIFY(!changes[1].oldValue);
        QCOMPARE(changes[1].newValue->get<int>(), 3);
    }
};

QTEST_APPLESS_MAIN(TestConfigDiff)
#include "tst_configdiff.moc"
