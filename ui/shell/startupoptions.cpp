// SPDX-License-Identifier: MIT
#include "ui/shell/startupoptions.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace toolgate::ui {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(toolgate::ui::StartupOptions)
};
} // namespace

StartupOptions StartupOptions::parse(const QStringList &arguments) {
    // `--demo=NAME` is accepted as well as `--demo NAME`; QCommandLineParser has no optional
    // values.
    QStringList args;
    for (const QString &argument : arguments) {
        if (argument.startsWith(QLatin1String("--demo="))) {
            args << QStringLiteral("--demo") << argument.mid(7);
        } else {
            args << argument;
        }
    }

    QCommandLineParser parser;
    parser.setApplicationDescription(Tr::tr("Toolgate — a console for OpenClaw's tool system."));
    const QCommandLineOption help = parser.addHelpOption();
    const QCommandLineOption version = parser.addVersionOption();
    const QCommandLineOption demo(QStringLiteral("demo"),
                                  Tr::tr("Start the built-in demo gateway, optionally with the "
                                         "named scenario."));
    const QCommandLineOption lang(QStringLiteral("lang"),
                                  Tr::tr("User interface language, e.g. en or zh_CN."),
                                  Tr::tr("language"));
    const QCommandLineOption theme(
        QStringLiteral("theme"),
        Tr::tr("Colour theme for this run: system (follow the desktop), light, dark or "
               "high-contrast."),
        Tr::tr("theme"));
    const QCommandLineOption config(QStringLiteral("config"),
                                    Tr::tr("Open this openclaw.json at start-up."), Tr::tr("file"));
    const QCommandLineOption tools(
        QStringLiteral("tools"),
        Tr::tr("Evaluate against this tool list (JSON array of {name, pluginId}) instead of the "
               "core catalog."),
        Tr::tr("file"));
    parser.addOption(tools);
    const QCommandLineOption screen(
        QStringLiteral("screen"),
        Tr::tr("Start on this screen: policy, pipeline, matrix, loops, approvals, schemas or "
               "connections."),
        Tr::tr("name"));
    const QCommandLineOption agent(QStringLiteral("agent"),
                                   Tr::tr("Show the pipeline for this agent."), Tr::tr("id"));
    const QCommandLineOption explain(
        QStringLiteral("explain"), Tr::tr("Open the explain panel for this tool."), Tr::tr("tool"));
    const QCommandLineOption connectUrl(
        QStringLiteral("connect"),
        Tr::tr("Open the console on this gateway (ws:// or wss://), adding it to the "
               "connections if it is new."),
        QStringLiteral("URL"));
    const QCommandLineOption tokenFile(
        QStringLiteral("token-file"),
        Tr::tr("With --connect: the file holding the gateway token (stored as the Connections "
               "screen stores it)."),
        QStringLiteral("FILE"));
    const QCommandLineOption fingerprint(QStringLiteral("tls-fingerprint"),
                                         Tr::tr("With --connect: trust this wss:// certificate."),
                                         QStringLiteral("sha256:HEX"));
    parser.addOption(connectUrl);
    parser.addOption(tokenFile);
    parser.addOption(fingerprint);
    parser.addOption(screen);
    parser.addOption(agent);
    parser.addOption(explain);
    parser.addOption(demo);
    parser.addOption(lang);
    parser.addOption(theme);
    parser.addOption(config);
    parser.addPositionalArgument(QStringLiteral("scenario"), Tr::tr("Demo scenario (with --demo)."),
                                 QStringLiteral("[scenario]"));

    StartupOptions options;
    if (!parser.parse(args)) {
        options.error = parser.errorText();
        return options;
    }
    if (parser.isSet(help)) {
        parser.showHelp(0);
    }
    if (parser.isSet(version)) {
        parser.showVersion();
    }
    options.demo = parser.isSet(demo);
    options.language = parser.value(lang);
    if (parser.isSet(theme)) {
        options.theme = themeChoiceFromName(parser.value(theme));
        if (!options.theme) {
            options.error = Tr::tr("Unknown theme \"%1\": use system, light, dark or "
                                   "high-contrast.")
                                .arg(parser.value(theme));
            return options;
        }
    }
    options.configPath = parser.value(config);
    options.toolsPath = parser.value(tools);
    options.screen = parser.value(screen);
    options.agent = parser.value(agent);
    options.explain = parser.value(explain);
    options.connectUrl = parser.value(connectUrl);
    options.tokenFile = parser.value(tokenFile);
    options.tlsFingerprint = parser.value(fingerprint);
    if (options.connectUrl.isEmpty() &&
        (!options.tokenFile.isEmpty() || !options.tlsFingerprint.isEmpty())) {
        options.error = Tr::tr("--token-file and --tls-fingerprint go with --connect URL.");
        return options;
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.size() > 1 || (!positional.isEmpty() && !options.demo)) {
        options.error = Tr::tr("Unexpected argument: %1").arg(positional.constLast());
        return options;
    }
    options.demoScenario = positional.value(0);
    return options;
}

} // namespace toolgate::ui
