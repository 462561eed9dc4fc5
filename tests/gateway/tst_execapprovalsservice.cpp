// SPDX-License-Identifier: MIT
// ExecApprovalsService against a fake gateway that keeps one document and its hash like the real
// one: get/set with baseHash, a stale hash refused (conflict, nothing written), the node variants,
// and the standing grants list/revoke.
#include "failonwarning.h"
#include "fakegateway.h"

#include "gateway/execapprovalsservice.h"
#include "gateway/gatewayclient.h"

#include <QCryptographicHash>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace toolgate::gateway;
using namespace toolgate::core;
using toolgate::test::FakeGateway;

namespace {

struct ApprovalsGateway {
    FakeGateway server;
    Json file = Json{{"version", 1}, {"defaults", Json::object()}, {"agents", Json::object()}};
    Json grants = Json::array();

    QString hash() const {
        return QString::fromLatin1(QCryptographicHash::hash(QByteArray::fromStdString(file.dump()),
                                                            QCryptographicHash::Sha256)
                                       .toHex());
    }
    Json snapshot() const {
        return Json{{"path", "/state/openclaw.sqlite#exec_approvals_config"},
                    {"exists", true},
                    {"file", file},
                    {"hash", hash().toStdString()},
                    {"resolvedDefaults",
                     {{"security", "full"},
                      {"ask", "off"},
                      {"askFallback", "deny"},
                      {"autoAllowSkills", false}}}};
    }

    ApprovalsGateway() {
        server.onRequest = [this](FakeGateway &s, const FakeGateway::Request &r) {
            if (r.method.endsWith(QLatin1String(".get"))) {
                s.respond(r.id, snapshot());
            } else if (r.method.endsWith(QLatin1String(".set"))) {
                if (QString::fromStdString(r.params.value("baseHash", "")) != hash()) {
                    s.respondError(r.id, Json{{"code", "INVALID_REQUEST"},
                                              {"message", "exec approvals changed since last load; "
                                                          "re-run exec.approvals.get and retry"}});
                    return;
                }
                file = r.params.at("file");
                s.respond(r.id, snapshot());
            } else if (r.method == QLatin1String("exec.approval.grants.list")) {
                s.respond(r.id, Json{{"grants", grants}});
            } else if (r.method == QLatin1String("exec.approval.grants.revoke")) {
                s.respond(r.id, Json{{"outcome", "revoked"}});
            } else {
                s.respond(r.id, Json{{"ok", true}});
            }
        };
    }
};

} // namespace

