// SPDX-License-Identifier: MIT
#include "failonwarning.h"
#include "fakegateway.h"

#include "approvals/approvalhistory.h"
#include "gateway/approvalservice.h"
#include "gateway/configservice.h"
#include "gateway/gatewayclient.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace toolgate::gateway;
using toolgate::core::ApprovalState;
using toolgate::core::Json;
using toolgate::test::FakeGateway;

namespace {

qint64 nowMs() {
    return QDateTime::currentMSecsSinceEpoch();
}

Json execApproval(const QString &id, const QStringList &allowed, qint64 expiresInMs = 120000) {
    Json decisions = Json::array();
    for (const QString &d : allowed)
        decisions.push_back(d.toStdString());
    return Json{{"approvalKind", "exec"},
                {"id", id.toStdString()},
                {"request",
                 {{"command", "echo " + id.toStdString()},
                  {"commandArgv", {"echo", id.toStdString()}},
                  {"cwd", "/srv"},
                  {"host", "gateway"},
                  {"security", "allowlist"},
                  {"ask", "on-miss"},
                  {"agentId", "main"},
                  {"sessionKey", "agent:main:main"},
                  {"allowedDecisions", decisions}}},
                {"createdAtMs", nowMs()},
                {"expiresAtMs", nowMs() + expiresInMs}};
}

const QStringList kAll{QStringLiteral("allow-once"), QStringLiteral("allow-always"),
                       QStringLiteral("deny")};

// A fake gateway that keeps a pending list and answers the approval methods like the real one.
struct ApprovalGateway {
    FakeGateway server;
    QList<Json> pendingExec;
    QList<Json> pendingPlugin;
    bool answerResolve = true;
    Json resolveError; // when set, resolve answers with it

    ApprovalGateway() {
        server.onRequest = [this](FakeGateway &s, const FakeGateway::Request &r) {
            if (r.method == QLatin1String("exec.approval.list") ||
                r.method == QLatin1String("plugin.approval.list")) {
                Json list = Json::array();
                for (const Json &a :
                     r.method.startsWith(QLatin1String("exec")) ? pendingExec : pendingPlugin)
                    list.push_back(a);
                s.respond(r.id, list);
            } else if (r.method.endsWith(QLatin1String(".approval.resolve"))) {
                if (!answerResolve)
                    return;
                if (!resolveError.is_null())
                    s.respondError(r.id, resolveError);
                else
                    s.respond(r.id, Json{{"ok", true}});
            } else {
                s.respond(r.id, Json{{"ok", true}});
            }
        };
    }
};

} // namespace

class TestApprovalService : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    GatewayOptions options(const FakeGateway &server) { return testClientOptions(server, m_dir); }

    // Starts `client` and waits until `service` has listed what the gateway has pending.
    static bool startAndSync(GatewayClient &client, ApprovalService &service) {
        QSignalSpy synced(&service, &ApprovalService::synced);
        client.start();
        return QTest::qWaitFor([&synced] { return synced.count() == 1; });
    }

