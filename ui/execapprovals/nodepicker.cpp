// SPDX-License-Identifier: MIT
#include "ui/execapprovals/nodepicker.h"

#include "ui/shell/languagechange.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QStandardItemModel>

namespace toolgate::ui {

NodePicker::NodePicker(QWidget *parent)
    : QWidget(parent)
    , m_combo(new QComboBox(this))
    , m_note(new QLabel(this)) {
    m_combo->setObjectName(QStringLiteral("execNodePicker"));
    m_combo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_note->setObjectName(QStringLiteral("execNodeNote"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_combo);
    layout->addWidget(m_note);
    connect(m_combo, &QComboBox::currentIndexChanged, this,
            [this] { emit nodeChanged(currentNodeId()); });
    retranslateWith(this, [this] { retranslate(); });
}

void NodePicker::setNodes(const std::vector<core::ExecApprovalsNode> &nodes,
                          const QString &unavailable) {
    m_nodes = nodes;
    m_unavailable = unavailable;
    retranslate();
}

QString NodePicker::currentNodeId() const {
    return m_combo->currentData().toString();
}

QString NodePicker::reason() const {
    return m_combo->isEnabled() ? QString() : m_combo->toolTip();
}

void NodePicker::retranslate() {
    const QString keep = currentNodeId();
    const QSignalBlocker block(m_combo);
    m_combo->clear();
    m_combo->addItem(tr("Gateway host"), QString());
    auto *model = qobject_cast<QStandardItemModel *>(m_combo->model());
    int choosable = 0;
    for (const core::ExecApprovalsNode &node : m_nodes) {
        const bool usable = node.connected && node.supportsExecApprovals;
        const QString why = !node.supportsExecApprovals
                                ? tr("does not offer exec approvals")
                                : (!node.connected ? tr("offline") : QString());
        m_combo->addItem(usable ? node.displayName : tr("%1 (%2)").arg(node.displayName, why),
                         node.nodeId);
        const int row = m_combo->count() - 1;
        m_combo->setItemData(row, node.nodeId, Qt::ToolTipRole);
        if (!usable && model)
            model->item(row)->setEnabled(false);
        choosable += usable ? 1 : 0;
    }
    const int index = m_combo->findData(keep);
    m_combo->setCurrentIndex(index > 0 && model && model->item(index)->isEnabled() ? index : 0);
    m_combo->setEnabled(choosable > 0);
    const QString reason =
        choosable > 0 ? tr("Edit the gateway's own exec approvals or a node's")
        : !m_unavailable.isEmpty()
            ? tr("No nodes to choose: the gateway did not list any (%1).").arg(m_unavailable)
        : m_nodes.empty() ? tr("No nodes to choose: no node is paired with this gateway.")
                          : tr("No nodes to choose: no connected node offers exec approvals "
                               "(system.execApprovals.get/set).");
    m_combo->setToolTip(reason);
    m_note->setText(choosable > 0 ? QString() : tr("(no nodes)"));
    m_note->setToolTip(reason);
    m_note->setVisible(choosable == 0);
    if (currentNodeId() != keep)
        emit nodeChanged(currentNodeId());
}

} // namespace toolgate::ui
