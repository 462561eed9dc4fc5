// SPDX-License-Identifier: MIT
// The v3 signature string and Ed25519 verification, checked against connect frames a real
// OpenClaw 2026.9.6 gateway accepted (tests/data/transcripts).
#include "failonwarning.h"
#include "gateway/deviceauth.h"
#include "util/json.h"

#include <QFile>
#include <QTest>

namespace deviceauth = toolgate::gateway::deviceauth;
using toolgate::core::Json;

class TestDeviceAuth : public QObject {
    Q_OBJECT

private slots:
    void init() { toolgate::test::failOnAnyWarning(); }
    void realConnectFramesVerify_data();
    void realConnectFramesVerify();
    void signThenVerify();
    void payloadNormalizesLikeTheGateway();
};

void TestDeviceAuth::realConnectFramesVerify_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("requestId");
    // Only the device-token connect can be checked: frames signed with the shared token do not
    // verify with the token value the transcripts show (it was not the one signed).
    QTest::newRow("device-token") << QStringLiteral("approval-roundtrip.jsonl")
                                  << QStringLiteral("console-extras-1");
}

void TestDeviceAuth::realConnectFramesVerify() {
    QFETCH(QString, file);
    QFETCH(QString, requestId);
    QFile f(QStringLiteral(TOOLGATE_TEST_DATA_DIR "/transcripts/") + file);
    QVERIFY(f.open(QIODevice::ReadOnly));
    Json params;
    while (!f.atEnd()) {
        const Json line = Json::parse(f.readLine().toStdString());
        const Json &frame = line["frame"];
        if (frame.value("method", Json()) == "connect" &&
            frame.value("id", Json()) == requestId.toStdString())
            params = frame["params"];
    }
    QVERIFY(params.is_object());
    const Json &device = params["device"];
    const auto str = [](const Json &v) { return QString::fromStdString(v.get<std::string>()); };
    deviceauth::SignedFields fields;
    fields.deviceId = str(device["id"]);
    fields.clientId = str(params["client"]["id"]);
    fields.clientMode = str(params["client"]["mode"]);
    fields.role = str(params["role"]);
    for (const Json &scope : params["scopes"])
        fields.scopes << str(scope);
    fields.signedAtMs = device["signedAt"].get<qint64>();
    fields.token = params["auth"].contains("token") ? str(params["auth"]["token"])
                                                    : str(params["auth"]["deviceToken"]);
    fields.nonce = str(device["nonce"]);
    fields.platform = str(params["client"]["platform"]);
    fields.deviceFamily = str(params["client"].value("deviceFamily", Json("")));
    const QByteArray key = deviceauth::fromBase64Url(str(device["publicKey"]).toLatin1());
    const QByteArray signature = deviceauth::fromBase64Url(str(device["signature"]).toLatin1());
    QCOMPARE(deviceauth::deviceIdForPublicKey(key), fields.deviceId);
    QVERIFY(deviceauth::verify(key, deviceauth::payloadV3(fields), signature));
    fields.nonce += QLatin1Char('x');
    QVERIFY(!deviceauth::verify(key, deviceauth::payloadV3(fields), signature));
}

void TestDeviceAuth::signThenVerify() {
    const auto keys = deviceauth::generateKeyPair();
    QCOMPARE(keys.publicKey.size(), 32);
    const QByteArray message("v3|a|b");
    const QByteArray signature = deviceauth::sign(keys.privateKey, message);
    QVERIFY(deviceauth::verify(keys.publicKey, message, signature));
    QVERIFY(!deviceauth::verify(keys.publicKey, QByteArray("v3|a|c"), signature));
}

// The platform and device family are signed trimmed and ASCII-lower-cased (what the gateway
// does before it verifies); other letters stay as they are. The public key comes from the seed.
void TestDeviceAuth::payloadNormalizesLikeTheGateway() {
    deviceauth::SignedFields fields;
    fields.deviceId = QStringLiteral("d");
    fields.clientId = QStringLiteral("openclaw-linux");
    fields.clientMode = QStringLiteral("ui");
    fields.role = QStringLiteral("operator");
    fields.scopes = {QStringLiteral("operator.read"), QStringLiteral("operator.admin")};
    fields.signedAtMs = 7;
    fields.token = QStringLiteral("T");
    fields.nonce = QStringLiteral("n");
    fields.platform = QStringLiteral(" Linux ");
    fields.deviceFamily = QStringLiteral("DÉSKTOP");
    QCOMPARE(deviceauth::payloadV3(fields),
             QStringLiteral("v3|d|openclaw-linux|ui|operator|operator.read,operator.admin|7|T|n|"
                            "linux|dÉsktop")
                 .toUtf8());
    QCOMPARE(deviceauth::payloadV2(fields),
             QByteArray("v2|d|openclaw-linux|ui|operator|operator.read,operator.admin|7|T|n"));
    const auto keys = deviceauth::generateKeyPair();
    QCOMPARE(deviceauth::publicKeyFor(keys.privateKey), keys.publicKey);
    QVERIFY(deviceauth::publicKeyFor(QByteArray(31, 'x')).isEmpty());
}

QTEST_APPLESS_MAIN(TestDeviceAuth)
#include "tst_deviceauth.moc"
