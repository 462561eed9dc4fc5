// SPDX-License-Identifier: MIT
// The detectors' boundaries, the decision order, what-if thresholds, trace parsing (malformed
// lines) and enabling rules, on synthetic sequences.
#include "failonwarning.h"
#include "loops/loopconfig.h"
#include "loops/loopreplay.h"
#include "loops/looptrace.h"

#include <QTest>

#include <functional>

using namespace toolgate::core;

namespace {

using Sequence = std::vector<LoopTraceCall>;

LoopTraceCall call(const char *tool, const char *params, const char *result,
                   const char *runId = "") {
    LoopTraceCall c;
    c.tool = tool;
    c.params = Json::parse(params);
    c.result = Json::parse(result);
    c.runId = runId;
    return c;
}

LoopTraceCall failingCall(const char *tool, const char *error) {
    LoopTraceCall c;
    c.tool = tool;
    c.hasError = true;
    c.error = error;
    return c;
}

std::string textResult(const std::string &text) {
    Json r = Json::object();
    r["content"] = Json::array({{{"type", "text"}, {"text", text}}});
    return r.dump();
}

// Named sequences of `n` calls.
Sequence sequence(const QString &name, int n) {
    Sequence s;
    for (int i = 0; i < n; ++i) {
        if (name == QLatin1String("repeat-identical")) {
            s.push_back(call("read", R"({"path":"a"})", textResult("x").c_str()));
        } else if (name == QLatin1String("repeat-changing")) {
            // Appended, not "x" + to_string(i): GCC 12 at -O3 flags that with a false -Wrestrict.
            std::string text = "x";
            text += std::to_string(i);
            s.push_back(call("read", R"({"path":"a"})", textResult(text).c_str()));
        } else if (name == QLatin1String("poll-identical")) {
            s.push_back(call(
                "process", R"({"action":"poll","sessionId":"s1"})",
                R"({"content":[{"type":"text","text":"..."}],"details":{"status":"running"}})"));
        } else if (name == QLatin1String("pingpong-stable")) {
            s.push_back(i % 2 == 0 ? call("read", R"({"path":"a"})", textResult("A").c_str())
                                   : call("exec", R"({"command":"ls"})", textResult("B").c_str()));
        } else if (name == QLatin1String("unknown-tool")) {
            s.push_back(failingCall("foo", "Unknown tool: foo"));
        } else if (name.startsWith(QLatin1String("churn-"))) {
            // churn-A-B-C: write-unchanged calls, A times args a, B times b, C times c, then a.
            const QStringList parts = name.split(QLatin1Char('-'));
            const int counts[] = {parts.at(1).toInt(), parts.at(2).toInt(), parts.at(3).toInt()};
            const char *args[] = {R"({"path":"a"})", R"({"path":"b"})", R"({"path":"c"})"};
            for (int v = 0; v < 3; ++v) {
                for (int k = 0; k < counts[v]; ++k)
                    s.push_back(call("write", args[v], R"({"details":{"changed":false}})"));
            }
            s.push_back(call("write", args[0], R"({"details":{"changed":false}})"));
            return s;
        }
    }
    return s;
}

std::vector<LoopVerdict> replay(const Sequence &calls, const LoopThresholds &t = {}) {
    LoopTrace trace;
    trace.config = Json::parse(R"({"tools":{"loopDetection":{"enabled":true}}})");
    trace.calls = calls;
    return replayLoopTrace(trace, t);
}

QString describe(const LoopVerdict &v) {
    if (v.level == LoopLevel::None)
        return QStringLiteral("none");
    return QStringLiteral("%1 %2 %3%4")
        .arg(QString::fromLatin1(loopLevelName(v.level).data()),
             QString::fromLatin1(loopDetectorName(v.detector).data()))
        .arg(v.count)
        .arg(v.emitted ? QStringLiteral(" emitted") : QString());
}

} // namespace

