// SPDX-License-Identifier: MIT
#include "config/configdocument.h"
#include "config/scopeedits.h"
#include "failonwarning.h"

#include <QTest>

using namespace toolgate::core;

namespace {

ConfigDocument parse(const char *text) {
    auto doc = ConfigDocument::fromText(QByteArray(text), QStringLiteral("test.json5"));
    if (!doc)
        qFatal("test config does not parse: %s", qPrintable(doc.error().toString()));
    return *doc;
}

QList<int> kindsOf(const QList<ScopeKind> &kinds) {
    QList<int> ints;
    for (ScopeKind kind : kinds)
        ints << int(kind);
    return ints;
}

QString dumpOf(const ConfigDocument &doc) {
    return QString::fromStdString(doc.root().dump());
}

PolicyScope scopeOf(const ConfigDocument &doc, const char *dotted) {
    const std::optional<PolicyScope> scope =
        doc.scopeAt(KeyPath::fromDotted(QLatin1String(dotted)));
    if (!scope)
        qFatal("no scope at %s", dotted);
    return *scope;
}

const char *const kConfig = R"({
  "tools": {"profile": "coding", "byProvider": {"openai": {"deny": ["exec"]}},
            "toolsBySender": {"id:u1": {}}},
  "agents": {"entries": {"coder": {"model": "x", "tools": {"deny": ["read"]}},
                         "solo": {"tools": {}}}},
  "channels": {"discord": {"groups": {"g1": {"tools": {"allow": ["read"]}}}}}
})";

} // namespace

class TestScopeEdits : public QObject {
    Q_OBJECT

private slots:
    void init() { toolgate::test::failOnAnyWarning(); }
    void offersWhatEachScopeCanHold() {
        const ConfigDocument doc = parse(kConfig);
        const PolicyScope global = scopeOf(doc, "tools");
        QCOMPARE(kindsOf(addableScopeKinds(doc, &global)),
                 kindsOf({ScopeKind::Provider, ScopeKind::Sender, ScopeKind::Sandbox,
                          ScopeKind::Subagents}));
        const PolicyScope coder = scopeOf(doc, "agents.entries.coder.tools");
        QCOMPARE(kindsOf(addableScopeKinds(doc, &coder)),
                 kindsOf({ScopeKind::Provider, ScopeKind::Sender, ScopeKind::Sandbox}));
        const PolicyScope group = scopeOf(doc, "channels.discord.groups.g1.tools");
        QCOMPARE(kindsOf(addableScopeKinds(doc, &group)), kindsOf({ScopeKind::Sender}));
        QCOMPARE(kindsOf(addableScopeKinds(doc, nullptr)), kindsOf({ScopeKind::Agent}));
        const PolicyScope provider = scopeOf(doc, "tools.byProvider.openai");
        QVERIFY(addableScopeKinds(doc, &provider).isEmpty());
    }

    void addsEachKindAtItsPath_data() {
        QTest::addColumn<QString>("owner");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("path");
        QTest::newRow("agent") << QString() << int(ScopeKind::Agent) << "reviewer"
                               << "agents.entries.reviewer.tools";
        QTest::newRow("provider") << "tools" << int(ScopeKind::Provider) << " anthropic "
                                  << "tools.byProvider.anthropic";
        QTest::newRow("provider/model")
            << "agents.entries.coder.tools" << int(ScopeKind::Provider) << "openai/gpt-5.4"
            << "agents.entries.coder.tools.byProvider.openai/gpt-5.4";
        QTest::newRow("sender") << "tools" << int(ScopeKind::Sender) << "username:@bob"
                                << "tools.toolsBySender.username:@bob";
        QTest::newRow("group sender")
            << "channels.discord.groups.g1.tools" << int(ScopeKind::Sender) << "*"
            << "channels.discord.groups.g1.toolsBySender.*";
        QTest::newRow("sandbox") << "agents.entries.coder.tools" << int(ScopeKind::Sandbox)
                                 << QString() << "agents.entries.coder.tools.sandbox.tools";
        QTest::newRow("subagents")
            << "tools" << int(ScopeKind::Subagents) << QString() << "tools.subagents.tools";
    }

