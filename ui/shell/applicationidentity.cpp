// SPDX-License-Identifier: MIT
#include "ui/shell/applicationidentity.h"

#include <QApplication>
#include <QIcon>

namespace toolgate::ui {

void applyApplicationIdentity(QApplication &app) {
    QApplication::setApplicationName(QStringLiteral("toolgate"));
    QApplication::setApplicationDisplayName(QStringLiteral("Toolgate"));
    QApplication::setOrganizationName(QStringLiteral("Toolgate"));
    QApplication::setApplicationVersion(QStringLiteral(TOOLGATE_VERSION));
    QGuiApplication::setDesktopFileName(QStringLiteral("org.toolgate.Toolgate"));
    // The hicolor theme's icon when installed; the embedded PNGs otherwise (a build tree).
    QIcon icon;
    for (int size : {16, 24, 32, 48, 64, 128, 256})
        icon.addFile(QStringLiteral(":/icons/toolgate-%1.png").arg(size), QSize(size, size));
    app.setWindowIcon(QIcon::fromTheme(QStringLiteral("toolgate"), icon));
}

} // namespace toolgate::ui
