// SPDX-License-Identifier: MIT
// The names, version, desktop entry and icon the desktop sees (they must match the installed
// org.toolgate.Toolgate.desktop and the hicolor icon, or launchers cannot group the window).
#include "failonwarning.h"
#include "ui/shell/applicationidentity.h"

#include <QApplication>
#include <QIcon>
#include <QTest>

class ApplicationIdentityTest : public QObject {
    Q_OBJECT

private slots:
    void init() { toolgate::test::failOnAnyWarning(); }
    void namesVersionAndDesktopEntry() {
        auto *app = qobject_cast<QApplication *>(QCoreApplication::instance());
        QVERIFY(app);
        toolgate::ui::applyApplicationIdentity(*app);
        QCOMPARE(QCoreApplication::applicationName(), QStringLiteral("toolgate"));
        QCOMPARE(QGuiApplication::applicationDisplayName(), QStringLiteral("Toolgate"));
        QCOMPARE(QCoreApplication::applicationVersion(), QStringLiteral(TOOLGATE_VERSION));
        QCOMPARE(QGuiApplication::desktopFileName(), QStringLiteral("org.toolgate.Toolgate"));
    }

    void windowIconHasEverySize() {
        const QIcon icon = QApplication::windowIcon();
        QVERIFY(!icon.isNull());
        for (int size : {16, 32, 48, 256}) {
            const QPixmap pixmap = icon.pixmap(QSize(size, size));
            QCOMPARE(pixmap.size(), QSize(size, size));
            // The mark is drawn: the centre is opaque, not an empty image.
            QVERIFY(pixmap.toImage().pixelColor(size / 2, size / 2).alpha() > 0);
        }
    }
};

QTEST_MAIN(ApplicationIdentityTest)
#include "tst_applicationidentity.moc"
