// SPDX-License-Identifier: MIT
// A first run without --demo: the Connections, Policy and Pipeline screens offer Start Demo; one
// click starts the embedded demo gateway, connects to it, opens its config linked to it, and the
// button is no longer offered. View > Demo Scenario does the same for any scenario (never a
// silent tick), and a switch records the old scenario's waiting requests as gone.
#include "connections/connectionregistry.h"
#include "demo/demogateway.h"
#include "democontrol.h"
#include "failonwarning.h"
#include "gateway/connectionmanager.h"
#include "gateway/gatewayclient.h"
#include "models/connectionlistmodel.h"
#include "models/looprunmodel.h"
#include "models/policyworkspace.h"
#include "ui/connections/connectionsscreen.h"
#include "ui/document/documentcontroller.h"
#include "ui/document/gatewayconfiglink.h"
#include "ui/document/recentfiles.h"
#include "ui/loops/loopsscreen.h"
#include "ui/shell/actionregistry.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/presentation.h"
#include "ui/shell/screen.h"
#include "ui/shell/translations.h"
#include "widgetdriver.h"

#include <QAction>
#include <QMenu>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace toolgate;

namespace {
const QString kDemo = core::ConnectionRegistry::builtinDemoId();

// The visible "Start Demo" button on a screen, if any.
QPushButton *startButton(QWidget *screen) {
    for (QPushButton *button : screen->findChildren<QPushButton *>())
        if (button->text().remove(u'&') == QLatin1String("Start Demo") &&
            button->isVisibleTo(screen))
            return button;
    return nullptr;
}
} // namespace

class TestDemoStart : public QObject {
    Q_OBJECT

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<gateway::demo::DemoGateway> m_demo;
    std::unique_ptr<core::ConnectionRegistry> m_registry;
    std::unique_ptr<gateway::ConnectionManager> m_connections;
    std::unique_ptr<core::PolicyWorkspace> m_workspace;
    std::unique_ptr<ui::DocumentController> m_document;
    std::unique_ptr<ui::RecentFiles> m_recent;
    std::unique_ptr<ui::MainWindow> m_window;

    ui::Screen *screenNamed(const QString &name) const {
        for (ui::Screen *screen : m_window->screens())
            if (screen->objectName() == name)
                return screen;
        return nullptr;
    }

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void init() {
        toolgate::test::failOnAnyWarning();
        m_dir = std::make_unique<QTemporaryDir>();
        m_demo = std::make_unique<gateway::demo::DemoGateway>(); // not started: no --demo
        m_registry = std::make_unique<core::ConnectionRegistry>(m_dir->path());
        m_connections = std::make_unique<gateway::ConnectionManager>(
            m_registry.get(), m_dir->filePath(QStringLiteral("identity.json")));
        m_workspace = std::make_unique<core::PolicyWorkspace>();
        m_document = std::make_unique<ui::DocumentController>(m_workspace.get());
        m_recent = std::make_unique<ui::RecentFiles>();
        ui::ScreenContext services;
        services.connections = m_connections.get();
        m_window = std::make_unique<ui::MainWindow>(m_document.get(), m_recent.get(), services,
                                                    ui::MainWindow::ScreenBuild::AllNow);
        auto *control = new app::DemoControl(*m_demo, *m_connections, *m_window);
        control->wire(m_window->findChild<ui::PresentationMode *>(), QString());
        m_window->resize(1024, 700);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }

    void cleanup() {
        m_window.reset();
        m_recent.reset();
        m_document.reset();
        m_workspace.reset();
        m_connections.reset();
        m_registry.reset();
        m_demo.reset();
        m_dir.reset();
    }

