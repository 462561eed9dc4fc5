// SPDX-License-Identifier: MIT
// Wires the console together: options, translations, theme, the policy workspace, the document,
// the gateways (and the demo gateway) and the main window. Nothing here is reached globally;
// objects are passed down.
#include "connections/connectionregistry.h"
#include "demo/demogateway.h"
#include "demo/demoscenario.h"
#include "democontrol.h"
#include "firstpaint.h"
#include "gateway/connectionmanager.h"
#include "heaptrim.h"
#include "models/policyworkspace.h"
#include "policy/policycase.h"
#include "startupheap.h"
#include "ui/connections/connectoption.h"
#include "ui/document/recentfiles.h"
#include "ui/pipeline/contextbar.h"
#include "ui/pipeline/pipelinescreen.h"
#include "ui/shell/applicationidentity.h"
#include "ui/shell/connectionindicator.h"
#include "ui/shell/consoleservices.h"
#include "ui/shell/consolesettings.h"
#include "ui/shell/languagechange.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/presentation.h"
#include "ui/shell/screen.h"
#include "ui/shell/startupoptions.h"
#include "ui/shell/themecontroller.h"
#include "ui/shell/translations.h"
#include "util/jsonio.h"

#include <QApplication>
#include <QDir>
#include <QStandardPaths>
#include <QTextStream>

namespace {

using namespace toolgate;

// The tool list to evaluate: a file from --tools (kept even when a gateway reports its catalog),
// else the core catalog plus `pluginTools` until a gateway reports its own.
bool loadTools(core::PolicyWorkspace &workspace, const QString &path,
               const std::vector<core::PolicyTool> &pluginTools) {
    if (path.isEmpty()) {
        std::vector<core::PolicyTool> tools = core::PolicyWorkspace::catalogTools();
        tools.insert(tools.end(), pluginTools.begin(), pluginTools.end());
        workspace.setTools(std::move(tools));
        return true;
    }
    core::Result<core::Json> json = core::readJsonFile(path);
    if (!json) {
        QTextStream(stderr) << json.error().toString() << '\n';
        return false;
    }
    core::Result<std::vector<core::PolicyTool>> tools = core::parsePolicyTools(*json);
    if (!tools) {
        QTextStream(stderr) << tools.error().toString() << '\n';
        return false;
    }
    workspace.setTools(std::move(tools).value());
    workspace.setToolsPinned(true);
    return true;
}

// `--help` and `--version` only print, so they must work without a display (in a terminal over
// ssh, for help2man): no window will open, so the offscreen platform is enough.
void useOffscreenWhenOnlyPrinting(int argc, char *argv[]) {
    if (qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        return;
    for (int i = 1; i < argc; ++i) {
        const QByteArray arg(argv[i]);
        if (arg == "--help" || arg == "-h" || arg == "--help-all" || arg == "--version" ||
            arg == "-v") {
            qputenv("QT_QPA_PLATFORM", "offscreen");
            return;
        }
    }
}

} // namespace

int main(int argc, char *argv[]) {
    toolgate::app::reserveStartupHeap(); // before Qt builds the window's many small objects
    useOffscreenWhenOnlyPrinting(argc, argv);
    QApplication app(argc, argv);
    toolgate::app::trimHeapWhileRunning(&app);
    using namespace toolgate::ui;
    applyApplicationIdentity(app);
    // Translations first so the parser's own messages are translated; `--lang` is peeked here.
    const QStringList arguments = QApplication::arguments();
    QString language;
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        if (arguments.at(i) == QLatin1String("--lang") && i + 1 < arguments.size())
            language = arguments.at(i + 1);
        else if (arguments.at(i).startsWith(QLatin1String("--lang=")))
            language = arguments.at(i).mid(7);
    }
    Translations::install(app, language);

    StartupOptions options = StartupOptions::parse(arguments);
    if (!options.error.isEmpty()) {
        QTextStream(stderr) << options.error << '\n';
        return 2;
    }

