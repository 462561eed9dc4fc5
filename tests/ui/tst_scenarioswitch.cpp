// SPDX-License-Identifier: MIT
// Switching the demo scenario while one of its agents waits for an approval: the request ends on
// the gateway (it is no longer pending anywhere), deciding it from the keyboard afterwards is a
// harmless "already resolved", and no callback of the old scenario runs later — expiry included.
#include "approvals/approvalhistory.h"
#include "connections/connectionregistry.h"
#include "demo/democlock.h"
#include "demo/demogateway.h"
#include "demo/demoplayer.h"
#include "demo/demoscenario.h"
#include "failonwarning.h"
#include "gateway/approvalservice.h"
#include "gateway/connectionmanager.h"
#include "gateway/gatewayclient.h"
#include "models/approvallistmodel.h"
#include "ui/approvals/approvalsscreen.h"
#include "widgetdriver.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

#include <memory>

using namespace toolgate;
using core::ApprovalListModel;
using core::ApprovalState;
using gateway::demo::DemoClock;
using gateway::demo::DemoGateway;

namespace {
const QString kDemo = core::ConnectionRegistry::builtinDemoId();

gateway::demo::DemoScenario scenarioNamed(const QString &name) {
    auto scenario = gateway::demo::resolveDemoScenario(name);
    return scenario ? scenario.value() : gateway::demo::DemoScenario{};
}
} // namespace

class TestScenarioSwitch : public QObject {
    Q_OBJECT

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<DemoGateway> m_gateway;
    std::unique_ptr<core::ConnectionRegistry> m_registry;
    std::unique_ptr<core::ApprovalHistory> m_history;
    std::unique_ptr<gateway::ConnectionManager> m_connections;
    std::unique_ptr<ui::ApprovalsScreen> m_screen;

    ApprovalListModel *model() const { return m_screen->model(); }

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void init() {
        toolgate::test::failOnAnyWarning();
        m_dir = std::make_unique<QTemporaryDir>();
        m_gateway = std::make_unique<DemoGateway>();
        const auto scenario = scenarioNamed(QStringLiteral("everyday-coding"));
        QVERIFY(!scenario.agents.isEmpty());
        m_gateway->setScenario(scenario);
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
        connect(m_connections.get(), &gateway::ConnectionManager::sessionAdded, this,
                [this](const QString &id) {
                    DemoClock *clock = m_gateway->clock();
                    m_connections->service(id)->setClock([clock] { return clock->nowMs(); });
                });
        m_screen = std::make_unique<ui::ApprovalsScreen>(
            ui::ScreenContext{nullptr, nullptr, nullptr, m_connections.get()});
        QVERIFY(m_connections->connectTo(kDemo).hasValue());
        QTRY_VERIFY(m_connections->client(kDemo)->isConnected());
        QTRY_VERIFY(m_connections->service(kDemo)->isSynced());
        m_screen->resize(1024, 700);
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

    void pendingRequestOfOldScenarioEndsAndDenyIsHarmless() {
        // Play everyday-coding until an agent waits on an approval (the "make -j4" request).
        QTRY_VERIFY(m_gateway->player()->isStarted());
        for (int step = 0; step < 200 && m_gateway->pendingApprovalIds().isEmpty(); ++step)
            QVERIFY(m_gateway->clock()->advanceToNext());
        const QStringList pending = m_gateway->pendingApprovalIds();
        QCOMPARE(pending.size(), 1);
        const QString id = pending.first();
        QTRY_VERIFY(model()->rowOf(id) >= 0);

        // View > Demo Scenario > another one, as main() does it: the console ends the demo's
        // waiting requests itself, then switches.
        QCOMPARE(m_connections->service(kDemo)->endPending(QStringLiteral("scenario-switched")), 1);
        m_gateway->setScenario(scenarioNamed(QStringLiteral("multi-agent")));
        m_gateway->play();
        QVERIFY(!m_gateway->pendingApprovalIds().contains(id));
        QTRY_COMPARE(
            model()->index(model()->rowOf(id), 0).data(ApprovalListModel::StateRole).toInt(),
            int(ApprovalState::Gone));
        // Recorded as gone, decided by nobody; the gateway's own "deny" event changes nothing.
        QVERIFY(recordedAsGone(id, QStringLiteral("scenario-switched")));

        // The user still selects it and presses d: nothing crashes, nothing is pending again.
        QVERIFY(test::clickRowAt(m_screen->inboxView(), model()->rowOf(id),
                                 ApprovalListModel::RequestColumn));
        QTest::keyClick(m_screen->inboxView(), Qt::Key_D);
        QTest::keyClick(m_screen->inboxView(), Qt::Key_D, Qt::ShiftModifier);
        // The old request's deadline (30 min for exec) passes while the new scenario plays.
        m_gateway->clock()->advanceBy(31 * 60 * 1000);
        QVERIFY(!m_gateway->pendingApprovalIds().contains(id));
        QVERIFY(m_connections->client(kDemo)->isConnected());
    }

    // A gateway that ends a request well before its deadline (a run aborted, the demo switched
    // without the console's knowledge) sends "deny" by nobody: gone, never a decision.
    void requestEndedEarlyByTheGatewayIsGoneNotDenied() {
        QTRY_VERIFY(m_gateway->player()->isStarted());
        for (int step = 0; step < 200 && m_gateway->pendingApprovalIds().isEmpty(); ++step)
            QVERIFY(m_gateway->clock()->advanceToNext());
        QCOMPARE(m_gateway->pendingApprovalIds().size(), 1);
        const QString id = m_gateway->pendingApprovalIds().first();
        QTRY_VERIFY(model()->rowOf(id) >= 0);
        m_gateway->setScenario(scenarioNamed(QStringLiteral("multi-agent")));
        QTRY_COMPARE(
            model()->index(model()->rowOf(id), 0).data(ApprovalListModel::StateRole).toInt(),
            int(ApprovalState::Gone));
        QVERIFY(recordedAsGone(id, QStringLiteral("ended-by-gateway")));
    }

private:
    bool recordedAsGone(const QString &id, const QString &reason) {
        core::HistoryFilter filter;
        filter.text = id;
        const auto records = m_history->search(filter);
        if (!records || records->size() != 1) {
            qWarning("expected one history record for %s", qPrintable(id));
            return false;
        }
        const core::HistoryRecord &r = records->front();
        if (r.state != QLatin1String("gone") || !r.decision.isEmpty() || r.reason != reason) {
            qWarning("recorded as %s / %s / %s", qPrintable(r.state), qPrintable(r.decision),
                     qPrintable(r.reason));
            return false;
        }
        return true;
    }
};

QTEST_MAIN(TestScenarioSwitch)
#include "tst_scenarioswitch.moc"
