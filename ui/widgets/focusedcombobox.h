// SPDX-License-Identifier: MIT
#pragma once

#include <QComboBox>

namespace toolgate::ui {

// A combo box that changes on the mouse wheel only once the user has focused it: a wheel meant
// to scroll the page passes on to the page instead of silently changing the value under it.
class FocusedComboBox final : public QComboBox {
    Q_OBJECT

public:
    explicit FocusedComboBox(QWidget *parent = nullptr);

protected:
    void wheelEvent(QWheelEvent *event) override;
};

} // namespace toolgate::ui
