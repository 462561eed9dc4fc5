// SPDX-License-Identifier: MIT
#include "democontrol.h"

#include "connections/connectionregistry.h"
#include "demo/demogateway.h"
#include "demo/demoplayer.h"
#include "demo/demoscenario.h"
#include "gateway/approvalservice.h"
#include "gateway/connectionmanager.h"
#include "gateway/gatewayclient.h"
#include "ui/document/documentcontroller.h"
#include "ui/document/gatewayconfiglink.h"
#include "ui/loops/loopsscreen.h"
#include "ui/shell/actionregistry.h"
#include "ui/shell/errortext.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/presentation.h"

#include <QAction>
#include <QMenu>
#include <QMessageBox>

namespace toolgate::app {

namespace {

// The demo's scenarios for View > Demo Scenario (ui never reads the demo library itself).
QList<ui::PresentationMode::Scenario> scenarioChoices() {
    QList<ui::PresentationMode::Scenario> choices;
    for (const QString &name : gateway::demo::builtinDemoScenarios()) {
        const auto scenario = gateway::demo::resolveDemoScenario(name);
        choices.append({name, scenario ? scenario.value().title : name,
                        scenario ? scenario.value().description : QString()});
    }
    return choices;
}

} // namespace

DemoControl::DemoControl(gateway::demo::DemoGateway &demo, gateway::ConnectionManager &connections,
                         ui::MainWindow &window)
    : QObject(&window)
    , m_demo(demo)
    , m_connections(connections)
    , m_window(window) {}

void DemoControl::wire(ui::PresentationMode *presentation, const QString &currentScenario) {
    presentation->setScenarios(scenarioChoices());
    if (!currentScenario.isEmpty())
        presentation->setCurrentScenario(currentScenario);
    connect(presentation, &ui::PresentationMode::scenarioRequested, this,
            [this](const QString &name) { play(name); });
    m_start = m_window.actionRegistry()->action(QStringLiteral("demo.start"));
    if (!m_start)
        return;
    // As if picked in View > Demo Scenario: an unsaved config is offered for saving first.
    connect(m_start, &QAction::triggered, this, [presentation] {
        for (QAction *scenario : presentation->scenarioMenu()->actions())
            if (scenario->data().toString() == QLatin1String(kDefaultScenario))
                scenario->trigger();
    });
    m_start->setVisible(!m_demo.isListening());
}

bool DemoControl::play(const QString &name) {
    auto picked = gateway::demo::resolveDemoScenario(name);
    if (!picked) {
        QMessageBox::warning(&m_window, m_window.windowTitle(),
                             ui::ErrorText::describe(picked.error()));
        return false;
    }
    // Its agents' waiting requests end with it: gone, never decided.
    if (auto *approvals = m_connections.service(core::ConnectionRegistry::builtinDemoId()))
        approvals->endPending(QStringLiteral("scenario-switched"));
    // Its runs end in Loops too, under their own scenario's name.
    if (const auto *player = m_demo.player(); player && player->isStarted())
        for (ui::Screen *screen : m_window.screens())
            if (auto *loops = qobject_cast<ui::LoopsScreen *>(screen))
                loops->endScenarioRuns(player->scenario().title);
    m_demo.setScenario(*picked);
    if (!m_demo.isListening()) {
        if (auto started = m_demo.start(); !started) {
            QMessageBox::warning(&m_window, m_window.windowTitle(),
                                 ui::ErrorText::describe(started.error()));
            return false;
        }
        m_connections.setBuiltinDemo(m_demo.url().toString(), m_demo.token());
        (void)m_connections.connectTo(core::ConnectionRegistry::builtinDemoId());
    }
    if (m_start)
        m_start->setVisible(false);
    m_demo.play();
    openConfig(*picked);
    return true;
}

void DemoControl::openConfig(const gateway::demo::DemoScenario &scenario) {
    using Source = ui::DocumentController::Source;
    ui::GatewayConfigLink *link = m_window.configLink();
    const QString id = core::ConnectionRegistry::builtinDemoId();
    link->document()->openTree(scenario.config, Source::Demo, scenario.title);
    gateway::GatewayClient *client = m_connections.client(id);
    if (client && client->isConnected()) {
        link->attach(id, Source::Demo, scenario.title);
        return;
    }
    if (client)
        QObject::connect(
            client, &gateway::GatewayClient::connected, link,
            [link, id, title = scenario.title] {
                if (!link->isLinked() && link->document()->source() == Source::Demo)
                    link->attach(id, Source::Demo, title);
            },
            Qt::SingleShotConnection);
}

} // namespace toolgate::app
