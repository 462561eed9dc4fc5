// SPDX-License-Identifier: MIT
#include "ui/languagemenu.h"

#include "ui/consolesettings.h"
#include "ui/translations.h"

#include <QActionGroup>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>

namespace toolgate::ui {

namespace {} // namespace

LanguageMenu::LanguageMenu(QMenu *parentMenu)
    : QObject(parentMenu)
    , m_menu(parentMenu->addMenu(tr("&Language"))) {
    m_menu->setObjectName(QStringLiteral("languageMenu"));
    auto *group = new QActionGroup(m_menu);
    const QString saved = ConsoleSettings::language();
    QStringList codes{QString()};
    codes << Translations::available();
    for (const QString &code : codes) {
        QAction *action = m_menu->addAction(displayName(code));
        action->setCheckable(true);
        action->setChecked(code == saved);
        action->setData(code);
        group->addAction(action);
        connect(action, &QAction::triggered, this, [this, code] {
            ConsoleSettings::setLanguage(code);
            QMessageBox::information(m_menu->parentWidget(), tr("Language"),
                                     tr("The language changes the next time Toolgate starts."));
        });
    }
}

QString LanguageMenu::displayName(const QString &code) {
    if (code.isEmpty())
        return tr("System default");
    const QLocale locale(code);
    QString name = locale.nativeLanguageName();
    if (locale.language() == QLocale::Chinese &&
        locale.script() != QLocale::TraditionalChineseScript)
        name = QStringLiteral("简体中文");
    return name.isEmpty() ? code : name;
}

} // namespace toolgate::ui
