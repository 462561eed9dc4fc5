// SPDX-License-Identifier: MIT
// Safety settings: the lint table (each row a config and the findings it must give, nothing
// more), edits that create and clean up their parent objects, and the allowFrom text form.
#include "config/safetysettings.h"
#include "failonwarning.h"

#include <QTest>

using namespace toolgate::core;

namespace {

ConfigDocument doc(const QByteArray &json) {
    return ConfigDocument(Json::parse(json.toStdString()));
}

QStringList lint(const QByteArray &json) {
    QStringList out;
    for (const ConfigFinding &f : lintSafetySettings(doc(json)))
        out << errorCodeText(f.code) + u' ' + f.path.toString();
    return out;
}

} // namespace

class TestSafetySettings : public QObject {
    Q_OBJECT

private slots:
    void init() { toolgate::test::failOnAnyWarning(); }
    void lintTable_data() {
        QTest::addColumn<QByteArray>("config");
        QTest::addColumn<QStringList>("expected");
        auto row = [](const char *name, const char *config, QStringList expected) {
            QTest::newRow(name) << QByteArray(config) << expected;
        };
        row("empty", "{}", {});
        row("safe defaults written out",
            R"({"tools":{"fs":{"workspaceOnly":true},"exec":{"applyPatch":{"workspaceOnly":true},)"
            R"("strictInlineEval":true,"safeBins":["jq","/usr/bin/wc"]},"elevated":{"enabled":false}}})",
            {});
        row("apply_patch outside the workspace",
            R"({"tools":{"exec":{"applyPatch":{"workspaceOnly":false}}}})",
            {QStringLiteral("safety.applyPatchOutsideWorkspace "
                            "tools.exec.applyPatch.workspaceOnly")});
        row("interpreters among safe bins",
            R"({"tools":{"exec":{"safeBins":["jq","/usr/bin/python3","bash"]}}})",
            {QStringLiteral("safety.safeBinInterpreter tools.exec.safeBins"),
             QStringLiteral("safety.safeBinInterpreter tools.exec.safeBins")});
        row("agent safe bins too",
            R"({"agents":{"entries":{"ops":{"tools":{"exec":{"safeBins":["node"]}}}}}})",
            {QStringLiteral("safety.safeBinInterpreter agents.entries.ops.tools.exec.safeBins")});
        row("private network",
            R"({"tools":{"web":{"fetch":{"ssrfPolicy":{"dangerouslyAllowPrivateNetwork":true}}}}})",
            {QStringLiteral("safety.privateNetwork "
                            "tools.web.fetch.ssrfPolicy.dangerouslyAllowPrivateNetwork")});
        row("private network off is fine",
            R"({"tools":{"web":{"fetch":{"ssrfPolicy":{"dangerouslyAllowPrivateNetwork":false}}}}})",
            {});
        row("hostname allowed and blocked",
            R"({"tools":{"web":{"fetch":{"ssrfPolicy":{"allowedHostnames":["a.example","b.example"],)"
            R"("blockedHostnames":["b.example"]}}}}})",
            {QStringLiteral("safety.hostnameAllowedAndBlocked "
                            "tools.web.fetch.ssrfPolicy.allowedHostnames")});
        row("maxChars above the default cap", R"({"tools":{"web":{"fetch":{"maxChars":50000}}}})",
            {QStringLiteral("safety.fetchAboveCap tools.web.fetch.maxChars")});
        row("maxChars under a raised cap",
            R"({"tools":{"web":{"fetch":{"maxChars":50000,"maxCharsCap":60000}}}})", {});
        row("agent turns elevated on against the global off",
            R"({"tools":{"elevated":{"enabled":false}},)"
            R"("agents":{"entries":{"ops":{"tools":{"elevated":{"enabled":true}}}}}})",
            {QStringLiteral("safety.elevatedWidened agents.entries.ops.tools.elevated.enabled")});
        row("agent turns elevated off: narrowing",
            R"({"agents":{"entries":{"ops":{"tools":{"elevated":{"enabled":false}}}}}})", {});
        row("agent allowFrom inside the global list",
            R"({"tools":{"elevated":{"allowFrom":{"telegram":["1","2"]}}},)"
            R"("agents":{"entries":{"ops":{"tools":{"elevated":{"allowFrom":{"telegram":["2"]}}}}}}})",
            {});
        row("agent allowFrom widening: new sender and new provider",
            R"({"tools":{"elevated":{"allowFrom":{"telegram":["1"]}}},)"
            R"("agents":{"list":[{"id":"ops","tools":{"elevated":{"allowFrom":)"
            R"({"telegram":["1","9"],"whatsapp":["+1555"]}}}}]}})",
            {QStringLiteral(
                 "safety.elevatedWidened agents.list.0.tools.elevated.allowFrom.telegram"),
             QStringLiteral("safety.elevatedWidened "
                            "agents.list.0.tools.elevated.allowFrom.whatsapp")});
        row("global wildcard covers any sender",
            R"({"tools":{"elevated":{"allowFrom":{"telegram":["*"]}}},)"
            R"("agents":{"entries":{"ops":{"tools":{"elevated":{"allowFrom":{"telegram":["7"]}}}}}}})",
            {});
        row("mode mixed with legacy",
            R"({"tools":{"exec":{"mode":"ask","security":"full"}},)"
            R"("agents":{"entries":{"ops":{"tools":{"exec":{"mode":"deny","ask":"off"}}}}}})",
            {QStringLiteral("exec.modeMixed tools.exec.mode"),
             QStringLiteral("exec.modeMixed agents.entries.ops.tools.exec.mode")});
    }

