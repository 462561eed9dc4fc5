// SPDX-License-Identifier: MIT
// Safety settings in the Policy screen, driven through real widgets: keys on the combo boxes,
// typing into the limits and the hostname list; each edit lands in the document as one undo step,
// in the diff and in the config.patch, and the lint under a setting follows (an agent widening
// elevated mode, a fetch limit above its cap). With TOOLGATE_SCREENSHOT_DIR set it saves the
// Policy screen with the global safety settings at 1024x700.
#include "config/configmergepatch.h"
#include "consolewindowtest.h"
#include "failonwarning.h"
#include "models/policyworkspace.h"
#include "testutils.h"
#include "ui/document/diffdialog.h"
#include "ui/document/documentcontroller.h"
#include "ui/document/recentfiles.h"
#include "ui/policy/chiplisteditor.h"
#include "ui/policy/policyscreen.h"
#include "ui/policy/safetysettingspanel.h"
#include "ui/shell/mainwindow.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QScrollArea>
#include <QScrollBar>
#include <QStandardPaths>
#include <QTest>
#include <QTreeWidget>
#include <QUndoStack>

using namespace toolgate;
using namespace toolgate::ui;

class TestSafetySettingsScreen final : public test::ConsoleWindowTest {
    Q_OBJECT

private:
    PolicyScreen *policy() const {
        return m_window->findChild<PolicyScreen *>(QStringLiteral("policyScreen"));
    }
    SafetySettingsPanel *panel() const { return m_window->findChild<SafetySettingsPanel *>(); }
    template<typename T> T *editor(const char *key) const {
        return qobject_cast<T *>(panel()->editor(QLatin1String(key)));
    }
    QLabel *lint(const char *key) const {
        return panel()->findChild<QLabel *>(QStringLiteral("safetyLint:") + QLatin1String(key));
    }
    const core::Json *value(const core::KeyPath &path) const {
        return m_workspace->document().value(path);
    }
    // Down-arrow on the (closed) combo box: "use default" -> "on" -> "off".
    void pressDown(QComboBox *combo, int times) {
        combo->setFocus();
        for (int i = 0; i < times; ++i)
            QTest::keyClick(combo, Qt::Key_Down);
    }
    void type(QLineEdit *line, const QString &text) { QVERIFY(test::typeInto(line, text, true)); }

private slots:
    void initTestCase() { useTestSettings(QStringLiteral("tst_safetysettingsscreen")); }
    void init() {
        toolgate::test::failOnAnyWarning();
        openConsole(QStringLiteral(TOOLGATE_MODEL_DATA_DIR "/sample-openclaw.json5"));
    }
    void cleanup() { closeConsole(); }

