// SPDX-License-Identifier: MIT
#pragma once

#include "config/keypath.h"
#include "config/policyscope.h"
#include "ui/shell/screen.h"

#include <QMap>

class QComboBox;
class QFrame;
class QHBoxLayout;
class QLabel;
class QPushButton;
class QScrollArea;
class QStackedWidget;
class QStandardItemModel;
class QToolButton;
class QTreeView;
class QVBoxLayout;

namespace toolgate::core {
class ScopeTreeModel;
}

namespace toolgate::ui {

class ChipListEditor;
class EmptyState;
class PolicyScopeActions;
class SafetySettingsPanel;

// Edits tool policy scope by scope: the scope tree, the profile and the allow/alsoAllow/deny lists
// (with completion), and lint findings below them; scopes are added and removed from the tree.
// Every edit is one undo step on the document's stack.
class PolicyScreen final : public Screen {
    Q_OBJECT

public:
    explicit PolicyScreen(const ScreenContext &context, QWidget *parent = nullptr);

    // Its name, title and subtitle: the navigation shows them before the screen is built.
    static const ScreenDescriptor kDescriptor;

    QTreeView *scopeTree() const { return m_tree; }
    ChipListEditor *listEditor(core::ListField field) const { return m_lists.value(field); }

private:
    void buildEmptyState();
    // The scope tree under its add/remove buttons.
    void buildScopeTree();
    // The selected scope's editor: title, profile and lists, safety settings, findings.
    void buildScopeEditor();
    QHBoxLayout *buildTitleRow();
    QFrame *buildListsCard(); // the profile and the allow/alsoAllow/deny editors
    // The tree beside the editor, stacked with the empty state.
    void buildPages();
    void connectScopeTree();
    void connectScopeEditor();
    // The tree's selection and model, the workspace and the document.
    void connectDocument();
    void retranslate();
    // Selects the scope whose policy object is at `path` (false when there is none).
    bool selectScope(const core::KeyPath &path);
    void refresh();
    void showScope();
    void updateScopeActions();
    void showFindings(const core::PolicyScope *scope);
    void updateFindingsJump();
    // The lint findings that belong to `scope` (the deepest listed scope containing them).
    void addScopeFindings(const core::PolicyScope &scope);
    void addMigrations(); // the document's pending migrations, each with its Migrate button
    QString entryProblem(const QString &entry) const;
    void editProfile(int index);
    void addEntry(core::ListField field, const QString &entry);
    void removeEntry(core::ListField field, const QString &entry);

    QStackedWidget *m_pages;
    EmptyState *m_emptyState;
    QWidget *m_treePane = nullptr; // the tree under its buttons
    QToolButton *m_addScopeButton = nullptr;
    QTreeView *m_tree;
    core::ScopeTreeModel *m_model;
    QStandardItemModel *m_completion;
    QWidget *m_scopeEditor = nullptr;
    QLabel *m_scopeTitle;
    QLabel *m_scopeNote;
    QComboBox *m_profile;
    QLabel *m_profileLabel;
    QLabel *m_profileHelp;
    PolicyScopeActions *m_scopeActions = nullptr;
    SafetySettingsPanel *m_safety = nullptr;
    QWidget *m_findingsBox;
    QVBoxLayout *m_findingsLayout;
    // Beside the scope's title: how many findings it has; a click scrolls down to them.
    QPushButton *m_findingsJump = nullptr;
    QScrollArea *m_editorScroll = nullptr;
    QMap<core::ListField, ChipListEditor *> m_lists;
    core::KeyPath m_currentPath;
    bool m_updating = false;
};

} // namespace toolgate::ui
