// SPDX-License-Identifier: MIT
// Hashing half of the loop detector: stable stringify and SHA-256 against JavaScript's own
// output, outcome hashing rules, and the text canonicalisation the outcome digests rely on.
#include "failonwarning.h"
#include "loops/loophashing.h"
#include "loops/sha256ni.h"
#include "loops/stablestringify.h"

#include "loopvectors.h"

#include <QTest>

#include <cmath>
#include <limits>
#include <random>

using namespace toolgate::core;

// node -e: sha256('{"details":{"b":1},"text":"x"}') and sha256('"boom"').
#define DETAILS_TEXT_SHA "0a847cc54b390c78612ed8ed045a29da8b72081338526a4cc5c6cd978402245b"
#define BOOM_SHA "20b9458ca349a629a028ec64e716294abd767b0059bd4adb6ec0ea4fcf766725"

namespace {

Json parse(const char *text) {
    return Json::parse(text);
}

OutcomeHash outcomeOf(const char *tool, const char *params, const char *result) {
    const Json p = parse(params);
    const Json r = parse(result);
    return hashToolOutcome(tool, p, &r, nullptr);
}

} // namespace

class TestLoopHashing : public QObject {
    Q_OBJECT

private slots:
    void init() { toolgate::test::failOnAnyWarning(); }
    void stableStringifyMatchesJavaScript_data() {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QByteArray>("stable");
        QTest::addColumn<QByteArray>("sha");
        for (const auto &v : kStableVectors)
            QTest::newRow(v.name) << QByteArray(v.input) << QByteArray(v.stable)
                                  << QByteArray(v.sha);
    }
    void stableStringifyMatchesJavaScript() {
        QFETCH(QByteArray, input);
        QFETCH(QByteArray, stable);
        QFETCH(QByteArray, sha);
        const Json value = Json::parse(input.toStdString());
        QCOMPARE(QByteArray::fromStdString(stableStringify(value)), stable);
        QCOMPARE(QByteArray::fromStdString(digestStable(value).hex()), sha);
    }

    void veryLongString() {
        Json value = Json::object();
        value["k"] = std::string(100000, 'x') + "\xc3\xa9";
        QCOMPARE(QByteArray::fromStdString(digestStable(value).hex()), QByteArray(kLongStringSha));
    }

    void callHashIgnoresKeyOrderButNotValues_data() {
        QTest::addColumn<QByteArray>("a");
        QTest::addColumn<QByteArray>("b");
        QTest::addColumn<bool>("equal");
        QTest::newRow("key order")
            << QByteArray(R"({"a":1,"b":2})") << QByteArray(R"({"b":2,"a":1})") << true;
        QTest::newRow("1.0 vs 1") << QByteArray(R"({"n":1.0})") << QByteArray(R"({"n":1})") << true;
        QTest::newRow("-0 vs 0") << QByteArray(R"({"n":-0.0})") << QByteArray(R"({"n":0})") << true;
        QTest::newRow("1e2 vs 100")
            << QByteArray(R"({"n":1e2})") << QByteArray(R"({"n":100})") << true;
        QTest::newRow("1 vs \"1\"")
            << QByteArray(R"({"n":1})") << QByteArray(R"({"n":"1"})") << false;
        QTest::newRow("array order") << QByteArray(R"([1,2])") << QByteArray(R"([2,1])") << false;
        QTest::newRow("nested key order")
            << QByteArray(R"({"o":{"y":[{"b":1,"a":2}],"x":0}})")
            << QByteArray(R"({"o":{"x":0,"y":[{"a":2,"b":1}]}})") << true;
        QTest::newRow("null vs missing")
            << QByteArray(R"({"a":null})") << QByteArray(R"({})") << false;
        QTest::newRow("escaped vs literal unicode")
            << QByteArray(R"({"s":"\u00e9"})") << QByteArray("{\"s\":\"\xc3\xa9\"}") << true;
    }
    void callHashIgnoresKeyOrderButNotValues() {
        QFETCH(QByteArray, a);
        QFETCH(QByteArray, b);
        QFETCH(bool, equal);
        const CallHash ha = hashToolCall("read", Json::parse(a.toStdString()));
        const CallHash hb = hashToolCall("read", Json::parse(b.toStdString()));
        QCOMPARE(ha == hb, equal);
        QVERIFY(hashToolCall("write", Json::parse(a.toStdString())) != ha); // tool is part of it
    }

