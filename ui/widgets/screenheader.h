// SPDX-License-Identifier: MIT
#pragma once

#include <QWidget>

class QHBoxLayout;
class QLabel;

namespace toolgate::ui {

// Title, one explanatory line and a right-aligned slot for the screen's own controls.
class ScreenHeader final : public QWidget {
    Q_OBJECT

public:
    explicit ScreenHeader(QWidget *parent = nullptr);

    void setTitle(const QString &title);
    void setSubtitle(const QString &subtitle);
    // Adds a widget to the right of the title (buttons, a search box).
    void addTrailingWidget(QWidget *widget);

private:
    QLabel *m_title;
    QLabel *m_subtitle;
    QHBoxLayout *m_trailing;
};

} // namespace toolgate::ui
