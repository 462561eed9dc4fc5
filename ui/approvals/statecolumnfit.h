// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>
#include <QStringList>
#include <QTimer>

class QTreeView;

namespace toolgate::ui {

// Sizes a tree view's state column to its longest text while the stretching column keeps at
// least `readable` pixels; past that the state elides (its tooltip says it whole), but never
// below its header or the texts set whole (the live states' short words). A decision's
// long state ("Resolved elsewhere by Alice's phone: allow-once") otherwise pushed the request
// column down to "…" at 1024 px. Refits after the rows change and when the view is resized.
class StateColumnFit final : public QObject {
public:
    StateColumnFit(QTreeView *view, int stateColumn, int stretchColumn, int readable);

    void refit();
    // Texts the column always shows whole, narrow or not ("Pending": what the owner scans for).
    void setWholeTexts(const QStringList &texts);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QTreeView *m_view;
    QObject *m_viewport = nullptr;
    int m_state;
    int m_stretch;
    int m_readable;
    QStringList m_whole;
    QTimer m_later; // rows change in bursts: one refit per burst
};

} // namespace toolgate::ui
