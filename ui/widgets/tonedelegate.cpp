// SPDX-License-Identifier: MIT
#include "ui/widgets/tonedelegate.h"

namespace toolgate::ui {

void ToneDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const {
    QStyledItemDelegate::initStyleOption(option, index);
    const QVariant tone = index.data(ToneRole);
    if (!tone.isValid())
        return;
    const QColor colour = Theme::tone(static_cast<Theme::Tone>(tone.toInt()));
    option->palette.setColor(QPalette::Text, colour);
    option->palette.setColor(QPalette::HighlightedText, colour);
}

} // namespace toolgate::ui
