// SPDX-License-Identifier: MIT
// Over 600 lines on purpose: every case shares one real gateway process started once in
// initTestCase (a start costs ~20 s), so splitting the file would start it again per file.
// Interop against a real OpenClaw 2026.9.6 gateway on 127.0.0.1 with isolated state. Fails (never
// skips) when the gateway cannot be installed or started. Prints the reliability figures.
#include "failonwarning.h"
#include "openclawprocess.h"
#include "scriptedmodel.h"
#include "testutils.h"

#include "approvals/approvalhistory.h"
#include "config/configmerge.h"
#include "config/configmergepatch.h"
#include "config/keypath.h"
#include "gateway/approvalservice.h"
#include "gateway/catalogtools.h"
#include "gateway/configservice.h"
#include "gateway/gatewayclient.h"
#include "util/gatewayurl.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>

using namespace toolgate::gateway;
using toolgate::core::ApprovalState;
using toolgate::core::Json;
using toolgate::test::OpenClawProcess;

namespace {

constexpr int kStartTimeoutMs = 180000;
constexpr int kStepTimeoutMs = 30000;

QString jsonStr(const Json &j, const char *key) {
    if (!j.is_object() || !j.contains(key) || !j[key].is_string())
        return {};
    return QString::fromStdString(j[key].get<std::string>());
}

// What the requester side sees for one raised approval.
struct Raised {
    QString id;
    bool accepted = false;
    bool finished = false;
    bool ok = false;
    Json finalPayload;
    QString error;
    QString decision() const { return jsonStr(finalPayload, "decision"); }
    bool decisionIsNull() const {
        return finalPayload.is_object() && finalPayload.contains("decision") &&
               finalPayload["decision"].is_null();
    }
};

} // namespace