class TestExecApprovalsService : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private slots:
    void init() { toolgate::test::failOnAnyWarning(); }
    void getEditSetRoundTrip() {
        ApprovalsGateway gw;
        GatewayClient client(toolgate::test::testClientOptions(gw.server, m_dir));
        ExecApprovalsService service(&client);
        QSignalSpy loaded(&service, &ExecApprovalsService::loaded);
        QSignalSpy saved(&service, &ExecApprovalsService::saved);
        client.start();
        QTRY_VERIFY(client.state() == ConnectionState::Connected);
        service.fetch();
        QTRY_COMPARE(loaded.count(), 1);
        auto snapshot = loaded.first().first().value<ExecApprovalsSnapshot>();
        QCOMPARE(snapshot.hash, gw.hash());
        QCOMPARE(snapshot.resolvedDefaults.askFallback, QStringLiteral("deny"));
        QVERIFY(addAllowlistPattern(snapshot.file, QStringLiteral("main"),
                                    QStringLiteral("/usr/bin/uname")));
        service.save(snapshot.file, snapshot.hash);
        QTRY_COMPARE(saved.count(), 1);
        QVERIFY(gw.file["agents"]["main"]["allowlist"][0]["pattern"] == "/usr/bin/uname");
        const auto after = saved.first().first().value<ExecApprovalsSnapshot>();
        QCOMPARE(after.hash, gw.hash());
        QVERIFY(after.hash != snapshot.hash);
    }

    void staleHashIsAConflictAndNothingIsWritten() {
        ApprovalsGateway gw;
        GatewayClient client(toolgate::test::testClientOptions(gw.server, m_dir));
        ExecApprovalsService service(&client);
        QSignalSpy loaded(&service, &ExecApprovalsService::loaded);
        QSignalSpy saved(&service, &ExecApprovalsService::saved);
        QSignalSpy failed(&service, &ExecApprovalsService::requestFailed);
        client.start();
        QTRY_VERIFY(client.state() == ConnectionState::Connected);
        service.fetch();
        QTRY_COMPARE(loaded.count(), 1);
        auto mine = loaded.first().first().value<ExecApprovalsSnapshot>();
        // Someone else writes first.
        gw.file["agents"]["ops"] = Json{{"security", "deny"}};
        const Json theirs = gw.file;
        addAllowlistPattern(mine.file, QStringLiteral("main"), QStringLiteral("/bin/ls"));
        service.save(mine.file, mine.hash);
        QTRY_COMPARE(failed.count(), 1);
        QCOMPARE(failed.first().at(0).toString(), QStringLiteral("exec.approvals.set"));
        const auto error = failed.first().at(1).value<Error>();
        QCOMPARE(error.code, QStringLiteral("EXEC_APPROVALS_CONFLICT"));
        QVERIFY(error.message.contains(QLatin1String("changed since last load")));
        QCOMPARE(saved.count(), 0);
        QVERIFY(gw.file == theirs);
    }

    void nodeVariantsCarryTheNodeId() {
        ApprovalsGateway gw;
        GatewayClient client(toolgate::test::testClientOptions(gw.server, m_dir));
        ExecApprovalsService service(&client);
        QSignalSpy loaded(&service, &ExecApprovalsService::loaded);
        QSignalSpy saved(&service, &ExecApprovalsService::saved);
        client.start();
        QTRY_VERIFY(client.state() == ConnectionState::Connected);
        service.fetch(QStringLiteral("mac-1"));
        QTRY_COMPARE(loaded.count(), 1);
        QCOMPARE(loaded.first().at(1).toString(), QStringLiteral("mac-1"));
        const auto gets = gw.server.requestsFor(QStringLiteral("exec.approvals.node.get"));
        QCOMPARE(gets.size(), 1);
        QVERIFY(gets.first().params["nodeId"] == "mac-1");
        const auto snapshot = loaded.first().first().value<ExecApprovalsSnapshot>();
        service.save(snapshot.file, snapshot.hash, QStringLiteral("mac-1"));
        QTRY_COMPARE(saved.count(), 1);
        QVERIFY(gw.server.requestsFor(QStringLiteral("exec.approvals.node.set"))
                    .first()
                    .params["nodeId"] == "mac-1");
    }

    void grantsListAndRevoke() {
        ApprovalsGateway gw;
        gw.grants.push_back(Json{{"grantId", "g1"},
                                 {"cronJobId", "job-7"},
                                 {"cronJobName", "nightly backup"},
                                 {"command", "restic backup /srv"},
                                 {"createdAtMs", 1000},
                                 {"expiresAtMs", nullptr},
                                 {"revokedAtMs", nullptr},
                                 {"lastUsedAtMs", 5000},
                                 {"useCount", 12}});
        gw.grants.push_back(Json{{"command", "no id: skipped"}});
        GatewayClient client(toolgate::test::testClientOptions(gw.server, m_dir));
        ExecApprovalsService service(&client);
        QSignalSpy listed(&service, &ExecApprovalsService::grantsLoaded);
        QSignalSpy revoked(&service, &ExecApprovalsService::grantRevoked);
        client.start();
        QTRY_VERIFY(client.state() == ConnectionState::Connected);
        service.fetchGrants();
        QTRY_COMPARE(listed.count(), 1);
        const auto grants = listed.first().first().value<std::vector<StandingGrant>>();
        QCOMPARE(grants.size(), size_t(1));
        QCOMPARE(grants[0].automation(), QStringLiteral("nightly backup"));
        QCOMPARE(grants[0].useCount, 12);
        QCOMPARE(grants[0].state(9999), QStringLiteral("active"));
        service.revokeGrant(QStringLiteral("g1"));
        QTRY_COMPARE(revoked.count(), 1);
        QCOMPARE(revoked.first().at(1).toString(), QStringLiteral("revoked"));
        QVERIFY(gw.server.requestsFor(QStringLiteral("exec.approval.grants.revoke"))
                    .first()
                    .params["grantId"] == "g1");
    }
};

QTEST_GUILESS_MAIN(TestExecApprovalsService)
#include "tst_execapprovalsservice.moc"
