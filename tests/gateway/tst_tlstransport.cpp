// SPDX-License-Identifier: MIT
// wss:// with a pinned certificate and ws:// only where allowed: the pure TlsFingerprint and
// TransportGuard, then GatewayClient against an in-process wss:// gateway with a self-signed
// certificate (tests/data/tls).
#include "failonwarning.h"
#include "fakegateway.h"
#include "replyoutcome.h"
#include "testutils.h"

#include "gateway/gatewayclient.h"
#include "gateway/tlsfingerprint.h"
#include "gateway/transportguard.h"

#include <QDateTime>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSslKey>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

using namespace toolgate::gateway;
using toolgate::test::dataPath;
using toolgate::test::FakeGateway;

namespace {

// `openssl x509 -noout -fingerprint -sha256` of the two test certificates.
const QString kGatewayFp = QStringLiteral("EE:EB:04:AA:98:07:AC:08:6D:0D:DC:7B:02:AD:54:C4:99:F5:"
                                          "B8:B0:71:07:A2:B7:60:2C:21:DF:A7:D9:C1:27");
const QString kOtherFp = QStringLiteral("A2:C9:AE:C7:9B:BC:46:EF:25:E9:FD:E5:98:D2:0F:76:29:63:20:"
                                        "7D:90:8B:3A:48:08:A3:A8:C1:D4:E0:DE:DE");

QByteArray readData(const QString &name) {
    QFile file(dataPath(QStringLiteral("tls/") + name));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QSslConfiguration serverTls(const QString &stem) {
    QSslConfiguration tls = QSslConfiguration::defaultConfiguration();
    tls.setLocalCertificate(QSslCertificate(readData(stem + QStringLiteral("-cert.pem"))));
    tls.setPrivateKey(QSslKey(readData(stem + QStringLiteral("-key.pem")), QSsl::Rsa));
    tls.setPeerVerifyMode(QSslSocket::VerifyNone);
    return tls;
}

TlsFingerprint fp(const QString &text) {
    auto parsed = TlsFingerprint::parse(text);
    return parsed ? parsed.value() : TlsFingerprint();
}

// A refused connection is logged as a warning once; a test that provokes it says so, so any other
// warning still fails it.
void expectRefusalLogged(const QString &start) {
    QTest::ignoreMessage(QtWarningMsg,
                         QRegularExpression(QLatin1Char('^') + QRegularExpression::escape(start)));
}

} // namespace

class TestTlsTransport : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    GatewayOptions options(const FakeGateway &server, const QString &pin = {}) {
        GatewayOptions o = testClientOptions(server, m_dir, QStringLiteral("secret-token"));
        o.transport.pin = fp(pin);
        return o;
    }

private slots:
    void init() { toolgate::test::failOnAnyWarning(); }
    void fingerprintParsesEveryOpenClawSpelling() {
        const QString hex = QString(kGatewayFp).remove(QLatin1Char(':')).toLower();
        const TlsFingerprint expected = fp(kGatewayFp);
        QVERIFY(!expected.isEmpty());
        QCOMPARE(fp(hex), expected);
        QCOMPARE(fp(QStringLiteral("sha256:") + hex), expected);
        QCOMPARE(fp(QStringLiteral("SHA256:") + kGatewayFp), expected);
        QCOMPARE(fp(QStringLiteral("  ") + hex.toUpper() + QStringLiteral(" ")), expected);
        QCOMPARE(expected.toString(), QStringLiteral("sha256:") + hex);
        QCOMPARE(expected.toDisplay(), kGatewayFp);
        QVERIFY(expected != fp(kOtherFp));

        for (const QString &bad : {QString(), hex.left(62), hex + QStringLiteral("00"),
                                   QStringLiteral("sha256:") + hex.left(63) + QStringLiteral("g"),
                                   QStringLiteral("md5:") + hex}) {
            const auto parsed = TlsFingerprint::parse(bad);
            QVERIFY2(!parsed, qPrintable(bad));
            QCOMPARE(parsed.error().code, QStringLiteral("BAD_FINGERPRINT"));
        }
    }

