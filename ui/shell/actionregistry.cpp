// SPDX-License-Identifier: MIT
#include "ui/shell/actionregistry.h"

#include <QAction>

namespace toolgate::ui {

ActionRegistry::ActionRegistry(QObject *parent)
    : QObject(parent) {}

void ActionRegistry::addAction(const QString &id, QAction *action, const QString &category) {
    action->setObjectName(id);
    if (const auto it = m_index.constFind(id); it != m_index.cend()) {
        m_entries[*it] = {id, category, action};
    } else {
        m_index.insert(id, m_entries.size());
        m_entries.append({id, category, action});
    }
    emit actionsChanged();
}

QAction *ActionRegistry::action(const QString &id) const {
    const auto it = m_index.constFind(id);
    return it == m_index.cend() ? nullptr : m_entries.at(*it).action.data();
}

QList<ActionRegistry::Entry> ActionRegistry::entries() const {
    QList<Entry> live;
    live.reserve(m_entries.size());
    for (const Entry &entry : m_entries) {
        if (entry.action)
            live.append(entry);
    }
    return live;
}

} // namespace toolgate::ui
