// SPDX-License-Identifier: MIT
#include "ui/approvals/decisiontone.h"

namespace toolgate::ui {

Theme::Tone decisionTone(const QString &decision) {
    if (decision == QLatin1String("deny"))
        return Theme::Tone::Danger;
    if (decision.startsWith(QLatin1String("allow")))
        return Theme::Tone::Success;
    return Theme::Tone::Neutral;
}

DecisionDelegate::DecisionDelegate(int column, int decisionRole, QObject *parent)
    : QStyledItemDelegate(parent)
    , m_column(column)
    , m_decisionRole(decisionRole) {}

void DecisionDelegate::initStyleOption(QStyleOptionViewItem *option,
                                       const QModelIndex &index) const {
    QStyledItemDelegate::initStyleOption(option, index);
    if (index.column() != m_column)
        return;
    const Theme::Tone tone = decisionTone(index.data(m_decisionRole).toString());
    if (tone == Theme::Tone::Neutral)
        return;
    option->palette.setColor(QPalette::Text, Theme::tone(tone));
    option->palette.setColor(QPalette::HighlightedText, Theme::tone(tone));
    option->font.setWeight(QFont::DemiBold);
}

} // namespace toolgate::ui
