// SPDX-License-Identifier: MIT
#pragma once

#include "config/configmerge.h"

#include <QDialog>
#include <QList>

class QTreeWidget;

namespace toolgate::ui {

// Shown when re-applying edits on a newer gateway config hits values both sides changed: per key
// path the value it had, yours and theirs, with a choice of side for each. Accept = re-apply with
// those choices; nothing is sent to the gateway either way.
class MergeConflictDialog final : public QDialog {
    Q_OBJECT

public:
    explicit MergeConflictDialog(const std::vector<core::MergeConflict> &conflicts,
                                 QWidget *parent = nullptr);

    // One entry per conflict: true = keep mine.
    QList<bool> choices() const;
    QTreeWidget *view() const { return m_view; }
    // Picks a side for conflict `row` (what the radio buttons do).
    void choose(int row, bool mine);

    // How a value reads in the dialog: compact JSON, or "(not set)" when the key is absent.
    static QString valueText(const std::optional<core::Json> &value);

private:
    QTreeWidget *m_view;
    QList<bool> m_choices;
};

} // namespace toolgate::ui
