// SPDX-License-Identifier: MIT
// Over 600 lines on purpose: one demo gateway and screen fixture for the whole inbox flow.
// The Approvals screen against the real demo gateway over loopback: requests are raised on the
// gateway, travel as protocol frames to a real GatewayClient + ApprovalService, and decisions made
// from the keyboard or the batch dialog travel back.
#include "approvals/approvalhistory.h"
#include "approvals/approvaljson.h"
#include "connections/connectionregistry.h"
#include "demo/democlock.h"
#include "demo/demogateway.h"
#include "demo/demoscenario.h"
#include "failonwarning.h"
#include "gateway/approvalservice.h"
#include "gateway/connectionmanager.h"
#include "gateway/gatewayclient.h"
#include "models/approvallistmodel.h"
#include "models/historytablemodel.h"
#include "testutils.h"
#include "ui/approvals/allowalwaysdialog.h"
#include "ui/approvals/approvaldetailcard.h"
#include "ui/approvals/approvalsscreen.h"
#include "ui/approvals/approvaltray.h"
#include "ui/approvals/batchdialog.h"
#include "ui/approvals/historyview.h"
#include "ui/widgets/emptystate.h"
#include "widgetdriver.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateTime>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>
#include <QTreeWidget>

#include <memory>

using namespace toolgate;
using core::ApprovalListModel;
using core::ApprovalState;
using core::Json;
using gateway::demo::DemoClock;
using gateway::demo::DemoGateway;

namespace {
const QString kDemo = core::ConnectionRegistry::builtinDemoId();
}

class TestApprovals : public QObject {
    Q_OBJECT

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<DemoGateway> m_gateway;
    std::unique_ptr<core::ConnectionRegistry> m_registry;
    std::unique_ptr<core::ApprovalHistory> m_history;
    std::unique_ptr<gateway::ConnectionManager> m_connections;
    std::unique_ptr<ui::ApprovalsScreen> m_screen;
    QHash<QString, QStringList> m_decisions; // approval id -> decisions the gateway's waiter got

    ApprovalListModel *model() const { return m_screen->model(); }
    QTreeView *view() const { return m_screen->inboxView(); }
    gateway::ApprovalService *service() const { return m_connections->service(kDemo); }

    // Clicks the request's row in the inbox (Ctrl adds it to the selection).
    bool clickRequest(const QString &id, Qt::KeyboardModifiers modifiers = {}) const {
        return test::clickRowAt(view(), model()->rowOf(id), ApprovalListModel::RequestColumn,
                                modifiers);
    }
    // Clicks the inbox's do-not-disturb box until it shows `on`.
    bool setDoNotDisturb(bool on) const {
        return test::setChecked(
            m_screen->findChild<QCheckBox *>(QStringLiteral("approvalDoNotDisturb")), on);
    }

    // Raises an exec approval on the gateway, as a scripted agent would.
    QString raise(const QString &command, qint64 timeoutMs = 120000,
                  const QString &agent = QStringLiteral("main"),
                  const QString &ask = QStringLiteral("on-miss")) {
        Json argv = Json::array();
        for (const QString &word : command.split(u' '))
            argv.push_back(word.toStdString());
        Json request{{"command", command.toStdString()},
                     {"commandArgv", argv},
                     {"cwd", "/home/demo/project"},
                     {"host", "gateway"},
                     {"security", "allowlist"},
                     {"ask", ask.toStdString()},
                     {"agentId", agent.toStdString()},
                     {"sessionKey",
                      (QStringLiteral("agent:") + agent + QStringLiteral(":main")).toStdString()}};
        QStringList allowed{QStringLiteral("allow-once"), QStringLiteral("deny")};
        if (ask != QLatin1String("always"))
            allowed.insert(1, QStringLiteral("allow-always"));
        else
            request["unavailableDecisions"] = Json::array({"allow-always"});
        Json allowedJson = Json::array();
        for (const QString &decision : allowed)
            allowedJson.push_back(decision.toStdString());
        request["allowedDecisions"] = allowedJson;
        auto id = std::make_shared<QString>();
        *id = m_gateway->raiseApproval(
            QStringLiteral("exec"), request, timeoutMs, allowed,
            [this, id](const std::optional<QString> &decision, const QString &reason) {
                m_decisions[*id].append(decision.value_or(QStringLiteral("none:") + reason));
            });
        return *id;
    }

