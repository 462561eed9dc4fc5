// SPDX-License-Identifier: MIT
#include "ui/widgets/focusedcombobox.h"

#include <QWheelEvent>

namespace toolgate::ui {

FocusedComboBox::FocusedComboBox(QWidget *parent)
    : QComboBox(parent) {
    setFocusPolicy(Qt::StrongFocus); // not Qt::WheelFocus: a wheel alone does not take focus
}

void FocusedComboBox::wheelEvent(QWheelEvent *event) {
    if (!hasFocus()) {
        event->ignore(); // propagates to the scrolling parent
        return;
    }
    QComboBox::wheelEvent(event);
}

} // namespace toolgate::ui
