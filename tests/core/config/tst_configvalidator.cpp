// SPDX-License-Identifier: MIT
#include "config/configvalidator.h"
#include "failonwarning.h"
#include "testutils.h"

#include <QTest>

using namespace toolgate::core;
using toolgate::test::dataPath;
using toolgate::test::readAll;

namespace {

const char *const kBoth =
    " cannot set both allow and alsoAllow in the same scope (merge alsoAllow into allow, or "
    "remove allow and use profile + alsoAllow)";
const char *const kProfile =
    "Invalid input (allowed: \"minimal\", \"coding\", \"messaging\", \"full\")";
const char *const kOwnership =
    "multi-agent rosters require agents.ownership=\"explicit\" or one legacy default=true "
    "marker; add agents.ownership=\"explicit\" or run openclaw doctor";

// "severity code path" for each finding, plus its message in `messages`.
QStringList run(const QByteArray &text, QStringList *messages = nullptr) {
    const auto doc = ConfigDocument::fromText(text, QStringLiteral("t"));
    if (!doc)
        qFatal("bad test input: %s", qPrintable(doc.error().toString()));
    QStringList lines;
    for (const ConfigFinding &f : validateConfig(*doc)) {
        lines << findingSeverityName(f.severity) + QLatin1Char(' ') + errorCodeText(f.code) +
                     QLatin1Char(' ') + f.path.toString();
        if (messages)
            *messages << f.message;
    }
    return lines;
}

} // namespace

