// SPDX-License-Identifier: MIT
// `--theme system` against a fake XDG desktop portal on a private session bus: the console asks
// without waiting (still light right after), turns dark when the portal says dark, follows its
// SettingChanged signal live, and falls back to light (an info line, no warning) when no portal
// answers. main() starts the bus before QApplication exists; no dbus-daemon is a failure.
#include "failonwarning.h"
#include "ui/shell/systemcolorscheme.h"
#include "ui/shell/theme.h"
#include "ui/shell/themecontroller.h"
#include "ui/shell/themepalette.h"

#include <QApplication>
#include <QDBusConnection>
#include <QDBusConnectionInterface>
#include <QDBusMessage>
#include <QDBusVariant>
#include <QSignalSpy>
#include <QTest>

#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <string>

using namespace toolgate::ui;
using Variant = ThemePalette::Variant;

namespace {

const QString kService = QStringLiteral("org.freedesktop.portal.Desktop");
const QString kPath = QStringLiteral("/org/freedesktop/portal/desktop");
const QString kInterface = QStringLiteral("org.freedesktop.portal.Settings");
const QString kFakeConnection = QStringLiteral("fakePortal");

// A session bus of this test's own, stopped when the test ends.
class PrivateSessionBus {
public:
    // The bus address, or empty with `error` set.
    bool start(std::string &error) {
        FILE *out = popen("command -v dbus-daemon >/dev/null 2>&1 || { echo missing; exit 0; }; "
                          "dbus-daemon --session --fork --print-address=1 --print-pid=1 2>&1",
                          "r");
        if (!out) {
            error = "cannot run a shell";
            return false;
        }
        char line[1024];
        std::string address, pid;
        if (fgets(line, sizeof line, out))
            address = line;
        if (fgets(line, sizeof line, out))
            pid = line;
        pclose(out);
        while (!address.empty() && (address.back() == '\n' || address.back() == '\r'))
            address.pop_back();
        if (address == "missing") {
            error = "dbus-daemon not found: install the Debian package `dbus` "
                    "(scripts/install-deps.sh)";
            return false;
        }
        if (address.rfind("unix:", 0) != 0) {
            error = "dbus-daemon did not start: " + address;
            return false;
        }
        m_pid = std::atoi(pid.c_str());
        setenv("DBUS_SESSION_BUS_ADDRESS", address.c_str(), 1);
        return true;
    }
    ~PrivateSessionBus() {
        if (m_pid > 0)
            kill(m_pid, SIGTERM);
    }

private:
    int m_pid = 0;
};

} // namespace

// The portal's Settings interface as far as the console uses it: Read answers the colour scheme
// (a variant holding a variant holding a uint, as the real portal's Read does).
class FakePortal final : public QObject {
    Q_OBJECT
    Q_CLASSINFO("D-Bus Interface", "org.freedesktop.portal.Settings")

public:
    uint scheme = 1; // 1 = prefer dark
    int reads = 0;

public slots:
    QDBusVariant Read(const QString &group, const QString &key) {
        ++reads;
        if (group != QLatin1String("org.freedesktop.appearance") ||
            key != QLatin1String("color-scheme"))
            return QDBusVariant(QVariant::fromValue(QDBusVariant(QString())));
        return QDBusVariant(QVariant::fromValue(QDBusVariant(scheme)));
    }
};

class TestSystemTheme final : public QObject {
    Q_OBJECT

    FakePortal m_portal;

    QDBusConnection fakeBus() const { return QDBusConnection(kFakeConnection); }
    QApplication &app() const {
        return *qobject_cast<QApplication *>(QCoreApplication::instance());
    }

