// SPDX-License-Identifier: MIT
#pragma once

#include "ui/shell/themestylesheet.h"

namespace toolgate::ui {

struct ThemePalette;

// The images the style sheet draws with, in a palette's colours: combo and spin box arrows (the
// shapes in resources/ui, used as masks) and the check box's tick (drawn). A style sheet takes
// images only by URL, so they are written once per colour into a private temporary folder that
// lives as long as the process. Falls back to the untinted arrow shapes when no folder can be
// made.
ThemeStyleSheet::Images themeImages(const ThemePalette &palette);

} // namespace toolgate::ui