    // With TOOLGATE_SCREENSHOT_DIR set, saves `widget` there as NAME.png (docs/screenshots).
    static void screenshot(QWidget *widget, const QString &name, QSize size) {
        const QString dir = qEnvironmentVariable("TOOLGATE_SCREENSHOT_DIR");
        if (dir.isEmpty())
            return;
        widget->resize(size);
        widget->show();
        QVERIFY(widget->grab().save(dir + u'/' + name + QStringLiteral(".png")));
    }

    // Stops the gateway (announcing the shutdown, as OpenClaw does) and starts a fresh one on
    // the same address, which no longer knows any request; waits until the console is back.
    void restartGateway() {
        const quint16 port = m_gateway->port();
        const QString token = m_gateway->token();
        QSignalSpy disconnected(m_connections->client(kDemo),
                                &gateway::GatewayClient::disconnected);
        m_gateway->stop();
        QTRY_VERIFY(disconnected.count() >= 1);
        m_gateway = std::make_unique<DemoGateway>();
        m_gateway->setScenario(
            gateway::demo::resolveDemoScenario(QStringLiteral("everyday-coding")).value());
        m_gateway->setAutoPlay(false);
        m_gateway->setToken(token);
        QVERIFY(m_gateway->start(port).hasValue());
        QTRY_VERIFY_WITH_TIMEOUT(m_connections->client(kDemo)->isConnected(), 15000);
        QTRY_VERIFY(service()->isSynced());
    }

    int stateOf(const QString &id) const {
        const int row = model()->rowOf(id);
        return row < 0 ? -1 : model()->index(row, 0).data(ApprovalListModel::StateRole).toInt();
    }
    QString stateTextOf(const QString &id) const {
        const int row = model()->rowOf(id);
        return row < 0 ? QString()
                       : model()->index(row, ApprovalListModel::StateColumn).data().toString();
    }

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void init() {
        toolgate::test::failOnAnyWarning();
        m_decisions.clear();
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
        auto scenario = gateway::demo::resolveDemoScenario(QStringLiteral("everyday-coding"));
        QVERIFY(scenario.hasValue());
        m_gateway = std::make_unique<DemoGateway>();
        m_gateway->setScenario(scenario.value());
        m_gateway->setAutoPlay(false); // only the requests this test raises
        m_gateway->clock()->setMode(DemoClock::Mode::Manual);
        QVERIFY(m_gateway->start().hasValue());

        m_registry = std::make_unique<core::ConnectionRegistry>(m_dir->path());
        m_registry->setBuiltinDemo(m_gateway->url().toString(), m_gateway->token());
        auto history = core::ApprovalHistory::open(m_dir->filePath(QStringLiteral("h.sqlite")));
        QVERIFY(history.hasValue());
        m_history = std::move(history.value());
        m_connections = std::make_unique<gateway::ConnectionManager>(
            m_registry.get(), m_dir->filePath(QStringLiteral("identity.json")));
        m_connections->setHistory(m_history.get());
        m_screen = std::make_unique<ui::ApprovalsScreen>(
            ui::ScreenContext{nullptr, nullptr, nullptr, m_connections.get()});
        // The service judges expiry on the gateway's (manual) clock, like a synced wall clock.
        // Read through m_gateway at each call: a test may replace the gateway (a restart), and
        // the old one's clock dies with it.
        connect(m_connections.get(), &gateway::ConnectionManager::sessionAdded, this,
                [this](const QString &id) {
                    m_connections->service(id)->setClock(
                        [this] { return m_gateway->clock()->nowMs(); });
                });
        QVERIFY(m_connections->connectTo(kDemo).hasValue());
        QTRY_VERIFY(m_connections->client(kDemo)->isConnected());
        QTRY_VERIFY(service()->isSynced());
        m_screen->resize(1200, 700);
        m_screen->show();
    }

    void cleanup() {
        m_screen.reset();
        m_connections.reset();
        m_history.reset();
        m_registry.reset();
        m_gateway.reset();
        m_dir.reset();
    }

    // Issue 32: the empty inbox says what to do next for the console as it is — waiting when a
    // gateway is connected, how to connect or start the demo when none is.
    void emptyStateSaysWhatToDoNow() {
        auto *empty = m_screen->findChild<ui::EmptyState *>();
        QVERIFY(empty);
        const auto texts = [empty] {
            QStringList all;
            for (const QLabel *label : empty->findChildren<QLabel *>())
                all << label->text();
            return all.join(QLatin1Char('\n'));
        };
        QTRY_VERIFY2(texts().contains(QStringLiteral("1 gateway(s) connected")),
                     qPrintable(texts()));
        QVERIFY(!texts().contains(QStringLiteral("--demo")));
        m_connections->disconnectFrom(kDemo);
        QTRY_VERIFY2(texts().contains(QStringLiteral("Connect a gateway")), qPrintable(texts()));
        QVERIFY(texts().contains(QStringLiteral("View > Demo Scenario")));
        QVERIFY(!texts().contains(QStringLiteral("gateway(s) connected")));
    }

