// SPDX-License-Identifier: MIT
#include "config/configdocument.h"
#include "config/configsaver.h"
#include "failonwarning.h"
#include "testutils.h"

#include <QTemporaryDir>
#include <QTest>

using namespace toolgate::core;
using toolgate::test::dataPath;
using toolgate::test::readAll;

namespace {

ConfigDocument parse(const char *text) {
    auto doc = ConfigDocument::fromText(QByteArray(text), QStringLiteral("test.json5"));
    if (!doc)
        qFatal("test config does not parse: %s", qPrintable(doc.error().toString()));
    return *doc;
}

QString dumpOf(const ConfigDocument &doc) {
    return QString::fromStdString(doc.root().dump());
}

// One line per scope, for comparing the typed view with an expected listing.
QStringList describe(const QList<PolicyScope> &scopes) {
    QStringList lines;
    for (const PolicyScope &s : scopes) {
        QString line = scopeKindName(s.kind) + QLatin1Char(' ') + s.path.toString();
        if (!s.exists)
            line += QStringLiteral(" (absent)");
        if (s.legacy)
            line += QStringLiteral(" legacy");
        if (!s.agentId.isEmpty())
            line += QStringLiteral(" agent=") + s.agentId;
        if (!s.providerKey.isEmpty())
            line += QStringLiteral(" provider=") + s.providerKey;
        if (!s.senderKey.isEmpty())
            line += QStringLiteral(" sender=") + s.senderKey;
        if (!s.channel.isEmpty())
            line += QStringLiteral(" channel=") + s.channel + QLatin1Char('/') + s.account +
                    QLatin1Char('/') + s.groupId;
        if (s.profile)
            line += QStringLiteral(" profile=") + *s.profile;
        for (ListField f : {ListField::Allow, ListField::AlsoAllow, ListField::Deny}) {
            if (s.list(f))
                line += QLatin1Char(' ') + listFieldKey(f) + QLatin1Char('=') +
                        s.list(f)->join(QLatin1Char(','));
        }
        lines << line;
    }
    return lines;
}

} // namespace

class TestConfigDocument : public QObject {
    Q_OBJECT

private slots:
    void init() { toolgate::test::failOnAnyWarning(); }
    void rejectsNonObject() {
        const auto doc = ConfigDocument::fromText("[1]", QStringLiteral("x.json"));
        QVERIFY(!doc);
        QCOMPARE(doc.error().code, QStringLiteral("config.notObject"));
        const auto broken = ConfigDocument::fromText("{a:", QStringLiteral("x.json"));
        QVERIFY(!broken);
        QCOMPARE(broken.error().code, QStringLiteral("json5.parse"));
        QCOMPARE(broken.error().where, QStringLiteral("x.json:1:4"));
    }

    void scopesOfSample() {
        const auto doc =
            ConfigDocument::load(dataPath(QStringLiteral("config/samples/openclaw.json5")));
        QVERIFY(doc);
        QVERIFY(doc->hadComments());
        const QStringList expected{
            QStringLiteral("global tools profile=coding alsoAllow=lobster deny=gateway"),
            QStringLiteral(
                "provider tools.byProvider.openai/gpt-5.4 provider=openai/gpt-5.4 deny=web_fetch"),
            QStringLiteral("provider tools.byProvider.google provider=google profile=minimal"),
            QStringLiteral("sender tools.toolsBySender.* sender=* deny=exec,process"),
            QStringLiteral("sender tools.toolsBySender.id:owner-1 sender=id:owner-1"),
            QStringLiteral("sandbox tools.sandbox.tools alsoAllow=web_search"),
            QStringLiteral("subagents tools.subagents.tools deny=browser"),
            QStringLiteral("loop-detection tools.loopDetection"),
            QStringLiteral("exec tools.exec"),
            QStringLiteral(
                "agent agents.entries.ops.tools agent=ops profile=full deny=group:nodes"),
            QStringLiteral("agent agents.entries.family.tools agent=family profile=messaging"),
            QStringLiteral(
                "agent-provider agents.entries.family.tools.byProvider.anthropic agent=family "
                "provider=anthropic alsoAllow=tts"),
            QStringLiteral("channel-group channels.telegram.groups.-100123.tools "
                           "channel=telegram//-100123 deny=exec"),
            QStringLiteral(
                "channel-group-sender channels.telegram.groups.*.toolsBySender.username:alice "
                "sender=username:alice "
                "channel=telegram//* allow=read"),
        };
        QCOMPARE(describe(doc->scopes()), expected);
        QCOMPARE(doc->agentIds(), (QStringList{QStringLiteral("ops"), QStringLiteral("family")}));
        const auto exec = doc->scopeAt(KeyPath{"tools", "exec"});
        QVERIFY(exec);
        QCOMPARE(exec->settings["applyPatch"]["workspaceOnly"].get<bool>(), true);
    }

