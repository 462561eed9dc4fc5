// SPDX-License-Identifier: MIT
#include "ui/shell/commandpalette.h"

#include "ui/shell/actionregistry.h"
#include "ui/shell/languagechange.h"
#include "ui/shell/theme.h"

#include <QAction>
#include <QApplication>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QPainter>
#include <QPointer>
#include <QSortFilterProxyModel>
#include <QStandardItemModel>
#include <QStyledItemDelegate>
#include <QTimer>
#include <QVBoxLayout>

namespace toolgate::ui {

namespace {

enum Role {
    ActionRole = Qt::UserRole + 1,
    CategoryRole,
    ShortcutRole,
    SearchTextRole,
};

QString plainText(const QAction *action) {
    QString text = action->text();
    text.remove(QLatin1Char('&'));
    return text;
}

// Every whitespace-separated word of the filter must occur somewhere in the search text.
class PaletteFilter final : public QSortFilterProxyModel {
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;

    void setWords(const QString &text) {
        m_words = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        invalidateFilter();
    }

protected:
    bool filterAcceptsRow(int row, const QModelIndex &parent) const override {
        const QString haystack =
            sourceModel()->index(row, 0, parent).data(SearchTextRole).toString();
        for (const QString &word : m_words) {
            if (!haystack.contains(word, Qt::CaseInsensitive))
                return false;
        }
        return true;
    }

private:
    QStringList m_words;
};

// Action text on the left, its category dimmed after it, the shortcut right-aligned.
class PaletteDelegate final : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override {
        // Only the row's background from the style: QStyledItemDelegate::paint() would
        // re-read the text from the index and draw it a second time under ours.
        QStyleOptionViewItem background = option;
        initStyleOption(&background, index);
        background.text.clear();
        const QStyle *style =
            background.widget ? background.widget->style() : QApplication::style();
        style->drawControl(QStyle::CE_ItemViewItem, &background, painter, background.widget);

        const bool enabled =
            option.state.testFlag(QStyle::State_Enabled) && (index.flags() & Qt::ItemIsEnabled);
        const QRect area = option.rect.adjusted(12, 0, -12, 0);
        painter->save();
        const QString shortcut = index.data(ShortcutRole).toString();
        const QFontMetrics metrics(option.font);
        const int shortcutWidth = shortcut.isEmpty() ? 0 : metrics.horizontalAdvance(shortcut) + 16;
        painter->setPen(enabled ? Theme::textPrimary() : Theme::tone(Theme::Tone::Muted));
        const QString text = index.data(Qt::DisplayRole).toString();
        const int textWidth = metrics.horizontalAdvance(text);
        painter->drawText(area, Qt::AlignVCenter | Qt::AlignLeft, text);
        painter->setPen(Theme::tone(Theme::Tone::Muted));
        const QRect categoryRect = area.adjusted(textWidth + 12, 0, -shortcutWidth, 0);
        painter->drawText(categoryRect, Qt::AlignVCenter | Qt::AlignLeft,
                          metrics.elidedText(index.data(CategoryRole).toString(), Qt::ElideRight,
                                             categoryRect.width()));
        if (!shortcut.isEmpty()) {
            painter->setPen(Theme::textSecondary());
            painter->drawText(area, Qt::AlignVCenter | Qt::AlignRight, shortcut);
        }
        painter->restore();
    }

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override {
        QSize size = QStyledItemDelegate::sizeHint(option, index);
        size.setHeight(qMax(size.height(), QFontMetrics(option.font).height() + 14));
        return size;
    }
};

} // namespace

CommandPalette::CommandPalette(const ActionRegistry &registry, QWidget *parent)
    : QDialog(parent, Qt::Popup | Qt::FramelessWindowHint)
    , m_registry(registry)
    , m_filter(new QLineEdit(this))
    , m_list(new QListView(this))
    , m_model(new QStandardItemModel(this))
    , m_proxy(new PaletteFilter(this))
    , m_noMatches(new QLabel(this)) {
    setObjectName(QStringLiteral("commandPalette"));
    m_filter->setObjectName(QStringLiteral("paletteFilter"));
    retranslateWith(this, [this] { m_filter->setPlaceholderText(tr("Type a command…")); });
    m_list->setObjectName(QStringLiteral("paletteList"));
    m_list->setItemDelegate(new PaletteDelegate(m_list));
    m_list->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_list->setUniformItemSizes(true);
    m_list->setFocusPolicy(Qt::NoFocus);
    m_proxy->setSourceModel(m_model);
    m_list->setModel(m_proxy);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(1, 1, 1, 1);
    layout->setSpacing(0);
    layout->addWidget(m_filter);
    layout->addWidget(m_list);
    m_noMatches->setObjectName(QStringLiteral("paletteNoMatches"));
    m_noMatches->setAlignment(Qt::AlignCenter);
    m_noMatches->setContentsMargins(12, 16, 12, 16);
    m_noMatches->hide();
    layout->addWidget(m_noMatches);

    m_filter->installEventFilter(this);
    connect(m_filter, &QLineEdit::textChanged, this, [this](const QString &text) {
        static_cast<PaletteFilter *>(m_proxy)->setWords(text);
        selectFirst();
        updateNoMatches(text);
    });
    connect(m_filter, &QLineEdit::returnPressed, this, &CommandPalette::runCurrent);
    connect(m_list, &QListView::activated, this, &CommandPalette::runCurrent);
    connect(m_list, &QListView::clicked, this, &CommandPalette::runCurrent);
}

