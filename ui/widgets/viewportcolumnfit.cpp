// SPDX-License-Identifier: MIT
#include "ui/widgets/viewportcolumnfit.h"

#include <QEvent>
#include <QHeaderView>
#include <QStyle>
#include <QTableView>

#include <algorithm>
#include <numeric>

namespace toolgate::ui {

namespace {

// Enough rows to size an allowlist; a longer table's outliers show elided with their tooltip.
constexpr int kMeasuredRows = 200;

QList<int> ceiled(const QList<int> &wanted, const QList<int> &floors, int ceiling) {
    QList<int> widths;
    widths.reserve(wanted.size());
    for (qsizetype i = 0; i < wanted.size(); ++i)
        widths.append(std::max(floors[i], std::min(wanted[i], ceiling)));
    return widths;
}

int sum(const QList<int> &widths) {
    return std::accumulate(widths.cbegin(), widths.cend(), 0);
}

// What a header's label needs: its size hint without the room every section reserves for a sort
// arrow, which only the sorted column shows.
int labelWidth(const QHeaderView *header, int column) {
    const int hint = header->sectionSizeHint(column);
    if (!header->isSortIndicatorShown() || header->sortIndicatorSection() == column)
        return hint;
    // Qt reserves the section's height plus a margin for the arrow. Giving back only the height
    // less a second margin keeps a label with a style's padding clear of the section's edge.
    const int margin = header->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header);
    return std::max(hint / 2, hint - header->sizeHint().height() + margin);
}

} // namespace

QList<int> shareColumnWidths(const QList<int> &wanted, const QList<int> &floors, int available) {
    if (sum(wanted) <= available)
        return wanted;
    // The total only grows with the ceiling: find the highest ceiling that still fits.
    int low = 0;
    int high = *std::max_element(wanted.cbegin(), wanted.cend());
    while (low < high) {
        const int middle = (low + high + 1) / 2;
        if (sum(ceiled(wanted, floors, middle)) <= available)
            low = middle;
        else
            high = middle - 1;
    }
    return ceiled(wanted, floors, low);
}

QList<int> raisedFloors(const QList<int> &wanted, const QList<int> &floors,
                        const QList<int> &minimums, int available) {
    QList<int> raised = floors;
    for (qsizetype i = 0; i < raised.size(); ++i) {
        if (minimums.value(i) <= floors[i])
            continue;
        const int room = available - (sum(raised) - raised[i]);
        raised[i] = std::max(floors[i], std::min({minimums[i], wanted[i], room}));
    }
    return raised;
}

ViewportColumnFit::ViewportColumnFit(QTableView *view, int cap)
    : QObject(view)
    , m_view(view)
    , m_cap(cap) {
    QHeaderView *header = m_view->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::Interactive);
    header->setStretchLastSection(true);
    m_view->viewport()->installEventFilter(this);
    // New rows (another scope) or new header words refit; filtering does not, so columns hold
    // still while one types.
    connect(m_view->model(), &QAbstractItemModel::modelReset, this, [this] {
        m_userSized = false;
        refit();
    });
    connect(m_view->model(), &QAbstractItemModel::headerDataChanged, this,
            &ViewportColumnFit::refit);
    // Hiding or showing a column resizes it from or to 0: that is no drag.
    connect(header, &QHeaderView::sectionResized, this,
            [this, header](int logical, int oldSize, int newSize) {
                if (!m_fitting && oldSize > 0 && newSize > 0 &&
                    logical != header->logicalIndex(header->count() - 1))
                    m_userSized = true;
            });
}

void ViewportColumnFit::refit() {
    measure();
    share();
}

void ViewportColumnFit::setMinimumWidth(int column, int width) {
    m_minimums.insert(column, width);
}

void ViewportColumnFit::measure() {
    const QAbstractItemModel *model = m_view->model();
    const QHeaderView *header = m_view->horizontalHeader();
    const int columns = model->columnCount();
    const int rows = std::min(model->rowCount(), kMeasuredRows);
    m_wanted.clear();
    m_floors.clear();
    for (int column = 0; column < columns; ++column) {
        if (m_view->isColumnHidden(column)) {
            m_wanted.append(0);
            m_floors.append(0);
            continue;
        }
        // A cell's hint leaves out the grid line, which would elide a text that just fits.
        const int grid = m_view->showGrid() ? 1 : 0;
        int width = header->sectionSizeHint(column);
        for (int row = 0; row < rows; ++row)
            width =
                std::max(width, m_view->sizeHintForIndex(model->index(row, column)).width() + grid);
        m_floors.append(labelWidth(header, column));
        m_wanted.append(std::max(m_floors.last(), std::min(width, m_cap)));
    }
}

void ViewportColumnFit::share() {
    if (m_wanted.size() != m_view->model()->columnCount())
        measure(); // rows that were there before the fit was installed
    const int available = m_view->viewport()->width();
    QList<int> wanted = m_wanted;
    QList<int> floors = m_floors;
    QList<int> minimums(m_wanted.size(), 0);
    for (qsizetype column = 0; column < wanted.size(); ++column) {
        // Hidden since the last measure (the model's reset shows every section for a moment).
        if (m_view->isColumnHidden(int(column)))
            wanted[column] = floors[column] = 0;
        else
            minimums[column] = m_minimums.value(int(column));
    }
    const QList<int> widths =
        shareColumnWidths(wanted, raisedFloors(wanted, floors, minimums, available), available);
    m_fitting = true;
    for (qsizetype column = 0; column < widths.size(); ++column) {
        if (!m_view->isColumnHidden(int(column)))
            m_view->setColumnWidth(int(column), widths[column]);
    }
    m_fitting = false;
}

bool ViewportColumnFit::eventFilter(QObject *watched, QEvent *event) {
    // Dragging the window's edge changes only the room, not what the cells need: share again
    // without measuring every cell on each step.
    if (event->type() == QEvent::Resize && !m_userSized)
        share();
    return QObject::eventFilter(watched, event);
}

} // namespace toolgate::ui