    void fingerprintOfCertificateMatchesOpenssl() {
        const QSslCertificate cert(readData(QStringLiteral("gateway-cert.pem")));
        QVERIFY(!cert.isNull());
        QCOMPARE(TlsFingerprint::ofCertificate(cert).toDisplay(), kGatewayFp);
        QVERIFY(TlsFingerprint::ofCertificate(QSslCertificate()).isEmpty());
    }

    void plainWsOnlyToLoopbackUnlessAllowed() {
        auto check = [](const char *url, bool allow, const QString &pin = {}) {
            return TransportGuard(QUrl(QString::fromLatin1(url)), {fp(pin), allow}).checkUrl();
        };
        QVERIFY(check("ws://127.0.0.1:18789/", false));
        QVERIFY(check("ws://127.3.4.5:1/", false));
        QVERIFY(check("ws://localhost:18789/", false));
        QVERIFY(check("ws://[::1]:18789/", false));
        QVERIFY(check("wss://gateway.example:443/", false));
        const auto lan = check("ws://192.168.1.20:18789/", false);
        QVERIFY(!lan);
        QCOMPARE(lan.error().code, QStringLiteral("INSECURE_TRANSPORT"));
        QVERIFY(lan.error().message.contains(QLatin1String("192.168.1.20")));
        QVERIFY(!check("ws://gateway.example/", false));
        QVERIFY(!check("ws://localhost.example/", false));
        QVERIFY(check("ws://192.168.1.20:18789/", true));
        // A pin cannot be checked without TLS.
        QVERIFY(!check("ws://127.0.0.1:18789/", false, kGatewayFp));
    }

    void certificateDecisions() {
        const QUrl url(QStringLiteral("wss://gw.example:18789/"));
        const TlsFingerprint mine = fp(kGatewayFp);
        const TlsFingerprint other = fp(kOtherFp);

        const TransportGuard unpinned(url, {});
        QCOMPARE(unpinned.decide(mine, true).outcome, TlsOutcome::Trusted);
        const TlsDecision ask = unpinned.decide(mine, false, QStringLiteral("self-signed"));
        QCOMPARE(ask.outcome, TlsOutcome::Ask);
        QVERIFY(!ask.accepts());
        QCOMPARE(ask.presented, mine);
        QVERIFY(ask.message.contains(mine.toString()));
        QVERIFY(ask.message.contains(QLatin1String("self-signed")));

        const TransportGuard pinned(url, {mine, false});
        QCOMPARE(pinned.decide(mine, false).outcome, TlsOutcome::Pinned);
        QCOMPARE(pinned.decide(mine, true).outcome, TlsOutcome::Pinned);
        // A pin overrides the trust store in both directions.
        const TlsDecision changed = pinned.decide(other, true);
        QCOMPARE(changed.outcome, TlsOutcome::Mismatch);
        QVERIFY(changed.message.contains(mine.toString()));
        QVERIFY(changed.message.contains(other.toString()));
        QCOMPARE(pinned.decide(TlsFingerprint(), false).outcome, TlsOutcome::Mismatch);
    }

    void unpinnedSelfSignedIsRefusedWithItsFingerprint() {
        expectRefusalLogged(QStringLiteral("TLS refused: TLS_UNTRUSTED"));
        expectRefusalLogged(QStringLiteral("giving up: TLS_UNTRUSTED"));
        FakeGateway server(serverTls(QStringLiteral("gateway")));
        QCOMPARE(server.url().scheme(), QStringLiteral("wss"));
        GatewayClient client(options(server));
        client.start();
        QTRY_COMPARE(client.state(), ConnectionState::Failed);
        QCOMPARE(client.status().errorCode, QStringLiteral("TLS_UNTRUSTED"));
        QCOMPARE(client.status().tlsPresented, fp(kGatewayFp).toString());
        QVERIFY(client.status().message.contains(fp(kGatewayFp).toString()));
        QCOMPARE(server.connectCount, 0); // the token never left
    }

