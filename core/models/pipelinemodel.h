// SPDX-License-Identifier: MIT
#pragma once

#include "policy/toolmask.h"

#include <QAbstractTableModel>
#include <QList>

#include <vector>

namespace toolgate::core {

class PolicyWorkspace;

// The current trace as a table: one column per pre-filter and per pipeline step that had a policy
// (OpenClaw's order, header = its exact label), one row per tool of the run. A cell says what that
// stage did to the tool: kept it, removed it (and by which entry), or never saw it (removed
// earlier). Semantic roles only; the UI picks colours.
class PipelineModel final : public QAbstractTableModel {
    Q_OBJECT

public:
    enum class CellState { Kept, Removed, Gone };
    Q_ENUM(CellState)
    enum class StageKind { Prefilter, Step };
    Q_ENUM(StageKind)

    enum Role {
        CellStateRole = Qt::UserRole + 1, // CellState (int)
        RemovedByRole,                    // QString: the entry that removed the tool here
        ToolSourceRole,                   // ToolSource (int)
        ToolNameRole,                     // QString
        PluginIdRole,                     // QString
        // Header roles (horizontal):
        StageKindRole,    // StageKind (int)
        StepKindRole,     // PolicyStepKind / PrefilterKind (int)
        KeptCountRole,    // int
        RemovedCountRole, // int
        InputCountRole,   // int
        // Vertical header: FinalStateRole = true when the tool survives the whole pipeline.
        FinalStateRole,
    };
    Q_ENUM(Role)

    explicit PipelineModel(PolicyWorkspace *workspace, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    // Rows kept / removed at a column, in tool-list order (what a column view draws).
    QList<int> keptRows(int column) const;
    QList<int> removedRows(int column) const;
    QList<int> finalRows() const;
    int rowOfTool(const QString &name) const;
    QString stageLabel(int column) const;

    // Reads the workspace's current trace again (connected to PolicyWorkspace::evaluated).
    void refresh();

private:
    struct Stage {
        StageKind kind = StageKind::Step;
        int traceIndex = -1; // into trace.prefilters or trace.steps
        int stepKind = 0;
        QString label;
        ToolMask input; // tools alive when the stage runs
        ToolMask removed;
    };

    QString removedBy(const Stage &stage, int row) const;

    PolicyWorkspace *m_workspace;
    std::vector<Stage> m_stages;
    ToolMask m_final;
    int m_rows = 0;
};

} // namespace toolgate::core