void CommandPalette::popup(QWidget *anchor) {
    rebuild();
    m_filter->clear();
    static_cast<PaletteFilter *>(m_proxy)->setWords({});
    selectFirst();
    updateNoMatches({});
    const int width = qMin(640, qMax(420, anchor->width() / 2));
    resize(width, 380);
    const QPoint topCentre = anchor->mapToGlobal(QPoint(anchor->width() / 2, 0));
    move(topCentre.x() - width / 2, topCentre.y() + 60);
    show();
    raise();
    activateWindow();
    m_filter->setFocus();
}

bool CommandPalette::eventFilter(QObject *watched, QEvent *event) {
    if (watched == m_filter && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        int step = 0;
        switch (key->key()) {
        case Qt::Key_Down:
            step = 1;
            break;
        case Qt::Key_Up:
            step = -1;
            break;
        case Qt::Key_PageDown:
            step = 8;
            break;
        case Qt::Key_PageUp:
            step = -8;
            break;
        default:
            return QDialog::eventFilter(watched, event);
        }
        moveSelection(step);
        return true;
    }
    return QDialog::eventFilter(watched, event);
}

void CommandPalette::moveSelection(int step) {
    const int rows = m_proxy->rowCount();
    if (rows == 0)
        return;
    // Paging clamps at the ends; single steps wrap. Disabled rows are skipped.
    const bool wrap = step == 1 || step == -1;
    const int direction = step > 0 ? 1 : -1;
    int row = m_list->currentIndex().isValid() ? m_list->currentIndex().row() : -direction;
    row = wrap ? (row + step + rows) % rows : qBound(0, row + step, rows - 1);
    for (int tried = 0; tried < rows; ++tried) {
        const QModelIndex index = m_proxy->index(row, 0);
        if (index.flags() & Qt::ItemIsEnabled) {
            m_list->setCurrentIndex(index);
            return;
        }
        row += direction;
        if (row < 0 || row >= rows) {
            if (!wrap)
                return;
            row = (row + rows) % rows;
        }
    }
}

void CommandPalette::rebuild() {
    m_model->clear();
    for (const ActionRegistry::Entry &entry : m_registry.entries()) {
        QAction *action = entry.action.data();
        if (!action->isVisible() || action->isSeparator())
            continue;
        auto *item = new QStandardItem(plainText(action));
        const QString shortcut = action->shortcut().toString(QKeySequence::NativeText);
        item->setData(QVariant::fromValue(static_cast<QObject *>(action)), ActionRole);
        item->setData(entry.category, CategoryRole);
        item->setData(shortcut, ShortcutRole);
        item->setData(plainText(action) + QLatin1Char(' ') + entry.category, SearchTextRole);
        item->setToolTip(action->toolTip());
        if (!action->isEnabled())
            item->setFlags(item->flags() & ~Qt::ItemIsEnabled);
        m_model->appendRow(item);
    }
}

void CommandPalette::updateNoMatches(const QString &filter) {
    const bool none = m_proxy->rowCount() == 0;
    m_noMatches->setText(tr("No command matches “%1”.").arg(filter.trimmed()));
    m_noMatches->setVisible(none);
    m_list->setVisible(!none);
}

void CommandPalette::selectFirst() {
    for (int row = 0; row < m_proxy->rowCount(); ++row) {
        const QModelIndex index = m_proxy->index(row, 0);
        if (index.flags() & Qt::ItemIsEnabled) {
            m_list->setCurrentIndex(index);
            return;
        }
    }
    m_list->setCurrentIndex(m_proxy->index(0, 0));
}

void CommandPalette::runCurrent() {
    const QModelIndex index = m_list->currentIndex();
    if (!index.isValid() || !(index.flags() & Qt::ItemIsEnabled))
        return;
    QPointer<QAction> action = qobject_cast<QAction *>(index.data(ActionRole).value<QObject *>());
    accept();
    // Run after the popup has closed so the action sees the main window focused.
    QTimer::singleShot(0, this, [action] {
        if (action && action->isEnabled())
            action->trigger();
    });
}

} // namespace toolgate::ui
