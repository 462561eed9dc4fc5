// SPDX-License-Identifier: MIT
// Every golden trace (OpenClaw 2026.9.6's own verdicts) through the real CLI, compared line by
// line as JSON values: `toolgate-cli loops replay DIR --out TMP`.
#include "failonwarning.h"
#include "testutils.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

using namespace toolgate::test;

class TestLoopGolden : public QObject {
    Q_OBJECT

private slots:
    void init() { toolgate::test::failOnAnyWarning(); }
    void initTestCase() {
        QVERIFY(m_out.isValid());
        const CliRun run =
            runCli({QStringLiteral("loops"), QStringLiteral("replay"),
                    dataPath(QStringLiteral("loops")), QStringLiteral("--out"), m_out.path()});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.err.isEmpty(), run.err.constData());
    }

    void trace_data() {
        QTest::addColumn<QString>("name");
        const QDir dir(dataPath(QStringLiteral("loops")));
        const QStringList traces =
            dir.entryList({QStringLiteral("*.trace.jsonl")}, QDir::Files, QDir::Name);
        QCOMPARE(traces.size(), 60);
        for (QString trace : traces) {
            trace.chop(int(qstrlen(".trace.jsonl")));
            QTest::newRow(qPrintable(trace)) << trace;
        }
    }
    void trace() {
        QFETCH(QString, name);
        const QList<QByteArray> expected =
            readAll(dataPath(QStringLiteral("loops/%1.expected.jsonl").arg(name)))
                .trimmed()
                .split('\n');
        const QList<QByteArray> actual =
            readAll(m_out.filePath(name + QStringLiteral(".actual.jsonl"))).trimmed().split('\n');
        QCOMPARE(actual.size(), expected.size());
        for (int i = 0; i < expected.size(); ++i) {
            const auto want = parseUnordered(expected.at(i));
            const auto got = parseUnordered(actual.at(i));
            QVERIFY2(!want.is_discarded() && !got.is_discarded(),
                     qPrintable(QStringLiteral("line %1").arg(i + 1)));
            QVERIFY2(got == want, qPrintable(QStringLiteral("call %1: expected %2, got %3")
                                                 .arg(i + 1)
                                                 .arg(QString::fromUtf8(expected.at(i)),
                                                      QString::fromUtf8(actual.at(i)))));
        }
    }

private:
    QTemporaryDir m_out;
};

QTEST_GUILESS_MAIN(TestLoopGolden)
#include "tst_loopgolden.moc"
