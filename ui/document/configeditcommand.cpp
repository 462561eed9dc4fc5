// SPDX-License-Identifier: MIT
#include "ui/document/configeditcommand.h"

#include "models/policyworkspace.h"

namespace toolgate::ui {

ConfigEditCommand::ConfigEditCommand(core::PolicyWorkspace *workspace,
                                     QList<core::ConfigEdit> edits, const QString &text)
    : QUndoCommand(text)
    , m_workspace(workspace)
    , m_edits(std::move(edits)) {}

void ConfigEditCommand::undo() {
    for (auto it = m_edits.crbegin(); it != m_edits.crend(); ++it)
        (void)m_workspace->apply(it->inverted());
    m_applied = false;
}

void ConfigEditCommand::redo() {
    if (m_applied)
        return;
    for (const core::ConfigEdit &edit : std::as_const(m_edits))
        (void)m_workspace->apply(edit);
    m_applied = true;
}

} // namespace toolgate::ui
