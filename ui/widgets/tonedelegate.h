// SPDX-License-Identifier: MIT
#pragma once

#include "ui/shell/theme.h"

#include <QStyledItemDelegate>

namespace toolgate::ui {

// Item text in the Theme::Tone the item stores under ToneRole, looked up at paint time: a theme
// switch re-colours it with a repaint, where a stored foreground colour would stay stale. A
// selected row keeps the tone.
class ToneDelegate final : public QStyledItemDelegate {
public:
    // Well above the Qt::UserRole + n the item widgets here keep their ids in.
    static constexpr int ToneRole = Qt::UserRole + 64;
    static QVariant toneValue(Theme::Tone tone) { return static_cast<int>(tone); }

    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;
};

} // namespace toolgate::ui
