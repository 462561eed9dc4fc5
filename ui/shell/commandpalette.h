// SPDX-License-Identifier: MIT
#pragma once

#include <QDialog>

class QLabel;
class QLineEdit;
class QListView;
class QSortFilterProxyModel;
class QStandardItemModel;

namespace toolgate::ui {

class ActionRegistry;

// Ctrl+K: every registered action in a filterable list; Enter runs the selected one. Filtering
// matches each typed word against the action's text and category, so "pol undo" or "save" work.
class CommandPalette final : public QDialog {
    Q_OBJECT

public:
    explicit CommandPalette(const ActionRegistry &registry, QWidget *parent = nullptr);

    // Rebuilds the list from the registry, clears the filter and shows the palette over `anchor`.
    void popup(QWidget *anchor);
    QLineEdit *filterEdit() const { return m_filter; }
    QListView *listView() const { return m_list; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void rebuild();
    void selectFirst();
    // "No command matches" instead of an empty list.
    void updateNoMatches(const QString &filter);
    void moveSelection(int step);
    void runCurrent();

    const ActionRegistry &m_registry;
    QLineEdit *m_filter;
    QListView *m_list;
    QStandardItemModel *m_model;
    QSortFilterProxyModel *m_proxy;
    QLabel *m_noMatches;
};

} // namespace toolgate::ui
