// SPDX-License-Identifier: MIT
#include "util/languagewatcher.h"

#include <QAbstractItemModel>
#include <QCoreApplication>
#include <QEvent>

namespace toolgate::core {

LanguageWatcher::LanguageWatcher(QCoreApplication *app)
    : QObject(app) {
    setObjectName(QStringLiteral("toolgateLanguageWatcher"));
    app->installEventFilter(this);
}

LanguageWatcher *LanguageWatcher::instance() {
    QCoreApplication *app = QCoreApplication::instance();
    if (!app)
        return nullptr;
    auto *watcher = app->findChild<LanguageWatcher *>(QString(), Qt::FindDirectChildrenOnly);
    return watcher ? watcher : new LanguageWatcher(app);
}

void LanguageWatcher::refreshOnLanguageChange(QAbstractItemModel *model) {
    LanguageWatcher *watcher = instance();
    if (!watcher)
        return;
    // Nothing moves, so persistent indexes (selection, expansion, current row) stay valid.
    connect(watcher, &LanguageWatcher::languageChanged, model, [model] {
        emit model->layoutAboutToBeChanged();
        emit model->layoutChanged();
        const int columns = model->columnCount();
        if (columns > 0)
            emit model->headerDataChanged(Qt::Horizontal, 0, columns - 1);
    });
}

bool LanguageWatcher::eventFilter(QObject *watched, QEvent *event) {
    if (event->type() == QEvent::LanguageChange && watched == QCoreApplication::instance())
        emit languageChanged();
    return false;
}

} // namespace toolgate::core
