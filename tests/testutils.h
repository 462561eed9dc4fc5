// SPDX-License-Identifier: MIT
#pragma once

// One-line helpers shared by the test executables (header-only so each test links only its layer).

#include <QByteArray>
#include <QFile>
#include <QProcess>
#include <QString>
#include <QStringList>

#include <nlohmann/json.hpp>

namespace toolgate::test {

inline QString dataPath(const QString &relative) {
    return QStringLiteral(TOOLGATE_TEST_DATA_DIR "/") + relative;
}

inline QByteArray readAll(const QString &path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

// Parses into an *unordered* nlohmann::json so `==` compares values with key order ignored,
// which is how the golden files are specified.
inline nlohmann::json parseUnordered(const QByteArray &bytes) {
    return nlohmann::json::parse(bytes.constBegin(), bytes.constEnd(), nullptr, false);
}

struct CliRun {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

#ifdef TOOLGATE_CLI_PATH
// Runs the real toolgate-cli binary and waits for it (tests only; never on a GUI thread).
inline CliRun runCli(const QStringList &args, int timeoutMs = 120000) {
    QProcess process;
    process.start(QStringLiteral(TOOLGATE_CLI_PATH), args);
    if (!process.waitForFinished(timeoutMs)) {
        // A hung CLI is a failure, never the exit code of a process still running.
        process.kill();
        process.waitForFinished(5000);
        return {-2, process.readAllStandardOutput(),
                process.readAllStandardError() +
                    QByteArrayLiteral("\n[runCli: no exit within the timeout; killed]")};
    }
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
            process.readAllStandardOutput(), process.readAllStandardError()};
}
#endif

} // namespace toolgate::test
