// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>
#include <QTimer>

class QTreeView;

namespace toolgate::ui {

// Sizes a tree view's state column to its longest text while the stretching column keeps at
// least `readable` pixels; past that the state elides (its tooltip says it whole). A decision's
// long state ("Resolved elsewhere by Alice's phone: allow-once") otherwise pushed the request
// column down to "…" at 1024 px. Refits after the rows change and when the view is resized.
class StateColumnFit final : public QObject {
public:
    StateColumnFit(QTreeView *view, int stateColumn, int stretchColumn, int readable);

    void refit();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QTreeView *m_view;
    QObject *m_viewport = nullptr;
    int m_state;
    int m_stretch;
    int m_readable;
    QTimer m_later; // rows change in bursts: one refit per burst
};

} // namespace toolgate::ui