    void requestsAppearWithCountdowns() {
        const QString first = raise(QStringLiteral("npm test"), 120000);
        m_gateway->clock()->advanceBy(1000);
        const QString second = raise(QStringLiteral("make build"), 65000);
        QTRY_COMPARE(model()->rowCount(), 2);
        // Oldest first, one gateway group.
        QCOMPARE(model()->idAt(0), first);
        QCOMPARE(model()->idAt(1), second);
        QVERIFY(model()->index(0, 0).data(ApprovalListModel::GroupStartRole).toBool());
        QVERIFY(!model()->index(1, 0).data(ApprovalListModel::GroupStartRole).toBool());
        QCOMPARE(model()->index(0, ApprovalListModel::GatewayColumn).data().toString(),
                 QStringLiteral("Demo gateway"));

        const qint64 created = model()->entryAt(0)->request.createdAtMs;
        model()->setNow(created);
        QCOMPARE(model()->index(0, ApprovalListModel::ExpiresColumn).data().toString(),
                 QStringLiteral("2:00"));
        QCOMPARE(model()->index(1, ApprovalListModel::ExpiresColumn).data().toString(),
                 QStringLiteral("1:06"));
        model()->setNow(created + 60000);
        QCOMPARE(model()->index(1, ApprovalListModel::ExpiresColumn).data().toString(),
                 QStringLiteral("6 s"));
        QCOMPARE(stateTextOf(first), QStringLiteral("Pending"));

        QVERIFY(clickRequest(second));
        QCOMPARE(m_screen->card()->currentId(), second);
        auto *headline = m_screen->card()->findChild<QLabel *>(QStringLiteral("cardHeadline"));
        QCOMPARE(headline->text(), QStringLiteral("make build"));
        QVERIFY(m_screen->card()
                    ->findChild<QPushButton *>(QStringLiteral("allowAlwaysButton"))
                    ->isVisibleTo(m_screen->card()));
    }

