// SPDX-License-Identifier: MIT
#pragma once

// Drives widgets the way a person does (clicks, keys, typing) for the UI tests, so no test
// reaches past the widgets into a screen's methods. Each helper returns false when what it needs
// is missing, hidden or disabled, or the input did not take: a test QVERIFYs the result.

#include <QAbstractButton>
#include <QAbstractItemModel>
#include <QAbstractItemView>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMenu>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTabBar>
#include <QTabWidget>
#include <QTest>
#include <QTimer>
#include <QTreeView>
#include <QWindow>

#include <functional>

namespace toolgate::test {

// What the label named `objectName` below `parent` shows ("" when there is none).
inline QString labelText(const QWidget *parent, const QString &objectName) {
    const auto *label = parent ? parent->findChild<QLabel *>(objectName) : nullptr;
    return label && label->isVisible() ? label->text() : QString();
}

// Runs `step` on the first popup menu or modal dialog of type Widget that opens (both run nested
// event loops, so the test answers them from here).
template<typename Widget> void whenOpen(std::function<void(Widget *)> step) {
    auto *poll = new QTimer;
    poll->setInterval(5);
    QObject::connect(poll, &QTimer::timeout, poll, [poll, step] {
        QWidget *open = QApplication::activePopupWidget();
        if (!open)
            open = QApplication::activeModalWidget();
        if (auto *widget = qobject_cast<Widget *>(open)) {
            poll->stop();
            poll->deleteLater();
            step(widget);
        }
    });
    poll->start();
}

// The first index in `column`, anywhere in the tree, whose `role` data equals `value`.
inline QModelIndex findIndex(const QAbstractItemModel *model, const QVariant &value,
                             int role = Qt::DisplayRole, int column = 0,
                             const QModelIndex &parent = {}) {
    if (!model)
        return {};
    for (int row = 0; row < model->rowCount(parent); ++row) {
        const QModelIndex index = model->index(row, column, parent);
        if (index.data(role) == value)
            return index;
        const QModelIndex first = model->index(row, 0, parent);
        if (model->hasChildren(first)) {
            if (QModelIndex found = findIndex(model, value, role, column, first); found.isValid())
                return found;
        }
    }
    return {};
}

// Scrolls `index` into view (a tree opens its collapsed parents, as the user would) and clicks it.
inline bool clickIndex(QAbstractItemView *view, const QModelIndex &index,
                       Qt::KeyboardModifiers modifiers = {},
                       Qt::MouseButton button = Qt::LeftButton) {
    if (!view || !index.isValid() || !view->isVisible() || !view->isEnabled())
        return false;
    view->scrollTo(index);
    const QRect rect = view->visualRect(index);
    if (!rect.isValid() || !view->viewport()->rect().contains(rect.center()))
        return false;
    QTest::mouseClick(view->viewport(), button, modifiers, rect.center());
    return true;
}

// Right-clicks `pos` of `widget` through its window, where the platform turns the click into a
// context menu event (a click sent to the widget itself never opens one).
inline bool rightClick(QWidget *widget, QPoint pos) {
    QWindow *window = widget && widget->isVisible() ? widget->window()->windowHandle() : nullptr;
    if (!window)
        return false;
    QTest::mouseClick(window, Qt::RightButton, {}, widget->mapTo(widget->window(), pos));
    return true;
}

// Clicks row `row` (top level) of `view` in `column`.
inline bool clickRowAt(QAbstractItemView *view, int row, int column = 0,
                       Qt::KeyboardModifiers modifiers = {}) {
    return view && row >= 0 && clickIndex(view, view->model()->index(row, column), modifiers);
}

// Clicks the row of `view` whose `role` data in `column` equals `value`; it becomes current.
inline bool clickRow(QAbstractItemView *view, const QVariant &value, int role = Qt::DisplayRole,
                     int column = 0, Qt::KeyboardModifiers modifiers = {}) {
    if (!view)
        return false;
    const QModelIndex index = findIndex(view->model(), value, role, column);
    return clickIndex(view, index, modifiers) && view->currentIndex().row() == index.row() &&
           view->currentIndex().parent() == index.parent();
}

// Clicks entry `row` of the main window's navigation list (the screen in that place).
inline bool clickNavigation(const QWidget *window, int row) {
    auto *list = window ? window->findChild<QListView *>(QStringLiteral("navigation")) : nullptr;
    return list && clickIndex(list, list->model()->index(row, 0)) &&
           list->currentIndex().row() == row;
}

// Clicks `action` in the open `menu` (a submenu's action opens the submenu).
inline bool clickMenuAction(QMenu *menu, QAction *action) {
    if (!menu || !action || !menu->isVisible() || !menu->actions().contains(action) ||
        !action->isEnabled() || !action->isVisible())
        return false;
    QTest::mouseClick(menu, Qt::LeftButton, {}, menu->actionGeometry(action).center());
    return true;
}

// Clicks the action named `objectName` in the open `menu`.
inline bool clickMenuItem(QMenu *menu, const QString &objectName) {
    if (!menu)
        return false;
    for (QAction *action : menu->actions()) {
        if (action->objectName() == objectName)
            return clickMenuAction(menu, action);
    }
    return false;
}

// Runs a command from the palette: Ctrl+K on `window`, type `typed`, Return on the first match.
inline bool runCommand(QWidget *window, const QString &typed) {
    // A closed dialog hands the activation back on a desktop, not offscreen; Ctrl+K needs it.
    window->activateWindow();
    if (!QTest::qWaitForWindowActive(window))
        return false;
    QTest::keyClick(window, Qt::Key_K, Qt::ControlModifier);
    auto *palette = window->findChild<QWidget *>(QStringLiteral("commandPalette"));
    auto *filter =
        palette ? palette->findChild<QLineEdit *>(QStringLiteral("paletteFilter")) : nullptr;
    if (!filter || !palette->isVisible())
        return false;
    QTest::keyClicks(filter, typed);
    QTest::keyClick(filter, Qt::Key_Return);
    return !palette->isVisible();
}

// Clicks the visible, enabled button named `objectName` below `parent`.
inline bool clickButton(const QWidget *parent, const QString &objectName) {
    auto *button = parent ? parent->findChild<QAbstractButton *>(objectName) : nullptr;
    if (!button || !button->isVisible() || !button->isEnabled())
        return false;
    QTest::mouseClick(button, Qt::LeftButton);
    return true;
}

// Clicks the standard button `which` (Ok, Save, Cancel, ...) of the dialog's button box.
inline bool clickDialogButton(const QWidget *dialog, QDialogButtonBox::StandardButton which) {
    auto *box = dialog ? dialog->findChild<QDialogButtonBox *>() : nullptr;
    QAbstractButton *button = box ? box->button(which) : nullptr;
    if (!button || !button->isVisible() || !button->isEnabled())
        return false;
    QTest::mouseClick(button, Qt::LeftButton);
    return true;
}

// Clicks the check box (or radio button) when it does not already show `on`.
inline bool setChecked(QAbstractButton *box, bool on) {
    if (!box || !box->isVisible() || !box->isEnabled() || !box->isCheckable())
        return false;
    // On the indicator (left): a box stretched wide is not clickable at its centre.
    if (box->isChecked() != on)
        QTest::mouseClick(box, Qt::LeftButton, {}, QPoint(box->height() / 2, box->height() / 2));
    return box->isChecked() == on;
}

// Replaces the text of `edit` by typing: click into it, select all, type (Return if asked).
inline bool typeInto(QLineEdit *edit, const QString &text, bool pressReturn = false) {
    if (!edit || !edit->isVisible() || !edit->isEnabled() || edit->isReadOnly())
        return false;
    QTest::mouseClick(edit, Qt::LeftButton);
    QTest::keyClick(edit, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClick(edit, Qt::Key_Delete);
    QTest::keyClicks(edit, text);
    if (pressReturn)
        QTest::keyClick(edit, Qt::Key_Return);
    return edit->text() == text || pressReturn;
}

// Replaces the editor's text by pasting `text` (Ctrl+A, Ctrl+V), as a person brings a schema in.
inline bool pasteInto(QPlainTextEdit *editor, const QString &text) {
    if (!editor || !editor->isVisible() || !editor->isEnabled() || editor->isReadOnly())
        return false;
    QTest::mouseClick(editor->viewport(), Qt::LeftButton);
    QApplication::clipboard()->setText(text);
    QTest::keyClick(editor, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClick(editor, Qt::Key_V, Qt::ControlModifier);
    return editor->toPlainText() == text;
}

// Picks the item of `combo` whose `role` data is `value` as a person does with the keyboard:
// F4 opens the list, the arrows move to the item, Return takes it (one `activated`, one change).
inline bool chooseItem(QComboBox *combo, const QVariant &value, int role = Qt::UserRole) {
    if (!combo || !combo->isVisible() || !combo->isEnabled())
        return false;
    const int target = combo->findData(value, role, Qt::MatchExactly);
    if (target < 0)
        return false;
    QTest::keyClick(combo, Qt::Key_F4);
    QAbstractItemView *list = combo->view();
    if (!list->isVisible())
        return false;
    for (int step = 0; step < combo->count() && list->currentIndex().row() != target; ++step)
        QTest::keyClick(list, list->currentIndex().row() < target ? Qt::Key_Down : Qt::Key_Up);
    QTest::keyClick(list, Qt::Key_Return);
    return combo->currentIndex() == target && !list->isVisible();
}

inline bool chooseText(QComboBox *combo, const QString &text) {
    return chooseItem(combo, text, Qt::DisplayRole);
}

// Clicks tab `index` of `tabs`.
inline bool clickTab(QTabWidget *tabs, int index) {
    if (!tabs || !tabs->isVisible() || index < 0 || index >= tabs->count())
        return false;
    QTabBar *bar = tabs->tabBar();
    QTest::mouseClick(bar, Qt::LeftButton, {}, bar->tabRect(index).center());
    return tabs->currentIndex() == index;
}

// Types `value` over the spin box's text and presses Return.
inline bool enterValue(QSpinBox *spin, int value) {
    if (!spin || !spin->isVisible() || !spin->isEnabled())
        return false;
    QTest::keyClick(spin, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(spin, QString::number(value));
    QTest::keyClick(spin, Qt::Key_Return);
    return spin->value() == value;
}

// Clicks the branch arrow left of `index`: the tree opens or closes it.
inline bool clickBranch(QTreeView *tree, const QModelIndex &index) {
    if (!tree || !index.isValid() || !tree->isVisible())
        return false;
    tree->scrollTo(index);
    const QRect rect = tree->visualRect(index);
    const bool wasExpanded = tree->isExpanded(index);
    QTest::mouseClick(tree->viewport(), Qt::LeftButton, {},
                      QPoint(rect.left() - tree->indentation() / 2, rect.center().y()));
    return tree->isExpanded(index) != wasExpanded;
}

} // namespace toolgate::test
