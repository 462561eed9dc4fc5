// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>

class QTableView;

namespace toolgate::ui {

class ViewportColumnFit;

// Which allowlist columns show: right-clicking the header offers every column to show or hide
// except Pattern, the one that says what is allowed. The choice is kept in the console settings
// and survives the table's rows being replaced (a model reset forgets hidden sections).
class AllowlistColumns final : public QObject {
public:
    AllowlistColumns(QTableView *view, ViewportColumnFit *fit);

    // The stable name a column is stored under.
    static QString key(int column);

private:
    void apply();
    void showMenu(const QPoint &at);

    QTableView *m_view;
    ViewportColumnFit *m_fit;
};

} // namespace toolgate::ui
