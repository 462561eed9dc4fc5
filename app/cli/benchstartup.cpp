// SPDX-License-Identifier: MIT
#include "clicommon.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>

using namespace toolgate::core;

namespace toolgate::cli {

// `bench startup APP [--runs N] [-- APP-ARGS...]`: launches the console N times offscreen with
// a fresh profile and times launch to its first painted window (the console prints
// "toolgate: first paint" and quits when TOOLGATE_BENCH_FIRST_PAINT is set). One op = one launch.
int runStartupBench(const QStringList &args) {
    if (args.isEmpty())
        return badInput(
            QStringLiteral("usage: toolgate-cli bench startup APP [--runs N] [-- APP-ARGS...]"));
    const QString app = args.at(0);
    int runs = 11;
    QStringList appArgs;
    for (qsizetype i = 1; i < args.size(); ++i) {
        if (args.at(i) == QLatin1String("--")) {
            appArgs = args.mid(i + 1);
            break;
        }
        if (args.at(i) == QLatin1String("--runs") && i + 1 < args.size()) {
            runs = args.at(++i).toInt();
            continue;
        }
        return badInput(QStringLiteral("bench startup: unexpected argument '%1'").arg(args.at(i)));
    }
    if (runs <= 0)
        return badInput(QStringLiteral("bench startup: --runs must be a positive number"));

    QTemporaryDir profile;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("TOOLGATE_BENCH_FIRST_PAINT"), QStringLiteral("1"));
    for (const char *dir : {"XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME"})
        env.insert(QLatin1String(dir), profile.filePath(QLatin1String(dir)));

    std::vector<double> ms;
    // One launch first, untimed: the page cache then holds the binary and Qt, as for a user
    // who has started the console before.
    for (int run = -1; run < runs; ++run) {
        QProcess process;
        process.setProcessEnvironment(env);
        process.setProcessChannelMode(QProcess::SeparateChannels);
        QElapsedTimer timer;
        timer.start();
        process.start(app, appArgs);
        QByteArray stderrText;
        double painted = -1;
        while (painted < 0 && process.state() != QProcess::NotRunning && timer.elapsed() < 30'000) {
            process.waitForReadyRead(50);
            stderrText += process.readAllStandardError();
            if (stderrText.contains("toolgate: first paint"))
                painted = static_cast<double>(timer.nsecsElapsed()) / 1e6;
        }
        if (!process.waitForFinished(5'000)) {
            process.kill();
            process.waitForFinished();
        }
        if (painted < 0)
            return badInput(QStringLiteral("bench startup: %1 never painted a window (stderr: %2)")
                                .arg(app, QString::fromUtf8(stderrText.left(400))));
        if (run >= 0)
            ms.push_back(painted);
    }
    printBenchSummary(QStringLiteral("startup"), 1, ms, 1,
                      Json{{"args", appArgs.join(QLatin1Char(' ')).toStdString()}});
    return kExitOk;
}

} // namespace toolgate::cli
