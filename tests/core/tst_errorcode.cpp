// SPDX-License-Identifier: MIT
// The error-code vocabulary: every code turns into its text and back; texts it does not list
// are Other (the text itself stays where it was stored), and the gateway's families are known.
#include "failonwarning.h"
#include "util/errorcode.h"
#include "util/result.h"

#include <QSet>
#include <QTest>

using toolgate::core::Error;
using toolgate::core::ErrorCode;
using toolgate::core::errorCodeFrom;
using toolgate::core::errorCodeOf;
using toolgate::core::errorCodeText;
using toolgate::core::ErrorFamily;
using toolgate::core::errorFamily;
using toolgate::core::kLastErrorCode;
using toolgate::core::makeError;

class TestErrorCode : public QObject {
    Q_OBJECT

private slots:
    void init() { toolgate::test::failOnAnyWarning(); }
    void everyCodeRoundTrips() {
        QSet<QString> texts;
        for (int i = int(ErrorCode::Other) + 1; i <= int(kLastErrorCode); ++i) {
            const auto code = ErrorCode(i);
            const QString text = errorCodeText(code);
            QVERIFY2(!text.isEmpty(), qPrintable(QString::number(i)));
            QVERIFY2(!texts.contains(text), qPrintable(text));
            texts.insert(text);
            QCOMPARE(errorCodeFrom(text), code);
        }
    }

    void wireTextsStayAsTheGatewaySendsThem_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<ErrorCode>("code");
        QTest::newRow("auth") << "AUTH_TOKEN_MISMATCH" << ErrorCode::AuthTokenMismatch;
        QTest::newRow("pairing") << "PAIRING_REQUIRED" << ErrorCode::PairingRequired;
        QTest::newRow("scope") << "MISSING_SCOPE" << ErrorCode::MissingScope;
        QTest::newRow("no code") << "UNKNOWN" << ErrorCode::UnknownError;
        QTest::newRow("local") << "io.write" << ErrorCode::IoWrite;
        QTest::newRow("config") << "exec.modeMixed" << ErrorCode::ExecModeMixed;
    }
    void wireTextsStayAsTheGatewaySendsThem() {
        QFETCH(QString, text);
        QFETCH(ErrorCode, code);
        QCOMPARE(errorCodeFrom(text), code);
        QCOMPARE(errorCodeText(code), text);
    }

    void unknownTextsAreOtherAndKeptAsText() {
        QCOMPARE(errorCodeFrom(u"AUTH_SOMETHING_NEW"), ErrorCode::Other);
        QCOMPARE(errorCodeFrom(u"auth_token_mismatch"), ErrorCode::Other); // codes are exact
        QCOMPARE(errorCodeFrom(u""), ErrorCode::None);
        QVERIFY(errorCodeText(ErrorCode::Other).isEmpty());
        QVERIFY(errorCodeText(ErrorCode::None).isEmpty());

        const Error unknown{QStringLiteral("some.new.code"), QStringLiteral("words"), {}};
        QCOMPARE(errorCodeOf(unknown), ErrorCode::Other);
        QCOMPARE(unknown.code, QStringLiteral("some.new.code"));
        const Error made =
            makeError(ErrorCode::IoRead, QStringLiteral("gone"), QStringLiteral("a"));
        QCOMPARE(made.code, QStringLiteral("io.read"));
        QCOMPARE(errorCodeOf(made), ErrorCode::IoRead);
    }

    void familiesCoverCodesNotYetListed() {
        QCOMPARE(errorFamily(u"AUTH_SOMETHING_NEW"), ErrorFamily::Auth);
        QCOMPARE(errorFamily(u"DEVICE_AUTH_NONCE_MISMATCH"), ErrorFamily::Device);
        QCOMPARE(errorFamily(u"PAIRING_EXPIRED"), ErrorFamily::Pairing);
        QCOMPARE(errorFamily(u"TLS_UNTRUSTED"), ErrorFamily::Tls);
        QCOMPARE(errorFamily(u"NOT_FOUND"), ErrorFamily::Other);
    }
};

QTEST_GUILESS_MAIN(TestErrorCode)
#include "tst_errorcode.moc"