    void addsEachKindAtItsPath() {
        QFETCH(QString, owner);
        QFETCH(int, kind);
        QFETCH(QString, name);
        QFETCH(QString, path);
        ConfigDocument doc = parse(kConfig);
        const QString before = dumpOf(doc);
        std::optional<PolicyScope> ownerScope;
        if (!owner.isEmpty())
            ownerScope = scopeOf(doc, owner.toLatin1().constData());
        // KeyPath::fromDotted splits "gpt-5.4"; compare the printed path instead.
        Result<ConfigEdit> edit = addScopeEdit(doc, static_cast<ScopeKind>(kind),
                                               ownerScope ? &*ownerScope : nullptr, name);
        QVERIFY2(edit, edit ? "" : qPrintable(edit.error().toString()));
        QCOMPARE(dumpOf(doc), before); // planning changes nothing
        QVERIFY(doc.apply(*edit));
        bool found = false;
        for (const PolicyScope &scope : doc.scopes())
            found = found || (scope.path.toString() == path && scope.exists);
        QVERIFY2(found, qPrintable(path));
        // Undo gives back the exact file.
        QVERIFY(doc.apply(edit->inverted()));
        QCOMPARE(dumpOf(doc), before);
    }

    void rejectsBadOrTakenNames_data() {
        QTest::addColumn<QString>("owner");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("code");
        QTest::newRow("empty agent") << QString() << int(ScopeKind::Agent) << "  "
                                     << "scope.nameEmpty";
        QTest::newRow("agent with space") << QString() << int(ScopeKind::Agent) << "my agent"
                                          << "scope.nameInvalid";
        QTest::newRow("agent leading dash") << QString() << int(ScopeKind::Agent) << "-x"
                                            << "scope.nameInvalid";
        QTest::newRow("agent too long") << QString() << int(ScopeKind::Agent)
                                        << QString(65, QLatin1Char('a')) << "scope.nameInvalid";
        QTest::newRow("agent taken, other case") << QString() << int(ScopeKind::Agent) << "Coder"
                                                 << "scope.nameTaken";
        QTest::newRow("provider taken, other case")
            << "tools" << int(ScopeKind::Provider) << "OpenAI"
            << "scope.nameTaken";
        QTest::newRow("provider empty model") << "tools" << int(ScopeKind::Provider) << "openai/"
                                              << "scope.nameInvalid";
        QTest::newRow("provider leading slash") << "tools" << int(ScopeKind::Provider) << "/gpt"
                                                << "scope.nameInvalid";
        QTest::newRow("sender unprefixed") << "tools" << int(ScopeKind::Sender) << "u2"
                                           << "scope.senderPrefix";
        QTest::newRow("sender empty value") << "tools" << int(ScopeKind::Sender) << "id:"
                                            << "scope.nameInvalid";
        QTest::newRow("sender channel without sender")
            << "tools" << int(ScopeKind::Sender) << "channel:discord"
            << "scope.nameInvalid";
        QTest::newRow("sender taken, other case") << "tools" << int(ScopeKind::Sender) << "ID:U1"
                                                  << "scope.nameTaken";
        QTest::newRow("subagents under an agent")
            << "agents.entries.coder.tools" << int(ScopeKind::Subagents) << QString()
            << "scope.notAddable";
        QTest::newRow("provider under a provider")
            << "tools.byProvider.openai" << int(ScopeKind::Provider) << "x"
            << "scope.notAddable";
    }

    void rejectsBadOrTakenNames() {
        QFETCH(QString, owner);
        QFETCH(int, kind);
        QFETCH(QString, name);
        QFETCH(QString, code);
        const ConfigDocument doc = parse(kConfig);
        std::optional<PolicyScope> ownerScope;
        if (!owner.isEmpty())
            ownerScope = scopeOf(doc, owner.toLatin1().constData());
        const Result<ConfigEdit> edit = addScopeEdit(doc, static_cast<ScopeKind>(kind),
                                                     ownerScope ? &*ownerScope : nullptr, name);
        QVERIFY(!edit);
        QCOMPARE(edit.error().code, code);
    }