class TestConfigValidator : public QObject {
    Q_OBJECT

private slots:
    void init() { toolgate::test::failOnAnyWarning(); }
    void rules_data() {
        QTest::addColumn<QByteArray>("config");
        QTest::addColumn<QStringList>("findings");
        QTest::addColumn<QStringList>("messages"); // empty: not checked

        const QString both = QString::fromLatin1(kBoth);
        QTest::newRow("clean") << QByteArray(
                                      "{tools: {profile: 'coding', allow: [], alsoAllow: ['x']}}")
                               << QStringList() << QStringList();
        QTest::newRow("allow+alsoAllow global")
            << QByteArray("{tools: {allow: ['read'], alsoAllow: ['write']}}")
            << QStringList{QStringLiteral("error config.allowWithAlsoAllow tools")}
            << QStringList{QStringLiteral("tools") + both};
        QTest::newRow("allow+alsoAllow agent")
            << QByteArray(
                   "{agents: {entries: {coder: {tools: {allow: ['read'], alsoAllow: ['exec']}}}}}")
            << QStringList{QStringLiteral(
                   "error config.allowWithAlsoAllow agents.entries.coder.tools")}
            << QStringList{QStringLiteral("agent tools") + both};
        QTest::newRow("allow+alsoAllow legacy agent")
            << QByteArray(
                   "{agents: {list: [{id: 'c', tools: {allow: ['read'], alsoAllow: ['exec']}}]}}")
            << QStringList{QStringLiteral("error config.allowWithAlsoAllow agents.list.0.tools"),
                           QStringLiteral("warning config.legacyAgentsList agents.list")}
            << QStringList();
        QTest::newRow("allow+alsoAllow byProvider")
            << QByteArray("{tools: {byProvider: {openai: {allow: ['read'], alsoAllow: ['exec']}}}}")
            << QStringList{QStringLiteral(
                   "error config.allowWithAlsoAllow tools.byProvider.openai")}
            << QStringList{QStringLiteral("tools.byProvider policy") + both};
        QTest::newRow("allow+alsoAllow agent byProvider")
            << QByteArray("{agents: {entries: {a: {tools: {byProvider: {'openai/gpt-5.4': {allow: "
                          "['r'], alsoAllow: ['e']}}}}}}}")
            << QStringList{QStringLiteral("error config.allowWithAlsoAllow "
                                          "agents.entries.a.tools.byProvider.openai/gpt-5.4")}
            << QStringList{QStringLiteral("tools.byProvider policy") + both};
        QTest::newRow("allow+alsoAllow sender")
            << QByteArray(
                   "{tools: {toolsBySender: {'id:u1': {allow: ['read'], alsoAllow: ['exec']}}}}")
            << QStringList{QStringLiteral(
                   "error config.allowWithAlsoAllow tools.toolsBySender.id:u1")}
            << QStringList{QStringLiteral("tools policy") + both};
        QTest::newRow("allow+alsoAllow sandbox")
            << QByteArray("{tools: {sandbox: {tools: {allow: ['read'], alsoAllow: ['write']}}}}")
            << QStringList{QStringLiteral("error config.allowWithAlsoAllow tools.sandbox.tools")}
            << QStringList{QStringLiteral("tools policy") + both};
        QTest::newRow("allow+alsoAllow subagents")
            << QByteArray("{tools: {subagents: {tools: {allow: ['read'], alsoAllow: ['write']}}}}")
            << QStringList{QStringLiteral("error config.allowWithAlsoAllow tools.subagents.tools")}
            << QStringList{QStringLiteral("tools policy") + both};
        QTest::newRow("allow+alsoAllow channel group")
            << QByteArray("{channels: {telegram: {groups: {'*': {tools: {allow: ['a'], alsoAllow: "
                          "['b']}}}}}}")
            << QStringList{QStringLiteral(
                   "warning config.allowWithAlsoAllow channels.telegram.groups.*.tools")}
            << QStringList{QStringLiteral("tools policy") + both};
        QTest::newRow("empty allow with alsoAllow is fine")
            << QByteArray("{tools: {allow: [], alsoAllow: ['write']}}") << QStringList()
            << QStringList();
        QTest::newRow("unknown profile")
            << QByteArray("{tools: {profile: 'bogus'}}")
            << QStringList{QStringLiteral("error config.invalidProfile tools.profile")}
            << QStringList{QString::fromLatin1(kProfile)};
        QTest::newRow("profile wrong case")
            << QByteArray("{agents: {entries: {a: {tools: {profile: 'Coding'}}}}}")
            << QStringList{QStringLiteral(
                   "error config.invalidProfile agents.entries.a.tools.profile")}
            << QStringList{QString::fromLatin1(kProfile)};
        QTest::newRow("profile not a string")
            << QByteArray("{tools: {byProvider: {google: {profile: 3}}}}")
            << QStringList{QStringLiteral(
                   "error config.invalidProfile tools.byProvider.google.profile")}
            << QStringList();
        QTest::newRow("profile where the schema has none")
            << QByteArray("{tools: {sandbox: {tools: {profile: 'coding'}}}}")
            << QStringList{QStringLiteral("error config.unrecognizedKey tools.sandbox.tools")}
            << QStringList{QStringLiteral("Unrecognized key: \"profile\"")};
        QTest::newRow("profile in a channel group")
            << QByteArray("{channels: {telegram: {groups: {g: {tools: {profile: 'coding'}}}}}}")
            << QStringList{QStringLiteral(
                   "warning config.profileNotApplicable channels.telegram.groups.g.tools.profile")}
            << QStringList();
        QTest::newRow("channel group list entry not a string")
            << QByteArray("{channels: {telegram: {groups: {g: {tools: {deny: [1]}}}}}}")
            << QStringList{QStringLiteral(
                   "error config.invalidType channels.telegram.groups.g.tools.deny.0")}
            << QStringList{QStringLiteral("Invalid input: expected string, received number")};
        QTest::newRow("legacy list entry list index path")
            << QByteArray("{agents: {list: [{id: 'a', tools: {allow: [true]}}]}}")
            << QStringList{QStringLiteral("error config.invalidType agents.list.0.tools.allow.0"),
                           QStringLiteral("warning config.legacyAgentsList agents.list")}
            << QStringList();
        QTest::newRow("byProvider value not an object")
            << QByteArray("{tools: {byProvider: {openai: ['read'], google: {deny: []}}}}")
            << QStringList{QStringLiteral("error config.providerNotObject tools.byProvider.openai")}
            << QStringList{QStringLiteral("Invalid input: expected object, received array")};
        QTest::newRow("agent byProvider value not an object")
            << QByteArray("{agents: {entries: {a: {tools: {byProvider: {openai: 'deny'}}}}}}")
            << QStringList{QStringLiteral(
                   "error config.providerNotObject agents.entries.a.tools.byProvider.openai")}
            << QStringList{QStringLiteral("Invalid input: expected object, received string")};
        QTest::newRow("byProvider not a record")
            << QByteArray("{tools: {byProvider: []}}")
            << QStringList{QStringLiteral("error config.invalidType tools.byProvider")}
            << QStringList{QStringLiteral("Invalid input: expected record, received array")};
        QTest::newRow("sender value not an object")
            << QByteArray("{tools: {toolsBySender: {'*': null}}}")
            << QStringList{QStringLiteral("error config.senderNotObject tools.toolsBySender.*")}
            << QStringList();
        QTest::newRow("list not an array")
            << QByteArray("{tools: {deny: 'exec'}}")
            << QStringList{QStringLiteral("error config.invalidType tools.deny")}
            << QStringList{QStringLiteral("Invalid input: expected array, received string")};
        QTest::newRow("list entry not a string")
            << QByteArray("{tools: {allow: ['read', 7]}}")
            << QStringList{QStringLiteral("error config.invalidType tools.allow.1")}
            << QStringList{QStringLiteral("Invalid input: expected string, received number")};
        QTest::newRow("agent id with dot")
            << QByteArray("{agents: {entries: {'my.agent': {}}}}")
            << QStringList{QStringLiteral("error config.invalidAgentId agents.entries.my.agent")}
            << QStringList();
        QTest::newRow("agent id leading dash")
            << QByteArray("{agents: {entries: {'-x': {}}}}")
            << QStringList{QStringLiteral("error config.invalidAgentId agents.entries.-x")}
            << QStringList();
        QTest::newRow("agent id 65 chars")
            << (QByteArray("{agents: {entries: {'") + QByteArray(65, 'a') + QByteArray("': {}}}}"))
            << QStringList{QStringLiteral("error config.invalidAgentId agents.entries.") +
                           QString(65, QLatin1Char('a'))}
            << QStringList();
        QTest::newRow("agent id upper case and 64 chars ok")
            << (QByteArray("{agents: {entries: {'Ops_1': {}, '") + QByteArray(64, 'b') +
                QByteArray("': {}}, ownership: 'explicit'}}"))
            << QStringList() << QStringList();
        QTest::newRow("agent id trailing newline")
            << QByteArray("{agents: {entries: {'ops\\n': {}}}}")
            << QStringList{QStringLiteral("error config.invalidAgentId agents.entries.ops\n")}
            << QStringList();
        QTest::newRow("legacy agent id invalid")
            << QByteArray("{agents: {list: [{id: 'a b'}]}}")
            << QStringList{QStringLiteral("error config.invalidRoster agents"),
                           QStringLiteral("error config.invalidRoster agents.entries"),
                           QStringLiteral("warning config.legacyAgentsList agents.list"),
                           QStringLiteral("error config.invalidAgentId agents.list.0.id")}
            << QStringList();
        QTest::newRow("legacy agent without id")
            << QByteArray("{agents: {list: [{tools: {}}]}}")
            << QStringList{QStringLiteral("error config.invalidRoster agents"),
                           QStringLiteral("error config.invalidRoster agents.entries"),
                           QStringLiteral("warning config.legacyAgentsList agents.list"),
                           QStringLiteral("error config.missingAgentId agents.list.0.id")}
            << QStringList();
        QTest::newRow("agent ids equal ignoring case")
            << QByteArray("{agents: {ownership: 'explicit', entries: {Ops: {}, ops: {}}}}")
            << QStringList{QStringLiteral("error config.duplicateAgentId agents.entries.ops")}
            << QStringList{QStringLiteral("agents.entries keys \"Ops\" and \"ops\" resolve to the "
                                          "same agent id \"ops\"; rename one key so each agent "
                                          "has a unique id")};
        QTest::newRow("agent in entries and list")
            << QByteArray("{agents: {entries: {ops: {}}, list: [{id: 'ops'}]}}")
            << QStringList{QStringLiteral("error config.invalidRoster agents"),
                           QStringLiteral("warning config.legacyAgentsList agents.list"),
                           QStringLiteral("warning config.duplicateAgentId agents.list.0.id")}
            << QStringList();
        QTest::newRow("agents.defaults.tools")
            << QByteArray("{agents: {defaults: {tools: {deny: ['exec']}}}}")
            << QStringList{QStringLiteral("error config.unrecognizedKey agents.defaults")}
            << QStringList{QStringLiteral("Unrecognized key: \"tools\"")};
        QTest::newRow("multi-agent without ownership")
            << QByteArray("{agents: {entries: {main: {}, coder: {}}}}")
            << QStringList{QStringLiteral("error config.ownershipRequired agents.ownership")}
            << QStringList{QString::fromLatin1(kOwnership)};
        QTest::newRow("multi-agent with one default marker")
            << QByteArray("{agents: {entries: {main: {default: true}, coder: {}}}}")
            << QStringList() << QStringList();
        QTest::newRow("multi-agent with two default markers")
            << QByteArray("{agents: {entries: {main: {default: true}, coder: {default: true}}}}")
            << QStringList{QStringLiteral("error config.defaultMarkers agents.entries")}
            << QStringList{QStringLiteral(
                   "agents.entries must contain at most one default=true entry (found 2)")};
        QTest::newRow("multi-agent legacy list with default")
            << QByteArray("{agents: {list: [{id: 'main', default: true}, {id: 'coder'}]}}")
            << QStringList{QStringLiteral("warning config.legacyAgentsList agents.list")}
            << QStringList();
        QTest::newRow("entries and list: the list is rejected")
            << QByteArray("{agents: {entries: {a: {}}, list: [{id: 'b'}]}}")
            << QStringList{QStringLiteral("error config.invalidRoster agents"),
                           QStringLiteral("warning config.legacyAgentsList agents.list")}
            << QStringList();
        QTest::newRow("retired loop keys")
            << QByteArray(
                   "{tools: {loopDetection: {enabled: true, historySize: 30, detectors: {pingPong: "
                   "true}, "
                   "futureKey: 1}}, agents: {entries: {a: {tools: {loopDetection: {windowSize: 5, "
                   "postCompactionGuard: {}, unknownToolThreshold: 3}}}}}}")
            << QStringList{QStringLiteral("warning config.retiredLoopDetectionKey "
                                          "tools.loopDetection.historySize"),
                           QStringLiteral("warning config.retiredLoopDetectionKey "
                                          "tools.loopDetection.detectors"),
                           QStringLiteral("warning config.retiredLoopDetectionKey "
                                          "agents.entries.a.tools.loopDetection.windowSize"),
                           QStringLiteral(
                               "warning config.retiredLoopDetectionKey "
                               "agents.entries.a.tools.loopDetection.postCompactionGuard"),
                           QStringLiteral(
                               "warning config.retiredLoopDetectionKey "
                               "agents.entries.a.tools.loopDetection.unknownToolThreshold")}
            << QStringList();
        QTest::newRow("retired threshold keys")
            << QByteArray("{tools: {loopDetection: {warningThreshold: 1, criticalThreshold: 2, "
                          "globalCircuitBreakerThreshold: 3}}}")
            << QStringList{QStringLiteral("warning config.retiredLoopDetectionKey "
                                          "tools.loopDetection.warningThreshold"),
                           QStringLiteral("warning config.retiredLoopDetectionKey "
                                          "tools.loopDetection.criticalThreshold"),
                           QStringLiteral("warning config.retiredLoopDetectionKey "
                                          "tools.loopDetection.globalCircuitBreakerThreshold")}
            << QStringList();
        QTest::newRow("account group sender")
            << QByteArray("{channels: {slack: {accounts: {w: {groups: {g: {toolsBySender: {'id:1': "
                          "{allow: ['a'], "
                          "alsoAllow: ['b']}}}}}}}}}")
            << QStringList{QStringLiteral("warning config.allowWithAlsoAllow "
                                          "channels.slack.accounts.w.groups.g.toolsBySender.id:1")}
            << QStringList();
    }
    void rules() {
        QFETCH(QByteArray, config);
        QFETCH(QStringList, findings);
        QFETCH(QStringList, messages);
        QStringList actualMessages;
        QCOMPARE(run(config, &actualMessages), findings);
        if (!messages.isEmpty())
            QCOMPARE(actualMessages, messages);
    }