    void firstRunScreensOfferStartDemo_data() {
        QTest::addColumn<QString>("screen");
        QTest::newRow("connections") << QStringLiteral("connectionsScreen");
        QTest::newRow("policy") << QStringLiteral("policyScreen");
        QTest::newRow("pipeline") << QStringLiteral("pipelineScreen");
    }
    void firstRunScreensOfferStartDemo() {
        QFETCH(QString, screen);
        ui::Screen *page = screenNamed(screen);
        QVERIFY(page);
        QVERIFY(test::clickNavigation(m_window.get(),
                                      static_cast<int>(m_window->screens().indexOf(page))));
        QPushButton *start = startButton(page);
        QVERIFY2(start, "no Start Demo button");
        QVERIFY(start->isEnabled());
        QTest::mouseClick(start, Qt::LeftButton);

        QVERIFY(m_demo->isListening());
        QTRY_VERIFY_WITH_TIMEOUT(
            m_connections->client(kDemo) && m_connections->client(kDemo)->isConnected(), 15000);
        QCOMPARE(m_document->source(), ui::DocumentController::Source::Demo);
        QTRY_VERIFY(m_window->configLink()->isLinked());
        // The Connections screen lists it (no longer "No gateways configured").
        auto *connectionsScreen =
            qobject_cast<ui::ConnectionsScreen *>(screenNamed(QStringLiteral("connectionsScreen")));
        QVERIFY(connectionsScreen);
        QCOMPARE(connectionsScreen->model()->rowCount(), 1);
        QCOMPARE(connectionsScreen->model()->idAt(0), kDemo);
        // Running now: no screen offers to start it again.
        QVERIFY(!m_window->actionRegistry()->action(QStringLiteral("demo.start"))->isVisible());
        for (const QString &name :
             {QStringLiteral("connectionsScreen"), QStringLiteral("policyScreen"),
              QStringLiteral("pipelineScreen")})
            QVERIFY2(!startButton(screenNamed(name)), qPrintable(name));
    }

    // The button shows the action's text without its mnemonic, in Chinese too ("(&D)").
    void startDemoButtonReadsWithoutMnemonic() {
        ui::Screen *page = screenNamed(QStringLiteral("connectionsScreen"));
        QVERIFY(startButton(page));
        QCOMPARE(ui::Translations::switchTo(QStringLiteral("zh_CN")), QStringLiteral("zh_CN"));
        QPushButton *chinese = nullptr;
        QTRY_VERIFY((chinese = [page] {
            for (QPushButton *b : page->findChildren<QPushButton *>())
                if (b->text() == QStringLiteral("启动演示"))
                    return b;
            return static_cast<QPushButton *>(nullptr);
        }()));
        ui::Translations::switchTo(QStringLiteral("en"));
        QTRY_VERIFY(startButton(page));
    }

    // View > Demo Scenario without --demo starts the demo with that scenario.
    void scenarioMenuStartsTheDemo() {
        auto *presentation = m_window->findChild<ui::PresentationMode *>();
        QAction *runaway = nullptr;
        for (QAction *scenario : presentation->scenarioMenu()->actions())
            if (scenario->data().toString() == QLatin1String("runaway-agent"))
                runaway = scenario;
        QVERIFY(runaway);
        runaway->trigger();
        QVERIFY(m_demo->isListening());
        QVERIFY(runaway->isChecked());
        QTRY_VERIFY_WITH_TIMEOUT(
            m_connections->client(kDemo) && m_connections->client(kDemo)->isConnected(), 15000);
        QCOMPARE(m_document->source(), ui::DocumentController::Source::Demo);

        // Switching to another scenario ends the runaway agent's runs in Loops under its name.
        auto *loops = qobject_cast<ui::LoopsScreen *>(screenNamed(QStringLiteral("loopsScreen")));
        QVERIFY(loops);
        QTRY_VERIFY_WITH_TIMEOUT(!loops->sources().isEmpty(), 15000);
        QAction *everyday = nullptr;
        for (QAction *scenario : presentation->scenarioMenu()->actions())
            if (scenario->data().toString() == QLatin1String("everyday-coding"))
                everyday = scenario;
        QVERIFY(everyday);
        everyday->trigger();
        QCOMPARE(loops->runModel()->index(0, 0).data().toString(),
                 QStringLiteral("Runaway agent (ended: scenario switched)"));
        QCOMPARE(loops->sources().first()->detection(), ui::LoopSource::Detection::Enabled);
    }
};

QTEST_MAIN(TestDemoStart)
#include "tst_demostart.moc"