class TestInteropOpenClaw : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    const QString m_token =
        QStringLiteral("toolgate-interop-") + QUuid::createUuid().toString(QUuid::Id128);
    quint16 m_port = 0;
    std::unique_ptr<OpenClawProcess> m_gateway;
    std::unique_ptr<GatewayClient> m_console;
    std::unique_ptr<ApprovalService> m_approvals;
    std::unique_ptr<toolgate::core::ApprovalHistory> m_history;
    std::unique_ptr<GatewayClient> m_requester;
    QList<std::shared_ptr<Raised>> m_raised;
    std::unique_ptr<ConfigService> m_config;
    toolgate::test::ScriptedModel m_model;
    bool m_agentConfigured = false;

    QUrl url() const { return QUrl(QStringLiteral("ws://127.0.0.1:%1/").arg(m_port)); }

    std::shared_ptr<Raised> raiseExec(const QString &command, const QString &ask, int timeoutMs) {
        auto raised = std::make_shared<Raised>();
        raised->id = QStringLiteral("tg-") + QUuid::createUuid().toString(QUuid::WithoutBraces);
        Json params{{"id", raised->id.toStdString()},
                    {"command", command.toStdString()},
                    {"commandArgv", Json::array({"sh", "-c", command.toStdString()})},
                    {"cwd", m_dir.path().toStdString()},
                    {"host", "gateway"},
                    {"security", "allowlist"},
                    {"ask", ask.toStdString()},
                    {"agentId", "main"},
                    {"sessionKey", "agent:main:main"},
                    {"timeoutMs", timeoutMs},
                    {"twoPhase", true}};
        track(raised,
              m_requester->request(QStringLiteral("exec.approval.request"), params, twoPhase()));
        return raised;
    }

    std::shared_ptr<Raised> raisePlugin(const QString &title) {
        auto raised = std::make_shared<Raised>();
        Json params{{"title", title.toStdString()},
                    {"description", "Toolgate interop plugin approval"},
                    {"severity", "warning"},
                    {"toolName", "deploy"},
                    {"pluginId", "toolgate-test"},
                    {"agentId", "main"},
                    {"sessionKey", "agent:main:main"},
                    {"timeoutMs", 60000},
                    {"twoPhase", true}};
        track(raised,
              m_requester->request(QStringLiteral("plugin.approval.request"), params, twoPhase()));
        return raised;
    }

    static RequestOptions twoPhase() {
        RequestOptions o;
        o.twoPhase = true;
        o.timeoutMs = 60000;
        return o;
    }

    void track(const std::shared_ptr<Raised> &raised, GatewayReply *reply) {
        m_raised.append(raised);
        connect(reply, &GatewayReply::accepted, this, [raised](const Json &payload) {
            raised->accepted = true;
            if (raised->id.isEmpty())
                raised->id = jsonStr(payload, "id");
        });
        connect(reply, &GatewayReply::finished, this, [raised, reply] {
            raised->finished = true;
            raised->ok = reply->isOk();
            raised->finalPayload = reply->payload();
            raised->error = reply->error().toString();
            if (raised->id.isEmpty())
                raised->id = jsonStr(reply->payload(), "id");
        });
    }

    GatewayOptions consoleOptions(const QString &name) {
        GatewayOptions o;
        o.url = url();
        o.token = m_token;
        o.identityPath = m_dir.filePath(name + QStringLiteral("-identity.json"));
        o.displayName = QStringLiteral("Toolgate interop console");
        o.backoffInitialMs = 250;
        o.backoffMaxMs = 2000;
        return o;
    }

    GatewayOptions requesterOptions() {
        // The trusted local backend shape: keeps its scopes without a device identity.
        GatewayOptions o;
        o.url = url();
        o.token = m_token;
        o.clientId = QStringLiteral("gateway-client");
        o.clientMode = QStringLiteral("backend");
        o.deviceFamily.clear();
        o.displayName = QStringLiteral("toolgate requester");
        o.scopes = {QStringLiteral("operator.approvals")};
        o.caps = {};
        o.backoffInitialMs = 250;
        o.backoffMaxMs = 2000;
        return o;
    }

    bool gatewayDied(QString *why) {
        if (m_gateway->isRunning())
            return false;
        *why = QStringLiteral("the OpenClaw gateway exited; its output:\n") + m_gateway->output();
        return true;
    }

    // Waits (event loop) until `condition` holds or the gateway dies; false on timeout.
    template<typename Condition> bool waitFor(Condition condition, int timeoutMs, QString *why) {
        QElapsedTimer timer;
        timer.start();
        while (!condition()) {
            if (gatewayDied(why))
                return false;
            if (timer.elapsed() > timeoutMs) {
                *why = QStringLiteral("timed out; console status: %1; gateway output tail:\n%2")
                           .arg(m_console ? m_console->status().message : QString(),
                                m_gateway->output().right(1500));
                return false;
            }
            QTest::qWait(20);
        }
        return true;
    }

    // Waits for the gateway to come up. On a loaded machine the gateway has been seen to exit
    // during startup; it then gets one more start (same state) before the test fails.
    template<typename Condition> bool waitUntilUp(Condition condition, QString *why) {
        if (waitFor(condition, kStartTimeoutMs, why))
            return true;
        if (m_gateway->isRunning())
            return false;
        qWarning("the gateway exited during startup; starting it once more");
        return m_gateway->start() && waitFor(condition, kStartTimeoutMs, why);
    }

    // Points the agent at the scripted model server and makes exec ask every time.
    void configureAgent() {
        if (m_agentConfigured)
            return;
        QVERIFY2(m_model.start(m_dir.filePath(QStringLiteral("model.out"))),
                 "cannot start the scripted model server");
        m_config = std::make_unique<ConfigService>(m_console.get());
        QSignalSpy loaded(m_config.get(), &ConfigService::configLoaded);
        QSignalSpy patched(m_config.get(), &ConfigService::configPatched);
        QSignalSpy failed(m_config.get(), &ConfigService::requestFailed);
        m_config->fetchConfig();
        QTRY_VERIFY_WITH_TIMEOUT(loaded.count() == 1 || failed.count() > 0, kStepTimeoutMs);
        QCOMPARE(failed.count(), 0);
        // A stale base hash is refused and nothing is written.
        m_config->patchConfig(QStringLiteral("{logging:{maxFileBytes:1048576}}"),
                              QStringLiteral("stale-hash"));
        QTRY_VERIFY_WITH_TIMEOUT(failed.count() == 1, kStepTimeoutMs);
        QCOMPARE(failed.first().at(1).value<toolgate::core::Error>().code,
                 QStringLiteral("CONFIG_CONFLICT"));
        const QString patch = m_model.configPatch(
            QStringLiteral(R"({"host":"gateway","security":"allowlist","ask":"always"})"));
        m_config->patchConfig(patch, m_config->lastHash(),
                              QStringLiteral("toolgate interop agent run"));
        QTRY_VERIFY_WITH_TIMEOUT(patched.count() == 1 || failed.count() > 1, kStepTimeoutMs);
        QVERIFY2(failed.count() == 1,
                 failed.count() > 1
                     ? qPrintable(failed.last().at(1).value<toolgate::core::Error>().toString())
                     : "");
        QString why;
        QVERIFY2(waitFor([&] { return m_console->isConnected(); }, kStartTimeoutMs, &why),
                 qPrintable(why));
        for (const auto &[method, params] :
             {std::pair{QStringLiteral("sessions.subscribe"), Json::object()},
              std::pair{QStringLiteral("sessions.messages.subscribe"),
                        Json{{"key", "agent:main:main"}}}}) {
            GatewayReply *reply = m_console->request(method, params);
            bool ok = false;
            bool done = false;
            connect(reply, &GatewayReply::finished, this, [&ok, &done, reply] {
                ok = reply->isOk();
                done = true;
            });
            QVERIFY2(waitFor([&] { return done; }, kStepTimeoutMs, &why), qPrintable(why));
            QVERIFY2(ok, qPrintable(method));
        }
        m_agentConfigured = true;
    }

    void runAgent(bool allow) {
        configureAgent();
        QVERIFY(m_agentConfigured);
        const QString marker = m_dir.filePath(allow ? QStringLiteral("agent-allowed-ran")
                                                    : QStringLiteral("agent-denied-ran"));
        const QString command = QStringLiteral("touch ") + marker;
        QSignalSpy tools(m_config.get(), &ConfigService::toolEventReceived);
        GatewayReply *send = m_console->request(
            QStringLiteral("chat.send"),
            Json{{"sessionKey", "agent:main:main"},
                 {"message", (QStringLiteral("please run this\nrun: ") + command).toStdString()},
                 {"idempotencyKey",
                  QUuid::createUuid().toString(QUuid::WithoutBraces).toStdString()}});
        QString runStatus;
        connect(send, &GatewayReply::finished, this, [&runStatus, send] {
            runStatus =
                send->isOk() ? jsonStr(send->payload(), "status") : send->error().toString();
        });
        QString why;
        QVERIFY2(waitFor([&] { return !runStatus.isEmpty(); }, kStepTimeoutMs, &why),
                 qPrintable(why));
        QCOMPARE(runStatus, QStringLiteral("started"));
        QString approvalId;
        QVERIFY2(waitFor(
                     [&] {
                         for (const auto *e : m_approvals->queue().entries()) {
                             if (e->request.command.contains(marker) &&
                                 e->state == ApprovalState::Pending)
                                 approvalId = e->request.id;
                         }
                         return !approvalId.isEmpty();
                     },
                     120000, &why),
                 qPrintable(why + QStringLiteral("\nmodel server:\n") +
                            QString::fromUtf8(toolgate::test::readAll(
                                m_dir.filePath(QStringLiteral("model.out"))))));
        const auto *entry = m_approvals->entry(approvalId);
        QVERIFY(!entry->request.toolCallId.isEmpty());
        QVERIFY(!entry->request.runId.isEmpty());
        QCOMPARE(entry->request.ask, QStringLiteral("always"));
        QVERIFY(!entry->request.allowsDecision(QStringLiteral("allow-always")));
        const QString toolCallId = entry->request.toolCallId;
        QVERIFY(m_approvals->decide(approvalId,
                                    allow ? QStringLiteral("allow-once") : QStringLiteral("deny")));
        std::optional<ToolEvent> result;
        QVERIFY2(waitFor(
                     [&] {
                         for (const QList<QVariant> &args : std::as_const(tools)) {
                             const auto e = args.first().value<ToolEvent>();
                             if (e.toolCallId == toolCallId && e.phase == QLatin1String("result"))
                                 result = e;
                         }
                         return result.has_value();
                     },
                     120000, &why),
                 qPrintable(why));
        QCOMPARE(m_approvals->entry(approvalId)->state, ApprovalState::ResolvedHere);
        QCOMPARE(result->isError, !allow);
        if (allow) {
            QVERIFY(QFile::exists(marker));
        } else {
            QVERIFY2(result->resultText().contains(QLatin1String("Exec denied")),
                     qPrintable(result->resultText()));
            QVERIFY(!QFile::exists(marker));
        }
    }

