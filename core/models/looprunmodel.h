// SPDX-License-Identifier: MIT
#pragma once

#include "loops/loopmonitor.h"
#include "models/changethrottle.h"

#include <QAbstractItemModel>
#include <QList>
#include <QPointer>
#include <QString>

#include <memory>
#include <vector>

namespace toolgate::core {

// The runs a loops view picks from: source → session → run. It follows each source's monitor
// through its signals with row inserts, removals and cell changes — never a reset — so a view's
// selection and expansion survive a live stream of calls. A run's counts change with every call;
// views hear of them at most ten times a second (a busy gateway's thousand calls a second each
// repainted the tree).
class LoopRunModel final : public QAbstractItemModel {
    Q_OBJECT

public:
    enum class Kind { Source, Session, Run };
    enum Role {
        KindRole = Qt::UserRole + 1, // int(Kind)
        SourceRole,                  // the source's number (order of addSource)
        SessionRole,
        RunRole,
        CallsRole,
        WarningsRole,
        CriticalsRole,
        WorstLevelRole // int(LoopLevel) of the run's worst verdict
    };

    explicit LoopRunModel(QObject *parent = nullptr);
    ~LoopRunModel() override;

    // Appends a source with the sessions and runs its monitor already holds, then follows it.
    // Returns the source's number.
    int addSource(const QString &label, LoopMonitor *monitor);
    // A source's label in another language (the live source's "Live gateway").
    void setSourceLabel(int source, const QString &label);
    int sourceCount() const { return static_cast<int>(m_sources.size()); }
    QModelIndex runIndex(int source, const QString &sessionKey, const QString &runId) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

private:
    struct Node;
    Node *node(const QModelIndex &index) const;
    QModelIndex indexOf(const Node *node) const;
    Node *sessionNode(Node *source, const QString &sessionKey, bool create);
    Node *runNode(Node *session, const QString &runId, bool create);
    Node *insertChild(Node *parent, Kind kind, const QString &key, int row);
    void count(Node *run, const LoopMonitorEntry &entry);
    void callJudged(Node *source, const QString &sessionKey, const QString &runId,
                    const LoopMonitorEntry &entry);
    void sessionRemoved(Node *source, const QString &sessionKey);
    void announceCounts();

    std::vector<std::unique_ptr<Node>> m_sources;
    // Runs whose counts changed since views last heard (each marks itself `dirty`).
    std::vector<Node *> m_changedRuns;
    ChangeThrottle m_countsChanged;
};

} // namespace toolgate::core
