// SPDX-License-Identifier: MIT
// config.patch bodies: the patch Toolgate builds from an edit must turn the gateway's config into
// exactly the edited one under the gateway's merge rules, including its refusal of array
// removals that are not listed in replacePaths.
#include "config/configmergepatch.h"
#include "failonwarning.h"

#include <QTest>

using toolgate::core::applyConfigMergePatch;
using toolgate::core::changedConfigPaths;
using toolgate::core::ConfigMergePatch;
using toolgate::core::Json;
using toolgate::core::makeConfigMergePatch;

namespace {
// Test rows write JSON with single quotes so they need no escaping.
Json json(const QString &text) {
    return Json::parse(QString(text).replace(QLatin1Char('\''), QLatin1Char('"')).toStdString());
}
QStringList names(const char *spaceSeparated) {
    return QString::fromLatin1(spaceSeparated).split(QLatin1Char(' '), Qt::SkipEmptyParts);
}
} // namespace

class TestConfigMergePatch : public QObject {
    Q_OBJECT

private slots:
    void init() { toolgate::test::failOnAnyWarning(); }
    void roundTrip_data() {
        QTest::addColumn<QString>("base");
        QTest::addColumn<QString>("edited");
        QTest::addColumn<QString>("patch");
        QTest::addColumn<QStringList>("replacePaths");

        QTest::newRow("unchanged") << "{'tools':{'profile':'coding'}}"
                                   << "{'tools':{'profile':'coding'}}"
                                   << "{}" << QStringList();
        QTest::newRow("scalar changed") << "{'tools':{'profile':'coding','deny':['exec']}}"
                                        << "{'tools':{'profile':'minimal','deny':['exec']}}"
                                        << "{'tools':{'profile':'minimal'}}" << QStringList();
        QTest::newRow("key added") << "{'tools':{}}"
                                   << "{'tools':{'allow':['read']}}"
                                   << "{'tools':{'allow':['read']}}" << QStringList();
        QTest::newRow("scalar key removed") << "{'tools':{'profile':'full'},'gateway':{'port':1}}"
                                            << "{'tools':{},'gateway':{'port':1}}"
                                            << "{'tools':{'profile':null}}" << QStringList();
        QTest::newRow("array grows: listed anyway")
            << "{'tools':{'deny':['exec']}}"
            << "{'tools':{'deny':['exec','process']}}"
            << "{'tools':{'deny':['exec','process']}}" << names("tools.deny");
        QTest::newRow("array loses an entry")
            << "{'tools':{'deny':['exec','process']}}"
            << "{'tools':{'deny':['process']}}"
            << "{'tools':{'deny':['process']}}" << names("tools.deny");
        QTest::newRow("array deleted") << "{'tools':{'deny':['exec'],'profile':'coding'}}"
                                       << "{'tools':{'profile':'coding'}}"
                                       << "{'tools':{'deny':null}}" << names("tools.deny");
        QTest::newRow("object holding arrays deleted")
            << "{'tools':{'byProvider':{'openai':{'allow':['read'],'deny':[],'profile':'x'}}}}"
            << "{'tools':{}}"
            << "{'tools':{'byProvider':null}}"
            << names("tools.byProvider.openai.allow tools.byProvider.openai.deny");
        QTest::newRow("array of agents with one entry edited")
            << "{'agents':{'list':[{'id':'a','tools':{'deny':['exec']}},{'id':'b'}]}}"
            << "{'agents':{'list':[{'id':'a','tools':{}},{'id':'b'}]}}"
            << "{'agents':{'list':[{'id':'a','tools':{}},{'id':'b'}]}}" << names("agents.list");
        QTest::newRow("array becomes object") << "{'tools':{'x':['a']}}"
                                              << "{'tools':{'x':{'a':true}}}"
                                              << "{'tools':{'x':{'a':true}}}" << names("tools.x");
        QTest::newRow("object becomes scalar, its arrays listed")
            << "{'tools':{'exec':{'safeBins':['ls']}}}"
            << "{'tools':{'exec':false}}"
            << "{'tools':{'exec':false}}" << names("tools.exec.safeBins");
        QTest::newRow("unicode keys") << "{'channels':{'组':{'a':1}}}"
                                      << "{'channels':{'组':{'a':2}}}"
                                      << "{'channels':{'组':{'a':2}}}" << QStringList();
    }

