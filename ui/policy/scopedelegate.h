// SPDX-License-Identifier: MIT
#pragma once

#include <QStyledItemDelegate>

namespace toolgate::ui {

// Scope names with a small severity dot when the scope has findings; headings in small caps.
class ScopeDelegate final : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;
    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;
};

} // namespace toolgate::ui