    void rightPinConnects() {
        FakeGateway server(serverTls(QStringLiteral("gateway")));
        GatewayClient client(options(server, QStringLiteral("sha256:") +
                                                 QString(kGatewayFp).remove(QLatin1Char(':'))));
        QSignalSpy connected(&client, &GatewayClient::connected);
        client.start();
        QTRY_COMPARE(connected.count(), 1);
        QCOMPARE(server.connectCount, 1);
        const auto outcome =
            toolgate::test::watchReply(client.request(QStringLiteral("exec.approval.list")));
        QTRY_VERIFY(outcome->finished);
        QVERIFY2(outcome->ok, qPrintable(outcome->error));
    }

    void changedCertificateIsRefusedNamingBoth() {
        expectRefusalLogged(QStringLiteral("TLS refused: TLS_PIN_MISMATCH"));
        expectRefusalLogged(QStringLiteral("giving up: TLS_PIN_MISMATCH"));
        FakeGateway server(serverTls(QStringLiteral("other")));
        GatewayClient client(options(server, kGatewayFp));
        client.start();
        QTRY_COMPARE(client.state(), ConnectionState::Failed);
        const ConnectionStatus &status = client.status();
        QCOMPARE(status.errorCode, QStringLiteral("TLS_PIN_MISMATCH"));
        QCOMPARE(status.tlsExpected, fp(kGatewayFp).toString());
        QCOMPARE(status.tlsPresented, fp(kOtherFp).toString());
        QVERIFY(status.message.contains(status.tlsExpected));
        QVERIFY(status.message.contains(status.tlsPresented));
        QCOMPARE(server.connectCount, 0);
        // Failed stays failed: no retry loop against a changed certificate.
        QSignalSpy retries(&client, &GatewayClient::reconnectScheduled);
        QTest::qWait(100);
        QCOMPARE(retries.count(), 0);
        QCOMPARE(client.state(), ConnectionState::Failed);
    }

private:
    // `toolgate-cli approvals pending` against the wss:// gateway: exit code and its one stderr
    // line.
    struct CliRun {
        int exitCode = -1;
        QStringList errLines;
    };
    CliRun runCli(FakeGateway &server, const QStringList &extra) {
        server.onRequest = [](FakeGateway &s, const FakeGateway::Request &r) {
            s.respond(r.id, toolgate::core::Json::array());
        };
        QProcess cli;
        cli.setProgram(QStringLiteral(TOOLGATE_CLI_PATH));
        cli.setArguments(
            QStringList{QStringLiteral("approvals"), QStringLiteral("pending"),
                        QStringLiteral("--url"), server.url().toString(), QStringLiteral("--token"),
                        QStringLiteral("secret-token"), QStringLiteral("--identity"),
                        m_dir.filePath(QStringLiteral("cli-identity.json")), QStringLiteral("--db"),
                        m_dir.filePath(QStringLiteral("cli.db")), QStringLiteral("--timeout"),
                        QStringLiteral("20000")} +
            extra);
        QSignalSpy finished(&cli, &QProcess::finished);
        cli.start();
        // The server lives on this thread: wait with the event loop running.
        [&] { QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 30000); }();
        CliRun run;
        run.exitCode = cli.exitCode();
        run.errLines = QString::fromUtf8(cli.readAllStandardError())
                           .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        return run;
    }

