// SPDX-License-Identifier: MIT
#pragma once

#include "ui/shell/themechoice.h"

#include <QObject>

class QMenu;

namespace toolgate::ui {

class ThemeController;

// View > Theme: follow the desktop, light, dark or high contrast. Applied at once and saved in
// the "theme" setting that the next start reads (--theme still overrides it for one run).
class ThemeMenu final : public QObject {
    Q_OBJECT

public:
    ThemeMenu(QMenu *parentMenu, ThemeController *themes);

    QMenu *menu() const { return m_menu; }
    static QString displayName(ThemeChoice choice);

private:
    void showChoice();

    QMenu *m_menu;
    ThemeController *m_themes;
};

} // namespace toolgate::ui
