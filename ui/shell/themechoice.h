// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QString>

#include <optional>

namespace toolgate::ui {

// What the user asked for: --theme, View > Theme and the saved setting all speak these names.
enum class ThemeChoice { System, Light, Dark, HighContrast };

// "system", "light", "dark", "high-contrast": the command line's and the settings file's words.
QString themeChoiceName(ThemeChoice choice);
std::optional<ThemeChoice> themeChoiceFromName(const QString &name);
// In menu order.
QList<ThemeChoice> themeChoices();

} // namespace toolgate::ui
