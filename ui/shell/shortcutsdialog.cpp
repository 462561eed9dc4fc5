// SPDX-License-Identifier: MIT
#include "ui/shell/shortcutsdialog.h"

#include "ui/shell/actionregistry.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QTableWidget>
#include <QVBoxLayout>

namespace toolgate::ui {

ShortcutsDialog::ShortcutsDialog(const ActionRegistry &registry, QWidget *parent)
    : QDialog(parent) {
    setObjectName(QStringLiteral("shortcutsDialog"));
    setWindowTitle(tr("Keyboard Shortcuts"));
    auto *table = new QTableWidget(this);
    table->setColumnCount(3);
    table->setHorizontalHeaderLabels({tr("Command"), tr("Category"), tr("Shortcut")});
    table->verticalHeader()->hide();
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setShowGrid(false);
    table->setAlternatingRowColors(true);
    const auto addRow = [table](const QString &command, const QString &category,
                                const QString &keys) {
        const int row = table->rowCount();
        table->insertRow(row);
        table->setItem(row, 0, new QTableWidgetItem(command));
        table->setItem(row, 1, new QTableWidgetItem(category));
        table->setItem(row, 2, new QTableWidgetItem(keys));
    };
    for (const ActionRegistry::Entry &entry : registry.entries()) {
        const QAction *action = entry.action.data();
        if (!action->isVisible() || action->shortcut().isEmpty())
            continue;
        // Undo/Redo carry the pending step in their text ("Undo Add exec"); list the command.
        QString text = entry.id == QLatin1String("edit.undo")   ? tr("Undo")
                       : entry.id == QLatin1String("edit.redo") ? tr("Redo")
                                                                : action->text();
        text.remove(QLatin1Char('&'));
        addRow(text, entry.category, action->shortcut().toString(QKeySequence::NativeText));
    }
    table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    table->horizontalHeader()->setSectionResizeMode(2, QHeaderView::ResizeToContents);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(table);
    layout->addWidget(buttons);
    resize(560, 520);
}

} // namespace toolgate::ui