    void jsNumbers_data() {
        QTest::addColumn<double>("value");
        QTest::addColumn<QString>("text");
        QTest::newRow("one") << 1.0 << "1";
        QTest::newRow("negative zero") << -0.0 << "0";
        QTest::newRow("1e21") << 1e21 << "1e+21";
        QTest::newRow("1e20") << 1e20 << "100000000000000000000";
        QTest::newRow("1e-7") << 1e-7 << "1e-7";
        QTest::newRow("0.000001") << 0.000001 << "0.000001";
        QTest::newRow("1.5e-7") << 1.5e-7 << "1.5e-7";
        QTest::newRow("123.456") << 123.456 << "123.456";
        QTest::newRow("2^53+2") << 9007199254740994.0 << "9007199254740994";
        QTest::newRow("max") << std::numeric_limits<double>::max() << "1.7976931348623157e+308";
        QTest::newRow("min subnormal") << std::numeric_limits<double>::denorm_min() << "5e-324";
        QTest::newRow("0.1+0.2") << 0.1 + 0.2 << "0.30000000000000004";
        QTest::newRow("NaN") << std::nan("") << "NaN";
        QTest::newRow("-Infinity") << -std::numeric_limits<double>::infinity() << "-Infinity";
    }
    void jsNumbers() {
        QFETCH(double, value);
        QFETCH(QString, text);
        QCOMPARE(QString::fromStdString(jsNumberToString(value)), text);
        std::string stable;
        appendJsNumber(stable, value);
        const bool finite = std::isfinite(value);
        QCOMPARE(QString::fromStdString(stable),
                 finite ? text : QLatin1Char('"') + text + QLatin1Char('"'));
    }

    void utf16Order() {
        // U+FFFF sorts after U+1F600 in UTF-16 (surrogates) although its code point is smaller.
        QVERIFY(utf16Less("\xf0\x9f\x98\x80", "\xef\xbf\xbf"));
        QVERIFY(!utf16Less("\xef\xbf\xbf", "\xf0\x9f\x98\x80"));
        QVERIFY(utf16Less("a", "b"));
        QVERIFY(utf16Less("ab", "abc"));
        QVERIFY(utf16Less("Z", "a"));
        QVERIFY(!utf16Less("same", "same"));
    }

    void volatileExecText_data() {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QByteArray>("masked");
        int i = 0;
        for (const auto &v : kMaskVectors)
            QTest::addRow("mask %d", ++i) << QByteArray(v.input) << QByteArray(v.expected);
    }
    void volatileExecText() {
        QFETCH(QByteArray, input);
        QFETCH(QByteArray, masked);
        QCOMPARE(QByteArray::fromStdString(maskVolatileExecText(input.toStdString())), masked);
    }

    void unknownToolName_data() {
        QTest::addColumn<QByteArray>("error");
        QTest::addColumn<QByteArray>("name");
        int i = 0;
        for (const auto &v : kUnknownToolVectors)
            QTest::addRow("error %d", ++i) << QByteArray(v.input) << QByteArray(v.expected);
    }
    void unknownToolName() {
        QFETCH(QByteArray, error);
        QFETCH(QByteArray, name);
        QCOMPARE(QByteArray::fromStdString(extractUnknownToolName(error.toStdString())), name);
    }

    void externalContentNonces_data() {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QByteArray>("canonical");
        int i = 0;
        for (const auto &v : kNonceVectors)
            QTest::addRow("envelope %d", ++i) << QByteArray(v.input) << QByteArray(v.expected);
    }
    void externalContentNonces() {
        QFETCH(QByteArray, input);
        QFETCH(QByteArray, canonical);
        std::string out;
        const bool changed = canonicalizeExternalContentNonces(input.toStdString(), out);
        QCOMPARE(QByteArray::fromStdString(changed ? out : input.toStdString()), canonical);
        QCOMPARE(changed, input != canonical);
    }

    void outcomeDigestIsJavaScripts() {
        // sha256('{"details":{"b":1},"text":"x"}') and sha256('"boom"') under Node.
        const OutcomeHash plain = outcomeOf(
            "read", "{}", R"({"content":[{"type":"text","text":" x "}],"details":{"b":1}})");
        QVERIFY(plain.hasResult);
        QCOMPARE(QString::fromStdString(plain.result.hex()), QStringLiteral(DETAILS_TEXT_SHA));
        const std::string error = "boom";
        const OutcomeHash failed = hashToolOutcome("read", Json::object(), nullptr, &error);
        QVERIFY(failed.isError && failed.noProgress);
        QCOMPARE(QString::fromStdString(failed.resultText()), QStringLiteral("error:" BOOM_SHA));
    }

