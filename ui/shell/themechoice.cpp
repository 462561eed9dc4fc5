// SPDX-License-Identifier: MIT
#include "ui/shell/themechoice.h"

namespace toolgate::ui {

QString themeChoiceName(ThemeChoice choice) {
    switch (choice) {
    case ThemeChoice::Light:
        return QStringLiteral("light");
    case ThemeChoice::Dark:
        return QStringLiteral("dark");
    case ThemeChoice::HighContrast:
        return QStringLiteral("high-contrast");
    case ThemeChoice::System:
        break;
    }
    return QStringLiteral("system");
}

std::optional<ThemeChoice> themeChoiceFromName(const QString &name) {
    for (ThemeChoice choice : themeChoices()) {
        if (name == themeChoiceName(choice))
            return choice;
    }
    return std::nullopt;
}

QList<ThemeChoice> themeChoices() {
    return {ThemeChoice::System, ThemeChoice::Light, ThemeChoice::Dark, ThemeChoice::HighContrast};
}

} // namespace toolgate::ui
