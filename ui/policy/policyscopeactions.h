// SPDX-License-Identifier: MIT
#pragma once

#include "config/keypath.h"
#include "config/policyscope.h"
#include "util/result.h"

#include <QObject>

#include <optional>

class QAction;
class QMenu;
class QWidget;

namespace toolgate::core {
class ConfigDocument;
}

namespace toolgate::ui {

class DocumentController;

// Adding and removing policy scopes from the Policy screen: the "Add scope" menu (shared by the
// button and the tree's context menu), the Remove action (also on Delete), the name prompt and
// the wording of core's scope.* errors. Each change is one undo step.
class PolicyScopeActions final : public QObject {
    Q_OBJECT

public:
    PolicyScopeActions(DocumentController *document, QWidget *dialogParent);

    // The selected scope (none for a heading) and the scope that new children go under (the
    // selection itself for global / agent / channel group scopes, else its parent).
    void setSelection(std::optional<core::PolicyScope> current,
                      std::optional<core::PolicyScope> owner);

    QMenu *addMenu() const { return m_addMenu; }
    QAction *removeAction() const { return m_remove; }
    // The menu for a right click: the add entries and Remove.
    void fillContextMenu(QMenu *menu) const;

    // Error text for a scope.* error about a `kind` scope named `name`, in the user's language.
    static QString problemText(const core::Error &error, core::ScopeKind kind, const QString &name);

signals:
    // A scope was added (select it) / removed (select `owner`, where it was).
    void scopeAdded(const core::KeyPath &path);
    void scopeRemoved(const core::KeyPath &owner);

private:
    void rebuildAddMenu();
    QString addLabel(core::ScopeKind kind) const;
    void add(core::ScopeKind kind);
    void remove();

    const core::ConfigDocument &configDocument() const;

    DocumentController *m_document;
    QWidget *m_dialogParent;
    QMenu *m_addMenu;
    QAction *m_remove;
    std::optional<core::PolicyScope> m_current;
    std::optional<core::PolicyScope> m_owner;
};

} // namespace toolgate::ui
