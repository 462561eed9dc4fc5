// SPDX-License-Identifier: MIT
// Apply to Gateway against the real demo gateway over loopback: the document is opened with
// config.get, edits go back as config.patch with the hash they were made against, a write by
// someone else in between is refused by the gateway and leaves its config untouched, and the
// edits can then be replayed on the newer config and applied.
#include "config/configdocument.h"
#include "config/keypath.h"
#include "config/policyscope.h"
#include "connections/connectionregistry.h"
#include "demo/demogateway.h"
#include "demo/demoscenario.h"
#include "failonwarning.h"
#include "gateway/configservice.h"
#include "gateway/connectionmanager.h"
#include "gateway/gatewayclient.h"
#include "models/policyworkspace.h"
#include "ui/document/documentcontroller.h"
#include "ui/document/gatewayconfiglink.h"
#include "ui/document/gatewaytoolcatalog.h"
#include "ui/document/mergeconflictdialog.h"
#include "ui/document/recentfiles.h"
#include "ui/shell/actionregistry.h"
#include "ui/shell/consoleservices.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/screen.h"
#include "widgetdriver.h"

#include <QAction>
#include <QComboBox>
#include <QHash>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>
#include <QUndoStack>

#include <functional>
#include <memory>

using namespace toolgate;
using core::Json;
using core::KeyPath;
using core::ListField;
using ui::DocumentController;
using ui::GatewayConfigLink;

namespace {
const QString kDemo = core::ConnectionRegistry::builtinDemoId();

// One console set up as main.cpp sets it up, with its own link and gateway tool catalog.
struct Console {
    std::unique_ptr<ui::ConsoleServices> services;
    core::ConnectionRegistry *registry = nullptr;
    gateway::ConnectionManager *connections = nullptr;
    core::PolicyWorkspace *workspace = nullptr;
    DocumentController *document = nullptr;
    std::unique_ptr<GatewayConfigLink> link;
    std::unique_ptr<ui::GatewayToolCatalog> tools;

    Console(const QString &dir, const gateway::demo::DemoGateway &demo)
        : services(
              std::make_unique<ui::ConsoleServices>(dir, dir + QStringLiteral("/identity.json")))
        , registry(&services->registry)
        , connections(&services->connections)
        , workspace(&services->workspace)
        , document(&services->document) {
        registry->setBuiltinDemo(demo.url().toString(), demo.token());
        workspace->setTools(core::PolicyWorkspace::catalogTools());
        link = std::make_unique<GatewayConfigLink>(document, connections);
        tools = std::make_unique<ui::GatewayToolCatalog>(link.get(), connections, workspace);
    }
    ~Console() {
        tools.reset();
        link.reset();
        services.reset();
    }
    bool connected() const {
        const gateway::GatewayClient *client = connections->client(kDemo);
        return client && client->isConnected();
    }
    const Json &root() const { return workspace->document().root(); }
    // Adds `tool` to the global deny list as the Policy screen does: one undoable edit.
    void deny(const QString &tool) {
        auto edit = workspace->addListEntry(KeyPath{"tools"}, ListField::Deny, tool);
        QVERIFY(edit.hasValue());
        document->pushEdits({edit.value()}, QStringLiteral("deny"));
    }
};

// The plugin each tool of the workspace comes from, "" for core tools.
QHash<QString, QString> pluginOfTools(const core::PolicyWorkspace &workspace) {
    QHash<QString, QString> out;
    for (const core::PolicyTool &tool : workspace.tools())
        out.insert(QString::fromStdString(tool.name), QString::fromStdString(tool.pluginId));
    return out;
}

QStringList denyList(const Json &config) {
    QStringList out;
    const Json *deny = KeyPath{"tools", "deny"}.find(config);
    if (deny && deny->is_array()) {
        for (const Json &entry : *deny)
            out << QString::fromStdString(entry.get<std::string>());
    }
    return out;
}
} // namespace

class TestGatewayConfigLink : public QObject {
    Q_OBJECT

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<gateway::demo::DemoGateway> m_gateway;
    std::unique_ptr<Console> m_console;

