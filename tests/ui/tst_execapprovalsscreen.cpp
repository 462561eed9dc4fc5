// SPDX-License-Identifier: MIT
// The Exec approvals screen against the in-process demo gateway, clicking real widgets offscreen:
// scopes and "use default", the searchable/sortable allowlist with breadth warnings, add / edit /
// remove and save, a stale-hash save shown as a conflict with the edits kept, the effective view,
// and revoking a standing grant through its confirmation. With TOOLGATE_SCREENSHOT_DIR set it
// saves the editor, effective view and grants list at 1024×700.
#include "approvals/execapprovalsfile.h"
#include "config/configmergepatch.h"
#include "connections/connectionregistry.h"
#include "demo/democlock.h"
#include "demo/demogateway.h"
#include "demo/demoscenario.h"
#include "failonwarning.h"
#include "gateway/approvalservice.h"
#include "gateway/connectionmanager.h"
#include "gateway/execapprovalsservice.h"
#include "gateway/gatewayclient.h"
#include "models/allowlistmodel.h"
#include "models/approvalwords.h"
#include "models/policyworkspace.h"
#include "ui/document/documentcontroller.h"
#include "ui/execapprovals/execapprovalsscreen.h"
#include "ui/execapprovals/nodepicker.h"
#include "ui/shell/consolesettings.h"
#include "ui/shell/translations.h"
#include "widgetdriver.h"

#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QScopeGuard>
#include <QScrollBar>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace toolgate;
using gateway::demo::DemoClock;
using gateway::demo::DemoGateway;

namespace {

const QString kDemo = core::ConnectionRegistry::builtinDemoId();

} // namespace

