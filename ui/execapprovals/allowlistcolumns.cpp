// SPDX-License-Identifier: MIT
#include "ui/execapprovals/allowlistcolumns.h"

#include "models/allowlistmodel.h"
#include "ui/shell/consolesettings.h"
#include "ui/widgets/viewportcolumnfit.h"

#include <QHeaderView>
#include <QMenu>
#include <QTableView>

namespace toolgate::ui {

AllowlistColumns::AllowlistColumns(QTableView *view, ViewportColumnFit *fit)
    : QObject(view)
    , m_view(view)
    , m_fit(fit) {
    QHeaderView *header = m_view->horizontalHeader();
    header->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(header, &QWidget::customContextMenuRequested, this, &AllowlistColumns::showMenu);
    connect(m_view->model(), &QAbstractItemModel::modelReset, this, &AllowlistColumns::apply);
    apply();
}

QString AllowlistColumns::key(int column) {
    switch (column) {
    case AllowlistModel::PatternColumn:
        return QStringLiteral("pattern");
    case AllowlistModel::ArgumentsColumn:
        return QStringLiteral("arguments");
    case AllowlistModel::WarningsColumn:
        return QStringLiteral("breadth");
    case AllowlistModel::SourceColumn:
        return QStringLiteral("source");
    case AllowlistModel::LastUsedColumn:
        return QStringLiteral("lastUsed");
    case AllowlistModel::LastCommandColumn:
        return QStringLiteral("lastCommand");
    case AllowlistModel::ResolvedPathColumn:
        return QStringLiteral("resolvedPath");
    default:
        return QString();
    }
}

void AllowlistColumns::apply() {
    const QStringList hidden = ConsoleSettings::execAllowlistHiddenColumns();
    for (int column = 0; column < AllowlistModel::ColumnCount; ++column)
        m_view->setColumnHidden(column, column != AllowlistModel::PatternColumn &&
                                            hidden.contains(key(column)));
    m_fit->refit();
}

void AllowlistColumns::showMenu(const QPoint &at) {
    QMenu menu;
    const QStringList hidden = ConsoleSettings::execAllowlistHiddenColumns();
    for (int column = 0; column < AllowlistModel::ColumnCount; ++column) {
        QAction *action =
            menu.addAction(m_view->model()->headerData(column, Qt::Horizontal).toString());
        action->setObjectName(QStringLiteral("execColumn-") + key(column));
        action->setCheckable(true);
        action->setChecked(!m_view->isColumnHidden(column));
        action->setEnabled(column != AllowlistModel::PatternColumn);
        connect(action, &QAction::toggled, this, [this, column](bool shown) {
            QStringList names = ConsoleSettings::execAllowlistHiddenColumns();
            names.removeAll(key(column));
            if (!shown)
                names.append(key(column));
            ConsoleSettings::setExecAllowlistHiddenColumns(names);
            apply();
        });
    }
    menu.exec(m_view->horizontalHeader()->viewport()->mapToGlobal(at));
}

} // namespace toolgate::ui
