// SPDX-License-Identifier: MIT
#include "models/matrixmodel.h"

#include "models/policyworkspace.h"
#include "models/toolsource.h"
#include "util/languagewatcher.h"

namespace toolgate::core {

MatrixModel::MatrixModel(PolicyWorkspace *workspace, QObject *parent)
    : QAbstractTableModel(parent)
    , m_workspace(workspace) {
    LanguageWatcher::refreshOnLanguageChange(this);
    connect(m_workspace, &PolicyWorkspace::evaluated, this, &MatrixModel::refresh);
    connect(m_workspace, &PolicyWorkspace::toolsChanged, this, [this] { m_toolsChanged = true; });
    refresh();
}

void MatrixModel::refresh() {
    const PolicyEngine &engine = m_workspace->engine();
    const std::size_t toolCount = engine.tools().size();
    const QStringList agents = m_workspace->agentIds();
    std::vector<Row> rows;
    rows.reserve(static_cast<std::size_t>(agents.size()));
    for (const QString &agent : agents) {
        const PolicyTrace trace = engine.evaluate(m_workspace->contextForAgent(agent));
        Row row;
        row.decider.assign(toolCount, -1);
        auto mark = [&row](const ToolMask &removed, const QString &label, int key) {
            const int index = static_cast<int>(row.labels.size());
            bool used = false;
            removed.forEach([&](std::size_t tool) {
                if (tool < row.decider.size() && row.decider[tool] < 0) {
                    row.decider[tool] = index;
                    used = true;
                }
            });
            if (used) {
                row.labels << label;
                row.keys.push_back(key);
            }
        };
        for (const PrefilterTrace &prefilter : trace.prefilters)
            mark(prefilter.removed, QString::fromStdString(prefilter.label),
                 prefilterKey(static_cast<int>(prefilter.kind)));
        for (const StepTrace &step : trace.steps)
            mark(step.removed, QString::fromStdString(step.label),
                 stepKey(static_cast<int>(step.kind)));
        if (trace.error) {
            ToolMask all(toolCount, true);
            mark(all, QString::fromStdString(*trace.error), errorKey);
        }
        for (int decider : row.decider)
            row.allowed += decider < 0 ? 1 : 0;
        rows.push_back(std::move(row));
    }

    // Edits keep the shape (same agents, same tools): update cells in place so views keep their
    // scroll position and selection.
    const bool sameShape =
        !m_toolsChanged && agents == m_agents && static_cast<int>(toolCount) == m_columns;
    m_toolsChanged = false;
    if (sameShape) {
        m_rows = std::move(rows);
        if (!m_agents.isEmpty() && m_columns > 0)
            emit dataChanged(index(0, 0), index(rowCount() - 1, m_columns - 1));
        emit headerDataChanged(Qt::Vertical, 0, qMax(0, rowCount() - 1));
        return;
    }
    beginResetModel();
    m_agents = agents;
    m_rows = std::move(rows);
    m_columns = static_cast<int>(toolCount);
    endResetModel();
}

int MatrixModel::rowCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_agents.size());
}

int MatrixModel::columnCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : m_columns;
}

QVariant MatrixModel::data(const QModelIndex &index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows[static_cast<std::size_t>(index.row())];
    const int decider = row.decider[static_cast<std::size_t>(index.column())];
    switch (role) {
    case AllowedRole:
        return decider < 0;
    case DecidingLabelRole:
        return decider < 0 ? QString() : row.labels.at(decider);
    case DecidingStageRole:
        return decider < 0 ? -1 : row.keys[static_cast<std::size_t>(decider)];
    case Qt::ToolTipRole: {
        const QString tool = headerData(index.column(), Qt::Horizontal).toString();
        const QString agent = m_agents.at(index.row());
        return decider < 0 ? tr("%1 can call %2").arg(agent, tool)
                           : tr("%1 cannot call %2: removed at %3")
                                 .arg(agent, tool, row.labels.at(decider));
    }
    case AgentIdRole:
        return m_agents.at(index.row());
    case ToolNameRole:
        return headerData(index.column(), Qt::Horizontal);
    case ToolSourceRole:
        return headerData(index.column(), Qt::Horizontal, ToolSourceRole);
    default:
        return {};
    }
}

QVariant MatrixModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation == Qt::Horizontal) {
        if (section < 0 || section >= m_columns)
            return {};
        const PolicyTool &tool = m_workspace->engine().tools()[static_cast<std::size_t>(section)];
        if (role == Qt::DisplayRole || role == ToolNameRole)
            return QString::fromStdString(tool.name);
        if (role == ToolSourceRole)
            return static_cast<int>(toolSource(tool));
        return {};
    }
    if (section < 0 || section >= rowCount())
        return {};
    if (role == Qt::DisplayRole || role == AgentIdRole)
        return m_agents.at(section);
    if (role == AllowedCountRole)
        return m_rows[static_cast<std::size_t>(section)].allowed;
    return {};
}

int MatrixModel::columnOfTool(const QString &name) const {
    return m_workspace->engine().toolIndex(name.toStdString());
}

QStringList MatrixModel::agentsAllowing(const QString &tool) const {
    QStringList agents;
    const int column = columnOfTool(tool);
    if (column < 0 || column >= m_columns)
        return agents;
    for (int row = 0; row < rowCount(); ++row) {
        if (m_rows[static_cast<std::size_t>(row)].decider[static_cast<std::size_t>(column)] < 0)
            agents << m_agents.at(row);
    }
    return agents;
}

} // namespace toolgate::core