    // Every config of the policy golden set: our errors are exactly OpenClaw's configErrors
    // (path and text) for the rules this module covers, and we invent none elsewhere.
    void agreesWithGoldenConfigErrors() {
        const nlohmann::json golden = nlohmann::json::parse(
            readAll(dataPath(QStringLiteral("config/golden-config-errors.json"))).toStdString());
        int checked = 0;
        int withErrors = 0;
        for (const auto &c : golden.at("cases")) {
            const ConfigDocument doc(Json::parse(c.at("config").dump()));
            QStringList actual;
            for (const ConfigFinding &f : validateConfig(doc)) {
                if (f.severity == FindingSeverity::Error)
                    actual << f.path.toString() + QStringLiteral(" | ") + f.message;
            }
            QStringList expected;
            if (c.at("configErrors").is_array()) {
                for (const auto &e : c.at("configErrors"))
                    expected << QString::fromStdString(e.at("path").get<std::string>() + " | " +
                                                       e.at("message").get<std::string>());
            }
            const QByteArray name = QByteArray::fromStdString(c.at("name").get<std::string>());
            QVERIFY2(actual == expected,
                     qPrintable(QString::fromLatin1(name) + QStringLiteral(": ") +
                                actual.join(QLatin1Char(';')) + QStringLiteral(" != ") +
                                expected.join(QLatin1Char(';'))));
            ++checked;
            withErrors += expected.isEmpty() ? 0 : 1;
        }
        QCOMPARE(checked, 240);
        QCOMPARE(withErrors, 8);
    }

    void agentIdPattern_data() {
        QTest::addColumn<QString>("id");
        QTest::addColumn<bool>("valid");
        QTest::newRow("simple") << QStringLiteral("main") << true;
        QTest::newRow("underscore start") << QStringLiteral("_x") << true;
        QTest::newRow("digit start") << QStringLiteral("9lives") << true;
        QTest::newRow("upper") << QStringLiteral("OPS-2") << true;
        QTest::newRow("empty") << QString() << false;
        QTest::newRow("dash start") << QStringLiteral("-a") << false;
        QTest::newRow("space") << QStringLiteral("a b") << false;
        QTest::newRow("non-ascii") << QStringLiteral("caf\u00e9") << false;
    }
    void agentIdPattern() {
        QFETCH(QString, id);
        QFETCH(bool, valid);
        QCOMPARE(isValidAgentId(id), valid);
    }
};

QTEST_APPLESS_MAIN(TestConfigValidator)
#include "tst_configvalidator.moc"