    void keyboardDecisionsReachGateway() {
        const QString a = raise(QStringLiteral("npm test"));
        m_gateway->clock()->advanceBy(10);
        const QString b = raise(QStringLiteral("git push origin main"));
        m_gateway->clock()->advanceBy(10);
        const QString c = raise(QStringLiteral("cargo build"));
        m_gateway->clock()->advanceBy(10);
        const QString d = raise(QStringLiteral("rm -rf dist"), 120000, QStringLiteral("main"),
                                QStringLiteral("always"));
        QTRY_COMPARE(model()->rowCount(), 4);

        QVERIFY(clickRequest(a));
        QTest::keyClick(view(), Qt::Key_A); // allow once, then the next pending is current
        QTRY_COMPARE(m_decisions.value(a), QStringList{QStringLiteral("allow-once")});
        QTRY_COMPARE(stateOf(a), int(ApprovalState::ResolvedHere));
        QCOMPARE(m_screen->currentId(), b);

        QTest::keyClick(view(), Qt::Key_J); // b -> c
        QCOMPARE(m_screen->currentId(), c);
        QTest::keyClick(view(), Qt::Key_K); // back to b
        QCOMPARE(m_screen->currentId(), b);
        QTest::keyClick(view(), Qt::Key_D);
        QTRY_COMPARE(m_decisions.value(b), QStringList{QStringLiteral("deny")});
        QTRY_COMPARE(stateOf(b), int(ApprovalState::ResolvedHere));

        // Shift+A asks first; nothing is sent until confirmed, then with the chosen expiry.
        QCOMPARE(m_screen->currentId(), c);
        QTest::keyClick(view(), Qt::Key_A, Qt::ShiftModifier);
        QTRY_VERIFY(m_screen->allowAlwaysDialog() != nullptr);
        QCOMPARE(stateOf(c), int(ApprovalState::Pending));
        // An ordinary request: the dialog says the gateway stores an allowlist entry bound to
        // this argv and cwd, and offers no expiry (the gateway would ignore one).
        const QString stored = m_screen->allowAlwaysDialog()
                                   ->findChild<QLabel *>(QStringLiteral("allowAlwaysStored"))
                                   ->text();
        QVERIFY2(stored.contains(QLatin1String("allowlist")) &&
                     stored.contains(QLatin1String("/home/demo/project")),
                 qPrintable(stored));
        QVERIFY(!m_screen->allowAlwaysDialog()->offersExpiry());
        QVERIFY(
            !m_screen->allowAlwaysDialog()->findChild<QComboBox *>(QStringLiteral("grantExpiry")));
        QCOMPARE(m_screen->allowAlwaysDialog()->grantExpiresInDays(), 0);
        screenshot(m_screen->allowAlwaysDialog(), QStringLiteral("approvals-allow-always"),
                   {560, 150});
        QVERIFY(
            test::clickButton(m_screen->allowAlwaysDialog(), QStringLiteral("confirmAllowAlways")));
        QTRY_COMPARE(m_decisions.value(c), QStringList{QStringLiteral("allow-always")});

        // d has ask=always: no allow-always button, the reason instead; Shift+A does nothing.
        // (The dialog closed: a desktop hands the activation back to the window, offscreen does
        // not, and the triage keys act in the active window only.)
        m_screen->activateWindow();
        QTRY_VERIFY(m_screen->isActiveWindow());
        QVERIFY(clickRequest(d));
        QVERIFY(!m_screen->card()
                     ->findChild<QPushButton *>(QStringLiteral("allowAlwaysButton"))
                     ->isVisibleTo(m_screen->card()));
        QVERIFY(m_screen->card()
                    ->findChild<QLabel *>(QStringLiteral("allowAlwaysReason"))
                    ->text()
                    .contains(QStringLiteral("ask: always")));
        QVERIFY(m_screen->card()
                    ->findChild<QLabel *>(QStringLiteral("cardRiskHints"))
                    ->text()
                    .contains(QStringLiteral("rm -rf dist")));
        QTest::keyClick(view(), Qt::Key_A, Qt::ShiftModifier);
        QCOMPARE(service()->resolveRequestCount(d), 0);
        // Esc closes the card without deciding.
        QTest::keyClick(view(), Qt::Key_Escape);
        QVERIFY(m_screen->card()->currentId().isEmpty());
        QCOMPARE(stateOf(d), int(ApprovalState::Pending));
        QVERIFY(!m_decisions.contains(d));

        // The history tab lists the decisions (it follows each one).
        QVERIFY(
            test::clickTab(m_screen->findChild<QTabWidget *>(QStringLiteral("approvalTabs")), 1));
        QTRY_COMPARE(m_screen->historyView()->model()->rowCount(), 4);
        // The total arrives from a pool thread, after the rows.
        QTRY_VERIFY(m_screen->historyView()
                        ->findChild<QLabel *>(QStringLiteral("historyCount"))
                        ->text()
                        .startsWith(QStringLiteral("4 approval")));
        // Export says what it wrote and where (issue 32: no confirmation before).
        const QString csv = m_dir->filePath(QStringLiteral("export.csv"));
        QCOMPARE(m_screen->historyView()->exportCsv(csv), QString());
        const auto *note =
            m_screen->historyView()->findChild<QLabel *>(QStringLiteral("historyExportNote"));
        QVERIFY(note && note->isVisibleTo(m_screen->historyView()));
        QVERIFY2(note->text().startsWith(QStringLiteral("Exported 4 approval")),
                 qPrintable(note->text()));
        QVERIFY(note->text().contains(QStringLiteral("export.csv")));
        QCOMPARE(test::readAll(csv).count('\n'), 5); // a header and four rows
    }

    void resolvedElsewhere() {
        const QString id = raise(QStringLiteral("npm publish"));
        QTRY_COMPARE(model()->rowCount(), 1);
        // A second console (device-less cli client keeps its scopes on loopback) decides it.
        gateway::GatewayOptions other;
        other.url = m_gateway->url();
        other.token = m_gateway->token();
        other.clientId = QStringLiteral("cli");
        other.clientMode = QStringLiteral("cli");
        other.displayName = QStringLiteral("Alice's phone");
        gateway::GatewayClient phone(other);
        phone.start();
        QTRY_VERIFY(phone.isConnected());
        phone.request(QStringLiteral("exec.approval.resolve"),
                      Json{{"id", id.toStdString()}, {"decision", "allow-once"}});
        QTRY_COMPARE(stateOf(id), int(ApprovalState::ResolvedElsewhere));
        QCOMPARE(stateTextOf(id),
                 QStringLiteral("Resolved elsewhere by Alice's phone: allow once"));
        QCOMPARE(service()->resolveRequestCount(id), 0);
        // Not decidable any more from here.
        QVERIFY(clickRequest(id));
        QTest::keyClick(view(), Qt::Key_D);
        QCOMPARE(service()->resolveRequestCount(id), 0);
    }

