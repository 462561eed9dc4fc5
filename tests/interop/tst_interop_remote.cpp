// SPDX-License-Identifier: MIT
// A remote-style OpenClaw 2026.9.6 gateway: TLS with its auto-generated self-signed certificate
// (gateway.tls.enabled + autoGenerate) and no silent local pairing
// (gateway.nodes.pairing.autoApproveLocal=false). Shows that the right pin connects, a wrong pin
// is refused before any token is sent, an unpinned first contact fails with the fingerprint (CLI),
// and a new device waits for its pairing approval and then connects by itself.
#include "failonwarning.h"
#include "openclawprocess.h"
#include "replyoutcome.h"
#include "testutils.h"

#include "gateway/deviceservice.h"
#include "gateway/gatewayclient.h"
#include "gateway/tlsfingerprint.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QSslCertificate>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>

using namespace toolgate::gateway;
using toolgate::core::Json;
using toolgate::test::OpenClawProcess;

namespace {

constexpr int kStartTimeoutMs = 180000;
constexpr int kStepTimeoutMs = 30000;

} // namespace

class TestInteropRemote : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    const QString m_token =
        QStringLiteral("toolgate-remote-") + QUuid::createUuid().toString(QUuid::Id128);
    quint16 m_port = 0;
    TlsFingerprint m_pin;
    std::unique_ptr<OpenClawProcess> m_gateway;
    std::unique_ptr<GatewayClient> m_admin; // the owner's operator connection (approves)
    std::unique_ptr<DeviceService> m_devices;

    QUrl url() const { return QUrl(QStringLiteral("wss://127.0.0.1:%1/").arg(m_port)); }
    QString stateDir() const { return m_dir.filePath(QStringLiteral("gw")); }
    QString certPath() const {
        return stateDir() + QStringLiteral("/home/.openclaw/gateway/tls/gateway-cert.pem");
    }

    GatewayOptions consoleOptions(const QString &name, const TlsFingerprint &pin) {
        GatewayOptions o;
        o.url = url();
        o.token = m_token;
        o.transport.pin = pin;
        o.identityPath = m_dir.filePath(name + QStringLiteral("-identity.json"));
        o.displayName = QStringLiteral("Toolgate remote interop");
        o.backoffInitialMs = 250;
        o.backoffMaxMs = 2000;
        o.pairingRetryInitialMs = 500;
        o.pairingRetryMaxMs = 2000;
        return o;
    }

    template<typename Condition> bool waitFor(Condition condition, int timeoutMs, QString *why) {
        return m_gateway->waitFor(condition, timeoutMs, why, [this] {
            return QStringLiteral("admin status: ") +
                   (m_admin ? m_admin->status().message : QString());
        });
    }

    // On a loaded machine the gateway has been seen to exit during startup (its owner lease
    // heartbeat starves); it then gets up to two more starts with the same state.
    template<typename Condition> bool waitUntilUp(Condition condition, QString *why) {
        for (int start = 0; start < 3; ++start) {
            if (start > 0) {
                qWarning("the gateway exited during startup; starting it again");
                if (!m_gateway->start())
                    return false;
            }
            if (waitFor(condition, kStartTimeoutMs, why))
                return true;
            if (m_gateway->isRunning())
                return false;
        }
        return false;
    }

    // The config is written before the first start; start-gateway.sh keeps an existing one.
    void writeConfig() {
        const QString dir = stateDir() + QStringLiteral("/home/.openclaw");
        QVERIFY(QDir().mkpath(dir));
        const Json config{
            {"gateway",
             {{"mode", "local"},
              {"bind", "loopback"},
              {"port", m_port},
              {"tls", {{"enabled", true}, {"autoGenerate", true}}},
              {"nodes", {{"pairing", {{"autoApproveLocal", false}}}}}}},
            {"logging",
             {{"file", (stateDir() + QStringLiteral("/logs/openclaw.log")).toStdString()}}},
            {"update", {{"checkOnStart", false}}},
            {"discovery", {{"mdns", {{"mode", "off"}}}}}};
        QFile file(dir + QStringLiteral("/openclaw.json"));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray::fromStdString(config.dump(2)));
    }