private slots:
    void init() { toolgate::test::failOnAnyWarning(); }
    void initTestCase() {
        // Keep the gateway's state and logs for a post-mortem when asked to.
        m_dir.setAutoRemove(qEnvironmentVariableIsEmpty("TOOLGATE_INTEROP_KEEP"));
        QVERIFY2(
            OpenClawProcess::isInstalled(),
            qPrintable(QStringLiteral(
                           "OpenClaw is not installed in %1: run tests/interop/setup-openclaw.sh")
                           .arg(OpenClawProcess::installDir())));
        m_port = OpenClawProcess::freePort();
        QVERIFY(m_port != 0);
        m_gateway = std::make_unique<OpenClawProcess>(m_dir.filePath(QStringLiteral("oc")), m_port,
                                                      m_token);
        QDir().mkpath(m_dir.filePath(QStringLiteral("oc")));
        QVERIFY2(m_gateway->start(), "cannot launch the OpenClaw gateway");

        auto history =
            toolgate::core::ApprovalHistory::open(m_dir.filePath(QStringLiteral("history.db")));
        QVERIFY(history);
        m_history = std::move(history.value());
        m_console = std::make_unique<GatewayClient>(consoleOptions(QStringLiteral("console")));
        m_approvals = std::make_unique<ApprovalService>(m_console.get());
        m_approvals->setHistory(m_history.get());
        m_requester = std::make_unique<GatewayClient>(requesterOptions());
        QSignalSpy synced(m_approvals.get(), &ApprovalService::synced);
        m_console->start();
        m_requester->start();
        QString why;
        QVERIFY2(
            waitUntilUp([&] { return synced.count() >= 1 && m_requester->isConnected(); }, &why),
            qPrintable(why));
        qInfo("FIGURE gateway-first-handshake-ms=%lld", m_gateway->msSinceStart());
    }

    void cleanupTestCase() {
        if (m_requester)
            m_requester->stop();
        if (m_console)
            m_console->stop();
        m_model.stop();
        if (m_gateway)
            m_gateway->kill(SIGTERM);
        if (m_gateway)
            QVERIFY(!m_gateway->isRunning());
    }

    void consoleIsGrantedWhatApprovalsNeed() {
        QVERIFY(m_console->isConnected());
        QCOMPARE(m_console->hello().protocol, 4);
        QCOMPARE(m_console->hello().serverVersion, QStringLiteral("2026.9.6"));
        QVERIFY(m_console->hasScope(QStringLiteral("operator.approvals")));
        QVERIFY(m_console->hasScope(QStringLiteral("operator.admin")));
        QVERIFY(m_console->status().missingScopes.isEmpty());
        QVERIFY(m_console->hello().deviceTokenIssued);
        QVERIFY(m_console->hello().tickIntervalMs > 0);
    }

    void approvalIsReceivedAndAllowedOnce() {
        auto raised =
            raiseExec(QStringLiteral("echo allow-once"), QStringLiteral("on-miss"), 120000);
        QString why;
        QVERIFY2(waitFor([&] { return m_approvals->entry(raised->id) != nullptr; }, kStepTimeoutMs,
                         &why),
                 qPrintable(why));
        const auto *entry = m_approvals->entry(raised->id);
        QCOMPARE(entry->request.command, QStringLiteral("echo allow-once"));
        QCOMPARE(entry->request.agentId, QStringLiteral("main"));
        QVERIFY(entry->request.allowsDecision(QStringLiteral("allow-always")));
        QVERIFY(entry->request.expiresAtMs > entry->request.createdAtMs);
        QVERIFY(m_approvals->decide(raised->id, QStringLiteral("allow-once")));
        QVERIFY2(waitFor([&] { return raised->finished; }, kStepTimeoutMs, &why), qPrintable(why));
        QVERIFY(raised->accepted);
        QCOMPARE(raised->decision(), QStringLiteral("allow-once"));
        QVERIFY2(waitFor(
                     [&] {
                         return m_approvals->entry(raised->id)->state ==
                                ApprovalState::ResolvedHere;
                     },
                     kStepTimeoutMs, &why),
                 qPrintable(why));
        toolgate::core::HistoryFilter filter;
        filter.text = raised->id;
        const auto records = m_history->search(filter);
        QVERIFY(records && records->size() == 1);
        QCOMPARE(records->front().decision, QStringLiteral("allow-once"));
        QCOMPARE(records->front().state, QStringLiteral("resolved-here"));
    }

    void approvalIsDenied() {
        auto raised = raiseExec(QStringLiteral("rm -rf /tmp/toolgate-never"),
                                QStringLiteral("on-miss"), 120000);
        QString why;
        QVERIFY2(waitFor([&] { return m_approvals->entry(raised->id) != nullptr; }, kStepTimeoutMs,
                         &why),
                 qPrintable(why));
        QVERIFY(m_approvals->decide(raised->id, QStringLiteral("deny")));
        QVERIFY2(waitFor([&] { return raised->finished; }, kStepTimeoutMs, &why), qPrintable(why));
        QCOMPARE(raised->decision(), QStringLiteral("deny"));
        QTRY_COMPARE(m_approvals->entry(raised->id)->state, ApprovalState::ResolvedHere);
        QCOMPARE(m_approvals->entry(raised->id)->decision, QStringLiteral("deny"));
    }

    void allowAlwaysIsRefusedWhenNotAllowed() {
        auto raised =
            raiseExec(QStringLiteral("echo ask-always"), QStringLiteral("always"), 120000);
        QString why;
        QVERIFY2(waitFor([&] { return m_approvals->entry(raised->id) != nullptr; }, kStepTimeoutMs,
                         &why),
                 qPrintable(why));
        QVERIFY(!m_approvals->entry(raised->id)
                     ->request.allowsDecision(QStringLiteral("allow-always")));
        const auto refused = m_approvals->decide(raised->id, QStringLiteral("allow-always"));
        QVERIFY(!refused);
        QCOMPARE(refused.error().code, QStringLiteral("APPROVAL_DECISION_NOT_ALLOWED"));
        QCOMPARE(m_approvals->resolveRequestCount(raised->id), 0);
        // The gateway agrees: sent anyway, it is refused with the documented reason.
        GatewayReply *reply = m_console->request(
            QStringLiteral("exec.approval.resolve"),
            Json{{"id", raised->id.toStdString()}, {"decision", "allow-always"}});
        QString reason;
        connect(reply, &GatewayReply::finished, this,
                [&reason, reply] { reason = reply->error().detailsReason + QLatin1Char('.'); });
        QVERIFY2(waitFor([&] { return !reason.isEmpty(); }, kStepTimeoutMs, &why), qPrintable(why));
        QCOMPARE(reason, QStringLiteral("APPROVAL_ALLOW_ALWAYS_UNAVAILABLE."));
        QCOMPARE(m_approvals->entry(raised->id)->state, ApprovalState::Pending);
        QVERIFY(m_approvals->decide(raised->id, QStringLiteral("deny")));
        QVERIFY2(waitFor([&] { return raised->finished; }, kStepTimeoutMs, &why), qPrintable(why));
        QCOMPARE(raised->decision(), QStringLiteral("deny"));
    }

    void expiresAsTheGatewaySays() {
        QSignalSpy events(m_console.get(), &GatewayClient::eventReceived);
        auto raised = raiseExec(QStringLiteral("echo too-late"), QStringLiteral("on-miss"), 1500);
        QString why;
        QVERIFY2(waitFor([&] { return m_approvals->entry(raised->id) != nullptr; }, kStepTimeoutMs,
                         &why),
                 qPrintable(why));
        const qint64 lifetime = m_approvals->entry(raised->id)->request.expiresAtMs -
                                m_approvals->entry(raised->id)->request.createdAtMs;
        QCOMPARE(lifetime, 1500);
        QVERIFY2(waitFor([&] { return raised->finished; }, kStepTimeoutMs, &why), qPrintable(why));
        QVERIFY(raised->decisionIsNull()); // the requester's view of a timeout
        QVERIFY2(
            waitFor([&] { return m_approvals->entry(raised->id)->state == ApprovalState::Expired; },
                    kStepTimeoutMs, &why),
            qPrintable(why));
        // The console's view: a resolved event with resolvedBy null.
        bool sawSystemResolution = false;
        auto scan = [&] {
            for (const QList<QVariant> &args : std::as_const(events)) {
                const Json payload = args.at(1).value<Json>();
                if (args.at(0).toString() == QLatin1String("exec.approval.resolved") &&
                    jsonStr(payload, "id") == raised->id)
                    sawSystemResolution =
                        payload.contains("resolvedBy") && payload["resolvedBy"].is_null();
            }
            return sawSystemResolution;
        };
        QVERIFY2(waitFor(scan, kStepTimeoutMs, &why), qPrintable(why));
        QVERIFY(m_approvals->entry(raised->id)->resolvedBy.isEmpty());
        QCOMPARE(m_approvals->decide(raised->id, QStringLiteral("allow-once")).error().code,
                 QStringLiteral("APPROVAL_NOT_PENDING"));
    }

    void pluginApprovalRoundTrip() {
        auto raised = raisePlugin(QStringLiteral("Deploy to staging"));
        QString why;
        QVERIFY2(
            waitFor(
                [&] { return !raised->id.isEmpty() && m_approvals->entry(raised->id) != nullptr; },
                kStepTimeoutMs, &why),
            qPrintable(why));
        const auto *entry = m_approvals->entry(raised->id);
        QCOMPARE(entry->request.kind, toolgate::core::ApprovalKind::Plugin);
        QCOMPARE(entry->request.title, QStringLiteral("Deploy to staging"));
        QCOMPARE(entry->request.severity, QStringLiteral("warning"));
        QVERIFY(m_approvals->decide(raised->id, QStringLiteral("allow-once")));
        QVERIFY2(waitFor([&] { return raised->finished; }, kStepTimeoutMs, &why), qPrintable(why));
        QCOMPARE(raised->decision(), QStringLiteral("allow-once"));
    }

    void cliWatchDecidesAndRecordsHistory() {
        const QString db = m_dir.filePath(QStringLiteral("cli.db"));
        QProcess cli;
        cli.start(QStringLiteral(TOOLGATE_CLI_PATH),
                  {QStringLiteral("approvals"), QStringLiteral("watch"), QStringLiteral("--decide"),
                   QStringLiteral("deny"), QStringLiteral("--json"), QStringLiteral("--limit"),
                   QStringLiteral("1"), QStringLiteral("--url"), url().toString(),
                   QStringLiteral("--token"), m_token, QStringLiteral("--identity"),
                   m_dir.filePath(QStringLiteral("cli-identity.json")), QStringLiteral("--db"),
                   db});
        QVERIFY(cli.waitForStarted());
        // Raise once the CLI is a recipient (a request with no console connected ends as no-route).
        QString why;
        QByteArray status;
        QVERIFY2(waitFor(
                     [&] {
                         status += cli.readAllStandardError();
                         return status.contains("watching") || cli.state() != QProcess::Running;
                     },
                     kStartTimeoutMs, &why),
                 qPrintable(why));
        QVERIFY2(status.contains("watching"), status.constData());
        std::shared_ptr<Raised> raised;
        raised = raiseExec(QStringLiteral("echo from-cli-test"), QStringLiteral("on-miss"), 120000);
        QVERIFY2(waitFor([&] { return cli.state() == QProcess::NotRunning; }, 60000, &why),
                 qPrintable(why));
        const QByteArray output = cli.readAllStandardOutput();
        QCOMPARE(cli.exitCode(), 0);
        QVERIFY2(waitFor([&] { return raised->finished; }, kStepTimeoutMs, &why), qPrintable(why));
        QCOMPARE(raised->decision(), QStringLiteral("deny"));
        const QList<QByteArray> lines = output.trimmed().split('\n');
        QVERIFY2(lines.size() >= 2, output.constData());
        const Json requested = Json::parse(lines.at(0).toStdString());
        QCOMPARE(jsonStr(requested, "event"), QStringLiteral("requested"));
        QCOMPARE(jsonStr(requested, "id"), raised->id);
        QCOMPARE(jsonStr(requested, "kind"), QStringLiteral("exec"));
        const Json decided = Json::parse(lines.at(1).toStdString());
        QCOMPARE(jsonStr(decided, "event"), QStringLiteral("decided"));
        QCOMPARE(jsonStr(decided, "decision"), QStringLiteral("deny"));
        QCOMPARE(decided["ok"].get<bool>(), true);

        const auto history =
            toolgate::test::runCli({QStringLiteral("approvals"), QStringLiteral("history"),
                                    QStringLiteral("--csv"), QStringLiteral("--db"), db});
        QCOMPARE(history.exitCode, 0);
        QVERIFY2(history.out.contains(raised->id.toUtf8()) &&
                     history.out.contains(",resolved-here,deny,"),
                 history.out.constData());

        // Resolving it again: the gateway's approval.history says who decided (a fresh --db, so
        // the answer cannot come from the local history). Exit 3, nothing sent.
        const auto again = toolgate::test::runCli(
            {QStringLiteral("approvals"), QStringLiteral("resolve"), raised->id,
             QStringLiteral("allow-once"), QStringLiteral("--json"), QStringLiteral("--url"),
             url().toString(), QStringLiteral("--token"), m_token, QStringLiteral("--identity"),
             m_dir.filePath(QStringLiteral("cli-identity.json")), QStringLiteral("--db"),
             m_dir.filePath(QStringLiteral("cli-again.db"))});
        QVERIFY2(again.exitCode == 3, again.err.constData());
        QVERIFY2(again.err.contains(": already resolved (by "), again.err.constData());
        const Json refused = Json::parse(again.out.trimmed().toStdString(), nullptr, false);
        QVERIFY2(refused.is_object(), again.out.constData());
        QCOMPARE(jsonStr(refused, "error"), QStringLiteral("APPROVAL_ALREADY_RESOLVED"));
        QCOMPARE(jsonStr(refused["resolution"], "source"), QStringLiteral("gateway"));
        QCOMPARE(jsonStr(refused["resolution"], "decision"), QStringLiteral("deny"));
        qInfo("FIGURE already-resolved-line=%s", again.err.trimmed().constData());
    }

    void burstOf200IsReceivedAndDecidedExactlyOnce() {
        constexpr int kBurst = 200;
        QHash<QString, QString> chosen;
        auto decideOnArrival = connect(
            m_approvals.get(), &ApprovalService::approvalAdded, this, [&](const QString &id) {
                if (!id.startsWith(QLatin1String("tg-")) || chosen.contains(id))
                    return;
                const QString decision =
                    chosen.size() % 2 == 0 ? QStringLiteral("allow-once") : QStringLiteral("deny");
                chosen.insert(id, decision);
                (void)m_approvals->decide(id, decision);
            });
        QElapsedTimer timer;
        timer.start();
        QList<std::shared_ptr<Raised>> burst;
        for (int i = 0; i < kBurst; ++i)
            burst.append(raiseExec(QStringLiteral("echo burst-%1").arg(i),
                                   QStringLiteral("on-miss"), 600000));
        QString why;
        const bool done = waitFor(
            [&] {
                return std::all_of(burst.cbegin(), burst.cend(),
                                   [](const auto &r) { return r->finished; });
            },
            240000, &why);
        disconnect(decideOnArrival);
        QVERIFY2(done, qPrintable(why));
        const qint64 elapsed = timer.elapsed();
        int received = 0;
        int decidedOnce = 0;
        int matching = 0;
        for (const auto &r : burst) {
            received += m_approvals->entry(r->id) ? 1 : 0;
            decidedOnce += m_approvals->resolveRequestCount(r->id) == 1 ? 1 : 0;
            matching += r->ok && r->decision() == chosen.value(r->id) ? 1 : 0;
        }
        qInfo("FIGURE burst=%d received=%d decided-exactly-once=%d requester-saw-our-decision=%d "
              "lost=%d elapsed-ms=%lld",
              kBurst, received, decidedOnce, matching, kBurst - received, elapsed);
        QCOMPARE(received, kBurst);
        QCOMPARE(decidedOnce, kBurst);
        QCOMPARE(matching, kBurst);
    }

    // SIGKILL with three requests pending: the restarted gateway no longer lists them and no
    // resolved event ever comes. They are gone (its approval.history says: gateway-restart), never
    // "resolved elsewhere"; `approvals watch --json` says so too; new approvals flow again.
    void gatewayCrashLeavesPendingRequestsGone() {
        QList<std::shared_ptr<Raised>> before;
        for (int i = 0; i < 3; ++i)
            before.append(raiseExec(QStringLiteral("echo before-crash-%1").arg(i),
                                    QStringLiteral("on-miss"), 600000));
        QString why;
        QVERIFY2(waitFor(
                     [&] {
                         return std::all_of(before.cbegin(), before.cend(), [&](const auto &r) {
                             return m_approvals->entry(r->id) != nullptr;
                         });
                     },
                     kStepTimeoutMs, &why),
                 qPrintable(why));
        QProcess watch;
        watch.start(QStringLiteral(TOOLGATE_CLI_PATH),
                    {QStringLiteral("approvals"), QStringLiteral("watch"), QStringLiteral("--json"),
                     QStringLiteral("--url"), url().toString(), QStringLiteral("--token"), m_token,
                     QStringLiteral("--identity"),
                     m_dir.filePath(QStringLiteral("cli-watch-identity.json")),
                     QStringLiteral("--db"), m_dir.filePath(QStringLiteral("cli-watch.db"))});
        QVERIFY(watch.waitForStarted());
        QByteArray watchErr;
        QVERIFY2(waitFor(
                     [&] {
                         watchErr += watch.readAllStandardError();
                         return watchErr.contains("watching");
                     },
                     kStartTimeoutMs, &why),
                 qPrintable(why + QString::fromUtf8(watchErr)));

        QSignalSpy disconnected(m_console.get(), &GatewayClient::disconnected);
        QSignalSpy synced(m_approvals.get(), &ApprovalService::synced);
        m_gateway->kill(SIGKILL);
        QTRY_VERIFY_WITH_TIMEOUT(disconnected.count() >= 1, kStepTimeoutMs);
        for (const auto &r : before) {
            QVERIFY(m_approvals->entry(r->id)->stale);
            QCOMPARE(m_approvals->entry(r->id)->state, ApprovalState::Pending); // kept while away
        }
        QVERIFY2(m_gateway->start(), "cannot restart the OpenClaw gateway");
        QElapsedTimer restart;
        restart.start();
        qint64 handshakeAtMs = -1;
        auto onConnected = connect(m_console.get(), &GatewayClient::connected, this,
                                   [&] { handshakeAtMs = restart.elapsed(); });
        QVERIFY2(
            waitUntilUp([&] { return synced.count() >= 1 && m_requester->isConnected(); }, &why),
            qPrintable(why));
        disconnect(onConnected);
        const qint64 reconnectMs = restart.elapsed();
        qInfo("FIGURE restart-to-console-handshake-ms=%lld handshake-to-resynced-ms=%lld",
              handshakeAtMs, reconnectMs - handshakeAtMs);

        int gone = 0;
        int resolvedElsewhere = 0;
        for (const auto &r : before) {
            const auto *entry = m_approvals->entry(r->id);
            QVERIFY(!entry->stale);
            gone += entry->state == ApprovalState::Gone ? 1 : 0;
            resolvedElsewhere += entry->state == ApprovalState::ResolvedElsewhere ? 1 : 0;
            QCOMPARE(entry->reason, QStringLiteral("gateway-restart")); // from approval.history
            QVERIFY(entry->decision.isEmpty());
        }
        qInfo("FIGURE crash-pending=3 gone=%d resolved-elsewhere=%d", gone, resolvedElsewhere);
        QCOMPARE(gone, 3);
        QCOMPARE(resolvedElsewhere, 0);
        toolgate::core::HistoryFilter filter;
        filter.state = QStringLiteral("resolved-elsewhere");
        for (const auto &r : before) {
            filter.text = r->id;
            QCOMPARE(m_history->search(filter)->size(), size_t(0));
        }
        filter.state = QStringLiteral("gone");
        filter.text = before.first()->id;
        const auto rows = m_history->search(filter);
        QCOMPARE(rows->size(), size_t(1));
        QCOMPARE(rows->front().reason, QStringLiteral("gateway-restart"));
        QCOMPARE(rows->front().gateway, toolgate::core::canonicalGatewayUrl(url().toString()));

        // The CLI watching through the crash reports the same three as gone.
        QByteArray watchOut;
        QVERIFY2(waitFor(
                     [&] {
                         watchOut += watch.readAllStandardOutput();
                         return watchOut.count("\"event\":\"gone\"") >= 3;
                     },
                     kStartTimeoutMs, &why),
                 qPrintable(why + QString::fromUtf8(watchOut)));
        ::kill(static_cast<pid_t>(watch.processId()), SIGTERM);
        watch.waitForFinished(10000);
        for (const auto &r : before) {
            QVERIFY2(watchOut.contains(
                         QStringLiteral(R"({"event":"gone","id":"%1","reason":"gateway-restart"})")
                             .arg(r->id)
                             .toUtf8()),
                     watchOut.constData());
        }
        QVERIFY(!watchOut.contains("resolved-elsewhere"));

        // New approvals flow again end to end.
        auto after =
            raiseExec(QStringLiteral("echo after-restart"), QStringLiteral("on-miss"), 120000);
        QVERIFY2(
            waitFor([&] { return m_approvals->entry(after->id) != nullptr; }, kStepTimeoutMs, &why),
            qPrintable(why));
        QVERIFY(m_approvals->decide(after->id, QStringLiteral("allow-once")));
        QVERIFY2(waitFor([&] { return after->finished; }, kStepTimeoutMs, &why), qPrintable(why));
        QCOMPARE(after->decision(), QStringLiteral("allow-once"));

        int lost = 0;
        for (const auto &r : std::as_const(m_raised))
            lost += (!r->id.isEmpty() && r->accepted && !m_approvals->entry(r->id)) ? 1 : 0;
        qInfo("FIGURE restart-to-resynced-ms=%lld raised-total=%d lost=%d", reconnectMs,
              int(m_raised.size()), lost);
        QCOMPARE(lost, 0);
    }

    // A decision made in the console is in the one history toolgate-cli reads (no --db): both
    // open <data dir>/approval-history.sqlite.
    void consoleDecisionAppearsInCliHistory() {
        const QString xdg = m_dir.filePath(QStringLiteral("xdg-data"));
        const QString dataDir = xdg + QStringLiteral("/Toolgate/toolgate");
        auto shared = toolgate::core::ApprovalHistory::openShared(dataDir);
        QVERIFY(shared);
        ApprovalService console(m_console.get());
        console.setHistory(shared.value().get());
        console.resync();
        auto raised =
            raiseExec(QStringLiteral("echo decided-in-console"), QStringLiteral("on-miss"), 120000);
        QString why;
        QVERIFY2(
            waitFor([&] { return console.entry(raised->id) != nullptr; }, kStepTimeoutMs, &why),
            qPrintable(why));
        QVERIFY(console.decide(raised->id, QStringLiteral("deny")));
        QVERIFY2(waitFor([&] { return raised->finished; }, kStepTimeoutMs, &why), qPrintable(why));
        QVERIFY(shared.value()->flush());

        QProcess cli;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_DATA_HOME"), xdg);
        cli.setProcessEnvironment(env);
        cli.start(QStringLiteral(TOOLGATE_CLI_PATH),
                  {QStringLiteral("approvals"), QStringLiteral("history"), QStringLiteral("--json"),
                   QStringLiteral("--url"), url().toString()});
        QVERIFY(cli.waitForFinished(60000));
        const QByteArray out = cli.readAllStandardOutput();
        QCOMPARE(cli.exitCode(), 0);
        bool found = false;
        for (const QByteArray &line : out.trimmed().split('\n')) {
            const Json row = Json::parse(line.toStdString(), nullptr, false);
            if (jsonStr(row, "id") != raised->id)
                continue;
            found = true;
            QCOMPARE(jsonStr(row, "decision"), QStringLiteral("deny"));
            QCOMPARE(jsonStr(row, "gateway"),
                     toolgate::core::canonicalGatewayUrl(url().toString()));
        }
        QVERIFY2(found, out.constData());
    }

    void agentRunApprovedCommandRuns() { runAgent(true); }
    void agentRunDeniedCommandDoesNotRun() { runAgent(false); }

    // A policy edit goes out exactly as the console builds it (makeConfigMergePatch): the real
    // gateway takes the merge patch with its replacePaths, refuses the same removal without them
    // (writing nothing), and ends with exactly the edited list.
    void policyEditIsAppliedWithConfigPatch() {
        ConfigService config(m_console.get());
        QSignalSpy loaded(&config, &ConfigService::configLoaded);
        QSignalSpy patched(&config, &ConfigService::configPatched);
        QSignalSpy failed(&config, &ConfigService::requestFailed);
        QString why;
        auto fetch = [&]() -> Json {
            if (!waitFor([&] { return m_console->isConnected(); }, kStartTimeoutMs, &why))
                return Json();
            const qsizetype before = loaded.count();
            config.fetchConfig();
            if (!waitFor([&] { return loaded.count() > before; }, kStepTimeoutMs, &why))
                return Json();
            return loaded.last().at(0).value<ConfigSnapshot>().parsed;
        };
        auto send = [&](const toolgate::core::ConfigMergePatch &patch, bool withReplacePaths) {
            const qsizetype answers = patched.count() + failed.count();
            config.patchConfig(QString::fromStdString(patch.patch.dump()), config.lastHash(),
                               QStringLiteral("toolgate interop: policy edit"),
                               withReplacePaths ? patch.replacePaths : QStringList());
            return waitFor([&] { return patched.count() + failed.count() > answers; },
                           kStepTimeoutMs, &why);
        };
        auto denyOf = [](const Json &root) {
            const Json *deny = toolgate::core::KeyPath{"tools", "deny"}.find(root);
            return deny ? *deny : Json();
        };

        const Json base = fetch();
        QVERIFY2(base.is_object(), qPrintable(why));
        Json edited = base;
        edited["tools"]["deny"] = Json::array({"browser", "canvas"});
        QVERIFY2(send(toolgate::core::makeConfigMergePatch(base, edited), true), qPrintable(why));
        QVERIFY2(failed.isEmpty(),
                 failed.isEmpty()
                     ? ""
                     : qPrintable(failed.last().at(1).value<toolgate::core::Error>().toString()));
        const Json added = fetch();
        QVERIFY2(denyOf(added) == Json::array({"browser", "canvas"}), added.dump().c_str());

        Json narrowed = added;
        narrowed["tools"]["deny"] = Json::array({"canvas"});
        const toolgate::core::ConfigMergePatch removal =
            toolgate::core::makeConfigMergePatch(added, narrowed);
        QCOMPARE(removal.replacePaths, QStringList{QStringLiteral("tools.deny")});
        QVERIFY2(send(removal, false), qPrintable(why));
        QCOMPARE(failed.count(), 1); // entries removed without replacePaths: refused
        QVERIFY(denyOf(fetch()) == Json::array({"browser", "canvas"}));
        QVERIFY2(send(removal, true), qPrintable(why));
        QCOMPARE(failed.count(), 1);
        QVERIFY(denyOf(fetch()) == Json::array({"canvas"}));
    }

    // The console evaluates a gateway's plugin tools too: the real catalog names each plugin
    // tool's plugin, and every one of them joins the built-in core tools with that plugin.
    void toolsCatalogGivesPluginToolsWithTheirPlugin() {
        ConfigService config(m_console.get());
        QSignalSpy catalogs(&config, &ConfigService::toolsCatalogLoaded);
        QSignalSpy failed(&config, &ConfigService::requestFailed);
        QString why;
        QVERIFY2(waitFor([&] { return m_console->isConnected(); }, kStartTimeoutMs, &why),
                 qPrintable(why));
        config.fetchToolsCatalog({}, true);
        QVERIFY2(
            waitFor([&] { return !catalogs.isEmpty() || !failed.isEmpty(); }, kStepTimeoutMs, &why),
            qPrintable(why));
        QVERIFY(failed.isEmpty());
        const auto catalog = catalogs.first().first().value<ToolsCatalog>();
        QHash<QString, QString> pluginOf;
        for (const toolgate::core::PolicyTool &tool : policyToolsFromCatalog(catalog))
            pluginOf.insert(QString::fromStdString(tool.name),
                            QString::fromStdString(tool.pluginId));
        int pluginTools = 0;
        for (const ToolsCatalogGroup &group : catalog.groups) {
            for (const ToolsCatalogEntry &tool : group.tools) {
                if (tool.source != QLatin1String("plugin"))
                    continue;
                ++pluginTools;
                QVERIFY2(!tool.pluginId.isEmpty(), qPrintable(tool.id));
                QCOMPARE(pluginOf.value(tool.id), tool.pluginId);
            }
        }
        QVERIFY2(pluginTools > 0, "the real gateway listed no plugin tools");
        QCOMPARE(pluginOf.value(QStringLiteral("exec"), QStringLiteral("absent")), QString());
    }

    // Two admins: B sets tools.deny to [gateway, nodes] while A adds cron to [gateway]. A's patch
    // is refused (stale hash); A's edits rebased with the three-way merge keep B's entry.
    void reapplyAfterAnotherAdminsEditKeepsTheirEntry() {
        GatewayClient adminB(consoleOptions(QStringLiteral("admin-b")));
        adminB.start();
        ConfigService configA(m_console.get());
        ConfigService configB(&adminB);
        QString why;
        QVERIFY2(waitFor([&] { return adminB.isConnected() && m_console->isConnected(); },
                         kStartTimeoutMs, &why),
                 qPrintable(why));
        auto fetch = [&](ConfigService &service) -> Json {
            QSignalSpy loaded(&service, &ConfigService::configLoaded);
            service.fetchConfig();
            if (!waitFor([&] { return loaded.count() > 0; }, kStepTimeoutMs, &why))
                return Json();
            return loaded.last().at(0).value<ConfigSnapshot>().parsed;
        };
        auto patch = [&](ConfigService &service, const Json &from, const Json &to) -> QString {
            const toolgate::core::ConfigMergePatch p =
                toolgate::core::makeConfigMergePatch(from, to);
            QSignalSpy patched(&service, &ConfigService::configPatched);
            QSignalSpy failed(&service, &ConfigService::requestFailed);
            service.patchConfig(QString::fromStdString(p.patch.dump()), service.lastHash(),
                                QStringLiteral("toolgate interop: two admins"), p.replacePaths);
            if (!waitFor([&] { return patched.count() + failed.count() > 0; }, kStepTimeoutMs,
                         &why))
                return why;
            return failed.isEmpty() ? QString()
                                    : failed.last().at(1).value<toolgate::core::Error>().code;
        };
        Json start = fetch(configA);
        QVERIFY(start.is_object());
        Json withGateway = start;
        withGateway["tools"]["deny"] = Json::array({"gateway"});
        QCOMPARE(patch(configA, start, withGateway), QString());
        const Json base = fetch(configA); // A opens the config here
        Json mine = base;
        mine["tools"]["deny"] = Json::array({"gateway", "cron"});

        const Json seenByB = fetch(configB);
        Json theirs = seenByB;
        theirs["tools"]["deny"] = Json::array({"gateway", "nodes"});
        QCOMPARE(patch(configB, seenByB, theirs), QString());

        QCOMPARE(patch(configA, base, mine), QStringLiteral("CONFIG_CONFLICT"));
        const Json latest = fetch(configA);
        const toolgate::core::ConfigMerge merge =
            toolgate::core::mergeConfigThreeWay(base, mine, latest);
        QVERIFY(merge.conflicts.empty());
        QCOMPARE(patch(configA, latest, merge.merged), QString());
        const Json latestForB = fetch(configB);
        const Json *deny = toolgate::core::KeyPath{"tools", "deny"}.find(latestForB);
        QVERIFY(deny);
        QVERIFY2(*deny == Json::array({"gateway", "nodes", "cron"}), deny->dump().c_str());
        adminB.stop();
    }

    // A run started by another client (not this console) reaches `toolgate-cli loops watch` and
    // the console's tool-event feed (what the Loops screen shows) as session.tool events.
    void toolEventsOfAnotherClientsRunReachLoopsWatch() {
        configureAgent();
        QVERIFY(m_agentConfigured);
        QProcess watch;
        watch.start(QStringLiteral(TOOLGATE_CLI_PATH),
                    {QStringLiteral("loops"), QStringLiteral("watch"), QStringLiteral("--json"),
                     QStringLiteral("--limit"), QStringLiteral("1"), QStringLiteral("--url"),
                     url().toString(), QStringLiteral("--token"), m_token,
                     QStringLiteral("--identity"),
                     m_dir.filePath(QStringLiteral("cli-loops-identity.json"))});
        QVERIFY(watch.waitForStarted());
        QString why;
        QByteArray watchErr;
        QVERIFY2(waitFor(
                     [&] {
                         watchErr += watch.readAllStandardError();
                         return watchErr.contains("watching") || watch.state() != QProcess::Running;
                     },
                     kStartTimeoutMs, &why),
                 qPrintable(why));
        QVERIFY2(watchErr.contains("watching"), watchErr.constData());

        GatewayOptions o = requesterOptions();
        o.displayName = QStringLiteral("toolgate other client");
        // The run's exec approval is registered with the starter's scopes.
        o.scopes = {QStringLiteral("operator.read"), QStringLiteral("operator.write"),
                    QStringLiteral("operator.approvals")};
        GatewayClient other(o);
        other.start();
        QVERIFY2(waitFor([&] { return other.isConnected(); }, kStartTimeoutMs, &why),
                 qPrintable(why));
        QSignalSpy tools(m_config.get(), &ConfigService::toolEventReceived);
        const QString marker = m_dir.filePath(QStringLiteral("other-client-ran"));
        GatewayReply *send = other.request(
            QStringLiteral("chat.send"),
            Json{{"sessionKey", "agent:main:main"},
                 {"message",
                  (QStringLiteral("please run this\nrun: touch ") + marker).toStdString()},
                 {"idempotencyKey",
                  QUuid::createUuid().toString(QUuid::WithoutBraces).toStdString()}});
        QString runId;
        connect(send, &GatewayReply::finished, this,
                [&runId, send] { runId = jsonStr(send->payload(), "runId"); });
        QVERIFY2(waitFor([&] { return !runId.isEmpty(); }, kStepTimeoutMs, &why), qPrintable(why));
        QString approvalId;
        QVERIFY2(waitFor(
                     [&] {
                         for (const auto *e : m_approvals->queue().entries()) {
                             if (e->request.command.contains(marker) &&
                                 e->state == ApprovalState::Pending)
                                 approvalId = e->request.id;
                         }
                         return !approvalId.isEmpty();
                     },
                     120000, &why),
                 qPrintable(why));
        QVERIFY(m_approvals->decide(approvalId, QStringLiteral("allow-once")));
        QVERIFY2(waitFor([&] { return watch.state() == QProcess::NotRunning; }, 120000, &why),
                 qPrintable(why + QString::fromUtf8(watch.readAllStandardError())));
        QCOMPARE(watch.exitCode(), 0);
        const QByteArray line = watch.readAllStandardOutput().trimmed();
        const Json call = Json::parse(line.toStdString(), nullptr, false);
        QVERIFY2(call.is_object(), line.constData());
        QCOMPARE(jsonStr(call, "event"), QStringLiteral("call"));
        QCOMPARE(jsonStr(call, "runId"), runId);
        QCOMPARE(jsonStr(call, "tool"), QStringLiteral("exec"));
        QCOMPARE(jsonStr(call, "sessionKey"), QStringLiteral("agent:main:main"));
        QCOMPARE(jsonStr(call, "argsHash").size(), 64);
        QVERIFY(call.contains("verdict"));

        bool consoleSawStart = false;
        QVERIFY2(waitFor(
                     [&] {
                         for (const QList<QVariant> &args : std::as_const(tools)) {
                             const auto e = args.first().value<ToolEvent>();
                             consoleSawStart =
                                 consoleSawStart ||
                                 (e.runId == runId && e.phase == QLatin1String("start"));
                         }
                         return consoleSawStart;
                     },
                     kStepTimeoutMs, &why),
                 qPrintable(why));
        other.stop();
    }
};

QTEST_GUILESS_MAIN(TestInteropOpenClaw)
#include "tst_interop_openclaw.moc"