    void expired() {
        const QString id = raise(QStringLiteral("make deploy"), 5000);
        QTRY_COMPARE(model()->rowCount(), 1);
        m_gateway->clock()->advanceBy(5000);
        QTRY_COMPARE(stateOf(id), int(ApprovalState::Expired));
        QCOMPARE(stateTextOf(id), QStringLiteral("Expired"));
        QCOMPARE(m_decisions.value(id), QStringList{QStringLiteral("none:timeout")});
        // No countdown on a finished row.
        QCOMPARE(model()->index(0, ApprovalListModel::ExpiresColumn).data().toString(), QString());
    }

    void connectionLostKeepsPendingGreyed() {
        const QString id = raise(QStringLiteral("npm test"));
        QTRY_COMPARE(model()->rowCount(), 1);
        m_gateway->stop();
        QTRY_VERIFY(model()->index(0, 0).data(ApprovalListModel::StaleRole).toBool());
        QCOMPARE(stateOf(id), int(ApprovalState::Pending));
        QCOMPARE(stateTextOf(id), QStringLiteral("Connection lost, waiting to re-list"));
        QVERIFY(clickRequest(id));
        QTest::keyClick(view(), Qt::Key_A);
        QCOMPARE(service()->resolveRequestCount(id), 0);
    }

    void gatewayRestartShowsTheRequestGone() {
        const QString id = raise(QStringLiteral("npm test"));
        QTRY_COMPARE(model()->rowCount(), 1);
        restartGateway();
        QTRY_COMPARE(stateTextOf(id), QStringLiteral("Gone: the gateway restarted"));
        QCOMPARE(stateOf(id), int(ApprovalState::Gone)); // not a decision
        QVERIFY(!model()->index(0, 0).data(ApprovalListModel::StaleRole).toBool());
        QCOMPARE(m_decisions.value(id), QStringList()); // nobody decided it
    }

    // "Clear finished" removes decided and gone rows, and a reconnect's re-list does not bring
    // them back.
    void aClosedCardOpensForNewRequestsOnceARowIsOpenedAgain() {
        const QString first = raise(QStringLiteral("npm test"));
        QTRY_COMPARE(m_screen->card()->currentId(), first); // the first request shows at once
        QTest::keyClick(view(), Qt::Key_Escape);            // closed on purpose
        const QString second = raise(QStringLiteral("make build"));
        QTRY_COMPARE(model()->rowCount(), 2);
        QVERIFY(m_screen->card()->currentId().isEmpty()); // stays closed for the next one
        QVERIFY(clickRequest(second));                    // the owner opens one again
        QTest::keyClick(view(), Qt::Key_D);
        QTRY_COMPARE(stateOf(second), int(ApprovalState::ResolvedHere));
        QVERIFY(clickRequest(first));
        QTest::keyClick(view(), Qt::Key_D);
        QTRY_COMPARE(stateOf(first), int(ApprovalState::ResolvedHere));
        QTest::mouseClick(
            m_screen->findChild<QPushButton *>(QStringLiteral("approvalClearFinished")),
            Qt::LeftButton);
        QCOMPARE(model()->rowCount(), 0);
        const QString third = raise(QStringLiteral("cargo build"));
        QTRY_COMPARE(m_screen->card()->currentId(), third);
    }

    void clearedRowsStayClearedAcrossReconnects() {
        const QString decided = raise(QStringLiteral("npm test"));
        m_gateway->clock()->advanceBy(10);
        const QString waiting = raise(QStringLiteral("make build"));
        QTRY_COMPARE(model()->rowCount(), 2);
        QVERIFY(clickRequest(decided));
        QTest::keyClick(view(), Qt::Key_D);
        QTRY_COMPARE(stateOf(decided), int(ApprovalState::ResolvedHere));
        auto *clear = m_screen->findChild<QPushButton *>(QStringLiteral("approvalClearFinished"));
        QTest::mouseClick(clear, Qt::LeftButton);
        QCOMPARE(model()->rowCount(), 1);
        QCOMPARE(model()->idAt(0), waiting);

        restartGateway(); // the re-list: `waiting` is gone, `decided` stays cleared
        QTRY_COMPARE(stateOf(waiting), int(ApprovalState::Gone));
        QCOMPARE(model()->rowOf(decided), -1);
        QTest::mouseClick(clear, Qt::LeftButton);
        QCOMPARE(model()->rowCount(), 0);
        restartGateway();
        QCOMPARE(model()->rowCount(), 0);
        QCOMPARE(m_screen->findChild<QLabel *>(QStringLiteral("approvalCounts"))->text(),
                 QStringLiteral("0 pending"));
    }