class TestLoopDetector : public QObject {
    Q_OBJECT

private slots:
    void init() { toolgate::test::failOnAnyWarning(); }
    // The verdict on call #n is judged on the n-1 calls before it (9/10/19/20/29/30 in history).
    void boundaries_data() {
        QTest::addColumn<QString>("sequenceName");
        QTest::addColumn<int>("callNumber");
        QTest::addColumn<QString>("expected");
        QTest::newRow("repeat: 9 before") << "repeat-changing" << 10 << "none";
        QTest::newRow("repeat: 10 before")
            << "repeat-changing" << 11 << "warning generic_repeat 10 emitted";
        QTest::newRow("repeat: 19 before")
            << "repeat-changing" << 20 << "warning generic_repeat 19";
        QTest::newRow("repeat: 20 before")
            << "repeat-changing" << 21 << "warning generic_repeat 20 emitted";
        QTest::newRow("repeat: 29 before")
            << "repeat-changing" << 30 << "warning generic_repeat 29";
        QTest::newRow("repeat: 30 before")
            << "repeat-changing" << 31 << "warning generic_repeat 30 emitted";
        QTest::newRow("repeat: window caps at 30")
            << "repeat-changing" << 45 << "warning generic_repeat 30";
        QTest::newRow("identical: 19 before")
            << "repeat-identical" << 20 << "warning generic_repeat 19";
        QTest::newRow("identical: 20 before")
            << "repeat-identical" << 21 << "critical generic_repeat 20";
        QTest::newRow("identical: 29 before")
            << "repeat-identical" << 30 << "critical generic_repeat 29";
        QTest::newRow("identical: 30 before")
            << "repeat-identical" << 31 << "critical global_circuit_breaker 30";
        QTest::newRow("identical: vetoes keep it")
            << "repeat-identical" << 50 << "critical global_circuit_breaker 30";
        QTest::newRow("poll: 9 before") << "poll-identical" << 10 << "none";
        QTest::newRow("poll: 10 before")
            << "poll-identical" << 11 << "warning known_poll_no_progress 10 emitted";
        QTest::newRow("poll: 19 before")
            << "poll-identical" << 20 << "warning known_poll_no_progress 19";
        QTest::newRow("poll: 20 before")
            << "poll-identical" << 21 << "critical known_poll_no_progress 20";
        QTest::newRow("ping-pong: 8 before") << "pingpong-stable" << 9 << "none";
        QTest::newRow("ping-pong: 9 before")
            << "pingpong-stable" << 10 << "warning ping_pong 10 emitted";
        QTest::newRow("ping-pong: 18 before") << "pingpong-stable" << 19 << "warning ping_pong 19";
        QTest::newRow("ping-pong: 19 before") << "pingpong-stable" << 20 << "critical ping_pong 20";
        QTest::newRow("ping-pong: veto breaks evidence")
            << "pingpong-stable" << 21 << "warning ping_pong 21 emitted";
        QTest::newRow("unknown tool: 9 before") << "unknown-tool" << 10 << "none";
        QTest::newRow("unknown tool: 10 before")
            << "unknown-tool" << 11 << "critical unknown_tool_repeat 10";
        QTest::newRow("unknown tool: after veto")
            << "unknown-tool" << 12 << "warning generic_repeat 11 emitted";
        QTest::newRow("churn: 9 stable calls") << "churn-3-3-3" << 10 << "none";
        QTest::newRow("churn: 10 stable calls")
            << "churn-4-3-3" << 11 << "warning argument_churn 10 emitted";
        QTest::newRow("churn: a variant below 3") << "churn-4-4-2" << 11 << "none";
    }
    void boundaries() {
        QFETCH(QString, sequenceName);
        QFETCH(int, callNumber);
        QFETCH(QString, expected);
        const Sequence calls = sequence(sequenceName, callNumber);
        QCOMPARE(int(calls.size()), callNumber); // churn sequences have their own length
        const std::vector<LoopVerdict> verdicts = replay(calls);
        QCOMPARE(describe(verdicts.back()), expected);
    }

    void exactMessages() {
        const auto verdicts = replay(sequence(QStringLiteral("churn-4-4-3"), 1));
        QCOMPARE(QString::fromStdString(verdicts.back().message),
                 QStringLiteral(
                     "WARNING: write has cycled through 3 repeated argument patterns with the "
                     "same stable outcome 11 times. Continued churn is treated as stalled run "
                     "activity, but this tool call remains allowed."));
        const auto unknown = replay(sequence(QStringLiteral("unknown-tool"), 11));
        QCOMPARE(
            QString::fromStdString(unknown.back().message),
            QStringLiteral("CRITICAL: attempted unavailable tool foo 10 times. Stop retrying that "
                           "missing tool and answer without it."));
        QVERIFY(unknown.back().blocked);
    }

