// SPDX-License-Identifier: MIT
#include "clicommon.h"

#include "gateway/demo/democlock.h"
#include "gateway/demo/demogateway.h"
#include "gateway/demo/demoscenario.h"
#include "util/json.h"

#include <QCoreApplication>

namespace toolgate::cli {

using toolgate::gateway::demo::DemoGateway;

namespace {

int serve(QStringList args) {
    QString scenarioName = QStringLiteral("everyday-coding");
    quint16 port = 0;
    QString token;
    double speed = 1.0;
    bool exitWhenFinished = false;
    bool scenarioSeen = false;
    while (!args.isEmpty()) {
        const QString arg = args.takeFirst();
        const auto value = [&](const QString &flag) -> std::optional<QString> {
            if (args.isEmpty()) {
                badInput(QStringLiteral("toolgate-cli demo serve: %1 needs a value").arg(flag));
                return std::nullopt;
            }
            return args.takeFirst();
        };
        if (arg == QLatin1String("--port")) {
            const auto v = value(arg);
            bool ok = false;
            const uint p = v ? v->toUInt(&ok) : 0;
            if (!ok || p > 65535)
                return badInput(QStringLiteral("toolgate-cli demo serve: --port must be 0..65535"));
            port = quint16(p);
        } else if (arg == QLatin1String("--token")) {
            const auto v = value(arg);
            if (!v || v->isEmpty())
                return badInput(
                    QStringLiteral("toolgate-cli demo serve: --token must not be empty"));
            token = *v;
        } else if (arg == QLatin1String("--speed")) {
            const auto v = value(arg);
            bool ok = false;
            speed = v ? v->toDouble(&ok) : 0;
            if (!ok || !(speed > 0))
                return badInput(QStringLiteral("toolgate-cli demo serve: --speed must be > 0"));
        } else if (arg == QLatin1String("--exit-when-finished")) {
            exitWhenFinished = true;
        } else if (arg.startsWith(QLatin1String("--")) || scenarioSeen) {
            return badInput(
                QStringLiteral("toolgate-cli demo serve: unexpected argument %1").arg(arg));
        } else {
            scenarioName = arg;
            scenarioSeen = true;
        }
    }

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
    if (args.value(0) == QLatin1String("list") && args.size() == 1) {
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
