// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>

class QAction;

namespace toolgate::gateway {
class ConnectionManager;
namespace demo {
class DemoGateway;
struct DemoScenario;
} // namespace demo
} // namespace toolgate::gateway
namespace toolgate::ui {
class MainWindow;
class PresentationMode;
} // namespace toolgate::ui

namespace toolgate::app {

// The console's hold on its embedded demo gateway: View > Demo Scenario plays a scenario
// (starting the demo first when the console was not started with --demo, its waiting requests
// recorded as gone, never decided), its config opens linked to the demo, and Start Demo on the
// first-run screens is offered only while no demo runs. The app owns the gateway; this wires it.
class DemoControl final : public QObject {
public:
    // The scenario Start Demo plays.
    static constexpr const char *kDefaultScenario = "multi-agent";

    DemoControl(gateway::demo::DemoGateway &demo, gateway::ConnectionManager &connections,
                ui::MainWindow &window);

    // Fills View > Demo Scenario and follows its choices and the Start Demo action.
    void wire(ui::PresentationMode *presentation, const QString &currentScenario);
    // Plays `name` (a built-in scenario); false with a message box when the demo cannot start.
    bool play(const QString &name);
    // Opens the scenario's config at once, linked to the demo gateway as soon as that connects.
    void openConfig(const gateway::demo::DemoScenario &scenario);

private:
    gateway::demo::DemoGateway &m_demo;
    gateway::ConnectionManager &m_connections;
    ui::MainWindow &m_window;
    QAction *m_start = nullptr;
};

} // namespace toolgate::app
