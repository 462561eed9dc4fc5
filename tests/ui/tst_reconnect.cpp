// SPDX-License-Identifier: MIT
// Every way a gateway connection goes and comes back — Disconnect/Connect, Edit… (which always
// reconnects), Remove and re-add, a gateway restart — and then an action on every screen that
// talks to it: Save on Exec approvals (the crash of issue 30: the service kept a pointer to the
// deleted client), a decision on Approvals, Apply through the Policy link, the Devices dialog's
// lists, the Loops screen's live runs.
// An action on a connection that went away must fail with a message, never touch freed memory
// (CI runs this under AddressSanitizer).
#include "config/configedit.h"
#include "connections/connectionregistry.h"
#include "demo/democlock.h"
#include "demo/demogateway.h"
#include "demo/demoscenario.h"
#include "failonwarning.h"
#include "gateway/approvalservice.h"
#include "gateway/configservice.h"
#include "gateway/connectionmanager.h"
#include "gateway/deviceservice.h"
#include "gateway/gatewayclient.h"
#include "models/approvallistmodel.h"
#include "models/looprunmodel.h"
#include "models/policyworkspace.h"
#include "ui/approvals/approvalsscreen.h"
#include "ui/connections/devicesdialog.h"
#include "ui/document/documentcontroller.h"
#include "ui/document/gatewayconfiglink.h"
#include "ui/execapprovals/execapprovalsscreen.h"
#include "ui/loops/loopsscreen.h"
#include "widgetdriver.h"

#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

using namespace toolgate;
using core::Json;
using gateway::demo::DemoClock;
using gateway::demo::DemoGateway;

