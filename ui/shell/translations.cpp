// SPDX-License-Identifier: MIT
#include "ui/shell/translations.h"

#include "ui/shell/consolesettings.h"

#include <QCoreApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QList>
#include <QLocale>
#include <QPointer>
#include <QTranslator>

namespace toolgate::ui {

namespace {
const QString kCatalogDir = QStringLiteral(":/i18n");
} // namespace

QString Translations::install(QCoreApplication &app, const QString &language) {
    Q_UNUSED(app);
    return switchTo(language.isEmpty() ? ConsoleSettings::language() : language);
}

QString Translations::switchTo(const QString &language) {
    // The catalogs installed by the previous call; QPointer in case a test deleted them.
    static QList<QPointer<QTranslator>> installed;
    for (const QPointer<QTranslator> &translator : std::as_const(installed)) {
        if (translator) {
            QCoreApplication::removeTranslator(translator);
            delete translator;
        }
    }
    installed.clear();

    const QLocale locale = language.isEmpty() ? QLocale::system() : QLocale(language);
    if (locale.language() == QLocale::English || locale.language() == QLocale::C)
        return QStringLiteral("en");

    QCoreApplication *app = QCoreApplication::instance();
    auto *ours = new QTranslator(app);
    // QTranslator::load(QLocale, ...) walks uiLanguages(), so zh-Hans-CN finds toolgate_zh_CN.
    if (!ours->load(locale, QStringLiteral("toolgate"), QStringLiteral("_"), kCatalogDir)) {
        delete ours;
        return QStringLiteral("en");
    }
    // Qt's own strings first, so ours win where both translate the same source text.
    auto *qt = new QTranslator(app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt);
        installed << qt;
    } else {
        delete qt;
    }
    QCoreApplication::installTranslator(ours);
    installed << ours;
    return ours->language().isEmpty() ? locale.name() : ours->language();
}

QStringList Translations::available() {
    QStringList languages{QStringLiteral("en")};
    const QStringList catalogs = QDir(kCatalogDir).entryList({QStringLiteral("toolgate_*.qm")});
    for (const QString &file : catalogs)
        languages << file.mid(9, file.size() - 12);
    return languages;
}

} // namespace toolgate::ui
