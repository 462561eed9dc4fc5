// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QList>
#include <QObject>

class QTableView;

namespace toolgate::ui {

// Keeps a short table's columns inside its viewport: each column asks for its header and its
// widest cell (up to a cap), and when the asks add up to more than the viewport has, the widest
// columns give way first, never below their header's label, so every header stays readable and
// the cells elide (their tooltips show them whole) instead of the last columns hiding behind a
// horizontal scrollbar. It refits whenever the viewport changes size, which matters for lazily
// built screens: their first width is not their final one. A column the user drags keeps its
// width until the rows are replaced. The last section stretches over what is left. A column given
// a minimum (the one the reader came for) keeps up to that much while the others give way.
class ViewportColumnFit final : public QObject {
public:
    ViewportColumnFit(QTableView *view, int cap);

    // Measures what each column asks for, then shares the viewport.
    void refit();
    // `column` keeps up to `width` (never more than it asks) before the others give up theirs;
    // only when their labels leave less room does it get less.
    void setMinimumWidth(int column, int width);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void measure();
    void share();

    QTableView *m_view;
    int m_cap;
    // What each column asked for at the last measure (header and cells, capped) and its floor.
    QList<int> m_wanted;
    QList<int> m_floors;
    QHash<int, int> m_minimums;
    bool m_fitting = false;
    bool m_userSized = false;
};

// The widths that fit `wanted` into `available`: unchanged when they fit, else every column is cut
// to one common ceiling, the highest that fits, but never below its own floor. Pure, so it is
// tested without widgets.
QList<int> shareColumnWidths(const QList<int> &wanted, const QList<int> &floors, int available);

// The floors with each column that has a minimum (0 = none) raised towards it, never above what
// it asks, as far as the room the other floors leave allows.
QList<int> raisedFloors(const QList<int> &wanted, const QList<int> &floors,
                        const QList<int> &minimums, int available);

} // namespace toolgate::ui
