// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QObject>

class QTableView;

namespace toolgate::ui {

// Sizes a table's columns to what they hold as rows stream in, without re-measuring the whole
// table each time: `refit()` measures the header and the newest rows, an insertion measures only
// the new rows, and widths only grow until the next refit. (ResizeToContents, or
// resizeColumnsToContents() per update, shaped the text of every cell of a 1,000-row verdict log
// on each frame of a busy gateway: 200 ms stalls.) The last section stretches as before.
class ColumnFit final : public QObject {
public:
    explicit ColumnFit(QTableView *view);

    // The widest a column may grow (pixels); longer text is elided and the tooltip/pane shows it.
    void setCap(int column, int width);
    // Measures again from the header and the newest rows (a new run, new thresholds, a language).
    void refit();

private:
    void grow(int first, int last);
    int capped(int column, int width) const;

    QTableView *m_view;
    QHash<int, int> m_caps;
};

} // namespace toolgate::ui
