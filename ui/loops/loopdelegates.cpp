// SPDX-License-Identifier: MIT
#include "ui/loops/loopdelegates.h"

#include "loops/looptypes.h"
#include "models/looprunmodel.h"
#include "models/loopverdictmodel.h"
#include "ui/shell/theme.h"

#include <QPainter>

namespace toolgate::ui {

VerdictDelegate::VerdictDelegate(int levelRole, int movedRole, QObject *parent)
    : QStyledItemDelegate(parent)
    , m_levelRole(levelRole)
    , m_movedRole(movedRole) {}

void VerdictDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                            const QModelIndex &index) const {
    const auto level = static_cast<core::LoopLevel>(index.data(m_levelRole).toInt());
    QColor background;
    if (m_movedRole >= 0 && index.data(m_movedRole).toBool())
        background = Theme::toneBackground(Theme::Tone::Accent);
    else if (level == core::LoopLevel::Critical)
        background = Theme::toneBackground(Theme::Tone::Danger);
    else if (level == core::LoopLevel::Warning)
        background = Theme::toneBackground(Theme::Tone::Warning);
    if (background.isValid() && !(option.state & QStyle::State_Selected))
        painter->fillRect(option.rect, background);
    QStyledItemDelegate::paint(painter, option, index);
}

void VerdictDelegate::initStyleOption(QStyleOptionViewItem *option,
                                      const QModelIndex &index) const {
    QStyledItemDelegate::initStyleOption(option, index);
    // A moved what-if verdict is bold besides its ▲/▼ mark and its tint.
    if (m_movedRole >= 0 && index.column() == core::LoopVerdictModel::WhatIfColumn &&
        index.data(m_movedRole).toBool())
        option->font.setBold(true);
}

void RunDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const {
    QStyledItemDelegate::initStyleOption(option, index);
    const auto kind =
        static_cast<core::LoopRunModel::Kind>(index.data(core::LoopRunModel::KindRole).toInt());
    if (kind == core::LoopRunModel::Kind::Source)
        option->font.setBold(true);
    const auto level =
        static_cast<core::LoopLevel>(index.data(core::LoopRunModel::WorstLevelRole).toInt());
    if (kind == core::LoopRunModel::Kind::Run && level != core::LoopLevel::None)
        option->palette.setColor(QPalette::Text, Theme::tone(level == core::LoopLevel::Critical
                                                                 ? Theme::Tone::Danger
                                                                 : Theme::Tone::Warning));
}

} // namespace toolgate::ui