    // The card shows every field the gateway sends, for each kind; a system-agent change offers
    // allow-once and deny only; unknown fields never break it.
    void cardShowsEverythingTheGatewaySends() {
        const auto shown = [](const core::ApprovalRequest &request) {
            auto card = std::make_unique<ui::ApprovalDetailCard>();
            core::ApprovalEntry entry;
            entry.request = request;
            card->setEntry(&entry, QStringLiteral("Home gateway"));
            QStringList texts;
            for (const QLabel *label : card->findChildren<QLabel *>())
                texts << label->text();
            return std::make_pair(std::move(card), texts.join(u'\n'));
        };
        const auto parse = [](const char *json) {
            return core::approvalFromJson(Json::parse(json), core::ApprovalKind::Exec).value();
        };
        auto change = parse(
            R"({"approvalKind": "system-agent", "id": "system-agent:9",)"
            R"( "request": {"title": "OpenClaw change", "description": "Enable the browser tool",)"
            R"( "proposalHash": "sha256:77ab", "futureField": {"x": [1]},)"
            R"( "allowedDecisions": ["allow-once", "allow-always", "deny"]}})");
        change.sessionKey = QStringLiteral("agent:main:main");
        change.expiresAtMs = QDateTime::currentMSecsSinceEpoch() + 10 * 60 * 1000;
        auto [systemCard, systemText] = shown(change);
        for (const char *expected : {"OpenClaw change (system agent)", "OpenClaw change",
                                     "Enable the browser tool", "sha256:77ab"})
            QVERIFY2(systemText.contains(QLatin1String(expected)), qPrintable(systemText));
        auto *allowOnce = systemCard->findChild<QPushButton *>(QStringLiteral("allowOnceButton"));
        QVERIFY(allowOnce->isVisibleTo(systemCard.get()));
        QVERIFY(systemCard->findChild<QPushButton *>(QStringLiteral("denyButton"))
                    ->isVisibleTo(systemCard.get()));
        QVERIFY(!systemCard->findChild<QPushButton *>(QStringLiteral("allowAlwaysButton"))
                     ->isVisibleTo(systemCard.get()));
        screenshot(systemCard.get(), QStringLiteral("approvals-system-agent-card"), {620, 420});
        QSignalSpy decided(systemCard.get(), &ui::ApprovalDetailCard::decisionRequested);
        systemCard->show();
        QVERIFY(QTest::qWaitForWindowExposed(systemCard.get()));
        QVERIFY(test::clickButton(systemCard.get(), QStringLiteral("allowOnceButton")));
        QCOMPARE(decided.count(), 1);
        QCOMPARE(decided.first().at(1).value<toolgate::core::ApprovalDecision>(),
                 toolgate::core::ApprovalDecision::AllowOnce);

        const auto exec = parse(
            R"({"approvalKind": "exec", "id": "x1", "request": {)"
            R"( "command": "curl -X POST https://pay.example/charge",)"
            R"( "commandArgv": ["curl", "-X", "POST", "https://pay.example/charge"],)"
            R"( "commandPreview": "curl POST pay.example", "commandSpans": [{"start": 8, "end": 12}],)"
            R"( "scope": {"kind": "payment", "amount": "12.00"}, "cwd": "/srv",)"
            R"( "cronExecutionSource": {"jobId": "nightly-billing"}, "cronOperationBinding": "op-7",)"
            R"( "agentId": "billing", "allowedDecisions": ["allow-once", "deny"]}})");
        auto [execCard, execText] = shown(exec);
        for (const char *expected :
             {"Makes a payment", "curl POST pay.example", "nightly-billing", "op-7"})
            QVERIFY2(execText.contains(QLatin1String(expected)), qPrintable(execText));
        auto *headline = execCard->findChild<QLabel *>(QStringLiteral("cardHeadline"));
        QCOMPARE(headline->textFormat(), Qt::RichText);
        QVERIFY2(headline->text().contains(QLatin1String("\">POST</span>")),
                 qPrintable(headline->text()));

        const auto plugin = parse(
            R"({"approvalKind": "plugin", "id": "plugin:p", "request": {)"
            R"( "title": "Open an issue", "description": "d", "detail": "Creates a GitHub issue",)"
            R"( "mcpTool": {"server": "github", "tool": "create_issue"}, "scope": "external-post"}})");
        const QString pluginText = shown(plugin).second;
        for (const char *expected :
             {"Creates a GitHub issue", "github/create_issue", "Posts to an external service"})
            QVERIFY2(pluginText.contains(QLatin1String(expected)), qPrintable(pluginText));
        QCOMPARE(ui::ApprovalDetailCard::scopeText(QStringLiteral("teleport")),
                 QStringLiteral("teleport"));
    }

