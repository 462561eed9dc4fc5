// SPDX-License-Identifier: MIT
#include "models/scopetreemodel.h"

#include "models/policyworkspace.h"
#include "util/languagewatcher.h"

#include <functional>

namespace toolgate::core {

namespace {

bool shownInTree(ScopeKind kind) {
    switch (kind) {
    case ScopeKind::LoopDetection:
    case ScopeKind::Exec:
    case ScopeKind::AgentLoopDetection:
    case ScopeKind::AgentExec:
        return false; // settings, not tool lists
    default:
        return true;
    }
}

int entryCount(const PolicyScope &scope) {
    int count = 0;
    for (ListField field : {ListField::Allow, ListField::AlsoAllow, ListField::Deny}) {
        if (const auto &list = scope.list(field))
            count += static_cast<int>(list->size());
    }
    return count;
}

} // namespace

int ScopeTreeModel::subtreeEntries(const Node &node) {
    int count = node.kind == NodeKind::Scope ? entryCount(node.scope) : 0;
    for (const auto &child : node.children)
        count += subtreeEntries(*child);
    return count;
}

ScopeTreeModel::ScopeTreeModel(PolicyWorkspace *workspace, QObject *parent)
    : QAbstractItemModel(parent)
    , m_workspace(workspace)
    , m_root(std::make_unique<Node>()) {
    LanguageWatcher::refreshOnLanguageChange(this);
    connect(m_workspace, &PolicyWorkspace::evaluated, this, &ScopeTreeModel::refresh);
    refresh();
}

ScopeTreeModel::~ScopeTreeModel() = default;

std::unique_ptr<ScopeTreeModel::Node> ScopeTreeModel::buildTree() const {
    auto root = std::make_unique<Node>();
    Node *global = nullptr;
    Node *agents = nullptr;
    Node *channels = nullptr;
    Node *lastAgent = nullptr;
    Node *lastGroup = nullptr;

    auto add = [](Node *parent, NodeKind kind, const PolicyScope &scope) {
        auto node = std::make_unique<Node>();
        node->kind = kind;
        node->scope = scope;
        node->parent = parent;
        parent->children.push_back(std::move(node));
        return parent->children.back().get();
    };
    auto heading = [&](Node *&slot, NodeKind kind) {
        if (!slot)
            slot = add(root.get(), kind, PolicyScope{});
        return slot;
    };

    for (const PolicyScope &scope : m_workspace->document().scopes()) {
        if (!shownInTree(scope.kind))
            continue;
        switch (scope.kind) {
        case ScopeKind::Global:
            global = add(root.get(), NodeKind::Scope, scope);
            break;
        case ScopeKind::Provider:
        case ScopeKind::Sender:
        case ScopeKind::Sandbox:
        case ScopeKind::Subagents:
            add(global ? global : root.get(), NodeKind::Scope, scope);
            break;
        case ScopeKind::Agent:
            lastAgent = add(heading(agents, NodeKind::AgentsHeading), NodeKind::Scope, scope);
            break;
        case ScopeKind::AgentProvider:
        case ScopeKind::AgentSender:
        case ScopeKind::AgentSandbox:
            add(lastAgent && lastAgent->scope.agentId == scope.agentId
                    ? lastAgent
                    : heading(agents, NodeKind::AgentsHeading),
                NodeKind::Scope, scope);
            break;
        case ScopeKind::ChannelGroup:
            lastGroup = add(heading(channels, NodeKind::ChannelsHeading), NodeKind::Scope, scope);
            break;
        case ScopeKind::ChannelGroupSender:
            add(lastGroup ? lastGroup : heading(channels, NodeKind::ChannelsHeading),
                NodeKind::Scope, scope);
            break;
        default:
            break;
        }
    }
    assignFindings(*root);
    return root;
}

void ScopeTreeModel::assignFindings(Node &root) const {
    std::function<Node *(Node &, const KeyPath &)> deepest = [&](Node &node,
                                                                 const KeyPath &path) -> Node * {
        for (const auto &child : node.children) {
            const bool isScope = child->kind == NodeKind::Scope;
            if (!isScope || path.startsWith(child->scope.path)) {
                if (Node *hit = deepest(*child, path))
                    return hit;
                if (isScope)
                    return child.get();
            }
        }
        return nullptr;
    };
    Node *fallback = root.children.empty() ? nullptr : root.children.front().get();
    for (const ConfigFinding &finding : m_workspace->findings()) {
        Node *node = deepest(root, finding.path);
        if (!node)
            node = fallback;
        if (!node)
            continue;
        ++node->findingCount;
        const int severity = static_cast<int>(finding.severity);
        // Error < Warning < Info in the enum: the smaller value is the worse one.
        if (node->worstSeverity < 0 || severity < node->worstSeverity)
            node->worstSeverity = severity;
    }
}

void ScopeTreeModel::refresh() {
    std::unique_ptr<Node> fresh = buildTree();

    // Same shape (kinds and paths in the same places): copy the data across and signal changes.
    std::function<bool(const Node &, const Node &)> sameShape = [&](const Node &a, const Node &b) {
        if (a.kind != b.kind || a.scope.kind != b.scope.kind || !(a.scope.path == b.scope.path) ||
            a.children.size() != b.children.size())
            return false;
        for (std::size_t i = 0; i < a.children.size(); ++i) {
            if (!sameShape(*a.children[i], *b.children[i]))
                return false;
        }
        return true;
    };
    if (m_root && !m_root->children.empty() && sameShape(*m_root, *fresh)) {
        std::function<void(Node &, const Node &)> copy = [&](Node &into, const Node &from) {
            into.scope = from.scope;
            into.findingCount = from.findingCount;
            into.worstSeverity = from.worstSeverity;
            for (std::size_t i = 0; i < into.children.size(); ++i)
                copy(*into.children[i], *from.children[i]);
            if (into.parent)
                emit dataChanged(indexOf(&into, 0), indexOf(&into, 1));
        };
        copy(*m_root, *fresh);
        return;
    }
    beginResetModel();
    m_root = std::move(fresh);
    endResetModel();
}

ScopeTreeModel::Node *ScopeTreeModel::nodeOf(const QModelIndex &index) const {
    return index.isValid() ? static_cast<Node *>(index.internalPointer()) : m_root.get();
}

QModelIndex ScopeTreeModel::indexOf(const Node *node, int column) const {
    if (!node || !node->parent)
        return {};
    const auto &siblings = node->parent->children;
    for (std::size_t row = 0; row < siblings.size(); ++row) {
        if (siblings[row].get() == node)
            return createIndex(static_cast<int>(row), column, const_cast<Node *>(node));
    }
    return {};
}

QModelIndex ScopeTreeModel::index(int row, int column, const QModelIndex &parent) const {
    if (!hasIndex(row, column, parent))
        return {};
    Node *parentNode = nodeOf(parent);
    return createIndex(row, column, parentNode->children[static_cast<std::size_t>(row)].get());
}

QModelIndex ScopeTreeModel::parent(const QModelIndex &child) const {
    if (!child.isValid())
        return {};
    const Node *node = nodeOf(child);
    return node->parent == m_root.get() ? QModelIndex() : indexOf(node->parent, 0);
}

int ScopeTreeModel::rowCount(const QModelIndex &parent) const {
    if (parent.column() > 0)
        return 0;
    return static_cast<int>(nodeOf(parent)->children.size());
}

int ScopeTreeModel::columnCount(const QModelIndex &) const {
    return 2;
}

QString ScopeTreeModel::label(const Node &node) const {
    const PolicyScope &scope = node.scope;
    switch (node.kind) {
    case NodeKind::AgentsHeading:
        return tr("Agents");
    case NodeKind::ChannelsHeading:
        return tr("Channel groups");
    case NodeKind::Scope:
        break;
    }
    switch (scope.kind) {
    case ScopeKind::Global:
        return tr("Global (tools)");
    case ScopeKind::Provider:
    case ScopeKind::AgentProvider:
        return tr("byProvider: %1").arg(scope.providerKey);
    case ScopeKind::Sender:
    case ScopeKind::AgentSender:
    case ScopeKind::ChannelGroupSender:
        return tr("toolsBySender: %1").arg(scope.senderKey);
    case ScopeKind::Sandbox:
    case ScopeKind::AgentSandbox:
        return tr("Sandbox");
    case ScopeKind::Subagents:
        return tr("Subagents");
    case ScopeKind::Agent:
        return scope.legacy ? tr("%1 (agents.list)").arg(scope.agentId) : scope.agentId;
    case ScopeKind::ChannelGroup:
        return scope.account.isEmpty()
                   ? tr("%1: %2").arg(scope.channel, scope.groupId)
                   : tr("%1/%2: %3").arg(scope.channel, scope.account, scope.groupId);
    default:
        return scope.path.toString();
    }
}

QVariant ScopeTreeModel::data(const QModelIndex &index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Node &node = *nodeOf(index);
    const bool isScope = node.kind == NodeKind::Scope;
    switch (role) {
    case Qt::DisplayRole:
        if (index.column() == 0)
            return label(node);
        if (const int count = isScope ? entryCount(node.scope) : subtreeEntries(node); count > 0)
            return QString::number(count);
        return QString();
    case Qt::ToolTipRole:
        if (index.column() == 1)
            return isScope ? tr("%n list entries in this scope", nullptr, entryCount(node.scope))
                           : tr("%n list entries in these scopes", nullptr, subtreeEntries(node));
        if (node.findingCount > 0)
            return (isScope ? node.scope.path.toString() + QLatin1Char('\n') : QString()) +
                   tr("%n lint finding(s); select the scope to read them", nullptr,
                      node.findingCount);
        return isScope ? node.scope.path.toString() : QVariant();
    case NodeKindRole:
        return static_cast<int>(node.kind);
    case ScopeKindRole:
        return isScope ? static_cast<int>(node.scope.kind) : -1;
    case KeyPathRole:
        return isScope ? node.scope.path.toString() : QString();
    case ExistsRole:
        return isScope && node.scope.exists;
    case ProfileRole:
        return isScope ? node.scope.profile.value_or(QString()) : QString();
    case EntryCountRole:
        return isScope ? entryCount(node.scope) : subtreeEntries(node);
    case FindingCountRole:
        return node.findingCount;
    case WorstSeverityRole:
        return node.worstSeverity;
    default:
        return {};
    }
}

QVariant ScopeTreeModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    return section == 0 ? tr("Scope") : section == 1 ? tr("Entries") : QVariant();
}

const PolicyScope *ScopeTreeModel::scope(const QModelIndex &index) const {
    if (!index.isValid())
        return nullptr;
    const Node *node = nodeOf(index);
    return node->kind == NodeKind::Scope ? &node->scope : nullptr;
}

QModelIndex ScopeTreeModel::indexOfPath(const KeyPath &path) const {
    std::function<const Node *(const Node &)> find = [&](const Node &node) -> const Node * {
        for (const auto &child : node.children) {
            if (child->kind == NodeKind::Scope && child->scope.path == path)
                return child.get();
            if (const Node *hit = find(*child))
                return hit;
        }
        return nullptr;
    };
    return indexOf(find(*m_root), 0);
}

} // namespace toolgate::core
