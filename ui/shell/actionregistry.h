// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>

class QAction;

namespace toolgate::ui {

// Every command the console offers, by stable id. Menus are built from it and the command palette
// lists it, so an action registered here is reachable from the keyboard without further wiring.
class ActionRegistry final : public QObject {
    Q_OBJECT

public:
    struct Entry {
        QString id;
        QString category; // translated, shown in the palette ("File", "Pipeline", ...)
        QPointer<QAction> action;
    };

    explicit ActionRegistry(QObject *parent = nullptr);

    // Registers `action` (not owned) under `id`; a second registration of the same id replaces it.
    void addAction(const QString &id, QAction *action, const QString &category);
    QAction *action(const QString &id) const;
    // Live entries in registration order.
    QList<Entry> entries() const;

signals:
    void actionsChanged();

private:
    QList<Entry> m_entries;
    QHash<QString, qsizetype> m_index;
};

} // namespace toolgate::ui
