// SPDX-License-Identifier: MIT
// The main window against the demo gateway, themed: dark paints a dark window (mean relative
// luminance under 0.35), light a light one (over 0.6); View > Theme switches at run time and every
// screen follows, tone-coloured labels included; the choice is saved and --theme overrides it.
#include "approvals/approvalentry.h"
#include "approvals/approvaljson.h"
#include "colourmetrics.h"
#include "connections/connectionregistry.h"
#include "demo/democlock.h"
#include "demo/demogateway.h"
#include "demo/demoscenario.h"
#include "failonwarning.h"
#include "gateway/connectionmanager.h"
#include "gateway/gatewayclient.h"
#include "models/policyworkspace.h"
#include "ui/approvals/approvaldetailcard.h"
#include "ui/document/documentcontroller.h"
#include "ui/document/recentfiles.h"
#include "ui/shell/consolesettings.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/screen.h"
#include "ui/shell/startupoptions.h"
#include "ui/shell/theme.h"
#include "ui/shell/themecontroller.h"
#include "ui/shell/themepalette.h"

#include <QApplication>
#include <QLabel>
#include <QMenu>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace toolgate;
using gateway::demo::DemoClock;
using gateway::demo::DemoGateway;
using ui::ThemeChoice;

namespace {

const QString kDemo = core::ConnectionRegistry::builtinDemoId();

double windowLuminance(QWidget *window) {
    return test::meanLuminance(window->grab().toImage());
}

} // namespace

class TestThemeSwitch final : public QObject {
    Q_OBJECT

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<DemoGateway> m_gateway;
    std::unique_ptr<core::ConnectionRegistry> m_registry;
    std::unique_ptr<gateway::ConnectionManager> m_connections;
    std::unique_ptr<core::PolicyWorkspace> m_workspace;
    std::unique_ptr<ui::DocumentController> m_document;
    std::unique_ptr<ui::RecentFiles> m_recent;
    std::unique_ptr<ui::ThemeController> m_themes;
    std::unique_ptr<ui::MainWindow> m_window;

    QApplication &app() const {
        return *qobject_cast<QApplication *>(QCoreApplication::instance());
    }

    // View > Theme > `choice`, clicked the way a user does.
    bool chooseTheme(ThemeChoice choice) {
        auto *menu = m_window->findChild<QMenu *>(QStringLiteral("themeMenu"));
        auto *entry =
            menu
                ? menu->findChild<QAction *>(QStringLiteral("theme_") + ui::themeChoiceName(choice))
                : nullptr;
        if (!entry)
            return false;
        menu->popup(m_window->mapToGlobal(QPoint(40, 40)));
        if (!QTest::qWaitForWindowExposed(menu))
            return false;
        QTest::mouseClick(menu, Qt::LeftButton, {}, menu->actionGeometry(entry).center());
        return entry->isChecked() && !menu->isVisible() && m_themes->choice() == choice;
    }

