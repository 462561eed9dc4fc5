// SPDX-License-Identifier: MIT
#include "ui/mainwindow.h"

#include <QApplication>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("toolgate"));
    QApplication::setOrganizationName(QStringLiteral("Toolgate"));
    toolgate::ui::MainWindow window;
    window.show();
    return QApplication::exec();
}
