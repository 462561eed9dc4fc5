// SPDX-License-Identifier: MIT
#include "ui/translations.h"

#include "ui/consolesettings.h"

#include <QCoreApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace toolgate::ui {

namespace {
const QString kCatalogDir = QStringLiteral(":/i18n");
} // namespace

QString Translations::install(QCoreApplication &app, const QString &language) {
    QString requested = language;
    if (requested.isEmpty())
        requested = ConsoleSettings::language();
    const QLocale locale = requested.isEmpty() ? QLocale() : QLocale(requested);
    if (locale.language() == QLocale::English || locale.language() == QLocale::C)
        return QStringLiteral("en");

    auto *ours = new QTranslator(&app);
    // QTranslator::load(QLocale, ...) walks uiLanguages(), so zh-Hans-CN finds toolgate_zh_CN.
    if (!ours->load(locale, QStringLiteral("toolgate"), QStringLiteral("_"), kCatalogDir)) {
        delete ours;
        return QStringLiteral("en");
    }
    QCoreApplication::installTranslator(ours);

    auto *qt = new QTranslator(&app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt);
    } else {
        delete qt;
    }
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