private slots:
    void init() { toolgate::test::failOnAnyWarning(); }
    void listsBothKindsOnConnectAndMergesWithoutDuplicates() {
        ApprovalGateway gw;
        gw.pendingExec = {execApproval(QStringLiteral("a1"), kAll)};
        GatewayClient client(options(gw.server));
        ApprovalService service(&client);
        QSignalSpy synced(&service, &ApprovalService::synced);
        QSignalSpy added(&service, &ApprovalService::approvalAdded);
        client.start();
        QTRY_COMPARE(synced.count(), 1);
        QCOMPARE(gw.server.requestCount(QStringLiteral("exec.approval.list")), 1);
        QCOMPARE(gw.server.requestCount(QStringLiteral("plugin.approval.list")), 1);
        QCOMPARE(synced.first().first().toInt(), 1);
        // The same approval announced again by an event: still one entry.
        gw.server.sendEvent(QStringLiteral("exec.approval.requested"),
                            execApproval(QStringLiteral("a1"), kAll));
        gw.server.sendEvent(QStringLiteral("exec.approval.requested"),
                            execApproval(QStringLiteral("a2"), kAll));
        QTRY_COMPARE(service.queue().count(), 2);
        QCOMPARE(added.count(), 2);
        QVERIFY(service.isSynced());
    }

    void decisionsAreCheckedAgainstAllowedDecisions() {
        ApprovalGateway gw;
        GatewayClient client(options(gw.server));
        ApprovalService service(&client);
        QVERIFY(startAndSync(client, service));
        gw.server.sendEvent(QStringLiteral("exec.approval.requested"),
                            execApproval(QStringLiteral("x"),
                                         {QStringLiteral("allow-once"), QStringLiteral("deny")}));
        QTRY_VERIFY(service.entry(QStringLiteral("x")));
        const auto refused = service.decide(QStringLiteral("x"), QStringLiteral("allow-always"));
        QVERIFY(!refused);
        QCOMPARE(refused.error().code, QStringLiteral("APPROVAL_DECISION_NOT_ALLOWED"));
        const auto unknown = service.decide(QStringLiteral("nope"), QStringLiteral("deny"));
        QCOMPARE(unknown.error().code, QStringLiteral("APPROVAL_NOT_FOUND"));
        QCOMPARE(gw.server.requestCount(QStringLiteral("exec.approval.resolve")), 0);
        QCOMPARE(service.entry(QStringLiteral("x"))->state, ApprovalState::Pending);
    }

    void allowOnceIsSentBoundToTheIdAndResolvesHere() {
        ApprovalGateway gw;
        GatewayClient client(options(gw.server));
        ApprovalService service(&client);
        auto history =
            toolgate::core::ApprovalHistory::open(m_dir.filePath(QStringLiteral("h1.db")));
        QVERIFY(history);
        service.setHistory(history.value().get());
        QSignalSpy finished(&service, &ApprovalService::decisionFinished);
        QVERIFY(startAndSync(client, service));
        gw.server.sendEvent(QStringLiteral("exec.approval.requested"),
                            execApproval(QStringLiteral("y"), kAll));
        QTRY_VERIFY(service.entry(QStringLiteral("y")));
        QVERIFY(service.decide(QStringLiteral("y"), QStringLiteral("allow-once")));
        QCOMPARE(service.entry(QStringLiteral("y"))->state, ApprovalState::Resolving);
        QCOMPARE(service.decide(QStringLiteral("y"), QStringLiteral("deny")).error().code,
                 QStringLiteral("APPROVAL_NOT_PENDING"));
        QTRY_COMPARE(finished.count(), 1);
        QCOMPARE(finished.first().at(2).toBool(), true);
        const auto resolves = gw.server.requestsFor(QStringLiteral("exec.approval.resolve"));
        QCOMPARE(resolves.size(), 1);
        QCOMPARE(QString::fromStdString(resolves.first().params["id"].get<std::string>()),
                 QStringLiteral("y"));
        QCOMPARE(QString::fromStdString(resolves.first().params["decision"].get<std::string>()),
                 QStringLiteral("allow-once"));
        QCOMPARE(service.entry(QStringLiteral("y"))->state, ApprovalState::ResolvedHere);
        QCOMPARE(service.resolveRequestCount(QStringLiteral("y")), 1);

        // The resolved event that follows changes nothing.
        gw.server.sendEvent(
            QStringLiteral("exec.approval.resolved"),
            Json{{"id", "y"}, {"decision", "allow-once"}, {"resolvedBy", "Toolgate"}, {"ts", 1}});
        // Frames arrive in order: once a request sent after it has been seen, the resolved event
        // has been handled too.
        gw.server.sendEvent(QStringLiteral("exec.approval.requested"),
                            execApproval(QStringLiteral("after"), kAll));
        QTRY_VERIFY(service.entry(QStringLiteral("after")));
        QCOMPARE(service.entry(QStringLiteral("y"))->state, ApprovalState::ResolvedHere);

        auto records = history.value()->search({});
        QVERIFY(records);
        std::erase_if(*records, [](const auto &r) { return r.id == QLatin1String("after"); });
        QCOMPARE(records->size(), size_t(1));
        QCOMPARE(records->front().state, QStringLiteral("resolved-here"));
        QCOMPARE(records->front().decision, QStringLiteral("allow-once"));
        QCOMPARE(records->front().text, QStringLiteral("echo y"));
        const auto decisions = history.value()->decisions(QStringLiteral("y"));
        QVERIFY(decisions);
        QCOMPARE(decisions->size(), size_t(2)); // the refused second click, then the accepted one
        QCOMPARE(decisions->back().ok, true);
    }

    void gatewayRefusalsAreNotDecisions_data() {
        QTest::addColumn<QString>("error");
        QTest::addColumn<int>("state");
        QTest::newRow("already resolved")
            << QStringLiteral(
                   R"({"code":"INVALID_REQUEST","message":"approval already resolved","details":{"reason":"APPROVAL_ALREADY_RESOLVED"}})")
            << int(ApprovalState::ResolvedElsewhere);
        QTest::newRow("not found")
            << QStringLiteral(
                   R"({"code":"INVALID_REQUEST","message":"approval expired or not found"})")
            << int(ApprovalState::Gone);
        QTest::newRow("allow-always unavailable")
            << QStringLiteral(
                   R"({"code":"INVALID_REQUEST","message":"allow-always is unavailable for this command","details":{"reason":"APPROVAL_ALLOW_ALWAYS_UNAVAILABLE"}})")
            << int(ApprovalState::Pending);
        QTest::newRow("unavailable")
            << QStringLiteral(R"({"code":"UNAVAILABLE","message":"busy","retryable":true})")
            << int(ApprovalState::Pending);
    }
    void gatewayRefusalsAreNotDecisions() {
        QFETCH(QString, error);
        QFETCH(int, state);
        ApprovalGateway gw;
        gw.resolveError = Json::parse(error.toStdString());
        GatewayClient client(options(gw.server));
        ApprovalService service(&client);
        QSignalSpy finished(&service, &ApprovalService::decisionFinished);
        QVERIFY(startAndSync(client, service));
        gw.server.sendEvent(QStringLiteral("exec.approval.requested"),
                            execApproval(QStringLiteral("z"), kAll));
        QTRY_VERIFY(service.entry(QStringLiteral("z")));
        QVERIFY(service.decide(QStringLiteral("z"), QStringLiteral("allow-always")));
        QTRY_COMPARE(finished.count(), 1);
        QCOMPARE(finished.first().at(2).toBool(), false);
        QCOMPARE(int(service.entry(QStringLiteral("z"))->state), state);
    }

    void resolvedEventsFromElsewhereAndFromTheSystem() {
        ApprovalGateway gw;
        GatewayClient client(options(gw.server));
        ApprovalService service(&client);
        QVERIFY(startAndSync(client, service));
        gw.server.sendEvent(QStringLiteral("exec.approval.requested"),
                            execApproval(QStringLiteral("o"), kAll));
        gw.server.sendEvent(QStringLiteral("exec.approval.requested"),
                            execApproval(QStringLiteral("t"), kAll));
        gw.server.sendEvent(
            QStringLiteral("exec.approval.resolved"),
            Json{{"id", "o"}, {"decision", "deny"}, {"resolvedBy", "other console"}, {"ts", 1}});
        gw.server.sendEvent(
            QStringLiteral("exec.approval.resolved"),
            Json{{"id", "t"}, {"decision", "deny"}, {"resolvedBy", nullptr}, {"ts", 1}});
        QTRY_COMPARE(service.queue().countInState(ApprovalState::ResolvedElsewhere) +
                         service.queue().countInState(ApprovalState::Gone),
                     2);
        const auto *other = service.entry(QStringLiteral("o"));
        QCOMPARE(other->state, ApprovalState::ResolvedElsewhere);
        QCOMPARE(other->resolvedBy, QStringLiteral("other console"));
        QCOMPARE(other->decision, QStringLiteral("deny"));
        // Ended by nobody long before its deadline (a run aborted): gone, no decision recorded.
        const auto *ended = service.entry(QStringLiteral("t"));
        QCOMPARE(ended->state, ApprovalState::Gone);
        QVERIFY(ended->resolvedBy.isEmpty());
        QVERIFY(ended->decision.isEmpty());
        QCOMPARE(ended->reason, QStringLiteral("ended-by-gateway"));
        // A late click on a finished approval is refused before it is sent.
        QCOMPARE(service.decide(QStringLiteral("t"), QStringLiteral("deny")).error().code,
                 QStringLiteral("APPROVAL_NOT_PENDING"));
    }

    void expiresAtExpiresAtMs() {
        ApprovalGateway gw;
        GatewayClient client(options(gw.server));
        ApprovalService service(&client);
        QSignalSpy changed(&service, &ApprovalService::approvalChanged);
        QVERIFY(startAndSync(client, service));
        gw.server.sendEvent(QStringLiteral("exec.approval.requested"),
                            execApproval(QStringLiteral("e"), kAll, 80));
        QTRY_VERIFY(service.entry(QStringLiteral("e")));
        QTRY_COMPARE(service.entry(QStringLiteral("e"))->state, ApprovalState::Expired);
        QVERIFY(nowMs() >= service.entry(QStringLiteral("e"))->request.expiresAtMs);
        QCOMPARE(service.entry(QStringLiteral("e"))->reason, QStringLiteral("timeout"));
    }

    void droppedConnectionKeepsEntriesStaleUntilRelisted() {
        ApprovalGateway gw;
        gw.pendingExec = {execApproval(QStringLiteral("keep"), kAll),
                          execApproval(QStringLiteral("gone"), kAll)};
        GatewayClient client(options(gw.server));
        ApprovalService service(&client);
        QSignalSpy synced(&service, &ApprovalService::synced);
        client.start();
        QTRY_COMPARE(synced.count(), 1);
        QCOMPARE(service.pending().size(), size_t(2));

        bool staleWhileDown = false;
        connect(&client, &GatewayClient::disconnected, this, [&] {
            staleWhileDown = service.entry(QStringLiteral("keep"))->stale &&
                             service.entry(QStringLiteral("gone"))->stale && !service.isSynced();
        });
        gw.pendingExec = {execApproval(QStringLiteral("keep"), kAll),
                          execApproval(QStringLiteral("new"), kAll)};
        gw.server.abortCurrent();
        QTRY_COMPARE(synced.count(), 2);
        QVERIFY(staleWhileDown);
        QCOMPARE(service.entry(QStringLiteral("keep"))->state, ApprovalState::Pending);
        QVERIFY(!service.entry(QStringLiteral("keep"))->stale);
        QCOMPARE(service.entry(QStringLiteral("gone"))->state, ApprovalState::Gone);
        QCOMPARE(service.entry(QStringLiteral("gone"))->reason, QStringLiteral("not-listed"));
        QCOMPARE(service.entry(QStringLiteral("new"))->state, ApprovalState::Pending);
        QCOMPARE(service.queue().count(), 3);
        QCOMPARE(gw.server.requestCount(QStringLiteral("approval.history")), 0); // not offered
    }

    // A crash and restart empties the gateway's list; its approval.history says what happened to
    // each request, and only a recorded decision counts as one.
    void vanishedRequestsAreExplainedByTheGatewayHistory() {
        ApprovalGateway gw;
        gw.server.methods = Json::array({"exec.approval.list", "approval.history"});
        gw.pendingExec = {
            execApproval(QStringLiteral("r1"), kAll), execApproval(QStringLiteral("r2"), kAll),
            execApproval(QStringLiteral("d1"), kAll), execApproval(QStringLiteral("u1"), kAll)};
        Json firstPage{{"items",
                        {{{"id", "r1"},
                          {"status", "cancelled"},
                          {"reason", "gateway-restart"},
                          {"resolvedAtMs", 5},
                          {"resolver", {{"kind", "system"}}}},
                         {{"id", "d1"},
                          {"status", "allowed"},
                          {"decision", "allow-once"},
                          {"reason", "user"},
                          {"resolvedAtMs", 6},
                          {"resolver", {{"kind", "device"}, {"id", "dev-phone"}}}}}},
                       {"nextCursor", "b3BhcXVl"}};
        Json secondPage{{"items",
                         {{{"id", "r2"},
                           {"status", "cancelled"},
                           {"reason", "gateway-restart"},
                           {"resolvedAtMs", 5},
                           {"resolver", {{"kind", "system"}}}}}}};
        QList<Json> cursors;
        int maxLimit = 0;
        auto base = gw.server.onRequest;
        gw.server.onRequest = [&, base](FakeGateway &s, const FakeGateway::Request &r) {
            if (r.method != QLatin1String("approval.history"))
                return base(s, r);
            cursors.append(r.params.value("cursor", Json()));
            maxLimit = std::max(maxLimit, r.params.value("limit", 0));
            s.respond(r.id, r.params.contains("cursor") ? secondPage : firstPage);
        };
        GatewayClient client(options(gw.server));
        ApprovalService service(&client);
        auto history =
            toolgate::core::ApprovalHistory::open(m_dir.filePath(QStringLiteral("gone.db")));
        QVERIFY(history);
        service.setHistory(history.value().get());
        QSignalSpy synced(&service, &ApprovalService::synced);
        client.start();
        QTRY_COMPARE(synced.count(), 1);
        QCOMPARE(gw.server.requestCount(QStringLiteral("approval.history")), 0); // nothing gone
        gw.pendingExec.clear();
        gw.server.abortCurrent();
        QTRY_COMPARE(synced.count(), 2);
        QCOMPARE(cursors.size(), 2);
        QVERIFY(cursors.at(0).is_null());
        QVERIFY(cursors.at(1) == Json("b3BhcXVl")); // passed back exactly
        QVERIFY(maxLimit >= 1 && maxLimit <= 100);  // the gateway refuses larger pages
        for (const char *id : {"r1", "r2"}) {
            const auto *e = service.entry(QLatin1String(id));
            QCOMPARE(e->state, ApprovalState::Gone);
            QCOMPARE(e->reason, QStringLiteral("gateway-restart"));
            QVERIFY(e->decision.isEmpty());
        }
        const auto *decided = service.entry(QStringLiteral("d1"));
        QCOMPARE(decided->state, ApprovalState::ResolvedElsewhere);
        QCOMPARE(decided->decision, QStringLiteral("allow-once"));
        QCOMPARE(decided->resolvedBy, QStringLiteral("dev-phone"));
        QCOMPARE(service.entry(QStringLiteral("u1"))->state, ApprovalState::Gone);
        QCOMPARE(service.entry(QStringLiteral("u1"))->reason, QStringLiteral("not-listed"));
        toolgate::core::HistoryFilter filter;
        filter.state = QStringLiteral("gone");
        const auto rows = history.value()->search(filter);
        QVERIFY(rows);
        QCOMPARE(rows->size(), size_t(3));
        filter.state = QStringLiteral("resolved-elsewhere");
        QCOMPARE(history.value()->search(filter)->size(), size_t(1));
    }

    // OpenClaw's own system agent asks to change OpenClaw: listed and announced as
    // openclaw.approval.*, decided with approval.resolve {kind:"system-agent"}.
    void systemAgentApprovalsAreListedShownAndResolved() {
        ApprovalGateway gw;
        gw.server.methods = Json::array({"openclaw.approval.list", "approval.resolve"});
        const Json change{{"approvalKind", "system-agent"},
                          {"id", "system-agent:5d1c"},
                          {"request",
                           {{"title", "OpenClaw change"},
                            {"description", "Set tools.exec.ask to always"},
                            {"command", "Set tools.exec.ask to always"},
                            {"proposalHash", "sha256:abc123"},
                            {"allowedDecisions", {"allow-once", "allow-always", "deny"}},
                            {"sessionKey", "agent:main:main"}}},
                          {"createdAtMs", nowMs()},
                          {"expiresAtMs", nowMs() + 60000}};
        auto base = gw.server.onRequest;
        gw.server.onRequest = [&, base](FakeGateway &s, const FakeGateway::Request &r) {
            if (r.method == QLatin1String("openclaw.approval.list"))
                s.respond(r.id, Json::array({change}));
            else
                base(s, r);
        };
        GatewayClient client(options(gw.server));
        ApprovalService service(&client);
        QVERIFY(startAndSync(client, service));
        QCOMPARE(gw.server.requestCount(QStringLiteral("openclaw.approval.list")), 1);
        const auto *entry = service.entry(QStringLiteral("system-agent:5d1c"));
        QVERIFY(entry);
        QCOMPARE(entry->request.kind, toolgate::core::ApprovalKind::SystemAgent);
        QCOMPARE(entry->request.title, QStringLiteral("OpenClaw change"));
        QCOMPARE(entry->request.proposalHash, QStringLiteral("sha256:abc123"));
        QCOMPARE(entry->request.displayText(), QStringLiteral("OpenClaw change"));
        QCOMPARE(service.decide(entry->request.id, QStringLiteral("allow-always")).error().code,
                 QStringLiteral("APPROVAL_DECISION_NOT_ALLOWED")); // never a standing grant
        QVERIFY(service.decide(entry->request.id, QStringLiteral("allow-once")));
        QTRY_COMPARE(service.entry(entry->request.id)->state, ApprovalState::ResolvedHere);
        const auto resolves = gw.server.requestsFor(QStringLiteral("approval.resolve"));
        QCOMPARE(resolves.size(), 1);
        QVERIFY(resolves.first().params == (Json{{"id", "system-agent:5d1c"},
                                                 {"kind", "system-agent"},
                                                 {"decision", "allow-once"}}));

        // Announced by event, resolved by another reviewer.
        Json second = change;
        second["id"] = "system-agent:77aa";
        gw.server.sendEvent(QStringLiteral("openclaw.approval.requested"), second);
        QTRY_VERIFY(service.entry(QStringLiteral("system-agent:77aa")));
        gw.server.sendEvent(QStringLiteral("openclaw.approval.resolved"),
                            Json{{"id", "system-agent:77aa"},
                                 {"decision", "deny"},
                                 {"resolvedBy", "owner phone"},
                                 {"ts", 1},
                                 {"applicationStatus", "not-applied"}});
        QTRY_COMPARE(service.entry(QStringLiteral("system-agent:77aa"))->state,
                     ApprovalState::ResolvedElsewhere);
        QCOMPARE(service.entry(QStringLiteral("system-agent:77aa"))->resolvedBy,
                 QStringLiteral("owner phone"));
    }

    void announcedRestartMarksVanishedRequests() {
        ApprovalGateway gw;
        gw.pendingExec = {execApproval(QStringLiteral("p"), kAll)};
        GatewayClient client(options(gw.server));
        ApprovalService service(&client);
        QSignalSpy synced(&service, &ApprovalService::synced);
        client.start();
        QTRY_COMPARE(synced.count(), 1);
        gw.pendingExec.clear();
        QSignalSpy announced(&client, &GatewayClient::shutdownAnnounced);
        gw.server.sendEvent(QStringLiteral("shutdown"),
                            Json{{"reason", "restart"}, {"restartExpectedMs", 10}});
        QTRY_COMPARE(announced.count(), 1);
        gw.server.abortCurrent();
        QTRY_COMPARE(synced.count(), 2);
        QCOMPARE(service.entry(QStringLiteral("p"))->state, ApprovalState::Gone);
        QCOMPARE(service.entry(QStringLiteral("p"))->reason, QStringLiteral("gateway-restart"));
    }

    void sequenceGapTriggersRelist() {
        ApprovalGateway gw;
        GatewayClient client(options(gw.server));
        ApprovalService service(&client);
        QSignalSpy synced(&service, &ApprovalService::synced);
        client.start();
        QTRY_COMPARE(synced.count(), 1);
        gw.pendingExec = {execApproval(QStringLiteral("missed"), kAll)};
        gw.server.sendEvent(QStringLiteral("presence"), Json::object(), 1);
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("seq gap")));
        gw.server.sendEvent(QStringLiteral("presence"), Json::object(), 4);
        QTRY_COMPARE(synced.count(), 2);
        QCOMPARE(gw.server.requestCount(QStringLiteral("exec.approval.list")), 2);
        QVERIFY(service.entry(QStringLiteral("missed")));
    }

    void replaysTheCapturedConsoleEvents() {
        ApprovalGateway gw;
        GatewayClient client(options(gw.server));
        ApprovalService service(&client);
        QVERIFY(startAndSync(client, service));
        QFile file(QStringLiteral(TOOLGATE_TEST_DATA_DIR "/transcripts/approval-roundtrip.jsonl"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        int sent = 0;
        while (!file.atEnd()) {
            const QByteArray raw = file.readLine();
            const Json line = Json::parse(raw.constBegin(), raw.constEnd(), nullptr, false);
            if (line.value("conn", std::string()) != "console" ||
                line.value("dir", std::string()) != "recv")
                continue;
            const Json &frame = line["frame"];
            if (frame.value("type", std::string()) != "event" ||
                frame.value("event", std::string()) == "connect.challenge")
                continue;
            gw.server.sendJson(frame);
            ++sent;
        }
        QCOMPARE(sent, 9);
        QTRY_COMPARE(service.queue().count(), 4);
        QTRY_COMPARE(service.queue().countInState(ApprovalState::ResolvedElsewhere) +
                         service.queue().countInState(ApprovalState::Expired),
                     4);
        const auto *first = service.entry(QStringLiteral("e033fb97-c48b-48bc-88ff-3a3bec727498"));
        QVERIFY(first);
        QCOMPARE(first->state, ApprovalState::ResolvedElsewhere);
        QCOMPARE(first->resolvedBy, QStringLiteral("ref Qt console"));
        QCOMPARE(service.queue().countInState(ApprovalState::Expired), 1);
    }

    void configPatchConflictAndToolEvents() {
        FakeGateway server;
        server.onRequest = [](FakeGateway &s, const FakeGateway::Request &r) {
            if (r.method == QLatin1String("config.get")) {
                s.respond(r.id, Json{{"path", "/x/openclaw.json"},
                                     {"exists", true},
                                     {"hash", "h1"},
                                     {"raw", "{}"},
                                     {"parsed", Json::object()},
                                     {"valid", true}});
            } else if (r.method == QLatin1String("config.patch")) {
                if (r.params.value("baseHash", std::string()) != "h1") {
                    s.respondError(
                        r.id,
                        Json{{"code", "INVALID_REQUEST"},
                             {"message",
                              "config changed since last load; re-run config.get and retry"}});
                } else {
                    s.respond(r.id, Json{{"ok", true},
                                         {"hash", "h2"},
                                         {"changedPaths", {"tools.exec"}},
                                         {"sentinel", {{"requiresRestart", false}}}});
                }
            } else if (r.method == QLatin1String("tools.catalog")) {
                s.respond(r.id, Json{{"agentId", "main"},
                                     {"profiles", {"minimal", "coding"}},
                                     {"groups",
                                      {{{"id", "runtime"},
                                        {"label", "Runtime"},
                                        {"source", "core"},
                                        {"tools",
                                         {{{"id", "exec"},
                                           {"label", "exec"},
                                           {"defaultProfiles", {"coding"}}}}}}}}});
            } else {
                s.respond(r.id, Json{{"ok", true}});
            }
        };
        GatewayClient client(options(server));
        ConfigService config(&client);
        QSignalSpy connected(&client, &GatewayClient::connected);
        QSignalSpy loaded(&config, &ConfigService::configLoaded);
        QSignalSpy patched(&config, &ConfigService::configPatched);
        QSignalSpy failed(&config, &ConfigService::requestFailed);
        QSignalSpy catalog(&config, &ConfigService::toolsCatalogLoaded);
        QSignalSpy tools(&config, &ConfigService::toolEventReceived);
        client.start();
        QTRY_COMPARE(connected.count(), 1);
        config.fetchConfig();
        QTRY_COMPARE(loaded.count(), 1);
        QCOMPARE(config.lastHash(), QStringLiteral("h1"));
        config.patchConfig(QStringLiteral("{tools:{exec:{ask:'always'}}}"),
                           QStringLiteral("stale"));
        QTRY_COMPARE(failed.count(), 1);
        QCOMPARE(failed.first().at(1).value<toolgate::core::Error>().code,
                 QStringLiteral("CONFIG_CONFLICT"));
        QCOMPARE(patched.count(), 0);
        config.patchConfig(QStringLiteral("{tools:{exec:{ask:'always'}}}"), config.lastHash());
        QTRY_COMPARE(patched.count(), 1);
        QCOMPARE(config.lastHash(), QStringLiteral("h2"));
        config.fetchToolsCatalog(QStringLiteral("main"));
        QTRY_COMPARE(catalog.count(), 1);
        const auto cat = catalog.first().first().value<ToolsCatalog>();
        QCOMPARE(cat.groups.size(), size_t(1));
        QCOMPARE(cat.groups.front().tools.front().id, QStringLiteral("exec"));

        server.sendEvent(
            QStringLiteral("agent"),
            Json{{"runId", "r"}, {"stream", "lifecycle"}, {"data", {{"phase", "start"}}}});
        server.sendEvent(QStringLiteral("agent"), Json{{"runId", "r"},
                                                       {"stream", "tool"},
                                                       {"sessionKey", "agent:main:main"},
                                                       {"seq", 3},
                                                       {"data",
                                                        {{"phase", "start"},
                                                         {"name", "exec"},
                                                         {"toolCallId", "c1"},
                                                         {"args", {{"command", "ls"}}}}}});
        QTRY_COMPARE(tools.count(), 1);
        const auto event = tools.first().first().value<ToolEvent>();
        QCOMPARE(event.name, QStringLiteral("exec"));
        QCOMPARE(event.phase, QStringLiteral("start"));
        QCOMPARE(event.sessionKey, QStringLiteral("agent:main:main"));
    }
};

QTEST_GUILESS_MAIN(TestApprovalService)
#include "tst_approvalservice.moc"