    void scopesOfLegacyAndAccounts() {
        const ConfigDocument doc = parse(
            "{agents: {list: [{id: 'main', tools: {sandbox: {tools: {deny: ['x']}},"
            " toolsBySender: {'id:1': {deny: ['exec']}}, loopDetection: {enabled: true}}},"
            " {id: 'bare'}, 'junk']},"
            " channels: {slack: {accounts: {team: {groups: {c1: {tools: {allow: ['read']}}}}}}},"
            " tools: {byProvider: {bad: 'x'}, exec: {}}}");
        const QStringList expected{
            QStringLiteral("global tools"),
            QStringLiteral("exec tools.exec"),
            QStringLiteral("agent agents.list.0.tools legacy agent=main"),
            QStringLiteral("agent-sender agents.list.0.tools.toolsBySender.id:1 legacy agent=main "
                           "sender=id:1 deny=exec"),
            QStringLiteral(
                "agent-sandbox agents.list.0.tools.sandbox.tools legacy agent=main deny=x"),
            QStringLiteral(
                "agent-loop-detection agents.list.0.tools.loopDetection legacy agent=main"),
            QStringLiteral("agent agents.list.1.tools (absent) legacy agent=bare"),
            QStringLiteral("channel-group channels.slack.accounts.team.groups.c1.tools "
                           "channel=slack/team/c1 allow=read"),
        };
        QCOMPARE(describe(doc.scopes()), expected);
    }

    void noToolsStillListsGlobal() {
        const ConfigDocument doc = parse("{gateway: {port: 1}}");
        QCOMPARE(describe(doc.scopes()), QStringList{QStringLiteral("global tools (absent)")});
    }

