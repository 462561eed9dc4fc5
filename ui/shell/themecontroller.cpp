// SPDX-License-Identifier: MIT
#include "ui/shell/themecontroller.h"

#include "ui/shell/systemcolorscheme.h"
#include "ui/shell/theme.h"

#include <QApplication>

namespace toolgate::ui {

ThemeController::ThemeController(QApplication &app, ThemeChoice choice, QObject *parent)
    : QObject(parent)
    , m_app(app)
    , m_choice(choice) {
    setChoice(choice);
}

ThemeController::~ThemeController() = default;

void ThemeController::setChoice(ThemeChoice choice) {
    const bool changed = choice != m_choice;
    m_choice = choice;
    if (choice == ThemeChoice::System && !m_system) {
        m_system = new SystemColorScheme(QDBusConnection::sessionBus(), this);
        connect(m_system, &SystemColorScheme::preferenceChanged, this, [this] {
            if (m_choice == ThemeChoice::System && applyVariant())
                emit themeChanged();
        });
    }
    if (applyVariant() || changed)
        emit themeChanged();
}

bool ThemeController::applyVariant() {
    using Variant = ThemePalette::Variant;
    Variant variant = Variant::Light;
    switch (m_choice) {
    case ThemeChoice::Dark:
        variant = Variant::Dark;
        break;
    case ThemeChoice::HighContrast:
        variant = Variant::HighContrast;
        break;
    case ThemeChoice::System:
        variant = m_system && m_system->prefersDark() ? Variant::Dark : Variant::Light;
        break;
    case ThemeChoice::Light:
        break;
    }
    if (m_applied && variant == m_variant)
        return false;
    m_variant = variant;
    m_applied = true;
    Theme::apply(m_app, ThemePalette::forVariant(variant));
    return true;
}

} // namespace toolgate::ui
