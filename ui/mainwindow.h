// SPDX-License-Identifier: MIT
#pragma once

#include <QMainWindow>

namespace toolgate::ui {

// The console's top-level window.
class MainWindow final : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
};

} // namespace toolgate::ui