    void roundTrip() {
        QFETCH(QString, base);
        QFETCH(QString, edited);
        QFETCH(QString, patch);
        QFETCH(QStringList, replacePaths);
        const Json baseJson = json(base);
        const Json editedJson = json(edited);

        const ConfigMergePatch made = makeConfigMergePatch(baseJson, editedJson);
        QCOMPARE(QString::fromStdString(made.patch.dump()),
                 QString::fromStdString(json(patch).dump()));
        QStringList paths = made.replacePaths;
        paths.sort();
        replacePaths.sort();
        QCOMPARE(paths, replacePaths);

        const auto applied = applyConfigMergePatch(baseJson, made);
        QVERIFY2(applied.hasValue(), qPrintable(applied ? QString() : applied.error().toString()));
        QVERIFY(applied.value() == editedJson);
    }

    void refusesUnlistedRemovals_data() {
        QTest::addColumn<QString>("base");
        QTest::addColumn<QString>("patch");
        QTest::addColumn<QString>("where");

        QTest::newRow("entry removed") << "{'tools':{'deny':['exec','process']}}"
                                       << "{'tools':{'deny':['exec']}}"
                                       << "tools.deny";
        QTest::newRow("array deleted") << "{'tools':{'deny':['exec']}}"
                                       << "{'tools':{'deny':null}}"
                                       << "tools.deny";
        QTest::newRow("object with nested array deleted")
            << "{'tools':{'sandbox':{'tools':{'allow':[]}}}}"
            << "{'tools':{'sandbox':null}}"
            << "tools.sandbox.tools.allow";
        QTest::newRow("array replaced by a string") << "{'tools':{'allow':['read']}}"
                                                    << "{'tools':{'allow':'read'}}"
                                                    << "tools.allow";
    }

    void refusesUnlistedRemovals() {
        QFETCH(QString, base);
        QFETCH(QString, patch);
        QFETCH(QString, where);
        const Json baseJson = json(base);
        const auto refused = applyConfigMergePatch(baseJson, ConfigMergePatch{json(patch), {}});
        QVERIFY(!refused.hasValue());
        QVERIFY2(refused.error().message.contains(where), qPrintable(refused.error().message));
        QVERIFY(refused.error().message.contains(QLatin1String("replacePaths")));

        // Listing the array makes the same patch acceptable.
        const auto accepted =
            applyConfigMergePatch(baseJson, ConfigMergePatch{json(patch), {QStringList{where}}});
        QVERIFY(accepted.hasValue());
    }

    void addingEntriesNeedsNoListing() {
        const auto applied = applyConfigMergePatch(
            json(QStringLiteral("{'tools':{'deny':['exec']}}")),
            ConfigMergePatch{json(QStringLiteral("{'tools':{'deny':['exec','process']}}")), {}});
        QVERIFY(applied.hasValue());
        QVERIFY(applied.value() == json(QStringLiteral("{'tools':{'deny':['exec','process']}}")));
    }

    void changedPaths_data() {
        QTest::addColumn<QString>("before");
        QTest::addColumn<QString>("after");
        QTest::addColumn<QStringList>("paths");

        QTest::newRow("same") << "{'a':{'b':1}}"
                              << "{'a':{'b':1}}" << QStringList();
        QTest::newRow("leaf") << "{'a':{'b':1,'c':2}}"
                              << "{'a':{'b':1,'c':3}}" << names("a.c");
        QTest::newRow("array is one leaf") << "{'a':[1,2]}"
                                           << "{'a':[2]}" << names("a");
        QTest::newRow("subtree added") << "{}"
                                       << "{'a':{'b':1,'c':{'d':2}}}" << names("a.b a.c.d");
        QTest::newRow("subtree removed") << "{'a':{'b':1}}"
                                         << "{}" << names("a.b");
        QTest::newRow("object became scalar") << "{'a':{'b':1}}"
                                              << "{'a':5}" << names("a");
    }

    void changedPaths() {
        QFETCH(QString, before);
        QFETCH(QString, after);
        QFETCH(QStringList, paths);
        QCOMPARE(changedConfigPaths(json(before), json(after)), paths);
    }
};

QTEST_APPLESS_MAIN(TestConfigMergePatch)
#include "tst_configmergepatch.moc"
