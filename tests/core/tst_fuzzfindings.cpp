// SPDX-License-Identifier: MIT
// What the fuzzers found (tests/fuzz/crashes/), as plain tests: they fail without the fixes even
// where the sanitizer that saw them is not in the build (GCC's UBSan has no float-cast-overflow).
#include "approvals/approvaljson.h"
#include "failonwarning.h"
#include "loops/looptrace.h"
#include "util/errorcode.h"
#include "util/jsonio.h"

#include <QTest>

using namespace toolgate::core;

class TestFuzzFindings : public QObject {
    Q_OBJECT

private slots:
    void init() { toolgate::test::failOnAnyWarning(); }
    // fuzz_frame: a double beyond qint64 (retryAfterMs 1e300, createdAtMs 1e50) was cast anyway.
    void hugeNumbersAreNotIntegers() {
        const Json frame = Json::parse(R"({"big": 1e300, "small": -1e50, "ok": 1500.7})");
        QCOMPARE(jsonInt(frame, "big", -1), -1);
        QCOMPARE(jsonInt(frame, "small", -1), -1);
        QCOMPARE(jsonInt(frame, "ok", -1), 1500);
    }

    // fuzz_cases: 1e400 overflows a double; nlohmann throws out_of_range, which escaped.
    void aNumberBeyondADoubleIsABadFile() {
        const auto parsed =
            parseJson(QByteArrayLiteral(R"({"tools": [1e400]})"), QStringLiteral("case.json"));
        QVERIFY(!parsed);
        QCOMPARE(errorCodeOf(parsed.error()), ErrorCode::JsonParse);
        QCOMPARE(parsed.error().where, QStringLiteral("case.json"));
        QVERIFY2(parsed.error().message.contains(QLatin1String("1e400")),
                 qPrintable(parsed.error().message));
    }

    // fuzz_looptrace: the same in a trace line is that line's problem, not a crash.
    void aTraceLineBeyondADoubleIsReported() {
        const auto trace = parseLoopTrace(
            QByteArrayLiteral("{\"config\":{}}\n{\"tool\":\"read\",\"result\":1e400}\n"),
            QStringLiteral("t.trace.jsonl"));
        QVERIFY(trace);
        QCOMPARE(trace->issues.size(), std::size_t(1)); // the line skipped, with the reason
        QCOMPARE(trace->issues.front().line, 2);
        QVERIFY(trace->issues.front().message.contains(QLatin1String("malformed JSON")));
    }
};

QTEST_GUILESS_MAIN(TestFuzzFindings)
#include "tst_fuzzfindings.moc"