private slots:
    void cliWrongPinExitsOneNamingBothFingerprints() {
        FakeGateway server(serverTls(QStringLiteral("other")));
        const CliRun run =
            runCli(server, {QStringLiteral("--tls-fingerprint"), fp(kGatewayFp).toString()});
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(run.errLines.size(), 1);
        QVERIFY2(run.errLines.first().contains(fp(kGatewayFp).toString()),
                 qPrintable(run.errLines.first()));
        QVERIFY(run.errLines.first().contains(fp(kOtherFp).toString()));
        QVERIFY(!run.errLines.first().contains(QLatin1String("secret-token")));
        QCOMPARE(server.connectCount, 0);
    }

    void cliUnpinnedFailsWithTheFingerprintToPin() {
        FakeGateway server(serverTls(QStringLiteral("gateway")));
        const CliRun run = runCli(server, {});
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(run.errLines.size(), 1);
        QVERIFY2(run.errLines.first().contains(QStringLiteral("--tls-fingerprint ") +
                                               fp(kGatewayFp).toString()),
                 qPrintable(run.errLines.first()));
        QCOMPARE(server.connectCount, 0);
    }

    // `toolgate-cli approvals pending` against `url` with `extra` options: its stderr lines.
    // The event loop runs meanwhile (a test server may live on this thread).
    QStringList cliLines(const QString &url, const QStringList &extra, int *exitCode) {
        QProcess cli;
        cli.setProgram(QStringLiteral(TOOLGATE_CLI_PATH));
        cli.setArguments(QStringList{QStringLiteral("approvals"), QStringLiteral("pending"),
                                     QStringLiteral("--url"), url, QStringLiteral("--token"),
                                     QStringLiteral("t"), QStringLiteral("--identity"),
                                     m_dir.filePath(QStringLiteral("reason-identity.json")),
                                     QStringLiteral("--db"),
                                     m_dir.filePath(QStringLiteral("r.db"))} +
                         extra);
        QSignalSpy finished(&cli, &QProcess::finished);
        cli.start();
        // Far longer than any answer below needs, far shorter than their --timeout: a CLI that
        // waits out its timeout instead of saying why at once fails here.
        [&] { QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 20000); }();
        if (finished.isEmpty())
            cli.kill();
        *exitCode = finished.isEmpty() ? -2 : cli.exitCode();
        return QString::fromUtf8(cli.readAllStandardError())
            .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    }
    static QString closedPortUrl() {
        QTcpServer probe;
        if (!probe.listen(QHostAddress::LocalHost, 0))
            return {};
        return QStringLiteral("ws://127.0.0.1:%1").arg(probe.serverPort()); // closed on return
    }

    // A port with no gateway: one line, at once, that says the connection was refused (not
    // "connection lost", not after the 60 s timeout).
    void cliSaysConnectionRefusedAtOnce() {
        const QString url = closedPortUrl();
        int exitCode = 0;
        const QStringList lines =
            cliLines(url + u'/', {QStringLiteral("--timeout"), QStringLiteral("60000")}, &exitCode);
        QCOMPARE(exitCode, 1);
        QCOMPARE(lines.size(), 1);
        QVERIFY2(lines.first().startsWith(QStringLiteral("toolgate-cli approvals: could not "
                                                         "connect to ") +
                                          url + QStringLiteral(": connection refused by ")),
                 qPrintable(lines.first()));
        QVERIFY(lines.first().contains(QLatin1String("--wait")));
        QVERIFY(!lines.first().contains(QLatin1String("retrying")));
    }

    // --wait keeps probing a refused port for a gateway that is still starting, then says why.
    void cliWaitKeepsTryingARefusedPort() {
        const QString url = closedPortUrl();
        int exitCode = 0;
        const QStringList lines =
            cliLines(url, {QStringLiteral("--wait"), QStringLiteral("3")}, &exitCode);
        QCOMPARE(exitCode, 1);
        QCOMPARE(lines.size(), 1);
        QVERIFY2(lines.first().contains(QStringLiteral(" within 3 s: connection refused")),
                 qPrintable(lines.first()));
    }

    // An HTTP server that is not a gateway: said as such, not as a bare socket error.
    void cliSaysNotAGateway() {
        QTcpServer http;
        QVERIFY(http.listen(QHostAddress::LocalHost, 0));
        connect(&http, &QTcpServer::newConnection, &http, [&http] {
            QTcpSocket *socket = http.nextPendingConnection();
            connect(socket, &QTcpSocket::readyRead, socket, [socket] {
                socket->readAll();
                socket->write("HTTP/1.1 404 Not Found\r\nContent-Length: 9\r\n"
                              "Connection: close\r\n\r\nnot here\n");
                socket->disconnectFromHost();
            });
        });
        int exitCode = 0;
        const QStringList lines =
            cliLines(QStringLiteral("ws://127.0.0.1:%1").arg(http.serverPort()),
                     {QStringLiteral("--timeout"), QStringLiteral("3000")}, &exitCode);
        QCOMPARE(exitCode, 1);
        QCOMPARE(lines.size(), 1);
        QVERIFY2(lines.first().contains(QStringLiteral("is not an OpenClaw gateway")),
                 qPrintable(lines.first()));
    }

    // ws:// to a TLS gateway: told to use wss://.
    void cliSaysUseWssForATlsPort() {
        FakeGateway server(serverTls(QStringLiteral("gateway")));
        QUrl plain = server.url();
        plain.setScheme(QStringLiteral("ws"));
        int exitCode = 0;
        const QStringList lines = cliLines(
            plain.toString(), {QStringLiteral("--timeout"), QStringLiteral("4000")}, &exitCode);
        QCOMPARE(exitCode, 1);
        QCOMPARE(lines.size(), 1);
        QVERIFY2(lines.first().contains(QStringLiteral("use wss://")), qPrintable(lines.first()));
        QCOMPARE(server.connectCount, 0);
    }

    void cliRightPinListsApprovals() {
        FakeGateway server(serverTls(QStringLiteral("gateway")));
        const CliRun run = runCli(server, {QStringLiteral("--tls-fingerprint"), kGatewayFp});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(server.connectCount, 1);
        QCOMPARE(server.requestCount(QStringLiteral("exec.approval.list")), 1);
    }

    void cliRejectsAMalformedPin() {
        QProcess cli;
        cli.start(QStringLiteral(TOOLGATE_CLI_PATH),
                  {QStringLiteral("approvals"), QStringLiteral("pending"),
                   QStringLiteral("--tls-fingerprint"), QStringLiteral("sha256:abc")});
        QVERIFY(cli.waitForFinished(10000));
        QCOMPARE(cli.exitCode(), 2);
        QVERIFY(cli.readAllStandardError().contains("64 hex digits"));
    }

    // A refused gateway is probed at least every 2 s however long it stays away (the back-off
    // would otherwise grow to 30 s), so a restarted gateway is reached within seconds.
    void aRefusedGatewayIsProbedOftenAndSaysWhy() {
        GatewayOptions o;
        o.url = QUrl(closedPortUrl());
        o.token = QStringLiteral("t");
        GatewayClient client(o);
        QSignalSpy scheduled(&client, &GatewayClient::reconnectScheduled);
        client.start();
        QTRY_VERIFY_WITH_TIMEOUT(scheduled.count() >= 5, 20000); // 500 + 1000 + 2000 + 2000 ms
        for (const QList<QVariant> &retry : std::as_const(scheduled))
            QVERIFY2(retry.at(1).toInt() <= 2000, qPrintable(retry.at(1).toString()));
        QCOMPARE(client.status().errorCode, QStringLiteral("CONNECTION_REFUSED"));
        QVERIFY(client.status().retrySecondsLeft(QDateTime::currentMSecsSinceEpoch()) <= 2);
        client.stop();
    }

    void insecureRemoteWsNeverOpensASocket() {
        expectRefusalLogged(QStringLiteral("giving up: INSECURE_TRANSPORT"));
        GatewayOptions o;
        o.url = QUrl(QStringLiteral("ws://192.0.2.10:18789/"));
        o.token = QStringLiteral("secret-token");
        GatewayClient client(o);
        client.start();
        QCOMPARE(client.state(), ConnectionState::Failed);
        QCOMPARE(client.status().errorCode, QStringLiteral("INSECURE_TRANSPORT"));
    }
};

QTEST_GUILESS_MAIN(TestTlsTransport)
#include "tst_tlstransport.moc"
