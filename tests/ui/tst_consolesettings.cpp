// SPDX-License-Identifier: MIT
// The typed settings: defaults on a fresh profile, round trips, and the stored names existing
// users' files already use.
#include "failonwarning.h"
#include "ui/shell/consolesettings.h"

#include <QSettings>
#include <QStandardPaths>
#include <QTest>

using toolgate::ui::ConsoleSettings;

class TestConsoleSettings : public QObject {
    Q_OBJECT

private slots:
    void init() { toolgate::test::failOnAnyWarning(); }
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("toolgate-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_consolesettings"));
        QSettings().clear();
    }

    void freshProfileHasTheDefaults() {
        QCOMPARE(ConsoleSettings::language(), QString());
        QVERIFY(ConsoleSettings::recentFiles().isEmpty());
        QCOMPARE(ConsoleSettings::windowScreen(), 0);
        QVERIFY(ConsoleSettings::windowGeometry().isEmpty());
        QCOMPARE(ConsoleSettings::approvalsDoNotDisturb(), false);
        QCOMPARE(ConsoleSettings::approvalsSound(), false);
    }

    void valuesRoundTrip() {
        ConsoleSettings::setLanguage(QStringLiteral("zh_CN"));
        ConsoleSettings::setRecentFiles({QStringLiteral("/a.json5"), QStringLiteral("/b.json5")});
        ConsoleSettings::setLastDirectory(QStringLiteral("/configs"));
        ConsoleSettings::setWindow("geometry", "state", 3);
        ConsoleSettings::setApprovalsDoNotDisturb(true);
        ConsoleSettings::setApprovalsSound(true);
        QCOMPARE(ConsoleSettings::language(), QStringLiteral("zh_CN"));
        QCOMPARE(ConsoleSettings::recentFiles(),
                 QStringList({QStringLiteral("/a.json5"), QStringLiteral("/b.json5")}));
        QCOMPARE(ConsoleSettings::lastDirectory(), QStringLiteral("/configs"));
        QCOMPARE(ConsoleSettings::windowGeometry(), QByteArray("geometry"));
        QCOMPARE(ConsoleSettings::windowState(), QByteArray("state"));
        QCOMPARE(ConsoleSettings::windowScreen(), 3);
        QVERIFY(ConsoleSettings::approvalsDoNotDisturb());
        QVERIFY(ConsoleSettings::approvalsSound());
    }

    // Settings files written by earlier versions keep working: the stored names never change.
    void storedNamesStayCompatible() {
        QSettings settings;
        settings.setValue(QStringLiteral("language"), QStringLiteral("en"));
        settings.setValue(QStringLiteral("mainWindow/screen"), 2);
        settings.setValue(QStringLiteral("approvals/doNotDisturb"), false);
        QCOMPARE(ConsoleSettings::language(), QStringLiteral("en"));
        QCOMPARE(ConsoleSettings::windowScreen(), 2);
        QCOMPARE(ConsoleSettings::approvalsDoNotDisturb(), false);
    }
};

QTEST_GUILESS_MAIN(TestConsoleSettings)
#include "tst_consolesettings.moc"
