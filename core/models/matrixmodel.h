// SPDX-License-Identifier: MIT
#pragma once

#include <QAbstractTableModel>
#include <QStringList>

#include <vector>

namespace toolgate::core {

class PolicyWorkspace;

// Agents × tools for the workspace's current context (each row evaluated as that agent). A cell is
// either allowed or names the stage that removed the tool; `DecidingStageRole` is a stable key
// per stage kind so the UI can give each kind one colour across all agents.
class MatrixModel final : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Role {
        AllowedRole = Qt::UserRole + 1, // bool
        DecidingLabelRole,              // QString: OpenClaw's label of the removing stage
        DecidingStageRole,              // int: stageKey() of the removing stage, -1 when allowed
        AgentIdRole,                    // QString
        ToolNameRole,                   // QString
        ToolSourceRole,                 // ToolSource (int)
        AllowedCountRole,               // int, on the vertical header: tools the agent keeps
    };
    Q_ENUM(Role)

    // Stage keys: pipeline steps are their PolicyStepKind value, pre-filters follow them, an
    // evaluation error (OpenClaw refuses the run) has its own key.
    static int stepKey(int policyStepKind) { return policyStepKind; }
    static int prefilterKey(int prefilterKind) { return 100 + prefilterKind; }
    static constexpr int errorKey = 200;

    explicit MatrixModel(PolicyWorkspace *workspace, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    QStringList agents() const { return m_agents; }
    int columnOfTool(const QString &name) const;
    // Reverse lookup: the agents that keep `tool` in the current context.
    QStringList agentsAllowing(const QString &tool) const;

    void refresh();

private:
    struct Row {
        std::vector<int> decider; // per tool: index into labels/keys, -1 = allowed
        QStringList labels;
        std::vector<int> keys;
        int allowed = 0;
    };

    PolicyWorkspace *m_workspace;
    QStringList m_agents;
    std::vector<Row> m_rows;
    int m_columns = 0;
    bool m_toolsChanged = false;
};

} // namespace toolgate::core
