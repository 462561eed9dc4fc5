// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace toolgate::ui {

struct ThemePalette;

// The application style sheet, generated from a palette so it holds no colour of its own.
class ThemeStyleSheet final {
public:
    // Image URLs the sheet draws with, in the palette's colours: combo and spin box arrows, the
    // check box tick.
    struct Images {
        QString down, downDisabled, up, upDisabled, tick, tickDisabled;
    };

    static QString generate(const ThemePalette &palette, const Images &images);
    // The sheet before substitution: colours appear as @role (ThemePalette::roles()), images as
    // @arrowDown, @arrowDownDisabled, @arrowUp, @arrowUpDisabled, @tick, @tickDisabled. Tests
    // read which colours each rule combines.
    static QString templateText();
};

} // namespace toolgate::ui