    // Each edit: the tree after it, and that its inverse restores the exact original dump.
    void edits_data() {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QString>("operation");
        QTest::addColumn<QString>("expected");
        const QByteArray base("{z: 1, tools: {deny: ['exec'], profile: 'coding', x: {y: 2}}, "
                              "agents: {entries: {a: {}}}}");
        QTest::newRow("set profile in place")
            << base << QStringLiteral("profile tools coding->minimal")
            << QStringLiteral("{\"z\":1,\"tools\":{\"deny\":[\"exec\"],\"profile\":\"minimal\","
                              "\"x\":{\"y\":2}},"
                              "\"agents\":{\"entries\":{\"a\":{}}}}");
        QTest::newRow("clear profile")
            << base << QStringLiteral("profile tools -")
            << QStringLiteral("{\"z\":1,\"tools\":{\"deny\":[\"exec\"],\"x\":{\"y\":2}},"
                              "\"agents\":{\"entries\":{\"a\":{}}}}");
        QTest::newRow("profile creates agent tools")
            << base << QStringLiteral("profile agents.entries.a.tools full")
            << QStringLiteral("{\"z\":1,\"tools\":{\"deny\":[\"exec\"],\"profile\":\"coding\","
                              "\"x\":{\"y\":2}},\"agents\":{\"entries\":{\"a\":{\"tools\":"
                              "{\"profile\":\"full\"}}}}}");
        QTest::newRow("add entry")
            << base << QStringLiteral("add tools deny process")
            << QStringLiteral(
                   "{\"z\":1,\"tools\":{\"deny\":[\"exec\",\"process\"],\"profile\":\"coding\","
                   "\"x\":{\"y\":2}},\"agents\":{\"entries\":{\"a\":{}}}}");
        QTest::newRow("add creates list")
            << base << QStringLiteral("add tools allow read")
            << QStringLiteral("{\"z\":1,\"tools\":{\"deny\":[\"exec\"],\"profile\":\"coding\","
                              "\"x\":{\"y\":2},\"allow\":[\"read\"]},\"agents\":{\"entries\":"
                              "{\"a\":{}}}}");
        QTest::newRow("remove entry")
            << base << QStringLiteral("remove tools deny exec")
            << QStringLiteral(
                   "{\"z\":1,\"tools\":{\"deny\":[],\"profile\":\"coding\",\"x\":{\"y\":2}},"
                   "\"agents\":{\"entries\":{\"a\":{}}}}");
        QTest::newRow("remove key from the middle")
            << base << QStringLiteral("removeKey tools.deny")
            << QStringLiteral("{\"z\":1,\"tools\":{\"profile\":\"coding\",\"x\":"
                              "{\"y\":2}},\"agents\":{\"entries\":{\"a\":{}}}}");
        QTest::newRow("set list")
            << base << QStringLiteral("set tools.byProvider.openai deny a,b")
            << QStringLiteral(
                   "{\"z\":1,\"tools\":{\"deny\":[\"exec\"],\"profile\":\"coding\",\"x\":{\"y\":2},"
                   "\"byProvider\":{\"openai\":{\"deny\":[\"a\",\"b\"]}}},\"agents\":"
                   "{\"entries\":{\"a\":{}}}}");
    }
    void edits() {
        QFETCH(QByteArray, input);
        QFETCH(QString, operation);
        QFETCH(QString, expected);
        auto parsed = ConfigDocument::fromText(input, QStringLiteral("t"));
        QVERIFY(parsed);
        ConfigDocument doc = *parsed;
        const QString original = dumpOf(doc);
        const QStringList op = operation.split(QLatin1Char(' '));
        const KeyPath scope = KeyPath::fromDotted(op.at(1));
        auto field = [](const QString &name) {
            return name == QLatin1String("allow")
                       ? ListField::Allow
                       : (name == QLatin1String("deny") ? ListField::Deny : ListField::AlsoAllow);
        };
        Result<ConfigEdit> edit = Error{};
        if (op.at(0) == QLatin1String("profile")) {
            const QString value = op.at(2).section(QStringLiteral("->"), -1);
            edit = doc.setProfile(scope, value == QLatin1String("-") ? QString() : value);
        } else if (op.at(0) == QLatin1String("add")) {
            edit = doc.addListEntry(scope, field(op.at(2)), op.at(3));
        } else if (op.at(0) == QLatin1String("remove")) {
            edit = doc.removeListEntry(scope, field(op.at(2)), op.at(3));
        } else if (op.at(0) == QLatin1String("removeKey")) {
            edit = doc.removeKey(scope);
        } else {
            edit = doc.setList(scope, field(op.at(2)), op.at(3).split(QLatin1Char(',')));
        }
        QVERIFY2(edit, qPrintable(edit ? QString() : edit.error().toString()));
        QCOMPARE(dumpOf(doc), expected);
        QVERIFY(!edit->summary().isEmpty());
        // Undo, then redo.
        QVERIFY(doc.apply(edit->inverted()));
        QCOMPARE(dumpOf(doc), original);
        QVERIFY(doc.apply(*edit));
        QCOMPARE(dumpOf(doc), expected);
    }

    void editRecordsTopmostCreatedKey() {
        ConfigDocument doc = parse("{gateway: {}}");
        const auto edit = doc.addListEntry(KeyPath{"agents", "entries", "ops", "tools"},
                                           ListField::Deny, QStringLiteral("exec"));
        QVERIFY(edit);
        QCOMPARE(edit->path.toString(), QStringLiteral("agents"));
        QVERIFY(!edit->before);
        QVERIFY(doc.apply(edit->inverted()));
        QCOMPARE(dumpOf(doc), QStringLiteral("{\"gateway\":{}}"));
    }

