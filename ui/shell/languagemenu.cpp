// SPDX-License-Identifier: MIT
#include "ui/shell/languagemenu.h"

#include "ui/shell/consolesettings.h"
#include "ui/shell/languagechange.h"
#include "ui/shell/translations.h"

#include <QActionGroup>
#include <QLocale>
#include <QMenu>

namespace toolgate::ui {

LanguageMenu::LanguageMenu(QMenu *parentMenu)
    : QObject(parentMenu)
    , m_menu(parentMenu->addMenu(QString())) {
    m_menu->setObjectName(QStringLiteral("languageMenu"));
    auto *group = new QActionGroup(m_menu);
    const QString saved = ConsoleSettings::language();
    QStringList codes{QString()};
    codes << Translations::available();
    for (const QString &code : codes) {
        QAction *action = m_menu->addAction(QString());
        action->setCheckable(true);
        action->setChecked(code == saved);
        action->setData(code);
        group->addAction(action);
        // Applies at once: every window retranslates on the LanguageChange this sends.
        connect(action, &QAction::triggered, this, [code] {
            ConsoleSettings::setLanguage(code);
            Translations::switchTo(code);
        });
    }
    retranslateWith(this, [this] {
        m_menu->setTitle(tr("&Language"));
        for (QAction *action : m_menu->actions())
            action->setText(displayName(action->data().toString()));
    });
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
