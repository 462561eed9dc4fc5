// SPDX-License-Identifier: MIT
// `toolgate-cli approvals` against an in-process fake gateway: pending/resolve with and without
// --json, "already resolved (by …)" from the gateway's approval.history or the local history
// (exit 3), and history --json/--csv/--url on a prepared history file.
#include "approvals/approvalhistory.h"
#include "failonwarning.h"
#include "fakegateway.h"
#include "testutils.h"

#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using toolgate::core::ApprovalEntry;
using toolgate::core::ApprovalHistory;
using toolgate::core::ApprovalState;
using toolgate::test::FakeGateway;
using toolgate::test::Json;

namespace {

Json pendingExec(const char *id, const char *command) {
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    return Json{{"id", id},
                {"approvalKind", "exec"},
                {"request",
                 {{"command", command},
                  {"cwd", "/home/u/p"},
                  {"agentId", "main"},
                  {"allowedDecisions", {"allow-once", "allow-always", "deny"}}}},
                {"createdAtMs", now},
                {"expiresAtMs", now + 120000}};
}

struct Run {
    int exitCode = -1;
    QList<QByteArray> outLines;
    QStringList errLines;
};

} // namespace

class TestApprovalsCli : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    int m_runs = 0;

    // Lists `pending` (exec; no plugin or system-agent approvals), answers approval.history with
    // `historyItems` when given, and resolve with `resolveError` (or ok).
    static void script(FakeGateway &server, const Json &pending,
                       const std::optional<Json> &historyItems = std::nullopt,
                       const std::optional<Json> &resolveError = std::nullopt) {
        server.methods =
            Json::array({"exec.approval.list", "plugin.approval.list", "exec.approval.resolve"});
        if (historyItems)
            server.methods.push_back("approval.history");
        server.onRequest = [pending, historyItems, resolveError](FakeGateway &s,
                                                                 const FakeGateway::Request &r) {
            if (r.method == QLatin1String("exec.approval.list"))
                s.respond(r.id, pending);
            else if (r.method == QLatin1String("approval.history") && historyItems)
                s.respond(r.id, Json{{"items", *historyItems}, {"nextCursor", nullptr}});
            else if (r.method == QLatin1String("exec.approval.resolve") && resolveError)
                s.respondError(r.id, *resolveError);
            else if (r.method.endsWith(QLatin1String(".list")))
                s.respond(r.id, Json::array());
            else
                s.respond(r.id, Json{{"ok", true}});
        };
    }

    // Runs toolgate-cli with the event loop turning (the fake gateway lives on this thread).
    Run run(const QStringList &args) {
        QProcess cli;
        cli.setProgram(QStringLiteral(TOOLGATE_CLI_PATH));
        cli.setArguments(args);
        QSignalSpy finished(&cli, &QProcess::finished);
        cli.start();
        [&] { QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 30000); }();
        Run result;
        result.exitCode = cli.exitCode();
        result.outLines = cli.readAllStandardOutput().split('\n');
        result.outLines.removeAll(QByteArray());
        result.errLines = QString::fromUtf8(cli.readAllStandardError())
                              .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        return result;
    }

    // `approvals SUB …` against `server` with a fresh identity and the given history file.
    Run runAgainst(FakeGateway &server, const QStringList &sub, const QString &db) {
        ++m_runs;
        return run(QStringList{QStringLiteral("approvals")} + sub +
                   QStringList{QStringLiteral("--url"), server.url().toString(),
                               QStringLiteral("--token"), QStringLiteral("t"),
                               QStringLiteral("--identity"),
                               m_dir.filePath(QStringLiteral("id%1.json").arg(m_runs)),
                               QStringLiteral("--db"), db, QStringLiteral("--timeout"),
                               QStringLiteral("20000")});
    }

    QString freshDb() { return m_dir.filePath(QStringLiteral("h%1.sqlite").arg(++m_runs)); }

    static Json parse(const QByteArray &line) { return Json::parse(line.toStdString()); }

