// SPDX-License-Identifier: MIT
#pragma once

#include "config/configedit.h"

#include <QList>
#include <QUndoCommand>

namespace toolgate::core {
class PolicyWorkspace;
}

namespace toolgate::ui {

// Edits already applied to the workspace, recorded for undo: undo applies their inverses in
// reverse order, redo applies them again. The first redo() (from QUndoStack::push) does nothing.
class ConfigEditCommand final : public QUndoCommand {
public:
    ConfigEditCommand(core::PolicyWorkspace *workspace, QList<core::ConfigEdit> edits,
                      const QString &text);

    void undo() override;
    void redo() override;

private:
    core::PolicyWorkspace *m_workspace;
    QList<core::ConfigEdit> m_edits;
    bool m_applied = true;
};

} // namespace toolgate::ui