    void outcomeRules_data() {
        QTest::addColumn<QByteArray>("tool");
        QTest::addColumn<QByteArray>("params");
        QTest::addColumn<QByteArray>("a");
        QTest::addColumn<QByteArray>("b");
        QTest::addColumn<bool>("sameResult");
        QTest::newRow("exec ignores text when aggregated set")
            << QByteArray("exec") << QByteArray(R"({"command":"ls"})")
            << QByteArray(
                   R"({"content":[{"type":"text","text":"one"}],"details":{"status":"completed","exitCode":0,"aggregated":"out"}})")
            << QByteArray(
                   R"({"content":[{"type":"text","text":"two"}],"details":{"status":"completed","exitCode":0,"aggregated":" out\n"}})")
            << true;
        QTest::newRow("exec running by tail")
            << QByteArray("exec") << QByteArray(R"({"command":"ls"})")
            << QByteArray(R"({"details":{"status":"running","tail":"a","pid":1}})")
            << QByteArray(R"({"details":{"status":"running","tail":"a","pid":2}})") << true;
        QTest::newRow("write unchanged ignores text")
            << QByteArray("write") << QByteArray(R"({"path":"a"})")
            << QByteArray(
                   R"({"content":[{"type":"text","text":"a unchanged"}],"details":{"changed":false}})")
            << QByteArray(
                   R"({"content":[{"type":"text","text":"b unchanged"}],"details":{"changed":false,"x":1}})")
            << true;
        QTest::newRow("message send drops volatile ids")
            << QByteArray("message") << QByteArray(R"({"action":"send","to":"u1"})")
            << QByteArray(
                   R"({"details":{"ok":true,"messageId":"m1","result":{"ts":"1","channel":"c"}}})")
            << QByteArray(
                   R"({"details":{"ok":true,"messageId":"m2","result":{"ts":"2","channel":"c"}}})")
            << true;
        QTest::newRow("message read keeps ids")
            << QByteArray("message") << QByteArray(R"({"action":"read"})")
            << QByteArray(R"({"details":{"messageId":"m1"}})")
            << QByteArray(R"({"details":{"messageId":"m2"}})") << false;
        QTest::newRow("message object id dropped, route id kept")
            << QByteArray("sessions_send") << QByteArray(R"({})")
            << QByteArray(
                   R"({"details":{"message":{"id":"a","text":"t","direction":"out"},"route":{"id":"r"}}})")
            << QByteArray(
                   R"({"details":{"message":{"id":"b","text":"t","direction":"out"},"route":{"id":"r"}}})")
            << true;
        QTest::newRow("process poll status missing vs null differ")
            << QByteArray("process") << QByteArray(R"({"action":"poll","sessionId":"s"})")
            << QByteArray(R"({"details":{}})") << QByteArray(R"({"details":{"status":null}})")
            << false;
        QTest::newRow("process poll ignores other details")
            << QByteArray("process") << QByteArray(R"({"action":"poll","sessionId":"s"})")
            << QByteArray(R"({"details":{"status":"running","ms":1}})")
            << QByteArray(R"({"details":{"status":"running","ms":2}})") << true;
        QTest::newRow("nonce canonicalised in outcome")
            << QByteArray("web_fetch") << QByteArray(R"({"url":"u"})")
            << QByteArray(
                   "{\"content\":[{\"type\":\"text\",\"text\":\"<<<EXTERNAL_UNTRUSTED_CONTENT "
                   "id=\\\"0123456789abcdef\\\">>>x<<<END_EXTERNAL_UNTRUSTED_CONTENT "
                   "id=\\\"0123456789abcdef\\\">>>\"}]}")
            << QByteArray(
                   "{\"content\":[{\"type\":\"text\",\"text\":\"<<<EXTERNAL_UNTRUSTED_CONTENT "
                   "id=\\\"fedcba9876543210\\\">>>x<<<END_EXTERNAL_UNTRUSTED_CONTENT "
                   "id=\\\"fedcba9876543210\\\">>>\"}]}")
            << true;
        QTest::newRow("plain details differ")
            << QByteArray("read") << QByteArray(R"({})") << QByteArray(R"({"details":{"a":1}})")
            << QByteArray(R"({"details":{"a":2}})") << false;
    }
    void outcomeRules() {
        QFETCH(QByteArray, tool);
        QFETCH(QByteArray, params);
        QFETCH(QByteArray, a);
        QFETCH(QByteArray, b);
        QFETCH(bool, sameResult);
        const OutcomeHash ha = outcomeOf(tool.constData(), params.constData(), a.constData());
        const OutcomeHash hb = outcomeOf(tool.constData(), params.constData(), b.constData());
        QVERIFY(ha.hasResult && hb.hasResult);
        QCOMPARE(ha.sameResult(hb), sameResult);
    }

