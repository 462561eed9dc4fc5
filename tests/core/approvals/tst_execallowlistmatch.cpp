// SPDX-License-Identifier: MIT
// Exec allowlist matching and allow-always storage against the real OpenClaw 2026.9.6: every case
// in tests/data/differential/execallowlist.jsonl was answered by OpenClaw's own functions
// (tests/differential/execallowlist-oracle.mjs): which entry lets a command through, the hash an
// allow-always entry is bound by, and how an entry is classified.
#include "approvals/execallowlistmatch.h"
#include "failonwarning.h"

#include "testutils.h"

#include <QTest>

using namespace toolgate::core;

namespace {

QString qs(const nlohmann::json &v) {
    return v.is_string() ? QString::fromStdString(v.get<std::string>()) : QString();
}

QStringList strings(const nlohmann::json &array) {
    QStringList out;
    for (const auto &v : array)
        out.append(qs(v));
    return out;
}

ExecAllowlistEntry entryFrom(const nlohmann::json &j) {
    ExecAllowlistEntry e;
    e.pattern = qs(j.value("pattern", nlohmann::json()));
    e.argPattern = qs(j.value("argPattern", nlohmann::json()));
    e.source = qs(j.value("source", nlohmann::json()));
    return e;
}

QString scopeName(AllowlistEntryScope scope) {
    switch (scope) {
    case AllowlistEntryScope::AnyArgs:
        return QStringLiteral("any args");
    case AllowlistEntryScope::Argv:
        return QStringLiteral("argv");
    case AllowlistEntryScope::ArgvAndCwd:
        return QStringLiteral("argv+cwd");
    case AllowlistEntryScope::CommandText:
        return QStringLiteral("command text");
    case AllowlistEntryScope::Inactive:
        return QStringLiteral("inactive");
    }
    return {};
}

struct Oracle {
    std::vector<ExecAllowlistEntry> entries;
    QString home;
    std::vector<nlohmann::json> cases;
};

Oracle loadOracle() {
    Oracle oracle;
    const QByteArray all = toolgate::test::readAll(
        toolgate::test::dataPath(QStringLiteral("differential/execallowlist.jsonl")));
    const QList<QByteArray> lines = all.split('\n');
    for (int i = 0; i < lines.size(); ++i) {
        if (lines[i].trimmed().isEmpty())
            continue;
        const nlohmann::json j = nlohmann::json::parse(lines[i].toStdString());
        if (i == 0) {
            for (const auto &e : j.at("entries"))
                oracle.entries.push_back(entryFrom(e));
            oracle.home = qs(j.at("home"));
        } else {
            oracle.cases.push_back(j);
        }
    }
    return oracle;
}

} // namespace

class TestExecAllowlistMatch : public QObject {
    Q_OBJECT

private slots:
    void init() { toolgate::test::failOnAnyWarning(); }

    void matchesLikeOpenClaw_data() {
        QTest::addColumn<int>("index");
        const Oracle oracle = loadOracle();
        QVERIFY(oracle.cases.size() > 30);
        for (int i = 0; i < int(oracle.cases.size()); ++i) {
            const nlohmann::json &c = oracle.cases[i];
            QTest::addRow("%d %s %s", i, c.at("kind").get<std::string>().c_str(),
                          c.contains("argv") ? c.at("argv").dump().c_str()
                                             : c.at("entry").dump().c_str())
                << i;
        }
    }

    void matchesLikeOpenClaw() {
        QFETCH(int, index);
        const Oracle oracle = loadOracle();
        const nlohmann::json &c = oracle.cases[index];
        const std::string kind = c.at("kind");
        if (kind == "match") {
            ExecCommandTarget target{strings(c.at("argv")), qs(c.at("resolvedPath")),
                                     qs(c.at("cwd")), oracle.home};
            const auto hit = matchExecAllowlist(oracle.entries, target);
            const int got = hit ? int(*hit) : -1;
            const int want = c.at("matched").is_null() ? -1 : c.at("matched").get<int>();
            QCOMPARE(got, want);
        } else if (kind == "hash") {
            QCOMPARE(cwdBoundArgPattern(strings(c.at("argv")), qs(c.at("cwd"))),
                     qs(c.at("argPattern")));
        } else {
            QCOMPARE(scopeName(allowlistEntryScope(entryFrom(c.at("entry")))), qs(c.at("scope")));
        }
    }

    // What allow-always on `make -j4` stores lets exactly that command in that folder through.
    void allowAlwaysStoresOneCommandInOneFolder() {
        const ExecCommandTarget make4{{QStringLiteral("make"), QStringLiteral("-j4")},
                                      QStringLiteral("/usr/bin/make"),
                                      QStringLiteral("/home/demo/Projects/app"),
                                      QStringLiteral("/home/demo")};
        const auto stored = allowAlwaysEntries(make4, QStringLiteral("make -j4"));
        QCOMPARE(stored.size(), std::size_t(2));
        QCOMPARE(stored[0].pattern, QStringLiteral("/usr/bin/make"));
        QCOMPARE(allowlistEntryScope(stored[0]), AllowlistEntryScope::ArgvAndCwd);
        QCOMPARE(allowlistEntryScope(stored[1]), AllowlistEntryScope::CommandText);
        QCOMPARE(stored[1].pattern, nodeCommandPattern(QStringLiteral(" make -j4 ")));
        QVERIFY(matchExecAllowlist(stored, make4).has_value());
        ExecCommandTarget make16 = make4;
        make16.argv = QStringList{QStringLiteral("make"), QStringLiteral("-j16")};
        QVERIFY(!matchExecAllowlist(stored, make16).has_value());
        ExecCommandTarget elsewhere = make4;
        elsewhere.cwd = QStringLiteral("/tmp");
        QVERIFY(!matchExecAllowlist(stored, elsewhere).has_value());
    }

    void effectiveAllowlistIsWildcardThenAgent() {
        ExecApprovalsFile file;
        ExecAllowlistEntry a;
        a.pattern = QStringLiteral("/usr/bin/uname");
        file.ensureAgent(kWildcardAgent).allowlist.push_back(a);
        a.pattern = QStringLiteral("/usr/bin/ls");
        file.ensureAgent(QStringLiteral("main")).allowlist.push_back(a);
        const auto forMain = effectiveAllowlist(file, QStringLiteral("main"));
        QCOMPARE(forMain.size(), std::size_t(2));
        QCOMPARE(forMain[0].pattern, QStringLiteral("/usr/bin/uname"));
        QCOMPARE(effectiveAllowlist(file, QStringLiteral("other")).size(), std::size_t(1));
        QCOMPARE(effectiveAllowlist(file, kWildcardAgent).size(), std::size_t(1));
    }
};

QTEST_GUILESS_MAIN(TestExecAllowlistMatch)
#include "tst_execallowlistmatch.moc"