    // Another admin writes through a second console while this one has edits; then this one
    // applies and is refused with a conflict.
    void otherAdminWrites(const std::function<void(Console &)> &edit) {
        Console other(m_dir->filePath(QStringLiteral("b")), *m_gateway);
        QVERIFY(other.connections->connectTo(kDemo).hasValue());
        QTRY_VERIFY(other.connected());
        QSignalSpy otherLoaded(other.link.get(), &GatewayConfigLink::loaded);
        other.link->load(kDemo);
        QTRY_COMPARE(otherLoaded.count(), 1);
        edit(other);
        QSignalSpy otherApplied(other.link.get(), &GatewayConfigLink::applied);
        other.link->apply();
        QTRY_COMPARE(otherApplied.count(), 1);
        QSignalSpy conflict(m_console->link.get(), &GatewayConfigLink::conflict);
        m_console->link->apply();
        QTRY_COMPARE(conflict.count(), 1);
    }

    // A demo gateway playing `scenario` (paused) and a console in `consoleDir` connected to none.
    void startGateway(const QString &scenarioName, const QString &consoleDir) {
        m_console.reset();
        m_gateway.reset();
        auto scenario = gateway::demo::resolveDemoScenario(scenarioName);
        QVERIFY(scenario.hasValue());
        m_gateway = std::make_unique<gateway::demo::DemoGateway>();
        m_gateway->setScenario(scenario.value());
        m_gateway->setAutoPlay(false);
        QVERIFY(m_gateway->start().hasValue());
        m_console = std::make_unique<Console>(m_dir->filePath(consoleDir), *m_gateway);
    }

    // The multi-agent scenario's gateway: its demo-guard plugin brings the tool deploy_preview.
    void usePluginGateway() { startGateway(QStringLiteral("multi-agent"), QStringLiteral("p")); }

    void connectToDemo() {
        QVERIFY(m_console->connections->connectTo(kDemo).hasValue());
        QTRY_VERIFY(m_console->connected());
    }

    // What main.cpp hands the main window: the console's gateways.
    ui::ScreenContext consoleServices() const {
        ui::ScreenContext services;
        services.connections = m_console->connections;
        return services;
    }

    void openLinked() {
        connectToDemo();
        QSignalSpy loaded(m_console->link.get(), &GatewayConfigLink::loaded);
        m_console->link->load(kDemo);
        QTRY_COMPARE(loaded.count(), 1);
    }

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void init() {
        toolgate::test::failOnAnyWarning();
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
        startGateway(QStringLiteral("everyday-coding"), QStringLiteral("a"));
    }

    void cleanup() {
        m_console.reset();
        m_gateway.reset();
        m_dir.reset();
    }

    void loadOpensTheGatewaysConfig() {
        openLinked();
        QCOMPARE(m_console->document->source(), DocumentController::Source::Gateway);
        QVERIFY(m_console->link->isLinked());
        QCOMPARE(m_console->link->baseHash(), m_gateway->configHash());
        QVERIFY(m_console->root() == m_gateway->currentConfig());
        QVERIFY(!m_console->document->isModified());
    }

    void applySendsTheEditAndMakesItTheBaseline() {
        openLinked();
        m_console->deny(QStringLiteral("browser"));
        QVERIFY(m_console->document->isModified());

        QSignalSpy applied(m_console->link.get(), &GatewayConfigLink::applied);
        QSignalSpy failed(m_console->link.get(), &GatewayConfigLink::failed);
        m_console->link->apply();
        QTRY_COMPARE(applied.count(), 1);
        QCOMPARE(failed.count(), 0);
        const auto result = applied.at(0).at(0).value<gateway::ConfigPatchResult>();
        QCOMPARE(result.changedPaths, QStringList{QStringLiteral("tools.deny")});
        QCOMPARE(denyList(m_gateway->currentConfig()), QStringList{QStringLiteral("browser")});
        QVERIFY(!m_console->document->isModified());
        QCOMPARE(m_console->link->baseHash(), m_gateway->configHash());
    }

    void removingAnEntryIsSentAsAnIntentionalReplacement() {
        openLinked();
        m_console->deny(QStringLiteral("browser"));
        m_console->deny(QStringLiteral("canvas"));
        QSignalSpy applied(m_console->link.get(), &GatewayConfigLink::applied);
        m_console->link->apply();
        QTRY_COMPARE(applied.count(), 1);

        auto removed = m_console->workspace->removeListEntry(KeyPath{"tools"}, ListField::Deny,
                                                             QStringLiteral("browser"));
        QVERIFY(removed.hasValue());
        m_console->document->pushEdits({removed.value()}, QStringLiteral("allow browser"));
        m_console->link->apply();
        QTRY_COMPARE(applied.count(), 2);
        QCOMPARE(denyList(m_gateway->currentConfig()), QStringList{QStringLiteral("canvas")});
    }

