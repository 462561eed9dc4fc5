// SPDX-License-Identifier: MIT
#pragma once

#include "ui/shell/theme.h"

#include <QStyledItemDelegate>

namespace toolgate::ui {

// How an approval decision reads at a glance: deny red, allow green, anything else neutral.
// Models only carry the raw decision (a DecisionRole); the colour is chosen here.
Theme::Tone decisionTone(const QString &decision);

// Colours the text of the cells in `column` by the decision the model reports in `decisionRole`.
class DecisionDelegate final : public QStyledItemDelegate {
public:
    DecisionDelegate(int column, int decisionRole, QObject *parent = nullptr);

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;

private:
    int m_column;
    int m_decisionRole;
};

} // namespace toolgate::ui
