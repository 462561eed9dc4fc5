// SPDX-License-Identifier: MIT
#include "ui/loops/columnfit.h"

#include <QHeaderView>
#include <QTableView>

#include <algorithm>

namespace toolgate::ui {

namespace {
// A refit reads at most this many of the newest rows: older ones have scrolled away, and a
// wider outlier among them still shows elided with its tooltip.
constexpr int kRefitRows = 100;
} // namespace

ColumnFit::ColumnFit(QTableView *view)
    : QObject(view)
    , m_view(view) {
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    QAbstractItemModel *model = m_view->model();
    connect(model, &QAbstractItemModel::rowsInserted, this,
            [this](const QModelIndex &parent, int first, int last) {
                if (parent.isValid())
                    return;
                // The first rows of an empty table size it afresh (narrower than the defaults).
                if (first == 0 && last == m_view->model()->rowCount() - 1)
                    refit();
                else
                    grow(first, last);
            });
    connect(model, &QAbstractItemModel::modelReset, this, &ColumnFit::refit);
}

void ColumnFit::setCap(int column, int width) {
    m_caps.insert(column, width);
}

int ColumnFit::capped(int column, int width) const {
    const auto cap = m_caps.constFind(column);
    return cap == m_caps.cend() ? width : std::min(width, *cap);
}

void ColumnFit::refit() {
    const QHeaderView *header = m_view->horizontalHeader();
    const int columns = m_view->model()->columnCount();
    for (int column = 0; column < columns; ++column) {
        if (!m_view->isColumnHidden(column))
            m_view->setColumnWidth(column, capped(column, header->sectionSizeHint(column)));
    }
    const int rows = m_view->model()->rowCount();
    if (rows > 0)
        grow(std::max(0, rows - kRefitRows), rows - 1);
}

void ColumnFit::grow(int first, int last) {
    const QAbstractItemModel *model = m_view->model();
    const int columns = model->columnCount();
    // The stretched last section takes the rest anyway; measuring it would be wasted.
    const int measured = m_view->horizontalHeader()->stretchLastSection() ? columns - 1 : columns;
    for (int column = 0; column < measured; ++column) {
        if (m_view->isColumnHidden(column))
            continue;
        int width = m_view->columnWidth(column);
        for (int row = first; row <= last; ++row)
            width = std::max(width, m_view->sizeHintForIndex(model->index(row, column)).width());
        width = capped(column, width);
        if (width != m_view->columnWidth(column))
            m_view->setColumnWidth(column, width);
    }
}

} // namespace toolgate::ui
