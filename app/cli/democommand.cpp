// SPDX-License-Identifier: MIT
#include "clicommon.h"
#include "cliparser.h"

#include "demo/democlock.h"
#include "demo/demogateway.h"
#include "demo/demoscenario.h"
#include "util/json.h"

#include <QCoreApplication>

namespace toolgate::cli {

using toolgate::gateway::demo::DemoGateway;

namespace {

int serve(const QStringList &args) {
    CliParser p(QStringLiteral("demo serve"),
                QStringLiteral("Runs the demo gateway headless and prints {url, token, port, "
                               "scenario} as one JSON line once it listens."));
    p.addPositional(QStringLiteral("SCENARIO"),
                    QStringLiteral("A built-in scenario (see `demo list`) or a scenario file "
                                   "(default everyday-coding)."),
                    QStringLiteral("[SCENARIO]"));
    p.addValue(QStringLiteral("port"), QStringLiteral("N"),
               QStringLiteral("Listen on this port (0..65535; default 0, any free port)."));
    p.addValue(QStringLiteral("token"), QStringLiteral("TOKEN"),
               QStringLiteral("The token clients must send (default: a random one)."));
    p.addValue(QStringLiteral("speed"), QStringLiteral("X"),
               QStringLiteral("Run the scenario's clock X times as fast (> 0; default 1)."));
    p.addFlag(QStringLiteral("exit-when-finished"),
              QStringLiteral("Exit once the scenario has played out."));
    if (const auto exit = p.parse(args))
        return *exit;

    const QStringList positional = p.positional();
    if (positional.size() > 1)
        return p.fail(QStringLiteral("unexpected argument %1").arg(positional.at(1)));
    const QString scenarioName = positional.value(0, QStringLiteral("everyday-coding"));
    quint16 port = 0;
    if (p.isSet(QStringLiteral("port"))) {
        bool ok = false;
        const uint n = p.value(QStringLiteral("port")).toUInt(&ok);
        if (!ok || n > 65535)
            return p.fail(QStringLiteral("--port must be 0..65535, not \"%1\"")
                              .arg(p.value(QStringLiteral("port"))));
        port = quint16(n);
    }
    const QString token = p.value(QStringLiteral("token"));
    if (p.isSet(QStringLiteral("token")) && token.isEmpty())
        return p.fail(QStringLiteral("--token must not be empty"));
    double speed = 1.0;
    if (p.isSet(QStringLiteral("speed"))) {
        bool ok = false;
        speed = p.value(QStringLiteral("speed")).toDouble(&ok);
        if (!ok || !(speed > 0))
            return p.fail(QStringLiteral("--speed must be > 0, not \"%1\"")
                              .arg(p.value(QStringLiteral("speed"))));
    }
    const bool exitWhenFinished = p.isSet(QStringLiteral("exit-when-finished"));

    auto scenario = gateway::demo::resolveDemoScenario(scenarioName);
    if (!scenario)
        return badInput(scenario.error().toString());

    auto *demo = new DemoGateway(QCoreApplication::instance());
    demo->setScenario(scenario.value());
    demo->clock()->setTimeScale(speed);
    if (!token.isEmpty())
        demo->setToken(token);
    if (auto started = demo->start(port); !started)
        return badInput(started.error().toString());

    const core::Json ready{{"url", demo->url().toString().toStdString()},
                           {"token", demo->token().toStdString()},
                           {"port", demo->port()},
                           {"scenario", scenario->name.toStdString()}};
    out() << QString::fromStdString(ready.dump()) << '\n' << Qt::flush;
    if (exitWhenFinished) {
        QObject::connect(
            demo, &DemoGateway::scenarioFinished, QCoreApplication::instance(),
            [] { QCoreApplication::exit(0); }, Qt::QueuedConnection);
    }
    return QCoreApplication::exec();
}

} // namespace

// `toolgate-cli demo serve [SCENARIO] [--port N] [--token T] [--speed X] [--exit-when-finished]`
// runs the demo gateway headless; `toolgate-cli demo list` names the built-in scenarios.
int runDemoCommand(const QStringList &args) {
    if (args.value(0) == QLatin1String("serve"))
        return serve(args.mid(1));
    if (args.value(0) == QLatin1String("list")) {
        CliParser p(QStringLiteral("demo list"), QStringLiteral("Names the built-in scenarios."));
        if (const auto exit = p.parse(args.mid(1)))
            return *exit;
        if (!p.positional().isEmpty())
            return p.fail(QStringLiteral("unexpected argument %1").arg(p.positional().first()));
        for (const QString &name : gateway::demo::builtinDemoScenarios())
            out() << name << '\n';
        out() << Qt::flush;
        return kExitOk;
    }
    return badInput(QStringLiteral(
        "usage: toolgate-cli demo serve [SCENARIO] [--port N] [--token T] [--speed X] "
        "[--exit-when-finished] | demo list"));
}

} // namespace toolgate::cli
