// SPDX-License-Identifier: MIT
#include "models/looprunmodel.h"
#include "util/languagewatcher.h"

#include <algorithm>
#include <utility>

namespace toolgate::core {

namespace {
// How often views hear of changed run counts.
constexpr qint64 kCountsIntervalMs = 100;

// Run ids are UUIDs: their first group tells runs apart in a narrow list (the tooltip has it all).
QString shortRunId(const QString &runId) {
    if (runId.isEmpty())
        return LoopRunModel::tr("(no run id)");
    const qsizetype dash = runId.indexOf(QLatin1Char('-'));
    return dash >= 8 && runId.size() > 12 ? runId.left(dash) + QStringLiteral("…") : runId;
}
} // namespace

struct LoopRunModel::Node {
    Kind kind = Kind::Source;
    Node *parent = nullptr;
    int source = 0;
    QString key; // the source's label, the session key or the run id
    std::vector<std::unique_ptr<Node>> children;
    int calls = 0;
    int warnings = 0;
    int criticals = 0;
    bool dirty = false; // counts changed, views not yet told

    int row() const {
        if (!parent)
            return -1;
        const auto &siblings = parent->children;
        for (size_t i = 0; i < siblings.size(); ++i) {
            if (siblings[i].get() == this)
                return static_cast<int>(i);
        }
        return -1;
    }
};

LoopRunModel::LoopRunModel(QObject *parent)
    : QAbstractItemModel(parent)
    , m_countsChanged(kCountsIntervalMs, this, [this] { announceCounts(); }) {
    LanguageWatcher::refreshOnLanguageChange(this);
}

LoopRunModel::~LoopRunModel() = default;

void LoopRunModel::setSourceLabel(int source, const QString &label) {
    if (source < 0 || source >= static_cast<int>(m_sources.size()) ||
        m_sources[static_cast<std::size_t>(source)]->key == label)
        return;
    m_sources[static_cast<std::size_t>(source)]->key = label;
    const QModelIndex at = index(source, 0);
    emit dataChanged(at, at);
}

int LoopRunModel::addSource(const QString &label, LoopMonitor *monitor) {
    auto source = std::make_unique<Node>();
    source->kind = Kind::Source;
    source->source = static_cast<int>(m_sources.size());
    source->key = label;
    Node *raw = source.get();
    // What the monitor already judged (a replayed trace arrives whole).
    for (const QString &session : monitor->sessionKeys()) {
        Node *sessionItem = sessionNode(raw, session, true);
        for (const QString &run : monitor->runIds(session)) {
            Node *runItem = runNode(sessionItem, run, true);
            for (const LoopMonitorEntry &entry : monitor->verdictLog(session, run))
                count(runItem, entry);
        }
    }
    const int row = static_cast<int>(m_sources.size());
    beginInsertRows({}, row, row);
    m_sources.push_back(std::move(source));
    endInsertRows();

    connect(monitor, &LoopMonitor::callJudged, this,
            [this, raw](const QString &session, const QString &run, const LoopMonitorEntry &entry) {
                callJudged(raw, session, run, entry);
            });
    connect(monitor, &LoopMonitor::sessionRemoved, this,
            [this, raw](const QString &session) { sessionRemoved(raw, session); });
    return row;
}

LoopRunModel::Node *LoopRunModel::sessionNode(Node *source, const QString &sessionKey,
                                              bool create) {
    auto &children = source->children;
    // Sessions stay sorted by key, as the monitor lists them.
    const auto at = std::lower_bound(
        children.begin(), children.end(), sessionKey,
        [](const std::unique_ptr<Node> &n, const QString &key) { return n->key < key; });
    if (at != children.end() && (*at)->key == sessionKey)
        return at->get();
    if (!create)
        return nullptr;
    return insertChild(source, Kind::Session, sessionKey, static_cast<int>(at - children.begin()));
}

LoopRunModel::Node *LoopRunModel::runNode(Node *session, const QString &runId, bool create) {
    auto &children = session->children;
    for (const auto &child : children) {
        if (child->key == runId)
            return child.get();
    }
    if (!create)
        return nullptr;
    return insertChild(session, Kind::Run, runId, static_cast<int>(children.size()));
}

// One child node at `row`, announced to views once its parent is in the tree (not while
// addSource fills a new source).
LoopRunModel::Node *LoopRunModel::insertChild(Node *parent, Kind kind, const QString &key,
                                              int row) {
    auto child = std::make_unique<Node>();
    child->kind = kind;
    child->parent = parent;
    child->source = parent->source;
    child->key = key;
    const QModelIndex parentIndex = indexOf(parent);
    const bool attached = parentIndex.isValid();
    if (attached)
        beginInsertRows(parentIndex, row, row);
    Node *raw = child.get();
    parent->children.insert(parent->children.begin() + row, std::move(child));
    if (attached)
        endInsertRows();
    return raw;
}

void LoopRunModel::count(Node *run, const LoopMonitorEntry &entry) {
    ++run->calls;
    run->warnings += entry.verdict.level == LoopLevel::Warning ? 1 : 0;
    run->criticals += entry.verdict.level == LoopLevel::Critical ? 1 : 0;
}

void LoopRunModel::callJudged(Node *source, const QString &sessionKey, const QString &runId,
                              const LoopMonitorEntry &entry) {
    Node *run = runNode(sessionNode(source, sessionKey, true), runId, true);
    count(run, entry);
    if (!run->dirty) {
        run->dirty = true;
        m_changedRuns.push_back(run);
    }
    m_countsChanged.changed();
}

void LoopRunModel::announceCounts() {
    const std::vector<Node *> runs = std::exchange(m_changedRuns, {});
    for (Node *run : runs) {
        run->dirty = false;
        const QModelIndex changed = indexOf(run);
        emit dataChanged(changed, changed);
    }
}

void LoopRunModel::sessionRemoved(Node *source, const QString &sessionKey) {
    Node *session = sessionNode(source, sessionKey, false);
    if (!session)
        return;
    m_countsChanged.flush(); // no changed run left pointing into the removed session
    const int row = session->row();
    beginRemoveRows(indexOf(source), row, row);
    source->children.erase(source->children.begin() + row);
    endRemoveRows();
}

QModelIndex LoopRunModel::runIndex(int source, const QString &sessionKey,
                                   const QString &runId) const {
    if (source < 0 || source >= sourceCount())
        return {};
    auto *self = const_cast<LoopRunModel *>(this);
    Node *session =
        self->sessionNode(m_sources[static_cast<size_t>(source)].get(), sessionKey, false);
    Node *run = session ? self->runNode(session, runId, false) : nullptr;
    return run ? indexOf(run) : QModelIndex();
}

LoopRunModel::Node *LoopRunModel::node(const QModelIndex &index) const {
    return index.isValid() ? static_cast<Node *>(index.internalPointer()) : nullptr;
}

QModelIndex LoopRunModel::indexOf(const Node *n) const {
    if (!n)
        return {};
    if (!n->parent) {
        for (size_t i = 0; i < m_sources.size(); ++i) {
            if (m_sources[i].get() == n)
                return createIndex(static_cast<int>(i), 0, const_cast<Node *>(n));
        }
        return {}; // not inserted yet
    }
    if (!indexOf(n->parent).isValid())
        return {};
    return createIndex(n->row(), 0, const_cast<Node *>(n));
}

QModelIndex LoopRunModel::index(int row, int column, const QModelIndex &parent) const {
    if (!hasIndex(row, column, parent))
        return {};
    if (!parent.isValid())
        return createIndex(row, column, m_sources[static_cast<size_t>(row)].get());
    return createIndex(row, column, node(parent)->children[static_cast<size_t>(row)].get());
}

QModelIndex LoopRunModel::parent(const QModelIndex &child) const {
    const Node *n = node(child);
    return n ? indexOf(n->parent) : QModelIndex();
}

int LoopRunModel::rowCount(const QModelIndex &parent) const {
    if (parent.column() > 0)
        return 0;
    if (!parent.isValid())
        return sourceCount();
    return static_cast<int>(node(parent)->children.size());
}

int LoopRunModel::columnCount(const QModelIndex &) const {
    return 1;
}

Qt::ItemFlags LoopRunModel::flags(const QModelIndex &index) const {
    const Node *n = node(index);
    if (!n)
        return Qt::NoItemFlags;
    return n->kind == Kind::Run ? Qt::ItemIsEnabled | Qt::ItemIsSelectable : Qt::ItemIsEnabled;
}

QVariant LoopRunModel::data(const QModelIndex &index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Node *n = node(index);
    const bool isRun = n->kind == Kind::Run;
    switch (role) {
    case Qt::DisplayRole:
        if (!isRun)
            return n->key;
        return n->calls == 1 ? tr("%1 — 1 call").arg(shortRunId(n->key))
                             : tr("%1 — %2 calls").arg(shortRunId(n->key)).arg(n->calls);
    case Qt::ToolTipRole:
        if (!isRun)
            return n->key;
        return tr("Run %1: %2 warnings, %3 critical")
            .arg(n->key.isEmpty() ? tr("(no run id)") : n->key)
            .arg(n->warnings)
            .arg(n->criticals);
    case KindRole:
        return static_cast<int>(n->kind);
    case SourceRole:
        return n->source;
    case SessionRole:
        return n->kind == Kind::Session ? n->key : isRun ? n->parent->key : QVariant();
    case RunRole:
        return isRun ? n->key : QVariant();
    case CallsRole:
        return n->calls;
    case WarningsRole:
        return n->warnings;
    case CriticalsRole:
        return n->criticals;
    case WorstLevelRole:
        return static_cast<int>(n->criticals > 0  ? LoopLevel::Critical
                                : n->warnings > 0 ? LoopLevel::Warning
                                                  : LoopLevel::None);
    default:
        return {};
    }
}

} // namespace toolgate::core