    void execFailureIdentity_data() {
        QTest::addColumn<QByteArray>("details");
        QTest::addColumn<bool>("terminal");
        QTest::newRow("failed with output")
            << QByteArray(R"({"status":"failed","exitCode":2,"aggregated":"boom"})") << true;
        QTest::newRow("completed nonzero")
            << QByteArray(R"({"status":"completed","exitCode":1,"aggregated":"x"})") << true;
        QTest::newRow("exit 0") << QByteArray(
                                       R"({"status":"completed","exitCode":0,"aggregated":"x"})")
                                << false;
        QTest::newRow("timed out")
            << QByteArray(R"({"status":"failed","exitCode":2,"timedOut":true,"aggregated":"x"})")
            << false;
        QTest::newRow("only the footer")
            << QByteArray(
                   R"J({"status":"failed","exitCode":2,"aggregated":"(Command exited with code 2)"})J")
            << false;
        QTest::newRow("no exit code")
            << QByteArray(R"({"status":"failed","aggregated":"x"})") << false;
        QTest::newRow("running") << QByteArray(R"({"status":"running","tail":"x"})") << false;
    }
    void execFailureIdentity() {
        QFETCH(QByteArray, details);
        QFETCH(bool, terminal);
        const Json params = parse(R"({"command":"make"})");
        Json result = Json::object();
        result["details"] = Json::parse(details.toStdString());
        const OutcomeHash o = hashToolOutcome("exec", params, &result, nullptr);
        QCOMPARE(o.kind == OutcomeKind::TerminalExecFailure, terminal);
        QCOMPARE(o.hasFailureIdentity, terminal);
    }

    void failureIdentityMasksOnlyVolatileText() {
        const auto failure = [](const char *output) {
            Json result = Json::object();
            result["details"] = {{"status", "failed"}, {"exitCode", 2}, {"aggregated", output}};
            return hashToolOutcome("exec", Json::object(), &result, nullptr);
        };
        const OutcomeHash a = failure("2026-01-01T00:00:00Z failed after 12ms (pid 7)");
        const OutcomeHash b = failure("2026-02-03T04:05:06Z failed after 950ms (pid 9)");
        const OutcomeHash c = failure("2026-02-03T04:05:06Z linker failed after 950ms (pid 9)");
        QVERIFY(!a.sameResult(b));
        QVERIFY(a.failureIdentity == b.failureIdentity);
        QVERIFY(a.failureIdentity != c.failureIdentity);
    }

    void vetoAndNonObjectResults() {
        const OutcomeHash veto = outcomeOf(
            "read", "{}",
            R"({"content":[{"type":"text","text":"CRITICAL"}],"details":{"status":"blocked","deniedReason":"tool-loop","reason":"x"}})");
        QVERIFY(!veto.hasResult);
        QCOMPARE(veto.kind, OutcomeKind::ToolLoopVeto);
        const OutcomeHash pluginBlock = outcomeOf(
            "read", "{}",
            R"({"details":{"status":"blocked","deniedReason":"plugin-before-tool-call"}})");
        QVERIFY(pluginBlock.hasResult); // other vetoes keep a hash so repeated denials escalate
        const OutcomeHash text = outcomeOf("read", "{}", R"("plain")");
        QCOMPARE(QString::fromStdString(text.result.hex()),
                 QString::fromStdString(sha256Digest("\"plain\"").hex()));
        const OutcomeHash nul = outcomeOf("read", "{}", "null");
        QCOMPARE(QString::fromStdString(nul.result.hex()),
                 QString::fromStdString(sha256Digest("null").hex()));
    }

    void memoReturnsSameDigests() {
        DigestMemo memo(4);
        const Json params = parse(R"({"path":"a"})");
        for (int i = 0; i < 3; ++i)
            QVERIFY(hashToolCall("read", params, &memo) == hashToolCall("read", params));
        QCOMPARE(memo.misses(), 1);
        QCOMPARE(memo.hits(), 2);
    }

    void sha256KnownAnswers() {
        // FIPS 180-4 examples: empty, one block, two blocks.
        QCOMPARE(sha256Digest("").hex(),
                 std::string("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"));
        QCOMPARE(sha256Digest("abc").hex(),
                 std::string("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"));
        QCOMPARE(sha256Digest("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq").hex(),
                 std::string("248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"));
    }

    void sha256AgreesWithOpenSsl() {
        // Every length around the padding edges (55/56/63/64 bytes and their multiples), random
        // bytes, and a long text; the SHA-NI path when this CPU has it, the dispatcher always.
        std::mt19937 rng(180);
        std::string bytes;
        for (size_t length = 0; length <= 300; ++length) {
            bytes.resize(length);
            for (char &c : bytes)
                c = static_cast<char>(rng());
            const Digest expected = sha256OpenSsl(bytes);
            QVERIFY2(sha256Digest(bytes) == expected, std::to_string(length).c_str());
            if (sha256NiAvailable())
                QVERIFY2(sha256Ni(bytes) == expected, std::to_string(length).c_str());
        }
        bytes.assign(1 << 20, 'x');
        QVERIFY(sha256Digest(bytes) == sha256OpenSsl(bytes));
    }
};

QTEST_APPLESS_MAIN(TestLoopHashing)
#include "tst_loophashing.moc"