    void settingChanged(const QString &group, const QString &key, uint value) {
        QDBusMessage signal =
            QDBusMessage::createSignal(kPath, kInterface, QStringLiteral("SettingChanged"));
        signal << group << key << QVariant::fromValue(QDBusVariant(value));
        QVERIFY(fakeBus().send(signal));
    }

private slots:
    void initTestCase() {
        QVERIFY2(QDBusConnection::sessionBus().isConnected(),
                 qPrintable(QDBusConnection::sessionBus().lastError().message()));
        // The portal lives on a connection of its own, so the console's calls cross the bus.
        const QDBusConnection bus = QDBusConnection::connectToBus(
            QString::fromLocal8Bit(qgetenv("DBUS_SESSION_BUS_ADDRESS")), kFakeConnection);
        QVERIFY(bus.isConnected());
        QVERIFY(fakeBus().registerObject(kPath, &m_portal, QDBusConnection::ExportAllSlots));
        QVERIFY(fakeBus().registerService(kService));
    }
    void init() { toolgate::test::failOnAnyWarning(); }

    void followsAPortalThatSaysDark() {
        m_portal.scheme = 1;
        ThemeController themes(app(), ThemeChoice::System);
        // Asked, not awaited: the portal (on this thread) cannot have answered yet.
        QCOMPARE(themes.variant(), Variant::Light);
        QTRY_COMPARE(themes.variant(), Variant::Dark);
        QVERIFY(m_portal.reads > 0);
        QCOMPARE(Theme::palette().variant, Variant::Dark);
        QCOMPARE(QApplication::palette().color(QPalette::Window), ThemePalette::dark().window);
    }

    void switchesLiveWhenTheDesktopDoes() {
        m_portal.scheme = 1;
        ThemeController themes(app(), ThemeChoice::System);
        QTRY_COMPARE(themes.variant(), Variant::Dark);
        QSignalSpy changed(&themes, &ThemeController::themeChanged);
        settingChanged(QStringLiteral("org.freedesktop.appearance"), QStringLiteral("color-scheme"),
                       2);
        QTRY_COMPARE(themes.variant(), Variant::Light);
        QCOMPARE(Theme::palette().variant, Variant::Light);
        QCOMPARE(changed.count(), 1);
        // Another setting is not the colour scheme; nor is "no preference" dark.
        settingChanged(QStringLiteral("org.freedesktop.appearance"), QStringLiteral("contrast"), 1);
        settingChanged(QStringLiteral("org.freedesktop.appearance"), QStringLiteral("color-scheme"),
                       1);
        QTRY_COMPARE(themes.variant(), Variant::Dark);
        settingChanged(QStringLiteral("org.freedesktop.appearance"), QStringLiteral("color-scheme"),
                       0);
        QTRY_COMPARE(themes.variant(), Variant::Light);
        // A fixed choice no longer follows the desktop.
        themes.setChoice(ThemeChoice::HighContrast);
        settingChanged(QStringLiteral("org.freedesktop.appearance"), QStringLiteral("color-scheme"),
                       1);
        QSignalSpy followed(themes.systemColorScheme(), &SystemColorScheme::preferenceChanged);
        QVERIFY(followed.wait());
        QCOMPARE(themes.variant(), Variant::HighContrast);
    }

    void fallsBackToLightWithoutAPortal() {
        QVERIFY(fakeBus().unregisterService(kService));
        QTRY_VERIFY(
            !QDBusConnection::sessionBus().interface()->isServiceRegistered(kService).value());
        // Said at info level: a desktop without a portal is ordinary, not a fault.
        QTest::ignoreMessage(QtInfoMsg,
                             QRegularExpression(QStringLiteral(
                                 "no colour scheme from the desktop portal .*ServiceUnknown.*"
                                 "light theme")));
        ThemeController themes(app(), ThemeChoice::Dark);
        themes.setChoice(ThemeChoice::System);
        QSignalSpy settled(themes.systemColorScheme(), &SystemColorScheme::settled);
        QVERIFY(settled.wait());
        QCOMPARE(themes.systemColorScheme()->preference(), SystemColorScheme::Preference::None);
        QCOMPARE(themes.variant(), Variant::Light);
        QCOMPARE(Theme::palette().variant, Variant::Light);
        QVERIFY(fakeBus().registerService(kService));
    }
};

int main(int argc, char *argv[]) {
    PrivateSessionBus bus;
    std::string error;
    if (!bus.start(error)) {
        std::fprintf(stderr, "FAIL! tst_systemtheme: %s\n", error.c_str());
        return 1;
    }
    QApplication app(argc, argv);
    TestSystemTheme test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_systemtheme.moc"