class TestReconnect : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<DemoGateway> m_gateway;
    std::unique_ptr<core::ConnectionRegistry> m_registry;
    std::unique_ptr<gateway::ConnectionManager> m_connections;
    std::unique_ptr<core::PolicyWorkspace> m_workspace;
    std::unique_ptr<ui::DocumentController> m_document;
    std::unique_ptr<ui::GatewayConfigLink> m_link;
    std::unique_ptr<ui::ExecApprovalsScreen> m_exec;
    std::unique_ptr<ui::ApprovalsScreen> m_approvals;
    QString m_id; // the connection under test (a user-added entry, so it can be removed)

    template<typename T> T *execChild(const char *name) const {
        T *w = m_exec->findChild<T *>(QString::fromLatin1(name));
        if (!w)
            qFatal("no widget %s", name);
        return w;
    }
    QString execStatus() const { return execChild<QLabel>("execStatus")->text(); }
    bool connected() const {
        const gateway::GatewayClient *client = m_connections->client(m_id);
        return client && client->isConnected();
    }
    void startGateway(quint16 port, const QString &token) {
        m_gateway = std::make_unique<DemoGateway>();
        m_gateway->setScenario(
            gateway::demo::resolveDemoScenario(QStringLiteral("everyday-coding")).value());
        m_gateway->setAutoPlay(false);
        m_gateway->clock()->setMode(DemoClock::Mode::Manual);
        if (!token.isEmpty())
            m_gateway->setToken(token);
        QVERIFY(m_gateway->start(port).hasValue());
    }
    QString addEntry() {
        core::ConnectionEntry entry;
        entry.name = QStringLiteral("Lab gateway");
        entry.url = m_gateway->url().toString();
        entry.token = m_gateway->token();
        auto saved = m_connections->saveEntry(entry);
        if (!saved)
            qFatal("saveEntry: %s", qPrintable(saved.error().message));
        return saved.value();
    }

    // The reconnect paths, as the screens drive them.
    void disconnectAndConnect() {
        m_connections->disconnectFrom(m_id);
        QVERIFY(m_connections->connectTo(m_id).hasValue());
    }
    void editAndReconnect() { // ConnectionsScreen::editCurrent
        core::ConnectionEntry edited = *m_registry->find(m_id);
        edited.name = QStringLiteral("Lab gateway (edited)");
        m_connections->disconnectFrom(m_id);
        QVERIFY(m_connections->saveEntry(edited).hasValue());
        QVERIFY(m_connections->connectTo(m_id).hasValue());
    }
    void removeAndAddAgain() {
        QVERIFY(m_connections->removeEntry(m_id).hasValue());
        m_id = addEntry();
        QVERIFY(m_connections->connectTo(m_id).hasValue());
    }
    void restartGateway() {
        const quint16 port = m_gateway->port();
        const QString token = m_gateway->token();
        QSignalSpy disconnected(m_connections->client(m_id), &gateway::GatewayClient::disconnected);
        m_gateway->stop();
        QTRY_VERIFY(disconnected.count() >= 1);
        startGateway(port, token);
    }
    void reconnectBy(const QString &path) {
        if (path == QLatin1String("disconnect-connect"))
            disconnectAndConnect();
        else if (path == QLatin1String("edit"))
            editAndReconnect();
        else if (path == QLatin1String("remove-add"))
            removeAndAddAgain();
        else if (path == QLatin1String("restart"))
            restartGateway();
        else
            QFAIL(qPrintable(QStringLiteral("unknown reconnect path ") + path));
        QTRY_VERIFY_WITH_TIMEOUT(connected(), 15000);
    }
    // `sameConnection`: only the paths after which the connection id is the one edits were
    // made on (a removed and re-added entry is a new connection).
    static void addPaths(bool sameConnection = false) {
        QTest::addColumn<QString>("path");
        for (const char *path : {"disconnect-connect", "edit", "remove-add", "restart"})
            if (!sameConnection || qstrcmp(path, "remove-add") != 0)
                QTest::newRow(path) << QString::fromLatin1(path);
    }

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void init() {
        toolgate::test::failOnAnyWarning();
        m_dir = std::make_unique<QTemporaryDir>();
        startGateway(0, {});
        m_registry = std::make_unique<core::ConnectionRegistry>(m_dir->path());
        m_connections = std::make_unique<gateway::ConnectionManager>(
            m_registry.get(), m_dir->filePath(QStringLiteral("identity.json")));
        m_id = addEntry();
        m_workspace = std::make_unique<core::PolicyWorkspace>();
        m_document = std::make_unique<ui::DocumentController>(m_workspace.get());
        m_link = std::make_unique<ui::GatewayConfigLink>(m_document.get(), m_connections.get());
        const ui::ScreenContext context{m_document.get(), nullptr, m_workspace.get(),
                                        m_connections.get()};
        m_exec = std::make_unique<ui::ExecApprovalsScreen>(context);
        m_approvals = std::make_unique<ui::ApprovalsScreen>(context);
        m_exec->resize(1024, 700);
        m_exec->show();
        QVERIFY(m_connections->connectTo(m_id).hasValue());
        QTRY_VERIFY_WITH_TIMEOUT(connected(), 15000);
        QTRY_VERIFY(execChild<QListWidget>("execScopeList")->count() >= 5);
    }

    void cleanup() {
        m_approvals.reset();
        m_exec.reset();
        m_link.reset();
        m_document.reset();
        m_workspace.reset();
        m_connections.reset();
        m_registry.reset();
        m_gateway.reset();
        m_dir.reset();
    }

    // The first-run state: the screen names the gateway it waits for, never "No gateway
    // connected" while one is.
    void execApprovalsNamesTheGatewayItFollows() {
        QVERIFY2(!execStatus().contains(QStringLiteral("No gateway")), qPrintable(execStatus()));
        m_connections->disconnectFrom(m_id);
        QVERIFY2(execStatus().contains(QStringLiteral("Not connected to Lab gateway")),
                 qPrintable(execStatus()));
        // Still listed (its edits wait for it), marked as such.
        QCOMPARE(execChild<QComboBox>("execGatewayPicker")->currentText(),
                 QStringLiteral("Lab gateway (not connected)"));
    }

    void execApprovalsSavesAfterReconnect_data() { addPaths(); }
    void execApprovalsSavesAfterReconnect() {
        QFETCH(QString, path);
        reconnectBy(path);
        QTRY_VERIFY2(execStatus().startsWith(QStringLiteral("Loaded")), qPrintable(execStatus()));
        QVERIFY(
            test::clickRow(execChild<QListWidget>("execScopeList"), QStringLiteral("reviewer")));
        QVERIFY(test::chooseItem(execChild<QComboBox>("execAsk"), QStringLiteral("always")));
        QVERIFY(m_exec->isDirty());
        QTest::mouseClick(execChild<QPushButton>("execSave"), Qt::LeftButton);
        QTRY_VERIFY2(execStatus().startsWith(QStringLiteral("Saved")), qPrintable(execStatus()));
        QVERIFY(!m_exec->isDirty());
    }

    // Edits made before the connection dropped survive it and are saved against the document
    // they were made on.
    void execApprovalsEditsSurviveAReconnect_data() { addPaths(true); }
    void execApprovalsEditsSurviveAReconnect() {
        QFETCH(QString, path);
        QVERIFY(
            test::clickRow(execChild<QListWidget>("execScopeList"), QStringLiteral("reviewer")));
        QVERIFY(test::chooseItem(execChild<QComboBox>("execAsk"), QStringLiteral("always")));
        reconnectBy(path);
        QTRY_VERIFY2(execStatus().contains(QStringLiteral("unsaved edits are kept")),
                     qPrintable(execStatus()));
        QVERIFY(m_exec->isDirty());
        QTest::mouseClick(execChild<QPushButton>("execSave"), Qt::LeftButton);
        if (path == QLatin1String("restart")) {
            // The restarted demo gateway wrote its document anew (its last-use times moved), so
            // the hash the edits were made on is stale: a real conflict, the edits kept.
            QTRY_VERIFY2(execStatus().startsWith(QStringLiteral("Conflict")),
                         qPrintable(execStatus()));
            QVERIFY(m_exec->isDirty());
        } else {
            // Same gateway, same document: saved, never a bogus conflict.
            QTRY_VERIFY2(execStatus().startsWith(QStringLiteral("Saved")),
                         qPrintable(execStatus()));
        }
        QCOMPARE(m_exec->editedFile().agent(QStringLiteral("reviewer"))->policy.ask,
                 QStringLiteral("always"));
    }

    void actionsOnAGoneConnectionFailWithAMessage() {
        QVERIFY(
            test::clickRow(execChild<QListWidget>("execScopeList"), QStringLiteral("reviewer")));
        QVERIFY(test::chooseItem(execChild<QComboBox>("execAsk"), QStringLiteral("always")));
        m_connections->disconnectFrom(m_id);
        QTest::mouseClick(execChild<QPushButton>("execSave"), Qt::LeftButton);
        QVERIFY2(execStatus().contains(QStringLiteral("nothing was saved")),
                 qPrintable(execStatus()));
        QVERIFY(m_exec->isDirty());
        // Apply through a link whose connection is gone: refused with the reason.
        QSignalSpy failed(m_link.get(), &ui::GatewayConfigLink::failed);
        m_link->load(m_id, ui::DocumentController::Source::Gateway, {});
        QCOMPARE(failed.count(), 1);
        QVERIFY(failed.at(0).at(0).toString().contains(QStringLiteral("Not connected")));
        // The deleted client's services are gone once the event loop ran.
        QTRY_VERIFY(!m_connections->execApprovalsService(m_id));
    }

    void approvalsDecideAfterReconnect_data() { addPaths(); }
    void approvalsDecideAfterReconnect() {
        QFETCH(QString, path);
        reconnectBy(path);
        QTRY_VERIFY(m_connections->service(m_id) && m_connections->service(m_id)->isSynced());
        std::optional<QString> decided;
        Json request{{"command", "make -j4"},
                     {"agentId", "main"},
                     {"sessionKey", "agent:main:main"},
                     {"allowedDecisions", Json::array({"allow-once", "deny"})}};
        const QString id = m_gateway->raiseApproval(
            QStringLiteral("exec"), request, 60000,
            {QStringLiteral("allow-once"), QStringLiteral("deny")},
            [&decided](const std::optional<QString> &decision, const QString &) {
                decided = decision.value_or(QStringLiteral("none"));
            });
        QTRY_VERIFY(m_approvals->model()->rowOf(id) >= 0);
        m_approvals->resize(1024, 700);
        m_approvals->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_approvals.get()));
        QApplication::setActiveWindow(m_approvals.get()); // its keys are window shortcuts
        QVERIFY(QTest::qWaitForWindowActive(m_approvals.get()));
        QTreeView *view = m_approvals->inboxView();
        view->setFocus();
        view->setCurrentIndex(m_approvals->model()->index(m_approvals->model()->rowOf(id), 0));
        QCOMPARE(m_approvals->currentId(), id);
        QTest::keyClick(view, Qt::Key_D);
        QTRY_VERIFY(decided.has_value());
        QCOMPARE(*decided, QStringLiteral("deny"));
    }

    void policyLinkAppliesAfterReconnect_data() { addPaths(); }
    void policyLinkAppliesAfterReconnect() {
        QFETCH(QString, path);
        QSignalSpy loaded(m_link.get(), &ui::GatewayConfigLink::loaded);
        m_link->load(m_id, ui::DocumentController::Source::Gateway, {});
        QTRY_COMPARE(loaded.count(), 1);
        reconnectBy(path);
        if (path == QLatin1String("remove-add")) {
            // The link's connection was removed: Apply says so instead of writing anywhere.
            QSignalSpy failed(m_link.get(), &ui::GatewayConfigLink::failed);
            auto edit = m_workspace->addListEntry(core::KeyPath{"tools"}, core::ListField::Deny,
                                                  QStringLiteral("browser"));
            QVERIFY(edit.hasValue());
            m_document->pushEdits({edit.value()}, QStringLiteral("deny"));
            m_link->apply();
            QCOMPARE(failed.count(), 1);
            return;
        }
        auto edit = m_workspace->addListEntry(core::KeyPath{"tools"}, core::ListField::Deny,
                                              QStringLiteral("browser"));
        QVERIFY(edit.hasValue());
        m_document->pushEdits({edit.value()}, QStringLiteral("deny"));
        QSignalSpy applied(m_link.get(), &ui::GatewayConfigLink::applied);
        QSignalSpy conflict(m_link.get(), &ui::GatewayConfigLink::conflict);
        m_link->apply();
        QTRY_VERIFY(applied.count() + conflict.count() == 1);
        if (path == QLatin1String("restart")) {
            // A restarted demo gateway starts a new config (new hash): refused, nothing written,
            // and re-applying the edits on its config then goes through.
            QCOMPARE(conflict.count(), 1);
            QSignalSpy rebased(m_link.get(), &ui::GatewayConfigLink::rebased);
            m_link->rebase();
            QTRY_COMPARE(rebased.count(), 1);
            m_link->apply();
            QTRY_COMPARE(applied.count(), 1);
        }
        QCOMPARE(applied.count(), 1);
        // The link hears the gateway's config changes again on the new session.
        QSignalSpy remote(m_link.get(), &ui::GatewayConfigLink::remoteChanged);
        gateway::ConfigService *other = m_connections->configService(m_id);
        QVERIFY(other);
        other->patchConfig(QStringLiteral(R"({"tools":{"alsoAllow":["web_search"]}})"),
                           m_link->baseHash(), QStringLiteral("another admin"), {});
        QTRY_COMPARE(remote.count(), 1);
    }

    void devicesDialogFollowsTheConnection() {
        ui::DevicesDialog dialog(m_connections->deviceService(m_id), QStringLiteral("Lab"));
        dialog.follow(m_connections.get(), m_id);
        m_connections->disconnectFrom(m_id);
        QVERIFY(dialog.answerLabel()->text().contains(QStringLiteral("Not connected")));
        QVERIFY(m_connections->connectTo(m_id).hasValue());
        QTRY_VERIFY(connected());
        QTRY_VERIFY(!dialog.answerLabel()->text().contains(QStringLiteral("Not connected")));
    }

    // The dialog asks the live connection for its lists after every path: the demo gateway has
    // no pairing methods, so its answer (a refusal naming device.pair.list) proves the question
    // reached the new session. A removed connection stays "not connected", never a freed one.
    void devicesDialogAsksTheLiveConnection_data() { addPaths(); }
    void devicesDialogAsksTheLiveConnection() {
        QFETCH(QString, path);
        ui::DevicesDialog dialog(m_connections->deviceService(m_id), QStringLiteral("Lab"));
        dialog.follow(m_connections.get(), m_id);
        QTRY_VERIFY(dialog.answerLabel()->text().contains(QStringLiteral("device.pair.list")));
        dialog.answerLabel()->clear();
        reconnectBy(path);
        if (path == QLatin1String("remove-add")) {
            QVERIFY(dialog.answerLabel()->text().contains(QStringLiteral("Not connected")));
            return;
        }
        QTRY_VERIFY(dialog.answerLabel()->text().contains(QStringLiteral("device.pair.list")));
    }

    // Tool events of the new session reach the Loops screen's live runs after every path.
    void loopsFollowTheLiveConnection_data() { addPaths(); }
    void loopsFollowTheLiveConnection() {
        QFETCH(QString, path);
        ui::LoopsScreen loops(
            ui::ScreenContext{m_document.get(), nullptr, m_workspace.get(), m_connections.get()});
        const auto publishCall = [this](const std::string &runId) {
            for (const char *phase : {"start", "result"})
                m_gateway->publishAgentEvent(Json{{"runId", runId},
                                                  {"stream", "tool"},
                                                  {"data",
                                                   {{"phase", phase},
                                                    {"name", "read"},
                                                    {"toolCallId", runId + "-1"},
                                                    {"args", {{"path", "a.ts"}}},
                                                    {"isError", false},
                                                    {"result", "x"}}},
                                                  {"sessionKey", "agent:main:main"},
                                                  {"agentId", "main"}});
        };
        publishCall("before");
        QTRY_VERIFY(loops.runModel()
                        ->runIndex(0, QStringLiteral("agent:main:main"), QStringLiteral("before"))
                        .isValid());
        reconnectBy(path);
        publishCall("after");
        QTRY_VERIFY(loops.runModel()
                        ->runIndex(0, QStringLiteral("agent:main:main"), QStringLiteral("after"))
                        .isValid());
    }
};

QTEST_MAIN(TestReconnect)
#include "tst_reconnect.moc"
