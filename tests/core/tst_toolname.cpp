// SPDX-License-Identifier: MIT
#include "catalog/toolname.h"
#include "failonwarning.h"

#include <QTest>

using toolgate::core::normalizeToolName;

class TestToolName : public QObject {
    Q_OBJECT

private slots:
    void init() { toolgate::test::failOnAnyWarning(); }
    void normalizes_data() {
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("expected");
        QTest::newRow("plain") << "read"
                               << "read";
        QTest::newRow("case") << "READ"
                              << "read";
        QTest::newRow("trim") << "  exec\t"
                              << "exec";
        QTest::newRow("bash alias") << "Bash"
                                    << "exec";
        QTest::newRow("apply-patch alias") << "apply-patch"
                                           << "apply_patch";
        QTest::newRow("cron alias") << "CRON"
                                    << "automations";
        QTest::newRow("no alias inside") << "bash2"
                                         << "bash2";
        QTest::newRow("blank") << "   "
                               << "";
    }
    void normalizes() {
        QFETCH(QString, input);
        QFETCH(QString, expected);
        QCOMPARE(QString::fromStdString(normalizeToolName(input.toStdString())), expected);
    }
};

QTEST_APPLESS_MAIN(TestToolName)
#include "tst_toolname.moc"
