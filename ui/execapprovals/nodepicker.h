// SPDX-License-Identifier: MIT
#pragma once

#include "approvals/execapprovalsnodes.h"

#include <QWidget>

#include <vector>

class QComboBox;
class QLabel;

namespace toolgate::ui {

// Which host's exec-approvals document the screen edits: the gateway's own, or a connected node's
// (exec.approvals.node.get/set) when the node offers it. Nodes that do not (or are offline) are
// listed but cannot be chosen, with the reason; with nothing to choose the picker is disabled and
// says why.
class NodePicker final : public QWidget {
    Q_OBJECT

public:
    explicit NodePicker(QWidget *parent = nullptr);

    // `unavailable`: why the gateway gave no list (empty when it did).
    void setNodes(const std::vector<core::ExecApprovalsNode> &nodes, const QString &unavailable);
    // Empty for the gateway host.
    QString currentNodeId() const;
    QComboBox *combo() const { return m_combo; }
    QString reason() const;

signals:
    void nodeChanged(const QString &nodeId);

private:
    void retranslate();

    QComboBox *m_combo;
    QLabel *m_note;
    std::vector<core::ExecApprovalsNode> m_nodes;
    QString m_unavailable;
};

} // namespace toolgate::ui