    void editErrors() {
        ConfigDocument doc = parse("{tools: 'oops', agents: {entries: {a: {tools: {deny: 'x'}}}}}");
        const QString before = dumpOf(doc);
        const auto throughString = doc.setProfile(KeyPath{"tools"}, QStringLiteral("coding"));
        QVERIFY(!throughString);
        QCOMPARE(throughString.error().code, QStringLiteral("config.path"));
        QCOMPARE(throughString.error().where, QStringLiteral("tools"));
        const KeyPath agentTools{"agents", "entries", "a", "tools"};
        QCOMPARE(doc.addListEntry(agentTools, ListField::Deny, QStringLiteral("y")).error().code,
                 QStringLiteral("config.path"));
        QCOMPARE(
            doc.removeListEntry(agentTools, ListField::Allow, QStringLiteral("y")).error().code,
            QStringLiteral("config.notFound"));
        QCOMPARE(doc.removeKey(KeyPath{"nope"}).error().code, QStringLiteral("config.notFound"));
        QCOMPARE(dumpOf(doc), before);
    }

    void staleEditConflicts() {
        ConfigDocument doc = parse("{tools: {profile: 'coding'}}");
        const auto first = doc.setProfile(KeyPath{"tools"}, QStringLiteral("minimal"));
        QVERIFY(first);
        QVERIFY(doc.setProfile(KeyPath{"tools"}, QStringLiteral("full")));
        const auto undoFirst =
            doc.apply(first->inverted()); // the value is "full" now, not "minimal"
        QVERIFY(!undoFirst);
        QCOMPARE(undoFirst.error().code, QStringLiteral("config.conflict"));
        QCOMPARE(doc.root()["tools"]["profile"].get<std::string>(), std::string("full"));
    }

    void addExistingEntryIsNoop() {
        ConfigDocument doc = parse("{tools: {deny: ['exec']}}");
        const auto edit =
            doc.addListEntry(KeyPath{"tools"}, ListField::Deny, QStringLiteral("exec"));
        QVERIFY(edit);
        QVERIFY(edit->isNoop());
    }

    void clearingAbsentProfileIsNoop() {
        ConfigDocument doc = parse("{gateway: {}}");
        const auto edit = doc.setProfile(KeyPath{"agents", "entries", "x", "tools"}, QString());
        QVERIFY(edit);
        QVERIFY(edit->isNoop());
        QVERIFY(doc.apply(edit->inverted()));
        QCOMPARE(dumpOf(doc), QStringLiteral("{\"gateway\":{}}"));
    }

    void arrayElementEdits() {
        ConfigDocument doc = parse("{agents: {list: [{id: 'a'}, {id: 'b'}]}}");
        const QString original = dumpOf(doc);
        const auto removed = doc.removeKey(KeyPath{"agents", "list"}.index(0));
        QVERIFY(removed);
        QCOMPARE(dumpOf(doc), QStringLiteral("{\"agents\":{\"list\":[{\"id\":\"b\"}]}}"));
        QVERIFY(doc.apply(removed->inverted()));
        QCOMPARE(dumpOf(doc), original);
    }

    // Unknown keys, key order, formatting-independent values and everything the edit did not
    // touch survive an edit + save + reload.
    void roundTripThroughSave() {
        const QString input = dataPath(QStringLiteral("config/roundtrip.json"));
        auto loaded = ConfigDocument::load(input);
        QVERIFY(loaded);
        ConfigDocument doc = *loaded;
        QVERIFY(!doc.hadComments());
        const Json original = doc.root();
        QVERIFY(doc.addListEntry(KeyPath{"agents", "entries", "ops", "tools"}, ListField::Deny,
                                 QStringLiteral("exec")));

        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString out = dir.filePath(QStringLiteral("openclaw.json"));
        QVERIFY(saveConfig(doc, out));
        auto reloaded = ConfigDocument::load(out);
        QVERIFY(reloaded);
        // Exactly one path changed...
        Json expected = original;
        expected["agents"]["entries"]["ops"]["tools"]["deny"].push_back("exec");
        QVERIFY(reloaded->root() == expected); // ordered comparison: key order kept too
        // ...and with no edit, saving writes the same tree and JSON input comes back
        // byte-identical.
        const QString again = dir.filePath(QStringLiteral("again.json"));
        QVERIFY(saveConfig(*loaded, again));
        QCOMPARE(readAll(again), readAll(input));
    }
};

QTEST_APPLESS_MAIN(TestConfigDocument)
#include "tst_configdocument.moc"