    // --theme for this run, else what View > Theme saved; `system` asks the desktop portal
    // without waiting for it.
    ThemeController themes(
        app, options.theme.value_or(
                 themeChoiceFromName(ConsoleSettings::theme()).value_or(ThemeChoice::System)));
    // Saved gateways (tokens in a user-only file), the approval history toolgate-cli shares and
    // the connections; nothing connects yet.
    ConsoleServices console(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation),
                            gateway::GatewayOptions::defaultIdentityPath());
    for (const QString &problem : console.startupProblems())
        QTextStream(stderr) << problem << '\n';
    gateway::ConnectionManager &connections = console.connections;
    core::ConnectionRegistry &registry = console.registry;

    std::optional<gateway::demo::DemoScenario> scenario;
    if (options.demo) {
        const QString name =
            options.demoScenario.isEmpty() ? QStringLiteral("multi-agent") : options.demoScenario;
        core::Result<gateway::demo::DemoScenario> loaded = gateway::demo::resolveDemoScenario(name);
        if (!loaded) {
            QTextStream(stderr) << loaded.error().toString() << '\n';
            return 2;
        }
        scenario = std::move(loaded).value();
    }
    std::vector<core::PolicyTool> pluginTools;
    if (scenario) {
        for (const QString &tool : scenario->plugin.tools)
            pluginTools.push_back({tool.toStdString(), scenario->plugin.id.toStdString()});
    }
    if (!loadTools(console.workspace, options.toolsPath, pluginTools))
        return 2;

    // With --demo, the embedded demo gateway on loopback is the built-in entry.
    toolgate::gateway::demo::DemoGateway demo;
    if (scenario) {
        demo.setScenario(*scenario);
        if (auto started = demo.start(); !started) {
            QTextStream(stderr) << started.error().toString() << '\n';
            return 1;
        }
        registry.setBuiltinDemo(demo.url().toString(), demo.token());
    }
    // Only the screen shown first is built before the first paint; the rest follow right after.
    ScreenContext context = console.screenContext();
    context.themes = &themes;
    MainWindow window(&console.document, &console.recentFiles, context,
                      MainWindow::ScreenBuild::ShownFirst);
    const auto showConnections = [&connections, &window] {
        // All gateways at once, not the last one touched.
        const auto s = connections.summary();
        using State = ConnectionIndicator::State;
        State state = State::Offline;
        if (s.total > 0 && s.connected == s.total)
            state = s.demoOnly ? State::Demo : State::Connected;
        else if (s.waiting > 0 || s.failed > 0)
            state = State::Lost;
        else if (s.total > 0)
            state = State::Connecting;
        window.connectionIndicator()->setState(state, s.text,
                                               s.total > 1 ? ConnectionIndicator::Detail::Sentence
                                                           : ConnectionIndicator::Detail::Name);
    };
    QObject::connect(&connections, &toolgate::gateway::ConnectionManager::statusChanged, &window,
                     showConnections);
    // The summary ("2 of 3 gateways connected") is worded in the language of the moment.
    toolgate::ui::retranslateWith(&window, showConnections);
    if (!options.connectUrl.isEmpty()) {
        const auto adopted = toolgate::ui::adoptConnection(
            connections, options.connectUrl, options.tokenFile, options.tlsFingerprint);
        if (!adopted) {
            QTextStream(stderr) << "toolgate: --connect: " << adopted.error().toString() << '\n';
            return 2;
        }
        if (options.screen.isEmpty())
            options.screen = QStringLiteral("approvals");
    }
    for (const toolgate::core::ConnectionEntry &entry : registry.entries()) {
        // A connection that cannot start (a bad saved pin) says so on the Connections screen.
        if (auto started = connections.connectTo(entry.id); !started)
            QTextStream(stderr) << started.error().toString() << '\n';
    }
    window.restoreWindowState();
    // View > Demo Scenario and Start Demo play a scenario on the demo gateway (started first
    // when the console was not started with --demo) and open its config.
    auto *demoControl = new toolgate::app::DemoControl(demo, connections, window);
    demoControl->wire(window.findChild<PresentationMode *>(),
                      scenario ? scenario->name : QString());
    if (!options.configPath.isEmpty())
        window.openFile(options.configPath);
    else if (scenario)
        demoControl->openConfig(*scenario);
    toolgate::app::reportFirstPaint(&window); // only under `toolgate-cli bench startup`
    window.show();

    const auto pipeline = [&window] {
        (void)window.screens(); // the options below reach into screens that may not be built yet
        return window.findChild<PipelineScreen *>(QStringLiteral("pipelineScreen"));
    };
    if (!options.agent.isEmpty())
        pipeline()->contextBar()->setAgent(options.agent);
    if (!options.screen.isEmpty()) {
        const QString wanted =
            options.screen == QLatin1String("matrix") ? QStringLiteral("pipeline") : options.screen;
        const QList<Screen *> screens = window.screens();
        for (int i = 0; i < screens.size(); ++i) {
            if (screens.at(i)->objectName() == wanted + QLatin1String("Screen"))
                window.showScreen(i);
        }
        pipeline()->showMatrix(options.screen == QLatin1String("matrix"));
    }
    if (!options.explain.isEmpty())
        pipeline()->explainTool(options.explain);
    return QApplication::exec();
}