    void conflictLeavesTheGatewayUntouchedAndRebaseReplaysTheEdits() {
        openLinked();
        m_console->deny(QStringLiteral("browser"));

        // Another console writes first; this one hears about it.
        QSignalSpy remote(m_console->link.get(), &GatewayConfigLink::remoteChanged);
        Console other(m_dir->filePath(QStringLiteral("b")), *m_gateway);
        QVERIFY(other.connections->connectTo(kDemo).hasValue());
        QTRY_VERIFY(other.connected());
        QSignalSpy otherLoaded(other.link.get(), &GatewayConfigLink::loaded);
        other.link->load(kDemo);
        QTRY_COMPARE(otherLoaded.count(), 1);
        auto profile = other.workspace->setProfile(KeyPath{"tools"}, QStringLiteral("minimal"));
        QVERIFY(profile.hasValue());
        other.document->pushEdits({profile.value()}, QStringLiteral("profile"));
        QSignalSpy otherApplied(other.link.get(), &GatewayConfigLink::applied);
        other.link->apply();
        QTRY_COMPARE(otherApplied.count(), 1);
        const Json theirs = m_gateway->currentConfig();
        const QString theirHash = m_gateway->configHash();

        QTRY_COMPARE(remote.count(), 1);

        QSignalSpy conflict(m_console->link.get(), &GatewayConfigLink::conflict);
        m_console->link->apply();
        QTRY_COMPARE(conflict.count(), 1);
        QVERIFY(conflict.at(0).at(0).toString().contains(QLatin1String("changed since last load")));
        QVERIFY(m_gateway->currentConfig() == theirs);
        QCOMPARE(m_gateway->configHash(), theirHash);
        QVERIFY(m_console->document->isModified()); // the edits are still here

        QSignalSpy rebased(m_console->link.get(), &GatewayConfigLink::rebased);
        m_console->link->rebase();
        QTRY_COMPARE(rebased.count(), 1);
        QCOMPARE(m_console->link->baseHash(), theirHash);
        QVERIFY(m_console->document->baseline() == theirs);
        QVERIFY(m_console->document->isModified());
        const Json *mergedProfile = KeyPath{"tools", "profile"}.find(m_console->root());
        QVERIFY(mergedProfile && *mergedProfile == Json("minimal"));
        QCOMPARE(denyList(m_console->root()), QStringList{QStringLiteral("browser")});

        // Undo takes the replayed edits back to exactly their config.
        m_console->document->undoStack()->undo();
        QVERIFY(m_console->root() == theirs);
        m_console->document->undoStack()->redo();

        QSignalSpy applied(m_console->link.get(), &GatewayConfigLink::applied);
        m_console->link->apply();
        QTRY_COMPARE(applied.count(), 1);
        QCOMPARE(denyList(m_gateway->currentConfig()), QStringList{QStringLiteral("browser")});
        const Json *savedProfile = KeyPath{"tools", "profile"}.find(m_gateway->currentConfig());
        QVERIFY(savedProfile && *savedProfile == Json("minimal"));
    }

    // The issue's case: B adds nodes while A adds cron; A's re-apply keeps B's entry.
    void rebaseKeepsTheOtherAdminsListEntry() {
        openLinked();
        m_console->deny(QStringLiteral("gateway"));
        QSignalSpy applied(m_console->link.get(), &GatewayConfigLink::applied);
        m_console->link->apply();
        QTRY_COMPARE(applied.count(), 1);
        m_console->deny(QStringLiteral("cron"));
        otherAdminWrites([](Console &other) { other.deny(QStringLiteral("nodes")); });
        QSignalSpy rebased(m_console->link.get(), &GatewayConfigLink::rebased);
        QSignalSpy conflicts(m_console->link.get(), &GatewayConfigLink::mergeConflicts);
        m_console->link->rebase();
        QTRY_COMPARE(rebased.count(), 1);
        QCOMPARE(conflicts.count(), 0);
        QCOMPARE(denyList(m_console->root()),
                 (QStringList{QStringLiteral("gateway"), QStringLiteral("nodes"),
                              QStringLiteral("cron")}));
        m_console->link->apply();
        QTRY_COMPARE(applied.count(), 2);
        QCOMPARE(denyList(m_gateway->currentConfig()),
                 (QStringList{QStringLiteral("gateway"), QStringLiteral("nodes"),
                              QStringLiteral("cron")}));
    }

