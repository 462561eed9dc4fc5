// SPDX-License-Identifier: MIT
#pragma once

#include <QWidget>

class QLabel;
class QLineEdit;
class QTableView;

namespace toolgate::core {
class MatrixModel;
}

namespace toolgate::ui {

// Agents × tools, each cell allowed or coloured by the stage that removed the tool, a legend of
// the stages in view, and the reverse lookup "which agents can call X?".
class MatrixView final : public QWidget {
    Q_OBJECT

public:
    explicit MatrixView(core::MatrixModel *model, QWidget *parent = nullptr);

    QTableView *table() const { return m_table; }
    QLineEdit *lookupEdit() const { return m_lookup; }

signals:
    void cellActivated(const QString &agent, const QString &tool);

private:
    void updateLookup();
    void updateLegend();

    core::MatrixModel *m_model;
    QTableView *m_table;
    QLineEdit *m_lookup;
    QLabel *m_lookupResult;
    QLabel *m_legend;
};

} // namespace toolgate::ui
