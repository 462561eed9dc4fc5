// SPDX-License-Identifier: MIT
#pragma once

#include <QStyledItemDelegate>

namespace toolgate::ui {

// Colours a loop table's rows by their verdict and marks what-if rows whose verdict moved
// (`movedRole` < 0: no what-if column).
class VerdictDelegate final : public QStyledItemDelegate {
public:
    VerdictDelegate(int levelRole, int movedRole, QObject *parent);

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;

private:
    int m_levelRole;
    int m_movedRole;
};

// Runs coloured by their worst verdict, sources in bold (the tooltip counts them).
class RunDelegate final : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;
};

} // namespace toolgate::ui
