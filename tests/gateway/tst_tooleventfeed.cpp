// SPDX-License-Identifier: MIT
// ToolEventFeed against a scripted gateway: sessions.subscribe on every (re)connect, session.tool
// events from runs other clients started, and one event per (runId, toolCallId, phase) when the
// same call arrives both as `agent` and as `session.tool`.
#include "failonwarning.h"
#include "fakegateway.h"

#include "gateway/gatewayclient.h"
#include "gateway/tooleventfeed.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace toolgate::gateway;
using toolgate::core::Json;
using toolgate::test::FakeGateway;

namespace {

Json toolPayload(const char *runId, const char *callId, const char *phase) {
    Json data{{"phase", phase}, {"name", "exec"}, {"toolCallId", callId}};
    if (std::string(phase) == "start")
        data["args"] = Json{{"command", "ls"}};
    return Json{{"runId", runId},
                {"stream", "tool"},
                {"seq", 1},
                {"ts", 1796038023850},
                {"sessionKey", "agent:main:cron"},
                {"agentId", "main"},
                {"data", data}};
}

} // namespace

class TestToolEventFeed : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    GatewayOptions options(const FakeGateway &server) { return testClientOptions(server, m_dir); }

private slots:
    void init() { toolgate::test::failOnAnyWarning(); }
    void subscribesOnEveryConnectAndDeduplicates() {
        FakeGateway server;
        GatewayClient client(options(server));
        ToolEventFeed feed(&client);
        QSignalSpy events(&feed, &ToolEventFeed::toolEvent);
        client.start();
        QTRY_VERIFY(feed.isSubscribed());
        QCOMPARE(server.requestCount(QStringLiteral("sessions.subscribe")), 1);

        // A cron run: only session.tool reaches this connection.
        server.sendEvent(QStringLiteral("session.tool"), toolPayload("cron-run", "c1", "start"));
        server.sendEvent(QStringLiteral("session.tool"), toolPayload("cron-run", "c1", "update"));
        server.sendEvent(QStringLiteral("session.tool"), toolPayload("cron-run", "c1", "result"));
        // Our own run arriving both ways: passed on once per phase.
        server.sendEvent(QStringLiteral("agent"), toolPayload("own-run", "o1", "start"));
        server.sendEvent(QStringLiteral("session.tool"), toolPayload("own-run", "o1", "start"));
        server.sendEvent(QStringLiteral("agent"), toolPayload("own-run", "o1", "update"));
        server.sendEvent(QStringLiteral("session.tool"), toolPayload("own-run", "o1", "result"));
        server.sendEvent(QStringLiteral("agent"), toolPayload("own-run", "o1", "result"));
        // Not tool events.
        server.sendEvent(QStringLiteral("agent"),
                         Json{{"runId", "own-run"}, {"stream", "assistant"}, {"data", {}}});
        QTRY_COMPARE(feed.duplicates(), 2);
        QStringList seen;
        for (const QList<QVariant> &args : std::as_const(events)) {
            const auto e = args.at(0).value<ToolEvent>();
            seen << e.runId + u'/' + e.phase;
        }
        QCOMPARE(seen,
                 (QStringList{QStringLiteral("cron-run/start"), QStringLiteral("cron-run/result"),
                              QStringLiteral("own-run/start"), QStringLiteral("own-run/update"),
                              QStringLiteral("own-run/result")}));
        const auto first = events.at(0).at(0).value<ToolEvent>();
        QCOMPARE(first.sessionKey, QStringLiteral("agent:main:cron"));
        QCOMPARE(first.name, QStringLiteral("exec"));
        QVERIFY(first.args == (Json{{"command", "ls"}}));

        server.abortCurrent();
        QTRY_COMPARE(server.requestCount(QStringLiteral("sessions.subscribe")), 2);
        QTRY_VERIFY(feed.isSubscribed());
    }

    void gatewayWithoutTheMethodIsNotAsked() {
        FakeGateway server;
        server.methods = Json::array({"exec.approval.list"});
        GatewayClient client(options(server));
        ToolEventFeed feed(&client);
        QSignalSpy connected(&client, &GatewayClient::connected);
        client.start();
        QTRY_COMPARE(connected.count(), 1);
        // Requests travel in order: once a later one has arrived, a subscribe would have too.
        client.request(QStringLiteral("exec.approval.list"));
        QTRY_COMPARE(server.requestCount(QStringLiteral("exec.approval.list")), 1);
        QCOMPARE(server.requestCount(QStringLiteral("sessions.subscribe")), 0);
        QVERIFY(!feed.isSubscribed());
    }

    void refusedSubscriptionIsReported() {
        FakeGateway server;
        server.onRequest = [](FakeGateway &s, const FakeGateway::Request &r) {
            if (r.method == QLatin1String("sessions.subscribe"))
                s.respondError(r.id, Json{{"code", "INVALID_REQUEST"},
                                          {"message", "missing scope: operator.read"}});
            else
                s.respond(r.id, Json{{"ok", true}});
        };
        GatewayClient client(options(server));
        ToolEventFeed feed(&client);
        QSignalSpy failed(&feed, &ToolEventFeed::subscribeFailed);
        QTest::ignoreMessage(QtWarningMsg,
                             QRegularExpression(QStringLiteral("sessions.subscribe failed")));
        client.start();
        QTRY_COMPARE(failed.count(), 1);
        QVERIFY(failed.first().first().toString().contains(QLatin1String("operator.read")));
        QVERIFY(!feed.isSubscribed());
    }
};

QTEST_GUILESS_MAIN(TestToolEventFeed)
#include "tst_tooleventfeed.moc"