    void sandboxOnlyWhileAbsent() {
        ConfigDocument doc = parse(R"({"tools": {"sandbox": {"tools": {"deny": ["exec"]}}}})");
        const PolicyScope global = scopeOf(doc, "tools");
        QVERIFY(!addableScopeKinds(doc, &global).contains(ScopeKind::Sandbox));
        const Result<ConfigEdit> edit = addScopeEdit(doc, ScopeKind::Sandbox, &global, {});
        QVERIFY(!edit);
        QCOMPARE(edit.error().code, QStringLiteral("scope.exists"));
    }

    void removesScopeAndContainersItEmpties_data() {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("removed");
        // Last byProvider entry: byProvider goes too.
        QTest::newRow("last provider") << "tools.byProvider.openai"
                                       << "tools.byProvider";
        QTest::newRow("last sender") << "tools.toolsBySender.id:u1"
                                     << "tools.toolsBySender";
        // An agent with other settings keeps them; one with only tools goes entirely.
        QTest::newRow("agent with settings") << "agents.entries.coder.tools"
                                             << "agents.entries.coder.tools";
        QTest::newRow("agent with only tools") << "agents.entries.solo.tools"
                                               << "agents.entries.solo";
        QTest::newRow("channel group") << "channels.discord.groups.g1.tools"
                                       << "channels.discord.groups.g1.tools";
    }

    void removesScopeAndContainersItEmpties() {
        QFETCH(QString, path);
        QFETCH(QString, removed);
        ConfigDocument doc = parse(kConfig);
        const QString before = dumpOf(doc);
        const Result<ConfigEdit> edit = removeScopeEdit(doc, KeyPath::fromDotted(path));
        QVERIFY2(edit, edit ? "" : qPrintable(edit.error().toString()));
        QCOMPARE(edit->path.toString(), removed);
        QVERIFY(!edit->after);
        QVERIFY(doc.apply(*edit));
        QVERIFY(!doc.scopeAt(KeyPath::fromDotted(path)) ||
                !doc.scopeAt(KeyPath::fromDotted(path))->exists);
        QVERIFY(doc.apply(edit->inverted()));
        QCOMPARE(dumpOf(doc), before); // back in place, key order included
    }

    void keepsSiblings() {
        ConfigDocument doc = parse(
            R"({"tools": {"byProvider": {"a": {}, "b": {"deny": ["exec"]}}, "sandbox": {"mode": 1, "tools": {}}}})");
        Result<ConfigEdit> edit = removeScopeEdit(doc, KeyPath{"tools", "byProvider", "a"});
        QVERIFY(edit);
        QCOMPARE(edit->path.toString(), QStringLiteral("tools.byProvider.a"));
        edit = removeScopeEdit(doc, KeyPath{"tools", "sandbox", "tools"});
        QVERIFY(edit);
        QCOMPARE(edit->path.toString(), QStringLiteral("tools.sandbox.tools"));
    }

    void globalAndUnknownAreNotRemovable() {
        const ConfigDocument doc = parse(kConfig);
        for (const KeyPath &path : {KeyPath{"tools"}, KeyPath{"tools", "nothing"}}) {
            const Result<ConfigEdit> edit = removeScopeEdit(doc, path);
            QVERIFY(!edit);
            QCOMPARE(edit.error().code, QStringLiteral("scope.notRemovable"));
        }
    }

    void addThenRemoveRestoresTheFile() {
        ConfigDocument doc = parse(R"({"tools": {"profile": "minimal"}})");
        const QString before = dumpOf(doc);
        const PolicyScope global = scopeOf(doc, "tools");
        Result<ConfigEdit> add = addScopeEdit(doc, ScopeKind::Sandbox, &global, {});
        QVERIFY(add && doc.apply(*add));
        Result<ConfigEdit> remove = removeScopeEdit(doc, KeyPath{"tools", "sandbox", "tools"});
        QVERIFY(remove && doc.apply(*remove));
        QCOMPARE(dumpOf(doc), before);
        add = addScopeEdit(doc, ScopeKind::Agent, nullptr, QStringLiteral("new"));
        QVERIFY(add && doc.apply(*add));
        QCOMPARE(add->path.toString(), QStringLiteral("agents")); // created from the top
        remove = removeScopeEdit(doc, KeyPath{"agents", "entries", "new", "tools"});
        QVERIFY(remove && doc.apply(*remove));
        QCOMPARE(dumpOf(doc), before);
    }
};

QTEST_GUILESS_MAIN(TestScopeEdits)
#include "tst_scopeedits.moc"
