// SPDX-License-Identifier: MIT
#pragma once

#include <QDialog>

namespace toolgate::ui {

class ActionRegistry;

// Help > Keyboard Shortcuts: every registered action with its category and key sequence.
class ShortcutsDialog final : public QDialog {
    Q_OBJECT

public:
    explicit ShortcutsDialog(const ActionRegistry &registry, QWidget *parent = nullptr);
};

} // namespace toolgate::ui