    // The same calls under other thresholds (what-if).
    void whatIf_data() {
        QTest::addColumn<QString>("sequenceName");
        QTest::addColumn<int>("callNumber");
        QTest::addColumn<QString>("setting");
        QTest::addColumn<int>("value");
        QTest::addColumn<QString>("expected");
        QTest::newRow("warning 5: fires at 5")
            << "repeat-changing" << 6 << "warning" << 5 << "warning generic_repeat 5";
        QTest::newRow("warning 5: 4 before") << "repeat-changing" << 5 << "warning" << 5 << "none";
        QTest::newRow("warning 5: surfaces at bucket 10")
            << "repeat-changing" << 11 << "warning" << 5 << "warning generic_repeat 10 emitted";
        QTest::newRow("critical 10: blocks at 10")
            << "repeat-identical" << 11 << "critical" << 10 << "critical generic_repeat 10";
        QTest::newRow("critical 30: still a warning at 20")
            << "repeat-identical" << 21 << "critical" << 30 << "warning generic_repeat 20 emitted";
        QTest::newRow("breaker 25")
            << "repeat-identical" << 26 << "breaker" << 25 << "critical global_circuit_breaker 25";
        QTest::newRow("window 10 caps counts")
            << "repeat-changing" << 40 << "window" << 10 << "warning generic_repeat 10";
        QTest::newRow("window 9 never warns") << "repeat-changing" << 40 << "window" << 9 << "none";
        QTest::newRow("poll critical 12")
            << "poll-identical" << 13 << "critical" << 12 << "critical known_poll_no_progress 12";
    }
    void whatIf() {
        QFETCH(QString, sequenceName);
        QFETCH(int, callNumber);
        QFETCH(QString, setting);
        QFETCH(int, value);
        QFETCH(QString, expected);
        LoopThresholds t;
        (setting == QLatin1String("warning")    ? t.warning
         : setting == QLatin1String("critical") ? t.critical
         : setting == QLatin1String("breaker")  ? t.breaker
                                                : t.window) = value;
        const std::vector<LoopVerdict> verdicts = replay(sequence(sequenceName, callNumber), t);
        QCOMPARE(describe(verdicts.back()), expected);
    }

    void runIdsSeparateDetection() {
        // 12 identical calls alternating between two runs: each run sees only its own 6.
        Sequence calls;
        for (int i = 0; i < 24; ++i)
            calls.push_back(call("read", R"({"path":"a"})", textResult("x").c_str(),
                                 i % 2 ? "run-b" : "run-a"));
        const auto verdicts = replay(calls);
        QCOMPARE(describe(verdicts.at(19)), QStringLiteral("none")); // run-b: 9 before
        QCOMPARE(describe(verdicts.at(20)),
                 QStringLiteral("warning generic_repeat 10 emitted")); // run-a's 11th
        QCOMPARE(describe(verdicts.at(21)),
                 QStringLiteral("warning generic_repeat 10 emitted")); // run-b buckets its own
        // Without run ids the same 24 calls form one stream.
        Sequence single = calls;
        for (auto &c : single)
            c.runId.clear();
        QCOMPARE(describe(replay(single).at(10)),
                 QStringLiteral("warning generic_repeat 10 emitted"));
    }

    void disabledMeansNone() {
        LoopTrace trace;
        trace.config = Json::object();
        trace.calls = sequence(QStringLiteral("repeat-identical"), 25);
        for (const LoopVerdict &v : replayLoopTrace(trace))
            QCOMPARE(describe(v), QStringLiteral("none"));
    }

