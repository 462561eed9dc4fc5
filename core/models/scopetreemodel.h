// SPDX-License-Identifier: MIT
#pragma once

#include "config/policyscope.h"

#include <QAbstractItemModel>
#include <QList>

#include <memory>
#include <vector>

namespace toolgate::core {

class PolicyWorkspace;

// The config's policy scopes as a tree: global `tools` with its byProvider, toolsBySender,
// sandbox and subagents children; "Agents" with each agent and its children; "Channel groups".
// Column 0 names the scope, column 1 counts its list entries (for a heading, the sum over the
// scopes below it).
// Edits that keep the set of scopes update rows in place, so a view keeps its selection.
class ScopeTreeModel final : public QAbstractItemModel {
    Q_OBJECT

public:
    enum class NodeKind { Scope, AgentsHeading, ChannelsHeading };
    Q_ENUM(NodeKind)

    enum Role {
        NodeKindRole = Qt::UserRole + 1, // NodeKind (int)
        ScopeKindRole,                   // ScopeKind (int), scope nodes only
        KeyPathRole,                     // QString, dotted path of the policy object
        ExistsRole,                      // bool: the config has this object
        ProfileRole,                     // QString
        EntryCountRole,                  // int: allow + alsoAllow + deny entries (headings: sum)
        FindingCountRole,                // int: findings located in this scope
        WorstSeverityRole,               // FindingSeverity (int) or -1
    };
    Q_ENUM(Role)

    explicit ScopeTreeModel(PolicyWorkspace *workspace, QObject *parent = nullptr);
    ~ScopeTreeModel() override;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // The scope behind a scope node (nullptr for headings and invalid indexes).
    const PolicyScope *scope(const QModelIndex &index) const;
    QModelIndex indexOfPath(const KeyPath &path) const;

    void refresh();

private:
    struct Node {
        NodeKind kind = NodeKind::Scope;
        PolicyScope scope;
        Node *parent = nullptr;
        std::vector<std::unique_ptr<Node>> children;
        int findingCount = 0;
        int worstSeverity = -1;
    };

    static int subtreeEntries(const Node &node);
    std::unique_ptr<Node> buildTree() const;
    void assignFindings(Node &root) const;
    QModelIndex indexOf(const Node *node, int column = 0) const;
    Node *nodeOf(const QModelIndex &index) const;
    QString label(const Node &node) const;

    PolicyWorkspace *m_workspace;
    std::unique_ptr<Node> m_root;
};

} // namespace toolgate::core