class TestExecApprovalsScreen : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<DemoGateway> m_gateway;
    std::unique_ptr<core::ConnectionRegistry> m_registry;
    std::unique_ptr<gateway::ConnectionManager> m_connections;
    std::unique_ptr<core::PolicyWorkspace> m_workspace;
    std::unique_ptr<ui::DocumentController> m_document;
    std::unique_ptr<ui::ExecApprovalsScreen> m_screen;

    template<typename T> T *child(const char *name) const {
        T *w = m_screen->findChild<T *>(QString::fromLatin1(name));
        if (!w)
            qFatal("no widget %s", name);
        return w;
    }
    QTableView *table() const { return child<QTableView>("execAllowlistTable"); }
    QStringList column(int c) const {
        QStringList out;
        for (int r = 0; r < table()->model()->rowCount(); ++r)
            out << table()->model()->index(r, c).data().toString();
        return out;
    }
    void clickScope(const QString &text) {
        QVERIFY2(test::clickRow(child<QListWidget>("execScopeList"), text), qPrintable(text));
    }
    // Right-clicks the allowlist's header and clicks `item` in the menu it opens; `pattern` gets
    // whether the menu offered to hide Pattern (it must not).
    bool chooseColumn(const QString &item, bool *patternOffered = nullptr) {
        bool clicked = false;
        bool found = false;
        test::whenOpen<QMenu>([&](QMenu *menu) {
            for (QAction *action : menu->actions())
                if (action->objectName() == QLatin1String("execColumn-pattern") && patternOffered)
                    *patternOffered = action->isEnabled();
            found = test::clickMenuItem(menu, item);
            if (!found)
                menu->close();
            clicked = true;
        });
        QHeaderView *header = table()->horizontalHeader();
        if (!test::rightClick(header->viewport(), QPoint(header->sectionViewportPosition(0) + 10,
                                                         header->height() / 2)))
            return false;
        return QTest::qWaitFor([&] { return clicked && !QApplication::activePopupWidget(); }) &&
               found;
    }
    void clickTab(int index) { QVERIFY(test::clickTab(child<QTabWidget>("execTabs"), index)); }
    void screenshot(const QString &name) {
        const QString dir = qEnvironmentVariable("TOOLGATE_SCREENSHOT_DIR");
        if (dir.isEmpty())
            return;
        QVERIFY(m_screen->grab().save(dir + u'/' + name + QStringLiteral(".png")));
    }

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void init() {
        toolgate::test::failOnAnyWarning();
        m_dir = std::make_unique<QTemporaryDir>();
        auto scenario = gateway::demo::resolveDemoScenario(QStringLiteral("everyday-coding"));
        QVERIFY(scenario.hasValue());
        m_gateway = std::make_unique<DemoGateway>();
        m_gateway->setScenario(scenario.value());
        m_gateway->setAutoPlay(false);
        m_gateway->clock()->setMode(DemoClock::Mode::Manual);
        QVERIFY(m_gateway->start().hasValue());
        m_registry = std::make_unique<core::ConnectionRegistry>(m_dir->path());
        m_registry->setBuiltinDemo(m_gateway->url().toString(), m_gateway->token());
        m_connections = std::make_unique<gateway::ConnectionManager>(
            m_registry.get(), m_dir->filePath(QStringLiteral("identity.json")));
        m_workspace = std::make_unique<core::PolicyWorkspace>();
        m_document = std::make_unique<ui::DocumentController>(m_workspace.get());
        m_screen = std::make_unique<ui::ExecApprovalsScreen>(
            ui::ScreenContext{m_document.get(), nullptr, m_workspace.get(), m_connections.get()});
        QVERIFY(m_connections->connectTo(kDemo).hasValue());
        m_screen->resize(1024, 700);
        m_screen->show();
        QTRY_VERIFY(child<QListWidget>("execScopeList")->count() >= 5);
    }

    void cleanup() {
        m_screen.reset();
        m_document.reset();
        m_workspace.reset();
        m_connections.reset();
        m_registry.reset();
        m_gateway.reset();
        m_dir.reset();
    }

    void scopesSettingsAndUseDefault() {
        auto *list = child<QListWidget>("execScopeList");
        QCOMPARE(list->item(0)->text(), QStringLiteral("Defaults"));
        QCOMPARE(list->item(1)->data(Qt::UserRole).toString(), QStringLiteral("*"));
        QVERIFY(!list->findItems(QStringLiteral("reviewer"), Qt::MatchExactly).isEmpty());
        // Defaults: the allowlist does not apply; settings come from the document.
        QVERIFY(!table()->isEnabled());
        QCOMPARE(child<QComboBox>("execSecurity")->currentData().toString(),
                 QStringLiteral("allowlist"));
        clickScope(QStringLiteral("reviewer"));
        QCOMPARE(child<QComboBox>("execSecurity")->currentData().toString(),
                 QStringLiteral("deny"));
        auto *ask = child<QComboBox>("execAsk");
        QCOMPARE(ask->currentIndex(), 0);
        QCOMPARE(ask->currentText(), QStringLiteral("use default (on-miss)"));
        // Choosing a value is an edit, and the effective view follows before saving.
        QVERIFY(test::chooseItem(ask, QStringLiteral("always")));
        QVERIFY(m_screen->isDirty());
        QVERIFY(child<QPushButton>("execSave")->isEnabled());
        QCOMPARE(m_screen->editedFile().agent(QStringLiteral("reviewer"))->policy.ask,
                 QStringLiteral("always"));
    }

    void anEmptyAllowlistSaysWhyAndWhatToDo() {
        auto *hint = child<QLabel>("execAllowlistHint");
        QVERIFY(hint->isVisible()); // Defaults: allowlists belong to agents
        QVERIFY(hint->text().contains(QStringLiteral("every agent")));
        clickScope(QStringLiteral("main"));
        QVERIFY(table()->model()->rowCount() > 0);
        QVERIFY(!hint->isVisible());
        clickScope(QStringLiteral("reviewer"));
        QCOMPARE(table()->model()->rowCount(), 0);
        QVERIFY(hint->isVisible());
        QVERIFY(hint->text().contains(QStringLiteral("reviewer")));
    }

    void allowlistColumnsStayInViewWhenNarrow() {
        clickScope(QStringLiteral("main"));
        m_screen->resize(820, 700); // the screen's share of a 1024 px window
        QHeaderView *header = table()->horizontalHeader();
        const int last = header->logicalIndex(header->count() - 1);
        QTRY_VERIFY(header->sectionViewportPosition(last) + header->sectionSize(last) <=
                    table()->viewport()->width());
        QVERIFY(!table()->horizontalScrollBar()->isVisible());
        // An elided pattern is whole in its tooltip.
        const QModelIndex pattern = table()->model()->index(0, 0);
        QCOMPARE(pattern.data(Qt::ToolTipRole), pattern.data(Qt::DisplayRole));
    }

    void patternKeepsReadableWidthAt1024() {
        clickScope(QStringLiteral("main"));
        // A pattern longer than the column's minimum: it gets all of it.
        QTest::keyClicks(child<QLineEdit>("execPattern"),
                         QStringLiteral("/home/dev/.local/share/toolchains/bin/cargo-nextest"));
        QTest::mouseClick(child<QPushButton>("execAdd"), Qt::LeftButton);
        m_screen->resize(820, 700); // the screen's share of a 1024 px window
        QHeaderView *header = table()->horizontalHeader();
        QTRY_VERIFY(header->length() <= table()->viewport()->width());
        QVERIFY(!table()->horizontalScrollBar()->isVisible());
        QVERIFY2(header->sectionSize(ui::AllowlistModel::PatternColumn) >= 200,
                 qPrintable(QString::number(header->sectionSize(0))));
        // What only repeats the last use is hidden by default; the pattern's tooltip has it.
        QVERIFY(table()->isColumnHidden(ui::AllowlistModel::LastCommandColumn));
        QVERIFY(table()->isColumnHidden(ui::AllowlistModel::ResolvedPathColumn));
        const int npm = static_cast<int>(column(0).indexOf(QStringLiteral("/usr/bin/npm")));
        const QString tip = table()->model()->index(npm, 0).data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(QLatin1String("npm test")), qPrintable(tip));
    }

    void headerMenuHidesAndShowsColumnsAndRemembers() {
        const QStringList before = ui::ConsoleSettings::execAllowlistHiddenColumns();
        clickScope(QStringLiteral("main"));
        const int source = ui::AllowlistModel::SourceColumn;
        QVERIFY(!table()->isColumnHidden(source));
        bool patternOffered = true;
        QVERIFY(chooseColumn(QStringLiteral("execColumn-source"), &patternOffered));
        QVERIFY(!patternOffered); // Pattern always shows
        QVERIFY(table()->isColumnHidden(source));
        // Other rows (a model reset) keep the choice, and so does a new screen.
        clickScope(QStringLiteral("reviewer"));
        QVERIFY(table()->isColumnHidden(source));
        {
            ui::ExecApprovalsScreen again(ui::ScreenContext{
                m_document.get(), nullptr, m_workspace.get(), m_connections.get()});
            auto *other = again.findChild<QTableView *>(QStringLiteral("execAllowlistTable"));
            QVERIFY(other->isColumnHidden(source));
            QVERIFY(!other->isColumnHidden(ui::AllowlistModel::ArgumentsColumn));
        }
        // And it comes back, as does a column hidden by default.
        QVERIFY(chooseColumn(QStringLiteral("execColumn-source")));
        QVERIFY(!table()->isColumnHidden(source));
        QVERIFY(chooseColumn(QStringLiteral("execColumn-resolvedPath")));
        QVERIFY(!table()->isColumnHidden(ui::AllowlistModel::ResolvedPathColumn));
        QVERIFY(!ui::ConsoleSettings::execAllowlistHiddenColumns().contains(
            QStringLiteral("resolvedPath")));
        ui::ConsoleSettings::setExecAllowlistHiddenColumns(before);
    }

    void searchSortAndBreadthWarnings() {
        clickScope(QStringLiteral("main"));
        QVERIFY(table()->isEnabled());
        QVERIFY(column(0).contains(QStringLiteral("/usr/bin/python3")));
        const int python = static_cast<int>(column(0).indexOf(QStringLiteral("/usr/bin/python3")));
        QVERIFY(column(2).at(python).contains(QLatin1String("runs any code")));
        QVERIFY(!child<QLabel>("execBreadth")->text().isEmpty());
        QVERIFY(
            child<QLabel>("execMcpTools")->text().contains(QLatin1String("github/list_issues")));
        // Source of a stored allow-always entry.
        const int npm = static_cast<int>(column(0).indexOf(QStringLiteral("/usr/bin/npm")));
        QCOMPARE(column(3).at(npm), QStringLiteral("allow always"));
        QCOMPARE(column(5).at(npm), QStringLiteral("npm test"));

        // The seed's git entry (some arguments) and the scenario's (any arguments).
        QTest::keyClicks(child<QLineEdit>("execSearch"), QStringLiteral("git"));
        QCOMPARE(column(0), QStringList(2, QStringLiteral("/usr/bin/git")));
        QVERIFY(test::typeInto(child<QLineEdit>("execSearch"), QString()));
        QVERIFY(column(0).size() >= 4);

        // Clicking the Pattern header sorts by pattern; clicking again reverses.
        QHeaderView *header = table()->horizontalHeader();
        QTest::mouseClick(header->viewport(), Qt::LeftButton, {},
                          QPoint(header->sectionViewportPosition(0) + 10, header->height() / 2));
        QStringList sorted = column(0);
        QStringList expected = sorted;
        std::sort(expected.begin(), expected.end());
        QVERIFY(sorted == expected || sorted == QStringList(expected.rbegin(), expected.rend()));
        QTest::mouseClick(header->viewport(), Qt::LeftButton, {},
                          QPoint(header->sectionViewportPosition(0) + 10, header->height() / 2));
        const QStringList reversed = column(0);
        QCOMPARE(reversed, QStringList(sorted.rbegin(), sorted.rend()));
        screenshot(QStringLiteral("exec-approvals-editor-1024x700"));
    }

    void addEditRemoveAndSave() {
        clickScope(QStringLiteral("main"));
        QTest::keyClicks(child<QLineEdit>("execPattern"), QStringLiteral("/usr/bin/make"));
        QTest::keyClicks(child<QLineEdit>("execArgPattern"), QStringLiteral("^-j[0-9]+$"));
        QTest::mouseClick(child<QPushButton>("execAdd"), Qt::LeftButton);
        QVERIFY(column(0).contains(QStringLiteral("/usr/bin/make")));
        // Edit it: select its row, Edit fills the fields, Update writes them back.
        const int row = static_cast<int>(column(0).indexOf(QStringLiteral("/usr/bin/make")));
        QVERIFY(test::clickRowAt(table(), row));
        QTest::mouseClick(child<QPushButton>("execEdit"), Qt::LeftButton);
        QCOMPARE(child<QLineEdit>("execPattern")->text(), QStringLiteral("/usr/bin/make"));
        QVERIFY(test::typeInto(child<QLineEdit>("execArgPattern"), QStringLiteral("^test$")));
        QTest::mouseClick(child<QPushButton>("execAdd"), Qt::LeftButton);
        QCOMPARE(column(1).at(static_cast<int>(column(0).indexOf(QStringLiteral("/usr/bin/make")))),
                 QStringLiteral("^test$"));
        // Remove python3.
        QVERIFY(test::clickRowAt(
            table(), static_cast<int>(column(0).indexOf(QStringLiteral("/usr/bin/python3")))));
        QTest::mouseClick(child<QPushButton>("execRemove"), Qt::LeftButton);
        QVERIFY(!column(0).contains(QStringLiteral("/usr/bin/python3")));

        QTest::mouseClick(child<QPushButton>("execSave"), Qt::LeftButton);
        QTRY_VERIFY(child<QLabel>("execStatus")->text().startsWith(QLatin1String("Saved")));
        QVERIFY(!m_screen->isDirty());
        // What the gateway now holds, read by a second client.
        gateway::GatewayClient *client = m_connections->client(kDemo);
        gateway::ExecApprovalsService other(client);
        QSignalSpy loaded(&other, &gateway::ExecApprovalsService::loaded);
        other.fetch();
        QTRY_COMPARE(loaded.count(), 1);
        const auto snapshot = loaded.first().first().value<core::ExecApprovalsSnapshot>();
        const auto &list = snapshot.file.agent(QStringLiteral("main"))->allowlist;
        QVERIFY(std::any_of(list.begin(), list.end(), [](const core::ExecAllowlistEntry &e) {
            return e.pattern == QLatin1String("/usr/bin/make") &&
                   e.argPattern == QLatin1String("^test$");
        }));
        QVERIFY(std::none_of(list.begin(), list.end(), [](const core::ExecAllowlistEntry &e) {
            return e.pattern == QLatin1String("/usr/bin/python3");
        }));
    }

    void staleSaveIsAConflictAndEditsAreKept() {
        clickScope(QStringLiteral("deploy"));
        QTest::keyClicks(child<QLineEdit>("execPattern"), QStringLiteral("/usr/bin/helm"));
        QTest::mouseClick(child<QPushButton>("execAdd"), Qt::LeftButton);
        // Someone else writes first.
        gateway::ExecApprovalsService other(m_connections->client(kDemo));
        QSignalSpy loaded(&other, &gateway::ExecApprovalsService::loaded);
        QSignalSpy saved(&other, &gateway::ExecApprovalsService::saved);
        other.fetch();
        QTRY_COMPARE(loaded.count(), 1);
        auto theirs = loaded.first().first().value<core::ExecApprovalsSnapshot>();
        core::addAllowlistPattern(theirs.file, QStringLiteral("ops"),
                                  QStringLiteral("/usr/bin/df"));
        other.save(theirs.file, theirs.hash);
        QTRY_COMPARE(saved.count(), 1);

        QTest::mouseClick(child<QPushButton>("execSave"), Qt::LeftButton);
        QTRY_VERIFY(child<QLabel>("execStatus")->text().startsWith(QLatin1String("Conflict")));
        QVERIFY(child<QLabel>("execStatus")->property("problem").toBool());
        QVERIFY(m_screen->isDirty());
        QVERIFY(column(0).contains(QStringLiteral("/usr/bin/helm")));
        // Theirs survived on the gateway; ours was not written.
        loaded.clear();
        other.fetch();
        QTRY_COMPARE(loaded.count(), 1);
        const auto now = loaded.first().first().value<core::ExecApprovalsSnapshot>();
        QCOMPARE(now.hash, saved.first().first().value<core::ExecApprovalsSnapshot>().hash);
        QVERIFY(now.file.agent(QStringLiteral("ops")));
        const auto &deploy = now.file.agent(QStringLiteral("deploy"))->allowlist;
        QVERIFY(std::none_of(deploy.begin(), deploy.end(), [](const core::ExecAllowlistEntry &e) {
            return e.pattern == QLatin1String("/usr/bin/helm");
        }));
        // Reload shows theirs (and drops ours).
        QTest::mouseClick(child<QPushButton>("execReload"), Qt::LeftButton);
        QTRY_VERIFY(!child<QListWidget>("execScopeList")
                         ->findItems(QStringLiteral("ops"), Qt::MatchExactly)
                         .isEmpty());
        QVERIFY(!m_screen->isDirty());
    }

    void effectiveViewShowsSources() {
        clickTab(1);
        auto *effective = child<QTableWidget>("execEffectiveTable");
        QTRY_VERIFY(effective->rowCount() >= 8);
        bool reviewerDenied = false;
        bool deployAlways = false;
        for (int r = 0; r < effective->rowCount(); ++r) {
            const QString scope = effective->item(r, 0)->text();
            const QString setting = effective->item(r, 1)->text();
            if (scope == QLatin1String("agent:reviewer") && setting == QLatin1String("security"))
                reviewerDenied =
                    effective->item(r, 6)->text() == QLatin1String("deny") &&
                    effective->item(r, 7)->text() == QLatin1String("stricter host security wins") &&
                    effective->item(r, 5)->text().endsWith(
                        QLatin1String("agents.reviewer.security"));
            if (scope == QLatin1String("agent:deploy") && setting == QLatin1String("ask"))
                deployAlways = effective->item(r, 6)->text() == QLatin1String("always");
        }
        QVERIFY(reviewerDenied);
        QVERIFY(deployAlways);
        screenshot(QStringLiteral("exec-approvals-effective-1024x700"));

        // In a 1024x700 window the screen gets about 800 pixels: the page fits, and the
        // Effective column is wholly in view and readable.
        m_screen->resize(800, 600);
        QVERIFY(m_screen->minimumSizeHint().width() <= 800);
        const int effectiveColumn = 6;
        QCOMPARE(effective->horizontalHeaderItem(effectiveColumn)->text(),
                 QStringLiteral("Effective"));
        QTRY_VERIFY(effective->columnViewportPosition(effectiveColumn) +
                        effective->columnWidth(effectiveColumn) <=
                    effective->viewport()->width());
        QVERIFY(effective->columnWidth(effectiveColumn) >=
                effective->fontMetrics().horizontalAdvance(QStringLiteral("allowlist")));
    }

    // In Chinese the table's headers, sources and notes are Chinese (switched while shown), and so
    // are the demo's name and the approval words other screens show.
    void wordsFollowTheLanguage() {
        clickTab(1);
        auto *effective = child<QTableWidget>("execEffectiveTable");
        QTRY_VERIFY(effective->rowCount() >= 8);
        QCOMPARE(ui::Translations::switchTo(QStringLiteral("zh_CN")), QStringLiteral("zh_CN"));
        const auto restore = qScopeGuard([] { ui::Translations::switchTo(QStringLiteral("en")); });
        QTRY_VERIFY(effective->horizontalHeaderItem(6)->text() != QLatin1String("Effective"));
        bool derivedShown = false;
        for (int r = 0; r < effective->rowCount(); ++r) {
            const QString why = effective->item(r, 7)->text();
            QVERIFY2(!why.contains(QLatin1String("applies")) &&
                         !why.contains(QLatin1String("wins")),
                     qPrintable(why));
            derivedShown =
                derivedShown || effective->item(r, 3)->text().startsWith(QStringLiteral("派生自"));
        }
        QVERIFY(derivedShown);
        QCOMPARE(m_registry->find(kDemo)->displayName(), QStringLiteral("演示网关"));
        QCOMPARE(core::decisionWord(QStringLiteral("allow-once")), QStringLiteral("允许一次"));
        QCOMPARE(core::outcomeWord(QStringLiteral("expired")), QStringLiteral("已过期"));
        QCOMPARE(core::decisionWord(QStringLiteral("a-newer-word")),
                 QStringLiteral("a-newer-word"));
    }

    // "Allow always" decided in Toolgate's inbox: after a reload the agent's table has the new
    // entry, marked as stored by allow-always, with the command it was stored for.
    void allowAlwaysInToolgateShowsUpWithItsSource() {
        gateway::ApprovalService *service = m_connections->service(kDemo);
        QTRY_VERIFY(service->isSynced());
        const core::Json request{{"command", "cargo build --release"},
                                 {"commandArgv", {"cargo", "build", "--release"}},
                                 {"cwd", "/home/demo/project"},
                                 {"host", "gateway"},
                                 {"security", "allowlist"},
                                 {"ask", "on-miss"},
                                 {"agentId", "builder"},
                                 {"allowedDecisions", {"allow-once", "allow-always", "deny"}}};
        const QString id = m_gateway->raiseApproval(
            QStringLiteral("exec"), request, 120000,
            {QStringLiteral("allow-once"), QStringLiteral("allow-always"), QStringLiteral("deny")},
            [](const std::optional<QString> &, const QString &) {});
        QTRY_VERIFY(service->entry(id));
        QVERIFY(service->decide(id, QStringLiteral("allow-always")));
        QTRY_COMPARE(service->entry(id)->state, core::ApprovalState::ResolvedHere);
        // No Reload: the screen re-reads the document when an approval is allowed always.
        QTRY_VERIFY(!child<QListWidget>("execScopeList")
                         ->findItems(QStringLiteral("builder"), Qt::MatchExactly)
                         .isEmpty());
        clickScope(QStringLiteral("builder"));
        // What OpenClaw stores: the program bound to this command line and folder, and a marker
        // for the command text; both say so in words.
        QCOMPARE(column(0).size(), 2);
        QCOMPARE(column(0).first(), QStringLiteral("/usr/bin/cargo"));
        QVERIFY(column(0).last().startsWith(QStringLiteral("=node-command:")));
        QCOMPARE(column(1), (QStringList{QStringLiteral("one command line, in one folder"),
                                         QStringLiteral("one exact command text")}));
        QCOMPARE(column(3),
                 (QStringList{QStringLiteral("allow always"), QStringLiteral("allow always")}));
        const QString tip = table()->model()->index(0, 1).data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(QStringLiteral("sha256:cwd-argv:v1:")), qPrintable(tip));
    }

    // A demo scenario switch rebuilds the gateway's document; the screen shows the new one
    // without a Reload (the runaway scenario's defaults run everything without asking).
    void scenarioSwitchRefreshesTheDocument() {
        QCOMPARE(m_screen->editedFile().defaults.ask, QStringLiteral("on-miss"));
        auto runaway = gateway::demo::resolveDemoScenario(QStringLiteral("runaway-agent"));
        QVERIFY(runaway.hasValue());
        m_gateway->setScenario(runaway.value());
        QTRY_COMPARE(m_screen->editedFile().defaults.ask, QStringLiteral("off"));
        QCOMPARE(m_screen->editedFile().defaults.security, QStringLiteral("full"));
    }

    // tools.exec.mode is edited in the open config like any other setting (one undo step, in the
    // diff and the config.patch); choosing mode drops the legacy security/ask from the same
    // object and choosing a legacy field drops mode, each time saying so.
    void requestedModeIsEditedThroughTheConfigDocument() {
        clickTab(1);
        auto *mode = child<QComboBox>("execRequestedMode");
        auto *security = child<QComboBox>("execRequestedSecurity");
        auto *note = child<QLabel>("execRequestedNote");
        QVERIFY(!mode->isEnabled());
        QVERIFY(note->text().contains(QLatin1String("Open the gateway's config")));

        const core::Json base = core::Json::parse(
            R"({"tools":{"exec":{"host":"gateway","security":"allowlist","ask":"always"}},)"
            R"("agents":{"entries":{"reviewer":{}}}})");
        m_document->openTree(base, ui::DocumentController::Source::Demo, QStringLiteral("demo"));
        QVERIFY(mode->isEnabled());
        auto *scope = child<QComboBox>("execRequestedScope");
        QCOMPARE(scope->count(), 2);
        QCOMPARE(scope->currentText(), QStringLiteral("tools.exec"));
        QCOMPARE(security->currentData().toString(), QStringLiteral("allowlist"));
        QCOMPARE(mode->currentIndex(), 0);

        QVERIFY(test::chooseItem(mode, QStringLiteral("full")));
        const core::Json *exec = m_workspace->document().value(core::KeyPath{"tools", "exec"});
        QVERIFY(exec);
        QVERIFY2(*exec == core::Json::parse(R"({"host":"gateway","mode":"full"})"),
                 exec->dump().c_str());
        QVERIFY2(note->text().contains(QLatin1String("removed security, ask")),
                 qPrintable(note->text()));
        QCOMPARE(m_document->undoStack()->count(), 1);
        const core::ConfigMergePatch patch =
            core::makeConfigMergePatch(m_document->baseline(), m_workspace->document().root());
        QVERIFY2(patch.patch ==
                     core::Json::parse(
                         R"({"tools":{"exec":{"security":null,"ask":null,"mode":"full"}}})"),
                 patch.patch.dump().c_str());
        // The effective view follows the document at once.
        auto *effective = child<QTableWidget>("execEffectiveTable");
        QTRY_VERIFY([&] {
            for (int r = 0; r < effective->rowCount(); ++r)
                if (effective->item(r, 1)->text() == QLatin1String("mode") &&
                    effective->item(r, 3)->text() == QLatin1String("tools.exec.mode"))
                    return effective->item(r, 2)->text() == QLatin1String("full");
            return false;
        }());

        // Back to legacy: mode goes, its ask half ("off") is written out.
        QVERIFY(test::chooseItem(security, QStringLiteral("deny")));
        exec = m_workspace->document().value(core::KeyPath{"tools", "exec"});
        QVERIFY2(*exec == core::Json::parse(R"({"host":"gateway","ask":"off","security":"deny"})"),
                 exec->dump().c_str());
        QVERIFY2(note->text().contains(QLatin1String("removed mode")), qPrintable(note->text()));
        QCOMPARE(mode->currentIndex(), 0);

        // An agent scope: created in its own entry.
        QVERIFY(test::chooseItem(scope, QStringLiteral("reviewer")));
        QVERIFY(test::chooseItem(mode, QStringLiteral("ask")));
        const core::Json *agent = m_workspace->document().value(
            core::KeyPath{"agents", "entries", "reviewer", "tools", "exec", "mode"});
        QVERIFY(agent && *agent == "ask");

        // The document's stack, not a key: no window here carries Edit > Undo.
        m_document->undoStack()->undo();
        m_document->undoStack()->undo();
        m_document->undoStack()->undo();
        QVERIFY(m_workspace->document().root() == base);
    }

    // The demo lists no nodes (no node.list): the picker stays on the gateway host, disabled,
    // saying why. Given nodes, only a connected one that offers exec approvals can be picked, and
    // picking it loads and saves that node's document (exec.approvals.node.get/set).
    void nodePickerOffersOnlyNodesWithExecApprovals() {
        auto *picker = m_screen->findChild<ui::NodePicker *>();
        QVERIFY(picker);
        auto *combo = child<QComboBox>("execNodePicker");
        QTRY_VERIFY(combo->toolTip().contains(QLatin1String("did not list any")));
        QVERIFY(!combo->isEnabled());
        QVERIFY(child<QLabel>("execNodeNote")->isVisible());
        QCOMPARE(picker->currentNodeId(), QString());

        std::vector<core::ExecApprovalsNode> nodes{
            {QStringLiteral("mac-1"), QStringLiteral("Studio Mac"), QStringLiteral("darwin"), true,
             true},
            {QStringLiteral("pi-2"), QStringLiteral("Garage Pi"), QStringLiteral("linux"), true,
             false},
            {QStringLiteral("mac-3"), QStringLiteral("Laptop"), QStringLiteral("darwin"), false,
             true}};
        picker->setNodes(nodes, QString()); // data, not input: the demo gateway lists no nodes
        QVERIFY(combo->isEnabled());
        QCOMPARE(combo->count(), 4);
        auto enabled = [&](int row) {
            return bool(combo->model()->flags(combo->model()->index(row, 0)) & Qt::ItemIsEnabled);
        };
        QVERIFY(enabled(1));
        QVERIFY(!enabled(2));
        QVERIFY(combo->itemText(2).contains(QLatin1String("does not offer exec approvals")));
        QVERIFY(!enabled(3));
        QVERIFY(combo->itemText(3).contains(QLatin1String("offline")));

        auto *service = m_connections->execApprovalsService(kDemo);
        QVERIFY(service);
        QSignalSpy loaded(service, &gateway::ExecApprovalsService::loaded);
        QTest::keyClick(combo, Qt::Key_Down); // to Studio Mac
        QCOMPARE(picker->currentNodeId(), QStringLiteral("mac-1"));
        QTRY_COMPARE(loaded.count(), 1);
        QCOMPARE(loaded.first().at(1).toString(), QStringLiteral("mac-1"));
        QTRY_VERIFY(child<QListWidget>("execScopeList")->count() >= 5);
        QSignalSpy saved(service, &gateway::ExecApprovalsService::saved);
        clickScope(QStringLiteral("reviewer"));
        auto *ask = child<QComboBox>("execAsk");
        QVERIFY(test::chooseItem(ask, QStringLiteral("always")));
        QTest::mouseClick(child<QPushButton>("execSave"), Qt::LeftButton);
        QTRY_COMPARE(saved.count(), 1);
        QCOMPARE(saved.first().at(1).toString(), QStringLiteral("mac-1"));
    }

    void revokeGrantIsConfirmed() {
        clickTab(2);
        auto *grants = child<QTableWidget>("execGrantsTable");
        QTRY_VERIFY(grants->rowCount() >= 3);
        auto *revoke = child<QPushButton>("execRevokeGrant");
        int active = -1;
        for (int r = 0; r < grants->rowCount(); ++r)
            if (grants->item(r, 5)->text() == QLatin1String("active") && active < 0)
                active = r;
        QVERIFY(active >= 0);
        const QString name = grants->item(active, 0)->text();
        screenshot(QStringLiteral("exec-approvals-grants-1024x700"));
        QVERIFY(test::clickRowAt(grants, active));
        QVERIFY(revoke->isEnabled());
        // Cancel first: nothing changes.
        QTest::mouseClick(revoke, Qt::LeftButton);
        auto *box = m_screen->findChild<QMessageBox *>(QStringLiteral("execRevokeConfirm"));
        QTRY_VERIFY(box && box->isVisible());
        QVERIFY(box->text().contains(name));
        QTest::mouseClick(box->button(QMessageBox::Cancel), Qt::LeftButton);
        QTRY_VERIFY(!box->isVisible());
        QCOMPARE(grants->item(active, 5)->text(), QStringLiteral("active"));
        // Then confirm.
        QTest::mouseClick(revoke, Qt::LeftButton);
        QTRY_VERIFY(box->isVisible());
        QTest::mouseClick(box->button(QMessageBox::Yes), Qt::LeftButton);
        QTRY_VERIFY(child<QLabel>("execStatus")->text() == QLatin1String("Grant revoked."));
        QTRY_VERIFY([&] {
            for (int r = 0; r < grants->rowCount(); ++r)
                if (grants->item(r, 0)->text() == name)
                    return grants->item(r, 5)->text() == QLatin1String("revoked");
            return false;
        }());
    }
};

QTEST_MAIN(TestExecApprovalsScreen)
#include "tst_execapprovalsscreen.moc"