    void enabling_data() {
        QTest::addColumn<QByteArray>("config");
        QTest::addColumn<QString>("agent");
        QTest::addColumn<bool>("enabled");
        QTest::newRow("default off") << QByteArray("{}") << "main" << false;
        QTest::newRow("global on")
            << QByteArray(R"({"tools":{"loopDetection":{"enabled":true}}})") << "main" << true;
        QTest::newRow("global truthy string")
            << QByteArray(R"({"tools":{"loopDetection":{"enabled":"yes"}}})") << "main" << false;
        QTest::newRow("agent on")
            << QByteArray(
                   R"({"agents":{"entries":{"main":{"tools":{"loopDetection":{"enabled":true}}}}}})")
            << "main" << true;
        QTest::newRow("other agent on")
            << QByteArray(
                   R"({"agents":{"entries":{"coder":{"tools":{"loopDetection":{"enabled":true}}}}}})")
            << "main" << false;
        QTest::newRow("agent off beats global on")
            << QByteArray(
                   R"({"tools":{"loopDetection":{"enabled":true}},"agents":{"entries":{"main":{"tools":{"loopDetection":{"enabled":false}}}}}})")
            << "main" << false;
        QTest::newRow("agent on beats global off")
            << QByteArray(
                   R"({"tools":{"loopDetection":{"enabled":false}},"agents":{"entries":{"main":{"tools":{"loopDetection":{"enabled":true}}}}}})")
            << "main" << true;
        QTest::newRow("agent block without enabled")
            << QByteArray(
                   R"({"tools":{"loopDetection":{"enabled":true}},"agents":{"entries":{"main":{"tools":{"loopDetection":{}}}}}})")
            << "main" << true;
    }
    void enabling() {
        QFETCH(QByteArray, config);
        QFETCH(QString, agent);
        QFETCH(bool, enabled);
        QCOMPARE(isLoopDetectionEnabled(Json::parse(config.toStdString()), agent.toStdString()),
                 enabled);
    }

    void malformedLinesAreSkipped() {
        const QByteArray text = R"({"config":{"tools":{"loopDetection":{"enabled":true}}}}
{"tool":"read","params":{"path":"a"},"result":1}
{"tool":"read", oops}

{"tool":"read","result":1,"error":"x"}
{"tool":"read","params":{},"result":1,"extra":true}
[1,2]
{"params":{},"result":1}
{"tool":"read","params":[1],"result":1}
{"tool":"read","error":42}
{"tool":"read","params":{"path":"b"},"error":"boom","runId":"r1"}
)";
        const Result<LoopTrace> trace = parseLoopTrace(text, QStringLiteral("t.jsonl"));
        QVERIFY(trace);
        QCOMPARE(int(trace->calls.size()), 2);
        QCOMPARE(trace->calls.at(0).line, 2);
        QCOMPARE(trace->calls.at(1).line, 11);
        QCOMPARE(trace->calls.at(1).runId, std::string("r1"));
        QList<int> lines;
        for (const LoopTraceIssue &issue : trace->issues)
            lines << issue.line;
        QCOMPARE(lines, (QList<int>{3, 5, 6, 7, 8, 9, 10}));
        QVERIFY(trace->issues.at(0).column > 0); // a JSON syntax error has a column
        QVERIFY(trace->issues.at(2).message.contains(QLatin1String("'extra'")));
    }

    void badHeader_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::newRow("empty") << QByteArray("\n\n");
        QTest::newRow("call first") << QByteArray(R"({"tool":"read","result":1})");
        QTest::newRow("broken json") << QByteArray(R"({"config":)");
        QTest::newRow("config not object") << QByteArray(R"({"config":[]})");
    }
    void badHeader() {
        QFETCH(QByteArray, text);
        const Result<LoopTrace> trace = parseLoopTrace(text, QStringLiteral("t.jsonl"));
        QVERIFY(!trace);
        QCOMPARE(trace.error().code, QStringLiteral("loops.header"));
        QVERIFY(trace.error().where.startsWith(QLatin1String("t.jsonl")));
    }

    void verdictJson() {
        const auto verdicts = replay(sequence(QStringLiteral("repeat-changing"), 11));
        const Json none = loopVerdictToJson(verdicts.front());
        QCOMPARE(
            QString::fromStdString(none.dump()),
            QStringLiteral(
                R"({"level":"none","detector":null,"count":0,"message":null,"emitted":false,"blocked":false})"));
        const Json warning = loopVerdictToJson(verdicts.back());
        QCOMPARE(QString::fromStdString(warning["detector"].get<std::string>()),
                 QStringLiteral("generic_repeat"));
        QCOMPARE(warning["emitted"].get<bool>(), true);
    }
};

QTEST_APPLESS_MAIN(TestLoopDetector)
#include "tst_loopdetector.moc"
