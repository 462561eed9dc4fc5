// SPDX-License-Identifier: MIT
// The committed differential sets (tests/data/differential/{loops,schema}.jsonl: random cases with
// OpenClaw 2026.9.6's answers, made by tests/differential/ls-diff.sh) through the real CLI. Each
// JSONL row is unpacked into the case file the CLI reads; every output field must match, and for
// schemas the key order too (OpenClaw keeps property order).
#include "failonwarning.h"
#include "testutils.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

using namespace toolgate::test;
using nlohmann::ordered_json;

namespace {

QList<ordered_json> readRows(const QString &file) {
    QList<ordered_json> rows;
    for (const QByteArray &line : readAll(dataPath(file)).split('\n')) {
        if (!line.trimmed().isEmpty())
            rows.append(ordered_json::parse(line.constBegin(), line.constEnd()));
    }
    return rows;
}

bool writeFile(const QString &path, const std::string &text) {
    QFile file(path);
    return file.open(QIODevice::WriteOnly) &&
           file.write(text.data(), qint64(text.size())) == qint64(text.size());
}

// The set stores the "none" verdict as null (ls-compare.mjs) to stay small.
ordered_json noneVerdict() {
    return ordered_json::parse(R"({"level":"none","detector":null,"count":0,"message":null,)"
                               R"("emitted":false,"blocked":false})");
}

ordered_json parseOrdered(const QByteArray &bytes) {
    return ordered_json::parse(bytes.constBegin(), bytes.constEnd(), nullptr, false);
}

QString mismatch(const QString &name, const ordered_json &want, const ordered_json &got) {
    return QStringLiteral("%1: expected %2\n got %3")
        .arg(name, QString::fromStdString(want.dump()), QString::fromStdString(got.dump()));
}

} // namespace

class TestLsDifferential : public QObject {
    Q_OBJECT

private slots:
    void init() { toolgate::test::failOnAnyWarning(); }
    void loops() {
        const QList<ordered_json> rows = readRows(QStringLiteral("differential/loops.jsonl"));
        QVERIFY(rows.size() >= 1000);
        QTemporaryDir cases, out;
        for (const ordered_json &row : rows) {
            std::string trace;
            for (const ordered_json &line : row.at("trace"))
                trace += line.dump() + '\n';
            const QString name = QString::fromStdString(row.at("name").get<std::string>());
            QVERIFY(writeFile(cases.filePath(name + QStringLiteral(".trace.jsonl")), trace));
        }
        const CliRun run = runCli({QStringLiteral("loops"), QStringLiteral("replay"), cases.path(),
                                   QStringLiteral("--out"), out.path()});
        QCOMPARE(run.exitCode, 0);
        for (const ordered_json &row : rows) {
            const QString name = QString::fromStdString(row.at("name").get<std::string>());
            const QList<QByteArray> lines =
                readAll(out.filePath(name + QStringLiteral(".actual.jsonl"))).trimmed().split('\n');
            const ordered_json &want = row.at("expected");
            QCOMPARE(qsizetype(lines.size()), qsizetype(want.size()));
            for (int i = 0; i < lines.size(); ++i) {
                const ordered_json got = parseOrdered(lines.at(i));
                const ordered_json &stored = want.at(size_t(i));
                const ordered_json expected = stored.is_null() ? noneVerdict() : stored;
                // Field by field, key order ignored (loop verdicts are flat objects).
                QVERIFY2(nlohmann::json(got) == nlohmann::json(expected),
                         qPrintable(mismatch(name + QStringLiteral(" call %1").arg(i + 1), expected,
                                             got)));
            }
        }
    }

    void schema() { checkSchemaSet(QStringLiteral("differential/schema.jsonl"), 1000); }

    // Hand-written cases around what the pre-pass now decides for later steps: `items: {}`
    // completion (nullable array types, wrapped unions, references, unions, array values under
    // single-schema keys, array roots; four targets) and skipping the keyword strip (keywords
    // in the input, keywords a later step creates, keywords needing a trim).
    void schemaItems() { checkSchemaSet(QStringLiteral("differential/schema-items.jsonl"), 90); }

private:
    static void checkSchemaSet(const QString &file, qsizetype atLeast) {
        const QList<ordered_json> rows = readRows(file);
        QVERIFY(rows.size() >= atLeast);
        QTemporaryDir cases, out;
        for (const ordered_json &row : rows) {
            const QString name = QString::fromStdString(row.at("name").get<std::string>());
            QVERIFY(writeFile(cases.filePath(name + QStringLiteral(".case.json")),
                              row.at("case").dump()));
        }
        const CliRun run = runCli({QStringLiteral("schema"), QStringLiteral("normalize"),
                                   cases.path(), QStringLiteral("--out"), out.path()});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        for (const ordered_json &row : rows) {
            const QString name = QString::fromStdString(row.at("name").get<std::string>());
            const ordered_json got =
                parseOrdered(readAll(out.filePath(name + QStringLiteral(".actual.json"))));
            QVERIFY2(got.dump() == row.at("expected").dump(),
                     qPrintable(mismatch(name, row.at("expected"), got)));
        }
    }
};

QTEST_GUILESS_MAIN(TestLsDifferential)
#include "tst_lsdifferential.moc"