private slots:
    void init() { toolgate::test::failOnAnyWarning(); }
    void initTestCase() {
        QVERIFY2(OpenClawProcess::isInstalled(),
                 "OpenClaw is not installed; run tests/interop/setup-openclaw.sh");
        QVERIFY(m_dir.isValid());
        m_port = OpenClawProcess::freePort();
        writeConfig();
        m_gateway = std::make_unique<OpenClawProcess>(stateDir(), m_port, m_token);
        QVERIFY(m_gateway->start());
        QString why;
        // The gateway generates its certificate on startup.
        QVERIFY2(
            waitUntilUp([&] { return !QSslCertificate::fromPath(certPath()).isEmpty(); }, &why),
            qPrintable(why));
        m_pin = TlsFingerprint::ofCertificate(QSslCertificate::fromPath(certPath()).first());
        QVERIFY(!m_pin.isEmpty());
        qInfo("gateway certificate %s", qPrintable(m_pin.toString()));

        // The owner's connection: the local CLI shape keeps its scopes without a device.
        GatewayOptions admin;
        admin.url = url();
        admin.token = m_token;
        admin.transport.pin = m_pin;
        admin.clientId = QStringLiteral("cli");
        admin.clientMode = QStringLiteral("cli");
        admin.deviceFamily.clear();
        admin.displayName = QStringLiteral("toolgate remote admin");
        admin.scopes = {QStringLiteral("operator.read"), QStringLiteral("operator.admin"),
                        QStringLiteral("operator.pairing")};
        admin.caps = {};
        admin.backoffInitialMs = 250;
        admin.backoffMaxMs = 2000;
        m_admin = std::make_unique<GatewayClient>(admin);
        m_devices = std::make_unique<DeviceService>(m_admin.get());
        m_admin->start();
        QVERIFY2(waitUntilUp([&] { return m_admin->isConnected(); }, &why), qPrintable(why));
        QVERIFY2(m_admin->hasScope(QStringLiteral("operator.pairing")),
                 qPrintable(m_admin->hello().grantedScopes.join(QLatin1Char(','))));
        QVERIFY(m_devices->isAvailable());
    }

    void wrongPinIsRefusedBeforeAnyToken() {
        auto other = TlsFingerprint::parse(QStringLiteral(
            "A2:C9:AE:C7:9B:BC:46:EF:25:E9:FD:E5:98:D2:0F:76:29:63:20:7D:90:8B:3A:48:08:A3:A8:C1:"
            "D4:E0:DE:DE"));
        QVERIFY(other);
        GatewayClient client(consoleOptions(QStringLiteral("wrong-pin"), other.value()));
        QSignalSpy states(&client, &GatewayClient::stateChanged);
        client.start();
        QTRY_COMPARE_WITH_TIMEOUT(client.state(), ConnectionState::Failed, kStepTimeoutMs);
        QCOMPARE(client.status().errorCode, QStringLiteral("TLS_PIN_MISMATCH"));
        QCOMPARE(client.status().tlsPresented, m_pin.toString());
        QVERIFY(client.status().message.contains(other->toString()));
        QVERIFY(client.status().message.contains(m_pin.toString()));
        // The WebSocket never opened, so the challenge was never answered with the token.
        for (const QList<QVariant> &args : states)
            QVERIFY(args.first().value<ConnectionState>() != ConnectionState::Handshaking);
    }

    void unpinnedFirstContactFailsWithTheFingerprint() {
        GatewayClient client(consoleOptions(QStringLiteral("unpinned"), {}));
        client.start();
        QTRY_COMPARE_WITH_TIMEOUT(client.state(), ConnectionState::Failed, kStepTimeoutMs);
        QCOMPARE(client.status().errorCode, QStringLiteral("TLS_UNTRUSTED"));
        QCOMPARE(client.status().tlsPresented, m_pin.toString());

        QProcess cli;
        cli.setProgram(QStringLiteral(TOOLGATE_CLI_PATH));
        cli.setArguments({QStringLiteral("approvals"), QStringLiteral("pending"),
                          QStringLiteral("--url"), url().toString(), QStringLiteral("--token"),
                          m_token, QStringLiteral("--identity"),
                          m_dir.filePath(QStringLiteral("cli-identity.json")),
                          QStringLiteral("--db"), m_dir.filePath(QStringLiteral("cli.db"))});
        cli.start();
        QVERIFY(cli.waitForFinished(60000));
        const QString err = QString::fromUtf8(cli.readAllStandardError()).trimmed();
        QCOMPARE(cli.exitCode(), 1);
        QVERIFY2(!err.contains(QLatin1Char('\n')), qPrintable(err));
        QVERIFY2(err.contains(QStringLiteral("--tls-fingerprint ") + m_pin.toString()),
                 qPrintable(err));
        QVERIFY(!err.contains(m_token));
    }

    void newDeviceWaitsForApprovalThenConnectsByItself() {
        GatewayClient console(consoleOptions(QStringLiteral("console"), m_pin));
        QVERIFY(!console.deviceId().isEmpty());
        console.start();
        QString why;
        QVERIFY2(waitFor(
                     [&] {
                         return console.status().errorCode == QLatin1String("PAIRING_REQUIRED") &&
                                !console.status().pairingRequestId.isEmpty();
                     },
                     kStepTimeoutMs, &why),
                 qPrintable(why + QStringLiteral("; console: ") + console.status().message));
        const ConnectionStatus waiting = console.status();
        QCOMPARE(waiting.state, ConnectionState::WaitingToRetry);
        QCOMPARE(waiting.pairingReason, QStringLiteral("not-paired"));
        QVERIFY2(waiting.message.contains(QStringLiteral("openclaw devices approve ") +
                                          waiting.pairingRequestId),
                 qPrintable(waiting.message));
        qInfo("console waits: %s", qPrintable(waiting.message));

        // The owner sees the request live and approves it from the console's own service.
        QString requestId;
        QVERIFY2(waitFor(
                     [&] {
                         for (const PendingDevice &d : m_devices->devices().pending) {
                             if (d.deviceId == console.deviceId())
                                 requestId = d.requestId;
                         }
                         if (requestId.isEmpty())
                             m_devices->refresh();
                         return !requestId.isEmpty();
                     },
                     kStepTimeoutMs, &why),
                 qPrintable(why));
        QSignalSpy finished(m_devices.get(), &DeviceService::actionFinished);
        m_devices->run(DeviceService::Action::Approve, requestId);
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, kStepTimeoutMs);
        QVERIFY2(finished.first().at(2).toBool(), qPrintable(finished.first().at(3).toString()));

        // No click: the console's own retry connects it.
        QVERIFY2(waitFor([&] { return console.isConnected(); }, kStepTimeoutMs, &why),
                 qPrintable(why + QStringLiteral("; console: ") + console.status().message));
        QVERIFY(console.hasScope(QStringLiteral("operator.approvals")));
        const auto list =
            toolgate::test::watchReply(console.request(QStringLiteral("exec.approval.list")));
        QTRY_VERIFY_WITH_TIMEOUT(list->finished, kStepTimeoutMs);
        QVERIFY2(list->ok, qPrintable(list->error));
        QVERIFY(list->payload.is_array());

        // The device list shows it paired, with the scopes it asked for.
        m_devices->refresh();
        QVERIFY2(waitFor(
                     [&] {
                         for (const PairedDevice &d : m_devices->devices().paired) {
                             if (d.deviceId == console.deviceId())
                                 return d.scopes.contains(QStringLiteral("operator.approvals"));
                         }
                         return false;
                     },
                     kStepTimeoutMs, &why),
                 qPrintable(why));
        console.stop();
    }

    void cleanupTestCase() {
        if (m_admin)
            m_admin->stop();
        m_devices.reset();
        m_admin.reset();
        if (m_gateway)
            m_gateway->kill(SIGTERM);
    }
};

QTEST_GUILESS_MAIN(TestInteropRemote)
#include "tst_interop_remote.moc"