    void globalSettingsAreEditsInTheDiffAndPatch() {
        QVERIFY(clickScope("tools"));
        QVERIFY(panel()->isVisible());
        auto *workspaceOnly = editor<QComboBox>("fs.workspaceOnly");
        QVERIFY(workspaceOnly && workspaceOnly->isVisible());
        QCOMPARE(workspaceOnly->currentText(), QStringLiteral("use default (off)"));
        pressDown(workspaceOnly, 1);
        const core::Json *fs = value(core::KeyPath{"tools", "fs", "workspaceOnly"});
        QVERIFY(fs && *fs == true);
        QCOMPARE(m_document->undoStack()->count(), 1);

        // A fetch limit above the default cap: stored, and linted right under it.
        type(editor<QLineEdit>("web.fetch.maxChars"), QStringLiteral("50000"));
        const core::Json *maxChars = value(core::KeyPath{"tools", "web", "fetch", "maxChars"});
        QVERIFY(maxChars && *maxChars == 50000);
        QTRY_VERIFY(lint("web.fetch.maxChars")->isVisible());
        QVERIFY2(lint("web.fetch.maxChars")->text().contains(QLatin1String("maxCharsCap")),
                 qPrintable(lint("web.fetch.maxChars")->text()));

        auto *hosts = editor<ChipListEditor>("web.fetch.ssrfPolicy.allowedHostnames");
        QTest::keyClicks(hosts->input(), QStringLiteral("intranet.example"));
        QTest::keyClick(hosts->input(), Qt::Key_Return);
        QTRY_COMPARE(hosts->entries(), QStringList{QStringLiteral("intranet.example")});

        // apply_patch outside the workspace: "use default (on)" -> on -> off.
        pressDown(editor<QComboBox>("exec.applyPatch.workspaceOnly"), 2);
        QTRY_VERIFY(lint("exec.applyPatch.workspaceOnly")->isVisible());

        // Four settings, five steps: each key press on a combo box is its own edit.
        QCOMPARE(m_document->undoStack()->count(), 5);
        const core::ConfigMergePatch patch =
            core::makeConfigMergePatch(m_document->baseline(), m_workspace->document().root());
        const core::Json want = core::Json::parse(
            R"({"tools":{"fs":{"workspaceOnly":true},"web":{"fetch":{"maxChars":50000,)"
            R"("ssrfPolicy":{"allowedHostnames":["intranet.example"]}}},)"
            R"("exec":{"applyPatch":{"workspaceOnly":false}}}})");
        QVERIFY2(toolgate::test::parseUnordered(QByteArray::fromStdString(patch.patch.dump())) ==
                     toolgate::test::parseUnordered(QByteArray::fromStdString(want.dump())),
                 patch.patch.dump().c_str());
        const QStringList paths = reviewSave().paths;
        // The diff names each new object where it starts, with its content.
        QCOMPARE(paths.size(), 3);
        QVERIFY2(paths.at(0).contains(QLatin1String(R"(tools.fs: {"workspaceOnly":true})")),
                 qPrintable(paths.join(u'\n')));
        QVERIFY(paths.at(1).contains(QLatin1String("tools.web")) &&
                paths.at(1).contains(QLatin1String("intranet.example")));
        QVERIFY(paths.at(2).contains(QLatin1String(R"("workspaceOnly":false)")));
        QVERIFY(m_window->isWindowModified()); // the review was cancelled: nothing saved

        // Back to "use default": the key goes and so do the objects it leaves empty.
        pressDown(workspaceOnly, 0);
        workspaceOnly->setFocus();
        QTest::keyClick(workspaceOnly, Qt::Key_Up);
        QVERIFY(!value(core::KeyPath{"tools", "fs"}));

        const QString shots = qEnvironmentVariable("TOOLGATE_SCREENSHOT_DIR");
        if (!shots.isEmpty()) {
            m_window->resize(1024, 700);
            QTest::qWait(50);
            // Scrolled so the safety settings fill the editor side.
            for (QWidget *w = panel(); w; w = w->parentWidget())
                if (auto *area = qobject_cast<QScrollArea *>(w)) {
                    area->verticalScrollBar()->setValue(
                        panel()->mapTo(area->widget(), QPoint(0, 0)).y());
                    break;
                }
            QVERIFY(m_window->grab().save(shots + QStringLiteral("/policy-safety-1024x700.png")));
        }
    }

    void agentScopeCanOnlyNarrowElevated() {
        QVERIFY(clickScope("tools"));
        pressDown(editor<QComboBox>("elevated.enabled"), 2); // global: off
        type(editor<QLineEdit>("elevated.allowFrom"), QStringLiteral("telegram: 1, 2"));
        const core::Json *allowFrom = value(core::KeyPath{"tools", "elevated", "allowFrom"});
        QVERIFY(allowFrom && *allowFrom == core::Json::parse(R"({"telegram":["1","2"]})"));

        QVERIFY(clickScope("agents.entries.ops.tools"));
        // Agents have no web settings.
        QVERIFY(!editor<QLineEdit>("web.fetch.maxChars")->isVisible());
        pressDown(editor<QComboBox>("elevated.enabled"), 1); // agent: on, against global off
        const core::KeyPath agentElevated{"agents", "entries", "ops", "tools", "elevated"};
        QVERIFY(value(agentElevated.child("enabled")));
        QTRY_VERIFY(lint("elevated.enabled")->isVisible());
        QVERIFY(lint("elevated.enabled")->text().contains(QLatin1String("only narrow")));
        type(editor<QLineEdit>("elevated.allowFrom"), QStringLiteral("telegram: 2, 9"));
        QTRY_VERIFY(lint("elevated.allowFrom")->text().contains(QLatin1String("9 on telegram")));
        QVERIFY(!lint("elevated.allowFrom")->text().contains(QLatin1String("2 on telegram")));
        // A malformed list is refused with the form to use; nothing is written.
        const int steps = m_document->undoStack()->count();
        type(editor<QLineEdit>("elevated.allowFrom"), QStringLiteral("nonsense"));
        QCOMPARE(m_document->undoStack()->count(), steps);
        QVERIFY(lint("elevated.allowFrom")->text().contains(QLatin1String("provider: id")));

        // Undo takes the agent's allowFrom back out.
        QTest::keyClick(m_window, Qt::Key_Z, Qt::ControlModifier);
        QVERIFY(!value(agentElevated.child("allowFrom")));
    }
};

QTEST_MAIN(TestSafetySettingsScreen)
#include "tst_safetysettingsscreen.moc"