    void lintTable() {
        QFETCH(QByteArray, config);
        QFETCH(QStringList, expected);
        QCOMPARE(lint(config), expected);
    }

    void editCreatesParentsAndRemovalCleansThemUp() {
        ConfigDocument d = doc(R"({"tools":{"profile":"coding"}})");
        const auto set = safetySettingEdit(d, KeyPath{"tools"},
                                           QStringLiteral("web.fetch.ssrfPolicy.allowedHostnames"),
                                           Json::parse(R"(["docs.example"])"));
        QVERIFY(set);
        QVERIFY(d.apply(set.value()));
        QCOMPARE(QString::fromStdString(d.root().dump()),
                 QStringLiteral(R"({"tools":{"profile":"coding","web":{"fetch":{"ssrfPolicy":)"
                                R"({"allowedHostnames":["docs.example"]}}}}})"));
        const auto removed = safetySettingEdit(
            d, KeyPath{"tools"}, QStringLiteral("web.fetch.ssrfPolicy.allowedHostnames"), {});
        QVERIFY(removed);
        QCOMPARE(removed->path.toString(), QStringLiteral("tools.web"));
        QVERIFY(d.apply(removed.value()));
        QCOMPARE(QString::fromStdString(d.root().dump()),
                 QStringLiteral(R"({"tools":{"profile":"coding"}})"));
    }

    void removalKeepsSiblings() {
        const ConfigDocument d =
            doc(R"({"tools":{"exec":{"host":"gateway","strictInlineEval":true}}})");
        const auto removed =
            safetySettingEdit(d, KeyPath{"tools"}, QStringLiteral("exec.strictInlineEval"), {});
        QVERIFY(removed);
        QCOMPARE(removed->path.toString(), QStringLiteral("tools.exec.strictInlineEval"));
    }

    void wrongValuesAreRefused() {
        const ConfigDocument d = doc("{}");
        QCOMPARE(
            safetySettingEdit(d, KeyPath{"tools"}, QStringLiteral("fs.workspaceOnly"), Json("yes"))
                .error()
                .code,
            QStringLiteral("safety.badValue"));
        QVERIFY(
            !safetySettingEdit(d, KeyPath{"tools"}, QStringLiteral("web.fetch.maxChars"), Json(0)));
        QVERIFY(safetySettingEdit(d, KeyPath{"tools"}, QStringLiteral("web.fetch.maxRedirects"),
                                  Json(0)));
        QVERIFY(!safetySettingEdit(d, KeyPath{"tools"}, QStringLiteral("profile"), Json("x")));
    }

    void senderMapText() {
        const auto map = parseSenderMap(QStringLiteral(" telegram: 1, 2 ; whatsapp:+1555 "));
        QVERIFY(map);
        QVERIFY2(*map == Json::parse(R"({"telegram":["1","2"],"whatsapp":["+1555"]})"),
                 map->dump().c_str());
        QCOMPARE(toolgate::core::senderMapText(*map),
                 QStringLiteral("telegram: 1, 2; whatsapp: +1555"));
        QVERIFY(!parseSenderMap(QStringLiteral("telegram 1")));
        QVERIFY(parseSenderMap(QString())->empty());
    }
};

QTEST_GUILESS_MAIN(TestSafetySettings)
#include "tst_safetysettings.moc"