private slots:
    void init() { toolgate::test::failOnAnyWarning(); }
    void pendingPrintsJsonLines() {
        FakeGateway server;
        script(server, Json::array({pendingExec("ex-1", "make -j4")}));
        const Run plain = runAgainst(server, {QStringLiteral("pending")}, freshDb());
        QCOMPARE(plain.exitCode, 0);
        QCOMPARE(plain.outLines.size(), 1);
        QVERIFY(plain.outLines.first().startsWith("ex-1  exec  main  make -j4"));
        const Run json =
            runAgainst(server, {QStringLiteral("pending"), QStringLiteral("--json")}, freshDb());
        QCOMPARE(json.exitCode, 0);
        QCOMPARE(json.outLines.size(), 1);
        const Json line = parse(json.outLines.first());
        QCOMPARE(line.value("event", ""), std::string("pending"));
        QCOMPARE(line.value("id", ""), std::string("ex-1"));
        QCOMPARE(line.value("text", ""), std::string("make -j4"));
        QCOMPARE(line["allowedDecisions"].size(), std::size_t(3));
    }

    void resolveAcceptedPrintsJson() {
        FakeGateway server;
        script(server, Json::array({pendingExec("ex-1", "make -j4")}));
        const Run r = runAgainst(server,
                                 {QStringLiteral("resolve"), QStringLiteral("ex-1"),
                                  QStringLiteral("deny"), QStringLiteral("--json")},
                                 freshDb());
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.outLines.size(), 1);
        const Json line = parse(r.outLines.first());
        QCOMPARE(line.value("event", ""), std::string("decided"));
        QCOMPARE(line.value("ok", false), true);
        QCOMPARE(server.requestCount(QStringLiteral("exec.approval.resolve")), 1);
    }

    // Not listed any more: the gateway's approval.history names who decided. Exit 3.
    void resolveAlreadyResolvedByGatewayHistory() {
        FakeGateway server;
        const Json items =
            Json::array({Json{{"id", "ex-9"},
                              {"status", "allowed"},
                              {"decision", "allow-once"},
                              {"reason", "user"},
                              {"resolvedAtMs", 1000},
                              {"resolver", {{"kind", "device"}, {"id", "alice-phone"}}}}});
        script(server, Json::array(), items);
        const Run r = runAgainst(
            server, {QStringLiteral("resolve"), QStringLiteral("ex-9"), QStringLiteral("deny")},
            freshDb());
        QCOMPARE(r.exitCode, 3);
        QCOMPARE(r.errLines, QStringList{QStringLiteral(
                                 "toolgate-cli approvals: ex-9: already resolved (by alice-phone: "
                                 "allow-once)")});
        QCOMPARE(server.requestCount(QStringLiteral("exec.approval.resolve")), 0); // nothing sent

        const Run json = runAgainst(server,
                                    {QStringLiteral("resolve"), QStringLiteral("ex-9"),
                                     QStringLiteral("deny"), QStringLiteral("--json")},
                                    freshDb());
        QCOMPARE(json.exitCode, 3);
        QCOMPARE(json.outLines.size(), 1);
        const Json line = parse(json.outLines.first());
        QCOMPARE(line.value("ok", true), false);
        QCOMPARE(line.value("error", ""), std::string("APPROVAL_ALREADY_RESOLVED"));
        QCOMPARE(line["resolution"].value("source", ""), std::string("gateway"));
        QCOMPARE(line["resolution"].value("resolvedBy", ""), std::string("alice-phone"));
        QCOMPARE(line["resolution"].value("decision", ""), std::string("allow-once"));
        QCOMPARE(line["resolution"].value("state", ""), std::string("resolved-elsewhere"));
    }

    // A gateway without approval.history: the local history knows who decided.
    void resolveAlreadyResolvedByLocalHistory() {
        const QString db = freshDb();
        {
            auto history = ApprovalHistory::open(db);
            QVERIFY(history);
            ApprovalEntry e;
            e.request.id = QStringLiteral("ex-7");
            e.request.command = QStringLiteral("rm -rf build");
            e.state = ApprovalState::ResolvedElsewhere;
            e.decision = QStringLiteral("deny");
            e.resolvedBy = QStringLiteral("bob-laptop");
            QVERIFY(history.value()->recordSeen(e.request, 5, QStringLiteral("ws://x:1/")));
            QVERIFY(history.value()->recordOutcome(e, QStringLiteral("ws://x:1/")));
        }
        FakeGateway server;
        script(server, Json::array());
        const Run r = runAgainst(
            server,
            {QStringLiteral("resolve"), QStringLiteral("ex-7"), QStringLiteral("allow-once")}, db);
        QCOMPARE(r.exitCode, 3);
        QCOMPARE(r.errLines,
                 QStringList{QStringLiteral(
                     "toolgate-cli approvals: ex-7: already resolved (by bob-laptop: deny)")});
        QCOMPARE(server.requestCount(QStringLiteral("approval.history")), 0); // not offered
    }

    // Decided by someone else between our list and our resolve: the gateway refuses, and its
    // history names the winner.
    void resolveRaceLostSaysWhoWon() {
        FakeGateway server;
        const Json items =
            Json::array({Json{{"id", "ex-2"},
                              {"status", "allowed"},
                              {"decision", "allow-always"},
                              {"resolvedAtMs", 1000},
                              {"resolver", {{"kind", "device"}, {"id", "carol-desktop"}}}}});
        script(server, Json::array({pendingExec("ex-2", "npm test")}), items,
               Json{{"code", "INVALID_REQUEST"},
                    {"message", "approval already resolved"},
                    {"details", {{"reason", "APPROVAL_ALREADY_RESOLVED"}}}});
        const Run r = runAgainst(
            server, {QStringLiteral("resolve"), QStringLiteral("ex-2"), QStringLiteral("deny")},
            freshDb());
        QCOMPARE(r.exitCode, 3);
        QCOMPARE(r.errLines,
                 QStringList{QStringLiteral("toolgate-cli approvals: ex-2: already resolved (by "
                                            "carol-desktop: allow-always)")});
        QCOMPARE(server.requestCount(QStringLiteral("exec.approval.resolve")), 1);
    }

    // Nobody knows the id: not found, exit 1 (not 3).
    void resolveUnknownIdIsNotFound() {
        FakeGateway server;
        script(server, Json::array(), Json::array());
        const Run r = runAgainst(server,
                                 {QStringLiteral("resolve"), QStringLiteral("nope"),
                                  QStringLiteral("deny"), QStringLiteral("--json")},
                                 freshDb());
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(parse(r.outLines.value(0)).value("error", ""), std::string("APPROVAL_NOT_FOUND"));
        QVERIFY2(r.errLines.value(0).contains(QStringLiteral("neither the gateway nor the "
                                                             "history knows it")),
                 qPrintable(r.errLines.join(u'\n')));
    }

    // history: --url keeps one gateway's rows; --json one object a line; --csv ISO-8601 times.
    void historyFiltersByGatewayInJsonAndCsv() {
        const QString db = freshDb();
        {
            auto history = ApprovalHistory::open(db);
            QVERIFY(history);
            for (const char *gateway : {"ws://a.example:1/", "ws://b.example:2/"}) {
                ApprovalEntry e;
                e.request.id = QStringLiteral("id-") + QString::fromLatin1(gateway).mid(5, 1);
                e.request.command = QStringLiteral("make");
                e.request.createdAtMs = 1764633600000; // 2025-12-02T00:00:00Z
                e.state = ApprovalState::ResolvedHere;
                e.decision = QStringLiteral("allow-once");
                e.decidedAtMs = 1764633605000;
                QVERIFY(history.value()->recordSeen(e.request, 1764633601000,
                                                    QString::fromLatin1(gateway)));
                QVERIFY(history.value()->recordOutcome(e, QString::fromLatin1(gateway)));
            }
        }
        const QStringList base{QStringLiteral("approvals"), QStringLiteral("history"),
                               QStringLiteral("--db"),      db,
                               QStringLiteral("--url"),     QStringLiteral("ws://a.example:1/")};
        const Run json = run(base + QStringList{QStringLiteral("--json")});
        QCOMPARE(json.exitCode, 0);
        QCOMPARE(json.outLines.size(), 1);
        const Json line = parse(json.outLines.first());
        QCOMPARE(line.value("id", ""), std::string("id-a"));
        QCOMPARE(line.value("gateway", ""), std::string("ws://a.example:1"));
        QCOMPARE(line.value("decision", ""), std::string("allow-once"));

        const Run csv = run(base + QStringList{QStringLiteral("--csv")});
        QCOMPARE(csv.exitCode, 0);
        QCOMPARE(csv.outLines.size(), 2); // header + the one row
        QVERIFY2(csv.outLines.at(1).startsWith("id-a,ws://a.example:1,exec,make,"),
                 csv.outLines.at(1).constData());
        QVERIFY2(csv.outLines.at(1).contains(",2025-12-02T00:00:00.000Z,"),
                 csv.outLines.at(1).constData());

        const Run all = run({QStringLiteral("approvals"), QStringLiteral("history"),
                             QStringLiteral("--db"), db, QStringLiteral("--json")});
        QCOMPARE(all.outLines.size(), 2);
    }

    // Every gateway command parses its options in one place: an error names the option and the
    // subcommand, exits 2 and connects to nothing; --help lists the subcommand's own options.
    void optionErrorsNameOptionAndCommand_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown option")
            << QStringList{QStringLiteral("approvals"), QStringLiteral("pending"),
                           QStringLiteral("--bogus")}
            << QStringLiteral("toolgate-cli approvals pending: unknown option --bogus for "
                              "`approvals pending` (see --help)");
        QTest::newRow("option of another subcommand")
            << QStringList{QStringLiteral("approvals"), QStringLiteral("pending"),
                           QStringLiteral("--decide"), QStringLiteral("deny")}
            << QStringLiteral("toolgate-cli approvals pending: unknown option --decide for "
                              "`approvals pending` (see --help)");
        QTest::newRow("missing value")
            << QStringList{QStringLiteral("approvals"), QStringLiteral("watch"),
                           QStringLiteral("--url")}
            << QStringLiteral("toolgate-cli approvals watch: --url needs a value");
        QTest::newRow("bad number")
            << QStringList{QStringLiteral("approvals"), QStringLiteral("history"),
                           QStringLiteral("--limit"), QStringLiteral("many")}
            << QStringLiteral("toolgate-cli approvals history: --limit needs a whole number of at "
                              "least 0, not \"many\"");
        QTest::newRow("bad url")
            << QStringList{QStringLiteral("approvals"), QStringLiteral("pending"),
                           QStringLiteral("--url"), QStringLiteral("http://x/")}
            << QStringLiteral(
                   "toolgate-cli approvals pending: --url must be a ws:// or wss:// URL");
        QTest::newRow("exec-approvals")
            << QStringList{QStringLiteral("exec-approvals"), QStringLiteral("set"),
                           QStringLiteral("f.json"), QStringLiteral("--json")}
            << QStringLiteral("toolgate-cli exec-approvals set: unknown option --json for "
                              "`exec-approvals set` (see --help)");
        QTest::newRow("exec-approvals timeout")
            << QStringList{QStringLiteral("exec-approvals"), QStringLiteral("get"),
                           QStringLiteral("--timeout"), QStringLiteral("0")}
            << QStringLiteral("toolgate-cli exec-approvals get: --timeout needs a whole number of "
                              "at least 1, not \"0\"");
        QTest::newRow("loops watch")
            << QStringList{QStringLiteral("loops"), QStringLiteral("watch"),
                           QStringLiteral("--limit")}
            << QStringLiteral("toolgate-cli loops watch: --limit needs a value");
    }

    void optionErrorsNameOptionAndCommand() {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Run r = run(args);
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.outLines.size(), 0);
        QCOMPARE(r.errLines, QStringList{message});
    }

    void helpListsTheSubcommandsOptions() {
        const Run pending =
            run({QStringLiteral("approvals"), QStringLiteral("pending"), QStringLiteral("--help")});
        QCOMPARE(pending.exitCode, 0);
        const QString text = QString::fromUtf8(pending.outLines.join('\n'));
        QVERIFY2(text.startsWith(QLatin1String("usage: toolgate-cli approvals pending [options]")),
                 qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("--token <TOKEN>")), qPrintable(text));
        QVERIFY2(!text.contains(QLatin1String("--decide")), qPrintable(text));

        const Run resolve =
            run({QStringLiteral("approvals"), QStringLiteral("resolve"), QStringLiteral("--help")});
        QCOMPARE(resolve.exitCode, 0);
        QVERIFY2(resolve.outLines.value(0).startsWith(
                     "usage: toolgate-cli approvals resolve [options] ID DECISION"),
                 resolve.outLines.value(0).constData());
    }
};

QTEST_GUILESS_MAIN(TestApprovalsCli)
#include "tst_approvalscli.moc"
