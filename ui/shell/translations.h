// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

class QCoreApplication;

namespace toolgate::ui {

// Loads the embedded Toolgate catalog (:/i18n/toolgate_<lang>.qm) and Qt's own, for `language`
// or, when empty, the saved "language" setting or else QLocale::uiLanguages().
class Translations final {
public:
    // Returns the language actually installed ("zh_CN"), or "en" when the built-in English is used.
    static QString install(QCoreApplication &app, const QString &language);
    // Replaces the installed catalogs (Toolgate's and Qt's qtbase) with those for `language`
    // ("" = the system's) while the application runs; every QEvent::LanguageChange listener
    // retranslates. Returns the language now installed, as install() does.
    static QString switchTo(const QString &language);
    // Languages with an embedded catalog, English first.
    static QStringList available();
};

} // namespace toolgate::ui
