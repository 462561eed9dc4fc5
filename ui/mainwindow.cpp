// SPDX-License-Identifier: MIT
#include "ui/mainwindow.h"

namespace toolgate::ui {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
{
    setWindowTitle(tr("Toolgate"));
}

} // namespace toolgate::ui