    // Every visible label coloured through the style sheet shows its tone in the palette now
    // applied; returns how many were checked.
    int checkToneLabels() {
        int checked = 0;
        const QList<QLabel *> labels = m_window->findChildren<QLabel *>();
        for (QLabel *label : labels) {
            const QString tone = label->property("tone").toString();
            if (tone.isEmpty() || !label->isVisible())
                continue;
            for (int t = 0; t <= int(ui::Theme::Tone::Secondary); ++t) {
                const auto candidate = static_cast<ui::Theme::Tone>(t);
                if (ui::Theme::toneName(candidate) != tone)
                    continue;
                const QColor shown = label->palette().color(QPalette::WindowText);
                if (shown != ui::Theme::tone(candidate)) {
                    QTest::qFail(qPrintable(label->objectName() + QStringLiteral(": ") + tone +
                                            QStringLiteral(" shows ") + shown.name()),
                                 __FILE__, __LINE__);
                    return checked;
                }
                ++checked;
            }
        }
        return checked;
    }

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("ToolgateTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_themeswitch"));
    }

    void init() {
        toolgate::test::failOnAnyWarning();
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
        auto scenario = gateway::demo::resolveDemoScenario(QStringLiteral("multi-agent"));
        QVERIFY(scenario.hasValue());
        m_gateway = std::make_unique<DemoGateway>();
        m_gateway->setScenario(scenario.value());
        m_gateway->setAutoPlay(false);
        m_gateway->clock()->setMode(DemoClock::Mode::Manual);
        QVERIFY(m_gateway->start().hasValue());
        m_registry = std::make_unique<core::ConnectionRegistry>(m_dir->path());
        m_registry->setBuiltinDemo(m_gateway->url().toString(), m_gateway->token());
        m_connections = std::make_unique<gateway::ConnectionManager>(
            m_registry.get(), m_dir->filePath(QStringLiteral("identity.json")));
        m_workspace = std::make_unique<core::PolicyWorkspace>();
        m_document = std::make_unique<ui::DocumentController>(m_workspace.get());
        m_recent = std::make_unique<ui::RecentFiles>();
        m_themes = std::make_unique<ui::ThemeController>(app(), ThemeChoice::Light);
        ui::ScreenContext services;
        services.connections = m_connections.get();
        services.themes = m_themes.get();
        m_window = std::make_unique<ui::MainWindow>(m_document.get(), m_recent.get(), services);
        m_document->openTree(scenario.value().config, ui::DocumentController::Source::Demo,
                             scenario.value().title);
        QVERIFY(m_connections->connectTo(kDemo).hasValue());
        QTRY_VERIFY(m_connections->client(kDemo)->isConnected());
        m_window->resize(1024, 700);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }

    void cleanup() {
        m_window.reset();
        m_themes.reset();
        m_recent.reset();
        m_document.reset();
        m_workspace.reset();
        m_connections.reset();
        m_registry.reset();
        m_gateway.reset();
        m_dir.reset();
    }

    void darkPaintsADarkWindow() {
        m_themes->setChoice(ThemeChoice::Dark);
        QCOMPARE(ui::Theme::palette().variant, ui::ThemePalette::Variant::Dark);
        const double luminance = windowLuminance(m_window.get());
        qInfo("dark: mean luminance %.3f", luminance);
        QVERIFY2(luminance < 0.35, qPrintable(QString::number(luminance)));
    }

    void lightPaintsALightWindow() {
        m_themes->setChoice(ThemeChoice::Light);
        const double luminance = windowLuminance(m_window.get());
        qInfo("light: mean luminance %.3f", luminance);
        QVERIFY2(luminance > 0.6, qPrintable(QString::number(luminance)));
    }

    void highContrastPaintsADarkWindow() {
        m_themes->setChoice(ThemeChoice::HighContrast);
        const double luminance = windowLuminance(m_window.get());
        qInfo("high-contrast: mean luminance %.3f", luminance);
        QVERIFY2(luminance < 0.35, qPrintable(QString::number(luminance)));
    }

    // Switched from the menu with every screen built: each one repaints dark, then light again,
    // and the labels coloured by tone follow; the choice is remembered.
    void switchingAtRunTimeRecoloursEveryScreen() {
        const QList<ui::Screen *> screens = m_window->screens();
        QVERIFY(screens.size() >= 7);
        const double lightBefore = windowLuminance(m_window.get());
        int toneLabels = 0;
        for (int i = 0; i < screens.size(); ++i) // every screen shown once, so all are polished
            m_window->showScreen(i);
        QVERIFY(chooseTheme(ThemeChoice::Dark));
        QCOMPARE(ui::ConsoleSettings::theme(), QStringLiteral("dark"));
        for (int i = 0; i < screens.size(); ++i) {
            m_window->showScreen(i);
            const double luminance = windowLuminance(m_window.get());
            QVERIFY2(luminance < 0.35,
                     qPrintable(
                         QStringLiteral("%1: %2").arg(screens.at(i)->objectName()).arg(luminance)));
            toneLabels += checkToneLabels();
            if (QTest::currentTestFailed())
                return;
        }
        QVERIFY(chooseTheme(ThemeChoice::Light));
        QCOMPARE(ui::ConsoleSettings::theme(), QStringLiteral("light"));
        for (int i = 0; i < screens.size(); ++i) {
            m_window->showScreen(i);
            const double luminance = windowLuminance(m_window.get());
            QVERIFY2(luminance > 0.6,
                     qPrintable(
                         QStringLiteral("%1: %2").arg(screens.at(i)->objectName()).arg(luminance)));
            toneLabels += checkToneLabels();
            if (QTest::currentTestFailed())
                return;
        }
        QVERIFY(toneLabels > 0);
        m_window->showScreen(0);
        QVERIFY(qAbs(windowLuminance(m_window.get()) - lightBefore) < 0.02);
    }

    // The approval card's command spells its risky words' highlight in rich text, and its warning
    // box is coloured by the style sheet: both follow a switch while the card stays open.
    void approvalCardFollowsASwitch() {
        const auto request = core::approvalFromJson(
            core::Json::parse(
                R"({"approvalKind": "exec", "id": "x1", "request": {)"
                R"( "command": "curl -X POST https://pay.example/charge",)"
                R"( "commandSpans": [{"start": 8, "end": 12}], "warningText": "Sends money",)"
                R"( "agentId": "billing", "allowedDecisions": ["allow-once", "deny"]}})"),
            core::ApprovalKind::Exec);
        QVERIFY(request.hasValue());
        core::ApprovalEntry entry;
        entry.request = request.value();
        ui::ApprovalDetailCard card;
        card.setEntry(&entry, QStringLiteral("Demo gateway"));
        card.resize(420, 520);
        card.show();
        QVERIFY(QTest::qWaitForWindowExposed(&card));
        auto *headline = card.findChild<QLabel *>(QStringLiteral("cardHeadline"));
        auto *warnings = card.findChild<QLabel *>(QStringLiteral("cardWarnings"));
        QVERIFY(headline && warnings && warnings->isVisible());
        for (ThemeChoice choice :
             {ThemeChoice::Dark, ThemeChoice::HighContrast, ThemeChoice::Light}) {
            m_themes->setChoice(choice);
            const ui::ThemePalette &palette = ui::Theme::palette();
            QVERIFY2(headline->text().contains(palette.warning.name()),
                     qPrintable(headline->text()));
            QCOMPARE(warnings->palette().color(QPalette::WindowText), palette.warning);
            QCOMPARE(warnings->palette().color(QPalette::Window), palette.warningBackground);
        }
    }

    // Colours come from the application style sheet only: no widget keeps one of its own.
    void noWidgetCarriesItsOwnColours() {
        (void)m_window->screens();
        const QList<QWidget *> widgets = m_window->findChildren<QWidget *>();
        for (const QWidget *widget : widgets) {
            const QString sheet = widget->styleSheet();
            QVERIFY2(!sheet.contains(QLatin1String("color")) &&
                         !sheet.contains(QLatin1String("background")),
                     qPrintable(widget->objectName() + QStringLiteral(": ") + sheet));
        }
    }

    void commandLineOverridesTheSavedChoice() {
        ui::ConsoleSettings::setTheme(QStringLiteral("light"));
        const ui::StartupOptions dark = ui::StartupOptions::parse(
            {QStringLiteral("toolgate"), QStringLiteral("--theme"), QStringLiteral("dark")});
        QVERIFY(dark.error.isEmpty());
        QCOMPARE(dark.theme, std::optional<ThemeChoice>(ThemeChoice::Dark));
        const ui::StartupOptions high = ui::StartupOptions::parse(
            {QStringLiteral("toolgate"), QStringLiteral("--theme=high-contrast")});
        QCOMPARE(high.theme, std::optional<ThemeChoice>(ThemeChoice::HighContrast));
        const ui::StartupOptions none = ui::StartupOptions::parse({QStringLiteral("toolgate")});
        QVERIFY(!none.theme.has_value()); // main.cpp then uses the saved "light"
        QCOMPARE(ui::themeChoiceFromName(ui::ConsoleSettings::theme()),
                 std::optional<ThemeChoice>(ThemeChoice::Light));
        const ui::StartupOptions bad = ui::StartupOptions::parse(
            {QStringLiteral("toolgate"), QStringLiteral("--theme"), QStringLiteral("blue")});
        QVERIFY(bad.error.contains(QLatin1String("blue")));
    }
};

QTEST_MAIN(TestThemeSwitch)
#include "tst_themeswitch.moc"
