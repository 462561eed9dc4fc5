// SPDX-License-Identifier: MIT
// Editing the requested exec policy: mode and the legacy security/ask never end up in one object
// (OpenClaw refuses that config); Refuse says so, Replace swaps the other side out in one edit.
#include "config/execmodeedit.h"
#include "failonwarning.h"

#include <QTest>

using namespace toolgate::core;

namespace {

ConfigDocument doc(const char *json) {
    return ConfigDocument(Json::parse(json));
}

Json after(const ExecPolicyChange &change) {
    return change.edit.after.value_or(Json());
}

#define COMPARE_JSON(actual, expected)                                                             \
    do {                                                                                           \
        const Json a_ = (actual);                                                                  \
        QVERIFY2(a_ == (expected), a_.dump().c_str());                                             \
    } while (false)

} // namespace

class TestExecModeEdit : public QObject {
    Q_OBJECT

private slots:
    void init() { toolgate::test::failOnAnyWarning(); }
    void findsTheExecObjectOfEachScope() {
        const Json root = Json::parse(
            R"({"agents":{"entries":{"ops":{}},"list":[{"id":"a"},{"id":"b","tools":{}}]}})");
        QCOMPARE(execObjectPath(root, {})->toString(), QStringLiteral("tools.exec"));
        QCOMPARE(execObjectPath(root, QStringLiteral("ops"))->toString(),
                 QStringLiteral("agents.entries.ops.tools.exec"));
        QCOMPARE(execObjectPath(root, QStringLiteral("b"))->toString(),
                 QStringLiteral("agents.list.1.tools.exec"));
        QVERIFY(!execObjectPath(root, QStringLiteral("ghost")));
    }

    void modeOnAnEmptyScopeCreatesIt() {
        const ConfigDocument d = doc(R"({"tools":{"profile":"coding"}})");
        const auto change =
            setExecMode(d, KeyPath{"tools", "exec"}, QStringLiteral("ask"), ExecLegacyRule::Refuse);
        QVERIFY(change);
        COMPARE_JSON(after(change.value()), Json::parse(R"({"mode":"ask"})"));
        QVERIFY(change->removed.isEmpty());
        // Computed on a copy: the document itself is unchanged.
        QVERIFY(!d.value(KeyPath{"tools", "exec"}));
    }

    void modeIsRefusedNextToLegacyKeys() {
        const ConfigDocument d =
            doc(R"({"tools":{"exec":{"host":"gateway","security":"allowlist","ask":"always"}}})");
        const auto refused = setExecMode(d, KeyPath{"tools", "exec"}, QStringLiteral("full"),
                                         ExecLegacyRule::Refuse);
        QVERIFY(!refused);
        QCOMPARE(refused.error().code, QStringLiteral("exec.modeMixed"));
        QVERIFY2(refused.error().message.contains(QLatin1String("security and ask")),
                 qPrintable(refused.error().message));
    }

    void modeReplacesLegacyKeysInOneEdit() {
        const ConfigDocument d =
            doc(R"({"tools":{"exec":{"host":"gateway","security":"allowlist","ask":"always"}}})");
        const auto change = setExecMode(d, KeyPath{"tools", "exec"}, QStringLiteral("full"),
                                        ExecLegacyRule::Replace);
        QVERIFY(change);
        COMPARE_JSON(after(change.value()), Json::parse(R"({"host":"gateway","mode":"full"})"));
        QCOMPARE(change->removed, (QStringList{QStringLiteral("security"), QStringLiteral("ask")}));
        // Undo gives the legacy object back exactly.
        ConfigDocument applied = d;
        QVERIFY(applied.apply(change->edit));
        QVERIFY(applied.apply(change->edit.inverted()));
        COMPARE_JSON(applied.root(), d.root());
    }

    void clearingModeLeavesTheRestAndDropsAnEmptyObject() {
        const ConfigDocument d = doc(R"({"tools":{"exec":{"mode":"ask"}}})");
        const auto change =
            setExecMode(d, KeyPath{"tools", "exec"}, QString(), ExecLegacyRule::Refuse);
        QVERIFY(change);
        QVERIFY(!change->edit.after.has_value());
        QVERIFY(change->removed.isEmpty());
    }

    void unknownModeIsAnError() {
        const auto change = setExecMode(doc("{}"), KeyPath{"tools", "exec"}, QStringLiteral("yolo"),
                                        ExecLegacyRule::Replace);
        QVERIFY(!change);
        QCOMPARE(change.error().code, QStringLiteral("exec.badValue"));
    }

    void legacyIsRefusedNextToMode() {
        const ConfigDocument d =
            doc(R"({"agents":{"entries":{"ops":{"tools":{"exec":{"mode":"ask"}}}}}})");
        const KeyPath path = *execObjectPath(d.root(), QStringLiteral("ops"));
        const auto refused = setExecLegacy(d, path, QStringLiteral("security"),
                                           QStringLiteral("full"), ExecLegacyRule::Refuse);
        QVERIFY(!refused);
        QCOMPARE(refused.error().code, QStringLiteral("exec.modeMixed"));
        QCOMPARE(refused.error().where, QStringLiteral("agents.entries.ops.tools.exec"));
    }

    // Replacing mode "ask" (= allowlist + on-miss) by security "full" keeps ask "on-miss".
    void legacyReplacesModeAndKeepsItsOtherHalf() {
        const ConfigDocument d = doc(R"({"tools":{"exec":{"mode":"ask","safeBins":["jq"]}}})");
        const auto change = setExecLegacy(d, KeyPath{"tools", "exec"}, QStringLiteral("security"),
                                          QStringLiteral("full"), ExecLegacyRule::Replace);
        QVERIFY(change);
        COMPARE_JSON(after(change.value()),
                     Json::parse(R"({"safeBins":["jq"],"ask":"on-miss","security":"full"})"));
        QCOMPARE(change->removed, QStringList{QStringLiteral("mode")});
        QCOMPARE(change->madeExplicit, QStringList{QStringLiteral("ask")});
    }

    void legacyValuesAreChecked() {
        const auto badKey =
            setExecLegacy(doc("{}"), KeyPath{"tools", "exec"}, QStringLiteral("host"),
                          QStringLiteral("x"), ExecLegacyRule::Replace);
        QCOMPARE(badKey.error().code, QStringLiteral("exec.badKey"));
        const auto badValue =
            setExecLegacy(doc("{}"), KeyPath{"tools", "exec"}, QStringLiteral("ask"),
                          QStringLiteral("sometimes"), ExecLegacyRule::Replace);
        QCOMPARE(badValue.error().code, QStringLiteral("exec.badValue"));
        const auto removed = setExecLegacy(
            doc(R"({"tools":{"exec":{"ask":"always","host":"node"}}})"), KeyPath{"tools", "exec"},
            QStringLiteral("ask"), QString(), ExecLegacyRule::Refuse);
        QVERIFY(removed);
        COMPARE_JSON(after(removed.value()), Json::parse(R"({"host":"node"})"));
    }

    void aNonObjectExecIsAnError() {
        const auto change = setExecMode(doc(R"({"tools":{"exec":true}})"), KeyPath{"tools", "exec"},
                                        QStringLiteral("ask"), ExecLegacyRule::Replace);
        QVERIFY(!change);
        QCOMPARE(change.error().code, QStringLiteral("config.path"));
    }
};

QTEST_GUILESS_MAIN(TestExecModeEdit)
#include "tst_execmodeedit.moc"
