// SPDX-License-Identifier: MIT
#include "ui/shell/thememenu.h"

#include "ui/shell/consolesettings.h"
#include "ui/shell/languagechange.h"
#include "ui/shell/themecontroller.h"

#include <QActionGroup>
#include <QMenu>

namespace toolgate::ui {

ThemeMenu::ThemeMenu(QMenu *parentMenu, ThemeController *themes)
    : QObject(parentMenu)
    , m_menu(parentMenu->addMenu(QString()))
    , m_themes(themes) {
    m_menu->setObjectName(QStringLiteral("themeMenu"));
    auto *group = new QActionGroup(m_menu);
    for (ThemeChoice choice : themeChoices()) {
        QAction *action = m_menu->addAction(QString());
        action->setObjectName(QStringLiteral("theme_") + themeChoiceName(choice));
        action->setCheckable(true);
        action->setData(themeChoiceName(choice));
        group->addAction(action);
        connect(action, &QAction::triggered, this, [this, choice] {
            ConsoleSettings::setTheme(themeChoiceName(choice));
            m_themes->setChoice(choice);
        });
    }
    showChoice();
    connect(m_themes, &ThemeController::themeChanged, this, &ThemeMenu::showChoice);
    retranslateWith(this, [this] {
        m_menu->setTitle(tr("&Theme"));
        for (QAction *action : m_menu->actions())
            action->setText(displayName(*themeChoiceFromName(action->data().toString())));
    });
}

QString ThemeMenu::displayName(ThemeChoice choice) {
    switch (choice) {
    case ThemeChoice::Light:
        return tr("Light");
    case ThemeChoice::Dark:
        return tr("Dark");
    case ThemeChoice::HighContrast:
        return tr("High contrast");
    case ThemeChoice::System:
        break;
    }
    return tr("Follow the desktop");
}

void ThemeMenu::showChoice() {
    const QString current = themeChoiceName(m_themes->choice());
    for (QAction *action : m_menu->actions())
        action->setChecked(action->data().toString() == current);
}

} // namespace toolgate::ui
