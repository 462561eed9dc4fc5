// SPDX-License-Identifier: MIT
#include "ui/approvals/statecolumnfit.h"

#include <QEvent>
#include <QFontMetrics>
#include <QHeaderView>
#include <QTreeView>

#include <algorithm>

namespace toolgate::ui {

namespace {
constexpr int kCellPaddingPx = 14; // the item's text margins and a little air
} // namespace

StateColumnFit::StateColumnFit(QTreeView *view, int stateColumn, int stretchColumn, int readable)
    : QObject(view)
    , m_view(view)
    , m_state(stateColumn)
    , m_stretch(stretchColumn)
    , m_readable(readable) {
    m_view->header()->setSectionResizeMode(m_state, QHeaderView::Interactive);
    m_later.setSingleShot(true);
    m_later.setInterval(0);
    connect(&m_later, &QTimer::timeout, this, &StateColumnFit::refit);
    const auto later = [this] { m_later.start(); };
    QAbstractItemModel *model = m_view->model();
    connect(model, &QAbstractItemModel::rowsInserted, this, later);
    connect(model, &QAbstractItemModel::rowsRemoved, this, later);
    connect(model, &QAbstractItemModel::dataChanged, this, later);
    connect(model, &QAbstractItemModel::modelReset, this, later);
    connect(model, &QAbstractItemModel::layoutChanged, this, later);
    m_viewport = m_view->viewport();
    m_viewport->installEventFilter(this);
    refit();
}

void StateColumnFit::setWholeTexts(const QStringList &texts) {
    m_whole = texts;
    m_later.start();
}

void StateColumnFit::refit() {
    QHeaderView *header = m_view->header();
    int label = header->sectionSizeHint(m_state);
    const QFontMetrics metrics(m_view->font());
    for (const QString &text : std::as_const(m_whole))
        label = std::max(label, metrics.horizontalAdvance(text) + kCellPaddingPx);
    // Public in QAbstractItemView, protected in QTreeView's override (same virtual).
    const QAbstractItemView *view = m_view;
    const int wanted = std::max(label, view->sizeHintForColumn(m_state));
    int others = 0;
    for (int column = 0; column < header->count(); ++column)
        if (column != m_state && column != m_stretch && !header->isSectionHidden(column))
            others += header->sectionSize(column);
    const int room = m_view->viewport()->width() - others - m_readable;
    const int width = std::max(label, std::min(wanted, room));
    if (header->sectionSize(m_state) != width)
        header->resizeSection(m_state, width);
}

bool StateColumnFit::eventFilter(QObject *watched, QEvent *event) {
    // Compares the pointer only: the viewport's last events come while the view is destroyed.
    if (watched == m_viewport &&
        (event->type() == QEvent::Resize || event->type() == QEvent::FontChange))
        m_later.start();
    return QObject::eventFilter(watched, event);
}

} // namespace toolgate::ui
