// SPDX-License-Identifier: MIT
#include "models/pipelinemodel.h"

#include "models/policyworkspace.h"
#include "models/toolsource.h"
#include "util/languagewatcher.h"

namespace toolgate::core {

PipelineModel::PipelineModel(PolicyWorkspace *workspace, QObject *parent)
    : QAbstractTableModel(parent)
    , m_workspace(workspace) {
    LanguageWatcher::refreshOnLanguageChange(this);
    connect(m_workspace, &PolicyWorkspace::evaluated, this, &PipelineModel::refresh);
    refresh();
}

void PipelineModel::refresh() {
    beginResetModel();
    const PolicyTrace &trace = m_workspace->trace();
    const std::size_t toolCount = m_workspace->engine().tools().size();
    m_rows = static_cast<int>(toolCount);
    m_stages.clear();
    ToolMask alive(toolCount, true);
    // Each stage sees what survived the ones before it and removes only from that.
    auto addStage = [&](StageKind kind, std::size_t index, int stepKind, const std::string &label,
                        const ToolMask &removed) {
        Stage stage;
        stage.kind = kind;
        stage.traceIndex = static_cast<int>(index);
        stage.stepKind = stepKind;
        stage.label = QString::fromStdString(label);
        stage.input = alive;
        stage.removed = removed.size() == toolCount ? removed : ToolMask(toolCount);
        stage.removed &= alive;
        alive.subtract(stage.removed);
        m_stages.push_back(std::move(stage));
    };
    for (std::size_t i = 0; i < trace.prefilters.size(); ++i) {
        const PrefilterTrace &prefilter = trace.prefilters[i];
        addStage(StageKind::Prefilter, i, static_cast<int>(prefilter.kind), prefilter.label,
                 prefilter.removed);
    }
    for (std::size_t i = 0; i < trace.steps.size(); ++i) {
        const StepTrace &step = trace.steps[i];
        addStage(StageKind::Step, i, static_cast<int>(step.kind), step.label, step.removed);
    }
    // An error trace (OpenClaw refuses the run) has no final list: nothing survives.
    m_final = trace.final.size() == toolCount ? trace.final : ToolMask(toolCount);
    endResetModel();
}

int PipelineModel::rowCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : m_rows;
}

int PipelineModel::columnCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_stages.size());
}

QVariant PipelineModel::data(const QModelIndex &index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const auto row = static_cast<std::size_t>(index.row());
    const Stage &stage = m_stages[static_cast<std::size_t>(index.column())];
    const PolicyTool &tool = m_workspace->engine().tools()[row];
    const CellState state = !stage.input.test(row)    ? CellState::Gone
                            : stage.removed.test(row) ? CellState::Removed
                                                      : CellState::Kept;
    switch (role) {
    case Qt::DisplayRole:
    case ToolNameRole:
        return QString::fromStdString(tool.name);
    case CellStateRole:
        return static_cast<int>(state);
    case RemovedByRole:
        return state == CellState::Removed ? removedBy(stage, index.row()) : QString();
    case Qt::ToolTipRole:
        return state == CellState::Removed ? removedBy(stage, index.row()) : QVariant();
    case ToolSourceRole:
        return static_cast<int>(toolSource(tool));
    case PluginIdRole:
        return QString::fromStdString(tool.pluginId);
    default:
        return {};
    }
}

QVariant PipelineModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation == Qt::Vertical) {
        if (section < 0 || section >= m_rows)
            return {};
        const auto row = static_cast<std::size_t>(section);
        if (role == Qt::DisplayRole || role == ToolNameRole)
            return QString::fromStdString(m_workspace->engine().tools()[row].name);
        if (role == FinalStateRole)
            return m_final.test(row);
        // Also here, not only per cell: a context where no step applies has no cells.
        if (role == ToolSourceRole)
            return static_cast<int>(toolSource(m_workspace->engine().tools()[row]));
        return {};
    }
    if (section < 0 || section >= columnCount())
        return {};
    const Stage &stage = m_stages[static_cast<std::size_t>(section)];
    switch (role) {
    case Qt::DisplayRole:
        return stage.label;
    case StageKindRole:
        return static_cast<int>(stage.kind);
    case StepKindRole:
        return stage.stepKind;
    case InputCountRole:
        return static_cast<int>(stage.input.count());
    case RemovedCountRole:
        return static_cast<int>(stage.removed.count());
    case KeptCountRole:
        return static_cast<int>(stage.input.count() - stage.removed.count());
    default:
        return {};
    }
}

QHash<int, QByteArray> PipelineModel::roleNames() const {
    QHash<int, QByteArray> names = QAbstractTableModel::roleNames();
    names.insert(CellStateRole, "cellState");
    names.insert(RemovedByRole, "removedBy");
    names.insert(ToolSourceRole, "toolSource");
    names.insert(ToolNameRole, "toolName");
    names.insert(PluginIdRole, "pluginId");
    return names;
}

QList<int> PipelineModel::keptRows(int column) const {
    QList<int> rows;
    if (column < 0 || column >= columnCount())
        return rows;
    const Stage &stage = m_stages[static_cast<std::size_t>(column)];
    ToolMask kept = stage.input;
    kept.subtract(stage.removed);
    kept.forEach([&rows](std::size_t i) { rows << static_cast<int>(i); });
    return rows;
}

QList<int> PipelineModel::removedRows(int column) const {
    QList<int> rows;
    if (column < 0 || column >= columnCount())
        return rows;
    m_stages[static_cast<std::size_t>(column)].removed.forEach(
        [&rows](std::size_t i) { rows << static_cast<int>(i); });
    return rows;
}

QList<int> PipelineModel::finalRows() const {
    QList<int> rows;
    m_final.forEach([&rows](std::size_t i) { rows << static_cast<int>(i); });
    return rows;
}

int PipelineModel::rowOfTool(const QString &name) const {
    return m_workspace->engine().toolIndex(name.toStdString());
}

QString PipelineModel::stageLabel(int column) const {
    return column >= 0 && column < columnCount() ? m_stages[static_cast<std::size_t>(column)].label
                                                 : QString();
}

QString PipelineModel::removedBy(const Stage &stage, int row) const {
    if (stage.kind == StageKind::Prefilter)
        return tr("%1 pre-filter").arg(stage.label);
    const PolicyTrace &trace = m_workspace->trace();
    const StepTrace &step = trace.steps[static_cast<std::size_t>(stage.traceIndex)];
    const RemovalReason reason =
        m_workspace->engine().removalReason(step, static_cast<std::size_t>(row));
    if (reason.denied) {
        const std::string &entry = reason.configEntry.empty() ? reason.entry : reason.configEntry;
        return tr("deny: %1").arg(QString::fromStdString(entry));
    }
    return tr("not in allow list");
}

} // namespace toolgate::core
