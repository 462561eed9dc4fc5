// SPDX-License-Identifier: MIT
#pragma once

#include "ui/shell/themechoice.h"
#include "ui/shell/themepalette.h"

#include <QObject>

class QApplication;

namespace toolgate::ui {

class SystemColorScheme;

// Turns the user's choice into the palette on screen: light, dark and high contrast as asked;
// system follows the desktop portal (light until it answers, and when none does) and switches
// live when the desktop does. main.cpp owns it; View > Theme drives it.
class ThemeController final : public QObject {
    Q_OBJECT

public:
    ThemeController(QApplication &app, ThemeChoice choice, QObject *parent = nullptr);
    ~ThemeController() override;

    ThemeChoice choice() const { return m_choice; }
    void setChoice(ThemeChoice choice);
    // The palette on screen now (what `system` resolved to, for instance).
    ThemePalette::Variant variant() const { return m_variant; }
    // Null unless the choice is (or was) `system`.
    SystemColorScheme *systemColorScheme() const { return m_system; }

signals:
    // The choice or the palette shown changed; every widget has been re-coloured.
    void themeChanged();

private:
    // Puts up the palette the choice resolves to; false when it is already shown.
    bool applyVariant();

    QApplication &m_app;
    ThemeChoice m_choice;
    ThemePalette::Variant m_variant = ThemePalette::Variant::Light;
    bool m_applied = false;
    SystemColorScheme *m_system = nullptr;
};

} // namespace toolgate::ui