    // Both set the profile: nothing changes until the user picks a side in the dialog.
    void rebaseAsksAboutAValueBothChanged() {
        openLinked();
        auto mine = m_console->workspace->setProfile(KeyPath{"tools"}, QStringLiteral("full"));
        QVERIFY(mine.hasValue());
        m_console->document->pushEdits({mine.value()}, QStringLiteral("profile"));
        m_console->deny(QStringLiteral("browser"));
        otherAdminWrites([](Console &other) {
            auto theirs = other.workspace->setProfile(KeyPath{"tools"}, QStringLiteral("minimal"));
            QVERIFY(theirs.hasValue());
            other.document->pushEdits({theirs.value()}, QStringLiteral("profile"));
        });
        const Json before = m_console->root();
        QSignalSpy conflicts(m_console->link.get(), &GatewayConfigLink::mergeConflicts);
        QSignalSpy rebased(m_console->link.get(), &GatewayConfigLink::rebased);
        m_console->link->rebase();
        QTRY_COMPARE(conflicts.count(), 1);
        QCOMPARE(rebased.count(), 0);
        QVERIFY(m_console->root() == before); // nothing changed yet
        const auto &held = m_console->link->heldConflicts();
        QCOMPARE(held.size(), size_t(1));

        ui::MergeConflictDialog dialog(held);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        const QTreeWidgetItem *row = dialog.view()->topLevelItem(0);
        QCOMPARE(row->text(0), QStringLiteral("tools.profile"));
        QCOMPARE(row->text(1), QStringLiteral("\"coding\""));
        QCOMPARE(row->text(2), QStringLiteral("\"full\""));
        QCOMPARE(row->text(3), QStringLiteral("\"minimal\""));
        QCOMPARE(dialog.choices(), QList<bool>{false});
        auto *keepMine = dialog.findChild<QRadioButton *>(QStringLiteral("keepMine0"));
        QVERIFY(keepMine);
        QVERIFY(test::setChecked(keepMine, true));
        QCOMPARE(dialog.choices(), QList<bool>{true});
        m_console->link->completeRebase(dialog.choices());
        QCOMPARE(rebased.count(), 1);
        const Json *profile = KeyPath{"tools", "profile"}.find(m_console->root());
        QVERIFY(profile && *profile == Json("full"));
        QCOMPARE(denyList(m_console->root()), QStringList{QStringLiteral("browser")});
    }

    void disconnectedApplyFailsAndKeepsTheEdits() {
        openLinked();
        m_console->deny(QStringLiteral("browser"));
        const QString hash = m_gateway->configHash();
        m_console->connections->disconnectFrom(kDemo);

        QSignalSpy failed(m_console->link.get(), &GatewayConfigLink::failed);
        m_console->link->apply();
        QCOMPARE(failed.count(), 1);
        QVERIFY(failed.at(0).at(0).toString().contains(QLatin1String("Not connected")));
        QCOMPARE(m_gateway->configHash(), hash);
        QVERIFY(m_console->document->isModified());
        QCOMPARE(denyList(m_console->root()), QStringList{QStringLiteral("browser")});
    }

    void attachKeepsAnIdenticalDocumentOpen() {
        QVERIFY(m_console->connections->connectTo(kDemo).hasValue());
        QTRY_VERIFY(m_console->connected());
        m_console->document->openTree(m_gateway->currentConfig(), DocumentController::Source::Demo,
                                      QStringLiteral("Everyday coding"));
        QSignalSpy opened(m_console->document, &DocumentController::documentOpened);
        QSignalSpy loaded(m_console->link.get(), &GatewayConfigLink::attached);
        m_console->link->attach(kDemo, DocumentController::Source::Demo,
                                QStringLiteral("Everyday coding"));
        QTRY_COMPARE(loaded.count(), 1);
        QCOMPARE(opened.count(), 0); // not reopened: selections and undo history survive
        QVERIFY(m_console->link->isLinked());
        QCOMPARE(m_console->link->baseHash(), m_gateway->configHash());
    }

