// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QRect>
#include <QWidget>

class QLabel;

namespace toolgate::core {
class PipelineModel;
}

namespace toolgate::ui {

// The pipeline as side-by-side columns, one per pre-filter and step (Part::Steps), or the result
// column alone (Part::Result, kept in view beside the scrolling steps). Each column lists first
// the tools removed there, with the entry that removed each, then the kept tools as compact chips
// coloured by source. Painted (not one widget per chip) so thousands of tools stay fluid.
class PipelineView final : public QWidget {
    Q_OBJECT

public:
    enum class Part { Steps, Result };

    explicit PipelineView(core::PipelineModel *model, Part part = Part::Steps,
                          QWidget *parent = nullptr);

    // Highlights tools whose name contains `text` in every column (empty = no highlight).
    void setFilterText(const QString &text);
    // Under a filter, matching tools are highlighted and the others dimmed, in every column.
    bool isHighlighted(int row) const { return !m_filter.isEmpty() && matchesFilter(row); }
    bool isDimmed(int row) const { return !matchesFilter(row); }
    void setSelectedRow(int row);
    int selectedRow() const { return m_selectedRow; }

    // For tests and accessibility: the chip rectangle of `row` in `column` (-1 = result column).
    QRect chipRect(int column, int row) const;
    int columnCountShown() const { return static_cast<int>(m_columns.size()); }
    QString columnTitle(int index) const;

    QSize sizeHint() const override;

signals:
    void toolClicked(int row);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    bool event(QEvent *event) override;
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    struct Chip {
        QRect rect;
        int row = -1;
        bool removed = false;
        QString note; // the removing entry
    };
    struct Column {
        int modelColumn = -1; // -1 = the result column
        QRect rect;
        QString title;
        QString counts;
        int removedHeaderY = -1;
        int keptHeaderY = -1;
        QList<Chip> chips;
    };

    void relayout();
    void placeNoStepsNote();
    const Chip *chipAt(const QPoint &pos) const;
    bool matchesFilter(int row) const;

    core::PipelineModel *m_model;
    Part m_part;
    QList<Column> m_columns;
    QString m_filter;
    int m_selectedRow = -1;
    QSize m_size;
    QLabel *m_noSteps = nullptr; // Part::Steps: says why there is no column
};

} // namespace toolgate::ui
