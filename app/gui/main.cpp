// SPDX-License-Identifier: MIT
// Wires the console together: options, translations, theme, the document and the main window.
#include "approvals/approvalhistory.h"
#include "connections/connectionregistry.h"
#include "gateway/connectionmanager.h"
#include "gateway/demo/demogateway.h"
#include "gateway/demo/demoscenario.h"
#include "gateway/gatewayclient.h"
#include "ui/connectionindicator.h"
#include "ui/documentcontroller.h"
#include "ui/mainwindow.h"
#include "ui/recentfiles.h"
#include "ui/screen.h"
#include "ui/startupoptions.h"
#include "ui/theme.h"
#include "ui/translations.h"

#include <QApplication>
#include <QDir>
#include <QStandardPaths>
#include <QTextStream>

int main(int argc, char *argv[]) {
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("toolgate"));
    QApplication::setApplicationDisplayName(QStringLiteral("Toolgate"));
    QApplication::setOrganizationName(QStringLiteral("Toolgate"));
    QApplication::setApplicationVersion(QStringLiteral(TOOLGATE_VERSION));

    using namespace toolgate::ui;
    // Translations first: the parser's own messages are translated too. `--lang` is peeked here.
    const QStringList arguments = QApplication::arguments();
    QString language;
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        if (arguments.at(i) == QLatin1String("--lang") && i + 1 < arguments.size())
            language = arguments.at(i + 1);
        else if (arguments.at(i).startsWith(QLatin1String("--lang=")))
            language = arguments.at(i).mid(7);
    }
    Translations::install(app, language);

    const StartupOptions options = StartupOptions::parse(arguments);
    if (!options.error.isEmpty()) {
        QTextStream(stderr) << options.error << '\n';
        return 2;
    }

    Theme::apply(app);
    DocumentController document;
    RecentFiles recentFiles;
    // Gateways: saved connections (tokens in a user-only file), the approval history and, with
    // --demo, the embedded demo gateway on loopback as the built-in entry. All asynchronous.
    const QString dataDir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    toolgate::core::ConnectionRegistry registry(dataDir);
    if (auto loaded = registry.load(); !loaded)
        QTextStream(stderr) << loaded.error().toString() << '\n';
    auto history = toolgate::core::ApprovalHistory::open(
        QDir(dataDir).filePath(QStringLiteral("approval-history.sqlite")));
    if (!history)
        QTextStream(stderr) << history.error().toString() << '\n';
    toolgate::gateway::ConnectionManager connections(
        &registry, toolgate::gateway::GatewayOptions::defaultIdentityPath());
    if (history)
        connections.setHistory(history.value().get());
    toolgate::gateway::demo::DemoGateway demo;
    if (options.demo) {
        auto scenario = toolgate::gateway::demo::resolveDemoScenario(
            options.demoScenario.isEmpty() ? QStringLiteral("everyday-coding")
                                           : options.demoScenario);
        if (!scenario) {
            QTextStream(stderr) << scenario.error().toString() << '\n';
            return 2;
        }
        demo.setScenario(scenario.value());
        if (auto started = demo.start(); !started) {
            QTextStream(stderr) << started.error().toString() << '\n';
            return 1;
        }
        registry.setBuiltinDemo(demo.url().toString(), demo.token());
    }
    ScreenContext services;
    services.connections = &connections;
    MainWindow window(&document, &recentFiles, services);
    QObject::connect(&connections, &toolgate::gateway::ConnectionManager::statusChanged, &window,
                     [&connections, &window](const QString &id) {
                         auto *client = connections.client(id);
                         using State = ConnectionIndicator::State;
                         State state = State::Offline;
                         if (client && client->isConnected())
                             state = id == toolgate::core::ConnectionRegistry::builtinDemoId()
                                         ? State::Demo
                                         : State::Connected;
                         else if (client && client->state() ==
                                                toolgate::gateway::ConnectionState::WaitingToRetry)
                             state = State::Lost;
                         else if (client)
                             state = State::Connecting;
                         const auto *entry = connections.registry()->find(id);
                         window.connectionIndicator()->setState(
                             state, entry && entry->builtin ? entry->url : connections.displayName(id));
                     });
    for (const toolgate::core::ConnectionEntry &entry : registry.entries())
        (void)connections.connectTo(entry.id);
    window.restoreWindowState();
    if (!options.configPath.isEmpty())
        window.openFile(options.configPath);
    window.show();
    return QApplication::exec();
}