    void mainWindowOffersApplyOnceLinked() {
        connectToDemo();
        ui::RecentFiles recent;
        ui::MainWindow window(m_console->document, &recent, consoleServices());
        QAction *apply = window.actionRegistry()->action(QStringLiteral("file.apply"));
        QAction *openGateway = window.actionRegistry()->action(QStringLiteral("file.openGateway"));
        QVERIFY(apply && openGateway);
        QVERIFY(openGateway->isEnabled());
        QVERIFY(!apply->isEnabled()); // nothing to apply to yet

        QSignalSpy loaded(window.configLink(), &GatewayConfigLink::loaded);
        window.configLink()->load(kDemo);
        QTRY_COMPARE(loaded.count(), 1);
        QVERIFY(apply->isEnabled());
        m_console->document->openTree(Json::object(), DocumentController::Source::File,
                                      QStringLiteral("x"));
        QVERIFY(!apply->isEnabled()); // a file is saved, not applied
    }

    // "Changed on the gateway since opened" stays in the status bar through later edits (a
    // 10-second message used to vanish at the next one) until the edits sit on the latest config.
    void theRemoteChangeNoteStaysUntilTheDocumentCatchesUp() {
        connectToDemo();
        ui::RecentFiles recent;
        ui::MainWindow window(m_console->document, &recent, consoleServices());
        auto *source = window.findChild<QLabel *>(QStringLiteral("statusSource"));
        QVERIFY(source);
        QSignalSpy loaded(window.configLink(), &GatewayConfigLink::loaded);
        window.configLink()->load(kDemo);
        QTRY_COMPARE(loaded.count(), 1);
        m_console->deny(QStringLiteral("browser"));
        QVERIFY(!source->text().contains(QStringLiteral("changed on the gateway")));

        QSignalSpy remote(window.configLink(), &GatewayConfigLink::remoteChanged);
        gateway::ConfigService *other = m_console->connections->configService(kDemo);
        QVERIFY(other);
        other->patchConfig(QStringLiteral(R"({"tools":{"alsoAllow":["web_search"]}})"),
                           window.configLink()->baseHash(), QStringLiteral("another admin"), {});
        QTRY_COMPARE(remote.count(), 1);
        QVERIFY2(source->text().contains(QStringLiteral("changed on the gateway since opened")),
                 qPrintable(source->text()));
        m_console->deny(QStringLiteral("canvas")); // a later edit keeps the note
        QVERIFY(source->text().contains(QStringLiteral("changed on the gateway since opened")));

        QSignalSpy rebased(window.configLink(), &GatewayConfigLink::rebased);
        window.configLink()->rebase();
        QTRY_COMPARE(rebased.count(), 1);
        QVERIFY2(!source->text().contains(QStringLiteral("changed on the gateway")),
                 qPrintable(source->text()));
    }

    void theEmptyPolicyScreenOpensTheGatewaysConfig() {
        connectToDemo();
        ui::RecentFiles recent;
        ui::MainWindow window(m_console->document, &recent, consoleServices());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QPushButton *button = nullptr;
        for (QPushButton *candidate : window.findChild<QWidget *>(QStringLiteral("policyScreen"))
                                          ->findChildren<QPushButton *>()) {
            if (candidate->isVisible() && candidate->text() == QStringLiteral("Open from Gateway…"))
                button = candidate;
        }
        QVERIFY(button);
        QSignalSpy loaded(window.configLink(), &GatewayConfigLink::loaded);
        QTest::mouseClick(button, Qt::LeftButton);
        QTRY_COMPARE(loaded.count(), 1);
        QCOMPARE(m_console->document->source(), DocumentController::Source::Gateway);
        QVERIFY(m_console->root() == m_gateway->currentConfig());
    }