    void trayCountsPendingAndCoalescesABurst() {
        ui::ApprovalTray *tray = m_screen->tray();
        // Fixture, not input: the switch is a remembered setting, and its box is hidden while
        // the inbox is empty.
        tray->setDoNotDisturb(false);
        const int before = tray->notificationCount();
        const QString first = raise(QStringLiteral("npm test"));
        raise(QStringLiteral("make build"));
        raise(QStringLiteral("cargo test"));
        QTRY_COMPARE(tray->pendingCount(), 3);
        // Three requests arriving together make one notification, about the oldest.
        QTRY_COMPARE(tray->notificationCount(), before + 1);
        QCOMPARE(tray->lastNotifiedId(), first);
        QSignalSpy opened(tray, &ui::ApprovalTray::openRequested);
        QVERIFY(setDoNotDisturb(true));
        raise(QStringLiteral("ls"));
        QTRY_COMPARE(tray->pendingCount(), 4);
        QTRY_VERIFY(!tray->hasQueuedNotification()); // its burst window has closed
        QCOMPARE(tray->notificationCount(), before + 1);
        QCOMPARE(opened.count(), 0);
        QVERIFY(setDoNotDisturb(false));
    }

    void batchDecidesEachOnce() {
        QStringList similar;
        for (int i = 0; i < 4; ++i) {
            similar << raise(QStringLiteral("npm test --shard=%1").arg(i));
            m_gateway->clock()->advanceBy(10);
        }
        const QString other = raise(QStringLiteral("ls -la"));
        const QString otherAgent =
            raise(QStringLiteral("npm test --shard=9"), 120000, QStringLiteral("worker"));
        QTRY_COMPARE(model()->rowCount(), 6);

        QVERIFY(clickRequest(similar.first()));
        // S selects the alike requests, B opens the batch for them.
        QTest::keyClick(view(), Qt::Key_S);
        QCOMPARE(view()->selectionModel()->selectedRows().size(), similar.size());
        QTest::keyClick(view(), Qt::Key_B);
        ui::BatchDialog *dialog = m_screen->batchDialog();
        QVERIFY(dialog);
        QStringList ids = dialog->ids();
        ids.sort();
        QStringList expected = similar;
        expected.sort();
        QCOMPARE(ids, expected); // same agent and shape only
        QVERIFY(test::chooseItem(dialog->findChild<QComboBox *>(QStringLiteral("batchDecision")),
                                 QStringLiteral("deny")));
        auto *apply = dialog->findChild<QPushButton *>(QStringLiteral("batchApply"));
        QTest::mouseClick(apply, Qt::LeftButton);
        QTest::mouseClick(apply, Qt::LeftButton); // no effect
        for (const QString &id : similar) {
            QTRY_COMPARE(m_decisions.value(id), QStringList{QStringLiteral("deny")});
            QTRY_COMPARE(stateOf(id), int(ApprovalState::ResolvedHere));
            QCOMPARE(service()->resolveRequestCount(id), 1);
        }
        auto *items = dialog->findChild<QTreeWidget *>(QStringLiteral("batchItems"));
        for (int i = 0; i < items->topLevelItemCount(); ++i)
            QTRY_COMPARE(items->topLevelItem(i)->text(1), QStringLiteral("Deny: done"));
        QCOMPARE(stateOf(other), int(ApprovalState::Pending));
        QCOMPARE(stateOf(otherAgent), int(ApprovalState::Pending));
        QVERIFY(!m_decisions.contains(other));
    }

