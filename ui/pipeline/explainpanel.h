// SPDX-License-Identifier: MIT
#pragma once

#include "policy/explain.h"

#include <QFrame>

class QLabel;
class QPushButton;

namespace toolgate::ui {

// Why one tool is (not) in the run: its path through the stages, the first removing entry and the
// smallest config change, with a button that asks for that change to be applied.
class ExplainPanel final : public QFrame {
    Q_OBJECT

public:
    explicit ExplainPanel(QWidget *parent = nullptr);

    // `stages` are the column labels; `states` per stage: 0 kept, 1 removed, 2 not reached.
    void showExplanation(const core::PolicyExplanation &explanation, const QStringList &stages,
                         const QList<int> &states, const QStringList &notes);
    QString tool() const { return m_tool; }
    QPushButton *applyButton() const { return m_apply; }

signals:
    void fixRequested();
    void closed();

private:
    QString m_tool;
    QLabel *m_title;
    QLabel *m_status;
    QLabel *m_path;
    QLabel *m_fix;
    QPushButton *m_apply;
};

} // namespace toolgate::ui