    void openingAFileUnlinks() {
        openLinked();
        m_console->document->openTree(Json::object(), DocumentController::Source::File,
                                      QStringLiteral("x"));
        QVERIFY(!m_console->link->isLinked());
        QSignalSpy failed(m_console->link.get(), &GatewayConfigLink::failed);
        m_console->link->apply();
        QCOMPARE(failed.count(), 1);
    }
    void theOpenGatewaysPluginToolsAreEvaluated() {
        usePluginGateway();
        QCOMPARE(pluginOfTools(*m_console->workspace)
                     .value(QStringLiteral("deploy_preview"), QStringLiteral("absent")),
                 QStringLiteral("absent"));
        QSignalSpy changed(m_console->tools.get(), &ui::GatewayToolCatalog::catalogChanged);
        openLinked();
        QTRY_COMPARE(changed.count(), 1);
        QCOMPARE(m_console->tools->connectionId(), kDemo);
        const QHash<QString, QString> plugins = pluginOfTools(*m_console->workspace);
        QCOMPARE(plugins.value(QStringLiteral("deploy_preview")), QStringLiteral("demo-guard"));
        // The catalog's listing hides GitHub publishing; the tool still exists, so it stays.
        QVERIFY(plugins.contains(QStringLiteral("github_publish")));
        QCOMPARE(plugins.value(QStringLiteral("exec"), QStringLiteral("absent")), QString());
        QCOMPARE(plugins.size(), int(core::PolicyWorkspace::catalogTools().size()) + 1);
        QCOMPARE(int(m_console->workspace->tools().size()), plugins.size()); // no duplicates
    }

    void aToolListTheUserChoseIsKept() {
        usePluginGateway();
        m_console->workspace->setTools({{"exec", ""}, {"my_tool", "my-plugin"}});
        m_console->workspace->setToolsPinned(true);
        QSignalSpy changed(m_console->tools.get(), &ui::GatewayToolCatalog::catalogChanged);
        openLinked();
        QTRY_COMPARE(changed.count(), 1);
        QVERIFY(!m_console->tools->catalog().groups.empty()); // received, but not applied
        const QHash<QString, QString> plugins = pluginOfTools(*m_console->workspace);
        QCOMPARE(plugins.size(), 2);
        QCOMPARE(plugins.value(QStringLiteral("my_tool")), QStringLiteral("my-plugin"));
    }

    void aCatalogThatCannotBeReadLeavesTheToolsAsTheyWere() {
        usePluginGateway();
        QSignalSpy changed(m_console->tools.get(), &ui::GatewayToolCatalog::catalogChanged);
        openLinked();
        QTRY_COMPARE(changed.count(), 1);
        const std::size_t before = m_console->workspace->tools().size();
        m_gateway.reset(); // the gateway goes away; the console keeps trying to reconnect
        QTRY_VERIFY(!m_console->connected());
        QSignalSpy failed(m_console->tools.get(), &ui::GatewayToolCatalog::failed);
        m_console->tools->refresh();
        QTRY_COMPARE(failed.count(), 1);
        const QString message = failed.at(0).at(0).toString();
        QVERIFY2(message.contains(m_console->connections->displayName(kDemo)), qPrintable(message));
        QVERIFY2(message.contains(QLatin1String("Not connected")), qPrintable(message));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(m_console->workspace->tools().size(), before);
    }

    void schemasScreenOffersTheGatewaysPluginTools() {
        usePluginGateway();
        connectToDemo();
        ui::RecentFiles recent;
        ui::MainWindow window(m_console->document, &recent, consoleServices());
        auto *picker = window.findChild<QComboBox *>(QStringLiteral("schemaToolPicker"));
        QVERIFY(picker);
        constexpr int kToolIdRole = Qt::UserRole + 1;
        QCOMPARE(picker->findData(QStringLiteral("deploy_preview"), kToolIdRole), -1);
        window.configLink()->load(kDemo);
        QTRY_VERIFY(picker->findData(QStringLiteral("deploy_preview"), kToolIdRole) >= 0);
        const int row = picker->findData(QStringLiteral("deploy_preview"), kToolIdRole);
        QCOMPARE(picker->itemText(row), QStringLiteral("deploy_preview (gateway)"));
        QCOMPARE(pluginOfTools(*m_console->workspace).value(QStringLiteral("deploy_preview")),
                 QStringLiteral("demo-guard"));
    }
};

QTEST_MAIN(TestGatewayConfigLink)
#include "tst_gatewayconfiglink.moc"