    // A batch with a high-risk request preselects nothing and Enter applies nothing; choosing
    // allow always shows what the gateway stores, as a single Shift+A does.
    void highRiskBatchWaitsForAChosenDecision() {
        const QStringList ids{raise(QStringLiteral("rm -rf build")),
                              raise(QStringLiteral("rm -rf dist"))};
        QTRY_COMPARE(model()->rowCount(), 2);
        QVERIFY(clickRequest(ids.first()));
        QVERIFY(clickRequest(ids.last(), Qt::ControlModifier));
        QTest::keyClick(view(), Qt::Key_B);
        ui::BatchDialog *dialog = m_screen->batchDialog();
        QVERIFY(dialog);
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        auto *decision = dialog->findChild<QComboBox *>(QStringLiteral("batchDecision"));
        auto *apply = dialog->findChild<QPushButton *>(QStringLiteral("batchApply"));
        QVERIFY(!decision->currentData().isValid());
        QVERIFY(!apply->isEnabled());
        QVERIFY(!apply->isDefault());
        QTest::keyClick(dialog, Qt::Key_Return);
        QTest::qWait(50);
        for (const QString &id : ids)
            QVERIFY(!m_decisions.contains(id));

        auto *stored = dialog->findChild<QLabel *>(QStringLiteral("batchAllowAlwaysStored"));
        QVERIFY(!stored->isVisible());
        QVERIFY(test::chooseItem(decision, QStringLiteral("allow-always")));
        QVERIFY(stored->isVisible());
        QVERIFY2(stored->text().contains(QStringLiteral("bound to exactly this command line")),
                 qPrintable(stored->text()));
        QVERIFY2(stored->text().contains(QStringLiteral("other 1 request(s) of this shape")),
                 qPrintable(stored->text()));
        QVERIFY(apply->isEnabled());
        QCOMPARE(apply->text(), QStringLiteral("Allow always for all"));
        QVERIFY(test::chooseItem(decision, QStringLiteral("deny")));
        QVERIFY(!stored->isVisible());
        QTest::mouseClick(apply, Qt::LeftButton);
        for (const QString &id : ids)
            QTRY_COMPARE(m_decisions.value(id), QStringList{QStringLiteral("deny")});
    }

    // A selection of different commands: the pre-flight lists every shape with its count, the
    // risky ones first, and never claims they all share one shape.
    void batchSummaryOfAMixedSelectionListsEveryShape() {
        const QStringList ids{raise(QStringLiteral("make -j4")),
                              raise(QStringLiteral("make -j8")),
                              raise(QStringLiteral("git status")),
                              raise(QStringLiteral("rm -rf build")),
                              raise(QStringLiteral("curl -X POST https://hooks.example/deploy")),
                              raise(QStringLiteral("make -j2"))};
        QTRY_COMPARE(model()->rowCount(), 6);
        // Click the first row, Ctrl+click the others: the owner's own selection.
        QVERIFY(clickRequest(ids.first()));
        for (qsizetype i = 1; i < ids.size(); ++i)
            QVERIFY(clickRequest(ids.at(i), Qt::ControlModifier));
        QCOMPARE(view()->selectionModel()->selectedRows().size(), 6);
        QTest::mouseClick(m_screen->findChild<QPushButton *>(QStringLiteral("approvalBatchButton")),
                          Qt::LeftButton);
        ui::BatchDialog *dialog = m_screen->batchDialog();
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());

        const QString summary = dialog->findChild<QLabel *>(QStringLiteral("batchSummary"))->text();
        QVERIFY2(!summary.contains(QStringLiteral("all of the shape")), qPrintable(summary));
        QVERIFY2(summary.contains(QStringLiteral("in 4 different command shapes")),
                 qPrintable(summary));
        QVERIFY(summary.contains(QStringLiteral("high risk")));
        auto *shapes = dialog->findChild<QTreeWidget *>(QStringLiteral("batchShapes"));
        QStringList rows;
        for (int i = 0; i < shapes->topLevelItemCount(); ++i) {
            const QTreeWidgetItem *row = shapes->topLevelItem(i);
            rows << row->text(0) + QStringLiteral(" | ") + row->text(1) + QStringLiteral(" | ") +
                        row->text(2);
        }
        QCOMPARE(rows,
                 (QStringList{QStringLiteral("1 | rm -rf <arg> | High: deletes or overwrites data"),
                              QStringLiteral("1 | curl -X <arg> | High: sends data over the "
                                             "network; uses the network"),
                              QStringLiteral("3 | make -j <arg> | none found"),
                              QStringLiteral("1 | git status | none found")}));
        auto *items = dialog->findChild<QTreeWidget *>(QStringLiteral("batchItems"));
        QCOMPARE(items->topLevelItemCount(), 6);
        QCOMPARE(items->topLevelItem(0)->text(0), QStringLiteral("rm -rf build"));
        screenshot(dialog, QStringLiteral("approvals-batch-mixed"), {760, 520});

        // Deny them all: each request gets exactly one decision.
        auto *decision = dialog->findChild<QComboBox *>(QStringLiteral("batchDecision"));
        QVERIFY(test::chooseItem(decision, QStringLiteral("deny")));
        QTest::mouseClick(dialog->findChild<QPushButton *>(QStringLiteral("batchApply")),
                          Qt::LeftButton);
        for (const QString &id : ids) {
            QTRY_COMPARE(m_decisions.value(id), QStringList{QStringLiteral("deny")});
            QCOMPARE(service()->resolveRequestCount(id), 1);
        }
    }
};

QTEST_MAIN(TestApprovals)
#include "tst_approvals.moc"
