// SPDX-License-Identifier: MIT
#include "ui/policy/scopedelegate.h"

#include "config/configfinding.h"
#include "models/scopetreemodel.h"
#include "ui/shell/theme.h"

#include <QPainter>

namespace toolgate::ui {

void ScopeDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const {
    QStyledItemDelegate::initStyleOption(option, index);
    const auto kind = static_cast<core::ScopeTreeModel::NodeKind>(
        index.data(core::ScopeTreeModel::NodeKindRole).toInt());
    if (kind != core::ScopeTreeModel::NodeKind::Scope) {
        option->font.setWeight(QFont::DemiBold);
        option->palette.setColor(QPalette::Text, Theme::textSecondary());
    } else if (!index.data(core::ScopeTreeModel::ExistsRole).toBool() && index.column() == 0) {
        option->palette.setColor(QPalette::Text, Theme::tone(Theme::Tone::Muted));
    }
    if (index.column() == 1) {
        option->displayAlignment = Qt::AlignRight | Qt::AlignVCenter;
        option->palette.setColor(QPalette::Text, Theme::textSecondary());
    }
}

void ScopeDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                          const QModelIndex &index) const {
    QStyledItemDelegate::paint(painter, option, index);
    if (index.column() != 0)
        return;
    const int severity = index.data(core::ScopeTreeModel::WorstSeverityRole).toInt();
    if (severity < 0)
        return;
    const auto level = static_cast<core::FindingSeverity>(severity);
    const QColor colour = level == core::FindingSeverity::Error ? Theme::tone(Theme::Tone::Danger)
                          : level == core::FindingSeverity::Warning
                              ? Theme::tone(Theme::Tone::Warning)
                              : Theme::tone(Theme::Tone::Accent);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(Qt::NoPen);
    painter->setBrush(colour);
    const QFontMetrics metrics(option.font);
    const int textWidth = metrics.horizontalAdvance(index.data().toString());
    const QRect text = option.rect;
    // The dot, and how many findings the scope has beside it.
    const QString count =
        QString::number(index.data(core::ScopeTreeModel::FindingCountRole).toInt());
    const int countWidth = metrics.horizontalAdvance(count);
    const int x = qMin(text.left() + textWidth + 14, text.right() - 12 - countWidth);
    painter->drawEllipse(QPointF(x, text.center().y() + 1), 3.5, 3.5);
    painter->setPen(colour);
    painter->drawText(QRect(x + 6, text.top(), countWidth + 2, text.height()),
                      Qt::AlignLeft | Qt::AlignVCenter, count);
    painter->restore();
}

} // namespace toolgate::ui
