// SPDX-License-Identifier: MIT
// Wires the console together: options, translations, theme, the document and the main window.
#include "ui/connectionindicator.h"
#include "ui/documentcontroller.h"
#include "ui/mainwindow.h"
#include "ui/recentfiles.h"
#include "ui/startupoptions.h"
#include "ui/theme.h"
#include "ui/translations.h"

#include <QApplication>
#include <QTextStream>

int main(int argc, char *argv[]) {
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("toolgate"));
    QApplication::setApplicationDisplayName(QStringLiteral("Toolgate"));
    QApplication::setOrganizationName(QStringLiteral("Toolgate"));
    QApplication::setApplicationVersion(QStringLiteral(TOOLGATE_VERSION));

    using namespace toolgate::ui;
    // Translations first: the parser's own messages are translated too. `--lang` is peeked here.
    const QStringList arguments = QApplication::arguments();
    QString language;
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        if (arguments.at(i) == QLatin1String("--lang") && i + 1 < arguments.size())
            language = arguments.at(i + 1);
        else if (arguments.at(i).startsWith(QLatin1String("--lang=")))
            language = arguments.at(i).mid(7);
    }
    Translations::install(app, language);

    const StartupOptions options = StartupOptions::parse(arguments);
    if (!options.error.isEmpty()) {
        QTextStream(stderr) << options.error << '\n';
        return 2;
    }

    Theme::apply(app);
    DocumentController document;
    RecentFiles recentFiles;
    MainWindow window(&document, &recentFiles);
    window.restoreWindowState();
    if (!options.configPath.isEmpty())
        window.openFile(options.configPath);
    window.show();
    return QApplication::exec();
}
